import type pg from 'pg';

// Keeps a pg pool whole when the server cuts its connections (a restart, a failover, an operator's
// pg_terminate_backend): node-postgres emits 'error' on a client whose connection dies, and an
// 'error' event with no listener ends the process. The pool listens only while a client is idle,
// so a client lent to a query or a transaction needs a listener of its own.

/** How long a broken, lent client may stay unreleased before the pool takes it back. */
const ABANDONED_AFTER_MS = 10_000;

export function guardPool(pool: pg.Pool): void {
  // An idle client's error: the pool removes it; nothing else to do.
  pool.on('error', () => undefined);
  const lent = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_error: Error | undefined, client: pg.PoolClient) => lent.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error: Error) => {
      if (!lent.has(client as pg.PoolClient)) return;
      // Its statements fail on their own ("not queryable") and its holder releases it, and the pool drops
      // it then. One holder does not: Drizzle's transaction releases nothing when its BEGIN fails. A broken
      // client still lent after a while is taken back, so such cuts cannot drain the pool one slot at a time.
      setTimeout(() => {
        if (!lent.has(client as pg.PoolClient)) return;
        lent.delete(client as pg.PoolClient);
        try {
          (client as pg.PoolClient).release(error);
        } catch {
          // Released meanwhile.
        }
      }, ABANDONED_AFTER_MS).unref();
    });
  });
}
