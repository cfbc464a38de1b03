// GET /api/config/public: what the browser may know about the deployment (demo mode, Google client id,
// payments mode). Cached for the whole visit.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface PublicConfig {
  demoMode: boolean;
  demoAdmin: { email: string; password: string } | null;
  googleClientId: string | null;
  paymentsMode: 'test' | 'stripe';
  /** Stripe.js key in Stripe mode; null in test mode (cards are confirmed with /test-provider). */
  stripePublishableKey: string | null;
  /** The fee taken from each cash or credit reward when it is awarded, in percent (docs/product/rewards-and-payouts.md#platform-fee). */
  platformFeePercent: number;
  /** Whether unverified addresses are held back (docs/product/accounts.md#verified-email-addresses); absent from older servers. */
  emailVerification?: boolean;
  version: string;
}

export const getPublicConfig = (signal?: AbortSignal) =>
  api.get<PublicConfig>('/api/config/public', { signal, auth: false });

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    retry: 1,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
