import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pooledUrlFor, TEST_DIRECT_URL } from './test-database.ts';

// Real server processes for multi-process tests on PostgreSQL: each is `node --import tsx
// apps/server/src/server.ts` (what `npm start` runs) on its own port and data directory, all on
// one fresh database made for the test file and dropped afterwards.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/src/server.ts');
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Kept per process for the error message when it fails to start or dies. */
const OUTPUT_LIMIT = 64 * 1024;

export interface ServerProcess {
  index: number;
  baseUrl: string;
  port: number;
  pid: number;
  /** What the process wrote to stdout and stderr (the last 64 KB). */
  output(): string;
  /** SIGTERM (a graceful `app.close()`), then SIGKILL if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL: a crash, with no cleanup. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
}

export interface ServerCluster {
  databaseUrl: string;
  servers: ServerProcess[];
  /** Stops every process and drops the database. */
  stop(): Promise<void>;
}

export interface StartServersOptions {
  /** Extra environment for every process. */
  env?: Record<string, string>;
  /** Extra environment for one process (by index), e.g. JOBS_ENABLED=false on all but one. */
  envFor?: (index: number) => Record<string, string>;
  /** Use this database instead of creating one (it is not dropped). */
  databaseUrl?: string;
  /** The server to create and drop the database on; TEST_ADMIN_DATABASE_URL, or TEST_DATABASE_URL's server. */
  adminUrl?: string;
  startTimeoutMs?: number;
}

/** The maintenance database on the test server, for CREATE / DROP DATABASE. */
export function adminDatabaseUrl(): string {
  if (process.env.TEST_ADMIN_DATABASE_URL) return process.env.TEST_ADMIN_DATABASE_URL;
  const testUrl = TEST_DIRECT_URL ?? process.env.TEST_DATABASE_URL;
  if (!testUrl) return DEFAULT_ADMIN_URL;
  const url = new URL(testUrl);
  url.pathname = '/postgres';
  return url.toString();
}

/** A fresh, empty database (`briefly_mp_<random>`); `drop()` removes it, disconnecting whoever is left. */
export async function createScratchDatabase(
  adminUrl = adminDatabaseUrl(),
  prefix = 'briefly_mp',
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A port nobody listens on right now (the process may still lose it to a race: then it is retried). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const live = new Set<ChildProcess>();
// If the test runner dies, don't leave servers behind.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone || child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server at ${baseUrl} was not healthy within ${timeoutMs} ms`);
}

export async function startServerProcess(
  index: number,
  databaseUrl: string,
  env: Record<string, string>,
  startTimeoutMs: number,
  /** A given port (a replacement behind a proxy that knows the address); a free one otherwise. */
  fixedPort?: number,
): Promise<ServerProcess> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = fixedPort ?? (await freePort());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `briefly-mp-${index}-`));
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      cwd: ROOT,
      // A clean environment: only what the server needs, so nothing of the test runner's leaks in.
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        HOST: '127.0.0.1',
        PORT: String(port),
        // Through the tests' pooler when there is one (scripts/pgbouncer.mjs), with the direct address beside it.
        DATABASE_URL: pooledUrlFor(databaseUrl),
        ...(TEST_DIRECT_URL ? { DATABASE_DIRECT_URL: databaseUrl } : {}),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
        JOBS_ENABLED: 'true',
        // These processes' tests are about processes, not verified addresses (decision 020).
        EMAIL_VERIFICATION: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    live.add(child);
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    const exited = new Promise<number | null>((resolve) => {
      child.once('exit', (code) => {
        live.delete(child);
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve(code);
      });
    });

    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(baseUrl, child, exited, startTimeoutMs);
    } catch (error) {
      child.kill('SIGKILL');
      await exited;
      lastError = new Error(
        `server ${index} did not start: ${(error as Error).message}\n--- its output ---\n${output}`,
      );
      if (/EADDRINUSE/.test(output)) continue;
      throw lastError;
    }

    const signal = async (name: NodeJS.Signals) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(name);
      await exited;
    };
    return {
      index,
      baseUrl,
      port,
      pid: child.pid!,
      output: () => output,
      exited,
      async stop(graceMs = 10_000) {
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        try {
          await signal('SIGTERM');
        } finally {
          clearTimeout(timer);
        }
      },
      kill: () => signal('SIGKILL'),
    };
  }
  throw lastError;
}

/**
 * Starts `count` server processes on one fresh PostgreSQL database and waits until each answers
 * `GET /api/health` with 200. They start at once (migrations take an advisory lock).
 */
export async function startServerProcesses(count: number, options: StartServersOptions = {}): Promise<ServerCluster> {
  const scratch = options.databaseUrl ? null : await createScratchDatabase(options.adminUrl ?? adminDatabaseUrl());
  const databaseUrl = options.databaseUrl ?? scratch!.url;
  const startTimeoutMs = options.startTimeoutMs ?? 90_000;
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, index) =>
      startServerProcess(index, databaseUrl, { ...options.env, ...options.envFor?.(index) }, startTimeoutMs),
    ),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await scratch?.drop();
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { databaseUrl, servers, stop };
}

// ---------------------------------------------------------------- reading an event stream

export interface SseEvent {
  event: string;
  data: string;
}

/** A raw HTTP client for a text/event-stream response: what arrived so far, and a way to wait for more. */
export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The text received so far. */
  text(): string;
  events(): SseEvent[];
  /** The events from the `from`-th on (a poll that reads only what is new). */
  eventsSince(from: number): SseEvent[];
  waitFor(predicate: (events: SseEvent[]) => boolean, timeoutMs?: number): Promise<SseEvent[]>;
  /** Resolves when the server ends the response or the connection closes. */
  ended: Promise<void>;
  close(): void;
}

export function openEventStream(
  baseUrl: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}${pathAndQuery}`,
      { headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        let text = '';
        // Parsed as it arrives: an hour of a stream is tens of thousands of events, and parsing the whole text
        // again on every look (the soak's streams look every 20 ms) made this process's work grow with the run
        // and the latencies it measured with it.
        let unparsed = '';
        const parsed: SseEvent[] = [];
        let markEnded!: () => void;
        const ended = new Promise<void>((done) => (markEnded = done));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          const blocks = (unparsed + chunk).split('\n\n');
          unparsed = blocks.pop() ?? '';
          for (const block of blocks) {
            const lines = block.split('\n');
            const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
            const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
            if (event !== undefined) parsed.push({ event, data: data ?? '' });
          }
        });
        response.on('end', () => markEnded());
        response.on('close', () => markEnded());
        response.on('error', () => markEnded());
        const events = () => parsed.slice();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: () => text,
          events,
          eventsSince: (from: number) => parsed.slice(from),
          ended,
          async waitFor(predicate, timeoutMs = 2_000) {
            const deadline = Date.now() + timeoutMs;
            while (!predicate(events())) {
              if (Date.now() > deadline)
                throw new Error(`timed out waiting for events; received: ${JSON.stringify(text)}`);
              await new Promise((done) => setTimeout(done, 10));
            }
            return events();
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}
