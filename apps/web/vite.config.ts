import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { DASHBOARD_GROUP } from './chunk-groups.mjs';
import { pureSharedDefinitions } from './pure-definitions.mjs';
import { providerStyles } from './src/app/provider-styles.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
// The API server; override with BRIEFLY_API_URL to point the dev server at another instance.
const apiTarget = process.env.BRIEFLY_API_URL ?? 'http://localhost:3000';

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* publishedFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/ (the manifests) is build metadata, never served
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* publishedFiles(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) next to every published text file once the
 * build is written, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
 * per request. Every such file gets both, however small: the server never has to compress an asset on the fly.
 */
function precompress(): Plugin {
  return {
    name: 'briefly:precompress',
    apply: 'build',
    async closeBundle() {
      const files: string[] = [];
      for await (const file of publishedFiles(outDir)) files.push(file);
      let raw = 0;
      let br = 0;
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.readFile(file);
          const [brotlied, gzipped] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, brotlied), fs.writeFile(`${file}.gz`, gzipped)]);
          raw += content.length;
          br += brotlied.length;
        }),
      );
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      console.log(`precompressed ${files.length} files: ${kB(raw)} → ${kB(br)} brotli (+ gzip)`);
    },
  };
}

/**
 * MantineProvider's theme variables and global classes as `<style>`s at the end of index.html's head, after the
 * stylesheets (they override Mantine's default variables), for every page, server-drawn or not: the provider
 * draws none itself (app/provider.tsx, decision 041).
 */
function providerStylesInHead(): Plugin {
  return {
    name: 'briefly:provider-styles',
    transformIndexHtml: { order: 'post', handler: (html) => html.replace('</head>', `${providerStyles()}</head>`) },
  };
}

/**
 * Lists the source modules in every JS chunk (.vite/chunk-modules.json, next to Vite's manifest.json), so
 * scripts/check-budgets.mjs can prove that the public pages load no dashboard, chart or editor code.
 */
function chunkModules(): Plugin {
  return {
    name: 'briefly:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds.map((id) =>
          path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/'),
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules, null, 1) });
    },
  };
}

/**
 * The chunk plan of the second build (chunk-groups.ts, written by build.mjs from the first): module →
 * group. Without one (the first build, the dev server) the bundler chunks as it likes.
 */
/** recharts (through @mantine/charts) and what only it uses. */
const CHART_LIBRARIES =
  /node_modules[\\/](?:recharts|@mantine[\\/]charts|d3-[\w-]+|@reduxjs|react-redux|immer|reselect|decimal\.js-light|eventemitter3|es-toolkit|tiny-invariant|victory-vendor|internmap|use-sync-external-store)[\\/]/;

const chunkPlan: Record<string, string> | null = process.env.BRIEFLY_CHUNK_PLAN
  ? (JSON.parse(readFileSync(process.env.BRIEFLY_CHUNK_PLAN, 'utf8')) as Record<string, string>)
  : null;
const plannedGroup = (id: string) =>
  chunkPlan?.[path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/')] ?? null;

/**
 * The server-rendering build (build.mjs's last step, `vite build --ssr`): the public pages' components as one
 * Node module, dist-ssr/entry-server.js, which the API server imports to render a public page's body
 * (decision 036). Libraries stay in node_modules; our packages are bundled (they are TypeScript source).
 */
const ssrConfig = defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  ssr: { noExternal: [/^@briefly\//] },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: fileURLToPath(new URL('./dist-ssr', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

const clientConfig = defineConfig({
  root,
  // The first of the two builds (build.mjs) only plans the chunks: nothing to compress.
  plugins: [
    react(),
    // The shared package's schemas the app never reads are left out (pure-definitions.mjs).
    pureSharedDefinitions(),
    providerStylesInHead(),
    chunkModules(),
    ...(process.env.BRIEFLY_PLAN_ONLY ? [] : [precompress()]),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/test-provider': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/test-provider': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false, // the production build publishes no source (decision 011)
    // .vite/manifest.json: the entry and route chunks with their static imports and CSS, read by
    // scripts/check-budgets.mjs. Dot-directories are never served (plugins/static-spa.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Left alone, the bundler hoists some libraries that many routes share into the entry chunk, so
        // every page downloads them. Named groups keep them in chunks of their own, loaded only by the
        // routes that use them (docs/performance.md).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 3 },
            // Zod's library in a chunk of its own, loaded only with code that builds a schema: merged into a group
            // of shared code, it was evaluated on every dashboard's first screen, which builds none (issue 39). Its
            // core's `config` and `$constructor` stay with the entry (app/zod-jitless.ts calls the first).
            { name: 'zod', test: /node_modules[\\/]zod[\\/](?!v4[\\/]core[\\/](?:core|util)\.js$)/, priority: 3 },
            // The money field (the marketplace's budget filter loads it lazily): a chunk of its own, so the dashboards'
            // merged groups below never ride along with it onto a public page (decision 055).
            {
              name: 'dollar-input',
              test: /(?:src[\\/]components[\\/]dollar-input\.tsx|node_modules[\\/]react-number-format[\\/]|[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]NumberInput[\\/])/,
              priority: 3,
            },
            // Fewer, larger chunks for the dashboards (chunk-groups.ts): a dashboard's first screen in ≤ 40 files.
            {
              debugName: 'shared with public pages',
              name: (id) => (plannedGroup(id)?.startsWith('shared-') ? plannedGroup(id) : null),
              priority: 2,
            },
            // The dashboards' icons in one chunk that imports nothing back: a menu's list of items reads its
            // icons when its module runs, and an icon merged into a chunk of the cycle below (dashboard
            // groups importing each other) could still be undefined then (the Notifications page's sidebar
            // crashed so).
            {
              debugName: 'dashboard icons',
              name: (id) =>
                plannedGroup(id) === DASHBOARD_GROUP && /[\\/]@tabler[\\/]icons-react[\\/]/.test(id)
                  ? 'dashboard-icons'
                  : null,
              priority: 2,
            },
            // The charts' libraries in one chunk, loaded only by the tabs that draw charts: merged by size into
            // a neighbouring group, they rode along with whatever shared that group (a Timeline put 400 kB of
            // charts on the brand dashboard's first screen).
            {
              debugName: 'charts',
              name: (id) => (plannedGroup(id) === DASHBOARD_GROUP && CHART_LIBRARIES.test(id) ? 'charts' : null),
              priority: 2,
            },
            {
              debugName: 'dashboards only',
              name: (id) => (plannedGroup(id) === DASHBOARD_GROUP ? DASHBOARD_GROUP : null),
              entriesAware: true,
              entriesAwareMergeThreshold: 40_000,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrConfig : clientConfig));
