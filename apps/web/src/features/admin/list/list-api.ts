import { ADMIN_PAGE_SIZE } from '@briefly/shared/limits';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

// The calls behind every admin list (brands, creators, briefs, submissions, payouts, audit): the same
// query string, a list that keeps the last page on screen while the next loads, and a detail by id.

/** The filters every admin list sends: search, a status where 'all' means none, and the page. */
export interface AdminListParams<Status extends string = string> {
  search?: string;
  status?: Status;
  page: number;
}

/** The query string of an admin list page: blank filters and page 1 are not sent; ten rows a page. */
export const adminListQuery = ({ search, status, page }: AdminListParams) => ({
  search: search || undefined,
  status: status === 'all' ? undefined : status,
  ...adminPageQuery(page),
});

/** `page` (left out for the first) and `limit` of an admin list. */
export const adminPageQuery = (page: number) => ({ page: page > 1 ? page : undefined, limit: ADMIN_PAGE_SIZE });

/** One page of an admin list; the previous page stays shown while the next one loads. */
export const useAdminList = <T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>) =>
  useQuery({ queryKey, queryFn: ({ signal }) => load(signal), placeholderData: keepPreviousData });

/** One row's detail for the View dialog, fetched while `id` is set. */
export const useAdminDetail = <T>(
  queryKey: QueryKey,
  id: string | null,
  load: (id: string, signal: AbortSignal) => Promise<T>,
) => useQuery({ queryKey, queryFn: ({ signal }) => load(id!, signal), enabled: id !== null });
