// End-to-end journeys in the system Chromium (never a downloaded browser: the network is closed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  const message = [
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    `!! END-TO-END TESTS SKIPPED: no Chromium at ${chromium}`,
    '!! Install it with:  sudo apt-get install chromium   (or set CHROMIUM_PATH)',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '',
  ].join('\n');
  if (process.env.REQUIRE_E2E === '1') {
    console.error(message + 'REQUIRE_E2E=1: a missing browser is a failure.');
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

// scripts/test.mjs has just built it (and checked its size budgets) when it sets BRIEFLY_WEB_BUILT=1.
if (process.env.BRIEFLY_WEB_BUILT !== '1') {
  const build = spawnSync('npm', ['run', 'build', '-w', '@briefly/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
process.exit(result.status ?? 1);
