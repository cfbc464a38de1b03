// Option lists of the public marketplace, kept here so the public pages do not load Zod (the shared
// briefs module builds its schemas when imported). The types tie each list to the shared contract,
// and brief-options.test.ts checks the values against it. The template list is shared as it is
// (TEMPLATE_FILTER_OPTIONS in @briefly/shared/brief-templates, which has no Zod).

import type { BriefCategory, TPublicBriefsQuery } from '@briefly/shared/briefs';

export const CATEGORY_IDS = ['creative', 'technical', 'business'] as const satisfies readonly BriefCategory[];

export type MarketplaceSort = TPublicBriefsQuery['sort'];
export const SORT_IDS = [
  'newest',
  'oldest',
  'highest',
  'lowest',
  'deadline',
] as const satisfies readonly MarketplaceSort[];

export type DeadlineBucket = TPublicBriefsQuery['deadline'];
export const DEADLINE_IDS = [
  'any',
  'urgent',
  'week',
  'month',
  'long-term',
] as const satisfies readonly DeadlineBucket[];
