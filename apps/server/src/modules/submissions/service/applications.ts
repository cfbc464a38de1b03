import type {
  TApplyRequest,
  TApplyResponse,
  TCreatorBrief,
  TCreatorSubmission,
  TCreatorSubmissionsResponse,
  TUpdateSubmissionRequest,
} from '@briefly/shared/submissions';
import { normalizeContentLink } from '@briefly/shared/content-links';
import { toCreatorSubmission } from '../submissions.mappers.ts';
import { acceptsApplications, isChangeableByCreator } from '../submissions.policy.ts';
import * as repo from '../submissions.repository.ts';
import {
  briefClosed,
  briefNotFound,
  cannotDeleteReviewed,
  cannotEditReviewed,
  duplicateLink,
  submissionAwarded,
} from '../submissions.errors.ts';
import type { SubmissionsDeps, Actor } from './deps.ts';
import type { SubmissionHelpers } from './shared.ts';

/** The creator's side: applying, their own submissions (read, change, withdraw), the briefs they can apply to. */
export function applicationUseCases(deps: SubmissionsDeps, helpers: SubmissionHelpers) {
  const { db, events, briefs, now } = deps;
  const { eventOf, ownRow } = helpers;

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
    const contentKey = normalizeContentLink(input.contentUrl).key;
    const result = await db.transaction(async (tx) => {
      // The same link already sent to this brief by another creator (decision 048): a warning first;
      // confirmed, the application is written flagged as its copy. The lock makes exactly one the first.
      await repo.lockBriefLink(tx, briefId, contentKey);
      // Its time is read once the lock is held, so the order of the link's applications in time is the order
      // in which they took the lock (read before it, one that waited could look earlier than the first).
      const writtenAt = now();
      const earlier = await repo.firstWithLink(tx, { briefId, creatorId: actor.id, contentKey });
      if (earlier && input.acknowledgeDuplicate !== true) throw duplicateLink();
      const written = await repo.upsertApplication(tx, {
        briefId,
        creatorId: actor.id,
        contentUrl: input.contentUrl,
        contentKey,
        additionalInfo: input.additionalInfo,
        amountText: input.amount === undefined ? '' : String(input.amount),
        now: writtenAt,
        duplicateOf: earlier?.id ?? null,
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

  return { apply, listOwn, getOwn, updateOwn, deleteOwn, briefsForCreator };
}
