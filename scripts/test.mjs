// `npm test`: every check, in order — lint, type-check, unit/service/API tests on PGlite, the same
// API tests on PostgreSQL (when TEST_DATABASE_URL is set), component tests, then end-to-end journeys.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n━━━ ${title} ━━━`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
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

const vitest = (name, projects, env = {}) => {
  const out = path.join(reports, `${name}.json`);
  run(name, 'npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  countVitest(out);
};

run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('type-check', 'npm', ['run', 'typecheck', '--silent']);
vitest('unit, service and API tests (PGlite)', ['shared', 'server', 'web']);

if (process.env.TEST_DATABASE_URL) {
  vitest('API tests (PostgreSQL)', ['server'], { TEST_DB: 'postgres' });
} else {
  console.log('\n━━━ API tests (PostgreSQL) ━━━\nSkipped: set TEST_DATABASE_URL=postgres://… to run the API tests on PostgreSQL too (.ci/run does).');
}

const e2eReport = path.join(reports, 'e2e.json');
run('end-to-end (Playwright, system Chromium)', process.execPath, [path.join(root, 'scripts/e2e.mjs')], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
countPlaywright(e2eReport);

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
