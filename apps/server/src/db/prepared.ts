import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { resolveDb } from './read-routing.ts';

// Hot queries of a fixed shape are built once per database handle and run with new values
// (docs/performance.md#prepared-statements): Drizzle skips rebuilding the SQL — the largest part of our own
// CPU per request — and on PostgreSQL the named statement is parsed once per connection.

interface Executable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A query prepared on first use for each database handle. `build` gets the handle and must use
 * `sql.placeholder(name)` for every value. Names must be unique: PostgreSQL keys named statements by them.
 * A transaction handle is not cached (it lives for one transaction): the query is built for it each time.
 */
export function preparedQuery<R>(name: string, build: (db: Db, name: string) => Executable<R>) {
  const byDb = new WeakMap<Db, Executable<R>>();
  return (handle: Db, values: Record<string, unknown>): Promise<R> => {
    // A read-routing handle (decision 053) is the primary or the replica per request: each has its own query.
    const db = resolveDb(handle);
    let query = byDb.get(db);
    if (!query) {
      query = build(db, name);
      byDb.set(db, query);
    }
    return query.execute(values);
  };
}

/**
 * A statement written as SQL (not with the query builder), named: what `db.execute` runs, prepared under
 * `name`. For `preparedQuery`'s build; its values are `sql.placeholder`s. Gives the driver's result (rows).
 */
export function preparedRawQuery(db: Db, query: SQL, name: string): Executable<unknown> {
  const internals = db as unknown as {
    dialect: { sqlToQuery(query: SQL): unknown };
    session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: false): Executable<unknown> };
  };
  return internals.session.prepareQuery(internals.dialect.sqlToQuery(query), undefined, name, false);
}
