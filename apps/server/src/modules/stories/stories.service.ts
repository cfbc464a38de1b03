import { centsToDollars, dollarsToCents } from '@briefly/shared/money';
import type { UserType } from '@briefly/shared/options';
import { consentComplete, storyStatus, STORY_MESSAGES, type StoryConsentState } from '@briefly/shared/story-rules';
import type {
  TAdminCreateStoryInput,
  TAdminStoriesQuery,
  TAdminStoriesResponse,
  TAdminStory,
  TAdminUpdateStoryInput,
  TConsentDecision,
  TConsentRequest,
  TConsentRequestsResponse,
  TConsentResponse,
  TStoriesQuery,
  TStoriesResponse,
  TStoryCandidatesResponse,
  TStoryFromBriefInput,
  TSuccessStory,
} from '@briefly/shared/stories';
import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { Clock } from '../../platform/module.ts';
import { briefMoneyFigures, creatorEarningsByBrief } from '../ledger/index.ts';
import {
  briefNotComplete,
  briefNotFound,
  creatorNotWinner,
  creatorRequired,
  linkedPersonNotFound,
  publishNeedsConsent,
  storyNotFound,
  verifiedFigures,
} from './stories.errors.ts';
import * as repo from './stories.repository.ts';

// Success stories (docs/product/community.md#success-stories): the public list and detail (views
// counted for popularity), the consent of the brand and creator a story names (published only when
// each agreed), and the admin's writes, audited in their transaction. A story started from a brief
// takes its people from the brief and its figures from the ledger, and is marked verified.

export interface Viewer {
  id: string;
  type: UserType;
}
export interface AdminActor {
  id: string;
  ip: string | null;
}

type CreateInput = TAdminCreateStoryInput;
type UpdateInput = TAdminUpdateStoryInput;
type FromBriefInput = TStoryFromBriefInput;

const CANDIDATE_BRIEFS = 50;

const centsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
const linksOf = (row: repo.StoryRow) => ({ brandLinked: row.brandId !== null, creatorLinked: row.creatorId !== null });

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

const statusOf = (row: repo.StoryRow) =>
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
function toConsentRequest(row: repo.StoryRow, userId: string): TConsentRequest {
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
function contentValues(input: FromBriefInput | CreateInput | UpdateInput) {
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

function peopleValues(input: CreateInput | UpdateInput) {
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
const consentedView = (row: repo.StoryRow) =>
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

const auditView = (row: repo.StoryRow) => ({ ...toAdminStory(row), views: undefined });

export function createStoriesService(deps: { db: Db; clock: Clock; events: EventPublisher }) {
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
    return {
      stories: rows.map(toStory),
      total,
      page: query.page,
      limit: query.limit,
      // Figures only where there is something behind them (no invented satisfaction or ROI).
      stats: {
        stories: stats.stories > 0 ? stats.stories : null,
        verifiedStories: stats.verified > 0 ? stats.verified : null,
        verifiedValuePaid: stats.verified > 0 ? centsToDollars(stats.verifiedPaidCents) : null,
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

  // ---------------------------------------------------------------- admin

  async function adminList(query: TAdminStoriesQuery): Promise<TAdminStoriesResponse> {
    const { rows, total } = await repo.adminListStories(db, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return { stories: rows.map(toAdminStory), total, page: query.page, limit: query.limit };
  }

  async function adminGet(id: string): Promise<TAdminStory> {
    const row = await repo.findStory(db, id);
    if (!row) throw storyNotFound();
    return toAdminStory(row);
  }

  /** In the transaction that names people: each is asked (a notification and the request in the app). */
  const askConsent = (tx: Db, row: repo.StoryRow) =>
    row.brandId || row.creatorId
      ? events.publish(tx, {
          type: 'story.consent_requested',
          storyId: row.id,
          brandId: row.brandId,
          creatorId: row.creatorId,
        })
      : Promise.resolve();

  async function create(actor: AdminActor, input: CreateInput): Promise<TAdminStory> {
    const now = clock();
    const brandId = input.brandId ?? null;
    const creatorId = input.creatorId ?? null;
    const linked = brandId !== null || creatorId !== null;
    if (linked && input.published !== undefined) throw publishNeedsConsent();
    if ((brandId && !(await repo.brandById(db, brandId))) || (creatorId && !(await repo.creatorById(db, creatorId))))
      throw linkedPersonNotFound();
    const row = await db.transaction(async (tx) => {
      const created = await repo.insertStory(tx, {
        ...contentValues(input),
        ...peopleValues(input),
        brandId,
        creatorId,
        budgetCents: input.budget === null ? null : dollarsToCents(input.budget),
        paidCents: null,
        verified: false,
        publishedAt: !linked && input.published ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      await askConsent(tx, created);
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'admin.story.created',
        targetId: created.id,
        before: null,
        after: auditView(created),
        ip: actor.ip,
      });
      return created;
    });
    return toAdminStory(row);
  }

  /**
   * The whole story replaced; its people and verified figures stay. When it names people and what
   * they agreed to changes, they are asked again and it waits for them (unpublished meanwhile).
   */
  async function update(actor: AdminActor, id: string, input: UpdateInput): Promise<TAdminStory> {
    const now = clock();
    const row = await db.transaction(async (tx) => {
      const before = await repo.lockStory(tx, id);
      if (!before) throw storyNotFound();
      const linked = before.brandId !== null || before.creatorId !== null;
      if (linked && input.published !== undefined) throw publishNeedsConsent();
      let budgetCents = input.budget === null ? null : dollarsToCents(input.budget);
      if (before.verified) {
        if (budgetCents !== null && budgetCents !== before.budgetCents) throw verifiedFigures();
        budgetCents = before.budgetCents;
      }
      let after = await repo.updateStory(tx, id, {
        ...contentValues(input),
        ...peopleValues(input),
        budgetCents,
        publishedAt: linked
          ? before.publishedAt
          : input.published === undefined
            ? before.publishedAt
            : input.published
              ? (before.publishedAt ?? now)
              : null,
        updatedAt: now,
      });
      if (linked && consentedView(after) !== consentedView(before)) {
        after = await repo.updateStory(tx, id, {
          brandConsent: 'pending',
          creatorConsent: 'pending',
          publishedAt: null,
        });
        await askConsent(tx, after);
      }
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'admin.story.updated',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
        ip: actor.ip,
      });
      return after;
    });
    return toAdminStory(row);
  }

  async function remove(actor: AdminActor, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await repo.lockStory(tx, id);
      if (!before) throw storyNotFound();
      await repo.deleteStory(tx, id);
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'admin.story.deleted',
        targetId: id,
        before: auditView(before),
        after: null,
        ip: actor.ip,
      });
    });
  }

  /** Briefs a story can start from (a winner was picked), with their figures from the ledger. */
  async function candidates(): Promise<TStoryCandidatesResponse> {
    const briefs = await repo.briefsWithWinners(db, CANDIDATE_BRIEFS);
    const ids = briefs.map((brief) => brief.id);
    const [winners, figures, earnings] = await Promise.all([
      repo.winnersOf(db, ids),
      briefMoneyFigures(db, ids),
      creatorEarningsByBrief(db, ids),
    ]);
    return {
      briefs: briefs.map((brief) => ({
        briefId: brief.id,
        title: brief.title,
        brandName: brief.brandName,
        status: brief.status,
        funded: centsToDollars(figures.get(brief.id)?.funded ?? 0),
        winners: (winners.get(brief.id) ?? []).map((winner) => ({
          ...winner,
          earned: centsToDollars(earnings.get(brief.id)?.get(winner.creatorId) ?? 0),
        })),
        stories: brief.stories,
      })),
    };
  }

  /**
   * A story from a brief with a winner: the brief's brand and the chosen winner (needed when there
   * are several), the budget (what the brand funded) and what the creator earned from it, both
   * from the ledger and marked verified. Both people are asked at once; it is published when both agree.
   */
  async function fromBrief(actor: AdminActor, briefId: string, input: FromBriefInput): Promise<TAdminStory> {
    const now = clock();
    const brief = await repo.briefForStory(db, briefId);
    if (!brief) throw briefNotFound();
    const winners = (await repo.winnersOf(db, [briefId])).get(briefId) ?? [];
    if (winners.length === 0) throw briefNotComplete();
    let winner = winners[0]!;
    if (input.creatorId) {
      const chosen = winners.find((candidate) => candidate.creatorId === input.creatorId);
      if (!chosen) throw creatorNotWinner();
      winner = chosen;
    } else if (winners.length > 1) throw creatorRequired();
    const [figures, earnings] = await Promise.all([
      briefMoneyFigures(db, [briefId]),
      creatorEarningsByBrief(db, [briefId]),
    ]);
    const row = await db.transaction(async (tx) => {
      const created = await repo.insertStory(tx, {
        ...contentValues(input),
        category: brief.category,
        briefId,
        briefTitle: brief.title,
        brandId: brief.brandId,
        brandName: brief.brandName,
        brandLogo: brief.brandLogo,
        creatorId: winner.creatorId,
        creatorName: winner.name,
        creatorAvatar: null,
        creatorType: 'creator',
        budgetCents: figures.get(briefId)?.funded ?? 0,
        paidCents: earnings.get(briefId)?.get(winner.creatorId) ?? 0,
        verified: true,
        publishedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await askConsent(tx, created);
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'admin.story.created_from_brief',
        targetId: created.id,
        before: null,
        after: auditView(created),
        ip: actor.ip,
      });
      return created;
    });
    return toAdminStory(row);
  }

  return { list, get, consentRequests, decide, adminList, adminGet, create, update, remove, candidates, fromBrief };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
