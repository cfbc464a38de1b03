import type { RewardsService } from '../modules/rewards/rewards.service.ts';

/**
 * Transfers cash held for creators whose payout account is now active (payments.md §2). Normally
 * account.updated does it at once; this is the safety net. Each transfer claims its assignment
 * (compare-and-set) and uses the key `transfer:<assignmentId>`, so several processes, or a retry
 * after a crash, cannot pay twice.
 */
export async function releaseHeldPayouts(deps: { rewards: Pick<RewardsService, 'releaseHeldPayouts'>; limit?: number }) {
  return deps.rewards.releaseHeldPayouts({ limit: deps.limit ?? 200 });
}
