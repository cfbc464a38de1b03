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
import {
  ZBriefPortfolioRequest,
  ZBriefPortfolioResponse,
  ZMyPublicProfileResponse,
  ZPublicCreatorProfileResponse,
  ZReputationIdParams,
  ZUpdatePublicProfileRequest,
  ZUserNameParams,
} from '@briefly/shared/reputation';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/access.ts';
import { listCreators, type CreatorsService } from './creators.service.ts';
import type { PublicProfileService } from './public-profile.service.ts';

const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };

export async function creatorsRoutes(
  app: FastifyInstance,
  { db, creators, profiles }: { db: Db; creators: CreatorsService; profiles: PublicProfileService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public creator profiles (docs/product/creator-profiles-and-reviews.md#api).
  api.get('/api/creators/:userName/profile', {
    config: { access: 'public', publicRead: true },
    schema: {
      operationId: 'getPublicCreatorProfile',
      tags: ['creators'],
      summary: 'A creator’s public profile: what they wrote, figures from platform data, their portfolio',
      params: ZUserNameParams,
      response: { 200: ZPublicCreatorProfileResponse, 400: ZErrorEnvelope, 404: ZErrorEnvelope },
    },
    handler: async (request) => ({ profile: await profiles.byUserName(request.params.userName) }),
  });

  api.get('/api/creators/me/profile', {
    config: { access: 'creator' },
    schema: {
      operationId: 'getOwnPublicProfile',
      tags: ['creators'],
      summary: 'Your public profile and the submissions you may show in its portfolio',
      response: { 200: ZMyPublicProfileResponse, ...readErrors },
    },
    handler: async (request) => profiles.mine(requireUser(request).id),
  });

  api.put('/api/creators/me/profile', {
    config: { access: 'creator' },
    schema: {
      operationId: 'updateOwnPublicProfile',
      tags: ['creators'],
      summary: 'Edit your public profile (display name, bio, location, social links, categories, portfolio)',
      body: ZUpdatePublicProfileRequest,
      response: { 200: ZMyPublicProfileResponse, ...readErrors },
    },
    handler: async (request) => profiles.update(requireUser(request).id, request.body),
  });

  api.put('/api/brands/briefs/:id/portfolio', {
    config: { access: 'brand' },
    schema: {
      operationId: 'setBriefPortfolioPermission',
      tags: ['creators'],
      summary: 'Whether creators may show this private brief’s submissions in their portfolios',
      params: ZReputationIdParams,
      body: ZBriefPortfolioRequest,
      response: { 200: ZBriefPortfolioResponse, ...readErrors, 409: ZErrorEnvelope },
    },
    handler: async (request) =>
      profiles.setBriefShowable(requireUser(request).id, request.params.id, request.body.showable),
  });

  api.get('/api/brands/creators', {
    config: { access: 'brand' },
    schema: {
      operationId: 'listBrandCreators',
      tags: ['creators'],
      summary:
        'Active creators a brand can work with: name, email, rating, briefs won with you, last submission; paged',
      querystring: ZBrandCreatorsQuery,
      response: { 200: ZBrandCreatorsResponse, 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope },
    },
    handler: async (request) => listCreators(db, requireUser(request).id, request.query),
  });

  api.get('/api/creators/profile', {
    config: { access: 'creator' },
    schema: {
      operationId: 'getCreatorProfile',
      tags: ['creators'],
      summary: 'Your profile',
      response: { 200: ZCreatorProfileResponse, ...readErrors },
    },
    handler: async (request) => creators.getProfile(requireUser(request).id),
  });

  api.put('/api/creators/profile', {
    config: { access: 'creator' },
    schema: {
      operationId: 'updateCreatorProfile',
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
      operationId: 'getCreatorDashboard',
      tags: ['creators'],
      summary: 'Overview figures and recent activity',
      response: { 200: ZCreatorDashboard, ...readErrors },
    },
    handler: async (request) => creators.dashboard(requireUser(request).id),
  });

  api.get('/api/creators/analytics', {
    config: { access: 'creator' },
    schema: {
      operationId: 'getCreatorAnalytics',
      tags: ['creators'],
      summary: 'Totals, success rate, rating and the last 6 months',
      response: { 200: ZCreatorAnalytics, ...readErrors },
    },
    handler: async (request) => creators.analytics(requireUser(request).id),
  });
}
