// Compiles the server ahead of time: one ES module bundle, apps/server/dist/server.mjs, with its npm
// dependencies left as imports (they load from node_modules) and our TypeScript — the server and the
// shared package — compiled in. Production runs it with plain `node`: no TypeScript loader at start.
//
//   node scripts/build-server.mjs          (npm start runs it when the bundle is missing or stale)
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
// Workspace packages are TypeScript sources: bundle them; everything else stays an import.
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@briefly/'));

const started = Date.now();
await esbuild.build({
  entryPoints: [path.join(serverDir, 'src/server.ts')],
  outfile: path.join(serverDir, 'dist/server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  // Stack traces point at the TypeScript sources.
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
});
const size = fs.statSync(path.join(serverDir, 'dist/server.mjs')).size;
console.log(`server built: apps/server/dist/server.mjs (${(size / 1000).toFixed(0)} kB) in ${Date.now() - started} ms`);
