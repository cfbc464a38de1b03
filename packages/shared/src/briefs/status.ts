import { z } from 'zod';

// A brief's statuses, and the winner and reward limits its checks use.

export const BRIEF_STATUSES = ['draft', 'published', 'archived'] as const;
export type BriefStatus = (typeof BRIEF_STATUSES)[number];

/** `active` (what an older client sends on creation) is accepted as `published` (docs/product/briefs.md#statuses). */
export const ZBriefStatusInput = z
  .enum(['draft', 'published', 'archived', 'active'])
  .transform((status): BriefStatus => (status === 'active' ? 'published' : status));

export const MAX_WINNERS = 10;
export const MIN_REWARD_DOLLARS = 1;
