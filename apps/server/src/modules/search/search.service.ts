import { centsToDollars } from '@briefly/shared/money';
import type { TSearchResponse, TSearchResult } from '@briefly/shared/submissions';
import type { BriefsService } from '../briefs/index.ts';
import type { OwnSearchHit, SubmissionsService } from '../submissions/index.ts';
import type { TBrief } from '@briefly/shared/briefs';

export interface SearchServiceOptions {
  briefs: Pick<BriefsService, 'searchForCreator'>;
  submissions: Pick<SubmissionsService, 'searchOwn'>;
}

const briefResult = (brief: TBrief): TSearchResult => ({
  type: 'brief',
  id: brief.id,
  briefId: brief.id,
  title: brief.title,
  description: brief.description,
  brandName: brief.brandName,
  brandContact: brief.brand.contactName,
  category: brief.category,
  reward: brief.reward,
  deadline: brief.deadline,
  location: brief.location,
  submissionsCount: brief.submissionsCount,
  status: null,
});

const submissionResult = (row: OwnSearchHit): TSearchResult => ({
  type: 'submission',
  id: row.id,
  briefId: row.briefId,
  title: row.briefTitle,
  description: row.additionalInfo || row.briefDescription,
  brandName: row.brandName,
  brandContact: row.brandContact,
  category: row.category,
  reward: centsToDollars(row.rewardCents),
  deadline: row.deadline.toISOString(),
  location: row.location,
  submissionsCount: row.submissionsCount,
  status: row.status,
});

/**
 * GET /api/search (docs/product/submissions.md#search): the briefs the creator can see and their own submissions that
 * match. Blank text (trimmed) answers nothing without a query. Of `limit` results, submissions get
 * at least half when both kinds match that many, and either kind fills what the other leaves.
 */
export function createSearchService({ briefs, submissions }: SearchServiceOptions) {
  async function search(creatorId: string, q: string, limit: number): Promise<TSearchResponse> {
    const text = q.trim();
    if (text === '') return { results: [], query: '' };
    const [briefHits, ownHits] = await Promise.all([
      briefs.searchForCreator(creatorId, text, limit),
      submissions.searchOwn(creatorId, text, limit),
    ]);
    const ownTake = Math.min(ownHits.length, Math.max(limit - briefHits.length, Math.ceil(limit / 2)));
    const briefTake = Math.min(briefHits.length, limit - ownTake);
    return {
      query: text,
      results: [...briefHits.slice(0, briefTake).map(briefResult), ...ownHits.slice(0, ownTake).map(submissionResult)],
    };
  }
  return { search };
}

export type SearchService = ReturnType<typeof createSearchService>;
