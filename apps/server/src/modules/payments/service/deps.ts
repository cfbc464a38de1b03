import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { EventPublisher } from '../../../platform/outbox/domain-events.ts';
import type { PaymentWebhookHandler } from '../../../platform/module.ts';
import type { PaymentsProvider } from '../../../integrations/payments/provider.ts';
import type { BriefFunding } from '../payments.briefs.ts';

/** What the briefs module tells us about a brief we are asked to take money for. */
export interface FundableBrief {
  id: string;
  title: string;
  rewardCents: number;
  isFunded: boolean;
}

export interface PaymentsServiceOptions {
  db: Db;
  provider: PaymentsProvider;
  events: EventPublisher;
  /** Absolute base of our pages, for the provider's success and cancel URLs. */
  publicUrl: string;
  /** The brand's own brief, or null. */
  findOwnBrief: (brandId: string, briefId: string) => Promise<FundableBrief | null>;
  /** The briefs module's funding, for a payment that pays for a brief. */
  briefFunding: BriefFunding;
  /** Other modules' webhook events (e.g. account.updated), by type; they join the allow-list. */
  webhookHandlers?: (type: string) => PaymentWebhookHandler | undefined;
  now?: () => Date;
}

/** Kept for the modules that name it; the shape lives with the module contract. */
export type WebhookEventHandler = PaymentWebhookHandler;

/** Webhook event types we act on; any other verified event is answered 2xx and ignored. */
export const HANDLED_EVENT_TYPES = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'checkout.session.completed',
]);

export const ZEventObject = z.object({ id: z.string().min(1).max(300) });

export type Settlement =
  | { appliedTo: 'brief'; briefId: string; brandId: string; amountCents: number; source: 'card' | 'checkout' }
  | { appliedTo: 'wallet'; brandId: string; amountCents: number };

/** What the provider says was paid: USD cents and the charge that took them (null when it reports none). */
export interface Paid {
  amountCents: number;
  chargeId: string | null;
}

/** A payment intent checked for a new brief (checkIntentForNewBrief), to claim in its creation transaction. */
export interface CheckedIntent {
  paymentIntentId: string;
  chargeId: string | null;
}

export const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
/** How many numbered keys to try past ones whose payment was already used. */
export const MAX_KEY_GENERATIONS = 50;

/** What every payments use case is built from: the options, with the clock defaulted once. */
export type PaymentsDeps = Omit<PaymentsServiceOptions, 'now'> & { now: () => Date };

export function paymentsDeps(options: PaymentsServiceOptions): PaymentsDeps {
  return { ...options, now: options.now ?? (() => new Date()) };
}
