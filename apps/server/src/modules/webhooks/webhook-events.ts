import type { WebhookEvent } from '@briefly/shared/webhooks';
import type { DomainEvent, DomainEventType } from '../../platform/outbox/domain-events.ts';
import type { EventSubscriber } from '../../platform/module.ts';
import * as repo from './webhooks.repository.ts';
import type { WebhooksService } from './webhooks.service.ts';

// The domain events brands receive as webhooks (docs/product/webhooks.md#events). The subscriber runs once
// per event (the outbox's receipt); it stores one delivery per subscribed endpoint (unique per event and
// endpoint) and queues its first attempt, all in the receipt's transaction.

/** Stored as the subscriber's receipt name: never rename. */
export const WEBHOOKS_SUBSCRIBER = 'webhooks';

const WEBHOOK_OF = {
  'submission.created': 'submission.created',
  'submission.updated': 'submission.updated',
  'submission.revision_requested': 'submission.revision_requested',
  'brief.published': 'brief.published',
  'brief.archived': 'brief.archived',
  'payout.paid': 'award.paid',
  'review.published': 'review.published',
} as const satisfies Partial<Record<DomainEventType, WebhookEvent>>;
type Source = keyof typeof WEBHOOK_OF;

/** The brand an event concerns (a review: the brand reviewed, or the brand that wrote it). */
async function brandOf(tx: Parameters<EventSubscriber['handle']>[1]['tx'], event: DomainEvent): Promise<string | null> {
  switch (event.type) {
    case 'submission.created':
    case 'submission.updated':
    case 'submission.revision_requested':
    case 'brief.published':
    case 'brief.archived':
      return event.brandId;
    case 'payout.paid':
      return repo.brandOfBrief(tx, event.briefId);
    case 'review.published':
      return event.revieweeType === 'brand' ? event.revieweeId : event.reviewerId;
    default:
      return null;
  }
}

const isSource = (type: DomainEventType): type is Source => type in WEBHOOK_OF;

export function createWebhooksSubscriber(webhooks: Pick<WebhooksService, 'queueDeliveries'>): EventSubscriber {
  return {
    name: WEBHOOKS_SUBSCRIBER,
    events: Object.keys(WEBHOOK_OF) as Source[],
    async handle(event, { tx, eventId, occurredAt }) {
      if (!isSource(event.type)) return;
      const type = WEBHOOK_OF[event.type];
      const brandId = await brandOf(tx, event);
      if (!brandId) return;
      const endpoints = await repo.subscribedEndpoints(tx, brandId, type);
      if (endpoints.length === 0) return;
      const { type: _domainType, ...payload } = event;
      await webhooks.queueDeliveries(tx, {
        endpointIds: endpoints.map((endpoint) => endpoint.id),
        eventId,
        type,
        event: payload,
        body: null,
        at: occurredAt,
      });
    },
  };
}
