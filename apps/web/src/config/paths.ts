// Every path of the web app (docs/product/accounts.md#where-users-land). Components take hrefs from here and never
// build paths by hand. `path` is the router pattern; `getHref` builds a concrete address.

import type { UserType } from '@briefly/shared/options';

export const BRAND_TABS = [
  'overview',
  'messaging',
  'create-brief',
  'briefs',
  'manage-rewards',
  'creators',
  'analytics',
] as const;
export type BrandTab = (typeof BRAND_TABS)[number];

export const CREATOR_TABS = [
  'overview',
  'wallet',
  'messaging',
  'marketplace',
  'briefs',
  'submissions',
  'earnings',
  'analytics',
  'portfolio',
  'profile',
] as const;
export type CreatorTab = (typeof CREATOR_TABS)[number];

export const ADMIN_SECTIONS = [
  'overview',
  'attention',
  'brands',
  'creators',
  'briefs',
  'archived-briefs',
  'submissions',
  'withdrawals',
  'disputes',
  'reports',
  'reported-reviews',
  'payouts',
  'financial',
  'analytics',
  'events',
  'stories',
  'jobs',
  'audit',
  'security',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/**
 * Who a "Message" button writes to, and the brief it is about. Without a user, the brief's brand
 * (a creator writing about a brief or a submission: the Messages tab looks the brand up).
 */
export type MessageTarget =
  | { userId: string; name: string; briefId?: string | null; briefTitle?: string | null }
  | { userId?: undefined; name?: string; briefId: string; briefTitle?: string | null };

const messageQuery = (target: MessageTarget) => ({
  with: target.userId,
  name: target.userId ? target.name : undefined,
  brief: target.briefId ?? undefined,
  briefTitle: target.briefTitle ?? undefined,
});

export const paths = {
  home: { path: '/', getHref: () => '/' },
  marketplace: { path: '/marketplace', getHref: () => '/marketplace' },
  /** The community page; `forum` opens the forum on a category tab, `post` opens a post, `compose` the New Post form. */
  community: {
    path: '/community',
    getHref: (query: { forum?: string; post?: string; q?: string; sort?: string; compose?: string } = {}) =>
      withQuery('/community', query),
  },
  events: { path: '/events', getHref: () => '/events' },
  successStories: { path: '/success-stories', getHref: () => '/success-stories' },
  brief: { path: '/brief/:briefId', getHref: (briefId: string) => `/brief/${encodeURIComponent(briefId)}` },
  /** The brief page with its Apply panel in focus (docs/product/marketplace.md#brief-page). */
  briefApply: {
    path: '/brief/:briefId/apply',
    getHref: (briefId: string) => `/brief/${encodeURIComponent(briefId)}/apply`,
  },
  /** A creator's public profile (docs/product/creator-profiles-and-reviews.md#creator-profiles). */
  /** The public creators index (docs/product/creator-directory.md#the-public-index). */
  creators: { path: '/creators', getHref: () => '/creators' },
  creatorProfile: {
    path: '/creators/:userName',
    getHref: (userName: string) => `/creators/${encodeURIComponent(userName)}`,
  },
  brandPublicBriefs: {
    path: '/brand/:brandId/briefs',
    getHref: (brandId: string) => `/brand/${encodeURIComponent(brandId)}/briefs`,
  },

  auth: {
    login: {
      path: '/login',
      getHref: (next?: string) => withQuery('/login', { next }),
    },
    adminLogin: {
      path: '/admin/login',
      getHref: (next?: string) => withQuery('/admin/login', { next }),
    },
    brandRegister: { path: '/brand/register', getHref: () => '/brand/register' },
    creatorRegister: { path: '/creator/register', getHref: () => '/creator/register' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    /** The mailed link's page: `?token=…` (docs/product/accounts.md#password-reset). */
    resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
    verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  },

  brand: {
    dashboard: {
      path: '/brand/dashboard',
      getHref: (tab?: BrandTab) => withQuery('/brand/dashboard', { tab: tab === 'overview' ? undefined : tab }),
    },
    dashboardAlias: { path: '/brand-dashboard' },
    /** One brief opened in Manage Rewards & Payments, on its Review Submissions tab. */
    reviewSubmissions: {
      getHref: (briefId: string) => withQuery('/brand/dashboard', { tab: 'manage-rewards', brief: briefId }),
    },
    /** The Messages tab opening the conversation with a creator, or starting one about a brief. */
    message: {
      getHref: (target: MessageTarget) => withQuery('/brand/dashboard', { tab: 'messaging', ...messageQuery(target) }),
    },
    createBrief: { path: '/brand/create-brief', getHref: () => '/brand/create-brief' },
    creators: { path: '/brand/creators', getHref: () => '/brand/creators' },
    rewardManagement: { path: '/brand/reward-management', getHref: () => '/brand/reward-management' },
  },

  creator: {
    dashboard: {
      path: '/creator/dashboard',
      getHref: (tab?: CreatorTab) => withQuery('/creator/dashboard', { tab: tab === 'overview' ? undefined : tab }),
    },
    wallet: { path: '/creator/wallet', getHref: () => '/creator/wallet' },
    /** The Messages tab opening the conversation with a brand, or starting one about a brief. */
    message: {
      getHref: (target: MessageTarget) =>
        withQuery('/creator/dashboard', { tab: 'messaging', ...messageQuery(target) }),
    },
    /** Where a creator applies to a brief: the dashboard's marketplace tab with the brief picked out. */
    applyToBrief: {
      getHref: (briefId: string) => withQuery('/creator/dashboard', { tab: 'marketplace', brief: briefId }),
    },
    /** Return target after payout-account onboarding: /dashboard?tab=wallet&stripe=success|refresh. */
    dashboardAlias: { path: '/dashboard' },
  },

  admin: {
    dashboard: {
      path: '/admin/dashboard',
      getHref: (section?: AdminSection) =>
        withQuery('/admin/dashboard', { tab: section === 'overview' ? undefined : section }),
    },
    root: { path: '/admin', getHref: () => '/admin' },
  },

  payments: {
    walletSuccess: { path: '/payment/success' },
    walletCancel: { path: '/payment/cancel' },
    fundingSuccess: { path: '/briefs/:briefId/funding/success' },
    fundingCancel: { path: '/briefs/:briefId/funding/cancel' },
  },

  disputes: {
    detail: { path: '/disputes/:disputeId', getHref: (id: string) => `/disputes/${encodeURIComponent(id)}` },
  },

  notifications: {
    list: { path: '/notifications', getHref: () => '/notifications' },
    detail: {
      path: '/notifications/:id',
      getHref: (id: string) => `/notifications/${encodeURIComponent(id)}`,
    },
  },
} as const;

/** The dashboard each user type lands on (docs/product/accounts.md#where-users-land; same table as DASHBOARD_PATH in shared). */
export function dashboardHref(type: UserType): string {
  switch (type) {
    case 'brand':
      return paths.brand.dashboard.getHref();
    case 'creator':
      return paths.creator.dashboard.getHref();
    case 'admin':
      return paths.admin.dashboard.getHref();
  }
}

/**
 * A `next` value is honoured only when it is a path on this site: it must start with one slash,
 * so `//evil.example` and `https://…` are refused (no open redirect).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
