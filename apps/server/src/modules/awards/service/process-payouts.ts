import { centsToDollars } from '@briefly/shared/money';
import type { TProcessPayoutsPreview } from '@briefly/shared/reward-preview';
import { REWARD_MESSAGES, type PayoutStatus, type TProcessPayoutsResponse } from '@briefly/shared/rewards';
import type { Db } from '../../../db/client.ts';
import { balanceOf, briefPoolAccount } from '../../ledger/index.ts';
import * as repo from '../awards.repository.ts';
import { briefNotFound } from '../awards.errors.ts';
import type { Actor, AwardsDeps } from './deps.ts';
import type { AwardDestination } from './plan-distribution.ts';
import { toDistributeResult } from './shared.ts';

/** One unsettled award and where processing sends its money now (decision 047). */
export interface PlannedPayout {
  row: repo.AssignmentRow;
  destination: AwardDestination;
  heldReason: string | null;
}

/**
 * The one place that decides what Process Payouts does (decision 047): the brief's unsettled
 * awards, and for each where its net goes — a connected account when the payouts module's
 * `canReceiveTransfer` holds (the rule the transfer applies), held with the payout's own reason
 * otherwise, credit settled in the wallet. The action carries it out; its preview returns it.
 */
export async function planPayouts(
  tx: Db,
  briefId: string,
  canReceiveTransfer: (tx: Db, creatorId: string) => Promise<boolean>,
): Promise<PlannedPayout[]> {
  const rows = await repo.unsettledOfBrief(tx, briefId);
  const planned: PlannedPayout[] = [];
  for (const row of rows) {
    if (row.rewardType === 'cash') {
      const canReceive = row.netCents === 0 || (await canReceiveTransfer(tx, row.creatorId));
      planned.push({
        row,
        destination: canReceive ? 'connected_account' : 'held',
        heldReason: canReceive ? null : REWARD_MESSAGES.noAccountHint,
      });
    } else planned.push({ row, destination: row.rewardType === 'credit' ? 'wallet_credit' : 'none', heldReason: null });
  }
  return planned;
}

/** Processing a brief's payouts: its unsettled cash transferred, its credit settled. */
export function processPayoutUseCases(deps: AwardsDeps) {
  const { db, payouts } = deps;

  async function ownBrief(actor: Actor, briefId: string) {
    const brief = await repo.findBrief(db, briefId);
    if (!brief || brief.brandId !== actor.id) throw briefNotFound();
    return brief;
  }

  /** GET /api/briefs/:id/process-payouts/preview: the plan Process Payouts would follow now; writes nothing. */
  async function previewPayouts(actor: Actor, briefId: string): Promise<TProcessPayoutsPreview> {
    await ownBrief(actor, briefId);
    const { planned, poolCents } = await db.transaction(async (tx) => ({
      planned: await planPayouts(tx, briefId, payouts.canReceiveTransfer),
      poolCents: await balanceOf(tx, briefPoolAccount(briefId)),
    }));
    const sum = (destination: AwardDestination) =>
      centsToDollars(
        planned.filter((p) => p.destination === destination).reduce((total, p) => total + p.row.netCents, 0),
      );
    return {
      payees: planned.map(({ row, destination, heldReason }) => ({
        assignmentId: row.id,
        submissionId: row.submissionId,
        creatorId: row.creatorId,
        rewardType: row.rewardType,
        net: centsToDollars(row.netCents),
        destination,
        heldReason,
      })),
      totals: {
        net: centsToDollars(planned.reduce((total, p) => total + p.row.netCents, 0)),
        toConnectedAccounts: sum('connected_account'),
        held: sum('held'),
        credited: sum('wallet_credit'),
      },
      poolLeft: centsToDollars(poolCents),
    };
  }

  /**
   * POST /api/briefs/:id/process-payouts: transfers every unsettled cash award (paid or held) and
   * settles credit. One transaction first claims every cash transfer and settles the credit, so a
   * crash afterwards leaves only claims, which the reconcile job finishes with the same keys.
   */
  async function processPayouts(actor: Actor, briefId: string): Promise<TProcessPayoutsResponse> {
    await ownBrief(actor, briefId);
    const { rows, claims, settled } = await db.transaction(async (tx) => {
      const rows = (await planPayouts(tx, briefId, payouts.canReceiveTransfer)).map((p) => p.row);
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

  return { processPayouts, previewPayouts };
}
