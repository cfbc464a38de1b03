import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { MIGRATIONS_FOLDER } from '../../db/migrate.ts';
import type { DatabaseListener } from '../../platform/listener/database-listener.ts';

// Whether this process should get traffic (GET /api/health/ready): the database answers, the schema
// is the one this build expects (its last migration applied), and the live-updates listener is up.
// A load balancer takes the process out while any of them fails, and back when all pass again.

/** 42P01: no migration table at all (a database never migrated); drizzle may wrap the driver's error. */
function missingTable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    if ((current as { code?: unknown }).code === '42P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** How long the database may take to answer before the process counts as not ready. */
const DATABASE_TIMEOUT_MS = 2_000;

export function readiness(database: Database, listener: Pick<DatabaseListener, 'isConnected'>) {
  // The build's migrations, read once: drizzle records each applied one with its folder time.
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const lastMigrationAt = Math.max(0, ...migrations.map((migration) => migration.folderMillis));

  async function lastAppliedMigration(): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const rows = await Promise.race([
        queryRows<{ last: string | number | null }>(
          database.db,
          sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
        ),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), DATABASE_TIMEOUT_MS);
        }),
      ]);
      return Number(rows[0]?.last ?? 0);
    } finally {
      clearTimeout(timer);
    }
  }

  /** What keeps the process from being ready, one short phrase each; empty when ready. */
  return async function problems(): Promise<string[]> {
    const found: string[] = [];
    try {
      if ((await lastAppliedMigration()) < lastMigrationAt) found.push('database migrations are not all applied');
    } catch (error) {
      found.push(missingTable(error) ? 'database migrations are not all applied' : 'the database does not answer');
    }
    if (!listener.isConnected()) found.push('the live-updates listener is not connected');
    return found;
  };
}
