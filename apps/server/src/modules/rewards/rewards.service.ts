import { centsToDollars, dollarsToCents } from '@briefly/shared/money';
import {
  REWARD_MESSAGES,
  splitPlatformFee,
  validateWinners,
  type PayoutStatus,
  type RewardType,
  type TBriefMoneySummary,
  type TDistributeRequest,
  type TDistributeResponse,
  type TPayout,
  type TProcessPayoutsResponse,
  type TRefundResponse,
  type TRewardAssignment,
  type TRewardManagementBrief,
  type TWallet,
} from '@briefly/shared/rewards';
import type { UserType } from '@briefly/shared/options';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { PaymentsProvider } from '../../integrations/payments/provider.ts';
import { balanceOf, balancesOf, inflowsOf, move, postTransaction, totalsByKind, type LedgerEntryInput } from '../ledger/ledger.service.ts';
import {
  brandWalletAccount,
  briefPoolAccount,
  creatorReservedAccount,
  creatorWalletAccount,
  EXTERNAL_CARD_REFUNDS,
  EXTERNAL_CONNECTED_ACCOUNTS,
  LEDGER_KINDS,
  PLATFORM_FEES,
} from '../ledger/ledger.accounts.ts';
import { FUNDING_KINDS } from '../briefs/brief-funding.ts';
import { withProvider } from '../payments/payments.errors.ts';
import type { BriefActivitySource } from '../briefs/briefs.activity.ts';
import * as repo from './rewards.repository.ts';
import { createRefundFailuresService } from './refund-failures.service.ts';
import {
  alreadyRewarded,
  assignmentNotFound,
  briefNotFound,
  duplicateSubmission,
  emptyTier,
  exceedsPool,
  notFunded,
  paidAssignment,
  refundNotArchived,
  refundNothing,
  refundUnsettled,
  rejectedSubmission,
  submissionNotFound,
  tierNotFound,
  tierTaken,
  tooManyWinners,
  winnersInvalid,
  wrongCreator,
} from './rewards.errors.ts';

// Winners and their money (payments.md §2): award (pool → fees + creator wallet, one ledger
// transaction with the assignment), transfer of cash to the creator's connected account (after
// commit, key `transfer:<assignmentId>`), holding cash while there is no active account, taking
// back an unpaid award, and refunding what is left of a pool.

export interface Actor {
  id: string;
  type: UserType;
}

export interface RewardsServiceOptions {
  db: Db;
  provider: PaymentsProvider;
  events: EventBus;
  platformFeePercent: number;
  now?: () => Date;
}

/** A transfer claim older than this is considered abandoned (a crash) and may be retried. */
export const STALE_TRANSFER_CLAIM_MS = 5 * 60_000;

const cashOrCredit = (type: RewardType) => type === 'cash' || type === 'credit';

function awardEntries(a: { briefId: string; creatorId: string; grossCents: number; feeCents: number; netCents: number }): LedgerEntryInput[] {
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

function toAssignment(view: repo.AssignmentView): TRewardAssignment {
  const a = view.assignment;
  return {
    id: a.id,
    rewardTierId: a.rewardTierId,
    submissionId: a.submissionId,
    creatorId: a.creatorId,
    rewardType: a.rewardType,
    gross: centsToDollars(a.grossCents),
    platformFee: centsToDollars(a.feeCents),
    net: centsToDollars(a.netCents),
    payoutStatus: a.payoutStatus,
    prizeDetails: a.rewardType === 'prize' ? { name: a.prizeName ?? '', value: a.prizeValue ?? '', description: a.prizeDescription ?? '' } : null,
    creator: { fullName: view.fullName ?? '', userName: view.userName ?? '' },
    submission: { submittedAt: view.submittedAt.toISOString() },
    createdAt: a.createdAt.toISOString(),
  };
}

export function createRewardsService(options: RewardsServiceOptions) {
  const { db, provider, events, platformFeePercent } = options;
  const now = options.now ?? (() => new Date());
  const refundFailures = createRefundFailuresService({ db, provider, events, now });

  async function ownBriefLocked(tx: Db, actor: Actor, briefId: string): Promise<repo.AwardBrief> {
    const brief = await repo.lockBrief(tx, briefId);
    if (!brief || brief.brandId !== actor.id) throw briefNotFound();
    return brief;
  }

  async function publishAssigned(brief: repo.AwardBrief, rows: repo.AssignmentRow[]): Promise<void> {
    for (const row of rows) {
      await events.publish({ type: 'reward.assigned', assignmentId: row.id, briefId: brief.id, brandId: brief.brandId, creatorId: row.creatorId, rewardType: row.rewardType, netCents: row.netCents });
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

  // ---------------------------------------------------------------- transfers

  /**
   * Pays one cash award to the creator's connected account, at most once: a compare-and-set claim,
   * the provider transfer with key `transfer:<assignmentId>` (from the funding charge stored with
   * the award, when there is one), then (one transaction) the status and `creator wallet →
   * external:connected_accounts`. Without an active account, or when the provider refuses, the
   * money stays in the wallet and the award is `held` for a later attempt.
   */
  async function transferAssignment(assignmentId: string): Promise<PayoutStatus> {
    const claimedAt = now();
    const claimed = await repo.claimTransfer(db, assignmentId, claimedAt, new Date(claimedAt.getTime() - STALE_TRANSFER_CLAIM_MS));
    if (!claimed) return (await repo.findAssignment(db, assignmentId))?.payoutStatus ?? 'none';
    const hold = async (reason: string): Promise<PayoutStatus> => {
      const held = await repo.releaseAsHeld(db, assignmentId, claimedAt, reason);
      if (held) await events.publish({ type: 'payout.held', assignmentId, briefId: held.briefId, creatorId: held.creatorId, amountCents: held.netCents, reason });
      return held?.payoutStatus ?? (await repo.findAssignment(db, assignmentId))?.payoutStatus ?? 'none';
    };

    let transferId: string | null = null;
    if (claimed.netCents > 0) {
      const account = await repo.findPayoutAccount(db, claimed.creatorId);
      if (!account || account.status !== 'active') return hold(REWARD_MESSAGES.noAccountHint);
      try {
        ({ id: transferId } = await provider.createTransfer({
          amountCents: claimed.netCents,
          currency: 'usd',
          destination: account.providerAccountId,
          transferGroup: `brief_${claimed.briefId}`,
          ...(claimed.sourceTransaction ? { sourceTransaction: claimed.sourceTransaction } : {}),
          idempotencyKey: `transfer:${assignmentId}`,
        }));
      } catch (error) {
        return hold(error instanceof Error ? error.message : 'The transfer failed');
      }
    }
    const paid = await db.transaction(async (tx) => {
      const row = await repo.markTransferred(tx, assignmentId, transferId, now());
      if (!row) return null;
      if (row.netCents > 0) {
        await postTransaction(tx, {
          kind: LEDGER_KINDS.rewardTransfer,
          referenceType: 'reward_assignment',
          referenceId: row.id,
          entries: move(creatorWalletAccount(row.creatorId), EXTERNAL_CONNECTED_ACCOUNTS, row.netCents),
        });
      }
      await repo.audit(tx, { actorId: null, action: 'payout.transferred', targetType: 'reward_assignment', targetId: row.id, data: { amountCents: row.netCents, transferId } });
      return row;
    });
    if (paid) await events.publish({ type: 'payout.paid', assignmentId, briefId: paid.briefId, creatorId: paid.creatorId, amountCents: paid.netCents, transferId });
    return 'paid';
  }

  /** Transfers held cash of creators whose account is active (one creator after their account.updated, or all: the job). */
  async function releaseHeldPayouts(args: { creatorId?: string; limit?: number } = {}): Promise<{ attempted: number; paid: number }> {
    const ids = await repo.heldForActiveAccounts(db, args.limit ?? 100, args.creatorId);
    let paid = 0;
    for (const id of ids) if ((await transferAssignment(id)) === 'paid') paid++;
    return { attempted: ids.length, paid };
  }

  /** Transfers claimed and never finished (a crash between the provider and our commit): retried with the same key. */
  async function reconcileTransfers(args: { limit?: number } = {}): Promise<{ attempted: number; paid: number }> {
    const ids = await repo.staleTransferClaims(db, new Date(now().getTime() - STALE_TRANSFER_CLAIM_MS), args.limit ?? 100);
    let paid = 0;
    for (const id of ids) if ((await transferAssignment(id)) === 'paid') paid++;
    const refunds = await repo.pendingRefundIds(db, args.limit ?? 100);
    for (const id of refunds) await retryRefund(id).catch(() => undefined);
    return { attempted: ids.length, paid };
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
    if (new Set(input.winners.map((winner) => winner.submissionId)).size !== input.winners.length) throw duplicateSubmission();

    const { brief, created, failed } = await db.transaction(async (tx) => {
      const brief = await ownBriefLocked(tx, actor, input.briefId);
      if (!brief.fundedAt) throw notFunded();
      const tiers = await repo.tiersOf(tx, [brief.id]);
      if (input.winners.length > tiers.length) throw tooManyWinners();
      const submissions = new Map((await repo.submissionsOfBrief(tx, brief.id, input.winners.map((winner) => winner.submissionId))).map((row) => [row.id, row]));
      for (const winner of input.winners) {
        const submission = submissions.get(winner.submissionId);
        if (!submission) throw submissionNotFound();
        if (submission.creatorId !== winner.creatorId) throw wrongCreator();
        if (submission.status === 'rejected') throw rejectedSubmission();
      }
      const existing = await repo.assignmentsOfBrief(tx, brief.id);
      const rewarded = new Set(existing.map((row) => row.submissionId));
      const failed = input.winners.filter((winner) => rewarded.has(winner.submissionId)).map((winner) => ({ submissionId: winner.submissionId, creatorId: winner.creatorId, reason: REWARD_MESSAGES.alreadyRewarded }));
      const fresh = input.winners.filter((winner) => !rewarded.has(winner.submissionId));
      if (existing.length + fresh.length > tiers.length) throw tooManyWinners();
      const totalCents = fresh.filter((winner) => cashOrCredit(winner.rewardType)).reduce((sum, winner) => sum + dollarsToCents(winner.amount), 0);
      if (totalCents > (await balanceOf(tx, briefPoolAccount(brief.id)))) throw exceedsPool();

      const freeTiers = tiers.filter((tier) => !existing.some((row) => row.rewardTierId === tier.id));
      const sourceTransaction = fresh.some((winner) => winner.rewardType === 'cash') ? await fundingCharge(tx, brief.id) : null;
      const created: repo.AssignmentRow[] = [];
      for (const [index, winner] of fresh.entries()) {
        const position = winner.position ?? index + 1;
        const tier = freeTiers.find((candidate) => candidate.position === position) ?? freeTiers[0]!;
        freeTiers.splice(freeTiers.indexOf(tier), 1);
        const money = cashOrCredit(winner.rewardType) ? splitPlatformFee(dollarsToCents(winner.amount), platformFeePercent) : { grossCents: 0, feeCents: 0, netCents: 0 };
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
          prizeValue: winner.rewardType === 'prize' && winner.prizeDetails?.value !== undefined ? String(winner.prizeDetails.value) : null,
          prizeDescription: winner.rewardType === 'prize' ? (winner.prizeDetails?.description ?? '') : null,
          // Credit is settled once it is in the wallet; cash waits for its transfer; a prize moves no money.
          payoutStatus: winner.rewardType === 'cash' ? 'pending' : winner.rewardType === 'credit' ? 'paid' : 'none',
          sourceTransaction: winner.rewardType === 'cash' ? sourceTransaction : null,
          paidAt: winner.rewardType === 'credit' ? now() : null,
          createdBy: actor.id,
          createdAt: now(),
        });
        if (!row) throw alreadyRewarded();
        if (money.grossCents > 0) {
          await postTransaction(tx, { kind: LEDGER_KINDS.rewardAward, referenceType: 'reward_assignment', referenceId: row.id, entries: awardEntries(row) });
        }
        created.push(row);
      }
      if (created.length > 0) await repo.audit(tx, { actorId: actor.id, action: 'rewards.distributed', targetType: 'brief', targetId: brief.id, data: { assignments: created.map((row) => row.id) } });
      return { brief, created, failed };
    });

    await publishAssigned(brief, created);
    const successful = [];
    for (const row of created) {
      const payoutStatus = row.rewardType === 'cash' ? await transferAssignment(row.id) : row.payoutStatus;
      successful.push({ ...toDistributeResult(row), payoutStatus });
    }
    return { results: { successful, failed } };
  }

  // ---------------------------------------------------------------- reward management

  async function rewardManagement(actor: Actor): Promise<{ briefs: TRewardManagementBrief[] }> {
    const briefs = await repo.fundedBriefsOfBrand(db, actor.id);
    const ids = briefs.map((brief) => brief.id);
    const [tiers, assignments, submissions] = await Promise.all([repo.tiersOf(db, ids), repo.assignmentViews(db, { briefIds: ids }), repo.submissionsOfBriefs(db, ids)]);
    return {
      briefs: briefs.map((brief) => ({
        id: brief.id,
        title: brief.title,
        description: brief.description,
        totalBudget: centsToDollars(brief.rewardCents),
        isFunded: brief.fundedAt !== null,
        fundedAt: brief.fundedAt?.toISOString() ?? null,
        status: brief.status,
        rewardTiers: tiers
          .filter((tier) => tier.briefId === brief.id)
          .map((tier) => ({
            id: tier.id,
            name: tier.name,
            description: tier.description,
            amount: centsToDollars(tier.cashCents + tier.creditCents),
            position: tier.position,
            cashAmount: centsToDollars(tier.cashCents),
            creditAmount: centsToDollars(tier.creditCents),
          })),
        rewardAssignments: assignments.filter((view) => view.assignment.briefId === brief.id).map(toAssignment),
        submissions: submissions
          .filter((submission) => submission.briefId === brief.id)
          .map((submission) => ({
            id: submission.id,
            creatorId: submission.creatorId,
            content: [submission.contentUrl, submission.additionalInfo].filter(Boolean).join('\n'),
            status: submission.status,
            creator: { fullName: submission.fullName ?? '', userName: submission.userName ?? '' },
            submittedAt: submission.submittedAt.toISOString(),
          })),
      })),
    };
  }

  async function assignmentView(id: string): Promise<TRewardAssignment> {
    const [view] = await repo.assignmentViews(db, { ids: [id] });
    if (!view) throw assignmentNotFound();
    return toAssignment(view);
  }

  /**
   * POST /api/briefs/:id/assign-reward: the tier's money moves into the creator's wallet now
   * (award postings); cash is transferred and credit settled by process-payouts.
   */
  async function assignReward(actor: Actor, briefId: string, input: { rewardTierId: string; submissionId: string; creatorId: string }): Promise<TRewardAssignment> {
    const { brief, row } = await db.transaction(async (tx) => {
      const brief = await ownBriefLocked(tx, actor, briefId);
      if (!brief.fundedAt) throw notFunded();
      const tier = (await repo.tiersOf(tx, [brief.id])).find((candidate) => candidate.id === input.rewardTierId);
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
      await postTransaction(tx, { kind: LEDGER_KINDS.rewardAward, referenceType: 'reward_assignment', referenceId: row.id, entries: awardEntries(row) });
      await repo.audit(tx, { actorId: actor.id, action: 'reward.assigned', targetType: 'reward_assignment', targetId: row.id, data: { briefId: brief.id, grossCents } });
      return { brief, row };
    });
    await publishAssigned(brief, [row]);
    return assignmentView(row.id);
  }

  /** DELETE /api/reward-assignments/:id: only while unpaid; the award is taken back by a new ledger transaction. */
  async function removeAssignment(actor: Actor, assignmentId: string): Promise<void> {
    const found = await repo.findAssignment(db, assignmentId);
    if (!found) throw assignmentNotFound();
    await db.transaction(async (tx) => {
      const brief = await repo.lockBrief(tx, found.briefId);
      if (!brief || brief.brandId !== actor.id) throw assignmentNotFound();
      const row = await repo.deleteUnpaidAssignment(tx, assignmentId);
      if (!row) {
        if (await repo.findAssignment(tx, assignmentId)) throw paidAssignment();
        throw assignmentNotFound();
      }
      if (row.grossCents > 0) {
        const entries = awardEntries(row).map((entry) => ({ ...entry, amountCents: -entry.amountCents }));
        await postTransaction(tx, { kind: LEDGER_KINDS.rewardReversal, referenceType: 'reward_assignment', referenceId: row.id, entries });
      }
      await repo.audit(tx, { actorId: actor.id, action: 'reward.removed', targetType: 'reward_assignment', targetId: row.id, data: { briefId: row.briefId, grossCents: row.grossCents } });
    });
  }

  /** POST /api/briefs/:id/process-payouts: transfers every unsettled cash award (paid or held) and settles credit. */
  async function processPayouts(actor: Actor, briefId: string): Promise<TProcessPayoutsResponse> {
    const brief = await repo.findBrief(db, briefId);
    if (!brief || brief.brandId !== actor.id) throw briefNotFound();
    const rows = await repo.unsettledOfBrief(db, briefId);
    const results = [];
    for (const row of rows) {
      let payoutStatus: PayoutStatus = row.payoutStatus;
      if (row.rewardType === 'cash') payoutStatus = await transferAssignment(row.id);
      else if (row.rewardType === 'credit') payoutStatus = (await repo.settleCredit(db, row.id, now()))?.payoutStatus ?? (await repo.findAssignment(db, row.id))?.payoutStatus ?? payoutStatus;
      results.push({ ...toDistributeResult(row), payoutStatus });
    }
    return { message: REWARD_MESSAGES.payoutsProcessed, processed: results.length, results };
  }

  // ---------------------------------------------------------------- creators' money views

  async function wallet(creatorId: string): Promise<TWallet> {
    const walletAccount = creatorWalletAccount(creatorId);
    const [balances, unsettled, earned] = await Promise.all([
      balancesOf(db, [walletAccount, creatorReservedAccount(creatorId)]),
      repo.unsettledNetOfCreator(db, creatorId),
      repo.netAwardsOf(db, walletAccount),
    ]);
    const balance = balances.get(walletAccount) ?? 0;
    return {
      balance: centsToDollars(balance),
      totalEarned: centsToDollars(earned),
      held: centsToDollars(unsettled.heldCash),
      reserved: centsToDollars(balances.get(creatorReservedAccount(creatorId)) ?? 0),
      available: centsToDollars(Math.max(0, balance - unsettled.unsettled)),
    };
  }

  async function payouts(creatorId: string): Promise<TPayout[]> {
    const rows = await repo.payoutsOfCreator(db, creatorId);
    return rows.map((row) => ({
      id: row.assignment.id,
      amount: centsToDollars(row.assignment.grossCents),
      platformFee: centsToDollars(row.assignment.feeCents),
      netAmount: centsToDollars(row.assignment.netCents),
      rewardType: row.assignment.rewardType,
      status: row.assignment.payoutStatus,
      position: row.assignment.position,
      createdAt: row.assignment.createdAt.toISOString(),
      paidAt: row.assignment.paidAt?.toISOString() ?? null,
      transactionId: row.assignment.transferId,
      brief: { id: row.assignment.briefId, title: row.briefTitle, brand: { name: row.brandName ?? '', companyName: row.brandName ?? '' } },
      submission: {
        id: row.assignment.submissionId,
        title: row.briefTitle,
        submittedAt: row.submittedAt.toISOString(),
        approvedAt: row.submissionStatus === 'approved' ? (row.reviewedAt?.toISOString() ?? null) : null,
      },
    }));
  }

  // ---------------------------------------------------------------- brief money: summary and refund

  async function moneySummaryCents(briefId: string) {
    const pool = briefPoolAccount(briefId);
    const [byKind, fees, cash, funded, failedRefunds] = await Promise.all([
      totalsByKind(db, pool),
      repo.feesFromPool(db, pool),
      repo.cashStateOfBrief(db, briefId),
      inflowsOf(db, [pool], FUNDING_KINDS),
      repo.failedRefundsOfBrief(db, briefId),
    ]);
    const kind = (name: string) => byKind.get(name) ?? 0;
    return {
      funded: funded.get(pool) ?? 0,
      assigned: -(kind(LEDGER_KINDS.rewardAward) + kind(LEDGER_KINDS.rewardReversal)),
      paid: cash.paid,
      fees,
      held: cash.held,
      // A card refund that failed afterwards is not refunded: its money is in the brand's wallet (decision 008).
      refunded: -kind(LEDGER_KINDS.poolRefund) - failedRefunds,
      failedRefunds,
      remaining: [...byKind.values()].reduce((sum, value) => sum + value, 0),
    };
  }

  async function briefMoney(actor: Actor, briefId: string): Promise<TBriefMoneySummary> {
    const brief = await repo.findBrief(db, briefId);
    if (!brief || (actor.type !== 'admin' && brief.brandId !== actor.id)) throw briefNotFound();
    const cents = await moneySummaryCents(briefId);
    return Object.fromEntries(Object.entries(cents).map(([key, value]) => [key, centsToDollars(value)])) as TBriefMoneySummary;
  }

  async function retryRefund(refundId: string): Promise<repo.PoolRefundRow | undefined> {
    const refund = await repo.findRefund(db, refundId);
    if (!refund || refund.status !== 'pending' || !refund.paymentIntentId) return refund;
    const paymentIntentId = refund.paymentIntentId;
    const result = await withProvider(() => provider.createRefund({ paymentIntentId, amountCents: refund.amountCents, idempotencyKey: `refund:${refund.briefId}:${refund.sequence}` }));
    const completed = await repo.completeRefund(db, refund.id, result.id, now());
    // A failure the provider reported before this commit could not be matched to the row: ask now.
    return completed ? refundFailures.recheck(completed) : repo.findRefund(db, refund.id);
  }

  /**
   * POST /api/briefs/:id/refund: what is left of an archived brief's pool, once its awards are
   * settled, goes back where it came from: the card (provider refund `refund:<briefId>:<n>`) or the
   * brand's wallet. The ledger posting is made with the refund row; a provider failure leaves the
   * refund pending and it is retried with the same key (this call again, or the reconcile job).
   */
  async function refundPool(actor: Actor, briefId: string): Promise<TRefundResponse> {
    const owned = await repo.findBrief(db, briefId);
    if (!owned || owned.brandId !== actor.id) throw briefNotFound();
    const funding = await repo.fundingPayment(db, briefId);
    let paymentIntentId: string | null = null;
    if (funding?.objectType === 'payment_intent') paymentIntentId = funding.providerObjectId;
    else if (funding?.objectType === 'checkout_session') {
      const session = await withProvider(() => provider.retrieveCheckoutSession(funding.providerObjectId));
      paymentIntentId = session?.paymentIntentId ?? null;
    }
    const refund = await db.transaction(async (tx) => {
      const brief = await ownBriefLocked(tx, actor, briefId);
      const previous = await repo.refundsOfBrief(tx, brief.id);
      const pending = previous.find((row) => row.status === 'pending');
      if (pending) return pending;
      if (brief.status !== 'archived') throw refundNotArchived();
      if ((await repo.unsettledOfBrief(tx, brief.id)).length > 0) throw refundUnsettled();
      const pool = briefPoolAccount(brief.id);
      const remaining = await balanceOf(tx, pool);
      if (remaining <= 0) throw refundNothing();
      const sequence = previous.length + 1;
      const toCard = paymentIntentId !== null;
      const row = await repo.insertRefund(tx, {
        briefId: brief.id,
        sequence,
        amountCents: remaining,
        destination: toCard ? 'card' : 'wallet',
        paymentIntentId,
        status: toCard ? 'pending' : 'succeeded',
        createdAt: now(),
        completedAt: toCard ? null : now(),
      });
      await postTransaction(tx, {
        kind: LEDGER_KINDS.poolRefund,
        referenceType: 'brief',
        referenceId: `${brief.id}:${sequence}`,
        entries: move(pool, toCard ? EXTERNAL_CARD_REFUNDS : brandWalletAccount(brief.brandId), remaining),
      });
      await repo.audit(tx, { actorId: actor.id, action: 'brief.pool_refunded', targetType: 'brief', targetId: brief.id, data: { amountCents: remaining, destination: row.destination, sequence } });
      return row;
    });
    const settled = refund.status === 'pending' ? await retryRefund(refund.id) : refund;
    return {
      refunded: centsToDollars(refund.amountCents),
      status: settled?.status ?? 'pending',
      destination: refund.destination,
      data: await briefMoney(actor, briefId),
    };
  }

  // ---------------------------------------------------------------- for other modules

  /** Winner counts for the briefs module (replaces the zero it had before assignments existed). */
  function withWinners(source: BriefActivitySource): BriefActivitySource {
    return {
      ...source,
      async countsFor(tx, briefIds) {
        const [counts, winners] = await Promise.all([source.countsFor(tx, briefIds), repo.winnersByBrief(tx, briefIds)]);
        return new Map(briefIds.map((id) => [id, { submissions: counts.get(id)?.submissions ?? 0, winners: winners.get(id) ?? 0 }]));
      },
    };
  }

  return {
    distribute,
    rewardManagement,
    assignReward,
    removeAssignment,
    processPayouts,
    transferAssignment,
    releaseHeldPayouts,
    reconcileTransfers,
    wallet,
    payouts,
    briefMoney,
    refundPool,
    withWinners,
    /** refund.failed / refund.updated / charge.refund.updated, for the payments webhook. */
    refundEventHandlers: refundFailures.eventHandlers,
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
