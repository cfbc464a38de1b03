import type { TCheckoutSessionResponse, TWalletCheckoutRequest } from '@briefly/shared/payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/brands/wallet/checkout (bearer) { amount } in dollars → a hosted checkout page that adds
 * the amount to the wallet. Idempotent: a lost answer is asked again without opening a second session.
 */
export const startWalletCheckout = (body: TWalletCheckoutRequest) =>
  api.post<TCheckoutSessionResponse>('/api/brands/wallet/checkout', body, { idempotent: true });

export const useStartWalletCheckout = () =>
  useMutation({ mutationKey: ['brand', 'wallet', 'checkout'], mutationFn: startWalletCheckout });
