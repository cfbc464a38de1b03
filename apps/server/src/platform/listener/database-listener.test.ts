import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND, openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { createDatabaseListener, notify, type DatabaseListener, type ListenerLog } from './database-listener.ts';

const silent: ListenerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const channelName = () => `test_${randomUUID().replaceAll('-', '')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(10);
  }
}

describe(`database listener (${TEST_DB_KIND})`, () => {
  let database: Database;
  let listener: DatabaseListener;
  const applicationName = `briefly-listener-test-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    database = await openTestDatabase();
    listener = createDatabaseListener(database, silent, { applicationName, minBackoffMs: 50, maxBackoffMs: 200 });
  });
  afterAll(async () => {
    await listener.close();
    await database.close();
  });

  it('delivers a notification sent inside a transaction only once it commits', async () => {
    const channel = channelName();
    const received: string[] = [];
    await listener.listen(channel, (payload) => received.push(payload));

    await database.db.transaction(async (tx) => {
      await notify(tx, channel, 'committed');
      await tx.execute(sql`select 1`);
      await sleep(150);
      expect(received).toEqual([]);
    });
    await waitFor(() => received.length === 1);
    expect(received).toEqual(['committed']);
  });

  it('never delivers a notification from a rolled-back transaction', async () => {
    const channel = channelName();
    const received: string[] = [];
    await listener.listen(channel, (payload) => received.push(payload));

    await expect(
      database.db.transaction(async (tx) => {
        await notify(tx, channel, 'rolled back');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Notifications on one channel arrive in commit order: once the marker is here, the other would be too.
    await notify(database.db, channel, 'marker');
    await waitFor(() => received.includes('marker'));
    expect(received).toEqual(['marker']);
  });

  it('delivers to every handler of a channel, and no more after unsubscribing', async () => {
    const channel = channelName();
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await listener.listen(channel, (payload) => first.push(payload));
    await listener.listen(channel, (payload) => {
      second.push(payload);
      throw new Error('a failing handler does not stop the others');
    });

    await notify(database.db, channel, 'one');
    await waitFor(() => first.length === 1 && second.length === 1);
    await stopFirst();
    await notify(database.db, channel, 'two');
    await waitFor(() => second.length === 2);
    expect(first).toEqual(['one']);
    expect(second).toEqual(['one', 'two']);
  });

  it('refuses channel names that would change meaning unquoted', async () => {
    await expect(listener.listen('Mixed-Case', () => undefined)).rejects.toThrow(/Invalid notification channel/);
    await expect(notify(database.db, 'x; drop table users', '')).rejects.toThrow(/Invalid notification channel/);
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'reconnects after its connection is killed, LISTENs again and says so',
    async () => {
      const channel = channelName();
      const received: string[] = [];
      await listener.listen(channel, (payload) => received.push(payload));
      let reconnects = 0;
      listener.onReconnect(() => reconnects++);

      const killed = await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${applicationName} and datname = current_database()`,
      );
      expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
      await waitFor(() => reconnects === 1, 5_000);

      // A channel subscribed after the reconnect works as well as the re-subscribed one.
      const later = channelName();
      const laterReceived: string[] = [];
      await listener.listen(later, (payload) => laterReceived.push(payload));
      await notify(database.db, channel, 'after reconnect');
      await notify(database.db, later, 'new channel');
      await waitFor(() => received.length === 1 && laterReceived.length === 1);
      expect(received).toEqual(['after reconnect']);
    },
  );

  it.skipIf(TEST_DB_KIND !== 'postgres')('finds a silently dead connection with its liveness check', async () => {
    // A proxy that can swallow traffic without closing anything: a network path that died quietly.
    const target = new URL(database.directUrl ?? database.url!);
    const open = new Set<{ client: net.Socket; upstream: net.Socket }>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      const pair = { client, upstream };
      open.add(pair);
      client.pipe(upstream);
      upstream.pipe(client);
      const drop = () => {
        open.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxied = new URL(database.directUrl ?? database.url!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String((proxy.address() as net.AddressInfo).port);

    const own = createDatabaseListener(
      { ...database, url: proxied.toString(), directUrl: proxied.toString() },
      silent,
      {
        livenessIntervalMs: 100,
        livenessTimeoutMs: 300,
        minBackoffMs: 20,
      },
    );
    try {
      const channel = channelName();
      const received: string[] = [];
      await own.listen(channel, (payload) => received.push(payload));
      let reconnects = 0;
      own.onReconnect(() => reconnects++);

      for (const { client, upstream } of open) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
      await waitFor(() => reconnects === 1, 5_000);
      await notify(database.db, channel, 'alive');
      await waitFor(() => received.includes('alive'));
    } finally {
      await own.close();
      for (const { client, upstream } of open) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('closes promptly, even while reconnecting', async () => {
    const own = createDatabaseListener(database, silent, {
      applicationName: `${applicationName}-close`,
      minBackoffMs: 10_000,
    });
    await own.listen(channelName(), () => undefined);
    if (TEST_DB_KIND === 'postgres') {
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`${applicationName}-close`}`,
      );
      await sleep(100);
    }
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(own.listen(channelName(), () => undefined)).rejects.toThrow(/closed/);
  });
});
