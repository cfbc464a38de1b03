import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';

export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A database for one test file: a fresh PGlite from the migrated snapshot, or the shared PostgreSQL test database. */
export async function openTestDatabase(
  options: { onQuery?: (query: string, params: unknown[]) => void } = {},
): Promise<Database> {
  if (TEST_DB_KIND === 'postgres') {
    return openDatabase({
      kind: 'postgres',
      url: process.env.TEST_DATABASE_URL!,
      poolSize: 20,
      onQuery: options.onQuery,
    });
  }
  const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshotPath'))]);
  return openDatabase({ kind: 'pglite', dataDir: null, snapshot, onQuery: options.onQuery });
}
