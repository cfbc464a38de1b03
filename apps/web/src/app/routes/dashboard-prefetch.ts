import type { UserType } from '@briefly/shared/options';
import type { QueryClient } from '@tanstack/react-query';
import {
  asTimeRange,
  financialMetricsQueryOptions,
  reconciliationQueryOptions,
} from '@/features/admin/financial/api/financial';
import { attentionQueryOptions } from '@/features/admin/attention/api/get-attention';
import { overviewQueryOptions } from '@/features/admin/overview/api/get-overview';
import { brandAnalyticsQueryOptions } from '@/features/brand-analytics/api/get-brand-analytics';
import { brandBriefsQueryOptions } from '@/features/brand-briefs/api/get-brand-briefs';
import { recentSubmissionsQueryOptions } from '@/features/brand-dashboard/api/get-recent-submissions';
import { brandWalletQueryOptions } from '@/features/brand-wallet/api/get-brand-wallet';
import { brandCreatorsQueryOptions } from '@/features/creators/api/get-brand-creators';
import { creatorBriefsQueryOptions } from '@/features/creator-workspace/api/get-creator-briefs';
import { creatorDashboardQueryOptions } from '@/features/creator-workspace/api/get-creator-dashboard';
import { creatorSubmissionsQueryOptions } from '@/features/creator-workspace/api/get-creator-submissions';
import { conversationsQueryOptions } from '@/features/messaging/api/get-conversations';
import { pendingReviewsQueryOptions } from '@/features/reviews/api/pending-reviews';
import {
  notificationPagesQueryOptions,
  notificationsQueryOptions,
} from '@/features/notifications/api/get-notifications';
import { NOTIFICATION_LIST_DEFAULT_LIMIT } from '@briefly/shared/notifications';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { readStoredUser } from '@/lib/session-storage';
import { dashboardTab } from './first-screen-requests';

// The dashboards' first-screen data, requested by the routes' loaders (app/router.tsx) as the navigation
// starts — in parallel with the route's code, not after it (docs/performance.md#early-data). Each is the
// query the screen itself reads (same options, same key), so the screen finds it in flight or done.
// Only for a stored session of the right kind: the server still checks every call.

type Prefetch = (queryClient: QueryClient, params: URLSearchParams) => void;

/** What every dashboard frame shows: the bell's latest notifications and, for brands and creators, the Messages count (admins have no Messages). */
const frame = (queryClient: QueryClient, type: UserType | undefined) => {
  void queryClient.prefetchQuery(notificationsQueryOptions({ limit: NOTIFICATION_LIST_DEFAULT_LIMIT }));
  // Read by the email reminder and the bell: arriving after the first render, it re-rendered the whole page.
  void queryClient.prefetchQuery(publicConfigQueryOptions());
  if (type === 'brand' || type === 'creator') void queryClient.prefetchQuery(conversationsQueryOptions());
};

const BRAND_TABS: Partial<Record<string, Prefetch>> = {
  overview: (queryClient) => {
    void queryClient.prefetchQuery(brandBriefsQueryOptions());
    void queryClient.prefetchQuery(brandAnalyticsQueryOptions());
    void queryClient.prefetchQuery(brandWalletQueryOptions());
    void queryClient.prefetchQuery(recentSubmissionsQueryOptions());
    // The reviews to write sit above the Overview: arriving after it, they pushed it down.
    void queryClient.prefetchQuery(pendingReviewsQueryOptions());
    // Discover Creators' count (one creator asked for: the total is what it shows).
    void queryClient.prefetchQuery(brandCreatorsQueryOptions(1));
  },
  briefs: (queryClient) => {
    void queryClient.prefetchQuery(brandBriefsQueryOptions());
  },
  // Opened from an address, the Create Brief panel has the brief list behind it.
  'create-brief': (queryClient) => {
    void queryClient.prefetchQuery(brandBriefsQueryOptions());
  },
};

const CREATOR_TABS: Partial<Record<string, Prefetch>> = {
  overview: (queryClient) => {
    void queryClient.prefetchQuery(creatorDashboardQueryOptions());
    void queryClient.prefetchQuery(creatorBriefsQueryOptions());
    void queryClient.prefetchQuery(pendingReviewsQueryOptions());
  },
  marketplace: (queryClient) => void queryClient.prefetchQuery(creatorBriefsQueryOptions()),
  briefs: (queryClient) => void queryClient.prefetchQuery(creatorBriefsQueryOptions()),
  submissions: (queryClient) => void queryClient.prefetchQuery(creatorSubmissionsQueryOptions()),
};

const ADMIN_TABS: Partial<Record<string, Prefetch>> = {
  overview: (queryClient) => void queryClient.prefetchQuery(overviewQueryOptions()),
  financial: (queryClient, params) => {
    const timeRange = asTimeRange(params.get('timeRange'));
    void queryClient.prefetchQuery(financialMetricsQueryOptions(timeRange));
    void queryClient.prefetchQuery(reconciliationQueryOptions(timeRange));
  },
};

const TABS: Record<UserType, Partial<Record<string, Prefetch>>> = {
  brand: BRAND_TABS,
  creator: CREATOR_TABS,
  admin: ADMIN_TABS,
};

/** A dashboard's loader: the frame's data and its tab's (`?tab=`; Overview without one or with an unknown one). */
export function prefetchDashboard(queryClient: QueryClient, type: UserType, url: URL): void {
  if (readStoredUser()?.type !== type) return;
  frame(queryClient, type);
  // The admin menu's count of things waiting: arriving after the first render, it re-rendered shell and section.
  if (type === 'admin') void queryClient.prefetchQuery(attentionQueryOptions());
  TABS[type][dashboardTab(type, url.searchParams)]?.(queryClient, url.searchParams);
}

/** The Notifications page's loader: the frame and the list as first shown (all, every category). */
export function prefetchNotifications(queryClient: QueryClient, url: URL): void {
  const user = readStoredUser();
  if (!user) return;
  frame(queryClient, user.type);
  if (!url.searchParams.get('tab') && !url.searchParams.get('category'))
    void queryClient.prefetchInfiniteQuery(notificationPagesQueryOptions({ category: undefined, isRead: undefined }));
}
