import type { TBrandBriefResponse } from '@briefly/shared/briefs';
import type { TFundConfirmRequest } from '@briefly/shared/payments';
import { api } from '@/lib/api-client';

/**
 * POST /api/briefs/:id/fund/confirm (bearer): after the hosted checkout page (sessionId) or a card
 * payment made for this draft (paymentIntentId). The server asks the provider and funds the brief once.
 */
export const confirmBriefFunding = (briefId: string, body: TFundConfirmRequest) =>
  api.post<TBrandBriefResponse>(`/api/briefs/${encodeURIComponent(briefId)}/fund/confirm`, body);
