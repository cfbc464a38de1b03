import type { UserType } from '@briefly/shared/options';

// Where clicking a notification takes its user: pages of the web app (the same addresses as
// apps/web/src/config/paths.ts builds; a test checks each is a known page).

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export const links = {
  brandDashboard: () => '/brand/dashboard',
  brandBriefs: () => withQuery('/brand/dashboard', { tab: 'briefs' }),
  /** One brief in Manage Rewards & Payments, on its Review Submissions tab. */
  brandReview: (briefId: string) => withQuery('/brand/dashboard', { tab: 'manage-rewards', brief: briefId }),
  creatorSubmissions: () => withQuery('/creator/dashboard', { tab: 'submissions' }),
  creatorWallet: () => withQuery('/creator/dashboard', { tab: 'wallet' }),
  creatorEarnings: () => withQuery('/creator/dashboard', { tab: 'earnings' }),
  /** The creator's marketplace with the brief picked out, ready to apply. */
  creatorApply: (briefId: string) => withQuery('/creator/dashboard', { tab: 'marketplace', brief: briefId }),
  /** The brief's own page: description, requirements, reward, with Apply on it. */
  brief: (briefId: string) => `/brief/${encodeURIComponent(briefId)}`,
  adminWithdrawals: () => withQuery('/admin/dashboard', { tab: 'withdrawals' }),
  /** The Messages tab with the conversation open. */
  conversation: (type: 'brand' | 'creator', conversationId: string) =>
    withQuery(type === 'brand' ? '/brand/dashboard' : '/creator/dashboard', {
      tab: 'messaging',
      conversation: conversationId,
    }),
  /** The community page with the forum post open. */
  forumPost: (postId: string) => withQuery('/community', { post: postId }),
  /** The events page with the event's detail open. */
  event: (eventId: string) => withQuery('/events', { event: eventId }),
  /** The success stories page with the story open. */
  story: (storyId: string) => withQuery('/success-stories', { story: storyId }),
  /** The success stories page with the person's consent requests open on this story. */
  storyConsent: (storyId: string) => withQuery('/success-stories', { consent: storyId }),
  adminStories: () => withQuery('/admin/dashboard', { tab: 'stories' }),
  /** A dispute's page, for both parties. */
  dispute: (disputeId: string) => `/disputes/${encodeURIComponent(disputeId)}`,
  adminDisputes: () => withQuery('/admin/dashboard', { tab: 'disputes' }),
  dashboard: (type: UserType) =>
    type === 'brand' ? '/brand/dashboard' : type === 'creator' ? '/creator/dashboard' : '/admin/dashboard',
};
