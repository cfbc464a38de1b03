import type { TAdminReportResponse, TAdminReportsResponse } from '@briefly/shared/messaging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/messages/reports (admins): reported conversations, newest first. */
export const getMessageReports = (signal?: AbortSignal) =>
  api.get<TAdminReportsResponse>('/api/admin/messages/reports?limit=100', { signal });

export const useMessageReports = () =>
  useQuery({
    queryKey: queryKeys.admin.messageReports(),
    queryFn: ({ signal }) => getMessageReports(signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/messages/reports/:id: the report and its thread. The server audits every read, so it is fetched only when an admin opens it. */
export const getMessageReport = (id: string, signal?: AbortSignal) =>
  api.get<TAdminReportResponse>(`/api/admin/messages/reports/${encodeURIComponent(id)}`, { signal });

export const useMessageReport = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.admin.messageReport(id ?? ''),
    queryFn: ({ signal }) => getMessageReport(id!, signal),
    enabled: id !== null,
    staleTime: Infinity,
  });
