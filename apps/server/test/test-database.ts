import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';

export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * The server's own address when the tests run through a transaction pooler (scripts/pgbouncer.mjs sets
 * TEST_DATABASE_URL to the pooler and TEST_DATABASE_DIRECT_URL to the server; decision 042).
 */
export const TEST_DIRECT_URL = process.env.TEST_DATABASE_DIRECT_URL || undefined;

/** `directUrl`'s database through the tests' pooler (the same address without one). */
export function pooledUrlFor(directUrl: string): string {
  if (!TEST_DIRECT_URL || !process.env.TEST_DATABASE_URL) return directUrl;
  const pooler = new URL(process.env.TEST_DATABASE_URL);
  const url = new URL(directUrl);
  url.host = pooler.host;
  return url.toString();
}

/** How to open `directUrl`'s database as production would: through the pooler, if any, named statements off there. */
export function postgresConnection(directUrl: string) {
  return {
    kind: 'postgres' as const,
    url: pooledUrlFor(directUrl),
    directUrl,
    preparedStatements: !TEST_DIRECT_URL,
  };
}

/** A database for one test file: a fresh PGlite from the migrated snapshot, or the shared PostgreSQL test database. */
export async function openTestDatabase(
  options: { onQuery?: (query: string, params: unknown[]) => void } = {},
): Promise<Database> {
  if (TEST_DB_KIND === 'postgres') {
    return openDatabase({
      kind: 'postgres',
      url: process.env.TEST_DATABASE_URL!,
      directUrl: TEST_DIRECT_URL,
      preparedStatements: !TEST_DIRECT_URL,
      poolSize: 20,
      onQuery: options.onQuery,
    });
  }
  const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshotPath'))]);
  return openDatabase({ kind: 'pglite', dataDir: null, snapshot, onQuery: options.onQuery });
}
