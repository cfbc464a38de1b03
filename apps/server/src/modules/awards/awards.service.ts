import { centsToDollars, dollarsToCents } from '@briefly/shared/money';
import type { UserType } from '@briefly/shared/options';
import {
  REWARD_MESSAGES,
  splitPlatformFee,
  validateWinners,
  type PayoutStatus,
  type RewardType,
  type TDistributeRequest,
  type TDistributeResponse,
  type TProcessPayoutsResponse,
  type TRewardAssignment,
} from '@briefly/shared/rewards';
import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import { systemClock, type Clock } from '../../platform/module.ts';
import {
  balanceOf,
  briefPoolAccount,
  creatorWalletAccount,
  inflowsOf,
  LEDGER_KINDS,
  type LedgerEntryInput,
  PLATFORM_FEES,
  postTransaction,
} from '../ledger/index.ts';
import { lockBriefInTx } from '../briefs/index.ts';
import { markWinnerInTx } from '../submissions/index.ts';
import type { PayoutsService } from '../payouts/index.ts';
import type { MoneyViewsService } from '../money-views/index.ts';
import * as repo from './awards.repository.ts';
import {
  alreadyRewarded,
  assignmentNotFound,
  briefNotFound,
  duplicateSubmission,
  emptyTier,
  exceedsPool,
  notFunded,
  paidAssignment,
  rejectedSubmission,
  submissionNotFound,
  tierNotFound,
  tierTaken,
  tooManyWinners,
  winnersInvalid,
  wrongCreator,
} from './awards.errors.ts';

// Winners and their awards (decision 007): the award (pool → fees + creator wallet, one ledger
// transaction with the assignment, under the brief's row lock), taking back an unpaid award, and
// processing payouts. Cash leaves through the payouts module after commit (paid, or held).

export interface Actor {
  id: string;
  type: UserType;
}

export interface AwardsServiceOptions {
  db: Db;
  events: EventPublisher;
  platformFeePercent: number;
  /** Cash transfers and credit settlement (the payouts module). */
  payouts: Pick<PayoutsService, 'claimTransferInTx' | 'transferAssignment' | 'settleCredit'>;
  /** The assignment as reward management shows it (the money views). */
  views: Pick<MoneyViewsService, 'assignment'>;
  clock?: Clock;
  /**
   * Tests only (config `TEST_PAUSE_AT`, off by default): awaited at `award-committed` (distribute's
   * awards committed, their transfers not started) and `payouts-claimed` (process-payouts' claims
   * committed, no transfer started), so a crash test can kill the process there.
   */
  testPause?: (point: TestPausePoint) => Promise<void>;
}

/** Where a crash test may hold the process (config `TEST_PAUSE_AT`). */
export type TestPausePoint = 'award-committed' | 'payouts-claimed';

const cashOrCredit = (type: RewardType) => type === 'cash' || type === 'credit';

function awardEntries(a: {
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

export function createAwardsService(options: AwardsServiceOptions) {
  const { db, events, platformFeePercent, payouts, views } = options;
  const now = options.clock ?? systemClock;

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

  // ---------------------------------------------------------------- distribute (Select Winners modal)

  /**
   * POST /api/rewards/distribute-with-stripe: assign and pay in one step. Checks run before any
   * money moves (the whole request fails); a submission that already has a reward is reported in
   * `failed`. One transaction under the brief's row lock creates the assignments and posts the
   * awards; cash is transferred after commit (paid, or held).
   */
  async function distribute(actor: Actor, input: TDistributeRequest): Promise<TDistributeResponse> {
    const invalid = validateWinners(input.winners);
    if (invalid) throw winnersInvalid(invalid);
    if (new Set(input.winners.map((winner) => winner.submissionId)).size !== input.winners.length)
      throw duplicateSubmission();

    const { created, failed, claims } = await db.transaction(async (tx) => {
      const brief = await ownBriefLocked(tx, actor, input.briefId);
      if (!brief.fundedAt) throw notFunded();
      const tiers = await repo.tiersOf(tx, brief.id);
      if (input.winners.length > tiers.length) throw tooManyWinners();
      const submissions = new Map(
        (
          await repo.submissionsOfBrief(
            tx,
            brief.id,
            input.winners.map((winner) => winner.submissionId),
          )
        ).map((row) => [row.id, row]),
      );
      for (const winner of input.winners) {
        const submission = submissions.get(winner.submissionId);
        if (!submission) throw submissionNotFound();
        if (submission.creatorId !== winner.creatorId) throw wrongCreator();
        if (submission.status === 'rejected') throw rejectedSubmission();
      }
      const existing = await repo.assignmentsOfBrief(tx, brief.id);
      const rewarded = new Set(existing.map((row) => row.submissionId));
      const failed = input.winners
        .filter((winner) => rewarded.has(winner.submissionId))
        .map((winner) => ({
          submissionId: winner.submissionId,
          creatorId: winner.creatorId,
          reason: REWARD_MESSAGES.alreadyRewarded,
        }));
      const fresh = input.winners.filter((winner) => !rewarded.has(winner.submissionId));
      if (existing.length + fresh.length > tiers.length) throw tooManyWinners();
      const totalCents = fresh
        .filter((winner) => cashOrCredit(winner.rewardType))
        .reduce((sum, winner) => sum + dollarsToCents(winner.amount), 0);
      if (totalCents > (await balanceOf(tx, briefPoolAccount(brief.id)))) throw exceedsPool();

      const freeTiers = tiers.filter((tier) => !existing.some((row) => row.rewardTierId === tier.id));
      const sourceTransaction = fresh.some((winner) => winner.rewardType === 'cash')
        ? await fundingCharge(tx, brief.id)
        : null;
      const created: repo.AssignmentRow[] = [];
      const claims = new Map<string, Date>();
      for (const [index, winner] of fresh.entries()) {
        const position = winner.position ?? index + 1;
        const tier = freeTiers.find((candidate) => candidate.position === position) ?? freeTiers[0]!;
        freeTiers.splice(freeTiers.indexOf(tier), 1);
        const money = cashOrCredit(winner.rewardType)
          ? splitPlatformFee(dollarsToCents(winner.amount), platformFeePercent)
          : { grossCents: 0, feeCents: 0, netCents: 0 };
        const row = await repo.insertAssignment(tx, {
          briefId: brief.id,
          rewardTierId: tier.id,
          submissionId: winner.submissionId,
          creatorId: winner.creatorId,
          rewardType: winner.rewardType,
          position: tier.position,
          ...money,
          description: winner.description,
          prizeName: winner.rewardType === 'prize' ? (winner.prizeDetails?.name ?? '') : null,
          prizeValue:
            winner.rewardType === 'prize' && winner.prizeDetails?.value !== undefined
              ? String(winner.prizeDetails.value)
              : null,
          prizeDescription: winner.rewardType === 'prize' ? (winner.prizeDetails?.description ?? '') : null,
          // Credit is settled once it is in the wallet; cash waits for its transfer; a prize moves no money.
          payoutStatus: winner.rewardType === 'cash' ? 'pending' : winner.rewardType === 'credit' ? 'paid' : 'none',
          sourceTransaction: winner.rewardType === 'cash' ? sourceTransaction : null,
          paidAt: winner.rewardType === 'credit' ? now() : null,
          createdBy: actor.id,
          createdAt: now(),
        });
        if (!row) throw alreadyRewarded();
        await markWinnerInTx(tx, { submissionId: winner.submissionId, awardedBy: actor.id, at: now() });
        if (money.grossCents > 0) {
          await postTransaction(tx, {
            kind: LEDGER_KINDS.rewardAward,
            referenceType: 'reward_assignment',
            referenceId: row.id,
            entries: awardEntries(row),
          });
        }
        // Cash is paid now: its transfer is claimed with the award, so if we crash before paying
        // it, the claim goes stale and the reconcile job pays it under the same key.
        if (row.rewardType === 'cash') {
          const claimedAt = await payouts.claimTransferInTx(tx, row.id);
          if (claimedAt) claims.set(row.id, claimedAt);
        }
        created.push(row);
      }
      if (created.length > 0)
        await repo.audit(tx, {
          actorId: actor.id,
          action: 'rewards.distributed',
          targetType: 'brief',
          targetId: brief.id,
          data: { assignments: created.map((row) => row.id) },
        });
      await publishAssigned(tx, brief, created);
      return { created, failed, claims };
    });

    if (created.length > 0) await options.testPause?.('award-committed');
    const successful = [];
    for (const row of created) {
      const payoutStatus =
        row.rewardType === 'cash' ? await payouts.transferAssignment(row.id, claims.get(row.id)) : row.payoutStatus;
      successful.push({ ...toDistributeResult(row), payoutStatus });
    }
    return { results: { successful, failed } };
  }

  // ---------------------------------------------------------------- reward management

  /**
   * POST /api/briefs/:id/assign-reward: the tier's money moves into the creator's wallet now
   * (award postings); cash is transferred and credit settled by process-payouts.
   */
  async function assignReward(
    actor: Actor,
    briefId: string,
    input: { rewardTierId: string; submissionId: string; creatorId: string },
  ): Promise<TRewardAssignment> {
    const row = await db.transaction(async (tx) => {
      const brief = await ownBriefLocked(tx, actor, briefId);
      if (!brief.fundedAt) throw notFunded();
      const tier = (await repo.tiersOf(tx, brief.id)).find((candidate) => candidate.id === input.rewardTierId);
      if (!tier) throw tierNotFound();
      const [submission] = await repo.submissionsOfBrief(tx, brief.id, [input.submissionId]);
      if (!submission) throw submissionNotFound();
      if (submission.creatorId !== input.creatorId) throw wrongCreator();
      if (submission.status === 'rejected') throw rejectedSubmission();
      const existing = await repo.assignmentsOfBrief(tx, brief.id);
      if (existing.some((assignment) => assignment.submissionId === submission.id)) throw alreadyRewarded();
      if (existing.some((assignment) => assignment.rewardTierId === tier.id)) throw tierTaken();
      // A tier with both amounts is paid as one award of the sum, in cash (decision 007).
      const grossCents = tier.cashCents + tier.creditCents;
      if (grossCents <= 0) throw emptyTier();
      if (grossCents > (await balanceOf(tx, briefPoolAccount(brief.id)))) throw exceedsPool();
      const row = await repo.insertAssignment(tx, {
        briefId: brief.id,
        rewardTierId: tier.id,
        submissionId: submission.id,
        creatorId: submission.creatorId,
        rewardType: tier.cashCents > 0 ? 'cash' : 'credit',
        position: tier.position,
        ...splitPlatformFee(grossCents, platformFeePercent),
        payoutStatus: 'pending',
        sourceTransaction: tier.cashCents > 0 ? await fundingCharge(tx, brief.id) : null,
        createdBy: actor.id,
        createdAt: now(),
      });
      if (!row) throw alreadyRewarded();
      await markWinnerInTx(tx, { submissionId: submission.id, awardedBy: actor.id, at: now() });
      await postTransaction(tx, {
        kind: LEDGER_KINDS.rewardAward,
        referenceType: 'reward_assignment',
        referenceId: row.id,
        entries: awardEntries(row),
      });
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'reward.assigned',
        targetType: 'reward_assignment',
        targetId: row.id,
        data: { briefId: brief.id, grossCents },
      });
      await publishAssigned(tx, brief, [row]);
      return row;
    });
    return views.assignment(row.id);
  }

  /** DELETE /api/reward-assignments/:id: only while unpaid; the award is taken back by a new ledger transaction. */
  async function removeAssignment(actor: Actor, assignmentId: string): Promise<void> {
    const found = await repo.findAssignment(db, assignmentId);
    if (!found) throw assignmentNotFound();
    await db.transaction(async (tx) => {
      await lockBriefInTx(tx, found.briefId);
      const brief = await repo.findBrief(tx, found.briefId);
      if (!brief || brief.brandId !== actor.id) throw assignmentNotFound();
      const row = await repo.deleteUnpaidAssignment(tx, assignmentId);
      if (!row) {
        if (await repo.findAssignment(tx, assignmentId)) throw paidAssignment();
        throw assignmentNotFound();
      }
      if (row.grossCents > 0) {
        const entries = awardEntries(row).map((entry) => ({ ...entry, amountCents: -entry.amountCents }));
        await postTransaction(tx, {
          kind: LEDGER_KINDS.rewardReversal,
          referenceType: 'reward_assignment',
          referenceId: row.id,
          entries,
        });
      }
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'reward.removed',
        targetType: 'reward_assignment',
        targetId: row.id,
        data: { briefId: row.briefId, grossCents: row.grossCents },
      });
    });
  }

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
    if (rows.length > 0) await options.testPause?.('payouts-claimed');
    const results = [];
    for (const row of rows) {
      let payoutStatus: PayoutStatus = row.payoutStatus;
      if (row.rewardType === 'cash') payoutStatus = await payouts.transferAssignment(row.id, claims.get(row.id));
      else if (row.rewardType === 'credit') payoutStatus = settled.get(row.id) ?? payoutStatus;
      results.push({ ...toDistributeResult(row), payoutStatus });
    }
    return { message: REWARD_MESSAGES.payoutsProcessed, processed: results.length, results };
  }

  return { distribute, assignReward, removeAssignment, processPayouts };
}

export type AwardsService = ReturnType<typeof createAwardsService>;
