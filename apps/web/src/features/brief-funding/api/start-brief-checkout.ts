import type { TCheckoutSessionResponse } from '@briefly/shared/payments';
import { api } from '@/lib/api-client';

/** POST /api/briefs/:id/fund/checkout (bearer): a hosted checkout page for an unfunded brief. */
export const startBriefCheckout = (briefId: string) =>
  api.post<TCheckoutSessionResponse>(`/api/briefs/${encodeURIComponent(briefId)}/fund/checkout`);
