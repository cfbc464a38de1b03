import { type TAdminAuditResponse } from '@briefly/shared/admin';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminPageQuery, useAdminList } from '@/features/admin/list/list-api';

export interface AuditParams {
  /** Exact (`admin.brand.updated`) or a prefix ending in `.` (`admin.brand.`). */
  action?: string;
  entityType?: string;
  /** `YYYY-MM-DD`; `to` covers its whole day. */
  from?: string;
  to?: string;
  page: number;
}

/** The filters as sent (blank ones left out): the list and its CSV export use the same. */
export const auditQuery = (params: Omit<AuditParams, 'page'>) => ({
  action: params.action || undefined,
  entityType: params.entityType || undefined,
  from: params.from || undefined,
  to: params.to || undefined,
});

/** GET /api/admin/audit?action=&entityType=&from=&to=&page=&limit=10: the audit log, newest first. */
export const getAudit = (params: AuditParams, signal?: AbortSignal) =>
  api.get<TAdminAuditResponse>('/api/admin/audit', {
    query: { ...auditQuery(params), ...adminPageQuery(params.page) },
    signal,
  });

export const useAudit = (params: AuditParams) =>
  useAdminList(queryKeys.admin.audit(params), (signal) => getAudit(params, signal));
