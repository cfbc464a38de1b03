import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../../../test/test-app.ts';
import { creatorPayload, uniqueEmail } from '../../../test/factories.ts';
import type { ServerProcess } from '../../../test/server-processes.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import {
  call,
  createFaultDatabase,
  expectStatus,
  startFaultServer,
  waitUntil,
  type FaultDatabase,
} from '../../../test/faults.ts';

// The SMTP server refusing (421) and then unreachable for a while: the emails wait in mail_outbox,
// retried by their jobs, and go out once it is back — none lost, none sent twice. Retry timings
// are shortened through JOBS_RETRY_BASE_MS / JOBS_POLL_INTERVAL_MS so the outage takes seconds.

const MAILS = 4;

describe.skipIf(TEST_DB_KIND !== 'postgres')('the mail server going away for a while', () => {
  let database: FaultDatabase;
  let server: ServerProcess;
  const first = startSmtpServer();
  const back = startSmtpServer();
  let port: number;

  beforeAll(async () => {
    port = await first.listen();
    database = await createFaultDatabase();
    server = await startFaultServer(database, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Briefly <noreply@briefly.test>',
      // Each registration mails a verification link.
      EMAIL_VERIFICATION: 'on',
      AUTH_RATE_LIMIT_MAX: '1000',
      JOBS_RETRY_BASE_MS: '200',
      JOBS_POLL_INTERVAL_MS: '100',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await back.close();
  }, 30_000);

  const outbox = async () =>
    (
      await database.client.query<{ to_address: string; status: string; attempts: number }>(
        'select to_address, status, attempts from mail_outbox order by to_address',
      )
    ).rows;

  it('keeps every email queued while it refuses or cannot be reached, then sends each exactly once', async () => {
    first.state.mode = 'refuse';
    const addresses = Array.from({ length: MAILS }, () => uniqueEmail('outage'));
    for (const email of addresses)
      await expectStatus(
        call(server.baseUrl, 'POST', '/api/creators/register', { body: creatorPayload({ email }) }),
        201,
      );

    // Refused: every email is tried again and stays queued.
    await waitUntil('every email to be refused at least twice', async () => {
      const rows = await outbox();
      return rows.length === MAILS && rows.every((row) => row.attempts >= 2);
    });
    expect(new Set((await outbox()).map((row) => row.status))).toEqual(new Set(['queued']));

    // Unreachable: nothing listens on the port any more.
    await first.close();
    const before = (await outbox()).reduce((sum, row) => sum + row.attempts, 0);
    await waitUntil('the emails to be tried against the closed port', async () => {
      const rows = await outbox();
      return rows.reduce((sum, row) => sum + row.attempts, 0) >= before + MAILS;
    });
    expect(new Set((await outbox()).map((row) => row.status))).toEqual(new Set(['queued']));
    expect(first.received).toHaveLength(0);

    // Back, on the same address: each email goes out once.
    await back.listen(port);
    await waitUntil(
      'every email to be sent',
      async () => (await outbox()).every((row) => row.status === 'sent'),
      15_000,
    );
    // Give a duplicate the time to show up, had any job run twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const received = back.received.flatMap((mail) => mail.to).sort();
    expect(received).toEqual(addresses.map((email) => email.toLowerCase()).sort());
    const { rows: jobs } = await database.client.query<{ status: string }>(
      `select status from jobs where queue = 'mail.send'`,
    );
    expect(jobs.map((job) => job.status)).toEqual(Array(MAILS).fill('completed'));
  }, 30_000);
});
