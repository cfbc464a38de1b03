import { z } from 'zod';

// ---------------------------------------------------------------- creator dashboard figures

export const ZActivityItem = z.object({
  id: z.string(),
  kind: z.enum([
    'submitted',
    'updated',
    'approved',
    'rejected',
    'changes_requested',
    'won',
    'paid',
    'held',
    'brief_published',
  ]),
  title: z.string(),
  detail: z.string(),
  at: z.string(),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;

/** GET /api/creators/dashboard: every figure from real data. */
export const ZCreatorDashboard = z.object({
  /** Net rewards earned, dollars (from the ledger). */
  totalEarnings: z.number(),
  submissionsThisWeek: z.number(),
  /** Briefs currently accepting applications that this creator can see, counted up to ACTIVE_BRIEFS_COUNT_CAP. */
  activeBriefs: z.number(),
  /** More briefs are open than the server counts: `activeBriefs` is the cap ("1,000+"). */
  activeBriefsIsCapped: z.boolean(),
  recentActivity: z.array(ZActivityItem),
});
/** The dashboard counts open briefs up to this many: an exact count of every open brief grows with the marketplace. */
export const ACTIVE_BRIEFS_COUNT_CAP = 1000;
export type TCreatorDashboard = z.infer<typeof ZCreatorDashboard>;
/** Recent activity items on the dashboard (the overview shows the first 3). */
export const RECENT_ACTIVITY_LIMIT = 10;

/** GET /api/creators/analytics (docs/product/creator-dashboard.md#analytics, #portfolio). */
export const ZCreatorAnalytics = z.object({
  totalSubmissions: z.number(),
  approvedSubmissions: z.number(),
  rejectedSubmissions: z.number(),
  pendingSubmissions: z.number(),
  totalEarnings: z.number(),
  /** approved ÷ total, percent to 1 decimal. */
  successRate: z.number(),
  /** Submissions per month, the last 6 months, oldest first ('YYYY-MM'). */
  monthly: z.array(z.object({ month: z.string(), submissions: z.number(), approved: z.number() })),
  /** Reviewed (approved + rejected) submissions. */
  completedProjects: z.number(),
  /** Share of reviewed submissions that were shortlisted or won, on a 5-point scale; null with none reviewed (docs/product/creator-dashboard.md#rating). */
  rating: z.number().nullable(),
});

/** Rating on a 5-point scale: the share of reviewed submissions that were approved (shortlisted), one decimal; null with none reviewed. */
export function creatorRating(approved: number, rejected: number): number | null {
  const reviewed = approved + rejected;
  if (reviewed === 0) return null;
  return Math.round((approved / reviewed) * 50) / 10;
}

/** Success rate = approved ÷ total, in percent to 1 decimal (docs/product/creator-dashboard.md#analytics); 0 with no submissions. */
export function successRatePercent(approved: number, total: number): number {
  return total === 0 ? 0 : Math.round((approved / total) * 1000) / 10;
}
export type TCreatorAnalytics = z.infer<typeof ZCreatorAnalytics>;
