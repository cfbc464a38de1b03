import type {
  TCreateWebhookRequest,
  TUpdateWebhookRequest,
  TWebhookDeliveriesResponse,
  TWebhookDeliveryResponse,
  TWebhookEndpoint,
  TWebhookEndpointsResponse,
  TWebhookEndpointWithSecretResponse,
} from '@briefly/shared/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// A brand's webhook endpoints in Settings (docs/product/webhooks.md).

const webhooksKey = ['webhooks'] as const;
const deliveriesKey = (id: string) => [...webhooksKey, id, 'deliveries'] as const;
const URL = '/api/brands/webhooks';
const one = (id: string) => `${URL}/${encodeURIComponent(id)}`;

export const useWebhooks = () =>
  useQuery({ queryKey: webhooksKey, queryFn: () => api.get<TWebhookEndpointsResponse>(URL) });
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => api.get<TWebhookDeliveriesResponse>(`${one(id)}/deliveries`),
    refetchInterval: 5_000,
  });

function useWebhookMutation<A, R>(name: string, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...webhooksKey, name],
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation('create', (body: TCreateWebhookRequest) =>
    api.post<TWebhookEndpointWithSecretResponse>(URL, body),
  );
export const useUpdateWebhook = () =>
  useWebhookMutation('update', ({ id, ...body }: TUpdateWebhookRequest & { id: string }) =>
    api.patch<{ endpoint: TWebhookEndpoint }>(one(id), body),
  );
export const useDeleteWebhook = () =>
  useWebhookMutation('delete', (id: string) => api.delete<{ id: string; deleted: true }>(one(id)));
export const useRotateWebhookSecret = () =>
  useWebhookMutation('rotate', (id: string) =>
    api.post<TWebhookEndpointWithSecretResponse>(`${one(id)}/rotate-secret`),
  );
export const useSendWebhookTest = () =>
  useWebhookMutation('test', (id: string) => api.post<TWebhookDeliveryResponse>(`${one(id)}/test`));
export const useReplayWebhookDelivery = () =>
  useWebhookMutation('replay', ({ id, deliveryId }: { id: string; deliveryId: string }) =>
    api.post<TWebhookDeliveryResponse>(`${one(id)}/deliveries/${encodeURIComponent(deliveryId)}/replay`),
  );
