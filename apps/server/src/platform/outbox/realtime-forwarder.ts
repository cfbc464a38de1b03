import type { ForwardedEventPayloads, RealtimeMessage } from '@briefly/shared/realtime';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { EventSubscriber } from '../module.ts';
import type { DomainEvent } from './domain-events.ts';

// Forwards domain events to the open realtime streams of the people they concern, so their screens
// refresh at once. Data is the event's own ids and figures, sent only to those people.

export interface RealtimeSender {
  sendToUsers(tx: Db, userIds: string[], message: RealtimeMessage): Promise<void>;
}

const ADMINS = 'admins' as const;
type Audience = Array<string | typeof ADMINS>;

/** Who hears of each event: the brand and creator it is about, and admins for money waiting on them. */
export function audienceOf(event: DomainEvent): Audience {
  switch (event.type) {
    case 'submission.created':
    case 'submission.updated':
    case 'submission.deleted':
      return [event.brandId];
    case 'submission.reviewed':
    case 'submission.revision_requested':
    case 'submission.resubmitted':
    case 'reward.assigned':
      return [event.creatorId, event.brandId];
    case 'brief.funded':
    case 'brief.archived':
    case 'wallet.funded':
    case 'refund.failed':
    case 'refund.sent':
      return [event.brandId];
    case 'brief.invited':
      return [event.creatorId];
    case 'payout.paid':
    case 'payout.held':
    case 'account.updated':
      return [event.creatorId];
    case 'withdrawal.requested':
      return [ADMINS];
    case 'withdrawal.processed':
      return [event.creatorId, ADMINS];
    case 'message.created':
      return [event.senderId, event.recipientId];
    case 'conversation.read':
      return [event.readerId, event.otherId];
    case 'conversation.blocked':
      return [event.blockerId, event.blockedId];
    case 'conversation.reported':
      return [ADMINS];
    case 'messages.unread':
      // Not forwarded: it becomes a notification (and an email), which has its own stream event.
      return [];
    case 'auth.signed_in':
      // Not forwarded (see ALL_EVENTS): a new-browser sign-in reaches the user as a notification.
      return [];
    case 'forum.reply_created':
      // Not forwarded: the post's author hears of it as a notification.
      return [];
    case 'event.registered':
    case 'event.reminder_due':
    case 'event.cancelled':
    case 'event.rescheduled':
    case 'story.consent_requested':
    case 'story.consent_decided':
    case 'story.published':
    case 'review.published':
    case 'brief.published':
    case 'dispute.opened':
    case 'dispute.resolved':
      // Not forwarded: the people concerned hear of them as notifications.
      return [];
  }
}

/** Only events with a payload in the realtime contract can be listed here. */
const ALL_EVENTS: Array<keyof ForwardedEventPayloads> = [
  'brief.funded',
  'brief.archived',
  'wallet.funded',
  'brief.invited',
  'submission.created',
  'submission.updated',
  'submission.reviewed',
  'submission.deleted',
  'submission.revision_requested',
  'submission.resubmitted',
  'reward.assigned',
  'payout.paid',
  'payout.held',
  'withdrawal.requested',
  'withdrawal.processed',
  'refund.failed',
  'refund.sent',
  'account.updated',
  'message.created',
  'conversation.read',
  'conversation.blocked',
  'conversation.reported',
];

export function createRealtimeForwarder(deps: { db: Db; realtime: RealtimeSender }): EventSubscriber {
  return {
    name: 'realtime',
    events: ALL_EVENTS,
    async handle(event, { tx }) {
      const audience = audienceOf(event);
      const userIds = new Set(audience.filter((who): who is string => who !== ADMINS));
      if (audience.includes(ADMINS)) {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.type, 'admin'), eq(users.status, 'active')));
        for (const admin of admins) userIds.add(admin.id);
      }
      const { type, ...data } = event;
      // Sound: a forwarded event's payload is its ForwardedEventPayloads entry (DomainEvents extends it).
      await deps.realtime.sendToUsers(tx, [...userIds], { type, data } as RealtimeMessage);
    },
  };
}
