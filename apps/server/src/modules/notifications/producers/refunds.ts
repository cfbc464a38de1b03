import { formatCents } from '@briefly/shared/money';
import type { Db } from '../../../db/client.ts';
import type { DomainEvent } from '../../../platform/outbox/domain-events.ts';
import { links } from '../notification-links.ts';
import type { NotificationDraft } from '../notifications.service.ts';
import { brief, quoted } from './shared.ts';

// Pool refunds: the brand hears where what was left in a brief went back, or that a card refund failed.

type RefundEvent = Extract<DomainEvent, { type: 'refund.failed' | 'refund.sent' }>;

/** The drafts for a pool refund's event. */
export async function refundDrafts(event: RefundEvent, tx: Db): Promise<NotificationDraft[]> {
  switch (event.type) {
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
  }
}
