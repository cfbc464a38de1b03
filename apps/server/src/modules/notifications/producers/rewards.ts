import { formatCents } from '@briefly/shared/money';
import { REWARD_MESSAGES } from '@briefly/shared/rewards';
import { REWARD_STATE_WORDS, winnerWord } from '@briefly/shared/status-words';
import type { Db } from '../../../db/client.ts';
import type { DomainEvent } from '../../../platform/outbox/domain-events.ts';
import { links } from '../notification-links.ts';
import type { NotificationDraft } from '../notifications.service.ts';
import * as repo from '../notifications.repository.ts';
import { brief, quoted } from './shared.ts';

// Rewards: a winner and the review each side is then asked for, a published review, and a reward's payout
// sent or held.

type RewardEvent = Extract<
  DomainEvent,
  { type: 'reward.assigned' | 'review.published' | 'payout.paid' | 'payout.held' }
>;

/** The drafts for a reward's, a review's or a payout's event. */
export async function rewardDrafts(event: RewardEvent, tx: Db): Promise<NotificationDraft[]> {
  switch (event.type) {
    case 'reward.assigned': {
      // One transaction's client runs one statement at a time: read one after the other.
      const { title, brandName } = await brief(tx, event.briefId);
      const award = await repo.awardInfo(tx, event.assignmentId);
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
  }
}
