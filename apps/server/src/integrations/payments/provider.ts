// The payments provider seam (docs/product/money-and-ledger.md#payments-provider): the built-in test mode or Stripe. Money in (payment
// intents, hosted checkout, webhooks) and money out (connected accounts, transfers, refunds).

export type PaymentsMode = 'test' | 'stripe';

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface ProviderPaymentIntent {
  id: string;
  amountCents: number;
  currency: string;
  status: PaymentIntentStatus;
  metadata: Record<string, string>;
  /** The charge that took the money (Stripe's `latest_charge`); null until the intent has one. */
  chargeId: string | null;
}

export interface ProviderCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountCents: number;
  currency: string;
  paymentIntentId: string | null;
  /** The charge of the session's payment intent (its `latest_charge`); null until it was paid. */
  chargeId: string | null;
  metadata: Record<string, string>;
}

export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

/**
 * A refund as the provider reports it now. A card refund the provider accepted can still fail
 * (`failed`, e.g. the card was closed) or be `canceled`; its money then stays with the platform.
 */
export interface ProviderRefund {
  id: string;
  status: RefundStatus;
  amountCents: number;
  currency: string;
  paymentIntentId: string | null;
  /** Stripe's `failure_reason` (`expired_or_canceled_card`, `lost_or_stolen_card`, …), when it failed. */
  failureReason: string | null;
}

/** The money of a refund in these states did not reach the card. */
export const isFailedRefund = (refund: Pick<ProviderRefund, 'status'>) =>
  refund.status === 'failed' || refund.status === 'canceled';

/** A verified webhook event: its id, type and the object it is about, as the provider sent it. */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
}

/** A connected account as the provider reports it (Stripe's fields, camelCased). */
export interface ProviderAccount {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirements: { currentlyDue: string[]; disabledReason: string | null };
  country: string;
  defaultCurrency: string;
}

export type ProviderAccountStatus = 'active' | 'restricted' | 'pending' | 'other';

/**
 * docs/product/money-and-ledger.md#account-status: active = charges and payouts enabled and nothing currently due; restricted =
 * details submitted but something due or disabled; pending = details not submitted.
 */
export function accountStatus(
  account: Pick<ProviderAccount, 'chargesEnabled' | 'payoutsEnabled' | 'detailsSubmitted' | 'requirements'>,
): ProviderAccountStatus {
  if (
    account.chargesEnabled &&
    account.payoutsEnabled &&
    account.requirements.currentlyDue.length === 0 &&
    !account.requirements.disabledReason
  )
    return 'active';
  if (account.detailsSubmitted) return 'restricted';
  if (!account.chargesEnabled && !account.payoutsEnabled) return 'pending';
  return 'other';
}

/**
 * A money movement as the provider's books show it (the admin's reconciliation): a card charge
 * (payment), a transfer to a connected account, or a refund to a card.
 */
export interface ProviderMoneyActivity {
  type: 'payment' | 'transfer' | 'refund';
  /** The charge (`ch_…`), transfer (`tr_…`) or refund (`re_…`) id. */
  id: string;
  /** For a charge: its payment intent, when known. */
  paymentIntentId: string | null;
  /** What it moved, in cents, ≥ 0; a refund that failed afterwards nets to 0. */
  amountCents: number;
  currency: string;
  createdAt: Date;
}

export interface PaymentsProvider {
  readonly mode: PaymentsMode;
  createPaymentIntent(args: {
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string; status: PaymentIntentStatus }>;
  /** null when the provider has no such payment intent. */
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null>;
  createCheckoutSession(args: {
    amountCents: number;
    currency: string;
    /** The line shown to the payer. */
    description: string;
    /** May contain `{CHECKOUT_SESSION_ID}`, which the provider replaces. */
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  createConnectedAccount(args: { country: string; email: string; idempotencyKey: string }): Promise<{ id: string }>;
  /** A one-time hosted onboarding link for the account. */
  createAccountLink(args: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string; expiresAt: number }>;
  /** null when the provider has no such account. */
  retrieveAccount(id: string): Promise<ProviderAccount | null>;
  /**
   * Throws AccountNotReadyError when the destination cannot receive transfers. `sourceTransaction`
   * (a charge id) pays it from that charge's funds, available or not yet; the provider refuses an
   * unknown charge, or transfers from one charge that would add up to more than it.
   */
  createTransfer(args: {
    amountCents: number;
    currency: string;
    destination: string;
    transferGroup: string;
    sourceTransaction?: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  createRefund(args: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string; status: string }>;
  /** null when the provider has no such refund. */
  retrieveRefund(id: string): Promise<ProviderRefund | null>;
  /**
   * Optional: the provider's own record of charges, transfers and refunds created in the range
   * (`from` null: from the start), for reconciliation against the ledger. Test mode reads its
   * tables; Stripe lists balance transactions.
   */
  listMoneyActivity?(range: { from: Date | null; to: Date }): Promise<ProviderMoneyActivity[]>;
  /** Throws WebhookSignatureError on a missing or bad signature or a timestamp outside 300 s. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

/** Stripe's tolerance for webhook timestamps. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
