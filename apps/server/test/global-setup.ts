import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

/**
 * Once per run: a migrated PGlite data directory, dumped to a file every test worker loads
 * (cheaper than initdb + migrations per file); on PostgreSQL, migrations applied to the test database.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-test-'));
  const snapshotPath = path.join(dir, 'pglite-snapshot.tar.gz');
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await runMigrations(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(compression?: 'gzip' | 'none'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('gzip');
  fs.writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshotPath', snapshotPath);

  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    // Through a pooler (scripts/pgbouncer.mjs), migrations go to the server itself, as the server's do.
    const directUrl = process.env.TEST_DATABASE_DIRECT_URL || undefined;
    const pgDatabase = await openDatabase({ kind: 'postgres', url, directUrl, poolSize: 2 });
    await runMigrations(pgDatabase);
    await pgDatabase.close();
  }
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
