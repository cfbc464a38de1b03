import { z } from 'zod';

// ---------------------------------------------------------------- search (docs/product/submissions.md#search)

export const SEARCH_LIMIT = 20;
export const ZSearchQuery = z.strictObject({
  q: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT).default(SEARCH_LIMIT),
});
export const ZSearchResult = z.object({
  type: z.enum(['brief', 'submission']),
  id: z.string(),
  /** For a submission: the id of its brief. */
  briefId: z.string(),
  title: z.string(),
  description: z.string(),
  brandName: z.string(),
  brandContact: z.string(),
  category: z.string(),
  reward: z.number(),
  deadline: z.string(),
  location: z.string(),
  submissionsCount: z.number(),
  /** For a submission: its status. */
  status: z.string().nullable(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;
export const ZSearchResponse = z.object({ results: z.array(ZSearchResult), query: z.string() });
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
