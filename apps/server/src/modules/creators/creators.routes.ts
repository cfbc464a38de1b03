import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBrandCreatorsQuery, ZBrandCreatorsResponse } from '@briefly/shared/briefs';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  ZCreatorAnalytics,
  ZCreatorDashboard,
  ZCreatorProfileResponse,
  ZUpdateCreatorProfileRequest,
} from '@briefly/shared/submissions';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/access.ts';
import { listCreators, type CreatorsService } from './creators.service.ts';

const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };

export async function creatorsRoutes(app: FastifyInstance, { db, creators }: { db: Db; creators: CreatorsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/brands/creators', {
    config: { access: 'brand' },
    schema: {
      tags: ['creators'],
      summary: 'Active creators a brand can work with (id, name, email), paged',
      querystring: ZBrandCreatorsQuery,
      response: { 200: ZBrandCreatorsResponse, 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope },
    },
    handler: async (request) => listCreators(db, request.query),
  });

  api.get('/api/creators/profile', {
    config: { access: 'creator' },
    schema: { tags: ['creators'], summary: 'Your profile', response: { 200: ZCreatorProfileResponse, ...readErrors } },
    handler: async (request) => creators.getProfile(requireUser(request).id),
  });

  api.put('/api/creators/profile', {
    config: { access: 'creator' },
    schema: {
      tags: ['creators'],
      summary: 'Save your profile (the username is unique, case-insensitively)',
      body: ZUpdateCreatorProfileRequest,
      response: { 200: ZCreatorProfileResponse, ...readErrors, 409: ZErrorEnvelope },
    },
    handler: async (request) => creators.updateProfile(requireUser(request).id, request.body),
  });

  api.get('/api/creators/dashboard', {
    config: { access: 'creator' },
    schema: {
      tags: ['creators'],
      summary: 'Overview figures and recent activity',
      response: { 200: ZCreatorDashboard, ...readErrors },
    },
    handler: async (request) => creators.dashboard(requireUser(request).id),
  });

  api.get('/api/creators/analytics', {
    config: { access: 'creator' },
    schema: {
      tags: ['creators'],
      summary: 'Totals, success rate, rating and the last 6 months',
      response: { 200: ZCreatorAnalytics, ...readErrors },
    },
    handler: async (request) => creators.analytics(requireUser(request).id),
  });
}
