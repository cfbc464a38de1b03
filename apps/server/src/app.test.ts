import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { brandPayload } from '../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API surface', () => {
  it('GET /api/health reports the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', version: '1.0.0' });
  });

  it('GET /api/config/public hides demo credentials outside demo mode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(response.json()).toEqual({
      demoMode: false,
      demoAdmin: null,
      googleClientId: null,
      paymentsMode: 'test',
      stripePublishableKey: null,
      platformFeePercent: 10,
      emailVerification: true,
      version: '1.0.0',
    });
  });

  it('GET /api/config/public reports Stripe mode and its publishable key, and serves no test-provider pages then', async () => {
    const stripe = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' },
    });
    try {
      const response = await stripe.app.inject({ method: 'GET', url: '/api/config/public' });
      expect(response.json()).toMatchObject({ paymentsMode: 'stripe', stripePublishableKey: 'pk_test_x' });
      expect((await stripe.app.inject({ method: 'GET', url: '/test-provider/checkout/cs_test_1' })).statusCode).toBe(
        404,
      );
    } finally {
      await stripe.close();
    }
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/brands/register',
        '/api/creators/register',
        '/api/me',
        '/api/briefs',
        '/api/briefs/public',
        '/api/webhooks/payments',
        '/api/briefs/{id}/apply',
        '/api/brands/submissions/{id}/approve',
        '/api/creators/dashboard',
        '/api/search',
      ]),
    );
    expect(paths.some((path) => path.startsWith('/test-provider'))).toBe(false);
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('bad input never yields a 500', () => {
  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'content-type': contentType } });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await post('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/brands/register',
      payload: JSON.stringify({ ...brandPayload(), companyName: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await post('email=a', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each(['null', '[]', '"text"', '42', 'true', '{"email":{"$gt":""},"password":"x"}'])(
    'answers body %s with 400',
    async (payload) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
    },
  );

  it('answers unknown API routes with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/login'],
      ['GET', '/not-built-yet'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('ROUTE_NOT_FOUND');
    }
  });
});
