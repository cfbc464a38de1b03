import { z } from 'zod';
import { limitParam, pageParam, pageResultFields } from './paging.ts';
import { acceptingReadOnly } from './schema-tools.ts';
import { hasCentsPrecision } from './money.ts';
import {
  STORIES_PAGE_DEFAULT,
  STORIES_PAGE_MAX,
  STORY_BUDGET_MAX,
  STORY_CATEGORIES,
  STORY_CONSENTS,
  STORY_DESCRIPTION_MAX,
  STORY_DURATION_MAX,
  STORY_FILTERS,
  STORY_IMAGES_MAX,
  STORY_MESSAGES,
  STORY_NAME_MAX,
  STORY_OUTCOME_MAX,
  STORY_QUOTE_MAX,
  STORY_SORTS,
  STORY_STATUSES,
  STORY_TAG_MAX,
  STORY_TAGS_MAX,
  STORY_TITLE_MAX,
  STORY_URL_MAX,
} from './story-rules.ts';

// The success stories API (docs/product/community.md#success-stories): requests and answers. Rules,
// limits and texts live in ./story-rules.ts (Zod-free, for the public page).

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const ZStoryCategory = z.enum(STORY_CATEGORIES, {
  message: `category must be one of ${STORY_CATEGORIES.join(', ')}`,
});

const page = pageParam(10_000);
const limit = limitParam(STORIES_PAGE_MAX, STORIES_PAGE_DEFAULT);

/** GET /api/success-stories: `filter` (omitted when all) and `sort`; anything else is refused. */
export const ZStoriesQuery = z.object({
  filter: z.preprocess(
    blankToUndefined,
    z.enum(STORY_FILTERS, { message: STORY_MESSAGES.filterInvalid }).default('all'),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(STORY_SORTS, { message: STORY_MESSAGES.sortInvalid }).default('newest')),
  page,
  limit,
});
export type TStoriesQuery = z.infer<typeof ZStoriesQuery>;

export const ZStoryIdParams = z.object({ id: z.uuid({ message: STORY_MESSAGES.invalidId }) });
export const ZBriefIdParams = z.object({ briefId: z.uuid({ message: 'Invalid brief ID' }) });

// ---------------------------------------------------------------- answers

export const ZStoryMetrics = z.object({
  /** People reached. */
  reach: z.number().nullable(),
  /** Percentages. */
  engagement: z.number().nullable(),
  conversion: z.number().nullable(),
  roi: z.number().nullable(),
});
export type TStoryMetrics = z.infer<typeof ZStoryMetrics>;

/** SuccessStory (spec §3), plus the verified figures and the view count. */
export const ZSuccessStory = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  briefTitle: z.string().nullable(),
  brand: z.object({ id: z.string().nullable(), name: z.string(), logo: z.string().nullable() }),
  creator: z.object({
    id: z.string().nullable(),
    name: z.string(),
    avatar: z.string().nullable(),
    type: z.string().nullable(),
  }),
  category: ZStoryCategory,
  /** Dollars; null when unknown. For a verified story: what the brand funded the brief with, from the ledger. */
  budget: z.number().nullable(),
  /** Dollars the creator earned from the brief (net of the platform fee), from the ledger; null when unknown. */
  paid: z.number().nullable(),
  duration: z.string().nullable(),
  outcome: z.string().nullable(),
  metrics: ZStoryMetrics,
  testimonial: z.object({ brandQuote: z.string().nullable(), creatorQuote: z.string().nullable() }),
  images: z.array(z.string()),
  tags: z.array(z.string()),
  featured: z.boolean(),
  /** The budget and paid figures were read from Briefly's ledger. */
  verified: z.boolean(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  views: z.number().int(),
});
export type TSuccessStory = z.infer<typeof ZSuccessStory>;

/** The page's header figures, from the database; null when nothing is there to count. */
export const ZStoryStats = z.object({
  stories: z.number().int().nullable(),
  verifiedStories: z.number().int().nullable(),
  /** Dollars paid to creators in the verified published stories. */
  verifiedValuePaid: z.number().nullable(),
});
export type TStoryStats = z.infer<typeof ZStoryStats>;

export const ZStoriesResponse = z.object({
  stories: z.array(ZSuccessStory),
  ...pageResultFields,
  stats: ZStoryStats,
});
export type TStoriesResponse = z.infer<typeof ZStoriesResponse>;

export const ZStoryResponse = z.object({ story: ZSuccessStory });
export type TStoryResponse = z.infer<typeof ZStoryResponse>;

const ZConsent = z.enum(STORY_CONSENTS);

/** A story as admins see it: its links, consents and where it stands. */
export const ZAdminStory = ZSuccessStory.extend({
  briefId: z.string().nullable(),
  status: z.enum(STORY_STATUSES),
  brandConsent: ZConsent,
  creatorConsent: ZConsent,
  updatedAt: z.string(),
});
export type TAdminStory = z.infer<typeof ZAdminStory>;

export const ZAdminStoriesResponse = z.object({
  stories: z.array(ZAdminStory),
  ...pageResultFields,
});
export type TAdminStoriesResponse = z.infer<typeof ZAdminStoriesResponse>;
export const ZAdminStoryResponse = z.object({ story: ZAdminStory });
export type TAdminStoryResponse = z.infer<typeof ZAdminStoryResponse>;

export const ZAdminStoriesQuery = z.object({ page, limit });
export type TAdminStoriesQuery = z.infer<typeof ZAdminStoriesQuery>;

/** A story that names the signed-in brand or creator, with their decision. */
export const ZConsentRequest = z.object({
  story: ZSuccessStory,
  status: z.enum(STORY_STATUSES),
  /** As whom they are asked. */
  role: z.enum(['brand', 'creator']),
  myConsent: ZConsent,
  /** The other person's decision, when the story names them. */
  otherConsent: ZConsent.nullable(),
});
export type TConsentRequest = z.infer<typeof ZConsentRequest>;
export const ZConsentRequestsResponse = z.object({ requests: z.array(ZConsentRequest), pending: z.number().int() });
export type TConsentRequestsResponse = z.infer<typeof ZConsentRequestsResponse>;

export const ZConsentDecisionRequest = z.strictObject({
  decision: z.enum(['granted', 'declined'], { message: 'decision must be granted or declined' }),
});
export type TConsentDecision = z.infer<typeof ZConsentDecisionRequest>;
export const ZConsentResponse = z.object({ request: ZConsentRequest, message: z.string() });
export type TConsentResponse = z.infer<typeof ZConsentResponse>;

/** Briefs a story can start from: a winner was picked. */
export const ZStoryCandidateBrief = z.object({
  briefId: z.uuid(),
  title: z.string(),
  brandName: z.string(),
  status: z.string(),
  /** Dollars from the ledger. */
  funded: z.number(),
  winners: z.array(z.object({ creatorId: z.uuid(), name: z.string(), earned: z.number() })),
  /** Stories already started from it. */
  stories: z.number().int(),
});
export type TStoryCandidateBrief = z.infer<typeof ZStoryCandidateBrief>;
export const ZStoryCandidatesResponse = z.object({ briefs: z.array(ZStoryCandidateBrief) });
export type TStoryCandidatesResponse = z.infer<typeof ZStoryCandidatesResponse>;

// ---------------------------------------------------------------- admin writes

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string()
      .trim()
      .max(max, `${label} can be at most ${max} characters`)
      .nullish()
      .transform((value) => value ?? null),
  );
const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
const optionalUrl = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string()
      .trim()
      .max(STORY_URL_MAX, `${label} is too long`)
      .refine(isHttpUrl, `${label} must be an http(s) link`)
      .nullish()
      .transform((value) => value ?? null),
  );

const metric = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} can be at most ${max}`)
    .nullish()
    .transform((value) => value ?? null);

export const ZStoryMetricsInput = z
  .strictObject({
    reach: metric('Reach', 0, 1e12),
    engagement: metric('Engagement', 0, 100),
    conversion: metric('Conversion', 0, 100),
    roi: metric('ROI', -100, 1_000_000),
  })
  .default({ reach: null, engagement: null, conversion: null, roi: null });

const tags = z
  .union([z.array(z.string().max(200)), z.string().max(2_000)], { message: 'tags must be a list of words' })
  .nullish()
  .transform((value) => {
    const items = typeof value === 'string' ? value.split(',') : (value ?? []);
    const seen = new Set<string>();
    return items
      .map((item) => item.trim())
      .filter((item) => item !== '' && !seen.has(item.toLowerCase()) && Boolean(seen.add(item.toLowerCase())));
  })
  .pipe(
    z
      .array(z.string().max(STORY_TAG_MAX, `Each tag can be at most ${STORY_TAG_MAX} characters`))
      .max(STORY_TAGS_MAX, `At most ${STORY_TAGS_MAX} tags`),
  );

const images = z
  .array(
    z
      .string()
      .trim()
      .max(STORY_URL_MAX, 'An image link is too long')
      .refine(isHttpUrl, 'Each image must be an http(s) link'),
    {
      message: 'images must be a list of links',
    },
  )
  .max(STORY_IMAGES_MAX, `At most ${STORY_IMAGES_MAX} images`)
  .default([]);

/** What an admin writes about a story (both forms and the from-brief start). */
const storyContent = {
  title: requiredText('Title', STORY_TITLE_MAX),
  description: requiredText('Description', STORY_DESCRIPTION_MAX),
  duration: optionalText('Duration', STORY_DURATION_MAX),
  outcome: optionalText('Outcome', STORY_OUTCOME_MAX),
  metrics: ZStoryMetricsInput,
  brandQuote: optionalText('Brand quote', STORY_QUOTE_MAX),
  creatorQuote: optionalText('Creator quote', STORY_QUOTE_MAX),
  images,
  tags,
  featured: z.boolean().default(false),
};

const budget = z
  .number({ message: 'Budget must be a number' })
  .min(0, 'Budget cannot be negative')
  .max(STORY_BUDGET_MAX, 'Budget is too large')
  .refine(hasCentsPrecision, 'Budget can have at most 2 decimals')
  .nullish()
  .transform((value) => value ?? null);

const people = {
  category: ZStoryCategory,
  briefTitle: optionalText('Brief title', STORY_TITLE_MAX),
  brandName: requiredText('Brand name', STORY_NAME_MAX),
  brandLogo: optionalUrl('Brand logo'),
  creatorName: requiredText('Creator name', STORY_NAME_MAX),
  creatorAvatar: optionalUrl('Creator picture'),
  creatorType: optionalText('Creator type', 40),
  budget,
  /** Only for a story that names nobody: whether it is public. A story about linked people is published by their consent. */
  published: z.boolean().optional(),
};

/** POST /api/admin/success-stories: a story written by an admin; linking a brand or creator asks for their consent. */
export const ZAdminCreateStoryRequest = z.strictObject({
  ...storyContent,
  ...people,
  brandId: z.uuid({ message: 'brandId must be an id' }).nullish(),
  creatorId: z.uuid({ message: 'creatorId must be an id' }).nullish(),
});
export type TAdminCreateStoryRequest = z.input<typeof ZAdminCreateStoryRequest>;
export type TAdminCreateStoryInput = z.infer<typeof ZAdminCreateStoryRequest>;

/** PUT /api/admin/success-stories/:id: the whole story; its links and a verified budget stay as they are. */
const ZAdminStoryWrite = z.strictObject({ ...storyContent, ...people });
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** The story as GET returns it, in the PUT's words: its brand, creator and testimonial become the flat fields the PUT writes (a field the body names itself wins). */
function storyAsWritten(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const { brand, creator, testimonial } = body;
  const lifted: Record<string, unknown> = {
    ...(isRecord(brand) ? { brandName: brand.name, brandLogo: brand.logo } : {}),
    ...(isRecord(creator)
      ? { creatorName: creator.name, creatorAvatar: creator.avatar, creatorType: creator.type }
      : {}),
    ...(isRecord(testimonial) ? { brandQuote: testimonial.brandQuote, creatorQuote: testimonial.creatorQuote } : {}),
  };
  return { ...Object.fromEntries(Object.entries(lifted).filter(([, value]) => value !== undefined)), ...body };
}
/** PUT /api/admin/success-stories/:id: the story as GET returns it may be sent back (its read-only fields are ignored). */
export const ZAdminUpdateStoryRequest = z.preprocess(storyAsWritten, acceptingReadOnly(ZAdminStoryWrite, ZAdminStory));
export type TAdminUpdateStoryRequest = z.input<typeof ZAdminStoryWrite>;
export type TAdminUpdateStoryInput = z.infer<typeof ZAdminStoryWrite>;

/** POST /api/admin/success-stories/from-brief/:briefId: the winner (needed when there are several) and the story's text. */
export const ZStoryFromBriefRequest = z.strictObject({
  creatorId: z.uuid({ message: 'creatorId must be an id' }).optional(),
  ...storyContent,
});
export type TStoryFromBriefRequest = z.input<typeof ZStoryFromBriefRequest>;
export type TStoryFromBriefInput = z.infer<typeof ZStoryFromBriefRequest>;
