import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import { ZConfirmTestPaymentRequest, ZConfirmTestPaymentResponse, type TTestCard } from '@briefly/shared/payments';
import { AppError, notFound } from '../../../lib/errors.ts';
import { cardDeclined, CardError, ProviderRequestError } from '../errors.ts';
import { renderCheckoutPage, type CheckoutPageModel } from './checkout-page.ts';
import { renderOnboardingPage } from './onboarding-page.ts';
import {
  ONBOARDING_OUTCOMES,
  REFUND_FAILURE_REASONS,
  type OnboardingOutcome,
  type TestModeProvider,
} from './test-provider.ts';
import { accountStatus } from '../provider.ts';

// Stripe's browser side, served by us in test mode only (docs/product/money-and-ledger.md#test-mode).

const ZIdParams = z.object({ id: z.string().min(1).max(200) });
const ZSessionParams = z.object({ sessionId: z.string().min(1).max(200) });
/** The hosted pages' plain HTML forms (fields are read one by one below). */
const ZForm = z.record(z.string(), z.string().max(2000)).optional();

function providerError(error: ProviderRequestError): AppError {
  if (error.providerCode === 'resource_missing') return notFound('Payment');
  return new AppError(409, 'CONFLICT', error.message, { providerCode: error.providerCode });
}

export async function testProviderRoutes(
  app: FastifyInstance,
  { provider, publicUrl }: { provider: TestModeProvider; publicUrl: string },
) {
  // The hosted checkout page posts a plain HTML form (this parser exists only in this plugin).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/test-provider/payment_intents/:id/confirm', {
    config: { access: 'public' },
    schema: {
      hide: true,
      params: ZIdParams,
      body: ZConfirmTestPaymentRequest,
      response: {
        200: ZConfirmTestPaymentResponse,
        400: ZErrorEnvelope,
        402: ZErrorEnvelope,
        404: ZErrorEnvelope,
        409: ZErrorEnvelope,
      },
    },
    handler: async (request) => {
      try {
        return await provider.confirmPaymentIntent(request.params.id, request.body.clientSecret, request.body.card);
      } catch (error) {
        if (error instanceof CardError) throw cardDeclined(error);
        if (error instanceof ProviderRequestError) throw providerError(error);
        throw error;
      }
    },
  });

  const sendPage = (reply: FastifyReply, status: number, model: CheckoutPageModel, formTargets: string[]) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTargets.join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .send(renderCheckoutPage(model));

  const notFoundPage = (reply: FastifyReply) =>
    reply
      .status(404)
      .header('content-type', 'text/html; charset=utf-8')
      .send('<!doctype html><title>Not found</title><p>No such checkout session.</p>');

  api.get('/test-provider/checkout/:sessionId', {
    config: { access: 'public' },
    schema: { hide: true, params: ZSessionParams },
    handler: async (request, reply) => {
      const session = await provider.findCheckoutSession(request.params.sessionId);
      if (!session) return notFoundPage(reply);
      return sendPage(
        reply,
        200,
        {
          sessionId: session.id,
          description: session.description,
          amountCents: session.amountCents,
          cancelUrl: session.cancelUrl,
          state: session.status,
        },
        origins(session.cancelUrl),
      );
    },
  });

  api.post('/test-provider/checkout/:sessionId/pay', {
    config: { access: 'public' },
    schema: { hide: true, params: ZSessionParams, body: ZForm },
    handler: async (request, reply) => {
      const session = await provider.findCheckoutSession(request.params.sessionId);
      if (!session) return notFoundPage(reply);
      const form = (request.body ?? {}) as Record<string, unknown>;
      const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string).slice(0, 30) : '');
      const card: TTestCard = {
        number: text('number'),
        expMonth: Number(text('expMonth')),
        expYear: Number(text('expYear')),
        cvc: text('cvc'),
      };
      try {
        const { redirectUrl } = await provider.payCheckoutSession(session.id, card);
        // The redirect after a form POST is checked against form-action too.
        reply.header(
          'content-security-policy',
          `default-src 'none'; form-action 'self' ${origins(redirectUrl).join(' ')}`,
        );
        return reply.redirect(redirectUrl, 303);
      } catch (error) {
        const model: CheckoutPageModel = {
          sessionId: session.id,
          description: session.description,
          amountCents: session.amountCents,
          cancelUrl: session.cancelUrl,
          state: session.status,
          card: { number: text('number'), expMonth: text('expMonth'), expYear: text('expYear') },
        };
        if (error instanceof CardError)
          return sendPage(reply, 402, { ...model, error: error.message }, origins(session.cancelUrl));
        if (error instanceof ProviderRequestError)
          return sendPage(reply, 409, { ...model, state: 'expired' }, origins(session.cancelUrl));
        throw error;
      }
    },
  });

  // ---------------------------------------------------------------- hosted onboarding (connected accounts)

  const ZAccountParams = z.object({ accountId: z.string().min(1).max(200) });
  const ZOnboardingQuery = z.object({
    return_url: z.string().max(2000).optional(),
    refresh_url: z.string().max(2000).optional(),
  });

  api.get('/test-provider/onboarding/:accountId', {
    config: { access: 'public' },
    schema: { hide: true, params: ZAccountParams, querystring: ZOnboardingQuery },
    handler: async (request, reply) => {
      const account = await provider.retrieveAccount(request.params.accountId);
      if (!account)
        return reply
          .status(404)
          .header('content-type', 'text/html; charset=utf-8')
          .send('<!doctype html><title>Not found</title><p>No such account.</p>');
      const returnUrl = ownUrl(request.query.return_url, publicUrl);
      const refreshUrl = ownUrl(request.query.refresh_url, publicUrl);
      const email = (await provider.accountEmail(account.id)) ?? '';
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        )
        .send(
          renderOnboardingPage({ accountId: account.id, email, status: accountStatus(account), returnUrl, refreshUrl }),
        );
    },
  });

  api.post('/test-provider/accounts/:accountId/onboarding', {
    config: { access: 'public' },
    schema: { hide: true, params: ZAccountParams, body: ZForm },
    handler: async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const outcome = form.outcome;
      if (typeof outcome !== 'string' || !(ONBOARDING_OUTCOMES as readonly string[]).includes(outcome)) {
        return reply
          .status(400)
          .header('content-type', 'text/plain; charset=utf-8')
          .send('outcome must be complete, restricted or pending');
      }
      try {
        await provider.setAccountOnboardingOutcome(request.params.accountId, outcome as OnboardingOutcome);
      } catch (error) {
        if (error instanceof ProviderRequestError)
          return reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('No such account');
        throw error;
      }
      const target = ownUrl(form.return_url, publicUrl);
      reply.header('content-security-policy', `default-src 'none'; form-action 'self' ${origins(target).join(' ')}`);
      return reply.redirect(target, 303);
    },
  });

  // ---------------------------------------------------------------- refunds

  const ZRefundFailure = z.object({ reason: z.enum(REFUND_FAILURE_REASONS).optional() }).nullish();
  const ZTestRefund = z.object({
    id: z.string(),
    status: z.string(),
    amountCents: z.number(),
    currency: z.string(),
    paymentIntentId: z.string().nullable(),
    failureReason: z.string().nullable(),
  });

  // What the bank does days later in production: the card refund fails (signed refund events follow).
  api.post('/test-provider/refunds/:id/fail', {
    config: { access: 'public' },
    schema: {
      hide: true,
      params: ZIdParams,
      body: ZRefundFailure,
      response: { 200: ZTestRefund, 400: ZErrorEnvelope, 404: ZErrorEnvelope },
    },
    handler: async (request) => {
      try {
        return await provider.failRefund(request.params.id, request.body?.reason);
      } catch (error) {
        if (error instanceof ProviderRequestError && error.providerCode === 'resource_missing')
          throw notFound('Refund');
        throw error;
      }
    },
  });
}

/** Only our own pages are redirect targets (no open redirect through the hosted page). */

function ownUrl(candidate: unknown, publicUrl: string): string {
  const base = new URL(publicUrl);
  if (typeof candidate !== 'string' || candidate === '') return base.toString();
  try {
    const url = new URL(candidate, base);
    return url.origin === base.origin ? url.toString() : base.toString();
  } catch {
    return base.toString();
  }
}

function origins(...urls: string[]): string[] {
  const result = new Set<string>();
  for (const url of urls) {
    try {
      result.add(new URL(url).origin);
    } catch {
      // a relative URL is covered by 'self'
    }
  }
  return [...result];
}
