import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  MESSAGE_CONTENT_MAX,
  ZAdminReportResponse,
  ZAdminReportsQuery,
  ZAdminReportsResponse,
  ZBlockResponse,
  ZChatUsersQuery,
  ZChatUsersResponse,
  ZConversationsResponse,
  ZFileLinkResponse,
  ZMarkReadResponse,
  ZMessageResponse,
  ZMessagesQuery,
  ZMessagesResponse,
  ZReportConversationRequest,
  ZReportConversationResponse,
  ZSendMessageRequest,
  ZStartConversationRequest,
  ZStartConversationResponse,
} from '@briefly/shared/messaging';
import { requireUser } from '../../plugins/access.ts';
import { fileBody } from '../../lib/openapi-bodies.ts';
import { invalidConversationId } from './messaging.errors.ts';
import { readAttachmentUpload, registerAttachmentUploads, serveAttachment } from './messaging.attachments.ts';
import type { MessagingService } from './messaging.service.ts';

export interface MessagingRoutesOptions {
  messaging: MessagingService;
  /** Where uploads are spooled while they arrive. */
  spoolDir: string;
  rateLimit: { max: number; windowMs: number };
}

const PARTICIPANTS = ['brand', 'creator'] as const;
const ZConversationParams = z.object({ conversationId: z.uuid({ message: 'Invalid conversation ID' }) });
const ZMessageParams = z.object({ messageId: z.uuid({ message: 'Invalid message ID' }) });
const ZReportParams = z.object({ id: z.uuid({ message: 'Invalid report ID' }) });
const ZSignedQuery = z.strictObject({ expires: z.string().max(20), sig: z.string().max(100) });

const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const fileErrors = { ...readErrors, 416: ZErrorEnvelope };
/** A file's bytes, whole or the requested range. */
const fileResponses = {
  200: fileBody('The whole file, in its own type'),
  206: fileBody('The requested byte range of the file (Content-Range)'),
  ...fileErrors,
};
const writeErrors = {
  ...readErrors,
  413: ZErrorEnvelope,
  415: ZErrorEnvelope,
  422: ZErrorEnvelope,
  429: ZErrorEnvelope,
};

export async function messagingRoutes(
  app: FastifyInstance,
  { messaging, spoolDir, rateLimit }: MessagingRoutesOptions,
) {
  // Multipart only in this plugin's scope (the upload route); files never exceed the limit on disk.
  await registerAttachmentUploads(app, spoolDir, { fieldSize: MESSAGE_CONTENT_MAX * 4 });
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Per user, across processes (the database store), shared by every way of sending.
  const sendLimited = {
    access: PARTICIPANTS,
    rateLimit: {
      max: rateLimit.max,
      timeWindow: rateLimit.windowMs,
      groupId: 'messages-send',
      keyGenerator: (request: { user: { id: string } | null; ip: string }) => request.user?.id ?? request.ip,
    },
  };

  api.get('/api/messages/conversations', {
    config: { access: PARTICIPANTS },
    schema: {
      operationId: 'listConversations',
      tags: ['messaging'],
      summary: 'Your conversations, newest activity first, with unread counts and the last message',
      response: { 200: ZConversationsResponse, ...readErrors },
    },
    handler: async (request) => messaging.listConversations(requireUser(request)),
  });

  api.post('/api/messages/conversations', {
    config: sendLimited,
    schema: {
      operationId: 'startConversation',
      tags: ['messaging'],
      summary: 'Start a conversation with a brand or creator (or add to the one you have): 201 new, 200 existing',
      body: ZStartConversationRequest,
      response: { 200: ZStartConversationResponse, 201: ZStartConversationResponse, ...writeErrors },
    },
    handler: async (request, reply) => {
      const result = await messaging.startConversation(requireUser(request), request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  });

  api.get('/api/messages/available-users', {
    config: { access: PARTICIPANTS },
    schema: {
      operationId: 'listMessageableUsers',
      tags: ['messaging'],
      summary:
        'People you may message (creators for a brand; brands whose briefs you see for a creator), by name or email, paged',
      querystring: ZChatUsersQuery,
      response: { 200: ZChatUsersResponse, ...readErrors },
    },
    handler: async (request) => messaging.availableUsers(requireUser(request), request.query),
  });

  api.post('/api/messages', {
    config: sendLimited,
    schema: {
      operationId: 'sendMessage',
      tags: ['messaging'],
      summary: 'Send a text message',
      body: ZSendMessageRequest,
      response: { 201: ZMessageResponse, ...writeErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ message: await messaging.sendText(requireUser(request), request.body) }),
  });

  api.post('/api/messages/upload', {
    // The body is a multipart stream read below, not a parsed document.
    config: { ...sendLimited, rawBody: true },
    schema: {
      operationId: 'sendFileMessage',
      tags: ['messaging'],
      summary: `Send a file (multipart: conversationId, file; optional content). Under 10 MB; pdf, doc, docx, txt, jpg, jpeg, png, gif, mp4, mov, matching their bytes`,
      consumes: ['multipart/form-data'],
      response: { 201: ZMessageResponse, ...writeErrors },
    },
    handler: async (request, reply) => {
      const caller = requireUser(request);
      const { fields, upload } = await readAttachmentUpload(request, spoolDir);
      const conversationId = fields.conversationId;
      const caption = fields.content?.slice(0, MESSAGE_CONTENT_MAX);
      if (!conversationId || !z.uuid().safeParse(conversationId).success) {
        await fs.promises.rm(upload.spoolPath, { force: true });
        throw invalidConversationId();
      }
      const message = await messaging.sendFile(caller, { conversationId, ...upload, caption });
      return reply.status(201).send({ message });
    },
  });

  api.get('/api/messages/files/:messageId', {
    config: { access: PARTICIPANTS },
    schema: {
      operationId: 'downloadMessageFile',
      tags: ['messaging'],
      summary: "Download a message's file (participants only; Range requests for seeking)",
      params: ZMessageParams,
      response: fileResponses,
    },
    handler: async (request, reply) =>
      serveAttachment(request, reply, await messaging.download(requireUser(request), request.params.messageId)),
  });

  api.get('/api/messages/files/:messageId/link', {
    config: { access: PARTICIPANTS },
    schema: {
      operationId: 'createMessageFileLink',
      tags: ['messaging'],
      summary: 'A short-lived signed link to an image or video, for <img>/<video>',
      params: ZMessageParams,
      response: { 200: ZFileLinkResponse, ...readErrors },
    },
    handler: async (request) => messaging.fileLink(requireUser(request), request.params.messageId),
  });

  api.get('/api/messages/files/:messageId/signed', {
    // The signature is the permission: made only for a participant, and only for a few minutes.
    config: { access: 'public' },
    schema: {
      operationId: 'getSignedMessageFile',
      tags: ['messaging'],
      summary: 'An image or video through its signed link',
      params: ZMessageParams,
      querystring: ZSignedQuery,
      response: fileResponses,
    },
    handler: async (request, reply) => {
      const file = await messaging.downloadSigned(request.params.messageId, request.query.expires, request.query.sig);
      reply.header('Cache-Control', 'private, max-age=300');
      return serveAttachment(request, reply, file);
    },
  });

  api.get('/api/messages/:conversationId', {
    config: { access: PARTICIPANTS },
    schema: {
      operationId: 'listConversationMessages',
      tags: ['messaging'],
      summary: 'Messages of a conversation, oldest to newest; `before` (a cursor) pages back',
      params: ZConversationParams,
      querystring: ZMessagesQuery,
      response: { 200: ZMessagesResponse, ...readErrors },
    },
    handler: async (request) =>
      messaging.listMessages(requireUser(request), request.params.conversationId, request.query),
  });

  api.post('/api/messages/:conversationId/read', {
    config: { access: PARTICIPANTS },
    schema: {
      operationId: 'markConversationRead',
      tags: ['messaging'],
      summary: 'Mark what the other participant sent as read',
      params: ZConversationParams,
      response: { 200: ZMarkReadResponse, ...writeErrors },
    },
    handler: async (request) => messaging.markRead(requireUser(request), request.params.conversationId),
  });

  api.post('/api/messages/:conversationId/block', {
    config: { access: PARTICIPANTS },
    schema: {
      operationId: 'blockConversation',
      tags: ['messaging'],
      summary: 'Block the other participant: no messages either way',
      params: ZConversationParams,
      response: { 200: ZBlockResponse, ...writeErrors },
    },
    handler: async (request) => messaging.setBlocked(requireUser(request), request.params.conversationId, true),
  });

  api.delete('/api/messages/:conversationId/block', {
    config: { access: PARTICIPANTS },
    schema: {
      operationId: 'unblockConversation',
      tags: ['messaging'],
      summary: 'Unblock the other participant',
      params: ZConversationParams,
      response: { 200: ZBlockResponse, ...writeErrors },
    },
    handler: async (request) => messaging.setBlocked(requireUser(request), request.params.conversationId, false),
  });

  api.post('/api/messages/:conversationId/report', {
    config: { access: PARTICIPANTS },
    schema: {
      operationId: 'reportConversation',
      tags: ['messaging'],
      summary: 'Report the conversation to the admins (optionally blocking the other side)',
      params: ZConversationParams,
      body: ZReportConversationRequest,
      response: { 201: ZReportConversationResponse, ...writeErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await messaging.report(requireUser(request), request.params.conversationId, request.body)),
  });

  // ---------------------------------------------------------------- admin area

  api.get('/api/admin/messages/reports', {
    config: { access: 'admin' },
    schema: {
      operationId: 'adminListConversationReports',
      tags: ['messaging', 'admin'],
      summary: 'Reported conversations, newest first',
      querystring: ZAdminReportsQuery,
      response: { 200: ZAdminReportsResponse, ...readErrors },
    },
    handler: async (request) => messaging.listReports(request.query),
  });

  api.get('/api/admin/messages/reports/:id', {
    config: { access: 'admin' },
    schema: {
      operationId: 'adminGetConversationReport',
      tags: ['messaging', 'admin'],
      summary: 'A report with its conversation (each read is audited)',
      params: ZReportParams,
      response: { 200: ZAdminReportResponse, ...readErrors },
    },
    handler: async (request) => messaging.readReportedThread(requireUser(request), request.params.id, request.ip),
  });
}
