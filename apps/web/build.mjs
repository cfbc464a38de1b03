// `npm run build -w @briefly/web`: the web app in two builds (docs/performance.md#dashboard-chunks). The
// first, uncompressed and thrown away, shows which lazy modules load each piece of code; chunk-groups.ts
// turns that into the chunk plan the second, real build follows.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { planChunks } from './chunk-groups.mjs';

const webDir = import.meta.dirname;
const vite = path.join(webDir, 'node_modules/.bin/vite');
const viteBin = fs.existsSync(vite) ? vite : path.resolve(webDir, '../../node_modules/.bin/vite');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-web-plan-'));

function build(env, args = []) {
  const result = spawnSync(viteBin, ['build', ...args], {
    cwd: webDir,
    stdio: env.BRIEFLY_PLAN_ONLY ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

try {
  const firstOut = path.join(scratch, 'dist');
  build({ BRIEFLY_PLAN_ONLY: '1' }, ['--outDir', firstOut, '--emptyOutDir', '--logLevel', 'error']);
  const read = (file) => JSON.parse(fs.readFileSync(path.join(firstOut, '.vite', file), 'utf8'));
  const planFile = path.join(scratch, 'chunk-plan.json');
  const sizeOf = (file) => fs.statSync(path.join(firstOut, file)).size;
  fs.writeFileSync(planFile, JSON.stringify(planChunks(read('manifest.json'), read('chunk-modules.json'), sizeOf)));
  build({ BRIEFLY_CHUNK_PLAN: planFile });
  // The public pages' server renderer (dist-ssr/entry-server.js, decision 036).
  build({}, ['--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
