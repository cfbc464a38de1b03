// `npm run bench:web [baseUrl] [otherBaseUrl]`: what each page costs a first-time visitor in headless
// Chromium — bytes on the wire (compressed, as sent; all of it, and its JS + CSS), script files fetched,
// Largest Contentful Paint and Cumulative Layout Shift at 4× CPU throttling — for the public pages, the three dashboards, Messages and Notifications
// (docs/performance.md#page-loads). A report, not a test: timings vary with the machine. BENCH_RUNS=3
// visits per page (the median is reported); BENCH_PAGES=marketplace,brief only those pages (names as in
// PAGES below). Without a baseUrl it starts the production server (`npm start`: compiled, demo data on a
// fresh embedded database) on a free port and stops it afterwards. With a second address (another build
// of the same data, e.g. a server started with WEB_DIST_DIR pointing at the previous build) the two are
// measured side by side, visits taking turns, so both see the same machine.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const CPU_THROTTLING = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

let baseUrl = process.argv[2];
const otherUrl = process.argv[3] ?? null;
let server = null;
if (!baseUrl) {
  const port = randomInt(3100, 3900);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-bench-web-'));
  server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

async function session(origin, email, password, admin = false) {
  const response = await fetch(`${origin}${admin ? '/api/admin/login' : '/api/login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  return response.json();
}

/** The pages to visit on one server: its own first brief and demo sessions (each server seeded its own data). */
async function pagesOf(origin) {
  const briefs = await (await fetch(`${origin}/api/briefs/public?limit=1`)).json();
  const brief = briefs.briefs[0];
  const brand = await session(origin, 'brand@briefly.demo', 'demo-password');
  const creator = await session(origin, 'creator@briefly.demo', 'demo-password');
  const admin = await session(origin, 'admin@briefly.demo', 'briefly-admin-demo', true);
  return [
    { name: 'landing', path: '/' },
    { name: 'marketplace', path: '/marketplace' },
    { name: 'brief', path: `/brief/${brief.id}` },
    { name: 'brand page', path: `/brand/${brief.brand.id}/briefs` },
    { name: 'brand dashboard', path: '/brand/dashboard', as: brand },
    { name: 'creator dashboard', path: '/creator/dashboard', as: creator },
    { name: 'admin dashboard', path: '/admin/dashboard', as: admin },
    { name: 'messages', path: '/brand/dashboard?tab=messaging', as: brand },
    { name: 'notifications', path: '/notifications', as: brand },
  ].filter((page) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(page.name));
}
const PAGES = await pagesOf(baseUrl);
const OTHER_PAGES = otherUrl ? await pagesOf(otherUrl) : null;

/** One cold visit: a new context (empty cache), throttled CPU; bytes and script files from the network log, LCP from the page. */
async function visit(page, origin = baseUrl) {
  // Chromium asks for brotli only over HTTPS; in production the pages are served over TLS (docs/operations.md),
  // so the local plain-HTTP visit asks for it too, to weigh what a visitor downloads.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate, br' },
  });
  if (page.as) {
    await context.addInitScript(
      ([user, token]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
        localStorage.setItem('userId', user.id);
      },
      [page.as.user, page.as.token],
    );
  }
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  let bytes = 0;
  let codeBytes = 0;
  const scripts = new Set();
  const code = new Set();
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    if (code.has(event.requestId)) codeBytes += event.encodedDataLength;
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.response.url);
    if (event.type === 'Script' || event.type === 'Stylesheet') code.add(event.requestId);
  });
  await tab.addInitScript(() => {
    globalThis.__lcp = 0;
    globalThis.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) globalThis.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A visitor's page until the network is idle; not a signed-in page, which holds its live event stream open.
  await tab.goto(origin + page.path, { waitUntil: page.as ? 'load' : 'networkidle' });
  await tab.waitForTimeout(2500);
  // LCP is final once the user interacts; a click on nothing in particular ends it.
  await tab.mouse.click(1, 1);
  const { lcp, cls } = await tab.evaluate(() => ({ lcp: globalThis.__lcp, cls: globalThis.__cls }));
  await context.close();
  return { bytes, codeBytes, lcp, cls, scripts: scripts.size };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (runs) => ({
  kB: median(runs.map((r) => r.bytes)) / 1000,
  codeKB: median(runs.map((r) => r.codeBytes)) / 1000,
  cls: median(runs.map((r) => r.cls)),
  lcp: median(runs.map((r) => r.lcp)),
  scripts: median(runs.map((r) => r.scripts)),
});
const rows = [];
for (const [index, page] of PAGES.entries()) {
  const runs = [];
  const otherRuns = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(await visit(page));
    if (OTHER_PAGES) otherRuns.push(await visit(OTHER_PAGES[index], otherUrl));
  }
  rows.push({
    page: page.name,
    path: page.path.replace(/[0-9a-f-]{36}/g, ':id'),
    ...summary(runs),
    other: otherUrl ? summary(otherRuns) : null,
  });
}
await browser.close();
if (server) server.kill('SIGTERM');

const cells = (row) =>
  `${`${row.kB.toFixed(1)} kB`.padStart(11)} ${`${row.codeKB.toFixed(1)} kB`.padStart(10)} ${String(row.scripts).padStart(7)} ${`${Math.round(row.lcp)} ms`.padStart(8)} ${row.cls.toFixed(3).padStart(6)}`;
console.log(
  `\nFirst visits in headless Chromium, ${CPU_THROTTLING}× CPU throttling, median of ${RUNS} (${os.cpus().length} cores, Node ${process.version}):\n`,
);
if (otherUrl) console.log(`${''.padEnd(48)}${baseUrl.padEnd(47)} ${otherUrl}`);
const header = ' on the wire  JS + CSS scripts      LCP    CLS';
console.log(`page               path                         ${header}${otherUrl ? ` ${header}` : ''}`);
for (const row of rows)
  console.log(`${row.page.padEnd(18)} ${row.path.padEnd(29)}${cells(row)}${row.other ? ` ${cells(row.other)}` : ''}`);
