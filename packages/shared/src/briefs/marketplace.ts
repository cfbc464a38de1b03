import { z } from 'zod';
import { BRIEF_TEMPLATE_IDS } from '../brief-templates.ts';
import { MARKETPLACE_DEFAULT_LIMIT } from '../limits.ts';
import { ZBrief } from './brief.ts';
import { BRIEF_CATEGORIES } from './category.ts';

// ---------------------------------------------------------------- public marketplace (docs/product/marketplace.md#marketplace)

export const MARKETPLACE_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'deadline'] as const;
export const DEADLINE_BUCKETS = ['any', 'urgent', 'week', 'month', 'long-term'] as const;

export const ZPublicBriefsQuery = z.strictObject({
  search: z.string().trim().max(200).optional(),
  category: z.enum(BRIEF_CATEGORIES).optional(),
  template: z.enum(BRIEF_TEMPLATE_IDS).optional(),
  sort: z.enum(MARKETPLACE_SORTS).default('newest'),
  minReward: z.coerce.number().min(0).optional(),
  maxReward: z.coerce.number().min(0).optional(),
  deadline: z.enum(DEADLINE_BUCKETS).default('any'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(MARKETPLACE_DEFAULT_LIMIT),
});
export type TPublicBriefsQuery = z.infer<typeof ZPublicBriefsQuery>;

/**
 * The marketplace counts matching briefs through the page asked for and this many pages in all from
 * it (page 1 of 12: up to 120); beyond that the total is the cap and `totalIsCapped` is true ("120+
 * briefs"), so a pager shows the next nine pages and grows as one moves on. Counting every match cost
 * more than the page itself; counting a fixed 1,000 still cost ten times the page (decision 017).
 */
export const MARKETPLACE_PAGES_AHEAD = 10;

/** How many matching briefs the marketplace counts for a page: `total` never exceeds it. */
export const marketplaceCountCap = (page: number, limit: number) => (page - 1 + MARKETPLACE_PAGES_AHEAD) * limit;

export const ZPublicBriefsResponse = z.object({
  briefs: z.array(ZBrief),
  total: z.number(),
  /** More briefs match than marketplaceCountCap(page, limit); `total` is the cap. */
  totalIsCapped: z.boolean(),
  page: z.number(),
  limit: z.number(),
});
