import type { TDispute, TResolveDisputeRequest } from '@briefly/shared/disputes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The disputes API (docs/product/disputes.md#api), one function per operation.

type DisputeAnswer = { dispute: TDispute };

/** GET /api/disputes/:id: its parties and admins (404 for anyone else). */
export const getDispute = async (id: string, signal?: AbortSignal) =>
  (await api.get<DisputeAnswer>(`/api/disputes/${encodeURIComponent(id)}`, { signal })).dispute;

export const disputeQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.disputes.detail(id), queryFn: ({ signal }) => getDispute(id, signal) });

export const useDispute = (id: string) => useQuery(disputeQueryOptions(id));

const useSettle = () => {
  const queryClient = useQueryClient();
  return (dispute: TDispute) => {
    queryClient.setQueryData(queryKeys.disputes.detail(dispute.id), dispute);
    void queryClient.invalidateQueries({ queryKey: queryKeys.disputes.all() });
  };
};

/** POST /api/disputes/:id/messages. */
export const usePostDisputeMessage = (id: string) => {
  const settle = useSettle();
  return useMutation({
    mutationKey: ['disputes', 'message', id],
    mutationFn: async (body: string) =>
      (await api.post<DisputeAnswer>(`/api/disputes/${encodeURIComponent(id)}/messages`, { body })).dispute,
    onSuccess: settle,
  });
};

/** POST /api/admin/disputes/:id/resolve: moves money, so it carries an Idempotency-Key. */
export const useResolveDispute = (id: string) => {
  const settle = useSettle();
  return useMutation({
    mutationKey: ['disputes', 'resolve', id],
    mutationFn: async (body: TResolveDisputeRequest) =>
      (
        await api.post<DisputeAnswer>(`/api/admin/disputes/${encodeURIComponent(id)}/resolve`, body, {
          idempotent: true,
        })
      ).dispute,
    onSuccess: settle,
  });
};
