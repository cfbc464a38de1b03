import { z } from 'zod';
import { pageResultFields } from '../paging.ts';
import { pageFields } from './fields.ts';

// The audit log, the CSV exports and the background jobs.

// ---------------------------------------------------------------- audit log

const isoDate = (field: string) =>
  z
    .string()
    .trim()
    .max(40)
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)),
      `${field} must be an ISO date`,
    );

/**
 * GET /api/admin/audit. `action` exact (e.g. `admin.brand.updated`) or a prefix ending in `.`
 * (`admin.brand.`); `entityType` exact (`brand`, `creator`, `brief`, `submission`, `withdrawal`,
 * `conversation`…); `from`/`to` ISO dates, `to` inclusive of its whole day when given as a date.
 */
export const ZAdminAuditQuery = z.strictObject({
  action: z.string().trim().max(100).optional(),
  entityType: z.string().trim().max(50).optional(),
  actorId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid({ message: 'actorId must be an id' }).optional(),
  ),
  from: z.preprocess((value) => (value === '' ? undefined : value), isoDate('from').optional()),
  to: z.preprocess((value) => (value === '' ? undefined : value), isoDate('to').optional()),
  ...pageFields,
});
export type TAdminAuditQuery = z.infer<typeof ZAdminAuditQuery>;

export const ZAdminAuditRow = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  /** Null when the actor's account no longer exists or the row was written by the system. */
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: z.string(),
});
export type TAdminAuditRow = z.infer<typeof ZAdminAuditRow>;
export const ZAdminAuditResponse = z.object({
  entries: z.array(ZAdminAuditRow),
  ...pageResultFields,
});
export type TAdminAuditResponse = z.infer<typeof ZAdminAuditResponse>;

// ---------------------------------------------------------------- CSV exports

/**
 * `GET /api/admin/{brands|creators|briefs|submissions|payouts|audit}/export.csv` with the list's own
 * filters (no paging: every match), and `GET /api/admin/financial-metrics/export.csv?timeRange=`.
 * Answer `text/csv` as an attachment; cells that start with = + - @ are prefixed with `'`.
 */
export const ADMIN_EXPORTS = ['brands', 'creators', 'briefs', 'submissions', 'payouts', 'audit'] as const;
export type AdminExport = (typeof ADMIN_EXPORTS)[number];

// ---------------------------------------------------------------- background jobs (the admin's Jobs section)

export const JOB_STATUSES = ['queued', 'active', 'completed', 'failed'] as const;

/** One job of the queue (docs/product/admin.md#jobs); `failed` is a dead letter, out of attempts. */
export const ZAdminJob = z.object({
  id: z.number(),
  queue: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number(),
  maxAttempts: z.number(),
  lastError: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  runAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TAdminJob = z.infer<typeof ZAdminJob>;

/** GET /api/admin/jobs: `status` (default `failed`: the dead letters), newest first. */
export const ZAdminJobsQuery = z.object({
  status: z.enum(JOB_STATUSES).default('failed'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TAdminJobsQuery = z.infer<typeof ZAdminJobsQuery>;
export const ZAdminJobsResponse = z.object({ jobs: z.array(ZAdminJob), total: z.number() });
export type TAdminJobsResponse = z.infer<typeof ZAdminJobsResponse>;

export const ZAdminJobParams = z.object({
  id: z.coerce
    .number({ message: 'must be a job number' })
    .int('must be a job number')
    .min(1)
    .max(Number.MAX_SAFE_INTEGER),
});

/** A queue's state now: jobs due and waiting, running, due later, dead letters, and how long the oldest due job has waited. */
export const ZAdminJobQueue = z.object({
  queue: z.string(),
  ready: z.number(),
  active: z.number(),
  scheduled: z.number(),
  dead: z.number(),
  oldestReadyAt: z.string().nullable(),
  oldestReadyAgeSeconds: z.number(),
});
export type TAdminJobQueue = z.infer<typeof ZAdminJobQueue>;
export const ZAdminJobQueuesResponse = z.object({ queues: z.array(ZAdminJobQueue) });
export type TAdminJobQueuesResponse = z.infer<typeof ZAdminJobQueuesResponse>;
