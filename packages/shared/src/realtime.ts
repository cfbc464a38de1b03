// The realtime stream's events (GET /api/realtime, Server-Sent Events): their names and payloads, one
// contract for the server that publishes them and the web that turns them into refreshes. Most are
// domain events forwarded as they were written (the server's DomainEvents take their payloads from here);
// payloads are ids and figures, sent only to the people they concern.

import type { NotificationCategory, NotificationPriority } from './notifications.ts';

export type SubmissionState = 'pending' | 'approved' | 'rejected';

// Types, not interfaces: a payload must fit the transport's `Record<string, unknown>`.
export type SubmissionEventPayload = {
  submissionId: string;
  briefId: string;
  brandId: string;
  creatorId: string;
  status: SubmissionState;
};

/** Domain events the server forwards to the streams of the brand, creator or admins they concern. */
export interface ForwardedEventPayloads {
  'brief.funded': { briefId: string; brandId: string; amountCents: number; source: 'card' | 'checkout' | 'wallet' };
  'brief.archived': { briefId: string; brandId: string; title: string; archivedAt: string };
  'wallet.funded': { brandId: string; amountCents: number };
  /** A private (or public) brief's brand invited a creator; sent once per new invitation. */
  'brief.invited': { briefId: string; brandId: string; creatorId: string; title: string };
  'submission.created': SubmissionEventPayload;
  /** The creator changed their pending application (re-applied or edited it). */
  'submission.updated': SubmissionEventPayload;
  'submission.reviewed': SubmissionEventPayload & { status: 'approved' | 'rejected'; reviewedBy: string };
  'submission.deleted': SubmissionEventPayload;
  /** The brand asked the creator for changes (docs/product/submissions.md#revisions). */
  'submission.revision_requested': SubmissionEventPayload & { note: string; requestedBy: string };
  /** The creator answered a request for changes with a new version. */
  'submission.resubmitted': SubmissionEventPayload;
  'reward.assigned': {
    assignmentId: string;
    briefId: string;
    brandId: string;
    creatorId: string;
    rewardType: 'cash' | 'credit' | 'prize';
    netCents: number;
  };
  'payout.paid': {
    assignmentId: string;
    briefId: string;
    creatorId: string;
    amountCents: number;
    transferId: string | null;
  };
  /** Cash stays in the creator's wallet until their payout account can receive it. */
  'payout.held': { assignmentId: string; briefId: string; creatorId: string; amountCents: number; reason: string };
  'withdrawal.requested': { withdrawalId: string; creatorId: string; amountCents: number };
  /** `reason`: why it was rejected (null otherwise; absent from events written before it was added). */
  'withdrawal.processed': {
    withdrawalId: string;
    creatorId: string;
    amountCents: number;
    status: 'approved' | 'rejected' | 'completed';
    reason?: string | null;
  };
  /** A card refund of a brief's pool failed at the provider; its money is now in the brand's wallet. */
  'refund.failed': { refundId: string; briefId: string; brandId: string; amountCents: number; reason: string | null };
  /** What was left of a brief's pool reached the brand: the card refund succeeded, or it went to the wallet. */
  'refund.sent': {
    refundId: string;
    briefId: string;
    brandId: string;
    amountCents: number;
    destination: 'card' | 'wallet';
  };
  'account.updated': { creatorId: string; accountId: string; status: 'active' | 'restricted' | 'pending' | 'other' };
  /** A brand or creator sent a message (`kind`: text or file) in a conversation. */
  'message.created': {
    messageId: string;
    conversationId: string;
    senderId: string;
    recipientId: string;
    kind: 'text' | 'file';
  };
  /** `readerId` read `marked` messages the other participant (`otherId`) had sent. */
  'conversation.read': { conversationId: string; readerId: string; otherId: string; marked: number };
  'conversation.blocked': { conversationId: string; blockerId: string; blockedId: string; blocked: boolean };
  'conversation.reported': { reportId: string; conversationId: string; reporterId: string; reportedId: string };
}

/** Every event a stream may carry, with its `data`. */
export interface RealtimePayloads extends ForwardedEventPayloads {
  /** The stream is open (the first frame of every connection). */
  ready: Record<string, never>;
  /** The server may have missed messages for this stream (its listener reconnected): refetch everything. */
  resync: Record<string, never>;
  /** A new in-app notification for this user. */
  'notification.created': { id: string; category: NotificationCategory; priority: NotificationPriority };
  /** Some of this user's notifications were read or dismissed (maybe in another tab). */
  'notifications.changed': Record<string, never>;
  /** The session that opened this stream ended (sign-out, password reset, deactivation): the stream closes. */
  'sessions.ended': Record<string, never>;
}

export type RealtimeEventType = keyof RealtimePayloads;

/** One published message: an event name and its payload, checked together. */
export type RealtimeMessage<K extends RealtimeEventType = RealtimeEventType> = {
  [Type in K]: { type: Type; data: RealtimePayloads[Type] };
}[K];
