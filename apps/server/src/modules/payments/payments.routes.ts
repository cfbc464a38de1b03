import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import { centsToDollars } from '@briefly/shared/money';
import {
  ZBrandWalletResponse,
  ZCheckoutRecheckRequest,
  ZCheckoutRecheckResponse,
  ZCheckoutSessionResponse,
  ZCreatePaymentIntentRequest,
  ZCreatePaymentIntentResponse,
  ZWalletCheckoutRequest,
  ZWebhookResponse,
} from '@briefly/shared/payments';
import { badRequest } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/access.ts';
import type { PaymentsService } from './payments.service.ts';

const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const moneyErrors = {
  ...readErrors,
  402: ZErrorEnvelope,
  409: ZErrorEnvelope,
  422: ZErrorEnvelope,
  502: ZErrorEnvelope,
  503: ZErrorEnvelope,
};
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** A client's Idempotency-Key header (docs/product/money-and-ledger.md#idempotency), if it sent a usable one. */
function requestKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length <= 255 ? value : undefined;
}

export async function paymentsRoutes(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/payments/create-payment-intent', {
    config: { access: 'brand' },
    schema: {
      operationId: 'createBriefPaymentIntent',
      tags: ['payments'],
      summary: 'Create a payment intent to fund a brief by card (amount in cents)',
      body: ZCreatePaymentIntentRequest,
      response: { 200: ZCreatePaymentIntentResponse, ...moneyErrors },
    },
    handler: async (request) =>
      payments.createBriefPaymentIntent(requireUser(request).id, request.body, requestKey(request)),
  });

  api.get('/api/brands/wallet', {
    config: { access: 'brand' },
    schema: {
      operationId: 'getBrandWallet',
      tags: ['payments'],
      summary: "The brand's prepaid wallet balance (from the ledger)",
      response: { 200: ZBrandWalletResponse, ...readErrors },
    },
    handler: async (request) => ({
      balance: centsToDollars(await payments.walletBalanceCents(requireUser(request).id)),
      currency: 'usd' as const,
    }),
  });

  api.post('/api/brands/wallet/checkout', {
    config: { access: 'brand' },
    schema: {
      operationId: 'startWalletCheckout',
      tags: ['payments'],
      summary: "Start hosted checkout to add funds to the brand's wallet",
      body: ZWalletCheckoutRequest,
      response: { 200: ZCheckoutSessionResponse, ...moneyErrors },
    },
    handler: async (request) =>
      payments.createWalletCheckout(requireUser(request).id, request.body.amount, requestKey(request)),
  });

  api.post('/api/stripe/webhook', {
    config: { access: 'brand' },
    schema: {
      operationId: 'recheckCheckoutSession',
      tags: ['payments'],
      summary: 'From the wallet success page: re-check a checkout session with the provider (not the signed webhook)',
      body: ZCheckoutRecheckRequest,
      response: { 200: ZCheckoutRecheckResponse, ...moneyErrors },
    },
    handler: async (request) => payments.recheckWalletSession(requireUser(request).id, request.body.sessionId),
  });

  // The signed provider webhook reads its body raw: the signature is over the exact bytes.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/api/webhooks/payments', {
      config: { access: 'public', rawBody: true, rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        operationId: 'receivePaymentEvent',
        tags: ['payments'],
        summary: 'Signed events from the payments provider (Stripe-Signature)',
        response: { 200: ZWebhookResponse, 400: ZErrorEnvelope },
      },
      handler: async (request) => {
        if (!Buffer.isBuffer(request.body)) throw badRequest('Expected the raw event body');
        const header = request.headers['stripe-signature'];
        const result = await payments.handleWebhook(request.body, Array.isArray(header) ? header[0] : header);
        return { received: true as const, duplicate: result.duplicate };
      },
    });
  });
}
