import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  DISPUTE_LIMITS,
  ZAdminDisputesQuery,
  ZDisputeEvidenceFields,
  ZDisputeFileParams,
  ZDisputeIdParams,
  ZDisputeMessageRequest,
  ZDisputeResponse,
  ZDisputesResponse,
  ZOpenDisputeRequest,
  ZResolveDisputeRequest,
} from '@briefly/shared/disputes';
import { badRequest } from '../../lib/errors.ts';
import { fileBody } from '../../lib/openapi-bodies.ts';
import { requireUser } from '../../plugins/access.ts';
import { readAttachmentUpload, registerAttachmentUploads, serveAttachment } from '../messaging/index.ts';
import type { Caller, DisputesService } from './disputes.service.ts';

// The disputes API (docs/product/disputes.md#api).

export interface DisputesRoutesOptions {
  disputes: DisputesService;
  /** Where evidence uploads are spooled while they arrive. */
  spoolDir: string;
  /** Evidence uploads per user and window (messaging's sending limit). */
  rateLimit: { max: number; windowMs: number };
}

const PARTIES = ['brand', 'creator'] as const;
const tags = ['disputes'];
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

export async function disputesRoutes(app: FastifyInstance, { disputes, spoolDir, rateLimit }: DisputesRoutesOptions) {
  // Multipart in this plugin's scope, for the evidence upload: messaging's limits (one file under 10 MB).
  await registerAttachmentUploads(app, spoolDir, { fieldSize: DISPUTE_LIMITS.message * 4 });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/disputes', {
    config: { access: PARTIES },
    schema: {
      operationId: 'openDispute',
      tags,
      summary:
        'Dispute an award, a submission’s review or a withdrawal you are a party to (within 14 days of the decision; one open dispute per subject)',
      body: ZOpenDisputeRequest,
      response: { 201: ZDisputeResponse, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ dispute: await disputes.open(callerOf(request), request.body) }),
  });

  api.get('/api/disputes', {
    config: { access: PARTIES },
    schema: {
      operationId: 'listDisputes',
      tags,
      summary: 'The disputes you are a party to, newest first',
      response: { 200: ZDisputesResponse, ...errors },
    },
    handler: async (request) => ({ disputes: await disputes.listOwn(callerOf(request)) }),
  });

  api.get('/api/disputes/:id', {
    config: { access: [...PARTIES, 'admin'] },
    schema: {
      operationId: 'getDispute',
      tags,
      summary: 'One dispute with its messages (its parties and admins only)',
      params: ZDisputeIdParams,
      response: { 200: ZDisputeResponse, ...errors },
    },
    handler: async (request) => ({ dispute: await disputes.get(callerOf(request), request.params.id) }),
  });

  api.post('/api/disputes/:id/messages', {
    config: { access: [...PARTIES, 'admin'] },
    schema: {
      operationId: 'postDisputeMessage',
      tags,
      summary: 'Write in an open dispute (the other party’s first message is their answer)',
      params: ZDisputeIdParams,
      body: ZDisputeMessageRequest,
      response: { 201: ZDisputeResponse, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send({ dispute: await disputes.postMessage(callerOf(request), request.params.id, request.body.body) }),
  });

  api.post('/api/disputes/:id/files', {
    // The body is a multipart stream read below, not a parsed document.
    config: {
      access: [...PARTIES, 'admin'],
      rawBody: true,
      rateLimit: {
        max: rateLimit.max,
        timeWindow: rateLimit.windowMs,
        groupId: 'dispute-files',
        keyGenerator: (request: { user: { id: string } | null; ip: string }) => request.user?.id ?? request.ip,
      },
    },
    schema: {
      operationId: 'attachDisputeFile',
      tags,
      summary:
        'Attach an evidence file to an open dispute, as a message (multipart: file; optional body, the message). Messaging’s rules: under 10 MB; pdf, doc, docx, txt, jpg, jpeg, png, gif, mp4, mov, matching their bytes',
      consumes: ['multipart/form-data'],
      params: ZDisputeIdParams,
      response: { 201: ZDisputeResponse, ...errors, 413: ZErrorEnvelope, 415: ZErrorEnvelope, 429: ZErrorEnvelope },
    },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { fields, truncated, upload } = await readAttachmentUpload(request, spoolDir);
      const parsed = ZDisputeEvidenceFields.safeParse({ body: fields.body });
      if (!parsed.success || truncated.has('body')) {
        await fs.promises.rm(upload.spoolPath, { force: true });
        throw badRequest(
          parsed.success
            ? `Message can be at most ${DISPUTE_LIMITS.message.toLocaleString('en-US')} characters`
            : (parsed.error.issues[0]?.message ?? 'The message could not be read'),
        );
      }
      const dispute = await disputes.attachFile(caller, request.params.id, upload, parsed.data.body);
      return reply.status(201).send({ dispute });
    },
  });

  api.get('/api/disputes/:id/files/:messageId', {
    config: { access: [...PARTIES, 'admin'] },
    schema: {
      operationId: 'downloadDisputeFile',
      tags,
      summary: "Download a dispute message's evidence file (the dispute's parties and admins only; Range requests)",
      params: ZDisputeFileParams,
      response: {
        200: fileBody('The whole file, in its own type'),
        206: fileBody('The requested byte range of the file (Content-Range)'),
        ...errors,
        416: ZErrorEnvelope,
      },
    },
    handler: async (request, reply) =>
      serveAttachment(
        request,
        reply,
        await disputes.file(callerOf(request), request.params.id, request.params.messageId),
      ),
  });

  // ---------------------------------------------------------------- the referee (audited)

  const admin = { access: 'admin' } as const;

  api.get('/api/admin/disputes', {
    config: admin,
    schema: {
      operationId: 'adminListDisputes',
      tags: [...tags, 'admin'],
      summary: 'Disputes by status (open by default), newest first, with their age and answer deadline',
      querystring: ZAdminDisputesQuery,
      response: { 200: ZDisputesResponse, ...errors },
    },
    handler: async (request) => ({ disputes: await disputes.listAll(request.query.status) }),
  });

  api.post('/api/admin/disputes/:id/resolve', {
    // Moves money: an Idempotency-Key replays the first answer (422 for another body under the same key).
    config: { access: 'admin', idempotent: true },
    schema: {
      operationId: 'adminResolveDispute',
      tags: [...tags, 'admin'],
      summary:
        'Resolve a dispute once: uphold, reverse the award, pay the creator from the pool (amountCents), reopen the submission or reverse a withdrawal’s rejection (ledger, audit and notifications in one transaction)',
      params: ZDisputeIdParams,
      body: ZResolveDisputeRequest,
      response: { 200: ZDisputeResponse, ...errors, 422: ZErrorEnvelope },
    },
    handler: async (request) => ({
      dispute: await disputes.resolve({ id: requireUser(request).id, ip: request.ip }, request.params.id, request.body),
    }),
  });
}
