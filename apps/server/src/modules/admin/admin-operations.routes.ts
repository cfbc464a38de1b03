import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ZAdminAnalyticsResponse,
  ZAdminAttentionResponse,
  ZAdminAuditQuery,
  ZAdminAuditResponse,
  ZAdminBriefsQuery,
  ZAdminIdParams,
  ZAdminOverviewResponse,
  ZAdminPayoutDetailResponse,
  ZAdminPayoutsQuery,
  ZAdminTimeZoneQuery,
  ZAdminPayoutsResponse,
  ZAdminPeopleQuery,
  ZAdminSubmissionsQuery,
  ZFinancialMetricsResponse,
  ZFinancialTimeRangeQuery,
  ZReconciliationResponse,
} from '@briefly/shared/admin';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import { listAudit } from './admin-audit.ts';
import type { AttentionService } from './admin-attention.ts';
import { sendCsv } from './admin-csv.ts';
import type { AdminExports } from './admin-export.ts';
import type { AdminMoneyService } from './admin-money.service.ts';
import type { Reconciliation } from './admin-reconciliation.ts';
import type { Db } from '../../db/client.ts';
import { mediaResponse } from '../../lib/openapi-bodies.ts';

// The admin's operations (docs/product/admin.md#api): overview, payouts, analytics, financial
// metrics, what needs attention, the audit log, reconciliation and CSV exports. Admins only.

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope };
const tags = ['admin'];
const config = { access: 'admin' } as const;
const withoutPaging = { page: true, limit: true } as const;

export interface AdminOperationsDeps {
  db: Db;
  money: AdminMoneyService;
  attention: AttentionService;
  reconciliation: Reconciliation;
  exports: AdminExports;
}

/** The export routes' operationIds, by the list they export. */
const EXPORT_OPERATION_IDS = {
  brands: 'adminExportBrandsCsv',
  creators: 'adminExportCreatorsCsv',
  briefs: 'adminExportBriefsCsv',
  submissions: 'adminExportSubmissionsCsv',
  payouts: 'adminExportAwardsCsv',
  audit: 'adminExportAuditLogCsv',
  'financial-metrics': 'adminExportFinancialMetricsCsv',
} as const;

export async function adminOperationsRoutes(app: FastifyInstance, deps: AdminOperationsDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { money, attention, reconciliation, exports } = deps;

  api.get('/api/admin/overview', {
    config,
    schema: {
      operationId: 'adminGetOverview',
      tags,
      summary:
        'Totals of brands, creators, published briefs, this month’s platform fees (the admin’s time zone), and what needs attention',
      querystring: ZAdminTimeZoneQuery,
      response: { 200: ZAdminOverviewResponse, ...errors },
    },
    handler: async (request) => money.overview(request.query.timeZone),
  });

  api.get('/api/admin/payouts', {
    config,
    schema: {
      operationId: 'adminListAwards',
      tags,
      summary: 'Awards (cash, credit, prizes), newest first: search, status, page, limit; with totals from the ledger',
      querystring: ZAdminPayoutsQuery,
      response: { 200: ZAdminPayoutsResponse, ...errors },
    },
    handler: async (request) => money.listPayouts(request.query),
  });
  api.get('/api/admin/payouts/:id', {
    config,
    schema: {
      operationId: 'adminGetAward',
      tags,
      summary: 'One award by its id or its submission’s id, with its transfer history',
      params: ZAdminIdParams,
      response: { 200: ZAdminPayoutDetailResponse, ...errors, 404: ZErrorEnvelope },
    },
    handler: async (request) => ({ payout: await money.getPayout(request.params.id) }),
  });

  api.get('/api/admin/analytics', {
    config,
    schema: {
      operationId: 'adminGetAnalytics',
      tags,
      summary:
        'Totals, status counts, 12 months of revenue and sign-ups (the admin’s time zone), top briefs, the money picture',
      querystring: ZAdminTimeZoneQuery,
      response: { 200: ZAdminAnalyticsResponse, ...errors },
    },
    handler: async (request) => money.analytics(request.query.timeZone),
  });

  api.get('/api/admin/financial-metrics', {
    config,
    schema: {
      operationId: 'adminGetFinancialMetrics',
      tags,
      summary: 'Money in, out, kept and refunded over 7d, 30d (default), 90d or all; dollars, under `data`',
      querystring: ZFinancialTimeRangeQuery,
      response: { 200: ZFinancialMetricsResponse, ...errors },
    },
    handler: async (request) => ({ data: await money.financialMetrics(request.query.timeRange) }),
  });

  api.get('/api/admin/attention', {
    config,
    schema: {
      operationId: 'adminGetAttention',
      tags,
      summary: 'What needs an admin: counts and the oldest items of every source',
      response: { 200: ZAdminAttentionResponse, ...errors },
    },
    handler: async () => attention.list(),
  });

  api.get('/api/admin/audit', {
    config,
    schema: {
      operationId: 'adminListAuditLog',
      tags,
      summary: 'The audit log, newest first: action, entityType, actorId, from, to, page, limit',
      querystring: ZAdminAuditQuery,
      response: { 200: ZAdminAuditResponse, ...errors },
    },
    handler: async (request) => listAudit(deps.db, request.query),
  });

  api.get('/api/admin/reconciliation', {
    config,
    schema: {
      operationId: 'adminGetReconciliation',
      tags,
      summary:
        'The ledger beside the payments provider for 7d, 30d (default), 90d or all, and every object they disagree on',
      querystring: ZFinancialTimeRangeQuery,
      response: { 200: ZReconciliationResponse, ...errors },
    },
    handler: async (request) => reconciliation.reconcile(request.query.timeRange),
  });

  // ---------------------------------------------------------------- CSV exports (the lists' filters, every match)

  /** One export route: `GET /api/admin/<list>/export.csv`, the query checked by `querystring`, sent as `<file>-<date>.csv`. */
  function exportCsv<Query extends z.ZodType>(
    list: keyof typeof EXPORT_OPERATION_IDS,
    summary: string,
    querystring: Query,
    lines: (query: z.infer<Query>) => AsyncIterable<string>,
    file: (query: z.infer<Query>) => string = () => list,
  ) {
    api.get(`/api/admin/${list}/export.csv`, {
      config,
      schema: {
        operationId: EXPORT_OPERATION_IDS[list],
        tags,
        summary,
        querystring,
        response: {
          200: mediaResponse('The CSV file (a header row, then one row per match)', ['text/csv']),
          ...errors,
        },
      },
      handler: async (request, reply) => {
        const query = request.query as z.infer<Query>;
        return sendCsv(reply, file(query), exports.now(), lines(query));
      },
    });
  }
  exportCsv(
    'brands',
    'Brands as CSV (the list’s search and status)',
    ZAdminPeopleQuery.omit(withoutPaging),
    exports.brands,
  );
  exportCsv(
    'creators',
    'Creators as CSV (the list’s search and status)',
    ZAdminPeopleQuery.omit(withoutPaging),
    exports.creators,
  );
  exportCsv(
    'briefs',
    'Briefs as CSV (the list’s search and status)',
    ZAdminBriefsQuery.omit(withoutPaging),
    exports.briefs,
  );
  exportCsv(
    'submissions',
    'Submissions as CSV (the list’s search and status)',
    ZAdminSubmissionsQuery.omit(withoutPaging),
    exports.submissions,
  );
  exportCsv(
    'payouts',
    'Awards as CSV (the list’s search and status)',
    ZAdminPayoutsQuery.omit(withoutPaging),
    exports.payouts,
  );
  exportCsv('audit', 'The audit log as CSV (the list’s filters)', ZAdminAuditQuery.omit(withoutPaging), exports.audit);
  exportCsv(
    'financial-metrics',
    'The range’s figures and every money movement in it, as CSV',
    ZFinancialTimeRangeQuery,
    (query) => exports.financialMetrics(query.timeRange),
    (query) => `financial-${query.timeRange}`,
  );
}
