import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A database for one test file: a fresh PGlite from the migrated snapshot, or the shared PostgreSQL test database. */
export async function openTestDatabase(): Promise<Database> {
  if (TEST_DB_KIND === 'postgres') {
    return openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, poolSize: 20 });
  }
  const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshotPath'))]);
  return openDatabase({ kind: 'pglite', dataDir: null, snapshot });
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '10000',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-data-')),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'briefly-no-web-dist'),
    JOBS_ENABLED: 'false',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app (buildApp) on a test database; call close() in afterAll. */
export async function createTestApp(options: { env?: Record<string, string>; database?: Database } & Partial<Omit<BuildAppOptions, 'config' | 'database'>> = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({ ...options, config: testConfig(options.env), database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
