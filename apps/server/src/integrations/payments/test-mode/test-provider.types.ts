import type { TTestCard } from '@briefly/shared/payments';
import type { Db } from '../../../db/client.ts';
import type { PaymentsProvider, ProviderAccount, ProviderCheckoutSession, ProviderRefund } from '../provider.ts';

// The test mode's types and constants (test-provider.ts builds it).

export const TEST_API_VERSION = 'briefly-test-mode';

/** Where test-mode events go: the app posts them to its own webhook route. */
export type EventSink = (delivery: { rawBody: string; signature: string; type: string }) => Promise<void>;

export interface TestModeProviderOptions {
  db: Db;
  webhookSecret: string;
  /** Absolute base of the hosted pages (the server's public URL). */
  publicUrl: string;
  now?: () => Date;
  onDeliveryError?: (error: unknown, eventType: string) => void;
}

export interface TestModeProvider extends PaymentsProvider {
  readonly mode: 'test';
  /** What Stripe.js does in the browser: charges the card against the intent. */
  confirmPaymentIntent(id: string, clientSecret: string, card: TTestCard): Promise<{ id: string; status: 'succeeded' }>;
  /** The hosted checkout page's data; null when there is no such session. */
  findCheckoutSession(
    id: string,
  ): Promise<(ProviderCheckoutSession & { description: string; cancelUrl: string; expired: boolean }) | null>;
  /** The hosted checkout page's Pay button: charges the card and answers where to send the payer. */
  payCheckoutSession(id: string, card: TTestCard): Promise<{ redirectUrl: string }>;
  /**
   * The hosted onboarding page's buttons: complete (active), restricted (details submitted, a
   * requirement due) or pending (nothing submitted). Emits account.updated.
   */
  setAccountOnboardingOutcome(accountId: string, outcome: OnboardingOutcome): Promise<ProviderAccount>;
  /** The email the account was opened with (shown on the hosted page). */
  accountEmail(accountId: string): Promise<string | null>;
  /**
   * What Stripe does when a card refund fails after it succeeded (the card was closed, …): the
   * refund becomes `failed` and `refund.updated`, `charge.refund.updated` and `refund.failed` are
   * sent. A refund that already failed is answered as it is, with no new events.
   */
  failRefund(id: string, reason?: RefundFailureReason): Promise<ProviderRefund>;
  /** Sets where events go; answers the previous sink (tests pause delivery with it). */
  setEventSink(sink: EventSink | null): EventSink | null;
}
/** Stripe's `failure_reason` values for refunds. */
export const REFUND_FAILURE_REASONS = [
  'expired_or_canceled_card',
  'lost_or_stolen_card',
  'declined',
  'insufficient_funds',
  'merchant_request',
  'unknown',
] as const;
export type RefundFailureReason = (typeof REFUND_FAILURE_REASONS)[number];

export const ONBOARDING_OUTCOMES = ['complete', 'restricted', 'pending'] as const;
export type OnboardingOutcome = (typeof ONBOARDING_OUTCOMES)[number];
