import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  ZAdminHideReviewRequest,
  ZAdminKeepReviewRequest,
  ZAdminReviewModerationResponse,
  ZAdminReviewReportsResponse,
  ZCreateReviewRequest,
  ZPendingReviewsResponse,
  ZReputationIdParams,
  ZReviewReplyRequest,
  ZReviewReportRequest,
  ZReviewReportResponse,
  ZReviewResponse,
  ZReviewsQuery,
  ZReviewsReportedByMeQuery,
  ZReviewsReportedByMeResponse,
  ZReviewsResponse,
} from '@briefly/shared/reputation';
import { requireUser } from '../../plugins/access.ts';
import type { Caller, ReviewsService } from './reviews.service.ts';

// The reviews API (docs/product/creator-profiles-and-reviews.md#api).

const MEMBERS = ['brand', 'creator'] as const;
const tags = ['reviews'];
const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
};
const callerOf = (request: FastifyRequest): Caller => {
  const user = requireUser(request);
  return { id: user.id, type: user.type };
};

export async function reviewsRoutes(app: FastifyInstance, { reviews }: { reviews: ReviewsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/reviews', {
    config: { access: MEMBERS },
    schema: {
      operationId: 'createReview',
      tags,
      summary:
        'Review the brand or creator you worked with on a brief (once; hidden until both reviewed or 14 days passed)',
      body: ZCreateReviewRequest,
      response: { 201: ZReviewResponse, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ review: await reviews.create(callerOf(request), request.body) }),
  });

  api.get('/api/reviews', {
    config: { access: 'public' },
    schema: {
      operationId: 'listReviews',
      tags,
      summary: 'The published reviews a brand or creator received, newest first, 10 a page',
      querystring: ZReviewsQuery,
      response: { 200: ZReviewsResponse, 400: ZErrorEnvelope, 404: ZErrorEnvelope },
    },
    handler: async (request) => reviews.received(request.query.userId, request.query.page),
  });

  api.get('/api/reviews/reported-by-me', {
    config: { access: MEMBERS },
    schema: {
      operationId: 'listReviewsReportedByMe',
      tags,
      summary: "Which of a member's reviews you have reported (each can be reported once)",
      querystring: ZReviewsReportedByMeQuery,
      response: { 200: ZReviewsReportedByMeResponse, ...errors },
    },
    handler: async (request) => reviews.reportedByMe(requireUser(request).id, request.query.userId),
  });

  api.get('/api/reviews/pending', {
    config: { access: MEMBERS },
    schema: {
      operationId: 'listPendingReviews',
      tags,
      summary: 'Who you can still review, and your own reviews still hidden',
      response: { 200: ZPendingReviewsResponse, ...errors },
    },
    handler: async (request) => reviews.pending(requireUser(request).id),
  });

  api.post('/api/reviews/:id/reply', {
    config: { access: MEMBERS },
    schema: {
      operationId: 'replyToReview',
      tags,
      summary: 'Reply publicly to a published review you received (once)',
      params: ZReputationIdParams,
      body: ZReviewReplyRequest,
      response: { 200: ZReviewResponse, ...errors },
    },
    handler: async (request) => ({
      review: await reviews.reply(callerOf(request), request.params.id, request.body.text),
    }),
  });

  api.post('/api/reviews/:id/report', {
    config: { access: MEMBERS },
    schema: {
      operationId: 'reportReview',
      tags,
      summary: 'Report a published review to the admins (once per member)',
      params: ZReputationIdParams,
      body: ZReviewReportRequest,
      response: { 201: ZReviewReportResponse, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await reviews.report(callerOf(request), request.params.id, request.body.reason)),
  });

  // ---------------------------------------------------------------- admin moderation (audited)

  const admin = { access: 'admin' } as const;
  const adminOf = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

  api.get('/api/admin/reviews/reports', {
    config: admin,
    schema: {
      operationId: 'adminListReviewReports',
      tags: [...tags, 'admin'],
      summary: 'Reviews with open reports, oldest report first',
      response: { 200: ZAdminReviewReportsResponse, ...errors },
    },
    handler: async () => reviews.reported(),
  });

  api.post('/api/admin/reviews/:id/hide', {
    config: admin,
    schema: {
      operationId: 'adminHideReview',
      tags: [...tags, 'admin'],
      summary: 'Hide a review from everyone, with your reason (decides its open reports; audited)',
      params: ZReputationIdParams,
      body: ZAdminHideReviewRequest,
      response: { 200: ZAdminReviewModerationResponse, ...errors },
    },
    handler: async (request) => reviews.moderate(adminOf(request), request.params.id, true, request.body.reason),
  });

  api.post('/api/admin/reviews/:id/restore', {
    config: admin,
    schema: {
      operationId: 'adminRestoreReview',
      tags: [...tags, 'admin'],
      summary: 'Show a hidden review again (decides its open reports; audited)',
      params: ZReputationIdParams,
      response: { 200: ZAdminReviewModerationResponse, ...errors },
    },
    handler: async (request) => reviews.moderate(adminOf(request), request.params.id, false),
  });

  api.post('/api/admin/reviews/:id/keep', {
    config: admin,
    schema: {
      operationId: 'adminKeepReview',
      tags: [...tags, 'admin'],
      summary: 'Keep a reported review: its open reports are dismissed, with your note (audited)',
      params: ZReputationIdParams,
      body: ZAdminKeepReviewRequest,
      response: { 200: ZAdminReviewModerationResponse, ...errors },
    },
    handler: async (request) => reviews.keep(adminOf(request), request.params.id, request.body.note),
  });
}
