import pg from 'pg';
import { adminDatabaseUrl, createScratchDatabase, startServerProcess, type ServerProcess } from './server-processes.ts';

// Shared by the fault tests (src/platform/faults): one real server process on a fresh PostgreSQL
// database (`faults_<random>`), plain HTTP calls with a deadline, and an admin connection that does
// to the database what an outage would.

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON call that must answer within `timeoutMs` (a hang fails the test). */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CallResult<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

export async function expectStatus<T>(result: Promise<CallResult<T>>, status: number): Promise<T> {
  const { status: actual, body } = await result;
  if (actual !== status) throw new Error(`expected ${status}, got ${actual}: ${JSON.stringify(body)}`);
  return body;
}

export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface FaultDatabase {
  url: string;
  name: string;
  /** A connection of the test's own to the same database (to read rows, hold locks). */
  client: pg.Client;
  /** Ends every connection the server processes hold on this database, as a failover would. */
  terminateServerConnections(): Promise<number>;
  drop(): Promise<void>;
}

export async function createFaultDatabase(): Promise<FaultDatabase> {
  const scratch = await createScratchDatabase(adminDatabaseUrl(), 'faults');
  const client = new pg.Client({ connectionString: scratch.url, application_name: 'faults-test' });
  client.on('error', () => undefined);
  await client.connect();
  const admin = new pg.Client({ connectionString: adminDatabaseUrl(), application_name: 'faults-admin' });
  admin.on('error', () => undefined);
  await admin.connect();
  return {
    url: scratch.url,
    name: scratch.name,
    client,
    async terminateServerConnections() {
      const { rows } = await admin.query<{ pid: number }>(
        `select pg_terminate_backend(pid) as ok, pid from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid() and application_name like 'briefly-%'`,
        [scratch.name],
      );
      return rows.length;
    },
    async drop() {
      await client.end().catch(() => undefined);
      await admin.end().catch(() => undefined);
      await scratch.drop();
    },
  };
}

/** One server process on the fault database (see server-processes.ts for its environment). */
export function startFaultServer(database: FaultDatabase, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess(0, database.url, env, 90_000);
}
