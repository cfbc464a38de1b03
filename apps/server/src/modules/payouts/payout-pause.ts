import type { Db } from '../../db/client.ts';
import * as repo from './payouts.repository.ts';
import { STALE_TRANSFER_CLAIM_MS } from './payouts.service.ts';

// An award's payout paused while a dispute about it is open (docs/product/disputes.md): every
// transfer claims the award first, and a claim skips a paused award, so neither the held-payouts job
// nor Process Payouts sends it.

/**
 * In the caller's transaction: 'paused', 'settled' (nothing left to send: paid, credit or a prize),
 * 'in_flight' (a transfer is being sent right now), or 'missing'.
 */
export async function pausePayoutInTx(
  tx: Db,
  assignmentId: string,
  now: Date,
): Promise<'paused' | 'settled' | 'in_flight' | 'missing'> {
  const row = await repo.pausePayout(tx, assignmentId, now, new Date(now.getTime() - STALE_TRANSFER_CLAIM_MS));
  if (row) return row.rewardType === 'cash' && row.payoutStatus !== 'paid' ? 'paused' : 'settled';
  return (await repo.findAssignment(tx, assignmentId)) ? 'in_flight' : 'missing';
}

/** In the caller's transaction: the payout may go again; true when it still waits to be sent (the caller sends it after commit). */
export async function releasePayoutInTx(tx: Db, assignmentId: string): Promise<boolean> {
  const row = await repo.releasePayout(tx, assignmentId);
  return !!row && row.rewardType === 'cash' && row.payoutStatus !== 'paid';
}
