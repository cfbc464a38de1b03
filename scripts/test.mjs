// `npm test`: every check, in order — lint (ESLint, then import cycles), formatting, docs links, type-check,
// unit/service/API/component tests on PGlite (with TEST_DATABASE_URL, the server suite on PostgreSQL
// instead — under Node 24 when NODE24_BIN is set — and on PGlite only its own files), the web build
// and its size budgets, then end-to-end journeys.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
/** Each step's time, printed at the end: CI must stay well within its half hour. */
const timings = [];

function run(title, command, args, env = {}, note = '') {
  console.log(`\n━━━ ${title} ━━━${note ? `\n${note}` : ''}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${seconds(Date.now() - stepStarted).padStart(6)}  ${title}`);
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

/** Runs Vitest projects and counts their tests; with `node`, under that Node binary instead of this one. */
const vitest = (name, projects, env = {}, { node, note, files = [] } = {}) => {
  const out = path.join(reports, `${name}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...files,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  if (node) run(name, node, [path.join(root, 'node_modules/vitest/vitest.mjs'), ...args], env, note);
  else run(name, 'npx', ['vitest', ...args], env, note);
  countVitest(out);
};

/** Whether a Redis answers PING at `url` within a second. */
function redisAnswers(url) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port || 6379), hostname.replace(/^\[|\]$/g, ''));
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('close', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

// The Redis transport (decision 034): its tests, and the multi-process tests' Redis mode, run when a Redis
// answers (TEST_REDIS_URL, or the local one); under CI it must.
const redisStep = 'Redis for the tests (TEST_REDIS_URL)';
const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
if (await redisAnswers(testRedisUrl)) process.env.TEST_REDIS_URL = testRedisUrl;
else {
  delete process.env.TEST_REDIS_URL;
  console.log(
    `\n━━━ ${redisStep} ━━━\nNo Redis answers at ${testRedisUrl}: the Redis mode of the multi-process tests is skipped.`,
  );
  if (['true', '1'].includes(process.env.CI ?? '')) failures.push(redisStep);
}

run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('lint: import cycles (dpdm)', 'npm', ['run', '--silent', 'lint:cycles']);
run('formatting (Prettier)', 'npx', ['prettier', '--check', '.']);
run('docs: links and anchors', process.execPath, [path.join(root, 'scripts/check-doc-links.mjs')]);
run('type-check', 'npm', ['run', 'typecheck', '--silent']);
// With a PostgreSQL database the server suite runs there in full (below; three minutes, where PGlite
// takes ten: one embedded database per file), and on PGlite only what is PGlite's own (decision 003):
// migrations and the demo seed on the embedded database, its listener, and the files whose exact
// figures need a database of their own (statement counts, capped totals, hand-computed sums, whole-table counts;
// on the shared PostgreSQL database they check "at least"). Without PostgreSQL, all of it on PGlite.
const serverOnPostgres = Boolean(process.env.NODE24_TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
const PGLITE_SERVER_FILES = [
  'apps/server/src/db/',
  'apps/server/src/config/',
  'apps/server/src/platform/listener/',
  'demo',
  'statement-counts',
  'count-caps',
  'admin-financial',
  'admin-money-figures',
  'admin/admin.routes',
  'creators/creators.routes',
];
if (serverOnPostgres) {
  vitest('unit and component tests (shared, web)', ['shared', 'web']);
  vitest('server tests on PGlite (the embedded database)', ['server'], {}, { files: PGLITE_SERVER_FILES });
} else {
  vitest('unit, service and API tests (PGlite)', ['shared', 'server', 'web']);
}

// The server suite runs twice: on PGlite under the Node that runs npm (the embedded default, what
// `npm install && npm start` gives on Node 20.19+), and on PostgreSQL under Node 24 (production:
// several processes, real races). Vitest's workers inherit its binary, so the PostgreSQL run uses
// NODE24_BIN when it is set; without it, the PostgreSQL run uses this Node.
const pgStep = 'API tests (PostgreSQL)';
const node24Step = 'server tests (Node 24)';
const node24 = process.env.NODE24_BIN;
const node24Version = node24 ? spawnSync(node24, ['--version'], { encoding: 'utf8' }).stdout?.trim() : undefined;
const pgUrl = process.env.NODE24_TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (node24 && !node24Version?.startsWith('v24.')) {
  console.log(
    `\n━━━ ${node24Step} ━━━\nNODE24_BIN=${node24} is not a Node 24 binary (${node24Version || 'it does not run'}).`,
  );
  failures.push(node24Step);
} else if (node24) {
  const dbEnv = pgUrl ? { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl } : { TEST_DB: 'pglite' };
  const title = pgUrl ? `${pgStep} on Node 24` : node24Step;
  const note = `${node24} (${node24Version}), on ${pgUrl ? 'PostgreSQL' : 'PGlite'}`;
  vitest(
    title,
    ['server'],
    { ...dbEnv, PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH}` },
    { node: node24, note },
  );
} else {
  if (['true', '1'].includes(process.env.CI ?? '')) {
    console.log(
      `\n━━━ ${node24Step} ━━━\nNODE24_BIN is not set: under CI the server tests must also run on Node 24 (.ci/run fetches it).`,
    );
    failures.push(node24Step);
  }
  if (process.env.TEST_DATABASE_URL) vitest(pgStep, ['server'], { TEST_DB: 'postgres' });
  else
    console.log(
      `\n━━━ ${pgStep} ━━━\nSkipped: set TEST_DATABASE_URL=postgres://… to run the API tests on PostgreSQL too (.ci/run does).`,
    );
}

// Through a transaction pooler (decision 042): the money, marketplace, messaging, realtime and jobs
// integration files again, with TEST_DATABASE_URL pointed at a PgBouncer in transaction mode that
// scripts/pgbouncer.mjs starts (and TEST_DATABASE_DIRECT_URL at the server, as DATABASE_DIRECT_URL).
const poolerStep = 'API tests through PgBouncer (transaction mode)';
const POOLER_FILES = [
  'apps/server/src/modules/awards/awards.routes.test.ts',
  'apps/server/src/modules/awards/money-contention.test.ts',
  'apps/server/src/modules/payments/',
  'apps/server/src/modules/payouts/',
  'apps/server/src/modules/briefs/',
  'apps/server/src/modules/submissions/',
  'apps/server/src/modules/messaging/messaging.routes.test.ts',
  'apps/server/src/platform/multi-process.test.ts',
  'apps/server/src/platform/jobs/',
  'apps/server/src/platform/listener/',
  'apps/server/src/platform/realtime/',
];
const { pgbouncerAvailable, PGBOUNCER_BIN } = await import('./pgbouncer.mjs');
if (!process.env.TEST_DATABASE_URL) {
  console.log(`\n━━━ ${poolerStep} ━━━\nSkipped: needs TEST_DATABASE_URL (the server PgBouncer stands in front of).`);
} else if (!pgbouncerAvailable()) {
  console.log(`\n━━━ ${poolerStep} ━━━\nSkipped: no PgBouncer at ${PGBOUNCER_BIN} (apt-get install pgbouncer).`);
  if (['true', '1'].includes(process.env.CI ?? '')) failures.push(poolerStep);
} else {
  const out = path.join(reports, 'pooler.json');
  // The duplicate-link file sends fixed links and expects no earlier submission of them: on the database the
  // PostgreSQL step has just used, they exist (a second run of it anywhere would fail the same way, pooler or not).
  const vitestArgs = [
    'run',
    '--project',
    'server',
    ...POOLER_FILES,
    '--exclude',
    '**/submissions.links.routes.test.ts',
    '--reporter=default',
    '--reporter=json',
  ];
  run(
    poolerStep,
    process.execPath,
    [path.join(root, 'scripts/pgbouncer.mjs'), '--', 'npx', 'vitest', ...vitestArgs, `--outputFile.json=${out}`],
    { TEST_DB: 'postgres' },
  );
  countVitest(out);
}

// Ten minutes without growth (issue 41, docs/capacity.md#hours-without-growth): the soak's load mix on two
// server processes with a scratch database of their own; it fails on RSS or the heap after GC growing more than 10%,
// or the latency p99 (over the machine's slowness) more than 25%, from the minutes around minute 5 to the last.
// SOAK_MINUTES changes its length (0: skipped).
const soakStep = 'soak (two processes under the load mix, SOAK_MINUTES)';
const soakMinutes = process.env.SOAK_MINUTES ?? '10';
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    `\n━━━ ${soakStep} ━━━\nSkipped: needs PostgreSQL (TEST_DATABASE_URL; the soak makes a database of its own).`,
  );
} else if (soakMinutes === '0') {
  console.log(`\n━━━ ${soakStep} ━━━\nSkipped: SOAK_MINUTES=0.`);
  if (['true', '1'].includes(process.env.CI ?? '')) failures.push(soakStep);
} else {
  const out = path.join(reports, 'soak.json');
  run(`${soakStep}: ${soakMinutes} minutes`, process.execPath, [
    path.join(root, 'scripts/server-scenario.mjs'),
    'apps/server/src/platform/soak.test.ts',
    'BRIEFLY_SOAK=1',
    `SOAK_MINUTES=${soakMinutes}`,
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  countVitest(out);
}

// One production build serves both the size budgets and the end-to-end journeys (which then skip their own).
const built = run('web build (Vite, precompressed)', 'npm', ['run', 'build', '-w', '@briefly/web']);
if (built)
  run('size budgets (scripts/check-budgets.mjs)', process.execPath, [
    path.join(root, 'scripts/check-budgets.mjs'),
    '--enforce-sizes',
  ]);

const e2eReport = path.join(reports, 'e2e.json');
run('end-to-end (Playwright, system Chromium)', process.execPath, [path.join(root, 'scripts/e2e.mjs')], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  ...(built ? { BRIEFLY_WEB_BUILT: '1' } : {}),
});
countPlaywright(e2eReport);

console.log(`\nTime per step (${seconds(Date.now() - started)} in all):\n${timings.join('\n')}\n`);
if (failures.length) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
