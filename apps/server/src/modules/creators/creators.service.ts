import type { TBrandCreatorsResponse } from '@briefly/shared/briefs';
import {
  ACTIVE_BRIEFS_COUNT_CAP,
  creatorRating,
  RECENT_ACTIVITY_LIMIT,
  successRatePercent,
  type TCreatorAnalytics,
  type TCreatorDashboard,
  type TCreatorProfile,
  type TCreatorProfileResponse,
  type TUpdateCreatorProfileRequest,
} from '@briefly/shared/submissions';
import { centsToDollars } from '@briefly/shared/money';
import { averageRatingOf } from '@briefly/shared/reputation';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/errors.ts';
import { lastMonths, monthStart } from '../../lib/months.ts';
import { updateCreatorProfileInTx } from '../auth/index.ts';
import { creatorEarnings, creatorEarningsSql } from '../ledger/index.ts';
import type { BriefsService } from '../briefs/index.ts';
import type { SubmissionsService } from '../submissions/index.ts';
import { creatorNotFound, userNameTaken } from './creators.errors.ts';
import * as repo from './creators.repository.ts';

/** GET /api/brands/creators: a page of active creators and the real total (no fixed '500+'). */
export async function listCreators(
  db: Db,
  brandId: string,
  query: { limit: number; page: number; search?: string },
): Promise<TBrandCreatorsResponse> {
  const { rows, total } = await repo.listActiveCreators(db, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    search: query.search || undefined,
    brandId,
  });
  return {
    creators: rows.map(({ ratingSum, reviewCount, briefsWonWithBrand, lastSubmission, ...row }) => ({
      ...row,
      averageRating: averageRatingOf(Number(ratingSum), Number(reviewCount)),
      reviewCount: Number(reviewCount),
      briefsWonWithBrand: Number(briefsWonWithBrand),
      lastSubmission: lastSubmission
        ? { briefTitle: lastSubmission.briefTitle, submittedAt: new Date(lastSubmission.submittedAt).toISOString() }
        : null,
    })),
    total,
  };
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const ANALYTICS_MONTHS = 6;

export interface CreatorsServiceOptions {
  db: Db;
  briefs: Pick<BriefsService, 'openForCreatorCountSql'>;
  submissions: Pick<SubmissionsService, 'totalsFor' | 'monthlyFor' | 'countSubmittedSinceSql' | 'recentActivity'>;
  now?: () => Date;
}

const toProfile = (row: repo.ProfileRow): TCreatorProfile => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The creator workspace: profile, dashboard figures and analytics, every figure from real data. */
export function createCreatorsService(options: CreatorsServiceOptions) {
  const { db, briefs, submissions } = options;
  const now = options.now ?? (() => new Date());

  async function getProfile(creatorId: string): Promise<TCreatorProfileResponse> {
    const row = await repo.findProfile(db, creatorId);
    if (!row) throw creatorNotFound();
    return { profile: toProfile(row) };
  }

  /** PUT /api/creators/profile: the username is unique case-insensitively (409 when taken). */
  async function updateProfile(
    creatorId: string,
    input: TUpdateCreatorProfileRequest,
  ): Promise<TCreatorProfileResponse> {
    try {
      await db.transaction((tx) => updateCreatorProfileInTx(tx, creatorId, input, now()));
    } catch (error) {
      if (uniqueViolation(error)?.includes('user_name')) throw userNameTaken();
      throw error;
    }
    return getProfile(creatorId);
  }

  /** Total Earnings: the ledger's one definition (net awards less awards taken back), in dollars. */
  async function totalEarnings(creatorId: string): Promise<number> {
    return centsToDollars((await creatorEarnings(db, [creatorId])).get(creatorId) ?? 0);
  }

  async function dashboard(creatorId: string): Promise<TCreatorDashboard> {
    const at = now();
    // The three figures in one statement, each module lending its SQL; the activity list in another.
    const [figures, recentActivity] = await Promise.all([
      repo.selectFigures(db, {
        earningsCents: creatorEarningsSql(creatorId),
        submissionsThisWeek: submissions.countSubmittedSinceSql(creatorId, new Date(at.getTime() - WEEK_MS)),
        activeBriefs: briefs.openForCreatorCountSql(creatorId, ACTIVE_BRIEFS_COUNT_CAP),
      }),
      submissions.recentActivity(creatorId, RECENT_ACTIVITY_LIMIT),
    ]);
    return {
      totalEarnings: centsToDollars(figures.earningsCents),
      submissionsThisWeek: figures.submissionsThisWeek,
      activeBriefs: Math.min(figures.activeBriefs, ACTIVE_BRIEFS_COUNT_CAP),
      activeBriefsIsCapped: figures.activeBriefs > ACTIVE_BRIEFS_COUNT_CAP,
      recentActivity,
    };
  }

  async function analytics(creatorId: string): Promise<TCreatorAnalytics> {
    const months = lastMonths(now(), ANALYTICS_MONTHS);
    const [totals, monthly, earnings] = await Promise.all([
      submissions.totalsFor(creatorId),
      submissions.monthlyFor(creatorId, monthStart(months[0]!)),
      totalEarnings(creatorId),
    ]);
    return {
      totalSubmissions: totals.total,
      approvedSubmissions: totals.approved,
      rejectedSubmissions: totals.rejected,
      pendingSubmissions: totals.pending,
      totalEarnings: earnings,
      successRate: successRatePercent(totals.approved, totals.total),
      monthly: months.map((month) => ({
        month,
        submissions: monthly.get(month)?.submissions ?? 0,
        approved: monthly.get(month)?.approved ?? 0,
      })),
      completedProjects: totals.approved + totals.rejected,
      rating: creatorRating(totals.approved, totals.rejected),
    };
  }

  return { getProfile, updateProfile, dashboard, analytics };
}

export type CreatorsService = ReturnType<typeof createCreatorsService>;
