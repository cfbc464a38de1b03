import type { PayoutsService } from './payouts.service.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

// The payouts module's scheduled jobs: the safety nets that finish money left in flight.

/**
 * Transfers cash held for creators whose payout account is now active (decision 007). Normally
 * account.updated does it at once; this is the safety net. Each transfer claims its assignment
 * (compare-and-set) and uses the key `transfer:<assignmentId>`, so several processes, or a retry
 * after a crash, cannot pay twice. Scheduled by the payouts module.
 */
export async function releaseHeldPayouts(deps: {
  payouts: Pick<PayoutsService, 'releaseHeldPayouts'>;
  limit?: number;
}) {
  return deps.payouts.releaseHeldPayouts({ limit: deps.limit ?? 200 });
}

/**
 * Money left in flight to creators: cash transfers claimed and never finished (a crash between the
 * provider call and our commit) and approved withdrawals whose transfer has not succeeded. Each is
 * retried with its original idempotency key, so the provider answers with the first object instead
 * of moving money again. Scheduled by the payouts module; pending pool refunds are retried by the
 * pool-refunds module's own job.
 */
export async function reconcileTransfers(deps: {
  payouts: Pick<PayoutsService, 'reconcileTransfers'>;
  withdrawals: Pick<WithdrawalsService, 'reconcileApproved'>;
  limit?: number;
}) {
  const transfers = await deps.payouts.reconcileTransfers({ limit: deps.limit ?? 200 });
  const withdrawals = await deps.withdrawals.reconcileApproved({ limit: deps.limit ?? 200 });
  return { transfers, withdrawals };
}
