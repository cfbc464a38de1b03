import { centsToDollars } from '@briefly/shared/money';
import type { RewardType } from '@briefly/shared/rewards';
import type { Db } from '../../../db/client.ts';
import {
  briefPoolAccount,
  creatorWalletAccount,
  inflowsOf,
  LEDGER_KINDS,
  type LedgerEntryInput,
  PLATFORM_FEES,
} from '../../ledger/index.ts';
import { lockBriefInTx } from '../../briefs/index.ts';
import * as repo from '../awards.repository.ts';
import { briefNotFound } from '../awards.errors.ts';
import type { Actor, AwardsDeps } from './deps.ts';

// What the awards use cases share: an award's ledger entries, its result row, and the steps every
// use case takes on a brief (its lock, its events, the charge that funded it).

export const cashOrCredit = (type: RewardType) => type === 'cash' || type === 'credit';

export function awardEntries(a: {
  briefId: string;
  creatorId: string;
  grossCents: number;
  feeCents: number;
  netCents: number;
}): LedgerEntryInput[] {
  const entries: LedgerEntryInput[] = [{ account: briefPoolAccount(a.briefId), amountCents: -a.grossCents }];
  if (a.feeCents > 0) entries.push({ account: PLATFORM_FEES, amountCents: a.feeCents });
  if (a.netCents > 0) entries.push({ account: creatorWalletAccount(a.creatorId), amountCents: a.netCents });
  return entries;
}

export function toDistributeResult(row: repo.AssignmentRow) {
  return {
    submissionId: row.submissionId,
    creatorId: row.creatorId,
    assignmentId: row.id,
    rewardType: row.rewardType,
    gross: centsToDollars(row.grossCents),
    platformFee: centsToDollars(row.feeCents),
    net: centsToDollars(row.netCents),
    payoutStatus: row.payoutStatus,
  };
}

/** The steps the use cases share, on the same options. */
export function awardSteps(deps: AwardsDeps) {
  const { events } = deps;

  /** The actor's brief, locked until commit (through the briefs module, which owns its lock order). */
  async function ownBriefLocked(tx: Db, actor: Actor, briefId: string): Promise<repo.AwardBrief> {
    await lockBriefInTx(tx, briefId);
    const brief = await repo.findBrief(tx, briefId);
    if (!brief || brief.brandId !== actor.id) throw briefNotFound();
    return brief;
  }

  async function publishAssigned(tx: Db, brief: repo.AwardBrief, rows: repo.AssignmentRow[]): Promise<void> {
    for (const row of rows) {
      await events.publish(tx, {
        type: 'reward.assigned',
        assignmentId: row.id,
        briefId: brief.id,
        brandId: brief.brandId,
        creatorId: row.creatorId,
        rewardType: row.rewardType,
        netCents: row.netCents,
      });
    }
  }

  /**
   * The charge a brief's cash awards are transferred from (`source_transaction`): the one card
   * charge that funded it; null when wallet money went into its pool or no single charge is known.
   * Read when an award is made and stored with it: the funding never changes after that, and
   * every retry of the transfer sends the same parameters under the same key.
   */
  async function fundingCharge(tx: Db, briefId: string): Promise<string | null> {
    const pool = briefPoolAccount(briefId);
    const fromWallet = (await inflowsOf(tx, [pool], [LEDGER_KINDS.walletToBrief])).get(pool) ?? 0;
    if (fromWallet > 0) return null;
    return repo.fundingChargeOf(tx, briefId);
  }

  return { ownBriefLocked, publishAssigned, fundingCharge };
}

export type AwardSteps = ReturnType<typeof awardSteps>;
