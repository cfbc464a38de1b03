import pg from 'pg';
import { afterAll, afterEach } from 'vitest';

/**
 * Two statements sent at once on one pg client — in practice a Promise.all over one transaction's
 * client — run one after the other anyway, and pg warns ("Calling client.query() when the client is
 * already executing a query", from the third one queued on) and pg@9 will refuse them. Every server
 * test file loads this guard: a statement sent while its client is still busy with another, or pg's
 * warning, fails the test during which it happened, with the caller's stack. PGlite queues statements
 * itself, so only TEST_DB=postgres runs can see it.
 */
interface GuardState {
  seen: Error[];
}

const STATE = Symbol.for('briefly.concurrentQueryGuard');
const holder = globalThis as { [STATE]?: GuardState };

function install(): GuardState {
  const state: GuardState = { seen: [] };
  process.on('warning', (warning) => {
    if (warning.message.includes('client.query() when the client is already executing a query'))
      state.seen.push(warning);
  });
  const busy = new WeakMap<object, number>();
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  pg.Client.prototype.query = function guardedQuery(this: pg.Client, ...args: unknown[]) {
    const running = busy.get(this) ?? 0;
    if (running > 0) {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 40; // past Drizzle's frames, to the caller's
      state.seen.push(new Error('A statement was sent while its client was still running another'));
      Error.stackTraceLimit = limit;
    }
    const done = () => busy.set(this, (busy.get(this) ?? 1) - 1);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...results: unknown[]) => unknown;
      busy.set(this, running + 1);
      args[last] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      busy.set(this, running + 1);
      (result as Promise<unknown>).then(done, done);
    }
    return result;
  } as typeof pg.Client.prototype.query;
  return state;
}

// Test files share a worker process (and pg's module), so the patch and the listener go in once.
const state = (holder[STATE] ??= install());

/** The findings since the last look, emptied (for the guard's own test). */
export function takeConcurrentQueryFindings(): Error[] {
  return state.seen.splice(0, state.seen.length);
}

async function failOnConcurrentQuery() {
  // process.emitWarning reports on the next tick: let it arrive before looking.
  await new Promise((resolve) => setImmediate(resolve));
  const [first] = takeConcurrentQueryFindings();
  if (first) {
    throw new Error(
      `Two statements were sent at once on one database client (run them one after the other):\n${first.stack ?? first.message}`,
    );
  }
}

afterEach(failOnConcurrentQuery);
afterAll(failOnConcurrentQuery);
