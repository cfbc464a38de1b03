import { api } from '@/lib/api-client';

/** POST /api/creators/onboard (bearer) { country: 'US' }: creates the payout account (repeats answer the same one). */
export const onboardCreator = () =>
  api.post<{ ok: true; accountId: string }>('/api/creators/onboard', { country: 'US' }, { idempotent: true });
