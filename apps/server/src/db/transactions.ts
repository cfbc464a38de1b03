import { randomInt } from 'node:crypto';

// The one place that opens database transactions (decision 019). Every `db.transaction(…)` of a
// handle opened by `openDatabase` goes through `runTransaction`:
// - a transaction that fails with a deadlock (40P01) or a serialization failure (40001) is run again
//   from the start, a few times, after a short random pause: the database rolled all of it back, so
//   running the work again is the same as running it for the first time. Services keep provider calls
//   outside their transactions (or under their own idempotency keys), so a retry never repeats one.
// - work registered with `beforeCommit` runs once, after the caller's work and just before COMMIT:
//   the ledger takes its locks there, in one global order, whatever the number of postings.

/** SQLSTATEs worth running the transaction again for. */
export const TRANSIENT_SQLSTATES: ReadonlySet<string> = new Set(['40P01', '40001']);

export interface RetryPolicy {
  /** Runs in all, the first included. */
  attempts: number;
  /** The pause before retry n is a random time up to min(maxDelayMs, baseDelayMs · 2^(n-1)). */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 6, baseDelayMs: 5, maxDelayMs: 250 };

/** The SQLSTATE of a transient failure anywhere in the error's `cause` chain (Drizzle wraps the driver's error). */
export function transientSqlState(error: unknown): string | null {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && TRANSIENT_SQLSTATES.has(code)) return code;
  }
  return null;
}

// ---------------------------------------------------------------- retries, counted

type RetryListener = (sqlState: string, attempt: number) => void;
const retryListeners = new Set<RetryListener>();
const retriesBySqlState = new Map<string, number>();

/** Retries of this process so far, per SQLSTATE (a metric, not an error). */
export function transactionRetryCounts(): ReadonlyMap<string, number> {
  return retriesBySqlState;
}

/** Tells `listener` of every retry from now on (metrics, debug logs); returns the unsubscribe. */
export function onTransactionRetry(listener: RetryListener): () => void {
  retryListeners.add(listener);
  return () => retryListeners.delete(listener);
}

function countRetry(sqlState: string, attempt: number) {
  retriesBySqlState.set(sqlState, (retriesBySqlState.get(sqlState) ?? 0) + 1);
  for (const listener of retryListeners) listener(sqlState, attempt);
}

// ---------------------------------------------------------------- work before commit

type CommitWork = () => Promise<void>;
/** The work registered for each open transaction, by key; only transactions opened by runTransaction have an entry. */
const commitWork = new WeakMap<object, Map<string, CommitWork>>();

/** Whether `db` is a transaction opened through `db.transaction` (one that runs `beforeCommit` work). */
export function isOpenTransaction(db: object): boolean {
  return commitWork.has(db);
}

/**
 * Runs `work` once when the transaction's own work is done, just before COMMIT (the first
 * registration of a key wins). Throws when `tx` is not a transaction opened by `db.transaction`.
 */
export function beforeCommit(tx: object, key: string, work: CommitWork): void {
  const registered = commitWork.get(tx);
  if (!registered) throw new Error('beforeCommit: not a transaction opened by db.transaction');
  if (!registered.has(key)) registered.set(key, work);
}

// ---------------------------------------------------------------- work after commit

type AfterCommitWork = () => void;
/** Work that must see the transaction committed (a publish outside the database); dropped on rollback or retry. */
const afterCommitWork = new WeakMap<object, AfterCommitWork[]>();

/**
 * Runs `work` once `tx` has committed (never when it rolls back, nor for an attempt that is retried).
 * Throws when `tx` is not a transaction opened by `db.transaction`. `work` must not throw: it runs
 * after the caller's answer is decided, so errors are its own to log.
 */
export function afterCommit(tx: object, work: AfterCommitWork): void {
  const registered = afterCommitWork.get(tx);
  if (!registered) throw new Error('afterCommit: not a transaction opened by db.transaction');
  registered.push(work);
}

// ---------------------------------------------------------------- installing

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes every `db.transaction(…)` of this handle retried and able to run `beforeCommit` work (openDatabase calls it). */
export function installTransactionRunner(
  db: { transaction: unknown },
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): void {
  type Work = (tx: object) => Promise<unknown>;
  const open = (db.transaction as (work: Work, config?: unknown) => Promise<unknown>).bind(db);
  const run = async (work: Work, config?: unknown): Promise<unknown> => {
    for (let attempt = 1; ; attempt++) {
      const committed: AfterCommitWork[] = [];
      try {
        const result = await open(async (tx) => {
          const registered = new Map<string, CommitWork>();
          commitWork.set(tx, registered);
          afterCommitWork.set(tx, committed);
          const result = await work(tx);
          for (const commitStep of registered.values()) await commitStep();
          return result;
        }, config);
        // Committed: a failing step must not turn that into an error (nor into a retry).
        for (const step of committed) {
          try {
            step();
          } catch {
            // Its own to log (see afterCommit).
          }
        }
        return result;
      } catch (error) {
        const sqlState = transientSqlState(error);
        if (!sqlState || attempt >= policy.attempts) throw error;
        countRetry(sqlState, attempt);
        await pause(randomInt(0, Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1)) + 1));
      }
    }
  };
  db.transaction = run;
}
