import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { installTransactionRunner } from './transactions.ts';
import { guardPool } from './pool-guard.ts';

/** Extensions the migrations create (pg_trgm: the creator directory's typo-tolerant search, decision 044). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** One type for both drivers: the same dialect, the same schema; transactions retried (db/transactions.ts). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The PostgreSQL URL, when there is a server. */
  url?: string;
  /** The connection pool right now (PostgreSQL only; PGlite is one in-process connection, no pool). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections lent to a query or transaction. */
  inUse: number;
  idle: number;
  /** Callers waiting for a connection (the pool is exhausted). */
  waiting: number;
  max: number;
}

/** onQuery sees every statement Drizzle sends (tests count the statements a request runs). */
export type DatabaseOptions = (
  | { kind: 'pglite'; dataDir: string | null; snapshot?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number; connectTimeoutMs?: number; applicationName?: string }
) & {
  onQuery?: (query: string, params: unknown[]) => void;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : undefined;
  if (options.kind === 'postgres') {
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      // A server that does not answer must fail the request (503), not hang it.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      // Operators (and the fault tests) find the server's connections in pg_stat_activity by this name.
      application_name: options.applicationName ?? 'briefly-server',
    });
    // A connection cut must neither crash the process nor leak pool slots.
    guardPool(pool);
    const db = drizzlePostgres(pool, { schema, casing: 'snake_case', logger }) as unknown as Db;
    installTransactionRunner(db);
    const poolStats = (): PoolStats => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    });
    return { kind: 'postgres', db, url: options.url, poolStats, close: () => pool.end() };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.snapshot ? { loadDataDir: options.snapshot } : { dataDir: options.dataDir ?? undefined }),
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger }) as unknown as Db;
  installTransactionRunner(db);
  return { kind: 'pglite', db, close: () => client.close() };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
