import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { ledgerInvariantViolations } from '../modules/ledger/ledger.invariants.ts';
import { TEST_DB_KIND } from '../../test/test-app.ts';
import { nginxAvailable, startNginx, type Nginx } from '../../test/nginx.ts';
import { TEST_REDIS_URL, dropRedisPrefix, uniqueRedisPrefix } from '../../test/redis.ts';
import { freePort, startServerProcess, startServerProcesses, type ServerCluster } from '../../test/server-processes.ts';
import { makeWorld, request, resumingStream, runMix, type LoadTally } from '../../test/load-mix.ts';

// A rolling deploy as docs/operations.md#rolling-deploys writes it: three server processes on one
// PostgreSQL (and Redis when there is one) behind Debian's nginx, a mixed load through nginx, and each
// process in turn taken out of the upstream, stopped with SIGTERM (decision 033's graceful shutdown),
// started again on its address and put back once /api/health/ready answers 200. `npm run rolling-restart`.

const PROCESSES = 3;

describe.skipIf(TEST_DB_KIND !== 'postgres' || !nginxAvailable())('a rolling restart behind nginx', () => {
  let cluster: ServerCluster;
  let nginx: Nginx;
  let env: Record<string, string>;
  let database: Database;
  const redisPrefix = uniqueRedisPrefix();

  beforeAll(async () => {
    env = {
      // Behind the proxy: its address is the client's, and the load is one client: no limit may refuse it.
      TRUST_PROXY: '127.0.0.1',
      AUTH_RATE_LIMIT_MAX: '100000',
      AUTH_ACCOUNT_LIMIT_MAX: '100000',
      MESSAGE_RATE_LIMIT_MAX: '100000',
      JOBS_POLL_INTERVAL_MS: '500',
      JOBS_RETRY_BASE_MS: '200',
      ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redisPrefix } : {}),
    };
    cluster = await startServerProcesses(PROCESSES, { env });
    nginx = await startNginx(
      await freePort(),
      cluster.servers.map((server) => server.port),
    );
    database = await openDatabase({ kind: 'postgres', url: cluster.databaseUrl, poolSize: 2 });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    await nginx?.stop();
    await cluster?.stop();
    if (TEST_REDIS_URL) await dropRedisPrefix(TEST_REDIS_URL, redisPrefix);
  }, 60_000);

  it('replaces every process under load: no request fails at the proxy, streams resume, jobs run once, the ledger balances', async () => {
    const proxy = nginx.baseUrl;
    const world = await makeWorld(proxy, 3);
    const sent = new Map(world.conversations.map((id) => [id, [] as string[]]));
    const streams = world.creators.map((creator, index) => resumingStream(proxy, creator, world.conversations[index]!));
    const tally: LoadTally = { requests: 0, failures: [], durations: [] };
    let done = false;
    const load = runMix(proxy, world, { workers: 6, until: () => done, sent, tally });

    for (let index = 0; index < PROCESSES; index++) {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const old = cluster.servers[index]!;
      // 1. Out of the upstream: nginx's new workers send it nothing more; requests it holds finish.
      await nginx.setDown([index]);
      // 2. SIGTERM: it finishes what it has, ends its event streams (the browsers come back through nginx).
      await old.stop();
      // 3. The new build on the same address, 4. back in the upstream once it says it is ready.
      const next = await startServerProcess(index, cluster.databaseUrl, env, 90_000, old.port);
      cluster.servers[index] = next;
      await expect
        .poll(async () => (await request(next.baseUrl, 'GET', '/api/health/ready')).status, { timeout: 20_000 })
        .toBe(200);
      await nginx.setDown([]);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    done = true;
    await load;

    expect(tally.failures).toEqual([]);
    expect(tally.requests).toBeGreaterThan(100);
    // Each stream was ended by its process's SIGTERM at least once and came back; one message more reaches it live.
    for (const stream of streams) expect(stream.readies()).toBeGreaterThan(1);
    for (const [index, conversationId] of world.conversations.entries()) {
      const last = await request<{ message: { id: string } }>(
        proxy,
        'POST',
        '/api/messages',
        { conversationId, content: 'after the deploy' },
        world.brand.token,
      );
      expect(last.status).toBe(201);
      await expect.poll(() => streams[index]!.seen.has(last.body.message.id), { timeout: 5_000 }).toBe(true);
      // Nothing sent during the deploy is missing: seen live, or read again on the resync after a reconnect.
      const missing = sent.get(conversationId)!.filter((id) => !streams[index]!.seen.has(id));
      expect(missing).toEqual([]);
    }
    for (const stream of streams) stream.close();

    // Every job due by now finished (none failed, none left running), and the ledger's invariants hold.
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ n: number }>(
              database.db,
              sql`select count(*)::int as n from jobs where status = 'active' or (status = 'queued' and run_at <= now() - interval '5 seconds')`,
            )
          )[0]!.n,
        { timeout: 30_000 },
      )
      .toBe(0);
    const failed = await queryRows<{ queue: string; last_error: string }>(
      database.db,
      sql`select queue, last_error from jobs where status = 'failed'`,
    );
    expect(failed).toEqual([]);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
    // Every brief funded during the deploy was paid once: one card payment in the ledger per brief.
    const payments = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ledger_transactions where kind = 'card_payment'`,
    );
    expect(payments[0]!.n).toBe(world.briefIds.length);
  }, 300_000);
});
