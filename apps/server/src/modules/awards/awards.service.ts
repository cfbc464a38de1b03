import { awardsDeps, type AwardsServiceOptions } from './service/deps.ts';
import { distributeUseCases } from './service/distribute.ts';
import { processPayoutUseCases } from './service/process-payouts.ts';
import { rewardManagementUseCases } from './service/reward-management.ts';
import { awardSteps } from './service/shared.ts';

export type { Actor, AwardsServiceOptions, TestPausePoint } from './service/deps.ts';
export { toDistributeResult } from './service/shared.ts';

// Winners and their awards (decision 007): the award (pool → fees + creator wallet, one ledger
// transaction with the assignment, under the brief's row lock), taking back an unpaid award, and
// processing payouts. Cash leaves through the payouts module after commit (paid, or held).
// Each group of use cases is a file in service/; this factory wires them.
export function createAwardsService(options: AwardsServiceOptions) {
  const deps = awardsDeps(options);
  const steps = awardSteps(deps);
  const distribute = distributeUseCases(deps, steps);
  const rewardManagement = rewardManagementUseCases(deps, steps);
  const payouts = processPayoutUseCases(deps);

  return {
    distribute: distribute.distribute,
    previewDistribution: distribute.preview,
    assignReward: rewardManagement.assignReward,
    removeAssignment: rewardManagement.removeAssignment,
    processPayouts: payouts.processPayouts,
    previewPayouts: payouts.previewPayouts,
  };
}

export type AwardsService = ReturnType<typeof createAwardsService>;
