import type { TCreatePaymentIntentRequest, TCreatePaymentIntentResponse } from '@briefly/shared/payments';
import { api } from '@/lib/api-client';

/**
 * POST /api/payments/create-payment-intent (bearer): an intent for `amount` cents to fund a brief —
 * a new one (briefTitle) or an existing unfunded draft (briefId).
 */
export const createPaymentIntent = (body: TCreatePaymentIntentRequest, signal?: AbortSignal) =>
  api.post<Partial<TCreatePaymentIntentResponse>>('/api/payments/create-payment-intent', body, { signal });
