import { z } from 'zod';
import { ZPublicBriefsQuery } from './briefs.ts';

// Saved marketplace searches and their alerts (docs/product/saved-searches.md, decision 035).

export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

/** How the alerts are named to creators. */
export const SAVED_SEARCH_ALERT_LABELS: Record<SavedSearchAlert, string> = {
  instant: 'Instant (in the app)',
  daily: 'Daily email digest',
  off: 'Off',
};

export const SAVED_SEARCHES_PER_CREATOR = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** Rewards above this (dollars) are not a filter anyone means; the column stays a plain integer of cents. */
export const SAVED_SEARCH_REWARD_MAX = 10_000_000;

export const SAVED_SEARCH_MESSAGES = {
  notFound: 'Saved search not found',
  limitReached: `You can keep at most ${SAVED_SEARCHES_PER_CREATOR} saved searches. Delete one to save another.`,
  rewardRange: 'The lowest reward cannot be above the highest reward',
  nameBlank: 'Give the search a name',
  nameTooLong: `The name can be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  invalidUnsubscribe: 'This unsubscribe link is invalid or incomplete.',
} as const;

const reward = z.coerce
  .number()
  .min(0, 'A reward filter cannot be negative')
  .max(SAVED_SEARCH_REWARD_MAX, `A reward filter can be at most $${SAVED_SEARCH_REWARD_MAX.toLocaleString('en-US')}`);

/**
 * The marketplace's filters and words, exactly as its query takes them (ZPublicBriefsQuery) minus
 * paging: unknown keys and unknown values are refused. `sort` is kept only to open the search again.
 */
export const ZSavedSearchFilters = ZPublicBriefsQuery.pick({
  search: true,
  category: true,
  template: true,
  sort: true,
  deadline: true,
})
  .extend({ minReward: reward.optional(), maxReward: reward.optional() })
  .strict()
  .refine((f) => f.minReward === undefined || f.maxReward === undefined || f.minReward <= f.maxReward, {
    message: SAVED_SEARCH_MESSAGES.rewardRange,
    path: ['maxReward'],
  });
export type TSavedSearchFilters = z.infer<typeof ZSavedSearchFilters>;

const ZName = z
  .string()
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameBlank)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong);
const ZAlert = z.enum(SAVED_SEARCH_ALERTS, { message: `alert must be one of ${SAVED_SEARCH_ALERTS.join(', ')}` });

/** POST /api/creators/saved-searches. */
export const ZCreateSavedSearchRequest = z.strictObject({ name: ZName, filters: ZSavedSearchFilters, alert: ZAlert });
export type TCreateSavedSearchRequest = z.infer<typeof ZCreateSavedSearchRequest>;

/** PUT /api/creators/saved-searches/:id: any of the three. */
export const ZUpdateSavedSearchRequest = z
  .strictObject({ name: ZName.optional(), filters: ZSavedSearchFilters.optional(), alert: ZAlert.optional() })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send a name, filters or alert to change' });
export type TUpdateSavedSearchRequest = z.infer<typeof ZUpdateSavedSearchRequest>;

export const ZSavedSearchIdParams = z.strictObject({ id: z.uuid({ message: 'Invalid saved search ID' }) });

export const ZSavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  filters: z.object({
    search: z.string().optional(),
    category: z.string().optional(),
    template: z.string().optional(),
    sort: z.string(),
    deadline: z.string(),
    minReward: z.number().optional(),
    maxReward: z.number().optional(),
  }),
  alert: z.enum(SAVED_SEARCH_ALERTS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

export const ZSavedSearchResponse = z.object({ savedSearch: ZSavedSearch });
export const ZSavedSearchesResponse = z.object({ savedSearches: z.array(ZSavedSearch), limit: z.number() });
export type TSavedSearchesResponse = z.infer<typeof ZSavedSearchesResponse>;
export const ZDeleteSavedSearchResponse = z.object({ id: z.string(), deleted: z.literal(true) });

/** The one-click unsubscribe of one saved search's emails (a signed token; no sign-in). */
export const ZSavedSearchUnsubscribeQuery = z.object({ token: z.string().max(1000).optional() });
export const ZSavedSearchUnsubscribeResponse = z.object({ unsubscribed: z.literal(true), name: z.string() });

/** The marketplace address that shows this search: `/marketplace?search=…&category=…`. */
export function savedSearchPath(filters: TSavedSearch['filters'] | TSavedSearchFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.template) params.set('template', filters.template);
  if (filters.minReward !== undefined) params.set('minReward', String(filters.minReward));
  if (filters.maxReward !== undefined) params.set('maxReward', String(filters.maxReward));
  if (filters.deadline && filters.deadline !== 'any') params.set('deadline', filters.deadline);
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
  const query = params.toString();
  return query ? `/marketplace?${query}` : '/marketplace';
}

/** The alert select's choices, in the marketplace's dialog and in Settings. */
export const SAVED_SEARCH_ALERT_OPTIONS = SAVED_SEARCH_ALERTS.map((value) => ({
  value,
  label: SAVED_SEARCH_ALERT_LABELS[value],
}));

const CATEGORY_WORDS: Record<string, string> = { technical: 'Technical', business: 'Business', creative: 'Creative' };
const DEADLINE_WORDS: Record<string, string> = {
  urgent: 'due in 3 days',
  week: 'due this week',
  month: 'due this month',
  'long-term': 'long-term',
};
const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

/** A search in a few words: "“fitness” · Creative · from $500", or "All briefs" without filters. */
export function describeSearch(filters: TSavedSearch['filters'] | TSavedSearchFilters): string {
  const parts: string[] = [];
  if (filters.search) parts.push(`“${filters.search}”`);
  if (filters.category) parts.push(CATEGORY_WORDS[filters.category] ?? filters.category);
  if (filters.template) parts.push(filters.template.replace(/-/g, ' '));
  if (filters.minReward !== undefined && filters.maxReward !== undefined)
    parts.push(`${dollars(filters.minReward)}–${dollars(filters.maxReward)}`);
  else if (filters.minReward !== undefined) parts.push(`from ${dollars(filters.minReward)}`);
  else if (filters.maxReward !== undefined) parts.push(`up to ${dollars(filters.maxReward)}`);
  if (filters.deadline && filters.deadline !== 'any') parts.push(DEADLINE_WORDS[filters.deadline] ?? filters.deadline);
  return parts.length ? parts.join(' · ') : 'All briefs';
}

/** The name "Save this search" suggests: the description, cut to the longest name allowed. */
export const suggestedSearchName = (filters: TSavedSearchFilters) =>
  describeSearch(filters).replace(/[“”]/g, '').slice(0, SAVED_SEARCH_NAME_MAX);
