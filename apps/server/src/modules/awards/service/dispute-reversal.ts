import type { Db } from '../../../db/client.ts';
import {
  balanceOf,
  briefPoolAccount,
  creatorWalletAccount,
  LEDGER_KINDS,
  PLATFORM_FEES,
  postTransaction,
  type LedgerEntryInput,
} from '../../ledger/index.ts';
import * as repo from '../awards.repository.ts';
import { UNSETTLED_PAYOUT_STATUSES } from '../../payouts/index.ts';

// An award reversed by a dispute's resolution (docs/product/disputes.md, decision 046). The caller
// holds the brief's lock and its own transaction; the posting is `reward_reversal` of the award, like
// a brand's removal, so an award is taken back at most once.

export interface AwardReversal {
  /** The award as it was (gone now), or undefined when it had already been taken back. */
  assignment: repo.AssignmentRow | undefined;
  /** Cents back in the brief's pool (the fee and what was recovered from the creator). */
  returnedCents: number;
  /** Cents taken from the creator's wallet. */
  recoveredCents: number;
}

/**
 * Unsettled (cash not yet sent, credit not yet settled): the whole award goes back to the pool.
 * Settled (cash transferred, credit settled): the fee goes back, and of the creator's net only what
 * their wallet holds beyond their other unsettled awards — a wallet never goes below zero and never
 * pays for another award's transfer. A prize moves nothing.
 */
export async function reverseAwardInTx(tx: Db, assignmentId: string): Promise<AwardReversal> {
  const found = await repo.findAssignment(tx, assignmentId);
  if (!found) return { assignment: undefined, returnedCents: 0, recoveredCents: 0 };
  const unsettled = (UNSETTLED_PAYOUT_STATUSES as readonly string[]).includes(found.payoutStatus);
  let recoveredCents = found.netCents;
  if (!unsettled && found.netCents > 0) {
    const wallet = await balanceOf(tx, creatorWalletAccount(found.creatorId));
    const owed = await repo.unsettledNetOfCreatorExcept(tx, found.creatorId, found.id);
    recoveredCents = Math.max(0, Math.min(found.netCents, wallet - owed));
  }
  const assignment = await repo.deleteAssignment(tx, assignmentId);
  if (!assignment) return { assignment: undefined, returnedCents: 0, recoveredCents: 0 };
  const returnedCents = assignment.feeCents + recoveredCents;
  if (returnedCents > 0) {
    const entries: LedgerEntryInput[] = [{ account: briefPoolAccount(assignment.briefId), amountCents: returnedCents }];
    if (assignment.feeCents > 0) entries.push({ account: PLATFORM_FEES, amountCents: -assignment.feeCents });
    if (recoveredCents > 0)
      entries.push({ account: creatorWalletAccount(assignment.creatorId), amountCents: -recoveredCents });
    await postTransaction(tx, {
      kind: LEDGER_KINDS.rewardReversal,
      referenceType: 'reward_assignment',
      referenceId: assignment.id,
      entries,
    });
  }
  return { assignment, returnedCents, recoveredCents };
}
