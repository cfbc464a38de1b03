import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './client.ts';

// Backups of either database (docs/operations.md#backups): PostgreSQL with pg_dump/pg_restore in their
// custom format, the embedded database with PGlite's own dump of its data directory (a .tar.gz). A restore
// refuses to write over a database that holds tables unless forced.

export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export class RestoreRefused extends Error {}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr.trim()}`);
}

/** Writes a backup of the database to `file`. The embedded database must not be open in a running server. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.kind === 'postgres') {
    run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, target.url]);
    return;
  }
  if (!fs.existsSync(path.join(target.dataDir, 'PG_VERSION'))) {
    throw new Error(`no embedded database in ${target.dataDir}`);
  }
  const client = await PGlite.create({ dataDir: target.dataDir, extensions: PGLITE_EXTENSIONS });
  try {
    const dump = await client.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** Whether the database already holds tables of its own (a restore would mix two databases). */
async function holdsTables(target: BackupTarget): Promise<boolean> {
  if (target.kind === 'pglite') {
    return fs.existsSync(target.dataDir) && fs.readdirSync(target.dataDir).length > 0;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return (rows[0]?.count ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** Restores `file` into the database; over one that holds tables only with `force` (which replaces it). */
export async function restoreDatabase(target: BackupTarget, file: string, { force = false } = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`no backup file at ${file}`);
  if (!force && (await holdsTables(target))) {
    throw new RestoreRefused('The database is not empty: restore into a new one, or pass --force to replace it.');
  }
  if (target.kind === 'postgres') {
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`];
    if (force) args.push('--clean', '--if-exists');
    run('pg_restore', [...args, file]);
    return;
  }
  fs.rmSync(target.dataDir, { recursive: true, force: true });
  fs.mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: new Blob([fs.readFileSync(file)]),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.close();
}
