import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test/server-processes.ts';
import { createTestApp, TEST_DB_KIND } from '../../test/test-app.ts';
import { bearer, createBrand, createCreator, createFundedBrief } from '../../test/factories.ts';
import { ledgerInvariantViolations } from '../modules/ledger/ledger.invariants.ts';
import { backupDatabase, restoreDatabase, RestoreRefused, type BackupTarget } from './backup.ts';
import { openDatabase, queryRows, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';

// Backup and restore (docs/operations.md#backups) on the database this run tests: the demo data plus money
// moved by the API, backed up, restored into a new database, and found whole — the same rows, the ledger's
// invariants, and a server that starts on it and serves the same marketplace.

const TABLES = [
  'users',
  'briefs',
  'submissions',
  'ledger_transactions',
  'ledger_entries',
  'reward_assignments',
  'withdrawals',
  'events',
  'mail_outbox',
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-backup-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

async function freshTarget(name: string): Promise<{ target: BackupTarget; open: () => Promise<Database> }> {
  if (TEST_DB_KIND === 'postgres') {
    const scratch = await createScratchDatabase(undefined, `briefly_backup_${name}`);
    cleanups.push(() => scratch.drop());
    return {
      target: { kind: 'postgres', url: scratch.url },
      open: () => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 3 }),
    };
  }
  const dataDir = path.join(work, name);
  return { target: { kind: 'pglite', dataDir }, open: () => openDatabase({ kind: 'pglite', dataDir }) };
}

async function counts(database: Database): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql.raw(`select count(*)::int as count from ${table}`),
    );
    found[table] = row!.count;
  }
  return found;
}

async function publicBriefIds(database: Database): Promise<string[]> {
  const t = await createTestApp({ database });
  try {
    const response = await t.app.inject({ method: 'GET', url: '/api/briefs/public?limit=100' });
    expect(response.statusCode).toBe(200);
    return (response.json().briefs as Array<{ id: string }>).map((brief) => brief.id).sort();
  } finally {
    await t.close();
  }
}

describe(`backup and restore (${TEST_DB_KIND})`, () => {
  it('restores the demo data and its money into a new database, whole', { timeout: 180_000 }, async () => {
    const source = await freshTarget('source');
    const original = await source.open();
    await runMigrations(original);
    const t = await createTestApp({ database: original, env: { SEED_DEMO: 'true' } });
    // Money the API moves on top of the demo's: a funded brief and a wallet top-up's card payment.
    const brand = await createBrand(t.app);
    await createFundedBrief(t.app, brand.token, { reward: 320 });
    const creator = await createCreator(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(creator.token) })).statusCode).toBe(
      200,
    );
    await t.close();
    const before = await counts(original);
    expect(before.ledger_entries).toBeGreaterThan(0);
    expect(await ledgerInvariantViolations(original.db)).toEqual([]);
    const marketplace = await publicBriefIds(original);
    await original.close();

    const file = path.join(work, `backup-${TEST_DB_KIND}.dump`);
    await backupDatabase(source.target, file);
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    const copy = await freshTarget('copy');
    await restoreDatabase(copy.target, file);
    // Never over a database that holds tables, unless forced.
    await expect(restoreDatabase(copy.target, file)).rejects.toBeInstanceOf(RestoreRefused);
    await restoreDatabase(copy.target, file, { force: true });

    const restored = await copy.open();
    cleanups.push(() => restored.close());
    expect(await counts(restored)).toEqual(before);
    expect(await ledgerInvariantViolations(restored.db)).toEqual([]);
    expect(await publicBriefIds(restored)).toEqual(marketplace);
  });
});
