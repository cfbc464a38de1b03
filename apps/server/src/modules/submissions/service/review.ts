import type {
  TBrandSubmission,
  TBrandSubmissionsQuery,
  TBrandSubmissionsResponse,
  TReviewSubmissionResponse,
} from '@briefly/shared/submissions';
import type { Db } from '../../../db/client.ts';
import { forbidden } from '../../../lib/errors.ts';
import { NO_PAYOUT_ACCOUNT, toBrandSubmission } from '../submissions.mappers.ts';
import { canReview, isReviewable } from '../submissions.policy.ts';
import * as repo from '../submissions.repository.ts';
import { briefNotFound, cannotRejectWinner, notPending, submissionNotFound } from '../submissions.errors.ts';
import type { SubmissionsDeps, Actor } from './deps.ts';
import type { SubmissionHelpers } from './shared.ts';

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

/** A rejected submission back to pending in the caller's transaction (a dispute reopens it); false when it was not rejected. */
export async function reopenRejectedInTx(tx: Db, submissionId: string): Promise<boolean> {
  return repo.reopenRejected(tx, submissionId);
}

/** The brand's side: the submissions to its briefs and their review. */
export function reviewUseCases(deps: SubmissionsDeps, helpers: SubmissionHelpers) {
  const { db, events, briefs, payoutAccounts, now } = deps;
  const { eventOf } = helpers;

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

  /** One submission to the brand's own brief as GET /api/brands/submissions lists it, or null (webhooks' payloads). */
  async function getForBrand(brandId: string, submissionId: string): Promise<TBrandSubmission | null> {
    const row = await repo.findBrandView(db, submissionId);
    if (!row || !(await briefs.isOwnBrief(brandId, row.briefId))) return null;
    return (await toBrandSubmissions([row]))[0] ?? null;
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

  return { toBrandSubmissions, listForBrand, getForBrand, reviewSubmission };
}

export type ReviewUseCases = ReturnType<typeof reviewUseCases>;
