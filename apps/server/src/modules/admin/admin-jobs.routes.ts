import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminJob,
  ZAdminJobParams,
  ZAdminJobQueuesResponse,
  ZAdminJobsQuery,
  ZAdminJobsResponse,
} from '@briefly/shared/admin';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import { requireUser } from '../../plugins/access.ts';
import type { AdminJobs } from './admin-jobs.ts';

// The admin's Jobs section (docs/product/admin.md#jobs). Admins only.

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const tags = ['admin'];
const config = { access: 'admin' } as const;

export async function adminJobsRoutes(app: FastifyInstance, deps: { jobs: AdminJobs }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { jobs } = deps;
  const actor = (request: Parameters<typeof requireUser>[0]) => ({ id: requireUser(request).id, ip: request.ip });

  api.get('/api/admin/jobs/queues', {
    config,
    schema: {
      operationId: 'adminListJobQueues',
      tags,
      summary:
        'Every queue with work: jobs due and waiting, running, due later, dead letters, the oldest due job’s age',
      response: { 200: ZAdminJobQueuesResponse, ...errors },
    },
    handler: async () => ({ queues: await jobs.queues() }),
  });

  api.get('/api/admin/jobs', {
    config,
    schema: {
      operationId: 'adminListJobs',
      tags,
      summary: 'Background jobs by status (failed: the dead letters that ran out of attempts), newest first',
      querystring: ZAdminJobsQuery,
      response: { 200: ZAdminJobsResponse, ...errors },
    },
    handler: async (request) => jobs.list(request.query),
  });

  api.get('/api/admin/jobs/:id', {
    config,
    schema: {
      operationId: 'adminGetJob',
      tags,
      summary: 'One job by its number, with its payload and last error',
      params: ZAdminJobParams,
      response: { 200: z.object({ job: ZAdminJob }), ...errors },
    },
    handler: async (request) => ({ job: await jobs.get(request.params.id) }),
  });

  api.post('/api/admin/jobs/:id/retry', {
    config,
    schema: {
      operationId: 'adminRetryJob',
      tags,
      summary: 'Queue a dead-lettered job again for one more attempt (audited)',
      params: ZAdminJobParams,
      response: { 200: z.object({ job: ZAdminJob }), ...errors },
    },
    handler: async (request) => ({ job: await jobs.retry(request.params.id, actor(request)) }),
  });

  api.post('/api/admin/jobs/:id/discard', {
    config,
    schema: {
      operationId: 'adminDiscardJob',
      tags,
      summary: 'Delete a dead-lettered job for good: its work will not be done (audited)',
      params: ZAdminJobParams,
      response: { 200: z.object({ discarded: z.literal(true) }), ...errors },
    },
    handler: async (request) => {
      await jobs.discard(request.params.id, actor(request));
      return { discarded: true as const };
    },
  });
}
