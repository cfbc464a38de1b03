// Success stories (docs/product/community.md#success-stories): rules, limits and texts, Zod-free so
// the public page loads them without the validation library. Contracts are in ./stories.ts.

export const STORY_CATEGORIES = ['creative', 'technical', 'business'] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];
export const STORY_FILTERS = ['all', 'featured', ...STORY_CATEGORIES] as const;
export type StoryFilter = (typeof STORY_FILTERS)[number];
export const STORY_SORTS = ['newest', 'budget', 'popularity'] as const;
export type StorySort = (typeof STORY_SORTS)[number];
export const STORY_CONSENTS = ['pending', 'granted', 'declined'] as const;
export type StoryConsentState = (typeof STORY_CONSENTS)[number];
/** draft: written, nobody asked yet (never for now: stories with people ask at once); awaiting consent; declined by someone; published. */
export const STORY_STATUSES = ['draft', 'awaiting_consent', 'declined', 'published'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const STORY_FILTER_LABELS: Record<StoryFilter, string> = {
  all: 'All',
  featured: 'Featured',
  creative: 'Creative',
  technical: 'Technical',
  business: 'Business',
};
export const STORY_SORT_LABELS: Record<StorySort, string> = {
  newest: 'Newest',
  budget: 'Budget',
  popularity: 'Popularity',
};
export const STORY_CATEGORY_LABELS: Record<StoryCategory, string> = {
  creative: 'Creative',
  technical: 'Technical',
  business: 'Business',
};
export const STORY_STATUS_LABELS: Record<StoryStatus, string> = {
  draft: 'Draft',
  awaiting_consent: 'Awaiting consent',
  declined: 'Declined',
  published: 'Published',
};

export const STORY_METRICS = ['reach', 'engagement', 'conversion', 'roi'] as const;
export type StoryMetric = (typeof STORY_METRICS)[number];
export const STORY_METRIC_LABELS: Record<StoryMetric, string> = {
  reach: 'Reach',
  engagement: 'Engagement',
  conversion: 'Conversion',
  roi: 'ROI',
};

// ---------------------------------------------------------------- limits

export const STORY_TITLE_MAX = 200;
export const STORY_DESCRIPTION_MAX = 5_000;
export const STORY_OUTCOME_MAX = 2_000;
export const STORY_QUOTE_MAX = 1_000;
export const STORY_NAME_MAX = 120;
export const STORY_DURATION_MAX = 60;
export const STORY_TAGS_MAX = 10;
export const STORY_TAG_MAX = 30;
export const STORY_IMAGES_MAX = 12;
export const STORY_URL_MAX = 2_000;
/** Dollars. */
export const STORY_BUDGET_MAX = 10_000_000;
export const STORIES_PAGE_DEFAULT = 24;
export const STORIES_PAGE_MAX = 60;

export const STORY_MESSAGES = {
  notFound: 'Success story not found',
  invalidId: 'Invalid story ID',
  briefNotFound: 'Brief not found',
  briefNotComplete: 'This brief has no winner yet: a story starts from a brief whose winners were picked.',
  creatorNotWinner: 'Choose one of the brief’s winners.',
  creatorRequired: 'This brief has several winners: choose which creator the story is about.',
  consentNotYours: 'This story does not ask for your consent.',
  verifiedFigures: 'The budget of a story verified by Briefly comes from the ledger and cannot be changed.',
  publishNeedsConsent:
    'A story about linked people is published when they both agree; it cannot be published or held by hand.',
  linkedPersonNotFound: 'The linked brand or creator was not found.',
  filterInvalid: `filter must be one of ${STORY_FILTERS.join(', ')}`,
  sortInvalid: `sort must be one of ${STORY_SORTS.join(', ')}`,
  loadFailed: 'Failed to load success stories',
  consentGranted: 'Thank you: you agreed to this story.',
  consentDeclined: 'You declined this story; it will not be published.',
} as const;

// ---------------------------------------------------------------- display

/** Story budgets are shown without decimals (spec §9). */
export function formatStoryBudget(dollars: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(dollars);
}

/** A metric as shown: reach as a compact count, the rest as percentages. */
export function formatStoryMetric(metric: StoryMetric, value: number): string {
  if (metric === 'reach')
    return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value)}%`;
}

/** The metrics that exist, in a fixed order (absent figures are left out, never shown as 0). */
export function presentMetrics(
  metrics: Partial<Record<StoryMetric, number | null>>,
): Array<{ metric: StoryMetric; value: number }> {
  return STORY_METRICS.flatMap((metric) => {
    const value = metrics[metric];
    return typeof value === 'number' && Number.isFinite(value) ? [{ metric, value }] : [];
  });
}

/** Where a story stands: published, or waiting on (or refused by) the people it names. */
export function storyStatus(story: {
  publishedAt: Date | string | null;
  brandLinked: boolean;
  creatorLinked: boolean;
  brandConsent: StoryConsentState;
  creatorConsent: StoryConsentState;
}): StoryStatus {
  if (story.publishedAt) return 'published';
  const needed = [
    story.brandLinked ? story.brandConsent : null,
    story.creatorLinked ? story.creatorConsent : null,
  ].filter((value) => value !== null);
  if (needed.includes('declined')) return 'declined';
  if (needed.length > 0) return 'awaiting_consent';
  return 'draft';
}

/** Whether every linked person agreed (true when nobody is linked). */
export function consentComplete(story: {
  brandLinked: boolean;
  creatorLinked: boolean;
  brandConsent: StoryConsentState;
  creatorConsent: StoryConsentState;
}): boolean {
  return (
    (!story.brandLinked || story.brandConsent === 'granted') &&
    (!story.creatorLinked || story.creatorConsent === 'granted')
  );
}
