import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bootstrap, type BootstrapOptions } from '../src/bootstrap.ts';
import { loadConfig, type Config } from '../src/config/config.ts';
import type { Database } from '../src/db/client.ts';
import { checkAnswersAgainstContract } from './contract.ts';
import { openTestDatabase } from './test-database.ts';

export { openTestDatabase, TEST_DB_KIND } from './test-database.ts';

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

/** The real app (bootstrap) on a test database, its answers checked against the API document; call close() in afterAll. */
export async function createTestApp(
  options: { env?: Record<string, string>; database?: Database } & Partial<
    Omit<BootstrapOptions, 'config' | 'database'>
  > = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const app = await bootstrap({
    ...options,
    config: testConfig(options.env),
    database,
    logger: options.logger ?? false,
  });
  await app.ready();
  // Every answer app.inject gives is checked against the published OpenAPI document (decision 043).
  checkAnswersAgainstContract(app);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
