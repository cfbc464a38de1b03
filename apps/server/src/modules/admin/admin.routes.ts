import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminArchiveResponse,
  ZAdminBrandResponse,
  ZAdminBrandsResponse,
  ZAdminBriefDetailResponse,
  ZAdminBriefsQuery,
  ZAdminBriefsResponse,
  ZAdminCreateBrandRequest,
  ZAdminCreateCreatorRequest,
  ZAdminCreatorResponse,
  ZAdminCreatorsResponse,
  ZAdminIdParams,
  ZAdminPeopleQuery,
  ZAdminReviewRequest,
  ZAdminUpdateBriefRequest,
  ZAdminSubmissionResponse,
  ZAdminSubmissionsQuery,
  ZAdminSubmissionsResponse,
  ZAdminUpdateBrandRequest,
  ZAdminUpdateCreatorRequest,
} from '@briefly/shared/admin';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import { requireUser } from '../../plugins/access.ts';
import type { AdminActor, AdminService } from './admin.service.ts';

// The admin API for people, briefs and submissions (docs/product/admin.md#api). Admins only.

const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const writeErrors = { ...readErrors, 409: ZErrorEnvelope };
const actor = (request: FastifyRequest): AdminActor => ({ id: requireUser(request).id, ip: request.ip });
const tags = ['admin'];

export async function adminRoutes(app: FastifyInstance, { admin }: { admin: AdminService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'admin' } as const;

  // ---------------------------------------------------------------- brands
  api.get('/api/admin/brands', {
    config: access,
    schema: {
      operationId: 'adminListBrands',
      tags,
      summary: 'Brands, newest first: search (company, contact, email), status, page, limit',
      querystring: ZAdminPeopleQuery,
      response: { 200: ZAdminBrandsResponse, ...readErrors },
    },
    handler: async (request) => admin.listBrands(request.query),
  });
  api.get('/api/admin/brands/:id', {
    config: access,
    schema: {
      operationId: 'adminGetBrand',
      tags,
      summary: 'One brand',
      params: ZAdminIdParams,
      response: { 200: ZAdminBrandResponse, ...readErrors },
    },
    handler: async (request) => ({ brand: await admin.getBrand(request.params.id) }),
  });
  api.post('/api/admin/brands', {
    config: access,
    schema: {
      operationId: 'adminCreateBrand',
      tags,
      summary: 'Create a brand account (password at least 6 characters)',
      body: ZAdminCreateBrandRequest,
      response: { 201: ZAdminBrandResponse, ...writeErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ brand: await admin.createBrand(actor(request), request.body) }),
  });
  api.put('/api/admin/brands/:id', {
    config: access,
    schema: {
      operationId: 'adminUpdateBrand',
      tags,
      summary: 'Edit a brand: profile, verification, account status',
      params: ZAdminIdParams,
      body: ZAdminUpdateBrandRequest,
      response: { 200: ZAdminBrandResponse, ...writeErrors },
    },
    handler: async (request) => ({ brand: await admin.updateBrand(actor(request), request.params.id, request.body) }),
  });
  api.delete('/api/admin/brands/:id', {
    config: access,
    schema: {
      operationId: 'adminDeactivateBrand',
      tags,
      summary: 'Deactivate a brand (a soft delete: its history and money stay)',
      params: ZAdminIdParams,
      response: { 200: ZAdminBrandResponse, ...readErrors },
    },
    handler: async (request) => ({ brand: await admin.deactivateBrand(actor(request), request.params.id) }),
  });

  // ---------------------------------------------------------------- creators
  api.get('/api/admin/creators', {
    config: access,
    schema: {
      operationId: 'adminListCreators',
      tags,
      summary: 'Creators, newest first: search (name, username, email), status, page, limit',
      querystring: ZAdminPeopleQuery,
      response: { 200: ZAdminCreatorsResponse, ...readErrors },
    },
    handler: async (request) => admin.listCreators(request.query),
  });
  api.get('/api/admin/creators/:id', {
    config: access,
    schema: {
      operationId: 'adminGetCreator',
      tags,
      summary: 'One creator',
      params: ZAdminIdParams,
      response: { 200: ZAdminCreatorResponse, ...readErrors },
    },
    handler: async (request) => ({ creator: await admin.getCreator(request.params.id) }),
  });
  api.post('/api/admin/creators', {
    config: access,
    schema: {
      operationId: 'adminCreateCreator',
      tags,
      summary: 'Create a creator account (password at least 6 characters)',
      body: ZAdminCreateCreatorRequest,
      response: { 201: ZAdminCreatorResponse, ...writeErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ creator: await admin.createCreator(actor(request), request.body) }),
  });
  api.put('/api/admin/creators/:id', {
    config: access,
    schema: {
      operationId: 'adminUpdateCreator',
      tags,
      summary: 'Edit a creator: profile, verification, account status',
      params: ZAdminIdParams,
      body: ZAdminUpdateCreatorRequest,
      response: { 200: ZAdminCreatorResponse, ...writeErrors },
    },
    handler: async (request) => ({
      creator: await admin.updateCreator(actor(request), request.params.id, request.body),
    }),
  });
  api.delete('/api/admin/creators/:id', {
    config: access,
    schema: {
      operationId: 'adminDeactivateCreator',
      tags,
      summary: 'Deactivate a creator (a soft delete: submissions, awards and wallet stay)',
      params: ZAdminIdParams,
      response: { 200: ZAdminCreatorResponse, ...readErrors },
    },
    handler: async (request) => ({ creator: await admin.deactivateCreator(actor(request), request.params.id) }),
  });

  // ---------------------------------------------------------------- briefs
  api.get('/api/admin/briefs', {
    config: access,
    schema: {
      operationId: 'adminListBriefs',
      tags,
      summary: 'Briefs, newest first: search (title, brand), status, page, limit',
      querystring: ZAdminBriefsQuery,
      response: { 200: ZAdminBriefsResponse, ...readErrors },
    },
    handler: async (request) => admin.listBriefs(request.query),
  });
  api.get('/api/admin/briefs/:id', {
    config: access,
    schema: {
      operationId: 'adminGetBrief',
      tags,
      summary: 'One brief, whatever its status or privacy, with its money summary (dollars, from the ledger)',
      params: ZAdminIdParams,
      response: { 200: ZAdminBriefDetailResponse, ...readErrors },
    },
    handler: async (request) => ({ brief: await admin.getBrief(actor(request), request.params.id) }),
  });
  api.put('/api/admin/briefs/:id', {
    config: access,
    schema: {
      operationId: 'adminUpdateBrief',
      tags,
      summary:
        "Edit a brief for its brand, by the brand's rules: { status } alone or the full form (as PUT /api/briefs/:id)",
      params: ZAdminIdParams,
      body: ZAdminUpdateBriefRequest,
      response: { 200: ZAdminBriefDetailResponse, ...writeErrors },
    },
    handler: async (request) => ({ brief: await admin.updateBrief(actor(request), request.params.id, request.body) }),
  });
  api.delete('/api/admin/briefs/:id', {
    config: access,
    schema: {
      operationId: 'adminArchiveBrief',
      tags,
      summary: 'Archive a brief (a soft delete: its submissions, awards and money history stay)',
      params: ZAdminIdParams,
      response: { 200: ZAdminBriefDetailResponse, ...writeErrors },
    },
    handler: async (request) => ({ brief: await admin.archiveBrief(actor(request), request.params.id) }),
  });
  api.post('/api/admin/archive-expired-briefs', {
    config: access,
    schema: {
      operationId: 'adminArchiveExpiredBriefs',
      tags,
      summary: 'Archive published briefs past their deadline now; the counts archived and notified',
      response: { 200: ZAdminArchiveResponse, 401: ZErrorEnvelope, 403: ZErrorEnvelope },
    },
    handler: async (request) => admin.archiveExpiredBriefs(actor(request)),
  });

  // ---------------------------------------------------------------- submissions
  api.get('/api/admin/submissions', {
    config: access,
    schema: {
      operationId: 'adminListSubmissions',
      tags,
      summary: 'Submissions, newest first: search (brief, creator), status, page, limit',
      querystring: ZAdminSubmissionsQuery,
      response: { 200: ZAdminSubmissionsResponse, ...readErrors },
    },
    handler: async (request) => admin.listSubmissions(request.query),
  });
  api.get('/api/admin/submissions/:id', {
    config: access,
    schema: {
      operationId: 'adminGetSubmission',
      tags,
      summary: 'One submission',
      params: ZAdminIdParams,
      response: { 200: ZAdminSubmissionResponse, ...readErrors },
    },
    handler: async (request) => ({ submission: await admin.getSubmission(request.params.id) }),
  });
  api.put('/api/admin/submissions/:id/review', {
    config: access,
    schema: {
      operationId: 'adminReviewSubmission',
      tags,
      summary: 'Approve or reject a pending submission (409 once reviewed)',
      params: ZAdminIdParams,
      body: ZAdminReviewRequest,
      response: { 200: ZAdminSubmissionResponse, ...writeErrors },
    },
    handler: async (request) => ({
      submission: await admin.reviewSubmission(actor(request), request.params.id, request.body.status),
    }),
  });
}
