import type { Db } from '../../db/client.ts';

// Domain events: what happened, written by the service that made it happen in the same
// transaction (the outbox, `outbox.ts`), then delivered to every subscriber at least once.
// Payloads are small and made of ids and figures: subscribers read what else they need.

export interface DomainEvents {
  'brief.funded': { briefId: string; brandId: string; amountCents: number; source: 'card' | 'checkout' | 'wallet' };
  /** A brief became visible in the marketplace: published while public, or made public while published. */
  'brief.published': { briefId: string; brandId: string };
  'brief.archived': { briefId: string; brandId: string; title: string; archivedAt: string };
  'wallet.funded': { brandId: string; amountCents: number };
  /** A private (or public) brief's brand invited a creator; sent once per new invitation. */
  'brief.invited': { briefId: string; brandId: string; creatorId: string; title: string };
  'submission.created': SubmissionEvent;
  /** The creator changed their pending application (re-applied or edited it). */
  'submission.updated': SubmissionEvent;
  'submission.reviewed': SubmissionEvent & { status: 'approved' | 'rejected'; reviewedBy: string };
  'submission.deleted': SubmissionEvent;
  /** The brand asked the creator for changes (docs/product/submissions.md#revisions). */
  'submission.revision_requested': SubmissionEvent & { note: string; requestedBy: string };
  /** The creator answered a request for changes with a new version. */
  'submission.resubmitted': SubmissionEvent;
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
  /** A password or Google sign-in (not a registration) started this session. */
  'auth.signed_in': { userId: string; sessionId: string; userAgent: string | null; ip: string };
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
  /** Messages to `recipientId` still unread after the reminder delay, one event per conversation and batch. */
  'messages.unread': {
    conversationId: string;
    recipientId: string;
    recipientType: 'brand' | 'creator';
    senderId: string;
    senderName: string;
    count: number;
  };
  /** A member replied to a forum post (`postAuthorId` wrote the post). */
  'forum.reply_created': {
    replyId: string;
    postId: string;
    postTitle: string;
    postAuthorId: string;
    replyAuthorId: string;
    replyAuthorName: string;
  };
  /** A brand or creator registered for a community event (a seat was taken). */
  'event.registered': { eventId: string; userId: string };
  /** The day-before reminder of one registration is due (claimed once through `reminded_at`). */
  'event.reminder_due': { eventId: string; userId: string };
  /** An admin cancelled an event that had registrations; registrants are told. */
  'event.cancelled': { eventId: string; title: string };
  /** An admin moved an event with registrations to another time or length; registrants get the new calendar entry. */
  'event.rescheduled': { eventId: string };
  /** A success story names these people: each is asked to agree before it is published. */
  'story.consent_requested': { storyId: string; brandId: string | null; creatorId: string | null };
  /** A person named by a story agreed or declined. */
  'story.consent_decided': {
    storyId: string;
    userId: string;
    role: 'brand' | 'creator';
    decision: 'granted' | 'declined';
  };
  /** A review became public: both sides reviewed, or its blind period ended (docs/product/creator-profiles-and-reviews.md). */
  'review.published': {
    reviewId: string;
    briefId: string;
    reviewerId: string;
    revieweeId: string;
    revieweeType: 'brand' | 'creator';
  };
  /** Every person named agreed: the story is public. */
  'story.published': { storyId: string; brandId: string | null; creatorId: string | null };
}

export interface SubmissionEvent {
  submissionId: string;
  briefId: string;
  brandId: string;
  creatorId: string;
  status: 'pending' | 'approved' | 'rejected';
}
export type DomainEventType = keyof DomainEvents;
export type DomainEventOf<K extends DomainEventType> = { type: K } & DomainEvents[K];
export type DomainEvent = { [K in DomainEventType]: DomainEventOf<K> }[DomainEventType];

/** Writes events into the outbox inside the caller's transaction: they exist exactly when the change commits. */
export interface EventPublisher {
  publish(tx: Db, event: DomainEvent): Promise<void>;
}

/** What an event is about: one subscriber receives the events of one aggregate in the order they were written. */
export function aggregateOf(event: DomainEvent): string {
  switch (event.type) {
    case 'submission.created':
    case 'submission.updated':
    case 'submission.reviewed':
    case 'submission.deleted':
    case 'submission.revision_requested':
    case 'submission.resubmitted':
      return `submission:${event.submissionId}`;
    case 'reward.assigned':
    case 'payout.paid':
    case 'payout.held':
      return `assignment:${event.assignmentId}`;
    case 'withdrawal.requested':
    case 'withdrawal.processed':
      return `withdrawal:${event.withdrawalId}`;
    case 'refund.failed':
    case 'refund.sent':
      return `refund:${event.refundId}`;
    case 'account.updated':
      return `payout-account:${event.accountId}`;
    case 'auth.signed_in':
      return `user:${event.userId}`;
    case 'wallet.funded':
      return `brand:${event.brandId}`;
    case 'brief.funded':
    case 'brief.published':
    case 'brief.archived':
    case 'brief.invited':
      return `brief:${event.briefId}`;
    case 'message.created':
    case 'conversation.read':
    case 'conversation.blocked':
    case 'conversation.reported':
    case 'messages.unread':
      return `conversation:${event.conversationId}`;
    case 'forum.reply_created':
      return `forum-post:${event.postId}`;
    case 'event.registered':
    case 'event.reminder_due':
    case 'event.cancelled':
    case 'event.rescheduled':
      return `event:${event.eventId}`;
    case 'review.published':
      return `review:${event.reviewId}`;
    case 'story.consent_requested':
    case 'story.consent_decided':
    case 'story.published':
      return `story:${event.storyId}`;
  }
}
