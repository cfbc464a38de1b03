// The baseline of `npm run bench` (bench/http.ts): what an endpoint would cost with no framework around
// its SQL. Each of our endpoints is replayed once while Drizzle's statements (text and parameters) are
// recorded; a plain `fastify()` app, no plugins, then runs those statements with the raw driver, one
// after the other, and answers `{ rows }`. The distance between the two is our code: validation, access
// control, Drizzle, mapping, response schemas, hooks and plugins.
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../apps/server/src/db/client.ts';

export interface Statement {
  text: string;
  params: unknown[];
}

interface DrizzleLogger {
  logQuery(query: string, params: unknown[]): void;
}

/**
 * Records the statements Drizzle sends during `run`, with their parameters. openDatabase's onQuery hook
 * is Drizzle's logger underneath, which gets both: the database must have been opened with an onQuery
 * (so there is a logger object, shared by every session and transaction), and its logQuery is replaced
 * here, whatever the hook itself passes on.
 */
export function statementRecorder(database: Database) {
  const logger = (database.db as unknown as { session: { logger?: DrizzleLogger } }).session.logger;
  if (!logger || logger.constructor.name === 'NoopLogger')
    throw new Error('open the database with an onQuery hook to record its statements');
  let recording: Statement[] | null = null;
  logger.logQuery = (text, params) => void recording?.push({ text, params: [...params] });
  return async function record(run: () => Promise<void>): Promise<Statement[]> {
    recording = [];
    try {
      await run();
      return recording;
    } finally {
      recording = null;
    }
  };
}

/** Runs statements one after the other and gives each one's rows. */
export interface Replayer {
  run(statements: Statement[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

// Drizzle keeps dates, times and intervals as the database's text (no Date objects to make and
// serialise again); the baseline does the same, so it does not pay a cost ours avoids.
const KEPT_AS_TEXT = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);

/** PostgreSQL: a pool of its own, as big as ours. */
export function postgresReplayer(url: string, poolSize: number): Replayer {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // The bench drops its database when done; a connection still closing then must not crash the run.
  pool.on('error', () => undefined);
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      KEPT_AS_TEXT.has(oid)
        ? (value: string) => value
        : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
  };
  return {
    async run(statements) {
      const results: unknown[][] = [];
      for (const { text, params } of statements) results.push((await pool.query({ text, values: params, types })).rows);
      return results;
    },
    close: () => pool.end(),
  };
}

/** PGlite: the very client our app uses (an in-memory database has one connection). */
export function pgliteReplayer(database: Database): Replayer {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const parsers = Object.fromEntries([...KEPT_AS_TEXT].map((oid) => [oid, (value: string) => value]));
  return {
    async run(statements) {
      const results: unknown[][] = [];
      for (const { text, params } of statements) results.push((await client.query(text, params, { parsers })).rows);
      return results;
    },
    close: async () => undefined,
  };
}

/** The baseline app: one route per endpoint key (`/<key>`), each replaying that endpoint's statements. */
export async function startBaseline(
  endpoints: Array<{ key: string; statements: Statement[] }>,
  replayer: Replayer,
): Promise<{ app: FastifyInstance; origin: string }> {
  const app = Fastify();
  for (const { key, statements } of endpoints) {
    app.get(`/${key}`, async () => ({ rows: await replayer.run(statements) }));
  }
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin };
}
