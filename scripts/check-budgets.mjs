// Size budgets of the built web app (docs/performance.md), checked in `npm test` right after the build.
// For each page: the JS and CSS a first visit downloads before it can render — the entry chunk (index.html)
// and its static imports, plus the page's lazy route chunk and its static imports, and the plain scripts
// index.html loads — summed at their brotli size (the .br copies the build writes). No first screen may load
// Zod's schema library, and the public pages no dashboard, chart or editor code (.vite/chunk-modules.json lists
// each chunk's modules).
//
//   node scripts/check-budgets.mjs [dist dir]      (default apps/web/dist; build it first: npm run build)
//
// Prints a table; exits 1 when a page loads forbidden code, and — with --enforce-sizes — when
// a page is over its size budget. npm test runs it without --enforce-sizes until the pages fit their
// budgets (docs/performance.md): sizes are reported, code leaks already fail.
import fs from 'node:fs';
import path from 'node:path';
import {
  importedMantineSheets,
  mantineComponentsInUse,
  mantineComponentsOfPublicPages,
} from '../apps/web/mantine-styles.mjs';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const enforceSizes = args.includes('--enforce-sizes');
const dist = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? path.join(root, 'apps/web/dist'));
const KB = 1000;

// Raised by 5 kB each in stop 43 (docs/performance.md#size-budgets): photos wherever a person is named, the
// portfolio viewer, disputes and the /creators index came to 0.9–3.5 kB over; to be won back.
const PUBLIC_BUDGET = 205 * KB;
const DASHBOARD_BUDGET = 355 * KB;

/** Each page: its address, its lazy route module (the manifest key: the source path in apps/web), its budget. */
const PAGES = [
  {
    page: 'landing',
    url: '/',
    route: 'src/features/marketing/routes/landing.tsx',
    budget: PUBLIC_BUDGET,
    isPublic: true,
  },
  {
    page: 'marketplace',
    url: '/marketplace',
    route: 'src/features/marketplace/routes/marketplace.tsx',
    budget: PUBLIC_BUDGET,
    isPublic: true,
  },
  {
    page: 'brief',
    url: '/brief/:briefId',
    route: 'src/features/marketplace/routes/brief.tsx',
    budget: PUBLIC_BUDGET,
    isPublic: true,
  },
  {
    page: 'brand',
    url: '/brand/:brandId/briefs',
    route: 'src/app/routes/public-profile-pages.tsx',
    budget: PUBLIC_BUDGET,
    isPublic: true,
  },
  {
    page: 'creator profile',
    url: '/creators/:userName',
    route: 'src/app/routes/public-profile-pages.tsx',
    budget: PUBLIC_BUDGET,
    isPublic: true,
  },
  {
    page: 'creators index',
    url: '/creators',
    route: 'src/features/creators/routes/creators-index.tsx',
    budget: PUBLIC_BUDGET,
    isPublic: true,
  },
  {
    page: 'community',
    url: '/community',
    route: 'src/features/forums/routes/community.tsx',
    budget: PUBLIC_BUDGET,
    isPublic: true,
  },
  {
    page: 'events',
    url: '/events',
    route: 'src/features/events/routes/events.tsx',
    budget: PUBLIC_BUDGET,
    isPublic: true,
  },
  {
    page: 'stories',
    url: '/success-stories',
    route: 'src/features/stories/routes/success-stories.tsx',
    budget: PUBLIC_BUDGET,
    isPublic: true,
  },
  {
    page: 'brand dashboard',
    url: '/brand/dashboard',
    route: 'src/app/routes/brand-dashboard.tsx',
    budget: DASHBOARD_BUDGET,
  },
  {
    page: 'creator dashboard',
    url: '/creator/dashboard',
    route: 'src/app/routes/creator-dashboard.tsx',
    budget: DASHBOARD_BUDGET,
  },
  {
    page: 'admin dashboard',
    url: '/admin/dashboard',
    route: 'src/app/routes/admin-dashboard.tsx',
    budget: DASHBOARD_BUDGET,
  },
];

/** Code a public page must never load: dashboards, charts, rich-text or code editors. */
const FORBIDDEN_ON_PUBLIC_PAGES = [
  {
    what: 'dashboard code',
    pattern:
      /^src\/(?:app\/routes\/[\w-]*dashboard|features\/[\w-]*dashboard\/|features\/brand-analytics\/|components\/dashboard-shell\/)/,
  },
  {
    what: 'chart code',
    pattern: /(?:^|\/)node_modules\/(?:recharts|@mantine\/charts|victory-vendor|d3-[\w-]+|chart\.js)\//,
  },
  {
    what: 'editor code',
    pattern:
      /(?:^|\/)node_modules\/(?:@tiptap\/|@mantine\/tiptap|prosemirror-|@codemirror\/|monaco-editor|quill|lexical|@lexical\/|slate)/,
  },
];

/**
 * Code no page's first screen loads: Zod's schema library. The web app checks a form with the server's schemas, and
 * no first screen has a form that needs one before it is opened; loaded, the library's evaluation was a long task
 * of its own on a phone (issue 39, docs/performance.md#zod-off-the-first-screen).
 */
const FORBIDDEN_ON_FIRST_SCREENS = [
  { what: "Zod's schema library", pattern: /(?:^|\/)node_modules\/zod\/v4\/(?:classic|core)\/schemas\.js$/ },
];

function readJson(file) {
  if (!fs.existsSync(file)) {
    console.error(`${path.relative(root, file)} is missing: build the web app first (npm run build -w @briefly/web).`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const manifest = readJson(path.join(dist, '.vite/manifest.json'));
const chunkModules = readJson(path.join(dist, '.vite/chunk-modules.json'));

const brotliSizes = new Map();
/** A file's size as brotli sends it: its .br copy when the build wrote one, else compressed here the same way. */
function brotliSize(file) {
  let size = brotliSizes.get(file);
  if (size === undefined) {
    const full = path.join(dist, file);
    if (fs.existsSync(`${full}.br`)) size = fs.statSync(`${full}.br`).size;
    else
      size = zlib.brotliCompressSync(fs.readFileSync(full), {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
    brotliSizes.set(file, size);
  }
  return size;
}
const rawSize = (file) => fs.statSync(path.join(dist, file)).size;

/** The manifest entry and everything it imports statically, as their JS files and CSS. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(
      `${key} is not in the build manifest: has the route moved? Update PAGES in scripts/check-budgets.mjs.`,
    );
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** Plain scripts and stylesheets that index.html loads itself (public/theme-init.js), outside the manifest. */
function htmlExtras() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const known = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const referenced = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="stylesheet"[^>]*\shref)="\/([^"?#]+)"/g),
  ].map((match) => match[1]);
  return referenced.filter((file) => !known.has(file) && fs.existsSync(path.join(dist, file)));
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the build manifest has no entry chunk');
const extras = htmlExtras();

const fmt = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const rows = [];
const problems = [];
const warnings = [];
// Every screen but the public pages loads the rest of Mantine's styles with its code (app/router.tsx).
const REST_STYLES = 'src/app/mantine-rest-styles.ts';
for (const page of PAGES) {
  const keys = new Set([
    ...staticClosure(entryKey),
    ...staticClosure(page.route),
    ...(page.isPublic ? [] : staticClosure(REST_STYLES)),
  ]);
  const js = [...keys].map((key) => manifest[key].file);
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
  const files = [...js, ...css, ...extras];
  const size = (measure, list) => list.reduce((sum, file) => sum + measure(file), 0);
  const br = size(brotliSize, files);
  const over = br > page.budget;
  if (over)
    (enforceSizes ? problems : warnings).push(
      `${page.page} (${page.url}): ${fmt(br)} brotli is over its ${fmt(page.budget)} budget`,
    );
  for (const file of js) {
    for (const module of chunkModules[file] ?? []) {
      const rule = FORBIDDEN_ON_FIRST_SCREENS.find(({ pattern }) => pattern.test(module));
      if (rule)
        problems.push(`${page.page} (${page.url}) loads ${rule.what} on its first screen: ${module} (in ${file})`);
    }
  }
  if (page.isPublic) {
    for (const file of js) {
      for (const module of chunkModules[file] ?? []) {
        const rule = FORBIDDEN_ON_PUBLIC_PAGES.find(({ pattern }) => pattern.test(module));
        if (rule) problems.push(`${page.page} (${page.url}) loads ${rule.what}: ${module} (in ${file})`);
      }
    }
  }
  rows.push({
    page: page.page,
    url: page.url,
    files: String(files.length),
    'JS raw': fmt(size(rawSize, [...js, ...extras.filter((file) => file.endsWith('.js'))])),
    'CSS raw': fmt(size(rawSize, [...css, ...extras.filter((file) => file.endsWith('.css'))])),
    'JS brotli': fmt(size(brotliSize, [...js, ...extras.filter((file) => file.endsWith('.js'))])),
    'CSS brotli': fmt(size(brotliSize, [...css, ...extras.filter((file) => file.endsWith('.css'))])),
    'total brotli': fmt(br),
    budget: fmt(page.budget),
    '': over ? 'OVER' : 'ok',
  });
}

// Chunks must not import each other in a circle: a module that reads an import when it runs (a menu's
// list of icons) gets `undefined` when the other chunk of the circle has not run yet (docs/performance.md#dashboard-chunks).
const assets = path.join(dist, 'assets');
const importsOf = new Map(
  fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => [
      file,
      [...fs.readFileSync(path.join(assets, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
        (match) => match[1],
      ),
    ]),
);
const finished = new Set();
const visit = (file, trail) => {
  if (trail.includes(file)) {
    problems.push(`chunks import each other in a circle: ${trail.slice(trail.indexOf(file)).concat(file).join(' → ')}`);
    return;
  }
  if (finished.has(file)) return;
  for (const imported of importsOf.get(file) ?? []) visit(imported, [...trail, file]);
  finished.add(file);
};
for (const file of importsOf.keys()) visit(file, []);

// Mantine's styles on public pages: the public style sheet must cover every component a public page can load.
{
  const publicCss = fs.readFileSync(path.join(root, 'apps/web/src/app/mantine-public.css'), 'utf8');
  const listed = importedMantineSheets(publicCss);
  const sheets = new Set(
    fs.readdirSync(path.join(root, 'node_modules/@mantine/core/styles')).map((file) => file.replace(/\..*$/, '')),
  );
  const missing = [...mantineComponentsOfPublicPages(manifest, chunkModules)].filter(
    (component) => sheets.has(component) && !listed.has(component),
  );
  if (missing.length > 0)
    problems.push(
      `a public page can show Mantine's ${missing.join(', ')} without its styles: add them to apps/web/src/app/mantine-public.css (and take them out of mantine-rest.css)`,
    );
  const restCss = fs.readFileSync(path.join(root, 'apps/web/src/app/mantine-rest.css'), 'utf8');
  const styled = new Set([...listed, ...importedMantineSheets(restCss)]);
  const unstyled = [...mantineComponentsInUse(chunkModules)].filter(
    (component) => sheets.has(component) && !styled.has(component),
  );
  if (unstyled.length > 0)
    problems.push(
      `the app uses Mantine's ${unstyled.join(', ')} without its styles: add them to apps/web/src/app/mantine-rest.css`,
    );
}

const columns = Object.keys(rows[0]);
const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
const line = (cells) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(`Initial JS + CSS per page (${path.relative(root, dist) || dist}; 1 kB = 1000 bytes):\n`);
console.log(line(columns));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(columns.map((column) => row[column])));
console.log('');
for (const warning of warnings) console.warn(`! ${warning} (reported, not enforced: see docs/performance.md)`);
if (problems.length) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
console.log(
  warnings.length
    ? '✓ no first screen loads Zod, and the public pages load no dashboard, chart or editor code'
    : '✓ every page is within its budget, no first screen loads Zod, and the public pages load no dashboard, chart or editor code',
);
