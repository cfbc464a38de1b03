// Option lists of the public marketplace, kept here so the public pages do not load Zod (the shared
// briefs module builds its schemas when imported). The types tie each list to the shared contract,
// and brief-options.test.ts checks the values against it.

import type { BriefCategory, BriefTemplateId, TPublicBriefsQuery } from '@briefly/shared/briefs';

export const TEMPLATE_NAMES = {
  'podcast-live': 'Podcast / Live',
  'ecommerce-product': 'E-commerce Product',
  'talent-giveaway': 'Talent Giveaway',
  tweets: 'Tweets',
  'ig-story-blitz': 'IG Story Blitz',
} as const satisfies Record<BriefTemplateId, string>;

export const TEMPLATE_IDS = Object.keys(TEMPLATE_NAMES) as BriefTemplateId[];

export const CATEGORY_IDS = ['creative', 'technical', 'business'] as const satisfies readonly BriefCategory[];

export type MarketplaceSort = TPublicBriefsQuery['sort'];
export const SORT_IDS = ['newest', 'oldest', 'highest', 'lowest', 'deadline'] as const satisfies readonly MarketplaceSort[];

export type DeadlineBucket = TPublicBriefsQuery['deadline'];
export const DEADLINE_IDS = ['any', 'urgent', 'week', 'month', 'long-term'] as const satisfies readonly DeadlineBucket[];
