import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../../../test/test-app.ts';
import { brandPayload, creatorPayload } from '../../../test/factories.ts';
import { openEventStream, type EventStream, type ServerProcess } from '../../../test/server-processes.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import {
  call,
  createFaultDatabase,
  expectStatus,
  startFaultServer,
  waitUntil,
  type FaultDatabase,
} from '../../../test/faults.ts';

// SIGTERM on a real server process (a deploy, a scale-down): it takes no new requests, finishes the
// one in flight, ends its live-update streams, gives back the lease of a job that is still running
// (here: an email to an SMTP server gone silent) and exits within 10 s.

describe.skipIf(TEST_DB_KIND !== 'postgres')('a server process told to stop (SIGTERM)', () => {
  let database: FaultDatabase;
  let server: ServerProcess;
  const smtp = startSmtpServer();
  let stream: EventStream | undefined;

  beforeAll(async () => {
    const port = await smtp.listen();
    database = await createFaultDatabase();
    server = await startFaultServer(database, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Briefly <noreply@briefly.test>',
      EMAIL_VERIFICATION: 'on',
    });
  }, 120_000);
  afterAll(async () => {
    stream?.close();
    await server?.kill();
    await database?.drop();
    await smtp.close();
  }, 30_000);

  it('finishes the request in flight, ends its streams, gives back a running job and exits within 10 s', async () => {
    const base = server.baseUrl;
    const brand = await expectStatus(
      call<{ token: string }>(base, 'POST', '/api/brands/register', { body: brandPayload() }),
      201,
    );
    stream = await openEventStream(base, '/api/realtime', { authorization: `Bearer ${brand.token}` });
    await stream.waitFor((events) => events.some((event) => event.event === 'ready'));

    // A job that will not finish by itself: the verification email, to a server that never answers.
    smtp.state.mode = 'stall';
    await expectStatus(call(base, 'POST', '/api/creators/register', { body: creatorPayload() }), 201);
    await waitUntil(
      'the email job to be running',
      async () => {
        const { rows } = await database.client.query(
          `select 1 from jobs where queue = 'mail.send' and status = 'active' and locked_until > now()`,
        );
        return rows.length > 0;
      },
      10_000,
    );

    // A request in flight: it waits on a lock the test holds.
    await database.client.query('begin');
    await database.client.query('lock table conversations in access exclusive mode');
    const slow = call(base, 'GET', '/api/messages/conversations', { token: brand.token, timeoutMs: 15_000 });
    await waitUntil('the request to wait on the lock', async () => {
      const { rows } = await database.client.query(
        `select 1 from pg_stat_activity where application_name = 'briefly-server' and wait_event_type = 'Lock'`,
      );
      return rows.length > 0;
    });

    const stoppedAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    await stream.ended;
    // No new requests: the listening socket is closed (or, on a kept-alive connection, a 503).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const late = await call(base, 'GET', '/api/health').then(
      (result) => result.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    // The request in flight still gets its answer once the lock is gone.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.client.query('commit');
    expect((await slow).status).toBe(200);

    expect(await server.exited, server.output()).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    // The email job's lease was given back: another process takes it now, not in five minutes.
    const { rows } = await database.client.query<{ status: string; locked_until: Date | null }>(
      // The brand's email may have gone out before the server went silent; the others were running.
      `select status, locked_until from jobs where queue = 'mail.send' and status <> 'completed'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toEqual({ status: 'queued', locked_until: null });
    const mail = await database.client.query<{ status: string }>(
      `select status from mail_outbox where status <> 'sent'`,
    );
    expect(mail.rows.length).toBe(rows.length);
    for (const row of mail.rows) expect(row.status).toBe('queued');
  }, 30_000);
});
