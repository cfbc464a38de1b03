import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createBrand, createCreator, createPaymentIntent, uniqueEmail } from '../../../test/factories.ts';
import { insertJobs } from '../jobs/jobs.repository.ts';
import { openDatabase } from '../../db/client.ts';
import { readiness } from '../../modules/system/readiness.ts';

// GET /metrics (decision 032) and GET /api/health/ready: refused without the token, the named series
// after a few requests, readiness failing for each reason it names.

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, AUTH_ACCOUNT_LIMIT_MAX: '2' } });
});
afterAll(async () => {
  await t.close();
});

const scrape = (headers: Record<string, string> = bearer(TOKEN)) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers });

/** The value of one series line, e.g. `briefly_jobs_ready{queue="x"}`. */
function valueOf(body: string, series: string): number | null {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe('GET /metrics', () => {
  it('answers 404, as an unknown address does, without the token or with a wrong one', async () => {
    for (const headers of [{}, bearer('wrong-token-of-the-same-length!!!!'), { authorization: TOKEN }]) {
      const response = await scrape(headers);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('briefly_');
    }
  });

  it('is not served at all when METRICS_TOKEN is unset', async () => {
    const other = await createTestApp({ database: t.database });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('holds the named series after a few requests', async () => {
    const brand = await createBrand(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(brand.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/briefs/not-a-uuid/public' })).statusCode).toBe(400);
    // Sign-in attempts at one account beyond AUTH_ACCOUNT_LIMIT_MAX (2) are refused.
    const email = uniqueEmail('limited');
    const attempts = [];
    for (let attempt = 0; attempt < 3; attempt++)
      attempts.push(
        await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'wrong-password' } }),
      );
    expect(attempts.at(-1)?.statusCode).toBe(429);
    const now = new Date();
    const queue = `metrics.test.${randomUUID().slice(0, 8)}`;
    await insertJobs(t.database.db, [{ queue, runAt: new Date(now.getTime() - 90_000) }], now);

    const response = await scrape();
    await t.database.db.execute(sql`delete from jobs where queue = ${queue}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const body = response.body;
    expect(
      valueOf(body, 'briefly_http_request_duration_seconds_count{method="GET",route="/api/me",status_class="2xx"}'),
    ).toBe(1);
    expect(
      valueOf(
        body,
        'briefly_http_request_duration_seconds_count{method="GET",route="/api/briefs/:id/public",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(valueOf(body, 'briefly_rate_limit_refusals_total{route="/api/login"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(body, `briefly_jobs_ready{queue="${queue}"}`)).toBe(1);
    expect(valueOf(body, `briefly_jobs_oldest_ready_age_seconds{queue="${queue}"}`)).toBeGreaterThanOrEqual(89);
    for (const series of [
      'briefly_db_transaction_retries_total',
      'briefly_jobs_dead_letters',
      'briefly_outbox_delivery_lag_seconds',
      'briefly_mail_queued',
      'briefly_mail_sent_total',
      'briefly_mail_failed_total',
      'briefly_realtime_streams_open',
      'briefly_payments_provider_call_duration_seconds',
      'briefly_payments_provider_errors_total',
      'briefly_process_resident_memory_bytes',
      'briefly_nodejs_eventloop_lag_p99_seconds',
    ])
      expect(body, series).toContain(`# TYPE ${series} `);
    expect(valueOf(body, 'briefly_realtime_bus_connected{transport="postgres"}')).toBe(1);
    if (t.database.kind === 'postgres') expect(body).toContain('briefly_db_pool_in_use ');
    else expect(body).not.toContain('briefly_db_pool_in_use');
  });

  it('times calls to the payments provider and counts mail', async () => {
    const brand = await createBrand(t.app);
    await createPaymentIntent(t.app, brand.token, 5_000);
    await createCreator(t.app);
    await t.app.platform.jobs.drain();
    const body = (await scrape()).body;
    expect(body).toMatch(
      /briefly_payments_provider_call_duration_seconds_count\{operation="createPaymentIntent",outcome="ok"\} [1-9]/,
    );
    expect(body).toMatch(/briefly_mail_sent_total\{transport="outbox"\} [1-9]/);
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 when the database answers, migrations are applied and the listener is connected', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready' });
  });

  it('answers 503 in the error envelope when not ready', async () => {
    // A database of its own (PGlite from the migrated snapshot), whose last migration we take back.
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshotPath'))]);
    const database = await openDatabase({ kind: 'pglite', dataDir: null, snapshot });
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const behind = await createTestApp({ database });
    try {
      const response = await behind.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'Not ready: database migrations are not all applied.',
        code: 'NOT_READY',
        details: { problems: ['database migrations are not all applied'] },
      });
      // Liveness is another question: the process is up.
      expect((await behind.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(await readiness(database, { isConnected: () => false })()).toEqual([
        'database migrations are not all applied',
        'the live-updates listener is not connected',
      ]);
      // Never migrated at all.
      await database.db.execute(sql`drop schema drizzle cascade`);
      expect(await readiness(database, { isConnected: () => true })()).toEqual([
        'database migrations are not all applied',
      ]);
    } finally {
      await behind.close();
      await database.close();
    }
    expect(await readiness(database, { isConnected: () => true })()).toEqual(['the database does not answer']);
    expect(await readiness(t.database, { isConnected: () => true })()).toEqual([]);
  });
});
