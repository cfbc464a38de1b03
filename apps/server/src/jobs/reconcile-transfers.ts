import type { RewardsService } from '../modules/rewards/rewards.service.ts';
import type { WithdrawalsService } from '../modules/rewards/withdrawals.service.ts';

/**
 * Money left in flight: cash transfers claimed and never finished (a crash between the provider
 * call and our commit), approved withdrawals whose transfer has not succeeded, and pool refunds the
 * provider has not confirmed. Each is retried with its original idempotency key, so the provider
 * answers with the first object instead of moving money again.
 */
export async function reconcileTransfers(deps: { rewards: Pick<RewardsService, 'reconcileTransfers'>; withdrawals: Pick<WithdrawalsService, 'reconcileApproved'>; limit?: number }) {
  const transfers = await deps.rewards.reconcileTransfers({ limit: deps.limit ?? 200 });
  const withdrawals = await deps.withdrawals.reconcileApproved({ limit: deps.limit ?? 200 });
  return { transfers, withdrawals };
}
