// `npm run audit:web`: the site judged by tools nobody here wrote (issue 39, decision 041). Starts a demo
// server, then for every public page and the signed-in brand, creator and admin dashboards:
// - Lighthouse 12 (pinned: newer needs Node 22) with the system Chromium, mobile and desktop presets, the
//   median of AUDIT_RUNS runs (3 unless set; AUDIT_RUNS=1 for a quick pass);
// - a console listener (errors, uncaught errors, CSP violations);
// - the W3C Nu validator (vnu-jar) on every page the server draws, when a Java runtime is present.
// AUDIT_ONLY=marketplace,brief: only those pages; AUDIT_PRESETS=mobile: one preset; AUDIT_LHR=1: every run's
// whole report in audit-results/lhr/ (its diagnostics: render-blocking requests, main-thread work, LCP phases).
// Prints a table and writes everything as JSON to audit-results/ (git-ignored). A report, not a test: the
// checks that fail `npm test` are e2e/tests/web-standards.spec.ts and the structured-data test.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.AUDIT_PORT ?? 3180);
const base = `http://127.0.0.1:${port}`;
const runs = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const resultsDir = path.join(root, 'audit-results');
// AUDIT_PRESETS=mobile: one preset only (a quicker pass); AUDIT_LHR_DIR=dir: every run's whole Lighthouse report
// written there too (its diagnostics: the largest paint's element, long tasks, requests and their chains).
const presets = (process.env.AUDIT_PRESETS ?? 'mobile,desktop').split(',').filter(Boolean);
// AUDIT_LHR=1 writes them to audit-results/lhr.
const lhrDir = process.env.AUDIT_LHR_DIR
  ? path.resolve(process.env.AUDIT_LHR_DIR)
  : process.env.AUDIT_LHR === '1'
    ? path.join(resultsDir, 'lhr')
    : null;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const ACCOUNTS = {
  brand: { email: 'brand@briefly.demo', password: 'demo-password', login: '/api/login' },
  creator: { email: 'creator@briefly.demo', password: 'demo-password', login: '/api/login' },
  admin: { email: 'admin@briefly.demo', password: 'briefly-admin-demo', login: '/api/admin/login' },
};

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-audit-'));
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      EMAIL_VERIFICATION: 'off',
    },
  });
  for (let attempt = 0; attempt < 180; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { server, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  server.kill('SIGTERM');
  throw new Error(`the demo server did not answer on ${base}`);
}

async function signIn(account) {
  const response = await fetch(`${base}${account.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${account.email}: ${response.status}`);
  return response.json();
}

async function pagesToAudit() {
  const { briefs } = await (await fetch(`${base}/api/briefs/public?limit=5`)).json();
  const { creators } = await (await fetch(`${base}/api/creators`)).json();
  const serverDrawn = [
    '/',
    '/marketplace',
    `/brief/${briefs[0].id}`,
    `/brand/${briefs[0].brand.id}/briefs`,
    '/community',
    '/events',
    '/success-stories',
    '/creators',
    ...(creators.length > 0 ? [`/creators/${encodeURIComponent(creators[0].userName)}`] : []),
    // The sign-in and registration forms (decision 056).
    '/login',
    '/brand/register',
    '/creator/register',
  ];
  return [
    ...serverDrawn.map((address) => ({ address, who: 'visitor', serverDrawn: true })),
    { address: '/brand/dashboard', who: 'brand', serverDrawn: false },
    { address: '/creator/dashboard', who: 'creator', serverDrawn: false },
    { address: '/admin/dashboard', who: 'admin', serverDrawn: false },
    { address: '/admin/dashboard?tab=financial', who: 'admin', serverDrawn: false },
  ];
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** Stores (or clears) a session in the browser's storage for the site, before Lighthouse loads a page. */
async function setSession(cdpPort, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${base}/favicon.ico`);
  await page.evaluate((stored) => {
    localStorage.clear();
    if (stored) {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('user', JSON.stringify(stored.user));
      localStorage.setItem('userId', stored.user.id);
    }
  }, session);
  await page.close();
  await browser.close().catch(() => {});
}

async function lighthouseRuns(entry, session, preset) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      await setSession(chrome.port, session);
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true };
      const answer = await lighthouse(
        `${base}${entry.address}`,
        flags,
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const { categories, audits } = answer.lhr;
      if (lhrDir) {
        fs.mkdirSync(lhrDir, { recursive: true });
        const name = `${entry.who}${entry.address.replace(/[^\w-]+/g, '_')}-${preset}-${run + 1}.json`;
        fs.writeFileSync(path.join(lhrDir, name), JSON.stringify(answer.lhr));
      }
      results.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        fcpMs: audits['first-contentful-paint'].numericValue,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        consoleErrors: audits['errors-in-console'].details?.items?.map((item) => item.description) ?? [],
      });
    } finally {
      await chrome.kill();
    }
  }
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'];
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))])),
    consoleErrors: [...new Set(results.flatMap((result) => result.consoleErrors))],
    runs: results,
  };
}

/** Console errors and CSP violations of one page load, in a browser of its own. */
async function consoleProblems(entry, session) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  const context = await browser.newContext();
  await context.addInitScript((stored) => {
    if (stored) {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('user', JSON.stringify(stored.user));
      localStorage.setItem('userId', stored.user.id);
    }
    globalThis.document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  }, session);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${base}${entry.address}`, { waitUntil: 'networkidle' });
  await browser.close();
  return problems;
}

// null without a Java runtime; [] when no audited page is drawn on the server (nothing to validate).
function nuValidator(files) {
  if (files.length === 0) return [];
  if (spawnSync('java', ['-version']).status !== 0) return null;
  const jar = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');
  const result = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8' });
  return JSON.parse(result.stderr || '{"messages":[]}').messages;
}

const { server, dataDir } = await startServer();
try {
  const sessions = { visitor: null };
  for (const [who, account] of Object.entries(ACCOUNTS)) sessions[who] = await signIn(account);
  // AUDIT_ONLY=marketplace,financial: only the pages whose address contains one of these (a quicker pass).
  const only = (process.env.AUDIT_ONLY ?? '').split(',').filter(Boolean);
  const entries = (await pagesToAudit()).filter(
    (entry) => only.length === 0 || only.some((part) => entry.address.includes(part)),
  );
  const htmlDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-audit-html-'));
  const report = [];
  for (const entry of entries) {
    const session = sessions[entry.who];
    const skipped = { consoleErrors: [], runs: [] };
    const mobile = presets.includes('mobile') ? await lighthouseRuns(entry, session, 'mobile') : skipped;
    const desktop = presets.includes('desktop') ? await lighthouseRuns(entry, session, 'desktop') : skipped;
    const pageConsole = await consoleProblems(entry, session);
    let file = null;
    if (entry.serverDrawn) {
      file = path.join(htmlDir, `${report.length}.html`);
      fs.writeFileSync(file, await (await fetch(`${base}${entry.address}`)).text());
    }
    report.push({ ...entry, mobile, desktop, console: pageConsole, file });
    process.stdout.write(`audited ${entry.address} (${entry.who})\n`);
  }
  const nu = nuValidator(report.filter((entry) => entry.file).map((entry) => entry.file));
  for (const entry of report) {
    entry.validatorErrors =
      nu === null || !entry.file
        ? null
        : nu.filter((message) => message.url?.endsWith(path.basename(entry.file))).map((message) => message.message);
    delete entry.file;
  }
  fs.rmSync(htmlDir, { recursive: true, force: true });

  const cell = (value, width) => String(value ?? '–').padStart(width);
  const ms = (value) => (typeof value === 'number' ? Math.round(value) : null);
  const row = (preset) =>
    `${cell(preset.performance, 4)} ${cell(preset.accessibility, 4)} ${cell(preset.bestPractices, 4)} ${cell(preset.seo, 4)} ${cell(ms(preset.fcpMs), 6)} ${cell(ms(preset.lcpMs), 6)} ${cell(ms(preset.tbtMs), 5)} ${cell(preset.cls?.toFixed(3), 6)}`;
  console.log(
    `\nLighthouse ${runs === 1 ? '(1 run)' : `(median of ${runs})`}: Perf A11y BP SEO FCP(ms) LCP(ms) TBT(ms) CLS`,
  );
  console.log(`${'page'.padEnd(48)} ${'mobile'.padEnd(47)} | desktop`);
  for (const entry of report) {
    console.log(
      `${`${entry.address} (${entry.who})`.slice(0, 48).padEnd(48)} ${row(entry.mobile)} | ${row(entry.desktop)}`,
    );
  }
  for (const entry of report) {
    const problems = [...entry.console, ...entry.mobile.consoleErrors, ...(entry.validatorErrors ?? [])];
    if (problems.length) console.log(`\n${entry.address}:\n  ${[...new Set(problems)].join('\n  ')}`);
  }
  if (nu === null) console.log('\n(no Java runtime: the Nu validator was not run)');
  fs.mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, `audit-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), runs, node: process.version, report }, null, 2));
  console.log(`\nwritten: ${path.relative(root, out)}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
