import type { TConfirmTestPaymentRequest } from '@briefly/shared/payments';
import { api } from '@/lib/api-client';

/**
 * POST /test-provider/payment_intents/:id/confirm: the test-mode stand-in for Stripe.js confirming a
 * card. Answers 402 with Stripe's own text when the card is declined.
 */
export const confirmCardPayment = (paymentIntentId: string, body: TConfirmTestPaymentRequest) =>
  api.post<{ id: string; status: 'succeeded' }>(
    `/test-provider/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`,
    body,
    {
      auth: false,
    },
  );
