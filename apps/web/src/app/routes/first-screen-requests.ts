import type { UserType } from '@briefly/shared/options';
import { ADMIN_SECTIONS, BRAND_TABS, CREATOR_TABS } from '@/config/paths';

// lib/time-zone.ts's viewerTimeZone, written out: imported here it moved into the entry and out of the
// dashboards' chunks, which left two of those importing each other (scripts/check-budgets.mjs).
const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

// The API calls of a signed-in page's first screen, by address, as the screen's own queries send them:
// main.tsx starts them (lib/early-requests.ts) as the entry runs, before React, the router and the page's
// code. The same calls as the routes' loaders (app/routes/dashboard-prefetch.ts, which names them through
// the features' query options: too much code for the entry); first-screen-requests.test.ts holds the two
// lists together.

type Requests = (params: URLSearchParams) => string[];

const TAB_LISTS: Record<UserType, readonly string[]> = {
  brand: BRAND_TABS,
  creator: CREATOR_TABS,
  admin: ADMIN_SECTIONS,
};

/**
 * The tab a dashboard's address opens, as the dashboard reads it (hooks/use-tab-param.ts): `?tab=` when the
 * dashboard has it, its first tab (Overview) otherwise — an unknown value included, whose first screen is the
 * Overview and wants the Overview's data early like any other (issue 39: it was drawn without them, and moved).
 */
export function dashboardTab(type: UserType, params: URLSearchParams): string {
  const tabs = TAB_LISTS[type];
  const value = params.get('tab');
  return tabs.find((tab) => tab === value) ?? tabs[0] ?? 'overview';
}

// features/admin/financial/api/financial.ts's asTimeRange, written out: the shared package's module holds the
// admin's schemas too, which the entry must not carry.
const FINANCIAL_TIME_RANGES = ['7d', '30d', '90d', 'all'];
const financialTimeRange = (params: URLSearchParams) =>
  FINANCIAL_TIME_RANGES.find((range) => range === params.get('timeRange')) ?? '30d';

/**
 * The frame's: the bell's latest notifications, the deployment's public settings (the email reminder and the
 * bell read them) and, for brands and creators, the Messages count. Each one arriving after the first render
 * re-rendered the whole dashboard in one task (issue 39: up to 0.4 s of a phone's blocking time).
 */
const frame = (type: UserType) =>
  type === 'admin'
    ? ['/api/notifications?limit=20', '/api/config/public']
    : ['/api/notifications?limit=20', '/api/config/public', '/api/messages/conversations'];

/** A dashboard's own frame adds its menu's counts: the admin's things waiting. */
const dashboardFrame = (type: UserType) => (type === 'admin' ? ['/api/admin/attention'] : []);

const TABS: Record<UserType, Partial<Record<string, Requests>>> = {
  brand: {
    overview: () => [
      '/api/brands/briefs',
      '/api/rewards/analytics/brand',
      '/api/brands/wallet',
      '/api/brands/submissions?limit=4',
      '/api/reviews/pending',
      '/api/brands/creators?limit=1',
    ],
    briefs: () => ['/api/brands/briefs'],
    // Opened from an address, the Create Brief panel has the brief list behind it.
    'create-brief': () => ['/api/brands/briefs'],
  },
  creator: {
    overview: () => ['/api/creators/dashboard', '/api/creators/briefs', '/api/reviews/pending'],
    marketplace: () => ['/api/creators/briefs'],
    briefs: () => ['/api/creators/briefs'],
    submissions: () => ['/api/creators/submissions'],
  },
  admin: {
    overview: () => [`/api/admin/overview?${new URLSearchParams({ timeZone: viewerTimeZone() })}`],
    financial: (params) => {
      const timeRange = financialTimeRange(params);
      return [
        `/api/admin/financial-metrics?timeRange=${timeRange}`,
        `/api/admin/reconciliation?timeRange=${timeRange}`,
      ];
    },
  },
};

const DASHBOARDS: Record<string, UserType> = {
  '/brand/dashboard': 'brand',
  '/creator/dashboard': 'creator',
  '/admin/dashboard': 'admin',
};

/** The calls the page at `location` makes first for a signed-in user of `type` (none for other pages). */
export function firstScreenRequests(location: { pathname: string; search: string }, type: UserType): string[] {
  const pathname = location.pathname.toLowerCase().replace(/\/$/, '');
  const params = new URLSearchParams(location.search);
  if (DASHBOARDS[pathname] === type)
    return [...frame(type), ...dashboardFrame(type), ...(TABS[type][dashboardTab(type, params)]?.(params) ?? [])];
  if (pathname === '/notifications') {
    const list = params.get('tab') || params.get('category') ? [] : ['/api/notifications?limit=20&offset=0'];
    return [...frame(type), ...list];
  }
  return [];
}
