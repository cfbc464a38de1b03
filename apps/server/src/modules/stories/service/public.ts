import { centsToDollars } from '@briefly/shared/money';
import { consentComplete, STORY_MESSAGES, type StoryConsentState } from '@briefly/shared/story-rules';
import type {
  TConsentDecision,
  TConsentRequestsResponse,
  TConsentResponse,
  TStoriesQuery,
  TStoriesResponse,
  TSuccessStory,
} from '@briefly/shared/stories';
import { creatorPaidOutByBrief } from '../../ledger/index.ts';
import { storyNotFound } from '../stories.errors.ts';
import * as repo from '../stories.repository.ts';
import { linksOf, toConsentRequest, toStory } from './views.ts';
import type { StoriesDeps, Viewer } from './deps.ts';

/** The public list and detail (views counted for popularity), and the consent of the people a story names. */
export function publicUseCases(deps: StoriesDeps) {
  const { db, clock, events } = deps;

  async function list(query: TStoriesQuery): Promise<TStoriesResponse> {
    const [{ rows, total }, stats] = await Promise.all([
      repo.listPublished(db, {
        filter: query.filter,
        sort: query.sort,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      }),
      repo.publishedStats(db),
    ]);
    // Only paid is paid: cash that reached the creators' connected accounts, read from the ledger now
    // (docs/product/money-and-ledger.md#public-figures), never a held or credited award.
    const paidOut = await creatorPaidOutByBrief(db, [...new Set(stats.verifiedPairs.map((pair) => pair.briefId))]);
    const verifiedPaidCents = stats.verifiedPairs.reduce(
      (sum, pair) => sum + (paidOut.get(pair.briefId)?.get(pair.creatorId) ?? 0),
      0,
    );
    return {
      stories: rows.map(toStory),
      total,
      page: query.page,
      limit: query.limit,
      // Figures only where there is something behind them (no invented satisfaction or ROI).
      stats: {
        stories: stats.stories > 0 ? stats.stories : null,
        verifiedStories: stats.verified > 0 ? stats.verified : null,
        verifiedValuePaid: stats.verified > 0 ? centsToDollars(verifiedPaidCents) : null,
      },
    };
  }

  const mayPreview = (viewer: Viewer | null, row: repo.StoryRow) =>
    viewer !== null && (viewer.type === 'admin' || viewer.id === row.brandId || viewer.id === row.creatorId);

  /** A published story for anyone (a view counted unless it is an admin's or its own people's); unpublished only for admins and its people. */
  async function get(viewer: Viewer | null, id: string): Promise<TSuccessStory> {
    const row = await repo.findStory(db, id);
    if (!row) throw storyNotFound();
    if (mayPreview(viewer, row)) return toStory(row);
    if (!row.publishedAt) throw storyNotFound();
    return toStory((await repo.countView(db, id)) ?? row);
  }

  async function consentRequests(viewer: Viewer): Promise<TConsentRequestsResponse> {
    const rows = await repo.storiesNaming(db, viewer.id);
    const requests = rows.map((row) => toConsentRequest(row, viewer.id));
    return { requests, pending: requests.filter((request) => request.myConsent === 'pending').length };
  }

  /**
   * The person's decision (they may change it). Once everyone named agreed the story is published;
   * a consent taken back unpublishes it.
   */
  async function decide(viewer: Viewer, id: string, body: TConsentDecision): Promise<TConsentResponse> {
    const now = clock();
    const row = await db.transaction(async (tx) => {
      const before = await repo.lockStory(tx, id);
      if (!before || (before.brandId !== viewer.id && before.creatorId !== viewer.id)) throw storyNotFound();
      const role = before.brandId === viewer.id ? 'brand' : 'creator';
      const consents = {
        brandConsent: role === 'brand' ? body.decision : before.brandConsent,
        creatorConsent: role === 'creator' ? body.decision : before.creatorConsent,
      } satisfies Record<string, StoryConsentState>;
      const complete = consentComplete({ ...linksOf(before), ...consents });
      const publishedAt = complete ? (before.publishedAt ?? now) : null;
      const after = await repo.updateStory(tx, id, { ...consents, publishedAt, updatedAt: now });
      await events.publish(tx, {
        type: 'story.consent_decided',
        storyId: id,
        userId: viewer.id,
        role,
        decision: body.decision,
      });
      if (publishedAt && !before.publishedAt)
        await events.publish(tx, {
          type: 'story.published',
          storyId: id,
          brandId: after.brandId,
          creatorId: after.creatorId,
        });
      return after;
    });
    return {
      request: toConsentRequest(row, viewer.id),
      message: body.decision === 'granted' ? STORY_MESSAGES.consentGranted : STORY_MESSAGES.consentDeclined,
    };
  }

  return { list, get, consentRequests, decide };
}
