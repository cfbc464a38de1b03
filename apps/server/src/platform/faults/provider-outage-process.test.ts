import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../../../test/test-app.ts';
import { brandPayload } from '../../../test/factories.ts';
import type { ServerProcess } from '../../../test/server-processes.ts';
import { call, createFaultDatabase, expectStatus, startFaultServer, type FaultDatabase } from '../../../test/faults.ts';

// A real server process in Stripe mode, its API pointed (STRIPE_API_URL) at a local stand-in that
// answers 500 or never answers: the user's call fails within PAYMENTS_PROVIDER_TIMEOUT_MS with a
// clear 503, the SDK's retries reuse one idempotency key, and the process keeps serving.
// (Money moving once through the jobs' retries: provider-outage.test.ts.)

const TIMEOUT_MS = 1_500;

describe.skipIf(TEST_DB_KIND !== 'postgres')('the payments provider failing under a real process', () => {
  let database: FaultDatabase;
  let server: ServerProcess;
  let mode: 'error' | 'hang' | 'ok' = 'ok';
  const keys: string[] = [];
  const sockets = new Set<Socket>();
  const stripe = http.createServer((request, response) => {
    keys.push(String(request.headers['idempotency-key'] ?? ''));
    request.resume();
    if (mode === 'hang') return;
    response.setHeader('content-type', 'application/json');
    if (mode === 'error') {
      response.statusCode = 500;
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on our end.' } }));
      return;
    }
    response.end(
      JSON.stringify({
        id: 'pi_fake_1',
        object: 'payment_intent',
        amount: 10_000,
        currency: 'usd',
        status: 'requires_payment_method',
        client_secret: 'pi_fake_1_secret_x',
        metadata: {},
      }),
    );
  });
  stripe.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
    database = await createFaultDatabase();
    server = await startFaultServer(database, {
      STRIPE_SECRET_KEY: 'sk_test_faults',
      STRIPE_WEBHOOK_SECRET: 'whsec_faults',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_faults',
      STRIPE_API_URL: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`,
      PAYMENTS_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => stripe.close(resolve));
  }, 30_000);

  it("answers the user's call with 503 PROVIDER_UNAVAILABLE within the timeout, and serves it once the provider is back", async () => {
    const brand = await expectStatus(
      call<{ token: string }>(server.baseUrl, 'POST', '/api/brands/register', { body: brandPayload() }),
      201,
    );
    const intent = () =>
      call(server.baseUrl, 'POST', '/api/payments/create-payment-intent', {
        token: brand.token,
        body: { amount: 10_000, currency: 'usd', metadata: { type: 'brief_funding', briefTitle: 'Outage' } },
      });

    for (const failing of ['error', 'hang'] as const) {
      mode = failing;
      keys.length = 0;
      const started = Date.now();
      const result = await intent();
      expect(Date.now() - started, failing).toBeLessThan(TIMEOUT_MS + 1_500);
      expect(result.status, failing).toBe(503);
      expect(result.body).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', error: expect.stringMatching(/provider/) });
      // Every attempt of the one call carried the same key.
      expect(keys.length).toBeGreaterThan(0);
      expect(new Set(keys).size).toBe(1);
    }

    mode = 'ok';
    expect((await intent()).status).toBe(200);
    expect(await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('alive'), 10))])).toBe(
      'alive',
    );
  }, 30_000);
});
