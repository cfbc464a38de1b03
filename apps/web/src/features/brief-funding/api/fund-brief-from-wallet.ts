import type { TBrandBriefResponse } from '@briefly/shared/briefs';
import { api } from '@/lib/api-client';

/**
 * POST /api/briefs/:id/fund/wallet (bearer): moves the whole reward from the brand's wallet into an
 * unfunded brief of the brand and publishes it. 409 INSUFFICIENT_BALANCE when the balance is too low.
 */
export const fundBriefFromWallet = (briefId: string) =>
  api.post<TBrandBriefResponse>(`/api/briefs/${encodeURIComponent(briefId)}/fund/wallet`, undefined, {
    idempotent: true,
  });
