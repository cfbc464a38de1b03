// Every TanStack Query key of the app's server data, one factory per endpoint family. A key made
// with fewer arguments is a prefix of the longer ones, so invalidating `queryKeys.brand.submissions()`
// reaches every filtered list of the brand's submissions, on whichever screen shows it. Features that
// read the same endpoint use the same key, so they share one cached answer and one refresh.
// Each family's first element is its own name (`queryKeys.brand` → 'brand'); lib/realtime/invalidations.ts relies
// on that to resync every family after the live stream was down.

/** Filters of GET /api/brands/submissions, as sent (leave out what is not sent). */
export interface BrandSubmissionsParams {
  briefId?: string;
  status?: string;
  limit?: number;
}

/** Appends the optional trailing parts that are given, so a shorter key stays a prefix. */
function withParts<const Base extends readonly string[]>(
  base: Base,
  ...parts: unknown[]
): readonly [...Base, ...unknown[]] {
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
  /** GET /api/submissions/:id/history, as the brand reads it (under its submissions, so their refresh reaches it). */
  submissionHistory: (id: string) => ['brand', 'submissions', 'history', id] as const,
  /** GET /api/brands/reward-management: funded briefs with tiers, assignments and submissions. */
  rewardManagement: () => ['brand', 'reward-management'] as const,
  /** GET /api/briefs/:id/money. */
  briefMoney: (briefId?: string) => withParts(['brand', 'brief-money'] as const, briefId),
  /** GET /api/briefs/:id/invitations. */
  invitations: (briefId?: string) => withParts(['brand', 'invitations'] as const, briefId),
  /** GET /api/brands/creators?limit= (the Creators tab and card). */
  creators: (params?: { limit: number }) => withParts(['brand', 'creators'] as const, params),
  /** GET /api/brands/creators/directory with the tab's filters, cursor by cursor (the Creators tab). */
  creatorDirectory: (filters?: object) => withParts(['brand', 'creator-directory'] as const, filters),
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
  /** GET /api/submissions/:id/history, as the creator reads it. */
  submissionHistory: (id: string) => ['creator', 'submissions', id, 'history'] as const,
  /** GET /api/creators/dashboard. */
  dashboard: () => ['creator', 'dashboard'] as const,
  /** GET /api/creators/analytics. */
  analytics: () => ['creator', 'analytics'] as const,
  /** GET /api/creators/profile. */
  profile: () => ['creator', 'profile'] as const,
  /** GET /api/creators/me/profile: the public profile's editor. */
  publicProfile: () => ['creator', 'public-profile'] as const,
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
  /** GET /api/admin/reviews/reports. */
  reviewReports: () => ['admin', 'review-reports'] as const,
  /** GET /api/admin/messages/reports/:id (each read is audited: fetched only when opened, and not under the list's key, so refreshing the list never re-reads a thread). */
  messageReport: (id: string) => ['admin', 'message-report', id] as const,
  /** GET /api/admin/overview. */
  overview: () => ['admin', 'overview'] as const,
  /** GET /api/admin/attention (the section and the menu's count). */
  attention: () => ['admin', 'attention'] as const,
  /** GET /api/admin/brands?search=&status=&page= and, under it, GET /api/admin/brands/:id. */
  brands: (params?: object) => withParts(['admin', 'brands'] as const, params),
  brand: (id?: string) => withParts(['admin', 'brands', 'detail'] as const, id),
  /** GET /api/admin/creators?… and GET /api/admin/creators/:id. */
  creators: (params?: object) => withParts(['admin', 'creators'] as const, params),
  creator: (id?: string) => withParts(['admin', 'creators', 'detail'] as const, id),
  /** GET /api/admin/briefs?… (Manage Briefs and Archived Briefs) and GET /api/admin/briefs/:id. */
  briefs: (params?: object) => withParts(['admin', 'briefs'] as const, params),
  brief: (id?: string) => withParts(['admin', 'briefs', 'detail'] as const, id),
  /** GET /api/admin/submissions?… and GET /api/admin/submissions/:id. */
  submissions: (params?: object) => withParts(['admin', 'submissions'] as const, params),
  submission: (id?: string) => withParts(['admin', 'submissions', 'detail'] as const, id),
  /** GET /api/admin/payouts?… and GET /api/admin/payouts/:id. */
  payouts: (params?: object) => withParts(['admin', 'payouts'] as const, params),
  payout: (id?: string) => withParts(['admin', 'payouts', 'detail'] as const, id),
  /** GET /api/admin/analytics. */
  analytics: () => ['admin', 'analytics'] as const,
  /** GET /api/admin/financial-metrics?timeRange= and GET /api/admin/reconciliation?timeRange=. */
  financialMetrics: (timeRange?: string) => withParts(['admin', 'financial-metrics'] as const, timeRange),
  reconciliation: (timeRange?: string) => withParts(['admin', 'reconciliation'] as const, timeRange),
  /** GET /api/admin/audit?action=&entityType=&from=&to=&page=. */
  audit: (params?: object) => withParts(['admin', 'audit'] as const, params),
  /** The Jobs section: GET /api/admin/jobs/queues, GET /api/admin/jobs?status=&offset=, GET /api/admin/jobs/:id. */
  jobs: () => ['admin', 'jobs'] as const,
  jobQueues: () => ['admin', 'jobs', 'queues'] as const,
  jobList: (params?: object) => withParts(['admin', 'jobs', 'list'] as const, params),
  job: (id?: number) => withParts(['admin', 'jobs', 'detail'] as const, id),
};

const marketplace = {
  all: () => ['marketplace'] as const,
  /** GET /api/briefs/public?…: the public marketplace, searched and paged. */
  briefs: (params?: object) => withParts(['marketplace', 'briefs'] as const, params),
  /**
   * GET /api/briefs/:id/public, for whoever asks (the answer depends on the viewer: a brand sees its
   * drafts, an invited creator a private brief). The brief page and the creator workspace share it.
   */
  brief: (briefId?: string, viewerId?: string | null) =>
    withParts(['marketplace', 'brief'] as const, briefId, viewerId),
  /** GET /api/public/brands/:brandId/briefs. */
  brandPage: (brandId?: string) => withParts(['marketplace', 'brand'] as const, brandId),
  /** GET /api/creators?category=&page= (public): the /creators index. */
  creators: (params?: object) => withParts(['marketplace', 'creators'] as const, params),
  /** GET /api/creators/:userName/profile (public). */
  creatorProfile: (userName?: string) => withParts(['marketplace', 'creator-profile'] as const, userName),
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

/** The community forum (public reads; docs/product/community.md#forums). */
const forum = {
  all: () => ['forum'] as const,
  /** GET /api/forums/posts?category=&search=&sort=, page by page (cursor). */
  posts: (params?: object) => withParts(['forum', 'posts'] as const, params),
  /** GET /api/forums/posts/:id. */
  post: (id?: string) => withParts(['forum', 'post'] as const, id),
  /** GET /api/forums/posts/:id/replies, page by page. */
  replies: (postId?: string) => withParts(['forum', 'replies'] as const, postId),
  /** GET /api/forums/stats. */
  stats: () => ['forum', 'stats'] as const,
  /** GET /api/admin/forums/reports?postId= (admins, on the post they moderate). */
  reports: (postId?: string) => withParts(['forum', 'reports'] as const, postId),
};

/** Community events (public reads; the registration depends on the viewer). */
const events = {
  all: () => ['events'] as const,
  /** GET /api/events?filter=&category=, per viewer (each event says whether the viewer is registered). */
  list: (params?: object, viewerId?: string | null) => withParts(['events', 'list'] as const, params, viewerId),
  /** GET /api/events/:id, per viewer. */
  detail: (id?: string, viewerId?: string | null) => withParts(['events', 'detail'] as const, id, viewerId),
  /** GET /api/admin/events?page=. */
  admin: (params?: object) => withParts(['events', 'admin'] as const, params),
};

/** Success stories: the public list and detail, the signed-in person's consent requests, the admin's lists. */
const stories = {
  all: () => ['stories'] as const,
  /** GET /api/success-stories?filter=&sort=. */
  list: (params?: object) => withParts(['stories', 'list'] as const, params),
  /** GET /api/success-stories/:id. */
  detail: (id?: string) => withParts(['stories', 'detail'] as const, id),
  /** GET /api/success-stories/consent-requests. */
  consentRequests: () => ['stories', 'consent-requests'] as const,
  /** GET /api/admin/success-stories?page=. */
  admin: (params?: object) => withParts(['stories', 'admin'] as const, params),
  /** GET /api/admin/success-stories/candidate-briefs. */
  candidates: () => ['stories', 'candidates'] as const,
};

const disputes = {
  all: () => ['disputes'] as const,
  /** GET /api/disputes: the caller's own. */
  mine: () => ['disputes', 'mine'] as const,
  /** GET /api/disputes/:id. */
  detail: (id: string) => ['disputes', 'detail', id] as const,
  /** GET /api/admin/disputes?status=. */
  admin: (status: string) => ['disputes', 'admin', status] as const,
};

const reviews = {
  all: () => ['reviews'] as const,
  /** GET /api/reviews?userId=&page= (public): the published reviews a user received. */
  list: (userId?: string, page?: number) => withParts(['reviews', 'list'] as const, userId, page),
  /** GET /api/reviews/pending: what the signed-in user can still review, and their own blind reviews. */
  pending: () => ['reviews', 'pending'] as const,
  /** GET /api/reviews/reported-by-me?userId=: which of a member's reviews the signed-in user reported. */
  reportedByMe: (userId?: string) => withParts(['reviews', 'reported-by-me'] as const, userId),
};

const savedSearches = {
  /** GET /api/creators/saved-searches: the creator's saved marketplace searches. */
  all: () => ['savedSearches'] as const,
};

const apiKeys = {
  /** GET /api/brands/api-keys: the brand's live API keys. */
  all: () => ['apiKeys'] as const,
};

export const queryKeys = {
  brand,
  creator,
  admin,
  marketplace,
  notifications,
  messaging,
  events,
  stories,
  forum,
  reviews,
  disputes,
  savedSearches,
  apiKeys,
};

export type QueryKeyFamily = keyof typeof queryKeys;
