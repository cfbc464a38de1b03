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
import { lastMonths } from '../../lib/months.ts';
import type { Clock } from '../../platform/module.ts';
import { briefMoneyFigures, platformBalances, platformFeesByMonth, platformMoneyFlows, recentMovements } from '../ledger/ledger.service.ts';
import { LEDGER_KINDS } from '../ledger/ledger.accounts.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './admin-money.repository.ts';
import { monthWindow, rangeWindow } from './admin-time.ts';

// The admin's money and activity views (docs/product/admin.md#money): overview, payouts, analytics,
// financial metrics. Every money figure is a ledger.service definition; counts and the awards'
// payout state are SQL over the owners' tables. Each call runs a fixed number of queries.

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
    creator: { id: row.creatorId, fullName: row.creatorFullName, userName: row.creatorUserName, email: row.creatorEmail },
    brief: { id: row.briefId, title: row.briefTitle },
    brand: { id: row.brandId, companyName: row.brandName },
    submissionId: row.submissionId,
  };
}

export function createAdminMoneyService(options: AdminMoneyOptions) {
  const { db, clock, paymentsMode } = options;

  async function overview(): Promise<TAdminOverviewResponse> {
    const now = clock();
    const [counts, month, attention] = await Promise.all([repo.overviewCounts(db), platformMoneyFlows(db, monthWindow(now)), options.attentionSummary()]);
    return {
      totalBrands: counts.brands,
      totalCreators: counts.creators,
      availableBriefs: counts.availableBriefs,
      monthRevenueCents: month.platformFees,
      attention,
    };
  }

  // ---------------------------------------------------------------- payouts

  /** Totals over every award: net awarded (ledger) split into settled and still to settle (the awards' state). */
  async function payoutTotals() {
    const now = clock();
    const [all, month, unsettled] = await Promise.all([platformMoneyFlows(db, rangeWindow('all', now)), platformMoneyFlows(db, monthWindow(now)), repo.unsettledNet(db)]);
    return { totalPaidCents: all.netAwarded - unsettled, pendingCents: unsettled, thisMonthCents: month.netAwarded };
  }

  async function listPayouts(query: TAdminPayoutsQuery): Promise<TAdminPayoutsResponse> {
    const [{ rows, total }, totals] = await Promise.all([
      repo.listPayouts(db, { status: query.status, search: query.search?.trim() || undefined, limit: query.limit, offset: (query.page - 1) * query.limit }),
      payoutTotals(),
    ]);
    return { payouts: rows.map(toPayout), total, page: query.page, limit: query.limit, totals };
  }

  async function getPayout(id: string): Promise<TAdminPayoutDetail> {
    const row = await repo.findPayout(db, id);
    if (!row) throw notFound('Payout');
    const [accountStatus, { events, audits }] = await Promise.all([repo.payoutAccountStatus(db, row.creatorId), repo.payoutHistory(db, row.id, row.createdAt)]);
    const history: TAdminPayoutDetail['history'] = [{ at: row.createdAt.toISOString(), kind: 'awarded', detail: null }];
    let transferAttempts = 0;
    for (const event of events) {
      if (event.type === 'payout.held') {
        transferAttempts++;
        history.push({ at: event.at.toISOString(), kind: 'held', detail: typeof event.payload.reason === 'string' ? event.payload.reason : null });
      } else if (event.type === 'payout.paid') {
        transferAttempts++;
        history.push({ at: event.at.toISOString(), kind: 'paid', detail: typeof event.payload.transferId === 'string' ? event.payload.transferId : null });
      }
    }
    for (const entry of audits) {
      // The transfer's audit row is kept after the outbox has pruned the event.
      if (entry.action === 'payout.transferred' && !history.some((step) => step.kind === 'paid')) {
        history.push({ at: entry.at.toISOString(), kind: 'paid', detail: typeof entry.data?.transferId === 'string' ? entry.data.transferId : null });
      }
    }
    history.sort((a, b) => a.at.localeCompare(b.at));
    return { ...toPayout(row), transferId: row.transferId, lastError: row.lastError, payoutAccountStatus: accountStatus, transferAttempts, history };
  }

  // ---------------------------------------------------------------- analytics

  async function analytics(): Promise<TAdminAnalyticsResponse> {
    const now = clock();
    const months = lastMonths(now, MONTHS);
    const since = new Date(`${months[0]}-01T00:00:00Z`);
    const [counts, briefStatuses, submissionStatuses, joined, top, allTime, thisMonth, feesByMonth, balances] = await Promise.all([
      repo.overviewCounts(db),
      repo.briefStatusCounts(db),
      repo.submissionStatusCounts(db),
      repo.joinedByMonth(db, since),
      repo.topBriefsBySubmissions(db, TOP_BRIEFS),
      platformMoneyFlows(db, rangeWindow('all', now)),
      platformMoneyFlows(db, monthWindow(now)),
      platformFeesByMonth(db, since),
      platformBalances(db),
    ]);
    const figures = await briefMoneyFigures(
      db,
      top.map((brief) => brief.id),
    );
    const joinedIn = (month: string, type: string) => joined.find((row) => row.month === month && row.type === type)?.joined ?? 0;
    return {
      totalBrands: counts.brands,
      totalCreators: counts.creators,
      totalBriefs: briefStatuses.draft + briefStatuses.published + briefStatuses.archived,
      totalSubmissions: submissionStatuses.pending + submissionStatuses.approved + submissionStatuses.rejected,
      totalPayouts: centsToDollars(allTime.netAwarded),
      monthlyRevenue: centsToDollars(thisMonth.platformFees),
      submissionStatusCounts: submissionStatuses,
      briefStatusCounts: briefStatuses,
      revenueByMonth: months.map((month) => ({ month, feesCents: feesByMonth.get(month) ?? 0 })),
      userGrowthByMonth: months.map((month) => ({ month, brands: joinedIn(month, 'brand'), creators: joinedIn(month, 'creator') })),
      briefPerformance: top.map((brief) => {
        const money = figures.get(brief.id);
        return {
          briefId: brief.id,
          title: brief.title,
          brandName: brief.brandName,
          status: brief.status,
          submissions: brief.submissions,
          approved: brief.approved,
          // Net to creators: the pool's awards less their platform fees.
          paidCents: (money?.awarded ?? 0) - (money?.fees ?? 0),
          fundedCents: money?.funded ?? 0,
        };
      }),
      financialOverview: {
        fundsCollectedCents: allTime.fundsCollected,
        paidOutCents: allTime.paidOut,
        platformFeesCents: allTime.platformFees,
        refundedCents: allTime.poolRefunds,
        inPoolsCents: balances.briefPools,
        inCreatorWalletsCents: balances.creatorWallets + balances.creatorReserved,
        inBrandWalletsCents: balances.brandWallets,
      },
    };
  }

  // ---------------------------------------------------------------- financial metrics

  /** The recent movements with the names of the brief, brand and creator they concern (one query for the names). */
  async function recentTransactions(window: { from: Date | null; to: Date }, limit: number, offset = 0): Promise<TRecentTransaction[]> {
    const movements = await recentMovements(db, window, limit, offset);
    const refundBrief = (reference: string) => reference.split(':')[0] ?? reference;
    const names = await repo.movementNames(db, {
      payments: movements.filter((m) => m.kind === LEDGER_KINDS.cardPayment).map((m) => m.referenceId),
      assignments: movements.filter((m) => m.kind === LEDGER_KINDS.rewardTransfer).map((m) => m.referenceId),
      withdrawals: movements.filter((m) => m.kind === LEDGER_KINDS.withdrawalPayout).map((m) => m.referenceId),
      refundBriefs: movements.filter((m) => m.kind === LEDGER_KINDS.poolRefund).map((m) => refundBrief(m.referenceId)),
    });
    return movements.map((movement) => {
      const name = names.get(movement.kind === LEDGER_KINDS.poolRefund ? refundBrief(movement.referenceId) : movement.referenceId);
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
      platformMoneyFlows(db, window),
      repo.overviewCounts(db),
      repo.payoutCounts(db, window),
      recentTransactions(window, RECENT_TRANSACTIONS),
    ]);
    return {
      totalFundsCollected: centsToDollars(flows.fundsCollected),
      totalFundsPaidOut: centsToDollars(flows.paidOut),
      totalPlatformFees: centsToDollars(flows.platformFees),
      totalRefundsProcessed: centsToDollars(flows.poolRefunds),
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
