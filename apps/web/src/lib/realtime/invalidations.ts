// What each realtime event refreshes: event type → the TanStack Query keys (prefixes) whose data it
// changes, so every screen that shows the data refetches. Keyed by the shared contract's event names
// (@briefly/shared/realtime): a name the server does not send is a type error here.

import type { RealtimeEventType } from '@briefly/shared/realtime';
import type { Query, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

const { brand, creator, admin, marketplace, notifications, messaging } = queryKeys;

const brandSubmissionViews = [brand.submissions(), brand.briefs(), brand.analytics(), brand.rewardManagement()];
const creatorSubmissionViews = [
  creator.submissions(),
  creator.briefs(),
  creator.dashboard(),
  creator.analytics(),
  creator.search(),
];
const brandRewardViews = [
  brand.rewardManagement(),
  brand.briefMoney(),
  brand.submissions(),
  brand.briefs(),
  brand.analytics(),
];
const creatorMoneyViews = [creator.payouts(), creator.wallet(), creator.dashboard(), creator.analytics()];
// An admin's Overview and "Needs attention" count what waits for them: withdrawals and reports among it.
const adminAttentionViews = [admin.overview(), admin.attention()];
const withdrawalViews = [admin.withdrawalRequests(), ...adminAttentionViews, creator.withdrawals(), creator.wallet()];
const notificationViews = [notifications.list(), notifications.pages(), notifications.detail()];

/**
 * Event type → the query keys (prefixes) whose data it changes. Brand and creator keys sit side by
 * side: a user only has queries of their own kind, so the others match nothing. Types not listed
 * (newer server events) are ignored.
 */
export const REALTIME_INVALIDATIONS: Readonly<Partial<Record<RealtimeEventType, readonly QueryKey[]>>> = {
  'submission.created': [...brandSubmissionViews, ...creatorSubmissionViews],
  'submission.updated': [...brandSubmissionViews, ...creatorSubmissionViews],
  'submission.deleted': [...brandSubmissionViews, ...creatorSubmissionViews],
  'submission.reviewed': [...brandSubmissionViews, ...creatorSubmissionViews],
  'submission.revision_requested': [...brandSubmissionViews, ...creatorSubmissionViews],
  'submission.resubmitted': [...brandSubmissionViews, ...creatorSubmissionViews],
  'brief.funded': [
    brand.briefs(),
    brand.wallet(),
    brand.analytics(),
    brand.rewardManagement(),
    brand.briefMoney(),
    marketplace.all(),
  ],
  'brief.archived': [
    brand.briefs(),
    brand.analytics(),
    brand.rewardManagement(),
    brand.briefMoney(),
    creator.briefs(),
    creator.dashboard(),
    marketplace.all(),
  ],
  'brief.invited': [brand.invitations(), creator.briefs(), creator.dashboard(), marketplace.brief()],
  'wallet.funded': [brand.wallet(), brand.analytics()],
  'refund.failed': [brand.wallet(), brand.briefMoney(), brand.briefs(), brand.analytics(), brand.rewardManagement()],
  'reward.assigned': [...creatorMoneyViews, creator.submissions(), creator.briefs(), ...brandRewardViews],
  'payout.paid': [...creatorMoneyViews, creator.submissions(), ...brandRewardViews],
  'payout.held': [...creatorMoneyViews, creator.submissions(), ...brandRewardViews],
  'account.updated': [creator.payoutAccount(), creator.wallet(), creator.payouts()],
  'withdrawal.requested': withdrawalViews,
  'withdrawal.processed': withdrawalViews,
  // A new notification for this user; "changed": some were read or dismissed (maybe in another tab).
  'notification.created': [notifications.list(), notifications.pages()],
  'notifications.changed': notificationViews,
  // A message in one of the user's conversations (theirs from another tab, or the other side's);
  // "read": unread counts changed (maybe in another tab), and the sender's messages now show Read.
  'message.created': [messaging.conversations(), messaging.messages()],
  'conversation.read': [messaging.conversations(), messaging.messages()],
  'conversation.blocked': [messaging.conversations(), messaging.messages()],
  'conversation.reported': [admin.messageReports(), ...adminAttentionViews],
};

/** Sent by the server when it may have missed messages for this stream (its database listener reconnected). */
export const RESYNC_EVENT = 'resync' satisfies RealtimeEventType;

/** The keys an event type invalidates; none for a type the table does not know. */
export function invalidationsFor(type: string): readonly QueryKey[] {
  // Own keys only: 'toString' or '__proto__' from a stream are not events.
  return Object.hasOwn(REALTIME_INVALIDATIONS, type) ? REALTIME_INVALIDATIONS[type as RealtimeEventType]! : [];
}

/** The event types the table refreshes on. */
export const invalidatingEvents = () => Object.keys(REALTIME_INVALIDATIONS) as RealtimeEventType[];

const FAMILIES = new Set<unknown>(Object.keys(queryKeys));

/** Server data the stream may have changed: every key made by queryKeys (not one-off checks like the public config). */
export const isServerDataQuery = (query: Pick<Query, 'queryKey'>) => FAMILIES.has(query.queryKey[0]);
