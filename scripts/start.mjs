// `npm start`: build the web app and the server if either is missing or older than its sources, then run
// the compiled server with plain Node (no TypeScript loader in production).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'public'),
  path.join(root, 'packages/shared/src'),
];
const sourceTime = Math.max(
  ...sources
    .filter((p) => fs.existsSync(p))
    .map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
);
const isBuilt = fs.existsSync(builtIndex) && fs.statSync(builtIndex).mtimeMs >= sourceTime;

if (!isBuilt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@briefly/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverDir = path.join(root, 'apps/server');
const serverBundle = path.join(serverDir, 'dist/server.mjs');
const serverSources = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'package.json'),
  path.join(root, 'packages/shared/src'),
];
const serverSourceTime = Math.max(
  ...serverSources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
);
if (!fs.existsSync(serverBundle) || fs.statSync(serverBundle).mtimeMs < serverSourceTime) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
