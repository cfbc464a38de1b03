import type {
  TCreatorSubmission,
  TResubmitRequest,
  TReviewSubmissionResponse,
  TSubmissionHistoryEntry,
} from '@briefly/shared/submissions';
import { contentPlatformOf, normalizeContentLink } from '@briefly/shared/content-links';
import { forbidden } from '../../../lib/errors.ts';
import { toCreatorSubmission } from '../submissions.mappers.ts';
import { acceptsApplications, revisionRequestRefusal } from '../submissions.policy.ts';
import * as repo from '../submissions.repository.ts';
import {
  briefClosed,
  cannotEditReviewed,
  notRevisable,
  nothingRequested,
  revisionAlreadyRequested,
  revisionDeadlinePassed,
  revisionLimitReached,
  submissionAwarded,
  submissionNotFound,
} from '../submissions.errors.ts';
import type { SubmissionsDeps, Actor } from './deps.ts';
import type { SubmissionHelpers } from './shared.ts';
import type { ReviewUseCases } from './review.ts';

/** Revisions (docs/product/submissions.md#revisions): the brand asks, the creator resubmits, both read the history. */
export function revisionUseCases(
  deps: SubmissionsDeps,
  helpers: SubmissionHelpers,
  { toBrandSubmissions }: Pick<ReviewUseCases, 'toBrandSubmissions'>,
) {
  const { db, events, now } = deps;
  const { eventOf, ownRow } = helpers;

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

  return { requestRevision, resubmit, history };
}
