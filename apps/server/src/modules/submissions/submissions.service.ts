import type {
  SubmissionStatus,
  TActivityItem,
  TApplyRequest,
  TApplyResponse,
  TBrandSubmission,
  TBrandSubmissionsQuery,
  TBrandSubmissionsResponse,
  TCreatorBrief,
  TCreatorSubmission,
  TCreatorSubmissionsResponse,
  TResubmitRequest,
  TReviewSubmissionResponse,
  TSubmissionHistoryEntry,
  TUpdateSubmissionRequest,
} from '@briefly/shared/submissions';
import { contentPlatformOf, normalizeContentLink } from '@briefly/shared/content-links';
import type { UserType } from '@briefly/shared/options';
import { SUBMISSION_STATE_WORDS } from '@briefly/shared/status-words';
import type { Db } from '../../db/client.ts';
import type { EventPublisher, SubmissionEvent } from '../../platform/outbox/domain-events.ts';
import { forbidden } from '../../lib/errors.ts';
import type { BriefsService } from '../briefs/index.ts';
import {
  NO_PAYOUT_ACCOUNT,
  toBrandSubmission,
  toCreatorSubmission,
  type PayoutAccountHint,
} from './submissions.mappers.ts';
import {
  acceptsApplications,
  canReview,
  isChangeableByCreator,
  isReviewable,
  revisionRequestRefusal,
} from './submissions.policy.ts';
import * as repo from './submissions.repository.ts';
import {
  briefClosed,
  briefNotFound,
  cannotDeleteReviewed,
  cannotEditReviewed,
  cannotRejectWinner,
  notPending,
  notRevisable,
  nothingRequested,
  revisionAlreadyRequested,
  revisionDeadlinePassed,
  revisionLimitReached,
  submissionAwarded,
  submissionNotFound,
} from './submissions.errors.ts';

export interface Actor {
  id: string;
  type: UserType;
}

/**
 * Where the brand's winner-selection hints come from (hasStripeAccount and the account's status;
 * docs/product/rewards-and-payouts.md#payout-account-hints): the stored payout accounts of modules/payouts.
 */
export interface PayoutAccountDirectory {
  hintsFor(creatorIds: string[]): Promise<Map<string, PayoutAccountHint>>;
}

export interface SubmissionsServiceOptions {
  db: Db;
  events: EventPublisher;
  briefs: Pick<BriefsService, 'briefForApplication' | 'listForCreator' | 'isOwnBrief'>;
  payoutAccounts: PayoutAccountDirectory;
  now?: () => Date;
}

export type OwnSearchHit = repo.OwnSearchRow & { submissionsCount: number };

const ACTIVITY_TITLES: Record<repo.ActivityRow['kind'], string> = {
  submitted: 'Application submitted',
  updated: 'Application updated',
  approved: `Submission ${SUBMISSION_STATE_WORDS.shortlisted.toLowerCase()}`,
  rejected: `Submission ${SUBMISSION_STATE_WORDS.not_selected.toLowerCase()}`,
};

/**
 * Inside the awarding transaction: a pending submission picked as a winner is approved by that choice
 * (docs/product/submissions.md#statuses), so every view — its badge, the creator's rating, completed
 * projects and featured work — counts it as the approved work it is. No review event: the award's own
 * event tells the creator.
 */
export async function markWinnerInTx(
  tx: Db,
  args: { submissionId: string; awardedBy: string; at: Date },
): Promise<void> {
  await repo.setReviewed(tx, { id: args.submissionId, status: 'approved', reviewerId: args.awardedBy, now: args.at });
}

export function createSubmissionsService(options: SubmissionsServiceOptions) {
  const { db, events, briefs, payoutAccounts } = options;
  const now = options.now ?? (() => new Date());

  const eventOf = (
    row: { id: string; briefId: string; brandId: string; creatorId: string },
    status: SubmissionStatus,
  ): SubmissionEvent => ({
    submissionId: row.id,
    briefId: row.briefId,
    brandId: row.brandId,
    creatorId: row.creatorId,
    status,
  });

  async function ownRow(creatorId: string, id: string): Promise<repo.CreatorSubmissionRow> {
    const row = await repo.findForCreator(db, id, creatorId);
    if (!row) throw submissionNotFound();
    return row;
  }

  // ---------------------------------------------------------------- the creator's side

  /**
   * POST /api/briefs/:id/apply. One application per creator and brief: applying again updates the
   * pending one (created: false → 200); a reviewed one is final (409). A private brief the creator
   * was not invited to answers 404, like a missing one; a closed brief 409.
   */
  async function apply(actor: Actor, briefId: string, input: TApplyRequest): Promise<TApplyResponse> {
    const brief = await briefs.briefForApplication(actor.id, briefId);
    if (!brief) throw briefNotFound();
    const at = now();
    if (!acceptsApplications(brief, at)) throw briefClosed();
    const result = await db.transaction(async (tx) => {
      const written = await repo.upsertApplication(tx, {
        briefId,
        creatorId: actor.id,
        contentUrl: input.contentUrl,
        contentKey: normalizeContentLink(input.contentUrl).key,
        additionalInfo: input.additionalInfo,
        amountText: input.amount === undefined ? '' : String(input.amount),
        now: at,
      });
      if (written) {
        const event = eventOf({ id: written.id, briefId, brandId: brief.brandId, creatorId: actor.id }, 'pending');
        await events.publish(tx, { type: written.inserted ? 'submission.created' : 'submission.updated', ...event });
      }
      return written;
    });
    if (!result) {
      // Nothing written: either the application was reviewed, or the brief closed meanwhile.
      const existing = await repo.findOwnByBrief(db, briefId, actor.id);
      // A winner says so first: it is approved too, but the award is why nothing may change.
      if (existing?.award) throw submissionAwarded();
      if (existing && !isChangeableByCreator(existing.status)) throw cannotEditReviewed();
      throw briefClosed();
    }
    const row = await ownRow(actor.id, result.id);
    return { submission: toCreatorSubmission(row), created: result.inserted };
  }

  async function listOwn(actor: Actor): Promise<TCreatorSubmissionsResponse> {
    return { submissions: (await repo.listForCreator(db, actor.id)).map(toCreatorSubmission) };
  }

  /** One of the creator's own submissions; another creator's answers 404, like a missing one. */
  async function getOwn(actor: Actor, id: string): Promise<TCreatorSubmission> {
    return toCreatorSubmission(await ownRow(actor.id, id));
  }

  /** PUT /api/creators/submissions/:id: pending only, and only while the brief accepts applications. */
  async function updateOwn(actor: Actor, id: string, input: TUpdateSubmissionRequest): Promise<TCreatorSubmission> {
    const before = await ownRow(actor.id, id);
    if (before.award) throw submissionAwarded();
    if (!isChangeableByCreator(before.status)) throw cannotEditReviewed();
    const at = now();
    if (!acceptsApplications({ status: before.briefStatus, deadline: before.briefDeadline }, at)) throw briefClosed();
    const updated = await db.transaction(async (tx) => {
      const changed = await repo.updatePending(tx, {
        id,
        creatorId: actor.id,
        contentUrl: input.contentUrl,
        contentKey: normalizeContentLink(input.contentUrl).key,
        additionalInfo: input.additionalInfo,
        now: at,
      });
      if (changed) await events.publish(tx, { type: 'submission.updated', ...eventOf(before, 'pending') });
      return changed;
    });
    if (!updated) {
      const current = await ownRow(actor.id, id);
      if (current.award) throw submissionAwarded();
      if (!isChangeableByCreator(current.status)) throw cannotEditReviewed();
      throw briefClosed();
    }
    return toCreatorSubmission(await ownRow(actor.id, id));
  }

  /** DELETE /api/creators/submissions/:id: pending only (compare-and-set). */
  async function deleteOwn(actor: Actor, id: string): Promise<void> {
    const row = await ownRow(actor.id, id);
    if (row.award) throw submissionAwarded();
    if (!isChangeableByCreator(row.status)) throw cannotDeleteReviewed();
    const deleted = await db.transaction(async (tx) => {
      const done = await repo.deletePending(tx, id, actor.id);
      if (done) await events.publish(tx, { type: 'submission.deleted', ...eventOf(row, row.status) });
      return done;
    });
    if (!deleted) {
      const current = await ownRow(actor.id, id); // 404 when it was deleted meanwhile
      if (current.award) throw submissionAwarded();
      throw cannotDeleteReviewed();
    }
  }

  /** GET /api/creators/briefs: the briefs the creator can see, each with their own application (no N+1). */
  async function briefsForCreator(actor: Actor, limit: number): Promise<TCreatorBrief[]> {
    const list = await briefs.listForCreator(actor.id, limit);
    const own = await repo.ownForBriefs(
      db,
      actor.id,
      list.map((brief) => brief.id),
    );
    const at = now();
    return list.map((brief) => {
      const mine = own.get(brief.id);
      return {
        ...brief,
        hasApplied: mine !== undefined,
        mySubmissionId: mine?.id ?? null,
        mySubmissionStatus: mine?.status ?? null,
        myAward: mine?.award ?? null,
        acceptsApplications: acceptsApplications({ status: brief.status, deadline: new Date(brief.deadline) }, at),
      };
    });
  }

  // ---------------------------------------------------------------- the brand's side

  async function toBrandSubmissions(rows: repo.BrandSubmissionRow[]): Promise<TBrandSubmission[]> {
    const hints = await payoutAccounts.hintsFor([...new Set(rows.map((row) => row.creatorId))]);
    return rows.map((row) => toBrandSubmission(row, hints.get(row.creatorId) ?? NO_PAYOUT_ACCOUNT));
  }

  /** GET /api/brands/submissions: submissions to the brand's own briefs only. */
  async function listForBrand(actor: Actor, query: TBrandSubmissionsQuery): Promise<TBrandSubmissionsResponse> {
    if (query.briefId && !(await briefs.isOwnBrief(actor.id, query.briefId))) throw briefNotFound();
    const rows = await repo.listForBrand(db, actor.id, {
      briefId: query.briefId,
      status: query.status,
      limit: query.limit,
    });
    return { submissions: await toBrandSubmissions(rows) };
  }

  /**
   * Approves or rejects a pending submission: its brief's brand, or an admin (the admin screens
   * call this too). Compare-and-set on status, so of parallel reviews exactly one wins.
   */
  async function reviewSubmission(args: {
    actor: Actor;
    submissionId: string;
    status: 'approved' | 'rejected';
    /** The caller's own writes (an admin's audit row), in the review's transaction, only when the review happens. */
    also?: (tx: Db) => Promise<void>;
  }): Promise<TReviewSubmissionResponse> {
    const { actor, submissionId, status } = args;
    if (actor.type !== 'brand' && actor.type !== 'admin') throw forbidden();
    const target = await repo.findBrandView(db, submissionId);
    if (!target || !canReview(actor, target)) throw submissionNotFound();
    if (status === 'rejected' && target.award) throw cannotRejectWinner();
    if (!isReviewable(target.status)) throw notPending();
    const reviewed = await db.transaction(async (tx) => {
      const done = await repo.setReviewed(tx, { id: submissionId, status, reviewerId: actor.id, now: now() });
      if (done) {
        await events.publish(tx, {
          type: 'submission.reviewed',
          ...eventOf(target, status),
          status,
          reviewedBy: actor.id,
        });
        await args.also?.(tx);
      }
      return done;
    });
    if (!reviewed) {
      const current = await repo.findBrandView(db, submissionId);
      if (!current) throw submissionNotFound();
      if (status === 'rejected' && current.award && isReviewable(current.status)) throw cannotRejectWinner();
      throw notPending();
    }
    const row = await repo.findBrandView(db, submissionId);
    if (!row) throw submissionNotFound();
    const [submission] = await toBrandSubmissions([row]);
    return { submission: submission! };
  }

  // ---------------------------------------------------------------- revisions (docs/product/submissions.md#revisions)

  /** The brand's submission with its revision state, or 404 (another brand's answers like a missing one). */
  async function brandRow(actor: Actor, id: string): Promise<repo.BrandSubmissionRow> {
    const row = await repo.findBrandView(db, id);
    if (!row || actor.type !== 'brand' || row.brandId !== actor.id) throw submissionNotFound();
    return row;
  }

  function refuseRevisionRequest(row: repo.BrandSubmissionRow, at: Date): never {
    const refusal = revisionRequestRefusal(
      {
        status: row.status,
        awarded: row.award !== null,
        open: row.revisionRequestedAt !== null,
        revisionsRequested: row.revisionsRequested,
        revisionLimit: row.revisionLimit,
        brief: { status: row.briefStatus, deadline: row.briefDeadline },
      },
      at,
    );
    switch (refusal) {
      case 'awarded':
        throw submissionAwarded();
      case 'not_revisable':
        throw notRevisable();
      case 'open':
        throw revisionAlreadyRequested();
      case 'limit':
        throw revisionLimitReached(row.revisionLimit);
      default:
        // 'deadline', or a brief that closed between the check and the write.
        throw revisionDeadlinePassed();
    }
  }

  /**
   * POST /api/brands/submissions/:id/request-revision: the brand asks for changes with a note, on a
   * pending or shortlisted submission to its own brief, up to the brief's limit and before its deadline.
   * The request is a flag beside the status (decision 031); the note is kept in the history.
   */
  async function requestRevision(actor: Actor, submissionId: string, note: string): Promise<TReviewSubmissionResponse> {
    const before = await brandRow(actor, submissionId);
    const at = now();
    if (
      revisionRequestRefusal(
        {
          status: before.status,
          awarded: before.award !== null,
          open: before.revisionRequestedAt !== null,
          revisionsRequested: before.revisionsRequested,
          revisionLimit: before.revisionLimit,
          brief: { status: before.briefStatus, deadline: before.briefDeadline },
        },
        at,
      )
    )
      refuseRevisionRequest(before, at);
    const opened = await db.transaction(async (tx) => {
      const done = await repo.openRevisionRequest(tx, { id: submissionId, brandId: actor.id, note, now: at });
      if (!done) return false;
      await repo.addHistory(tx, { kind: 'revision_requested', submissionId, note, actorId: actor.id, at });
      await events.publish(tx, {
        type: 'submission.revision_requested',
        ...eventOf(before, before.status),
        note,
        requestedBy: actor.id,
      });
      return true;
    });
    // Lost a race (another request, a decision, an award, the deadline): say what stands now.
    if (!opened) refuseRevisionRequest(await brandRow(actor, submissionId), at);
    const [submission] = await toBrandSubmissions([await brandRow(actor, submissionId)]);
    return { submission: submission! };
  }

  /**
   * POST /api/submissions/:id/resubmit: the creator answers the open request with a new link (and new
   * details, or the current ones), before the brief's deadline. The replaced version goes to the history.
   */
  async function resubmit(actor: Actor, submissionId: string, input: TResubmitRequest): Promise<TCreatorSubmission> {
    const before = await ownRow(actor.id, submissionId);
    const explain = (row: repo.CreatorSubmissionRow): never => {
      if (row.award) throw submissionAwarded();
      if (!row.revisionRequestedAt) throw nothingRequested();
      if (row.status === 'rejected') throw cannotEditReviewed();
      throw briefClosed();
    };
    const at = now();
    if (
      before.award ||
      !before.revisionRequestedAt ||
      before.status === 'rejected' ||
      !acceptsApplications({ status: before.briefStatus, deadline: before.briefDeadline }, at)
    )
      explain(before);
    const done = await db.transaction(async (tx) => {
      const replaced = await repo.resubmit(tx, {
        id: submissionId,
        creatorId: actor.id,
        contentUrl: input.contentUrl,
        contentKey: normalizeContentLink(input.contentUrl).key,
        additionalInfo: input.additionalInfo ?? null,
        now: at,
      });
      if (!replaced) return false;
      await repo.addHistory(tx, {
        kind: 'version',
        submissionId,
        contentUrl: replaced.contentUrl,
        additionalInfo: replaced.additionalInfo,
        actorId: actor.id,
        at: replaced.madeAt,
      });
      await events.publish(tx, { type: 'submission.resubmitted', ...eventOf(before, before.status) });
      return true;
    });
    if (!done) explain(await ownRow(actor.id, submissionId));
    return toCreatorSubmission(await ownRow(actor.id, submissionId));
  }

  /**
   * GET /api/submissions/:id/history: each version (the replaced ones, then the current one) and each
   * request for changes, oldest first. The creator's own submission, or one to the brand's own brief.
   */
  async function history(actor: Actor, submissionId: string): Promise<TSubmissionHistoryEntry[]> {
    const current =
      actor.type === 'creator'
        ? await ownRow(actor.id, submissionId)
        : actor.type === 'brand'
          ? await brandRow(actor, submissionId)
          : null;
    if (!current) throw forbidden();
    const rows = await repo.historyOf(db, submissionId);
    let version = 0;
    const entries: TSubmissionHistoryEntry[] = rows.map((row) =>
      row.kind === 'version'
        ? {
            kind: 'version',
            version: (version += 1),
            contentUrl: row.contentUrl ?? '',
            contentPlatform: contentPlatformOf(row.contentUrl ?? ''),
            additionalInfo: row.additionalInfo ?? '',
            at: row.at.toISOString(),
            current: false,
          }
        : { kind: 'revision_requested', note: row.note ?? '', at: row.at.toISOString() },
    );
    entries.push({
      kind: 'version',
      version: version + 1,
      contentUrl: current.contentUrl,
      contentPlatform: contentPlatformOf(current.contentUrl),
      additionalInfo: current.additionalInfo,
      at: current.updatedAt.toISOString(),
      current: true,
    });
    // The current version is made after every earlier entry, but a request may be newer than it.
    return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  }

  // ---------------------------------------------------------------- a creator's figures (dashboard, analytics, search)

  const totalsFor = (creatorId: string) => repo.totalsForCreator(db, creatorId);
  const monthlyFor = (creatorId: string, since: Date) => repo.monthlyForCreator(db, creatorId, since);
  /** The creator dashboard's submissions this week, as SQL for its one statement of figures. */
  const countSubmittedSinceSql = (creatorId: string, since: Date) => repo.countSinceForCreatorSql(creatorId, since);

  /** The creator's own submissions matching the search (brief title or status), with each brief's submission count. */
  async function searchOwn(creatorId: string, search: string, limit: number): Promise<OwnSearchHit[]> {
    const rows = await repo.searchOwn(db, creatorId, search, limit);
    const counts = await repo.countsByBrief(db, [...new Set(rows.map((row) => row.briefId))]);
    return rows.map((row) => ({ ...row, submissionsCount: counts.get(row.briefId) ?? 0 }));
  }

  async function recentActivity(creatorId: string, limit: number): Promise<TActivityItem[]> {
    const rows = await repo.recentActivityForCreator(db, creatorId, limit);
    return rows.map((row) => ({
      id: `${row.submissionId}:${row.kind}`,
      kind: row.kind,
      title: ACTIVITY_TITLES[row.kind],
      detail: `${row.briefTitle} · ${row.brandName}`,
      at: row.at.toISOString(),
    }));
  }

  return {
    apply,
    listOwn,
    getOwn,
    updateOwn,
    deleteOwn,
    briefsForCreator,
    listForBrand,
    reviewSubmission,
    requestRevision,
    resubmit,
    history,
    totalsFor,
    monthlyFor,
    countSubmittedSinceSql,
    recentActivity,
    searchOwn,
  };
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
