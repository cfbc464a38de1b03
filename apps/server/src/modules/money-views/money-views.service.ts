import { centsToDollars } from '@briefly/shared/money';
import type { UserType } from '@briefly/shared/options';
import type {
  TBriefMoneySummary,
  TPayout,
  TRewardAssignment,
  TRewardManagementBrief,
  TWallet,
} from '@briefly/shared/rewards';
import type { Db } from '../../db/client.ts';
import {
  balancesOf,
  briefMoneyFigures,
  briefMoneyFiguresOf,
  creatorEarnings,
  creatorReservedAccount,
  creatorWalletAccount,
} from '../ledger/index.ts';
import type { PayoutsService } from '../payouts/index.ts';
import * as repo from './money-views.repository.ts';
import { assignmentNotFound, briefNotFound } from './money-views.errors.ts';

// Read models of the rewards money (decision 007): a creator's wallet and payouts, the brand's
// reward management page, a brief's money summary and winner counts. Figures about money come
// from the ledger; payout states from the awards.

export interface Actor {
  id: string;
  type: UserType;
}

export interface MoneyViewsServiceOptions {
  db: Db;
  /** What of a creator's wallet is still unsettled (the same rule withdrawals apply). */
  payouts: Pick<PayoutsService, 'unsettledOf'>;
}

export function toAssignment(view: repo.AssignmentView): TRewardAssignment {
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
    prizeDetails:
      a.rewardType === 'prize'
        ? { name: a.prizeName ?? '', value: a.prizeValue ?? '', description: a.prizeDescription ?? '' }
        : null,
    creator: { fullName: view.fullName ?? '', userName: view.userName ?? '' },
    submission: { submittedAt: view.submittedAt.toISOString() },
    createdAt: a.createdAt.toISOString(),
  };
}

export function createMoneyViewsService(options: MoneyViewsServiceOptions) {
  const { db, payouts } = options;

  /** GET /api/brands/reward-management: the brand's funded briefs with tiers, assignments and submissions. */
  async function rewardManagement(actor: Actor): Promise<{ briefs: TRewardManagementBrief[] }> {
    const briefs = await repo.fundedBriefsOfBrand(db, actor.id);
    const ids = briefs.map((brief) => brief.id);
    const [tiers, assignments, submissions, money] = await Promise.all([
      repo.tiersOf(db, ids),
      repo.assignmentViews(db, { briefIds: ids }),
      repo.submissionsOfBriefs(db, ids),
      briefMoneyFigures(db, ids),
    ]);
    return {
      briefs: briefs.map((brief) => ({
        id: brief.id,
        title: brief.title,
        description: brief.description,
        totalBudget: centsToDollars(brief.rewardCents),
        isFunded: brief.fundedAt !== null,
        fundedAt: brief.fundedAt?.toISOString() ?? null,
        status: brief.status,
        remaining: centsToDollars(money.get(brief.id)?.remaining ?? 0),
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

  /** One assignment as reward management shows it (the answer of assign-reward). */
  async function assignment(id: string): Promise<TRewardAssignment> {
    const [view] = await repo.assignmentViews(db, { ids: [id] });
    if (!view) throw assignmentNotFound();
    return toAssignment(view);
  }

  /**
   * A creator's wallet: `balance` from the ledger, `held` the unsettled cash in it, `reserved`
   * under pending withdrawals, `totalEarned` awards less reversals, and `available` what a
   * withdrawal may take (balance less every unsettled award).
   */
  async function wallet(creatorId: string): Promise<TWallet> {
    const walletAccount = creatorWalletAccount(creatorId);
    const [balances, unsettled, earned] = await Promise.all([
      balancesOf(db, [walletAccount, creatorReservedAccount(creatorId)]),
      payouts.unsettledOf(creatorId),
      creatorEarnings(db, [creatorId]),
    ]);
    const balance = balances.get(walletAccount) ?? 0;
    return {
      balance: centsToDollars(balance),
      totalEarned: centsToDollars(earned.get(creatorId) ?? 0),
      held: centsToDollars(unsettled.heldCash),
      reserved: centsToDollars(balances.get(creatorReservedAccount(creatorId)) ?? 0),
      available: centsToDollars(Math.max(0, balance - unsettled.unsettled)),
      hasPayoutAccount: unsettled.hasPayoutAccount,
    };
  }

  /** A creator's awards with their payout state, newest first. */
  async function creatorPayouts(creatorId: string): Promise<TPayout[]> {
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
      brief: {
        id: row.assignment.briefId,
        title: row.briefTitle,
        brand: { name: row.brandName ?? '', companyName: row.brandName ?? '' },
      },
      submission: {
        id: row.assignment.submissionId,
        title: row.briefTitle,
        submittedAt: row.submittedAt.toISOString(),
        approvedAt: row.submissionStatus === 'approved' ? (row.reviewedAt?.toISOString() ?? null) : null,
      },
    }));
  }

  /** The brief's figures from the ledger (one definition each: ledger.service), paid and held cash from its awards. */
  async function moneySummaryCents(briefId: string) {
    const [figures, cash] = await Promise.all([briefMoneyFiguresOf(db, briefId), repo.cashStateOfBrief(db, briefId)]);
    return {
      funded: figures.funded,
      assigned: figures.awarded,
      paid: cash.paid,
      fees: figures.fees,
      held: cash.held,
      refunded: figures.refunded,
      failedRefunds: figures.failedRefunds,
      remaining: figures.remaining,
    };
  }

  /** GET /api/briefs/:id/money: the brief's brand or an admin; others 404. */
  async function briefMoney(actor: Actor, briefId: string): Promise<TBriefMoneySummary> {
    const brief = await repo.findBrief(db, briefId);
    if (!brief || (actor.type !== 'admin' && brief.brandId !== actor.id)) throw briefNotFound();
    const cents = await moneySummaryCents(briefId);
    return Object.fromEntries(
      Object.entries(cents).map(([key, value]) => [key, centsToDollars(value)]),
    ) as TBriefMoneySummary;
  }

  return { rewardManagement, assignment, wallet, creatorPayouts, briefMoney };
}

export type MoneyViewsService = ReturnType<typeof createMoneyViewsService>;
