// Load for `npm run bench` (bench/http.ts): autocannon's command line in a child process, so the load
// generator does not share the servers' event loop (it still shares the machine's cores).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, connection errors and timeouts: any makes the figures suspect. */
  failures: number;
}

/** autocannon's result (`--json`), the fields used here. */
interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export async function runLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  const headerArgs = Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [
    AUTOCANNON,
    '--json',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
    ...headerArgs,
    url,
  ];
  const output = await runToEnd(process.execPath, args);
  const result = JSON.parse(output) as AutocannonJson;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function runToEnd(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`autocannon exited with ${code}: ${stderr.slice(-500)}`)),
    );
  });
}

/** The mean of several rounds (each already an average over its seconds). */
export function meanOf(results: LoadResult[]): LoadResult {
  const mean = (pick: (result: LoadResult) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0) / results.length;
  return {
    requestsPerSecond: mean((result) => result.requestsPerSecond),
    p50: mean((result) => result.p50),
    p99: mean((result) => result.p99),
    failures: results.reduce((sum, result) => sum + result.failures, 0),
  };
}
