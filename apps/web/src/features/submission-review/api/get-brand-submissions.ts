import {
  BRAND_SUBMISSIONS_LIMIT,
  type SubmissionStatus,
  type TBrandSubmissionsResponse,
} from '@briefly/shared/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface BrandSubmissionsFilters {
  briefId?: string;
  status?: SubmissionStatus;
}

/** GET /api/brands/submissions?briefId=&status=&limit= (bearer): submissions to the brand's briefs, newest first. */
export const getBrandSubmissions = (filters: BrandSubmissionsFilters, signal?: AbortSignal) =>
  api.get<TBrandSubmissionsResponse>('/api/brands/submissions', {
    signal,
    query: { briefId: filters.briefId, status: filters.status, limit: BRAND_SUBMISSIONS_LIMIT },
  });

export const brandSubmissionsQueryOptions = (filters: BrandSubmissionsFilters) =>
  queryOptions({
    queryKey: queryKeys.brand.submissions({ ...filters, limit: BRAND_SUBMISSIONS_LIMIT }),
    queryFn: ({ signal }) => getBrandSubmissions(filters, signal),
  });

export const useBrandSubmissions = (filters: BrandSubmissionsFilters, enabled = true) =>
  useQuery({ ...brandSubmissionsQueryOptions(filters), enabled });
