import { centsToDollars } from '@briefly/shared/money';
import { storyStatus } from '@briefly/shared/story-rules';
import type {
  TAdminCreateStoryInput,
  TAdminStory,
  TAdminUpdateStoryInput,
  TConsentRequest,
  TStoryFromBriefInput,
  TSuccessStory,
} from '@briefly/shared/stories';
import type * as repo from '../stories.repository.ts';

export type CreateInput = TAdminCreateStoryInput;
export type UpdateInput = TAdminUpdateStoryInput;
export type FromBriefInput = TStoryFromBriefInput;

export const CANDIDATE_BRIEFS = 50;

export const centsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
export const linksOf = (row: repo.StoryRow) => ({
  brandLinked: row.brandId !== null,
  creatorLinked: row.creatorId !== null,
});

export function toStory(row: repo.StoryRow): TSuccessStory {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    briefTitle: row.briefTitle,
    brand: { id: row.brandId, name: row.brandName, logo: row.brandLogo },
    creator: { id: row.creatorId, name: row.creatorName, avatar: row.creatorAvatar, type: row.creatorType },
    category: row.category,
    budget: centsOrNull(row.budgetCents),
    paid: centsOrNull(row.paidCents),
    duration: row.duration,
    outcome: row.outcome,
    metrics: {
      reach: row.metrics.reach ?? null,
      engagement: row.metrics.engagement ?? null,
      conversion: row.metrics.conversion ?? null,
      roi: row.metrics.roi ?? null,
    },
    testimonial: { brandQuote: row.brandQuote, creatorQuote: row.creatorQuote },
    images: row.images,
    tags: row.tags,
    featured: row.featured,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    views: row.viewsCount,
  };
}

export const statusOf = (row: repo.StoryRow) =>
  storyStatus({
    publishedAt: row.publishedAt,
    ...linksOf(row),
    brandConsent: row.brandConsent,
    creatorConsent: row.creatorConsent,
  });

export function toAdminStory(row: repo.StoryRow): TAdminStory {
  return {
    ...toStory(row),
    briefId: row.briefId,
    status: statusOf(row),
    brandConsent: row.brandConsent,
    creatorConsent: row.creatorConsent,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The story as the person it names sees it, with their decision. */
export function toConsentRequest(row: repo.StoryRow, userId: string): TConsentRequest {
  const role = row.brandId === userId ? 'brand' : 'creator';
  const other = role === 'brand' ? (row.creatorId ? row.creatorConsent : null) : row.brandId ? row.brandConsent : null;
  return {
    story: toStory(row),
    status: statusOf(row),
    role,
    myConsent: role === 'brand' ? row.brandConsent : row.creatorConsent,
    otherConsent: other,
  };
}

/** The columns an admin's text sets (both forms and the from-brief start). */
export function contentValues(input: FromBriefInput | CreateInput | UpdateInput) {
  return {
    title: input.title,
    description: input.description,
    duration: input.duration,
    outcome: input.outcome,
    metrics: input.metrics,
    brandQuote: input.brandQuote,
    creatorQuote: input.creatorQuote,
    images: input.images,
    tags: input.tags,
    featured: input.featured,
  };
}

export function peopleValues(input: CreateInput | UpdateInput) {
  return {
    category: input.category,
    briefTitle: input.briefTitle,
    brandName: input.brandName,
    brandLogo: input.brandLogo,
    creatorName: input.creatorName,
    creatorAvatar: input.creatorAvatar,
    creatorType: input.creatorType,
  };
}

/** What people agreed to: a change to any of it asks them again (featuring and tags do not). */
export const consentedView = (row: repo.StoryRow) =>
  JSON.stringify([
    row.title,
    row.description,
    row.duration,
    row.outcome,
    row.metrics,
    row.brandQuote,
    row.creatorQuote,
    row.images,
    row.category,
    row.briefTitle,
    row.brandName,
    row.brandLogo,
    row.creatorName,
    row.creatorAvatar,
    row.creatorType,
    row.budgetCents,
  ]);

export const auditView = (row: repo.StoryRow) => ({ ...toAdminStory(row), views: undefined });
