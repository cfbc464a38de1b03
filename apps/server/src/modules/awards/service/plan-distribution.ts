import { dollarsToCents } from '@briefly/shared/money';
import { REWARD_MESSAGES, splitPlatformFee, validateWinners, type TWinnerEntry } from '@briefly/shared/rewards';
import type { Db } from '../../../db/client.ts';
import { balanceOf, briefPoolAccount } from '../../ledger/index.ts';
import * as repo from '../awards.repository.ts';
import {
  duplicateNotAcknowledged,
  duplicateSubmission,
  exceedsPool,
  notFunded,
  rejectedSubmission,
  submissionNotFound,
  tooManyWinners,
  winnersInvalid,
  wrongCreator,
} from '../awards.errors.ts';
import { cashOrCredit } from './shared.ts';

// The one place that decides what a distribution does (decision 045): which tier each winner
// takes, the fee and net of each award, where its money goes (a connected account now, held in
// the wallet until a payout account is active, credited, or nothing for a prize) and what is left
// in the pool. Distribute carries the plan out; its preview (the Select Winners confirm dialog)
// returns the same plan without writing, so the dialog and the payment cannot disagree.

/** Where an award's money goes when it is made. */
export type AwardDestination = 'connected_account' | 'held' | 'wallet_credit' | 'none';

export interface PlannedAward {
  winner: TWinnerEntry;
  tier: repo.TierRow;
  grossCents: number;
  feeCents: number;
  netCents: number;
  destination: AwardDestination;
  /** Why cash is held (the same sentence the payout records), null otherwise. */
  heldReason: string | null;
}

export interface DistributionPlan {
  brief: repo.AwardBrief;
  fresh: PlannedAward[];
  failed: Array<{ submissionId: string; creatorId: string; reason: string }>;
  poolBeforeCents: number;
  poolAfterCents: number;
}

export interface PlanInput {
  winners: TWinnerEntry[];
  feePercent: number;
  /** The brand acknowledged that a winner flagged as a copied link is the creator's own (decision 048). */
  acknowledgeDuplicate?: boolean;
  /** Whether a creator's payout account can receive a transfer now (the payouts module's rule). */
  canReceiveTransfer: (tx: Db, creatorId: string) => Promise<boolean>;
}

/** Checks run before any money moves: the whole request fails on the first one that does not hold. */
export function checkWinners(winners: TWinnerEntry[]): void {
  const invalid = validateWinners(winners);
  if (invalid) throw winnersInvalid(invalid);
  if (new Set(winners.map((winner) => winner.submissionId)).size !== winners.length) throw duplicateSubmission();
}

/** The plan of a distribution on `brief` (locked by the caller), read in the caller's transaction. */
export async function planDistribution(tx: Db, brief: repo.AwardBrief, input: PlanInput): Promise<DistributionPlan> {
  const { winners, feePercent } = input;
  checkWinners(winners);
  if (!brief.fundedAt) throw notFunded();
  const tiers = await repo.tiersOf(tx, brief.id);
  if (winners.length > tiers.length) throw tooManyWinners();
  const submissions = new Map(
    (
      await repo.submissionsOfBrief(
        tx,
        brief.id,
        winners.map((winner) => winner.submissionId),
      )
    ).map((row) => [row.id, row]),
  );
  for (const winner of winners) {
    const submission = submissions.get(winner.submissionId);
    if (!submission) throw submissionNotFound();
    if (submission.creatorId !== winner.creatorId) throw wrongCreator();
    if (submission.status === 'rejected') throw rejectedSubmission();
    if (submission.duplicateOf && input.acknowledgeDuplicate !== true) throw duplicateNotAcknowledged();
  }
  const existing = await repo.assignmentsOfBrief(tx, brief.id);
  const rewarded = new Set(existing.map((row) => row.submissionId));
  const failed = winners
    .filter((winner) => rewarded.has(winner.submissionId))
    .map((winner) => ({
      submissionId: winner.submissionId,
      creatorId: winner.creatorId,
      reason: REWARD_MESSAGES.alreadyRewarded,
    }));
  const fresh = winners.filter((winner) => !rewarded.has(winner.submissionId));
  if (existing.length + fresh.length > tiers.length) throw tooManyWinners();
  const totalCents = fresh
    .filter((winner) => cashOrCredit(winner.rewardType))
    .reduce((sum, winner) => sum + dollarsToCents(winner.amount), 0);
  const poolBeforeCents = await balanceOf(tx, briefPoolAccount(brief.id));
  if (totalCents > poolBeforeCents) throw exceedsPool();

  const freeTiers = tiers.filter((tier) => !existing.some((row) => row.rewardTierId === tier.id));
  const planned: PlannedAward[] = [];
  for (const [index, winner] of fresh.entries()) {
    const position = winner.position ?? index + 1;
    const tier = freeTiers.find((candidate) => candidate.position === position) ?? freeTiers[0]!;
    freeTiers.splice(freeTiers.indexOf(tier), 1);
    const money = cashOrCredit(winner.rewardType)
      ? splitPlatformFee(dollarsToCents(winner.amount), feePercent)
      : { grossCents: 0, feeCents: 0, netCents: 0 };
    let destination: AwardDestination = 'none';
    let heldReason: string | null = null;
    if (winner.rewardType === 'credit') destination = 'wallet_credit';
    if (winner.rewardType === 'cash') {
      const canReceive = money.netCents === 0 || (await input.canReceiveTransfer(tx, winner.creatorId));
      destination = canReceive ? 'connected_account' : 'held';
      heldReason = canReceive ? null : REWARD_MESSAGES.noAccountHint;
    }
    planned.push({ winner, tier, ...money, destination, heldReason });
  }
  return { brief, fresh: planned, failed, poolBeforeCents, poolAfterCents: poolBeforeCents - totalCents };
}
