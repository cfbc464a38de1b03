import type { FastifyBaseLogger } from 'fastify';

// Domain events (architecture §7), published after the transaction that caused them commits.
// In-process for now; with several server processes the same interface is backed by PostgreSQL
// LISTEN/NOTIFY.

export interface DomainEvents {
  'brief.funded': { briefId: string; brandId: string; amountCents: number; source: 'card' | 'checkout' | 'wallet' };
  'brief.archived': { briefId: string; brandId: string; title: string; archivedAt: string };
  'wallet.funded': { brandId: string; amountCents: number };
  /** A private (or public) brief's brand invited a creator; sent once per new invitation. */
  'brief.invited': { briefId: string; brandId: string; creatorId: string; title: string };
  'submission.created': SubmissionEvent;
  /** The creator changed their pending application (re-applied or edited it). */
  'submission.updated': SubmissionEvent;
  'submission.reviewed': SubmissionEvent & { status: 'approved' | 'rejected'; reviewedBy: string };
  'submission.deleted': SubmissionEvent;
  'reward.assigned': { assignmentId: string; briefId: string; brandId: string; creatorId: string; rewardType: 'cash' | 'credit' | 'prize'; netCents: number };
  'payout.paid': { assignmentId: string; briefId: string; creatorId: string; amountCents: number; transferId: string | null };
  /** Cash stays in the creator's wallet until their payout account can receive it. */
  'payout.held': { assignmentId: string; briefId: string; creatorId: string; amountCents: number; reason: string };
  'withdrawal.requested': { withdrawalId: string; creatorId: string; amountCents: number };
  'withdrawal.processed': { withdrawalId: string; creatorId: string; amountCents: number; status: 'approved' | 'rejected' | 'completed' };
  /** A card refund of a brief's pool failed at the provider; its money is now in the brand's wallet. */
  'refund.failed': { refundId: string; briefId: string; brandId: string; amountCents: number; reason: string | null };
  'account.updated': { creatorId: string; accountId: string; status: 'active' | 'restricted' | 'pending' | 'other' };
}

export interface SubmissionEvent {
  submissionId: string;
  briefId: string;
  brandId: string;
  creatorId: string;
  status: 'pending' | 'approved' | 'rejected';
}
export type DomainEventType = keyof DomainEvents;
export type DomainEvent = { [K in DomainEventType]: { type: K } & DomainEvents[K] }[DomainEventType];

type Handler<K extends DomainEventType> = (event: { type: K } & DomainEvents[K]) => void | Promise<void>;

export interface EventBus {
  publish(event: DomainEvent): Promise<void>;
  subscribe<K extends DomainEventType>(type: K, handler: Handler<K>): () => void;
}

/** Handlers run one after another; a failing handler is logged and never fails the publisher. */
export function createInProcessEventBus(log?: Pick<FastifyBaseLogger, 'error'>): EventBus {
  const handlers = new Map<DomainEventType, Set<Handler<never>>>();
  return {
    async publish(event) {
      for (const handler of handlers.get(event.type) ?? []) {
        try {
          await (handler as Handler<typeof event.type>)(event as never);
        } catch (error) {
          log?.error({ err: error, event: event.type }, 'event handler failed');
        }
      }
    },
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(type, set);
      return () => set.delete(handler as Handler<never>);
    },
  };
}
