import { z } from 'zod';
import { centsToDollars, hasCentsPrecision } from './money.ts';

// Money in (docs/product/funding.md): card payment intents, hosted checkout for briefs and the brand wallet,
// the test-mode card form, and the signed provider webhook. Amounts: cents for the payment intent,
// dollars elsewhere (docs/product/money-and-ledger.md#units).

export const PAYMENTS_MODES = ['test', 'stripe'] as const;
export type PaymentsMode = (typeof PAYMENTS_MODES)[number];

/** Shown wherever cards appear in test mode (docs/product/money-and-ledger.md#test-mode). */
export const TEST_MODE_BANNER = 'Test mode: use card 4242 4242 4242 4242, any future date, any CVC.';

/**
 * Shown where payouts appear in test mode, to creators (docs/product/money-and-ledger.md#test-mode):
 * they are paid, they never pay, so the test card is not theirs to see.
 */
export const TEST_MODE_PAYOUT_NOTE = 'Test mode: payouts go to simulated accounts; no real money moves.';

/** Test-mode cards (docs/product/money-and-ledger.md#test-mode): the same numbers and outcomes as Stripe's test mode. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
} as const;

/** Stripe's own texts for card errors, returned by the test-mode card form. */
export const CARD_ERROR_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  invalidNumber: 'Your card number is invalid.',
  incompleteNumber: 'Your card number is incomplete.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  invalidCvc: "Your card's security code is invalid.",
} as const;

/** Upper bound of one payment, in cents ($1,000,000). */
export const MAX_PAYMENT_CENTS = 100_000_000;

// ---------------------------------------------------------------- payment intents (docs/product/funding.md#ways-to-fund)

export const ZCreatePaymentIntentRequest = z.strictObject({
  /** Cents: the brief's reward times 100. */
  amount: z
    .number()
    .int('The amount is in cents: a whole number')
    .min(100, 'The amount must be at least $1.00')
    .max(MAX_PAYMENT_CENTS, 'The amount is too large'),
  currency: z.literal('usd', { message: "Only 'usd' is supported" }).default('usd'),
  metadata: z
    .strictObject({
      type: z.literal('brief_funding').default('brief_funding'),
      briefTitle: z.string().max(200).optional(),
      /** Fund an existing unfunded draft of this brand; the webhook or fund/confirm applies it. */
      briefId: z.uuid('Invalid brief ID').optional(),
    })
    .default({ type: 'brief_funding' }),
});
export type TCreatePaymentIntentRequest = z.infer<typeof ZCreatePaymentIntentRequest>;

export const ZCreatePaymentIntentResponse = z.object({
  clientSecret: z.string(),
  /** The same secret under the name some clients read. */
  client_secret: z.string(),
  paymentIntentId: z.string(),
});
export type TCreatePaymentIntentResponse = z.infer<typeof ZCreatePaymentIntentResponse>;

// ---------------------------------------------------------------- test-mode card form

export const ZTestCard = z.strictObject({
  number: z.string().max(30),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvc: z.string().max(8),
});
export type TTestCard = z.infer<typeof ZTestCard>;

/** POST /test-provider/payment_intents/:id/confirm (test mode only; Stripe.js in production). */
export const ZConfirmTestPaymentRequest = z.strictObject({ clientSecret: z.string().min(1).max(300), card: ZTestCard });
export type TConfirmTestPaymentRequest = z.infer<typeof ZConfirmTestPaymentRequest>;
export const ZConfirmTestPaymentResponse = z.object({ id: z.string(), status: z.literal('succeeded') });

// ---------------------------------------------------------------- hosted checkout

/** POST /api/briefs/:id/fund/checkout and POST /api/brands/wallet/checkout. */
export const ZCheckoutSessionResponse = z.object({ url: z.string(), sessionId: z.string() });
export type TCheckoutSessionResponse = z.infer<typeof ZCheckoutSessionResponse>;

/** POST /api/briefs/:id/fund/confirm: after the hosted page (sessionId) or a card payment for this draft. */
export const ZFundConfirmRequest = z.union([
  z.strictObject({ sessionId: z.string().trim().min(1, 'No session ID found').max(300) }),
  z.strictObject({ paymentIntentId: z.string().trim().min(1).max(300) }),
]);
export type TFundConfirmRequest = z.infer<typeof ZFundConfirmRequest>;

const walletDollars = z
  .number({ message: 'Amount must be a number' })
  .min(1, 'The amount must be at least $1.00')
  .max(centsToDollars(MAX_PAYMENT_CENTS), 'The amount is too large')
  .refine(hasCentsPrecision, 'Amounts can have at most 2 decimals');

export const ZWalletCheckoutRequest = z.strictObject({ amount: walletDollars });
export type TWalletCheckoutRequest = z.infer<typeof ZWalletCheckoutRequest>;

/** GET /api/brands/wallet: the brand's prepaid balance in dollars, read from the ledger. */
export const ZBrandWalletResponse = z.object({ balance: z.number(), currency: z.literal('usd') });
export type TBrandWalletResponse = z.infer<typeof ZBrandWalletResponse>;

/** POST /api/stripe/webhook (from the wallet success page): asks the server to re-check one session. */
export const ZCheckoutRecheckRequest = z.strictObject({
  sessionId: z.string().trim().min(1, 'No session ID found').max(300),
});
export const ZCheckoutRecheckResponse = z.object({
  received: z.literal(true),
  paymentStatus: z.enum(['paid', 'unpaid']),
  /** Whether the money is now in the wallet (by this call or an earlier one / the webhook). */
  credited: z.boolean(),
  balance: z.number(),
});
export type TCheckoutRecheckResponse = z.infer<typeof ZCheckoutRecheckResponse>;

/** POST /api/webhooks/payments. */
export const ZWebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });
