import type { TCheckoutRecheckResponse } from '@briefly/shared/payments';
import { api } from '@/lib/api-client';

/** POST /api/stripe/webhook (bearer) from the wallet success page: asks the server to re-check the session. */
export const recheckWalletSession = (sessionId: string) =>
  api.post<TCheckoutRecheckResponse>('/api/stripe/webhook', { sessionId });
