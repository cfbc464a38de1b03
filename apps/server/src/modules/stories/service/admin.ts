import { centsToDollars, dollarsToCents } from '@briefly/shared/money';
import type {
  TAdminStoriesQuery,
  TAdminStoriesResponse,
  TAdminStory,
  TStoryCandidatesResponse,
} from '@briefly/shared/stories';
import type { Db } from '../../../db/client.ts';
import { briefMoneyFigures, creatorEarningsByBrief, creatorPaidOutByBrief } from '../../ledger/index.ts';
import {
  briefNotComplete,
  briefNotFound,
  creatorNotWinner,
  creatorRequired,
  linkedPersonNotFound,
  publishNeedsConsent,
  storyNotFound,
  verifiedFigures,
} from '../stories.errors.ts';
import * as repo from '../stories.repository.ts';
import {
  auditView,
  CANDIDATE_BRIEFS,
  consentedView,
  contentValues,
  peopleValues,
  toAdminStory,
  type CreateInput,
  type FromBriefInput,
  type UpdateInput,
} from './views.ts';
import type { StoriesDeps, AdminActor } from './deps.ts';

/** The admin's stories: reading, writing (audited in their transaction), and stories started from a brief. */
export function adminUseCases(deps: StoriesDeps) {
  const { db, clock, events } = deps;

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
    const [figures, paidOut] = await Promise.all([
      briefMoneyFigures(db, [briefId]),
      creatorPaidOutByBrief(db, [briefId]),
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
        // Only paid is paid: cash that reached the creator's connected account (not held, not credit).
        paidCents: paidOut.get(briefId)?.get(winner.creatorId) ?? 0,
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

  return { adminList, adminGet, create, update, remove, candidates, fromBrief };
}
