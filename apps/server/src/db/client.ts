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
  /** The PostgreSQL URL, when there is a server (through a pooler, when there is one). */
  url?: string;
  /**
   * The same database without a transaction pooler in between (DATABASE_DIRECT_URL, decision 042): what
   * needs one session for longer than a transaction — the LISTEN connection, the migrations' lock,
   * backups. The same as `url` when there is no pooler.
   */
  directUrl?: string;
  /** The read replica (DATABASE_READ_URL, decision 053): public reads of anonymous callers, through db/read-routing.ts. */
  replica?: Db;
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
  | {
      kind: 'postgres';
      url: string;
      /** DATABASE_DIRECT_URL; `url` when unset. */
      directUrl?: string | null;
      /** DATABASE_READ_URL: a replica with a pool of its own, as large as the primary's. */
      readUrl?: string | null;
      /** Named (server-side) prepared statements: off through a transaction pooler (decision 042). Default on. */
      preparedStatements?: boolean;
      poolSize?: number;
      connectTimeoutMs?: number;
      applicationName?: string;
    }
) & {
  onQuery?: (query: string, params: unknown[]) => void;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : undefined;
  if (options.kind === 'postgres') {
    const max = options.poolSize ?? 10;
    const openPool = (connectionString: string, applicationName: string) => {
      const pool = new pg.Pool({
        connectionString,
        max,
        // A server that does not answer must fail the request (503), not hang it.
        connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
        // Operators (and the fault tests) find the server's connections in pg_stat_activity by this name.
        application_name: applicationName,
        // Through a transaction pooler the next statement may run on another server connection, which never
        // saw the named statement (or already has one by that name): every statement is sent unnamed.
        ...(options.preparedStatements === false ? { Client: UnnamedStatementsClient } : {}),
      });
      // A connection cut must neither crash the process nor leak pool slots.
      guardPool(pool);
      const db = drizzlePostgres(pool, { schema, casing: 'snake_case', logger }) as unknown as Db;
      installTransactionRunner(db);
      return { pool, db };
    };
    const applicationName = options.applicationName ?? 'briefly-server';
    const { pool, db } = openPool(options.url, applicationName);
    const replica = options.readUrl ? openPool(options.readUrl, `${applicationName}-read`) : null;
    const poolStats = (): PoolStats => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    });
    const directUrl = options.directUrl ?? options.url;
    return {
      kind: 'postgres',
      db,
      url: options.url,
      directUrl,
      ...(replica ? { replica: replica.db } : {}),
      poolStats,
      close: async () => {
        await Promise.all([pool.end(), replica?.pool.end()]);
      },
    };
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

/**
 * A pg client that sends every query unnamed: Drizzle's prepared queries (db/prepared.ts) still skip
 * rebuilding their SQL, but PostgreSQL parses each statement again, as a transaction pooler needs.
 */
class UnnamedStatementsClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, ...rest] = args;
    // A plain query config only: a submittable (a cursor, a Query object) is passed on as it is.
    const plain = config && typeof config === 'object' && typeof (config as { submit?: unknown }).submit !== 'function';
    const unnamed = plain && (config as { name?: unknown }).name ? { ...(config as object), name: undefined } : config;
    return (super.query as (...queryArgs: unknown[]) => never)(unnamed, ...rest);
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
