import type { Db } from './client.ts';

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
  return (db: Db, values: Record<string, unknown>): Promise<R> => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db, name);
      byDb.set(db, query);
    }
    return query.execute(values);
  };
}
