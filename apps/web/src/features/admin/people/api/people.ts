import {
  type TAdminBrand,
  type TAdminCreateBrandRequest,
  type TAdminCreateCreatorRequest,
  type TAdminCreator,
  type TAdminUpdateBrandRequest,
  type TAdminUpdateCreatorRequest,
} from '@briefly/shared/admin';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminListQuery, useAdminDetail, useAdminList } from '@/features/admin/list/list-api';

// Brands and creators for admins (docs/product/admin.md#api): the same calls under /api/admin/brands
// and /api/admin/creators, answering under their own key ({ brands } or { creators }).

export type PeopleKind = 'brands' | 'creators';
export type PersonOf<K extends PeopleKind> = K extends 'brands' ? TAdminBrand : TAdminCreator;
export type CreateBodyOf<K extends PeopleKind> = K extends 'brands'
  ? TAdminCreateBrandRequest
  : TAdminCreateCreatorRequest;
export type UpdateBodyOf<K extends PeopleKind> = K extends 'brands'
  ? TAdminUpdateBrandRequest
  : TAdminUpdateCreatorRequest;

export const PEOPLE_STATUSES = ['all', 'verified', 'pending', 'deactivated'] as const;
export type PeopleStatus = (typeof PEOPLE_STATUSES)[number];

export interface PeopleParams {
  search?: string;
  status?: PeopleStatus;
  page: number;
}

export interface PeoplePage<K extends PeopleKind> {
  rows: Array<PersonOf<K>>;
  total: number;
  page: number;
  limit: number;
}

const singular = (kind: PeopleKind) => (kind === 'brands' ? 'brand' : 'creator');
const detailPath = (kind: PeopleKind, id: string) => `/api/admin/${kind}/${encodeURIComponent(id)}`;
const listKey = (kind: PeopleKind, params?: PeopleParams) =>
  kind === 'brands' ? queryKeys.admin.brands(params) : queryKeys.admin.creators(params);
const detailKey = (kind: PeopleKind, id: string) =>
  kind === 'brands' ? queryKeys.admin.brand(id) : queryKeys.admin.creator(id);

/** GET /api/admin/{kind}?search=&status=&page=&limit=10, newest first. Blank filters are not sent. */
export async function getPeople<K extends PeopleKind>(
  kind: K,
  params: PeopleParams,
  signal?: AbortSignal,
): Promise<PeoplePage<K>> {
  const answer = await api.get<Record<string, unknown> & { total: number; page: number; limit: number }>(
    `/api/admin/${kind}`,
    {
      query: adminListQuery(params),
      signal,
    },
  );
  return {
    rows: (answer[kind] ?? []) as Array<PersonOf<K>>,
    total: answer.total,
    page: answer.page,
    limit: answer.limit,
  };
}

export const usePeople = <K extends PeopleKind>(kind: K, params: PeopleParams) =>
  useAdminList(listKey(kind, params), (signal) => getPeople(kind, params, signal));

/** GET /api/admin/{kind}/:id: the detail the View modal shows. */
export async function getPerson<K extends PeopleKind>(kind: K, id: string, signal?: AbortSignal): Promise<PersonOf<K>> {
  const answer = await api.get<Record<string, PersonOf<K>>>(detailPath(kind, id), { signal });
  return answer[singular(kind)] as PersonOf<K>;
}

export const usePerson = <K extends PeopleKind>(kind: K, id: string | null) =>
  useAdminDetail(detailKey(kind, id ?? ''), id, (personId, signal) => getPerson(kind, personId, signal));

/** What a change to people can move: the lists, the details, the overview's totals, the attention queue and the audit log. */
function refreshAfterChange(queryClient: QueryClient, kind: PeopleKind) {
  for (const key of [
    listKey(kind),
    queryKeys.admin.overview(),
    queryKeys.admin.attention(),
    queryKeys.admin.analytics(),
    queryKeys.admin.audit(),
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

export type SavePerson<K extends PeopleKind> =
  { mode: 'create'; body: CreateBodyOf<K> } | { mode: 'edit'; id: string; body: UpdateBodyOf<K> };

/** POST /api/admin/{kind} (201) or PUT /api/admin/{kind}/:id; 409 when the email or username is taken. */
export function useSavePerson<K extends PeopleKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: SavePerson<K>) => {
      const answer =
        change.mode === 'create'
          ? await api.post<Record<string, PersonOf<K>>>(`/api/admin/${kind}`, change.body)
          : await api.put<Record<string, PersonOf<K>>>(detailPath(kind, change.id), change.body);
      return answer[singular(kind)] as PersonOf<K>;
    },
    onSuccess: (person) => queryClient.setQueryData(detailKey(kind, person.id), person),
    onSettled: () => refreshAfterChange(queryClient, kind),
  });
}

/** DELETE /api/admin/{kind}/:id: a soft delete — the account is deactivated, its history and money kept. */
export function useDeactivatePerson<K extends PeopleKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.delete<Record<string, PersonOf<K>>>(detailPath(kind, id)))[singular(kind)] as PersonOf<K>,
    onSuccess: (person) => queryClient.setQueryData(detailKey(kind, person.id), person),
    onSettled: () => refreshAfterChange(queryClient, kind),
  });
}
