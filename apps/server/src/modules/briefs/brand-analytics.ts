import type { TBrandAnalytics } from '@briefly/shared/briefs';
import { centsToDollars } from '@briefly/shared/money';
import type { Db } from '../../db/client.ts';
import { lastMonths, monthStart } from '../../lib/months.ts';
import type { BriefActivitySource } from './briefs.activity.ts';
import { tiersTotalCents } from './briefs.mappers.ts';
import * as repo from './briefs.repository.ts';

// GET /api/rewards/analytics/brand (docs/product/brand-dashboard.md#analytics): every figure from the
// database and the ledger.

const MONTHS = 6;
const TOP_BRIEFS = 5;
const RECENT_BRIEFS = 5;
const PERFORMANCE_BRIEFS = 50;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export async function brandAnalytics(
  db: Db,
  activity: BriefActivitySource,
  brandId: string,
  now: Date,
): Promise<TBrandAnalytics> {
  const months = lastMonths(now, MONTHS);
  const since = monthStart(months[0]!);
  // The brand's list brings each brief's tiers, submissions, winners and pool figures (decision 016).
  const [list, submissionsByMonth, submissionsThisWeek] = await Promise.all([
    repo.briefsOfBrand(db, brandId),
    activity.submissionsPerMonth(db, brandId, since),
    activity.submissionsSince(db, brandId, new Date(now.getTime() - WEEK_MS)),
  ]);
  const rows = list.map((row) => row.brief);

  const briefs = list.map((row) => ({
    brief: row.brief,
    submissions: row.submissions.length,
    winners: row.winners.length,
    tierValueCents: tiersTotalCents(row.tiers),
  }));
  const totalRewardsCents = rows.reduce((sum, brief) => sum + brief.rewardCents, 0);
  const totalSubmissions = briefs.reduce((sum, item) => sum + item.submissions, 0);
  const totalWinners = briefs.reduce((sum, item) => sum + item.winners, 0);
  const briefsByMonth = new Map<string, number>();
  for (const brief of rows) {
    const month = brief.createdAt.toISOString().slice(0, 7);
    briefsByMonth.set(month, (briefsByMonth.get(month) ?? 0) + 1);
  }

  return {
    submissionsThisWeek,
    winnersSelected: totalWinners,
    totalSpent: centsToDollars(list.reduce((sum, row) => sum + row.pool.funded, 0)),
    totalRewards: centsToDollars(totalRewardsCents),
    totalRewardValue: centsToDollars(briefs.reduce((sum, item) => sum + item.tierValueCents, 0)),
    activeCampaigns: rows.filter((brief) => brief.status === 'published').length,
    conversionRate: totalSubmissions > 0 ? round((totalWinners / totalSubmissions) * 100, 1) : 0,
    totalBriefs: rows.length,
    totalSubmissions,
    averageReward: rows.length > 0 ? centsToDollars(Math.round(totalRewardsCents / rows.length)) : 0,
    recentBriefs: briefs.slice(0, RECENT_BRIEFS).map(({ brief, submissions }) => ({
      id: brief.id,
      title: brief.title,
      status: brief.status,
      reward: centsToDollars(brief.rewardCents),
      isFunded: brief.fundedAt !== null,
      submissions,
      createdAt: brief.createdAt.toISOString(),
    })),
    topPerformingBriefs: [...briefs]
      .sort((a, b) => b.submissions - a.submissions || b.brief.rewardCents - a.brief.rewardCents)
      .slice(0, TOP_BRIEFS)
      .map(({ brief, submissions }) => ({ id: brief.id, title: brief.title, submissions, status: brief.status })),
    monthlyTrends: months.map((month) => ({
      month,
      briefs: briefsByMonth.get(month) ?? 0,
      submissions: submissionsByMonth.get(month) ?? 0,
    })),
    briefPerformance: briefs.slice(0, PERFORMANCE_BRIEFS).map(({ brief, submissions, tierValueCents }) => ({
      id: brief.id,
      title: brief.title,
      submissions,
      totalRewardValue: centsToDollars(tierValueCents),
      status: brief.status,
    })),
  };
}
