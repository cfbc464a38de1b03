import { REWARD_MESSAGES, type PayoutStatus, type TProcessPayoutsResponse } from '@briefly/shared/rewards';
import * as repo from '../awards.repository.ts';
import { briefNotFound } from '../awards.errors.ts';
import type { Actor, AwardsDeps } from './deps.ts';
import { toDistributeResult } from './shared.ts';

/** Processing a brief's payouts: its unsettled cash transferred, its credit settled. */
export function processPayoutUseCases(deps: AwardsDeps) {
  const { db, payouts } = deps;

  /**
   * POST /api/briefs/:id/process-payouts: transfers every unsettled cash award (paid or held) and
   * settles credit. One transaction first claims every cash transfer and settles the credit, so a
   * crash afterwards leaves only claims, which the reconcile job finishes with the same keys.
   */
  async function processPayouts(actor: Actor, briefId: string): Promise<TProcessPayoutsResponse> {
    const brief = await repo.findBrief(db, briefId);
    if (!brief || brief.brandId !== actor.id) throw briefNotFound();
    const { rows, claims, settled } = await db.transaction(async (tx) => {
      const rows = await repo.unsettledOfBrief(tx, briefId);
      const claims = new Map<string, Date>();
      const settled = new Map<string, PayoutStatus>();
      for (const row of rows) {
        if (row.rewardType === 'cash') {
          const claimedAt = await payouts.claimTransferInTx(tx, row.id);
          if (claimedAt) claims.set(row.id, claimedAt);
        } else if (row.rewardType === 'credit') {
          const status = await payouts.settleCredit(row.id, tx);
          if (status) settled.set(row.id, status);
        }
      }
      return { rows, claims, settled };
    });
    if (rows.length > 0) await deps.testPause?.('payouts-claimed');
    const results = [];
    for (const row of rows) {
      let payoutStatus: PayoutStatus = row.payoutStatus;
      if (row.rewardType === 'cash') payoutStatus = await payouts.transferAssignment(row.id, claims.get(row.id));
      else if (row.rewardType === 'credit') payoutStatus = settled.get(row.id) ?? payoutStatus;
      results.push({ ...toDistributeResult(row), payoutStatus });
    }
    return { message: REWARD_MESSAGES.payoutsProcessed, processed: results.length, results };
  }

  return { processPayouts };
}
