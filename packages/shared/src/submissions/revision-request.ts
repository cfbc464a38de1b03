import { z } from 'zod';
import { REVISION_MESSAGES, REVISION_NOTE_MAX } from './revisions.ts';

// The brand's request for changes, apart from revisions.ts: the web app reads this schema only in its Request
// changes dialog, while the revision words are on every dashboard's first screen — in one module, the schema
// and Zod came with the words (issue 39, docs/performance.md#zod-off-the-first-screen).

/** POST /api/brands/submissions/:id/request-revision */
export const ZRequestRevisionRequest = z.strictObject({
  note: z
    .string({ message: REVISION_MESSAGES.noteRequired })
    .trim()
    .min(1, REVISION_MESSAGES.noteRequired)
    .max(REVISION_NOTE_MAX, REVISION_MESSAGES.noteTooLong),
});
export type TRequestRevisionRequest = z.infer<typeof ZRequestRevisionRequest>;
