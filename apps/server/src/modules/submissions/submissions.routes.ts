import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  SUBMISSION_MESSAGES,
  ZApplyRequest,
  ZApplyResponse,
  ZBrandSubmissionsQuery,
  ZBrandSubmissionsResponse,
  ZCreatorBriefsQuery,
  ZCreatorBriefsResponse,
  ZCreatorSubmissionResponse,
  ZCreatorSubmissionsResponse,
  ZDeleteSubmissionResponse,
  ZRequestRevisionRequest,
  ZResubmitRequest,
  ZReviewSubmissionResponse,
  ZSubmissionHistoryResponse,
  ZUpdateSubmissionRequest,
} from '@briefly/shared/submissions';
import { requireUser } from '../../plugins/access.ts';
import type { SubmissionsService } from './submissions.service.ts';

const ZBriefParams = z.object({ id: z.uuid({ message: 'Invalid brief ID' }) });
const ZSubmissionParams = z.object({ id: z.uuid({ message: 'Invalid submission ID' }) });
/** Approve and reject take no body; one sent anyway may not carry fields (no status, no ids). */
const ZNoBody = z.strictObject({}).nullish();

const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const writeErrors = { ...readErrors, 409: ZErrorEnvelope };

export async function submissionsRoutes(app: FastifyInstance, { submissions }: { submissions: SubmissionsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // ---------------------------------------------------------------- creators

  api.post('/api/briefs/:id/apply', {
    config: { access: 'creator' },
    schema: {
      operationId: 'applyToBrief',
      tags: ['submissions'],
      summary: 'Apply to a brief with a content link: 201 new, 200 when your pending application was updated',
      params: ZBriefParams,
      body: ZApplyRequest,
      response: { 200: ZApplyResponse, 201: ZApplyResponse, ...writeErrors },
    },
    handler: async (request, reply) => {
      const result = await submissions.apply(requireUser(request), request.params.id, request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  });

  api.get('/api/creators/submissions', {
    config: { access: 'creator' },
    schema: {
      operationId: 'listCreatorSubmissions',
      tags: ['submissions'],
      summary: 'Your submissions, newest first',
      response: { 200: ZCreatorSubmissionsResponse, ...readErrors },
    },
    handler: async (request) => submissions.listOwn(requireUser(request)),
  });

  api.get('/api/creators/submissions/:id', {
    config: { access: 'creator' },
    schema: {
      operationId: 'getCreatorSubmission',
      tags: ['submissions'],
      summary: 'One of your submissions',
      params: ZSubmissionParams,
      response: { 200: ZCreatorSubmissionResponse, ...readErrors },
    },
    handler: async (request) => ({ submission: await submissions.getOwn(requireUser(request), request.params.id) }),
  });

  api.put('/api/creators/submissions/:id', {
    config: { access: 'creator' },
    schema: {
      operationId: 'updateCreatorSubmission',
      tags: ['submissions'],
      summary: 'Edit your pending submission while its brief accepts applications',
      params: ZSubmissionParams,
      body: ZUpdateSubmissionRequest,
      response: { 200: ZCreatorSubmissionResponse, ...writeErrors },
    },
    handler: async (request) => ({
      submission: await submissions.updateOwn(requireUser(request), request.params.id, request.body),
    }),
  });

  api.delete('/api/creators/submissions/:id', {
    config: { access: 'creator' },
    schema: {
      operationId: 'deleteCreatorSubmission',
      tags: ['submissions'],
      summary: `Delete your pending submission (${SUBMISSION_MESSAGES.cannotChangeReviewed.toLowerCase()})`,
      params: ZSubmissionParams,
      response: { 200: ZDeleteSubmissionResponse, ...writeErrors },
    },
    handler: async (request) => {
      await submissions.deleteOwn(requireUser(request), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  });

  api.get('/api/creators/briefs', {
    config: { access: 'creator' },
    schema: {
      operationId: 'listCreatorBriefs',
      tags: ['submissions'],
      summary:
        'Published briefs you can see (public, and private ones you were invited to), each with your application',
      querystring: ZCreatorBriefsQuery,
      response: { 200: ZCreatorBriefsResponse, ...readErrors },
    },
    handler: async (request) => ({
      briefs: await submissions.briefsForCreator(requireUser(request), request.query.limit),
    }),
  });

  // ---------------------------------------------------------------- brands

  api.get('/api/brands/submissions', {
    config: { access: 'brand' },
    schema: {
      operationId: 'listBrandSubmissions',
      tags: ['submissions'],
      summary: 'Submissions to your briefs, newest first; filter by briefId and status',
      querystring: ZBrandSubmissionsQuery,
      response: { 200: ZBrandSubmissionsResponse, ...readErrors },
    },
    handler: async (request) => submissions.listForBrand(requireUser(request), request.query),
  });

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    api.post(`/api/brands/submissions/:id/${action}`, {
      config: { access: 'brand' },
      schema: {
        operationId: action === 'approve' ? 'approveSubmission' : 'rejectSubmission',
        tags: ['submissions'],
        summary: `${action === 'approve' ? 'Accept and shortlist' : 'Reject'} a pending submission to one of your briefs`,
        params: ZSubmissionParams,
        body: ZNoBody,
        response: { 200: ZReviewSubmissionResponse, ...writeErrors },
      },
      handler: async (request) =>
        submissions.reviewSubmission({ actor: requireUser(request), submissionId: request.params.id, status }),
    });
  }

  // ---------------------------------------------------------------- revisions (docs/product/submissions.md#revisions)

  api.post('/api/brands/submissions/:id/request-revision', {
    config: { access: 'brand' },
    schema: {
      operationId: 'requestSubmissionRevision',
      tags: ['submissions'],
      summary:
        "Ask the creator for changes to a pending or shortlisted submission, with a note, up to the brief's revision limit and before its deadline",
      params: ZSubmissionParams,
      body: ZRequestRevisionRequest,
      response: { 200: ZReviewSubmissionResponse, ...writeErrors },
    },
    handler: async (request) => submissions.requestRevision(requireUser(request), request.params.id, request.body.note),
  });

  api.post('/api/submissions/:id/resubmit', {
    config: { access: 'creator' },
    schema: {
      operationId: 'resubmitSubmission',
      tags: ['submissions'],
      summary: "Answer the brand's request for changes with a new version, before the brief's deadline",
      params: ZSubmissionParams,
      body: ZResubmitRequest,
      response: { 200: ZCreatorSubmissionResponse, ...writeErrors },
    },
    handler: async (request) => ({
      submission: await submissions.resubmit(requireUser(request), request.params.id, request.body),
    }),
  });

  api.get('/api/submissions/:id/history', {
    config: { access: ['brand', 'creator'] },
    schema: {
      operationId: 'getSubmissionHistory',
      tags: ['submissions'],
      summary: 'Every version of a submission and every request for changes, oldest first (its creator and its brand)',
      params: ZSubmissionParams,
      response: { 200: ZSubmissionHistoryResponse, ...readErrors },
    },
    handler: async (request) => ({ history: await submissions.history(requireUser(request), request.params.id) }),
  });
}
