import { ADMIN_PAGE_SIZE, type TAdminAuditResponse } from '@briefly/shared/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

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
    query: { ...auditQuery(params), page: params.page > 1 ? params.page : undefined, limit: ADMIN_PAGE_SIZE },
    signal,
  });

export const useAudit = (params: AuditParams) =>
  useQuery({
    queryKey: queryKeys.admin.audit(params),
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
  });
