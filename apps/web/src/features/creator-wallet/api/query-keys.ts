/**
 * Creator queries start with ['creator'] (as in the creator workspace), so one invalidation after a
 * reward, a withdrawal or an account change refreshes every creator figure together.
 */
export const CREATOR_QUERY_ROOT = ['creator'] as const;

export const walletKeys = {
  wallet: (userId: string) => [...CREATOR_QUERY_ROOT, 'wallet', userId] as const,
  account: (userId: string) => [...CREATOR_QUERY_ROOT, 'payout-account', userId] as const,
  payouts: (userId: string) => [...CREATOR_QUERY_ROOT, 'wallet-payouts', userId] as const,
  withdrawals: () => [...CREATOR_QUERY_ROOT, 'withdrawals'] as const,
};
