import type { Db } from '../../db/client.ts';
import type { DomainEvent, DomainEventType } from '../../platform/outbox/domain-events.ts';
import type { EventSubscriber } from '../../platform/module.ts';
import type { NotificationDraft, NotificationsService } from './notifications.service.ts';
import { briefDrafts } from './producers/briefs.ts';
import { disputeDrafts } from './producers/disputes.ts';
import { conversationDrafts } from './producers/messages-and-forums.ts';
import { refundDrafts } from './producers/refunds.ts';
import { rewardDrafts } from './producers/rewards.ts';
import { signInDrafts } from './producers/sign-ins.ts';
import { submissionDrafts } from './producers/submissions.ts';
import { walletDrafts } from './producers/wallet.ts';

// Who is told what when something happens (docs/product/notifications.md#what-notifies-whom).
// One subscriber, `notifications`: it words each event for the people concerned and hands the
// drafts to the service, inside the delivery transaction, so an event notifies each person once.

/** Stored as the subscriber's receipt name: never rename. */
export const NOTIFICATIONS_SUBSCRIBER = 'notifications';

export const NOTIFIED_EVENTS = [
  'submission.created',
  'submission.updated',
  'submission.reviewed',
  'submission.revision_requested',
  'submission.resubmitted',
  'brief.invited',
  'brief.funded',
  'brief.archived',
  'reward.assigned',
  'payout.paid',
  'payout.held',
  'account.updated',
  'withdrawal.requested',
  'withdrawal.processed',
  'refund.failed',
  'refund.sent',
  'auth.signed_in',
  'messages.unread',
  'forum.reply_created',
  'review.published',
  'dispute.opened',
  'dispute.resolved',
] as const satisfies readonly DomainEventType[];

type NotifiedEvent = Extract<DomainEvent, { type: (typeof NOTIFIED_EVENTS)[number] }>;

/** The drafts for one event: who is concerned and what they read (each area's own, in producers/). */
export async function draftsFor(event: NotifiedEvent, tx: Db): Promise<NotificationDraft[]> {
  switch (event.type) {
    case 'submission.created':
    case 'submission.updated':
    case 'submission.reviewed':
    case 'submission.revision_requested':
    case 'submission.resubmitted':
      return submissionDrafts(event, tx);
    case 'brief.invited':
    case 'brief.funded':
    case 'brief.archived':
      return briefDrafts(event, tx);
    case 'reward.assigned':
    case 'review.published':
    case 'payout.paid':
    case 'payout.held':
      return rewardDrafts(event, tx);
    case 'account.updated':
    case 'withdrawal.requested':
    case 'withdrawal.processed':
      return walletDrafts(event, tx);
    case 'refund.failed':
    case 'refund.sent':
      return refundDrafts(event, tx);
    case 'messages.unread':
    case 'forum.reply_created':
      return conversationDrafts(event);
    case 'auth.signed_in':
      return signInDrafts(event, tx);
    case 'dispute.opened':
    case 'dispute.resolved':
      return disputeDrafts(event, tx);
  }
}

export function createNotificationsSubscriber(notifications: Pick<NotificationsService, 'deliver'>): EventSubscriber {
  return {
    name: NOTIFICATIONS_SUBSCRIBER,
    events: NOTIFIED_EVENTS,
    async handle(event, ctx) {
      const drafts = await draftsFor(event as NotifiedEvent, ctx.tx);
      await notifications.deliver(ctx.tx, { eventId: ctx.eventId, at: ctx.occurredAt, drafts });
    },
  };
}
