import type {
  FinancialTimeRange,
  TAdminAnalyticsResponse,
  TAdminOverviewResponse,
  TAdminPayout,
  TAdminPayoutDetail,
  TAdminPayoutsQuery,
  TAdminPayoutsResponse,
  TAttentionSummary,
  TFinancialMetrics,
  TRecentTransaction,
} from '@briefly/shared/admin';
import { centsToDollars } from '@briefly/shared/money';
import type { Db } from '../../db/client.ts';
import type { PaymentsMode } from '../../integrations/payments/provider.ts';
import { lastMonths, monthStart } from '../../lib/months.ts';
import type { Clock } from '../../platform/module.ts';
import { briefMoneyFigures, LEDGER_KINDS, platformFeesByMonth, recentMovements } from '../ledger/index.ts';
import { notFound } from '../../lib/errors.ts';
import { adminMoneyFlows, adminMoneyNow } from './admin-money-figures.ts';
import * as repo from './admin-money.repository.ts';
import { monthWindow, rangeWindow } from './admin-time.ts';

// The admin's money and activity views (docs/product/admin.md#money): overview, payouts, analytics,
// financial metrics. Every money figure is one of admin-money-figures.ts (one definition each,
// docs/product/money-and-ledger.md#admin-figures); counts follow the repository's one rule about
// deactivated accounts. Each call runs a fixed number of queries.

export interface AdminMoneyOptions {
  db: Db;
  clock: Clock;
  paymentsMode: PaymentsMode;
  /** The overview's attention summary (the attention service's counts). */
  attentionSummary: () => Promise<TAttentionSummary>;
}

const RECENT_TRANSACTIONS = 5;
const TOP_BRIEFS = 10;
const MONTHS = 12;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toPayout(row: repo.PayoutRow): TAdminPayout {
  return {
    id: row.id,
    rewardType: row.rewardType,
    status: row.status,
    position: row.position,
    grossCents: row.grossCents,
    feeCents: row.feeCents,
    netCents: row.netCents,
    amount: centsToDollars(row.grossCents),
    platformFee: centsToDollars(row.feeCents),
    netAmount: centsToDollars(row.netCents),
    prizeName: row.prizeName,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    creator: {
      id: row.creatorId,
      fullName: row.creatorFullName,
      userName: row.creatorUserName,
      email: row.creatorEmail,
    },
    brief: { id: row.briefId, title: row.briefTitle },
    brand: { id: row.brandId, companyName: row.brandName },
    submissionId: row.submissionId,
  };
}

export function createAdminMoneyService(options: AdminMoneyOptions) {
  const { db, clock, paymentsMode } = options;

  async function overview(timeZone = 'UTC'): Promise<TAdminOverviewResponse> {
    const now = clock();
    const [counts, month, attention] = await Promise.all([
      repo.overviewCounts(db),
      adminMoneyFlows(db, monthWindow(now, timeZone)),
      options.attentionSummary(),
    ]);
    return {
      totalBrands: counts.brands,
      totalCreators: counts.creators,
      availableBriefs: counts.availableBriefs,
      monthRevenueCents: month.platformFees,
      attention,
    };
  }

  // ---------------------------------------------------------------- payouts

  /** Paid out (all time and this month) and what awaits payout now (admin-money-figures.ts). */
  async function payoutTotals(timeZone = 'UTC') {
    const now = clock();
    const [all, month, current] = await Promise.all([
      adminMoneyFlows(db, rangeWindow('all', now)),
      adminMoneyFlows(db, monthWindow(now, timeZone)),
      adminMoneyNow(db),
    ]);
    return {
      totalPaidCents: all.paidOut,
      pendingCents: current.awaitingPayout,
      heldCents: current.held,
      thisMonthCents: month.paidOut,
    };
  }

  async function listPayouts(query: TAdminPayoutsQuery): Promise<TAdminPayoutsResponse> {
    const [{ rows, total }, totals] = await Promise.all([
      repo.listPayouts(db, {
        status: query.status,
        search: query.search?.trim() || undefined,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      }),
      payoutTotals(query.timeZone),
    ]);
    return { payouts: rows.map(toPayout), total, page: query.page, limit: query.limit, totals };
  }

  async function getPayout(id: string): Promise<TAdminPayoutDetail> {
    const row = await repo.findPayout(db, id);
    if (!row) {
      // An approved submission that has no award yet: what the reference client's Payouts table shows for it.
      const approval = await repo.findUnawardedApproval(db, id);
      if (!approval) throw notFound('Payout');
      const accountStatus = await repo.payoutAccountStatus(db, approval.creatorId);
      return {
        ...toPayout(approval),
        transferId: null,
        lastError: null,
        payoutAccountStatus: accountStatus,
        transferAttempts: 0,
        history: [{ at: approval.createdAt.toISOString(), kind: 'approved', detail: 'No reward assigned yet' }],
      };
    }
    const [accountStatus, { events, audits }] = await Promise.all([
      repo.payoutAccountStatus(db, row.creatorId),
      repo.payoutHistory(db, row.id, row.createdAt),
    ]);
    const history: TAdminPayoutDetail['history'] = [{ at: row.createdAt.toISOString(), kind: 'awarded', detail: null }];
    let transferAttempts = 0;
    for (const event of events) {
      if (event.type === 'payout.held') {
        transferAttempts++;
        history.push({
          at: event.at.toISOString(),
          kind: 'held',
          detail: typeof event.payload.reason === 'string' ? event.payload.reason : null,
        });
      } else if (event.type === 'payout.paid') {
        transferAttempts++;
        history.push({
          at: event.at.toISOString(),
          kind: 'paid',
          detail: typeof event.payload.transferId === 'string' ? event.payload.transferId : null,
        });
      }
    }
    for (const entry of audits) {
      // The transfer's audit row is kept after the outbox has pruned the event.
      if (entry.action === 'payout.transferred' && !history.some((step) => step.kind === 'paid')) {
        history.push({
          at: entry.at.toISOString(),
          kind: 'paid',
          detail: typeof entry.data?.transferId === 'string' ? entry.data.transferId : null,
        });
      }
    }
    history.sort((a, b) => a.at.localeCompare(b.at));
    return {
      ...toPayout(row),
      transferId: row.transferId,
      lastError: row.lastError,
      payoutAccountStatus: accountStatus,
      transferAttempts,
      history,
    };
  }

  // ---------------------------------------------------------------- analytics

  async function analytics(timeZone = 'UTC'): Promise<TAdminAnalyticsResponse> {
    const now = clock();
    const months = lastMonths(now, MONTHS, timeZone);
    const since = monthStart(months[0]!, timeZone);
    const [counts, briefStatuses, submissionStatuses, joined, top, allTime, thisMonth, feesByMonth, current] =
      await Promise.all([
        repo.overviewCounts(db),
        repo.briefStatusCounts(db),
        repo.submissionStatusCounts(db),
        repo.joinedByMonth(db, since, timeZone),
        repo.topBriefsBySubmissions(db, TOP_BRIEFS),
        adminMoneyFlows(db, rangeWindow('all', now)),
        adminMoneyFlows(db, monthWindow(now, timeZone)),
        platformFeesByMonth(db, since, timeZone),
        adminMoneyNow(db),
      ]);
    const figures = await briefMoneyFigures(
      db,
      top.map((brief) => brief.id),
    );
    const joinedIn = (month: string, type: string) =>
      joined.find((row) => row.month === month && row.type === type)?.joined ?? 0;
    return {
      totalBrands: counts.brands,
      totalCreators: counts.creators,
      totalBriefs: briefStatuses.draft + briefStatuses.published + briefStatuses.archived,
      totalSubmissions:
        submissionStatuses.statuses.pending +
        submissionStatuses.statuses.approved +
        submissionStatuses.statuses.rejected,
      totalPayouts: centsToDollars(allTime.paidOut),
      monthlyRevenue: centsToDollars(thisMonth.platformFees),
      submissionStatusCounts: submissionStatuses.statuses,
      submissionStateCounts: submissionStatuses.states,
      briefStatusCounts: briefStatuses,
      revenueByMonth: months.map((month) => ({ month, feesCents: feesByMonth.get(month) ?? 0 })),
      userGrowthByMonth: months.map((month) => ({
        month,
        brands: joinedIn(month, 'brand'),
        creators: joinedIn(month, 'creator'),
      })),
      briefPerformance: top.map((brief) => {
        const money = figures.get(brief.id);
        return {
          briefId: brief.id,
          title: brief.title,
          brandName: brief.brandName,
          status: brief.status,
          submissions: brief.submissions,
          approved: brief.approved,
          // Awarded to creators: the pool's awards less their platform fees.
          awardedCents: (money?.awarded ?? 0) - (money?.fees ?? 0),
          fundedCents: money?.funded ?? 0,
        };
      }),
      financialOverview: {
        fundsCollectedCents: allTime.fundsCollected,
        paidOutCents: allTime.paidOut,
        awardedCents: allTime.awarded,
        creditGrantedCents: allTime.creditGranted,
        platformFeesCents: allTime.platformFees,
        refundedCents: allTime.refunds,
        awaitingPayoutCents: current.awaitingPayout,
        heldCents: current.held,
        inPoolsCents: current.inPools,
        inCreatorWalletsCents: current.inCreatorWallets,
        inBrandWalletsCents: current.inBrandWallets,
      },
    };
  }

  // ---------------------------------------------------------------- financial metrics

  /** The recent movements with the names of the brief, brand and creator they concern (one query for the names). */
  async function recentTransactions(
    window: { from: Date | null; to: Date },
    limit: number,
    offset = 0,
  ): Promise<TRecentTransaction[]> {
    const movements = await recentMovements(db, window, limit, offset);
    const refundBrief = (reference: string) => reference.split(':')[0] ?? reference;
    const names = await repo.movementNames(db, {
      payments: movements.filter((m) => m.kind === LEDGER_KINDS.cardPayment).map((m) => m.referenceId),
      assignments: movements.filter((m) => m.kind === LEDGER_KINDS.rewardTransfer).map((m) => m.referenceId),
      withdrawals: movements.filter((m) => m.kind === LEDGER_KINDS.withdrawalPayout).map((m) => m.referenceId),
      refundBriefs: movements.filter((m) => m.kind === LEDGER_KINDS.poolRefund).map((m) => refundBrief(m.referenceId)),
    });
    return movements.map((movement) => {
      const name = names.get(
        movement.kind === LEDGER_KINDS.poolRefund ? refundBrief(movement.referenceId) : movement.referenceId,
      );
      return {
        id: movement.transactionId,
        type: movement.type,
        briefTitle: name?.briefTitle ?? null,
        brandName: name?.brandName ?? null,
        creatorName: name?.creatorName ?? null,
        amount: centsToDollars(movement.amountCents),
        createdAt: movement.createdAt.toISOString(),
      };
    });
  }

  async function financialMetrics(timeRange: FinancialTimeRange): Promise<TFinancialMetrics> {
    const now = clock();
    const window = rangeWindow(timeRange, now);
    const [flows, counts, payouts, recent] = await Promise.all([
      adminMoneyFlows(db, window),
      repo.overviewCounts(db),
      repo.payoutCounts(db, window),
      recentTransactions(window, RECENT_TRANSACTIONS),
    ]);
    return {
      totalFundsCollected: centsToDollars(flows.fundsCollected),
      totalFundsPaidOut: centsToDollars(flows.paidOut),
      totalPlatformFees: centsToDollars(flows.platformFees),
      totalRefundsProcessed: centsToDollars(flows.refunds),
      activeBriefs: counts.availableBriefs,
      completedPayouts: payouts.completed,
      pendingPayouts: payouts.pending,
      recentTransactions: recent,
      timeRange,
      from: iso(window.from),
      to: now.toISOString(),
      currency: 'usd',
      paymentsMode,
    };
  }

  return { overview, listPayouts, getPayout, payoutTotals, analytics, financialMetrics, recentTransactions };
}

export type AdminMoneyService = ReturnType<typeof createAdminMoneyService>;
