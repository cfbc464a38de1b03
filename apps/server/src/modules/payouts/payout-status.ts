/**
 * Payout statuses of an award whose money is not settled yet: cash not transferred (pending, held,
 * or the legacy failed) and credit not yet processed (decision 007). Awards, payouts, pool refunds
 * and the money views all read "unsettled" this way.
 */
export const UNSETTLED_PAYOUT_STATUSES = ['pending', 'held', 'failed'] as const;
