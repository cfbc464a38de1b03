import { formatCents } from '@briefly/shared/money';
import { REWARD_MESSAGES } from '@briefly/shared/rewards';
import { REWARD_STATE_WORDS, SUBMISSION_STATE_WORDS, winnerWord } from '@briefly/shared/status-words';
import type { Db } from '../../db/client.ts';
import type { DomainEvent, DomainEventType } from '../../platform/outbox/domain-events.ts';
import type { EventSubscriber } from '../../platform/module.ts';
import { links } from './notification-links.ts';
import type { NotificationDraft, NotificationsService } from './notifications.service.ts';
import * as repo from './notifications.repository.ts';
import { browserIdentity } from './user-agent.ts';

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
] as const satisfies readonly DomainEventType[];

type NotifiedEvent = Extract<DomainEvent, { type: (typeof NOTIFIED_EVENTS)[number] }>;

const quoted = (title: string) => `“${title}”`;
// The state words are the ones every screen shows (@briefly/shared/status-words).
const {
  shortlisted: SHORTLISTED,
  not_selected: NOT_SELECTED,
  changes_requested: CHANGES_REQUESTED,
} = SUBMISSION_STATE_WORDS;
/** A brand's note in a notification: its first 140 characters. */
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text);

async function brief(
  tx: Db,
  briefId: string,
  fallbackTitle?: string,
): Promise<repo.BriefInfo | { title: string; brandName: string; status: null; brandId: null }> {
  return (
    (await repo.briefInfo(tx, briefId)) ?? {
      title: fallbackTitle ?? 'a brief',
      brandName: 'A brand',
      status: null,
      brandId: null,
    }
  );
}

/** The drafts for one event: who is concerned and what they read. */
export async function draftsFor(event: NotifiedEvent, tx: Db): Promise<NotificationDraft[]> {
  switch (event.type) {
    case 'submission.created':
    case 'submission.updated': {
      const [{ title }, name] = await Promise.all([brief(tx, event.briefId), repo.creatorName(tx, event.creatorId)]);
      const created = event.type === 'submission.created';
      return [
        {
          userId: event.brandId,
          title: created ? 'New submission' : 'Submission updated',
          message: created
            ? `${name} submitted to ${quoted(title)}.`
            : `${name} updated their submission to ${quoted(title)}.`,
          type: 'info',
          category: 'submission',
          priority: created ? 'normal' : 'low',
          link: links.brandReview(event.briefId),
        },
      ];
    }
    case 'submission.reviewed': {
      const { title, brandName } = await brief(tx, event.briefId);
      const approved = event.status === 'approved';
      return [
        {
          userId: event.creatorId,
          title: `Submission ${(approved ? SHORTLISTED : NOT_SELECTED).toLowerCase()}`,
          message: approved
            ? `${brandName} shortlisted your submission to ${quoted(title)}.`
            : `Your submission to ${quoted(title)} by ${brandName} was not selected.`,
          type: approved ? 'success' : 'warning',
          category: 'submission',
          priority: approved ? 'medium' : 'normal',
          link: links.creatorSubmissions(),
        },
      ];
    }
    case 'submission.revision_requested': {
      const { title, brandName } = await brief(tx, event.briefId);
      return [
        {
          userId: event.creatorId,
          title: CHANGES_REQUESTED,
          message: `${brandName} asked for changes to your submission to ${quoted(title)}: ${excerpt(event.note)}`,
          type: 'warning',
          category: 'submission',
          priority: 'medium',
          link: links.creatorSubmissions(),
        },
      ];
    }
    case 'submission.resubmitted': {
      const [{ title }, name] = await Promise.all([brief(tx, event.briefId), repo.creatorName(tx, event.creatorId)]);
      return [
        {
          userId: event.brandId,
          title: 'Submission resubmitted',
          message: `${name} made the changes you asked for on ${quoted(title)}.`,
          type: 'info',
          category: 'submission',
          priority: 'medium',
          link: links.brandReview(event.briefId),
        },
      ];
    }
    case 'brief.invited': {
      const { title, brandName } = await brief(tx, event.briefId, event.title);
      return [
        {
          userId: event.creatorId,
          title: 'You are invited to a brief',
          message: `${brandName} invited you to apply to ${quoted(title)}.`,
          type: 'info',
          category: 'invitation',
          priority: 'medium',
          link: links.creatorApply(event.briefId),
        },
      ];
    }
    case 'brief.funded': {
      const { title, status } = await brief(tx, event.briefId);
      // Read later, the brief may be archived since; only a draft was never published.
      const live = status !== 'draft';
      return [
        {
          userId: event.brandId,
          title: live ? 'Brief funded and live' : 'Brief funded',
          message: live
            ? `${quoted(title)} is funded with ${formatCents(event.amountCents)} and open to creators.`
            : `${quoted(title)} is funded with ${formatCents(event.amountCents)}; publish it when you are ready.`,
          type: 'success',
          category: 'brief',
          priority: 'normal',
          link: links.brandBriefs(),
        },
      ];
    }
    case 'brief.archived': {
      const [{ brandName }, applicants] = await Promise.all([
        brief(tx, event.briefId, event.title),
        repo.applicantsOf(tx, event.briefId),
      ]);
      return [
        {
          userId: event.brandId,
          title: 'Brief closed',
          message: `${quoted(event.title)} is archived and no longer accepts submissions.`,
          type: 'info',
          category: 'brief',
          priority: 'normal',
          link: applicants.length > 0 ? links.brandReview(event.briefId) : links.brandBriefs(),
        },
        ...applicants.map((creatorId): NotificationDraft => ({
          userId: creatorId,
          title: 'Brief closed',
          message: `${quoted(event.title)} by ${brandName} has closed to new submissions.`,
          type: 'info',
          category: 'brief',
          priority: 'low',
          link: links.creatorSubmissions(),
        })),
      ];
    }
    case 'reward.assigned': {
      const [{ title, brandName }, award] = await Promise.all([
        brief(tx, event.briefId),
        repo.awardInfo(tx, event.assignmentId),
      ]);
      const rewardType = award?.rewardType ?? event.rewardType;
      const winner = winnerWord({ position: award?.position ?? null });
      const what =
        rewardType === 'prize'
          ? award?.prizeName
            ? `the prize ${quoted(award.prizeName)}`
            : 'a prize'
          : `${formatCents(event.netCents)} ${rewardType === 'cash' ? 'in cash' : 'in credit'} after the platform fee`;
      const creator = await repo.creatorName(tx, event.creatorId);
      return [
        {
          userId: event.creatorId,
          title: winner,
          // Reviews open with the winners (docs/product/creator-profiles-and-reviews.md#reviews); one notification per event and person.
          message: `${brandName} picked your submission to ${quoted(title)}: you win ${what}. You can now review ${brandName} on your dashboard.`,
          type: 'success',
          category: 'winner',
          priority: 'high',
          link: links.creatorEarnings(),
        },
        // The brand is asked to review the winner, who is asked in the message above.
        {
          userId: event.brandId,
          title: 'Review your winner',
          message: `Review ${creator} for ${quoted(title)}: your review stays hidden until they review you too, or for 14 days.`,
          type: 'info',
          category: 'brief',
          priority: 'low',
          link: links.dashboard('brand'),
        },
      ];
    }
    case 'review.published': {
      const { title } = await brief(tx, event.briefId);
      return [
        {
          userId: event.revieweeId,
          title: 'You have a new review',
          message: `A review of your work together on ${quoted(title)} is now public; you may reply to it once.`,
          type: 'info',
          category: 'brief',
          priority: 'normal',
          link: links.dashboard(event.revieweeType),
        },
      ];
    }
    case 'payout.paid': {
      if (event.amountCents <= 0) return [];
      const { title } = await brief(tx, event.briefId);
      return [
        {
          userId: event.creatorId,
          title: `Reward ${REWARD_STATE_WORDS.paid.toLowerCase()}`,
          message: `${formatCents(event.amountCents)} for ${quoted(title)} was sent to your payout account.`,
          type: 'success',
          category: 'payment',
          priority: 'medium',
          link: links.creatorWallet(),
        },
      ];
    }
    case 'payout.held': {
      const { title } = await brief(tx, event.briefId);
      const noAccount = event.reason === REWARD_MESSAGES.noAccountHint;
      return [
        {
          userId: event.creatorId,
          title: noAccount
            ? `Reward ${REWARD_STATE_WORDS.held.toLowerCase()}: connect your payout account`
            : `Reward ${REWARD_STATE_WORDS.held.toLowerCase()}: payout delayed`,
          message: noAccount
            ? `${formatCents(event.amountCents)} for ${quoted(title)} is held in your wallet until your payout account is connected and verified.`
            : `${formatCents(event.amountCents)} for ${quoted(title)} could not be sent yet; it is safe in your wallet and will be sent again shortly.`,
          type: 'warning',
          category: 'reward',
          priority: 'high',
          link: links.creatorWallet(),
          // A transfer retried and held again tells nothing new.
          topic: `payout-held:${event.assignmentId}`,
        },
      ];
    }
    case 'account.updated': {
      if (event.status !== 'active' && event.status !== 'restricted') return [];
      const active = event.status === 'active';
      return [
        {
          userId: event.creatorId,
          title: active ? 'Payout account verified' : 'Payout account needs attention',
          message: active
            ? 'Your payout account is verified and ready: cash rewards are now sent to it automatically.'
            : 'The payment provider needs more information before your payout account can receive money.',
          type: active ? 'success' : 'warning',
          category: 'wallet',
          priority: active ? 'medium' : 'high',
          link: links.creatorWallet(),
        },
      ];
    }
    case 'withdrawal.requested': {
      const [admins, name] = await Promise.all([repo.activeAdmins(tx), repo.creatorName(tx, event.creatorId)]);
      return admins.map((adminId) => ({
        userId: adminId,
        title: 'Withdrawal request',
        message: `${name} asked to withdraw ${formatCents(event.amountCents)}.`,
        type: 'info' as const,
        category: 'wallet' as const,
        priority: 'medium' as const,
        link: links.adminWithdrawals(),
      }));
    }
    case 'withdrawal.processed': {
      const amount = formatCents(event.amountCents);
      if (event.status === 'approved') {
        // Usually the transfer follows at once and its own notification says it all.
        if ((await repo.withdrawalStatus(tx, event.withdrawalId)) !== 'approved') return [];
        return [
          {
            userId: event.creatorId,
            title: 'Withdrawal approved',
            message: `Your withdrawal of ${amount} was approved and is on its way to your payout account.`,
            type: 'info',
            category: 'wallet',
            priority: 'normal',
            link: links.creatorWallet(),
          },
        ];
      }
      if (event.status === 'completed') {
        return [
          {
            userId: event.creatorId,
            title: 'Withdrawal sent',
            message: `${amount} from your wallet was sent to your payout account.`,
            type: 'success',
            category: 'wallet',
            priority: 'medium',
            link: links.creatorWallet(),
          },
        ];
      }
      const reason = event.reason?.trim().replace(/[.\s]+$/, '');
      return [
        {
          userId: event.creatorId,
          title: 'Withdrawal rejected',
          message: reason
            ? `Your withdrawal of ${amount} was rejected (${reason}); the money is back in your wallet.`
            : `Your withdrawal of ${amount} was rejected; the money is back in your wallet.`,
          type: 'error',
          category: 'wallet',
          priority: 'high',
          link: links.creatorWallet(),
        },
      ];
    }
    case 'refund.failed': {
      const { title } = await brief(tx, event.briefId);
      return [
        {
          userId: event.brandId,
          title: 'Card refund failed',
          message: `The card refund of ${formatCents(event.amountCents)} for ${quoted(title)} failed, so the money is back in your Briefly wallet.`,
          type: 'error',
          category: 'payment',
          priority: 'urgent',
          link: links.brandDashboard(),
        },
      ];
    }
    case 'refund.sent': {
      const { title } = await brief(tx, event.briefId);
      const toCard = event.destination === 'card';
      return [
        {
          userId: event.brandId,
          title: 'Refund sent',
          message: toCard
            ? `${formatCents(event.amountCents)} left in ${quoted(title)} was refunded to your card.`
            : `${formatCents(event.amountCents)} left in ${quoted(title)} is back in your Briefly wallet.`,
          type: 'success',
          category: 'payment',
          priority: 'normal',
          link: toCard ? links.brandBriefs() : links.brandDashboard(),
        },
      ];
    }
    case 'messages.unread': {
      // The messaging module waited (10 minutes unread) and batched per conversation: email in the next run.
      const many = event.count > 1;
      return [
        {
          userId: event.recipientId,
          title: many ? `${event.count} unread messages` : 'Unread message',
          message: many
            ? `${event.senderName} sent you ${event.count} messages you have not read yet.`
            : `${event.senderName} sent you a message you have not read yet.`,
          type: 'info',
          category: 'message',
          priority: 'normal',
          link: links.conversation(event.recipientType, event.conversationId),
          emailDelayMs: 0,
        },
      ];
    }
    case 'forum.reply_created': {
      // Answering one's own post is not news.
      if (event.replyAuthorId === event.postAuthorId) return [];
      return [
        {
          userId: event.postAuthorId,
          title: 'New reply to your post',
          message: `${event.replyAuthorName} replied to ${quoted(event.postTitle)}.`,
          type: 'info',
          category: 'forum',
          priority: 'low',
          link: links.forumPost(event.postId),
        },
      ];
    }
    case 'auth.signed_in': {
      const history = await repo.signInHistory(tx, event.userId, event.sessionId);
      // The first sign-in of an account (the first after registering) is expected wherever it comes from.
      if (history.earlierSignIns === 0) return [];
      const current = browserIdentity(event.userAgent);
      // A browser seen before on this account, registration included, is not news.
      if (history.userAgents.some((userAgent) => browserIdentity(userAgent).key === current.key)) return [];
      return [
        {
          userId: event.userId,
          title: 'New sign-in to your account',
          message: `Your account was signed in from ${current.label} (IP address ${event.ip}); if this was not you, contact the Briefly team at once.`,
          type: 'warning',
          category: 'security',
          priority: 'high',
          link: null,
        },
      ];
    }
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
