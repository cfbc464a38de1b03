import type { TConsentDecision, TConsentRequestsResponse, TConsentResponse } from '@briefly/shared/stories';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/success-stories/consent-requests: the stories that name the signed-in brand or creator. */
export const getConsentRequests = (signal?: AbortSignal) =>
  api.get<TConsentRequestsResponse>('/api/success-stories/consent-requests', { signal });

export const consentRequestsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.stories.consentRequests(), queryFn: ({ signal }) => getConsentRequests(signal) });

export const useConsentRequests = (enabled: boolean) => useQuery({ ...consentRequestsQueryOptions(), enabled });

/** POST /api/success-stories/:id/consent {decision}: the stories' lists change with it (a story may go live). */
export const decideConsent = ({ id, decision }: { id: string } & TConsentDecision) =>
  api.post<TConsentResponse>(`/api/success-stories/${encodeURIComponent(id)}/consent`, { decision });

export function useDecideConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideConsent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.stories.all() }),
  });
}
