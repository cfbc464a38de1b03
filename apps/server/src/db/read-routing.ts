import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

// Public reads from a replica (DATABASE_READ_URL, decision 053). The modules that serve public reads get a
// routing handle: inside a request the replica-reads plugin marked (an anonymous GET of a public page, the
// marketplace, a sitemap or a share card) every statement goes to the replica; everywhere else — signed-in
// callers, writes, jobs, event deliveries — to the primary. A person who has just written is signed in, so
// what they read next comes from the primary and shows their write.

const scope = new AsyncLocalStorage<true>();
const CURRENT = Symbol('read-routing.current');

/** Runs `fn` with the replica as the routing handles' database (the replica-reads plugin, per request). */
export function withReplicaReads<T>(fn: () => T): T {
  return scope.run(true, fn);
}

/** Whether this code runs inside a request whose reads go to the replica. */
export function readsFromReplica(): boolean {
  return scope.getStore() === true;
}

/**
 * The primary itself when there is no replica; else a handle that is the replica inside withReplicaReads and
 * the primary outside it. Each statement resolves it when it is built.
 */
export function readRouting(primary: Db, replica: Db | undefined): Db {
  if (!replica) return primary;
  const current = () => (scope.getStore() === true ? replica : primary);
  return new Proxy(primary, {
    get(_target, property) {
      if (property === CURRENT) return current();
      const target = current();
      const value = Reflect.get(target, property, target) as unknown;
      // Methods run on the database they came from, whatever `this` the caller gives them.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The database a routing handle stands for right now (any other handle: itself). For caches keyed by handle. */
export function resolveDb(db: Db): Db {
  return ((db as unknown as Record<symbol, Db | undefined>)[CURRENT] ?? db) as Db;
}
