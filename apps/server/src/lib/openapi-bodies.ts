import { z } from 'zod';

// Answers whose body is not a JSON value, as route schemas declare them (docs/decisions/043-the-contract-checked.md):
// the document lists them under their own media types, and the test app checks real answers against them.

/** A 2xx answer with a body of `mediaTypes` (text, or any bytes for `*\/*`), e.g. a CSV export or a calendar file. */
export function mediaResponse(description: string, mediaTypes: readonly string[], schema: z.ZodType = z.string()) {
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/** A file's bytes in the file's own type (what was uploaded, checked against its content). */
export const fileBody = (description: string) => mediaResponse(description, ['*/*'], z.unknown());
