import type { ForwardedEventPayloads, SubmissionEventPayload } from '@briefly/shared/realtime';
import type { Db } from '../../db/client.ts';

// Domain events: what happened, written by the service that made it happen in the same
// transaction (the outbox, `outbox.ts`), then delivered to every subscriber at least once.
// Payloads are small and made of ids and figures: subscribers read what else they need.

/** The events forwarded to the browser keep the payloads of the realtime contract (@briefly/shared/realtime). */
export interface DomainEvents extends ForwardedEventPayloads {
  /** A brief became visible in the marketplace: published while public, or made public while published. */
  'brief.published': { briefId: string; brandId: string };
  /** A password or Google sign-in (not a registration) started this session. */
  'auth.signed_in': { userId: string; sessionId: string; userAgent: string | null; ip: string };
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
  /** A brand or creator disputed a decision (docs/product/disputes.md): the other party is told. */
  'dispute.opened': { disputeId: string; openedBy: string; brandId: string | null; creatorId: string };
  /** An admin resolved a dispute: both parties are told. */
  'dispute.resolved': { disputeId: string; outcome: string; brandId: string | null; creatorId: string };
  /** Every person named agreed: the story is public. */
  'story.published': { storyId: string; brandId: string | null; creatorId: string | null };
}

export type SubmissionEvent = SubmissionEventPayload;
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
    case 'dispute.opened':
    case 'dispute.resolved':
      return `dispute:${event.disputeId}`;
  }
}
