// Every TanStack Query key of the app's server data, one factory per endpoint family. A key made
// with fewer arguments is a prefix of the longer ones, so invalidating `queryKeys.brand.submissions()`
// reaches every filtered list of the brand's submissions, on whichever screen shows it. Features that
// read the same endpoint use the same key, so they share one cached answer and one refresh.
// Each family's first element is its own name (`queryKeys.brand` → 'brand'); lib/realtime.ts relies
// on that to resync every family after the live stream was down.

/** Filters of GET /api/brands/submissions, as sent (leave out what is not sent). */
export interface BrandSubmissionsParams {
  briefId?: string;
  status?: string;
  limit?: number;
}

/** Appends the optional trailing parts that are given, so a shorter key stays a prefix. */
function withParts<const Base extends readonly string[]>(base: Base, ...parts: unknown[]): readonly [...Base, ...unknown[]] {
  const given: unknown[] = [];
  for (const part of parts) {
    if (part === undefined) break;
    given.push(part);
  }
  return [...base, ...given];
}

const brand = {
  all: () => ['brand'] as const,
  /** GET /api/brands/briefs: the brand's briefs with funding and submission counts. */
  briefs: () => ['brand', 'briefs'] as const,
  /** GET /api/rewards/analytics/brand. */
  analytics: () => ['brand', 'analytics'] as const,
  /** GET /api/brands/wallet. */
  wallet: () => ['brand', 'wallet'] as const,
  /** GET /api/brands/submissions?briefId=&status=&limit=. */
  submissions: (params?: BrandSubmissionsParams) => withParts(['brand', 'submissions'] as const, params),
  /** GET /api/brands/reward-management: funded briefs with tiers, assignments and submissions. */
  rewardManagement: () => ['brand', 'reward-management'] as const,
  /** GET /api/briefs/:id/money. */
  briefMoney: (briefId?: string) => withParts(['brand', 'brief-money'] as const, briefId),
  /** GET /api/briefs/:id/invitations. */
  invitations: (briefId?: string) => withParts(['brand', 'invitations'] as const, briefId),
  /** GET /api/brands/creators?limit= (the Creators tab and card). */
  creators: (params?: { limit: number }) => withParts(['brand', 'creators'] as const, params),
  /** GET /api/brands/creators?page=&search=, page by page (the invite dialog's infinite list). */
  invitableCreators: (search?: string) => withParts(['brand', 'creators', 'invitable'] as const, search),
};

const creator = {
  all: () => ['creator'] as const,
  /** GET /api/creators/briefs: the briefs the creator may see, with their own application. */
  briefs: () => ['creator', 'briefs'] as const,
  /** GET /api/creators/submissions, and under it GET /api/creators/submissions/:id. */
  submissions: () => ['creator', 'submissions'] as const,
  submission: (id: string) => ['creator', 'submissions', id] as const,
  /** GET /api/creators/dashboard. */
  dashboard: () => ['creator', 'dashboard'] as const,
  /** GET /api/creators/analytics. */
  analytics: () => ['creator', 'analytics'] as const,
  /** GET /api/creators/profile. */
  profile: () => ['creator', 'profile'] as const,
  /** GET /api/search?q=. */
  search: (query?: string) => withParts(['creator', 'search'] as const, query),
  /** GET /api/creators/wallet/:userId. */
  wallet: (userId?: string) => withParts(['creator', 'wallet'] as const, userId),
  /** GET /api/stripe/account/:userId. */
  payoutAccount: (userId?: string) => withParts(['creator', 'payout-account'] as const, userId),
  /**
   * The signed-in creator's rewards and their payout state: GET /api/creators/payouts (Earnings) and
   * GET /api/stripe/payouts/:userId (Wallet) answer the same list, so both live under one key.
   */
  payouts: () => ['creator', 'payouts'] as const,
  /** GET /api/creators/withdrawals. */
  withdrawals: () => ['creator', 'withdrawals'] as const,
};

const admin = {
  all: () => ['admin'] as const,
  /** GET /api/admin/withdrawal-requests. */
  withdrawalRequests: () => ['admin', 'withdrawal-requests'] as const,
  /** GET /api/admin/messages/reports. */
  messageReports: () => ['admin', 'message-reports'] as const,
  /** GET /api/admin/messages/reports/:id (each read is audited: fetched only when opened, and not under the list's key, so refreshing the list never re-reads a thread). */
  messageReport: (id: string) => ['admin', 'message-report', id] as const,
};

const marketplace = {
  all: () => ['marketplace'] as const,
  /** GET /api/briefs/public?…: the public marketplace, searched and paged. */
  briefs: (params?: object) => withParts(['marketplace', 'briefs'] as const, params),
  /**
   * GET /api/briefs/:id/public, for whoever asks (the answer depends on the viewer: a brand sees its
   * drafts, an invited creator a private brief). The brief page and the creator workspace share it.
   */
  brief: (briefId?: string, viewerId?: string | null) => withParts(['marketplace', 'brief'] as const, briefId, viewerId),
  /** GET /api/public/brands/:brandId/briefs. */
  brandPage: (brandId?: string) => withParts(['marketplace', 'brand'] as const, brandId),
};

/** The signed-in user's notifications (any user type). */
const notifications = {
  all: () => ['notifications'] as const,
  /** GET /api/notifications?category=&isRead=&limit=&offset=: one list (the bell's). */
  list: (params?: object) => withParts(['notifications', 'list'] as const, params),
  /** The same endpoint read page by page ('Load more' on /notifications). */
  pages: (params?: object) => withParts(['notifications', 'pages'] as const, params),
  /** GET /api/notifications/:id. */
  detail: (id?: string) => withParts(['notifications', 'detail'] as const, id),
  /** GET /api/notifications/preferences. */
  preferences: () => ['notifications', 'preferences'] as const,
};

/** The signed-in brand's or creator's conversations (docs/product: messaging). */
const messaging = {
  all: () => ['messaging'] as const,
  /** GET /api/messages/conversations. */
  conversations: () => ['messaging', 'conversations'] as const,
  /** GET /api/messages/:conversationId, page by page backwards (the chat pane). */
  messages: (conversationId?: string) => withParts(['messaging', 'messages'] as const, conversationId),
  /** GET /api/messages/available-users?search= (the Start New Chat dialog). */
  availableUsers: (search?: string) => withParts(['messaging', 'available-users'] as const, search),
};

export const queryKeys = { brand, creator, admin, marketplace, notifications, messaging };

export type QueryKeyFamily = keyof typeof queryKeys;
