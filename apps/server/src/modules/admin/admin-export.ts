import type {
  FinancialTimeRange,
  TAdminAuditQuery,
  TAdminBriefsQuery,
  TAdminPayoutsQuery,
  TAdminPeopleQuery,
  TAdminSubmissionsQuery,
} from '@briefly/shared/admin';
import { formatPlainAmount } from '@briefly/shared/money';
import type { Db } from '../../db/client.ts';
import type { AdminMoneyService } from './admin-money.service.ts';
import type { AdminService } from './admin.service.ts';
import { auditPage, toAuditRow } from './admin-audit.ts';
import { csvLine } from '@briefly/shared/csv';
import { batches } from './admin-csv.ts';
import { rangeWindow } from './admin-time.ts';

// The admin's CSV exports (docs/product/admin.md#exports): every row the list's filters match (no
// paging), read in batches of the list's own query, newest first. Money in plain dollars (1234.50).

type Filters<T> = Omit<T, 'page' | 'limit'>;
type Lines = AsyncGenerator<string>;

const money = (dollars: number) => formatPlainAmount(dollars);
const yesNo = (value: boolean) => (value ? 'yes' : 'no');
/** A list call as `(offset, limit)` for `batches`, through its page number (batches are page-aligned). */
const paged =
  <T>(list: (page: number, limit: number) => Promise<T[]>) =>
  (offset: number, limit: number) =>
    list(offset / limit + 1, limit);

export function createAdminExports(deps: { db: Db; admin: AdminService; money: AdminMoneyService; clock: () => Date }) {
  const { db, admin, money: moneyViews, clock } = deps;

  async function* brands(filters: Filters<TAdminPeopleQuery>): Lines {
    yield csvLine(['ID', 'Company', 'Contact', 'Email', 'Verified', 'Account Status', 'Joined', 'Website']);
    const rows = batches(paged(async (page, limit) => (await admin.listBrands({ ...filters, page, limit })).brands));
    for await (const row of rows)
      yield csvLine([
        row.id,
        row.companyName,
        row.contactName,
        row.email,
        yesNo(row.isVerified),
        row.accountStatus,
        row.createdAt,
        row.socialWebsite,
      ]);
  }

  async function* creators(filters: Filters<TAdminPeopleQuery>): Lines {
    yield csvLine(['ID', 'Full Name', 'Username', 'Email', 'Verified', 'Account Status', 'Joined']);
    const rows = batches(
      paged(async (page, limit) => (await admin.listCreators({ ...filters, page, limit })).creators),
    );
    for await (const row of rows)
      yield csvLine([
        row.id,
        row.fullName,
        row.userName,
        row.email,
        yesNo(row.isVerified),
        row.accountStatus,
        row.createdAt,
      ]);
  }

  async function* briefs(filters: Filters<TAdminBriefsQuery>): Lines {
    yield csvLine([
      'ID',
      'Title',
      'Brand',
      'Brand Email',
      'Status',
      'Reward',
      'Total Reward Value',
      'Winners',
      'Submissions',
      'Funded',
      'Private',
      'Deadline',
      'Archived',
      'Created',
    ]);
    const rows = batches(paged(async (page, limit) => (await admin.listBriefs({ ...filters, page, limit })).briefs));
    for await (const row of rows) {
      yield csvLine([
        row.id,
        row.title,
        row.brand.companyName,
        row.brand.email,
        row.status,
        money(row.reward),
        money(row.totalRewardValue),
        row.amountOfWinners,
        row.submissionsCount,
        yesNo(row.isFunded),
        yesNo(row.isPrivate),
        row.deadline,
        row.archivedAt,
        row.createdAt,
      ]);
    }
  }

  async function* submissions(filters: Filters<TAdminSubmissionsQuery>): Lines {
    yield csvLine([
      'ID',
      'Brief',
      'Creator',
      'Username',
      'Email',
      'Status',
      'Amount',
      'Content URL',
      'Submitted',
      'Reviewed',
    ]);
    const rows = batches(
      paged(async (page, limit) => (await admin.listSubmissions({ ...filters, page, limit })).submissions),
    );
    for await (const row of rows) {
      yield csvLine([
        row.id,
        row.brief.title,
        row.creator.fullName,
        row.creator.userName,
        row.creator.email,
        row.status,
        money(row.amount),
        row.contentUrl,
        row.submittedAt,
        row.reviewedAt,
      ]);
    }
  }

  async function* payouts(filters: Filters<TAdminPayoutsQuery>): Lines {
    yield csvLine([
      'ID',
      'Reward Type',
      'Status',
      'Creator',
      'Username',
      'Email',
      'Brief',
      'Brand',
      'Gross',
      'Platform Fee',
      'Net',
      'Prize',
      'Awarded',
      'Paid',
    ]);
    const rows = batches(
      paged(async (page, limit) => (await moneyViews.listPayouts({ ...filters, page, limit })).payouts),
    );
    for await (const row of rows) {
      yield csvLine([
        row.id,
        row.rewardType,
        row.status,
        row.creator.fullName,
        row.creator.userName,
        row.creator.email,
        row.brief.title,
        row.brand.companyName,
        money(row.amount),
        money(row.platformFee),
        money(row.netAmount),
        row.prizeName,
        row.createdAt,
        row.paidAt,
      ]);
    }
  }

  async function* audit(filters: Filters<TAdminAuditQuery>): Lines {
    yield csvLine(['ID', 'At', 'Actor Email', 'Actor ID', 'Action', 'Entity Type', 'Entity ID', 'Before', 'After']);
    const rows = batches(async (offset, limit) =>
      (await auditPage(db, filters, { offset, limit })).rows.map(toAuditRow),
    );
    for await (const row of rows)
      yield csvLine([
        row.id,
        row.at,
        row.actorEmail,
        row.actorId,
        row.action,
        row.entityType,
        row.entityId,
        row.before,
        row.after,
      ]);
  }

  /** The range's figures (Metric, Value), a blank line, then every money movement of the range, newest first. */
  async function* financialMetrics(timeRange: FinancialTimeRange): Lines {
    const metrics = await moneyViews.financialMetrics(timeRange);
    yield csvLine(['Metric', 'Value']);
    yield csvLine(['Time Range', metrics.timeRange]);
    yield csvLine(['From', metrics.from ?? '']);
    yield csvLine(['To', metrics.to]);
    yield csvLine(['Payments Mode', metrics.paymentsMode]);
    yield csvLine(['Funds Collected', money(metrics.totalFundsCollected)]);
    yield csvLine(['Funds Paid Out', money(metrics.totalFundsPaidOut)]);
    yield csvLine(['Platform Fees', money(metrics.totalPlatformFees)]);
    yield csvLine(['Refunds Processed', money(metrics.totalRefundsProcessed)]);
    yield csvLine(['Active Briefs', metrics.activeBriefs]);
    yield csvLine(['Completed Payouts', metrics.completedPayouts]);
    yield csvLine(['Pending Payouts', metrics.pendingPayouts]);
    yield '\r\n';
    yield csvLine(['Transaction ID', 'Type', 'Brief', 'Brand', 'Creator', 'Amount', 'Date']);
    // The same window as the figures: `to` is the figures' own "now".
    const window = { ...rangeWindow(timeRange, new Date(metrics.to)) };
    const rows = batches((offset, limit) => moneyViews.recentTransactions(window, limit, offset));
    for await (const row of rows)
      yield csvLine([
        row.id,
        row.type,
        row.briefTitle,
        row.brandName,
        row.creatorName,
        money(row.amount),
        row.createdAt,
      ]);
  }

  return { brands, creators, briefs, submissions, payouts, audit, financialMetrics, now: clock };
}

export type AdminExports = ReturnType<typeof createAdminExports>;
