import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, TEST_DB_KIND } from '../../test/test-app.ts';
import { queryRows, type Database } from './client.ts';
import { afterCommit, beforeCommit, isOpenTransaction, onTransactionRetry, transientSqlState } from './transactions.ts';

// The one place that opens transactions (decision 019): transient failures run the work again,
// others don't; work registered before commit runs once, last, inside the transaction.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** An error as the driver reports a failed statement, wrapped the way Drizzle wraps it. */
const failure = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('driver error'), { code }) });

describe('transientSqlState', () => {
  it.each([
    ['40P01', failure('40P01'), '40P01'],
    ['40001', failure('40001'), '40001'],
    ['unwrapped 40001', Object.assign(new Error('x'), { code: '40001' }), '40001'],
    ['unique violation', failure('23505'), null],
    ['no code', new Error('boom'), null],
    ['not an error', 'boom', null],
  ])('%s', (_, error, expected) => {
    expect(transientSqlState(error)).toBe(expected);
  });
});

describe(`db.transaction (${TEST_DB_KIND})`, () => {
  it('runs the work again after a serialization failure or a deadlock, and counts the retries', async () => {
    const seen: string[] = [];
    const stop = onTransactionRetry((sqlState) => seen.push(sqlState));
    let runs = 0;
    const result = await database.db.transaction(async () => {
      runs++;
      if (runs === 1) throw failure('40001');
      if (runs === 2) throw failure('40P01');
      return 'done';
    });
    stop();
    expect(result).toBe('done');
    expect(runs).toBe(3);
    expect(seen).toEqual(['40001', '40P01']);
  });

  it('does not run the work again for any other failure', async () => {
    let runs = 0;
    await expect(
      database.db.transaction(async () => {
        runs++;
        throw failure('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });

  it('gives up after a bounded number of runs', async () => {
    let runs = 0;
    await expect(
      database.db.transaction(async () => {
        runs++;
        throw failure('40P01');
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(6);
  });

  it('rolls back each failed run, so a retried run starts from nothing', async () => {
    const table = sql.identifier(`retried_rows_${process.pid}_${Date.now()}`);
    await database.db.execute(sql`create table ${table} (n int)`);
    let runs = 0;
    await database.db.transaction(async (tx) => {
      runs++;
      await tx.execute(sql`insert into ${table} values (${runs})`);
      if (runs === 1) throw failure('40001');
    });
    expect(await queryRows<{ n: number }>(database.db, sql`select n from ${table}`)).toEqual([{ n: 2 }]);
    await database.db.execute(sql`drop table ${table}`);
  });

  it('runs work registered before commit once, after the work, inside the transaction', async () => {
    const steps: string[] = [];
    await database.db.transaction(async (tx) => {
      expect(isOpenTransaction(tx)).toBe(true);
      beforeCommit(tx, 'a', async () => {
        const [row] = await queryRows<{ one: number }>(tx, sql`select 1 as one`);
        steps.push(`a ${row!.one}`);
      });
      beforeCommit(tx, 'a', async () => {
        steps.push('a again');
      });
      beforeCommit(tx, 'b', async () => {
        steps.push('b');
      });
      steps.push('work');
    });
    expect(steps).toEqual(['work', 'a 1', 'b']);
    expect(isOpenTransaction(database.db)).toBe(false);
    expect(() => beforeCommit(database.db, 'x', async () => {})).toThrow('not a transaction');
  });

  it('fails the transaction when work before commit fails', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        beforeCommit(tx, 'check', async () => {
          throw new Error('refused at commit');
        });
      }),
    ).rejects.toThrow('refused at commit');
  });

  it('runs work registered after commit once the transaction committed: not for a retried run, nor a rollback', async () => {
    const published: string[] = [];
    let runs = 0;
    const result = await database.db.transaction(async (tx) => {
      runs++;
      afterCommit(tx, () => published.push(`run ${runs}`));
      expect(published).toEqual([]);
      if (runs === 1) throw failure('40001');
      return 'done';
    });
    expect(result).toBe('done');
    expect(published).toEqual(['run 2']);

    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => published.push('rolled back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    // A step that throws does not turn a commit into an error.
    await database.db.transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error('publish failed');
      });
      afterCommit(tx, () => published.push('still runs'));
    });
    expect(published).toEqual(['run 2', 'still runs']);
    expect(() => afterCommit(database.db, () => undefined)).toThrow('not a transaction');
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')('finishes both of two transactions that deadlock (PostgreSQL)', async () => {
    const keys = [BigInt(Date.now()) * 2n, BigInt(Date.now()) * 2n + 1n];
    let arrived = 0;
    let release: () => void = () => {};
    const bothHoldTheirFirstLock = new Promise<void>((resolve) => (release = resolve));
    const runs = [0, 0];
    const lockInOrder = (index: number, first: bigint, second: bigint) =>
      database.db.transaction(async (tx) => {
        runs[index]!++;
        await tx.execute(sql`select pg_advisory_xact_lock(${first})`);
        if (runs[index] === 1) {
          if (++arrived === 2) release();
          await bothHoldTheirFirstLock;
        }
        await tx.execute(sql`select pg_advisory_xact_lock(${second})`);
        return index;
      });
    const seen: string[] = [];
    const stop = onTransactionRetry((sqlState) => seen.push(sqlState));
    const results = await Promise.all([lockInOrder(0, keys[0]!, keys[1]!), lockInOrder(1, keys[1]!, keys[0]!)]);
    stop();
    expect(results).toEqual([0, 1]);
    expect(seen).toContain('40P01');
    expect(runs[0]! + runs[1]!).toBe(3);
  });
});
