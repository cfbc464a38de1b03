import { photoUrls } from '@briefly/shared/photos';
import {
  averageRatingOf,
  REVIEW_BLIND_DAYS,
  REVIEW_LIMITS,
  type TCreateReviewRequest,
  type TPendingReviewsResponse,
  type TReview,
  type TReviewsResponse,
  type TAdminReviewReportsResponse,
  type TReviewsReportedByMeResponse,
} from '@briefly/shared/reputation';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound, uniqueViolation } from '../../lib/errors.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AttentionItem, Clock } from '../../platform/module.ts';
import * as repo from './reviews.repository.ts';

// Reviews both ways, verified and double-blind (docs/product/creator-profiles-and-reviews.md#reviews):
// only people who worked together on a brief review each other, once, after its winners were chosen
// (or it was archived with decided submissions); each review stays hidden until both sides reviewed
// or 14 days passed.

const DAY_MS = 24 * 60 * 60 * 1000;
const PUBLISH_BATCH = 500;

const iso = (value: Date | string) => new Date(value).toISOString();

const reviewNotFound = () => notFound('Review');

export function toReview(row: repo.ReviewRow): TReview {
  return {
    id: row.id,
    briefId: row.brief_id,
    briefTitle: row.brief_title,
    reviewer: {
      id: row.reviewer_id,
      type: row.reviewer_type,
      name: row.reviewer_name,
      userName: row.reviewer_user_name,
      photo: photoUrls(row.reviewer_photo_hash),
    },
    reviewee: {
      id: row.reviewee_id,
      type: row.reviewee_type,
      name: row.reviewee_name,
      userName: row.reviewee_user_name,
      photo: photoUrls(row.reviewee_photo_hash),
    },
    rating: Number(row.rating),
    text: row.text,
    createdAt: iso(row.created_at),
    publishedAt: row.published_at ? iso(row.published_at) : null,
    reply: row.reply_text && row.replied_at ? { text: row.reply_text, at: iso(row.replied_at) } : null,
  };
}

export interface Caller {
  id: string;
  type: 'brand' | 'creator' | 'admin';
}

export function createReviewsService({ db, clock, events }: { db: Db; clock: Clock; events: EventPublisher }) {
  async function announce(tx: Db, published: repo.PublishedRow[]) {
    for (const row of published)
      await events.publish(tx, {
        type: 'review.published',
        reviewId: row.id,
        briefId: row.brief_id,
        reviewerId: row.reviewer_id,
        revieweeId: row.reviewee_id,
        revieweeType: row.reviewee_type,
      });
  }

  /** POST /api/reviews. */
  async function create(caller: Caller, input: TCreateReviewRequest): Promise<TReview> {
    if (input.revieweeId === caller.id) throw new AppError(400, 'VALIDATION_ERROR', 'You cannot review yourself');
    const brief = await repo.briefForReview(db, input.briefId, caller.id, input.revieweeId);
    const callerIsBrand = brief?.brand_id === caller.id;
    // Someone who had nothing to do with the brief does not learn it exists.
    if (!brief || (!callerIsBrand && !brief.caller_applied)) throw notFound('Brief');
    if (!brief.opened_at)
      throw conflict(
        'Reviews open once the brief’s winners are chosen, or when it is archived with reviewed submissions',
      );
    const workedTogether = callerIsBrand
      ? brief.reviewee_worked
      : brief.caller_worked && input.revieweeId === brief.brand_id;
    if (!workedTogether || !brief.reviewee_active)
      throw forbidden(
        callerIsBrand
          ? 'You can review only creators you shortlisted or awarded on this brief'
          : 'You can review only the brand of a brief you were shortlisted or awarded on',
      );
    const now = clock();
    let id: string;
    try {
      id = await db.transaction(async (tx) => {
        const result = await repo.insertReview(tx, {
          briefId: input.briefId,
          reviewerId: caller.id,
          revieweeId: input.revieweeId,
          rating: input.rating,
          text: input.text,
          now,
        });
        await announce(tx, result.published);
        return result.id;
      });
    } catch (error) {
      if (uniqueViolation(error)?.includes('reviews_brief_reviewer_reviewee'))
        throw conflict('You already reviewed them for this brief; a review cannot be changed');
      throw error;
    }
    const row = await repo.findReview(db, id);
    return toReview(row!);
  }

  /** GET /api/reviews?userId=&page=: public, the published reviews a member received. */
  async function received(userId: string, page: number): Promise<TReviewsResponse> {
    if (!(await repo.isActiveMember(db, userId))) throw notFound('User');
    const pageSize = REVIEW_LIMITS.pageSize;
    const { rows, total, ratingSum } = await repo.listReceived(db, userId, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { reviews: rows.map(toReview), total, page, pageSize, averageRating: averageRatingOf(ratingSum, total) };
  }

  /** GET /api/reviews/reported-by-me: the caller's own reports among a member's reviews (no one else's). */
  async function reportedByMe(callerId: string, userId: string): Promise<TReviewsReportedByMeResponse> {
    return { reviewIds: await repo.reportedBy(db, callerId, userId) };
  }

  /** GET /api/reviews/pending. */
  async function pending(callerId: string): Promise<TPendingReviewsResponse> {
    const [rows, awaiting] = await Promise.all([repo.listPending(db, callerId), repo.listAwaiting(db, callerId)]);
    return {
      pending: rows.map((row) => ({
        briefId: row.brief_id,
        briefTitle: row.brief_title,
        reviewee: {
          id: row.reviewee_id,
          type: row.reviewee_type,
          name: row.reviewee_name,
          userName: row.reviewee_user_name,
          photo: photoUrls(row.reviewee_photo_hash),
        },
        since: iso(row.opened_at),
      })),
      awaiting: awaiting.map(toReview),
    };
  }

  /** A review the caller may act on: published and visible (else, as for anyone else, 404). */
  async function visibleReview(id: string) {
    const row = await repo.findReview(db, id);
    if (!row || !row.published_at || row.hidden_at) throw reviewNotFound();
    return row;
  }

  /** A published, visible review as GET /api/reviews lists it, or null (webhooks' `review.published`). */
  async function published(id: string): Promise<TReview | null> {
    const row = await repo.findReview(db, id);
    return row && row.published_at && !row.hidden_at ? toReview(row) : null;
  }

  /** POST /api/reviews/:id/reply: the reviewee, once. */
  async function reply(caller: Caller, id: string, text: string): Promise<TReview> {
    const row = await repo.findReview(db, id);
    if (!row || row.reviewee_id !== caller.id || row.hidden_at) throw reviewNotFound();
    if (!row.published_at) throw conflict('You can reply once the review is published');
    const done = await db.transaction((tx) => repo.setReply(tx, id, caller.id, text, clock()));
    if (!done) throw conflict('You already replied to this review');
    return toReview((await repo.findReview(db, id))!);
  }

  /** POST /api/reviews/:id/report: a member, once per review; the admins decide. */
  async function report(caller: Caller, id: string, reason: string): Promise<{ reported: true }> {
    const row = await visibleReview(id);
    if (row.reviewer_id === caller.id) throw forbidden('You cannot report your own review');
    const inserted = await db.transaction((tx) =>
      repo.insertReport(tx, { reviewId: id, reporterId: caller.id, reason, now: clock() }),
    );
    if (!inserted) throw conflict('You already reported this review');
    return { reported: true };
  }

  /** The blind period's end: publishes every review written 14 days ago or more (a scheduled job). */
  async function publishDue(): Promise<number> {
    const before = new Date(clock().getTime() - REVIEW_BLIND_DAYS * DAY_MS);
    let total = 0;
    for (;;) {
      const published = await db.transaction(async (tx) => {
        const rows = await repo.publishDue(tx, before, PUBLISH_BATCH);
        await announce(tx, rows);
        return rows;
      });
      total += published.length;
      if (published.length < PUBLISH_BATCH) return total;
    }
  }

  // ---------------------------------------------------------------- admin

  async function reported(limit = 50): Promise<TAdminReviewReportsResponse> {
    const { rows } = await repo.listReported(db, limit);
    return {
      reports: rows.map((row) => ({
        review: toReview(row),
        hidden: row.hidden_at !== null,
        reports: row.reports.map((item) => ({
          reason: item.reason,
          reporterName: item.reporter_name,
          at: iso(item.at),
        })),
      })),
    };
  }

  /** Hide or restore a review, deciding its open reports, with the audit row in the same transaction. */
  /** Hide (with the admin's reason) or restore a review; its open reports are decided. Audited. */
  async function moderate(admin: { id: string; ip: string }, id: string, hide: boolean, reason?: string) {
    const before = await repo.findReview(db, id);
    if (!before) throw reviewNotFound();
    const now = clock();
    const result = await db.transaction(async (tx) => {
      const outcome = await repo.moderate(tx, { id, hide, adminId: admin.id, now });
      if (!outcome) return null;
      await repo.audit(tx, {
        actorId: admin.id,
        action: hide ? 'review.hidden' : 'review.restored',
        targetId: id,
        data: {
          reportIds: outcome.reportIds,
          before: { hidden: before.hidden_at !== null },
          after: { hidden: hide },
          ...(reason ? { reason } : {}),
        },
        ip: admin.ip,
        at: now,
      });
      return outcome;
    });
    if (!result) throw conflict(hide ? 'This review is already hidden' : 'This review is not hidden');
    return { id, hidden: hide };
  }

  /** Keep a reported review: its open reports are dismissed, with the admin's note in the audit row. */
  async function keep(admin: { id: string; ip: string }, id: string, note: string) {
    const before = await repo.findReview(db, id);
    if (!before) throw reviewNotFound();
    const now = clock();
    const reportIds = await db.transaction(async (tx) => {
      const reportIds = await repo.dismissReports(tx, { id, adminId: admin.id, now });
      if (reportIds.length === 0) return reportIds;
      await repo.audit(tx, {
        actorId: admin.id,
        action: 'review.reports_dismissed',
        targetId: id,
        data: { reportIds, note, hidden: before.hidden_at !== null },
        ip: admin.ip,
        at: now,
      });
      return reportIds;
    });
    if (reportIds.length === 0) throw conflict('This review has no open reports');
    return { id, hidden: before.hidden_at !== null };
  }

  async function attention(limit: number): Promise<{ count: number; oldest: Date | null; items: AttentionItem[] }> {
    const { rows, count, oldest } = await repo.listReported(db, limit);
    return {
      count,
      oldest,
      items: rows.map((row) => ({
        id: row.id,
        title: `${row.reviewer_name}’s review of ${row.reviewee_name} (“${row.brief_title}”)`,
        since: new Date(row.oldest),
        link: '/admin/dashboard?tab=reported-reviews',
        detail: `${row.reports.length} open report${row.reports.length === 1 ? '' : 's'}`,
      })),
    };
  }

  return {
    create,
    received,
    reportedByMe,
    published,
    pending,
    reply,
    report,
    publishDue,
    reported,
    moderate,
    keep,
    attention,
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
