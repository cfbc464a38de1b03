import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  ZAdminForumDecisionRequest,
  ZAdminForumDecisionResponse,
  ZAdminForumPostUpdate,
  ZAdminForumReplyUpdate,
  ZAdminForumReportsQuery,
  ZAdminForumReportsResponse,
  ZCreateForumPostRequest,
  ZCreateForumReplyRequest,
  ZForumIdParams,
  ZForumLikeRequest,
  ZForumLikeResponse,
  ZForumPostResponse,
  ZForumPostsQuery,
  ZForumPostsResponse,
  ZForumRepliesQuery,
  ZForumRepliesResponse,
  ZForumReplyResponse,
  ZForumReportRequest,
  ZForumReportResponse,
  ZForumSolutionRequest,
  ZForumStatsResponse,
} from '@briefly/shared/forums';
import { requireUser } from '../../plugins/access.ts';
import type { Viewer } from './forums.policy.ts';
import type { AdminActor, ForumsService } from './forums.service.ts';

// The forums API (docs/product/community.md#api). Reading is public (a token, when sent, adds the
// viewer's likes and their own held posts); writing needs a brand, creator or admin account.

const readErrors = { 400: ZErrorEnvelope, 404: ZErrorEnvelope };
const writeErrors = {
  ...readErrors,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  409: ZErrorEnvelope,
  422: ZErrorEnvelope,
  429: ZErrorEnvelope,
};
const MEMBERS = ['brand', 'creator', 'admin'] as const;
/** Reporting is for members; admins moderate directly. */
const REPORTERS = ['brand', 'creator'] as const;
const tags = ['forums'];
const adminTags = ['forums', 'admin'];

const viewerOf = (request: FastifyRequest): Viewer | null =>
  request.user ? { id: request.user.id, type: request.user.type } : null;
const callerOf = (request: FastifyRequest): Viewer => {
  const user = requireUser(request);
  return { id: user.id, type: user.type };
};
const adminOf = (request: FastifyRequest): AdminActor => ({ id: requireUser(request).id, ip: request.ip });

export async function forumsRoutes(app: FastifyInstance, { forums }: { forums: ForumsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const publicRead = { access: 'public' } as const;
  const members = { access: MEMBERS, unauthenticatedMessage: 'Please sign in to take part in the community' };

  api.get('/api/forums/posts', {
    config: publicRead,
    schema: {
      operationId: 'listForumPosts',
      tags,
      summary:
        'Visible posts, pinned first: category (general, tips, networking, support; all or blank for every one), search, sort (latest, top, unanswered), cursor, limit',
      querystring: ZForumPostsQuery,
      response: { 200: ZForumPostsResponse, ...readErrors },
    },
    handler: async (request) => forums.listPosts(viewerOf(request), request.query),
  });

  api.get('/api/forums/stats', {
    config: publicRead,
    schema: {
      operationId: 'getForumStats',
      tags,
      summary:
        "The community page's figures: active members, visible posts and replies, and the share of replied posts with a solution",
      response: { 200: ZForumStatsResponse },
    },
    handler: async () => ({ stats: await forums.stats() }),
  });

  api.get('/api/forums/posts/:id', {
    config: publicRead,
    schema: {
      operationId: 'getForumPost',
      tags,
      summary: "One post (a signed-in member's first view of the day counts)",
      params: ZForumIdParams,
      response: { 200: ZForumPostResponse, ...readErrors },
    },
    handler: async (request) => ({ post: await forums.getPost(viewerOf(request), request.params.id) }),
  });

  api.get('/api/forums/posts/:id/replies', {
    config: publicRead,
    schema: {
      operationId: 'listForumReplies',
      tags,
      summary: "A post's replies, oldest first, the solution marked; cursor, limit",
      params: ZForumIdParams,
      querystring: ZForumRepliesQuery,
      response: { 200: ZForumRepliesResponse, ...readErrors },
    },
    handler: async (request) => forums.listReplies(viewerOf(request), request.params.id, request.query),
  });

  api.post('/api/forums/posts', {
    config: members,
    schema: {
      operationId: 'createForumPost',
      tags,
      summary: 'Create a post: title, content (Markdown), category, tags (a list, or one comma-separated text)',
      body: ZCreateForumPostRequest,
      response: { 201: ZForumPostResponse, ...writeErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ post: await forums.createPost(callerOf(request), request.body) }),
  });

  api.post('/api/forums/posts/:id/replies', {
    config: members,
    schema: {
      operationId: 'createForumReply',
      tags,
      summary: 'Reply to a post (refused when the post is locked)',
      params: ZForumIdParams,
      body: ZCreateForumReplyRequest,
      response: { 201: ZForumReplyResponse, ...writeErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ reply: await forums.createReply(callerOf(request), request.params.id, request.body) }),
  });

  api.post('/api/forums/posts/:id/like', {
    config: members,
    schema: {
      operationId: 'likeForumPost',
      tags,
      summary: 'Like or unlike a post: no body toggles, `liked` sets it; one like per member',
      params: ZForumIdParams,
      body: ZForumLikeRequest,
      response: { 200: ZForumLikeResponse, ...writeErrors },
    },
    handler: async (request) => forums.like(callerOf(request), request.params.id, request.body?.liked),
  });

  api.post('/api/forums/posts/:id/solution', {
    config: members,
    schema: {
      operationId: 'markForumSolution',
      tags,
      summary: "Mark the reply that solved the post, or null to clear it (the post's author or an admin)",
      params: ZForumIdParams,
      body: ZForumSolutionRequest,
      response: { 200: ZForumPostResponse, ...writeErrors },
    },
    handler: async (request) => ({
      post: await forums.setSolution(callerOf(request), request.params.id, request.body.replyId),
    }),
  });

  api.post('/api/forums/posts/:id/report', {
    config: { access: REPORTERS },
    schema: {
      operationId: 'reportForumPost',
      tags,
      summary: `Report a post to the admins (once per member; held from view at three members' open reports)`,
      params: ZForumIdParams,
      body: ZForumReportRequest,
      response: { 201: ZForumReportResponse, ...writeErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await forums.reportPost(callerOf(request), request.params.id, request.body.reason)),
  });

  api.post('/api/forums/replies/:id/report', {
    config: { access: REPORTERS },
    schema: {
      operationId: 'reportForumReply',
      tags,
      summary: `Report a reply to the admins (once per member; held from view at three members' open reports)`,
      params: ZForumIdParams,
      body: ZForumReportRequest,
      response: { 201: ZForumReportResponse, ...writeErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await forums.reportReply(callerOf(request), request.params.id, request.body.reason)),
  });

  // ---------------------------------------------------------------- admin moderation (audited)

  const admin = { access: 'admin' } as const;

  api.patch('/api/admin/forums/posts/:id', {
    config: admin,
    schema: {
      operationId: 'adminModerateForumPost',
      tags: adminTags,
      summary: 'Pin or unpin, lock or unlock, hide, remove or restore a post',
      params: ZForumIdParams,
      body: ZAdminForumPostUpdate,
      response: { 200: ZForumPostResponse, ...writeErrors },
    },
    handler: async (request) => ({
      post: await forums.moderatePost(adminOf(request), request.params.id, request.body),
    }),
  });

  api.patch('/api/admin/forums/replies/:id', {
    config: admin,
    schema: {
      operationId: 'adminModerateForumReply',
      tags: adminTags,
      summary: 'Hide, remove or restore a reply',
      params: ZForumIdParams,
      body: ZAdminForumReplyUpdate,
      response: { 200: ZForumReplyResponse, ...writeErrors },
    },
    handler: async (request) => ({
      reply: await forums.moderateReply(adminOf(request), request.params.id, request.body.visibility),
    }),
  });

  api.get('/api/admin/forums/reports', {
    config: admin,
    schema: {
      operationId: 'adminListForumReports',
      tags: adminTags,
      summary: 'Forum reports: open ones oldest first (default) or decided ones; optionally one post’s',
      querystring: ZAdminForumReportsQuery,
      response: { 200: ZAdminForumReportsResponse, ...readErrors, 401: ZErrorEnvelope, 403: ZErrorEnvelope },
    },
    handler: async (request) => forums.listReports(request.query),
  });

  api.post('/api/admin/forums/reports/:id/decision', {
    config: admin,
    schema: {
      operationId: 'adminDecideForumReport',
      tags: adminTags,
      summary:
        'Decide a report: uphold removes the post or reply, dismiss makes it visible again; decides every open report on it',
      params: ZForumIdParams,
      body: ZAdminForumDecisionRequest,
      response: { 200: ZAdminForumDecisionResponse, ...writeErrors },
    },
    handler: async (request) => forums.decideReport(adminOf(request), request.params.id, request.body.decision),
  });
}
