// `npm run rolling-restart` and `npm run soak`: one scenario file of the server suite that starts real
// processes (apps/server/src/platform/rolling-restart.test.ts, soak.test.ts), run on PostgreSQL with a
// database of its own, made here and dropped afterwards (the scenario's processes use scratch databases of
// their own too). PostgreSQL: TEST_ADMIN_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
// Redis (REDIS_URL for the processes): TEST_REDIS_URL, else redis://127.0.0.1:6379 when it answers.
//
//   node scripts/server-scenario.mjs <test file> [KEY=VALUE …] [-- vitest options …]
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const [file, ...rest] = process.argv.slice(2);
const dashes = rest.indexOf('--');
const assignments = dashes === -1 ? rest : rest.slice(0, dashes);
const vitestOptions = dashes === -1 ? [] : rest.slice(dashes + 1);
if (!file) {
  console.error('usage: node scripts/server-scenario.mjs <test file> [KEY=VALUE …]');
  process.exit(2);
}
const adminUrl = process.env.TEST_ADMIN_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function redisAnswers(url) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const name = `briefly_scenario_${Date.now()}`;
await admin(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const env = {
  ...process.env,
  TEST_DB: 'postgres',
  TEST_DATABASE_URL: url.toString(),
  TEST_ADMIN_DATABASE_URL: adminUrl,
  ...((await redisAnswers(redisUrl)) ? { TEST_REDIS_URL: redisUrl } : {}),
  ...Object.fromEntries(assignments.map((assignment) => assignment.split(/=(.*)/s).slice(0, 2))),
};
const child = spawn('npx', ['vitest', 'run', '--project', 'server', file, ...vitestOptions], {
  cwd: root,
  stdio: 'inherit',
  env,
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
const status = await new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1))));
await admin(`drop database if exists ${name} with (force)`);
process.exit(status);
