// `npm run load-test`: a realistic mix against two server processes on one PostgreSQL database, bounded in
// time (docs/capacity.md). Visitors browse the marketplace, brief and brand pages; creators read their
// dashboards and apply; brands review; brands and creators message each other; hundreds of realtime
// streams stay open throughout. Reports throughput, p50/p99 per endpoint, errors (any 5xx or failed
// request; target 0) and the servers' memory per open stream.
//
//   LOAD_SECONDS=60 LOAD_USERS=40 LOAD_STREAMS=300 npm run load-test
//
// Needs PostgreSQL (LOAD_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/briefly_load — dropped
// and created afresh) and the built web app and server (npm start builds both; this script builds the
// server bundle when it is missing).
import { spawn, spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = Number(process.env.LOAD_USERS ?? 40);
const STREAMS = Number(process.env.LOAD_STREAMS ?? 300);
const CREATORS = 20;
const databaseUrl = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/briefly_load';
const bundle = path.join(root, 'apps/server/dist/server.mjs');

// ---------------------------------------------------------------- a fresh database, two processes

const target = new URL(databaseUrl);
const adminUrl = new URL(databaseUrl);
adminUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
const dbName = target.pathname.slice(1);
await admin.query(`drop database if exists "${dbName}" with (force)`);
await admin.query(`create database "${dbName}"`);
await admin.end();

if (!fs.existsSync(bundle))
  spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });

const servers = [];
async function startServer(port, seed) {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-load-')),
      SEED_DEMO: seed ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      // Capacity, not abuse protection, is measured: the per-person limits would stop a test account.
      AUTH_RATE_LIMIT_MAX: '1000000',
      MESSAGE_RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; ;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: child.pid };
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const portBase = randomInt(3200, 3900);
// The first seeds the demo data into the empty database; the second joins it.
const first = await startServer(portBase, true);
const second = await startServer(portBase + 1, false);
const bases = [first.base, second.base];
let turn = 0;
const nextBase = () => bases[turn++ % bases.length];

// ---------------------------------------------------------------- measuring

const stats = new Map();
let errors = 0;
const errorSamples = [];
function record(name, ms, ok, detail) {
  let entry = stats.get(name);
  if (!entry) stats.set(name, (entry = { times: [], errors: 0 }));
  entry.times.push(ms);
  if (!ok) {
    entry.errors++;
    errors++;
    if (errorSamples.length < 10) errorSamples.push(`${name}: ${detail}`);
  }
}

async function call(name, method, url, { token, body, base = nextBase() } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(base + url, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'accept-encoding': 'br, gzip',
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    record(name, performance.now() - started, response.status < 500, `${response.status} ${text.slice(0, 120)}`);
    return { status: response.status, json: text.startsWith('{') ? JSON.parse(text) : null };
  } catch (error) {
    record(name, performance.now() - started, false, String(error));
    return { status: 0, json: null };
  }
}

// ---------------------------------------------------------------- the people

const signIn = async (email, password) =>
  (await call('setup', 'POST', '/api/login', { body: { email, password } })).json;
const brand = await signIn('brand@briefly.demo', 'demo-password');
const demoCreators = await Promise.all(
  ['creator', 'leo', 'sam', 'priya'].map((name) => signIn(`${name}@briefly.demo`, 'demo-password')),
);
const creators = [...demoCreators];
for (let index = 0; index < CREATORS; index++) {
  const id = `${Date.now().toString(36)}${index}`;
  const password = 'load-test-password';
  const registered = await call('setup', 'POST', '/api/creators/register', {
    body: {
      userName: `load_${id}`,
      fullName: `Load Creator ${index}`,
      email: `load-${id}@example.test`,
      password,
      confirmPassword: password,
      phoneNumber: '555-0100',
      addressStreet: '1 Test St',
      addressCity: 'Portland',
      addressState: 'OR',
      addressZip: '97201',
      termsAccepted: true,
    },
  });
  if (registered.status === 201) creators.push(registered.json);
}
const marketplace = (await call('setup', 'GET', '/api/briefs/public?limit=50')).json;
const briefs = marketplace.briefs;
const brandIds = [...new Set(briefs.map((brief) => brief.brand.id))];
const conversation = (
  await call('setup', 'POST', '/api/messages/conversations', {
    token: brand.token,
    body: { receiverId: demoCreators[0].user.id, initialMessage: 'Load test hello' },
  })
).json;
const conversationId = conversation?.conversation?.id ?? conversation?.conversationId;
console.log(
  `servers ${bases.join(', ')}; ${briefs.length} briefs, ${creators.length} creators; ${USERS} users for ${SECONDS} s, ${STREAMS} streams`,
);

// ---------------------------------------------------------------- realtime streams, held open

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const rssBefore = rssOf(first.pid) + rssOf(second.pid);
const controllers = [];
let streamsOpen = 0;
for (let index = 0; index < STREAMS; index++) {
  const person = index % 2 === 0 ? brand : creators[index % creators.length];
  const base = bases[index % bases.length];
  const ticket = (await call('realtime ticket', 'POST', '/api/realtime/ticket', { token: person.token, base })).json
    ?.ticket;
  if (!ticket) continue;
  const controller = new AbortController();
  controllers.push(controller);
  const response = await fetch(`${base}/api/realtime?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  }).catch(() => null);
  if (response?.ok) {
    streamsOpen++;
    // Read and drop whatever arrives, so the server's writes never back up.
    void (async () => {
      try {
        for await (const chunk of response.body) void chunk;
      } catch {
        // aborted at the end
      }
    })();
  } else record('realtime stream', 0, false, `stream ${response?.status}`);
}
await new Promise((resolve) => setTimeout(resolve, 2000));
const rssWithStreams = rssOf(first.pid) + rssOf(second.pid);

// ---------------------------------------------------------------- the mix

// A random mix: which person, brief or page each request takes (workload shape, not figures shown to anyone).
const pick = (list) => list[randomInt(list.length)];
const appliedTo = new Set();
const pendingSubmissions = [];
const SEARCHES = ['coffee', 'video', 'launch', 'story', 'photo'];

const ACTIONS = [
  // Visitors (about half the traffic).
  { weight: 20, run: () => call('GET marketplace', 'GET', `/api/briefs/public?limit=12&page=${1 + randomInt(3)}`) },
  {
    weight: 6,
    run: () => call('GET marketplace search', 'GET', `/api/briefs/public?limit=12&search=${pick(SEARCHES)}`),
  },
  { weight: 15, run: () => call('GET brief', 'GET', `/api/briefs/${pick(briefs).id}/public`) },
  { weight: 5, run: () => call('GET brand page', 'GET', `/api/public/brands/${pick(brandIds)}/briefs`) },
  // Creators.
  {
    weight: 8,
    run: () => call('GET creator dashboard', 'GET', '/api/creators/dashboard', { token: pick(creators).token }),
  },
  {
    weight: 5,
    run: () => call('GET creator submissions', 'GET', '/api/creators/submissions', { token: pick(creators).token }),
  },
  {
    weight: 5,
    run: () => call('GET notifications', 'GET', '/api/notifications?limit=20', { token: pick(creators).token }),
  },
  {
    weight: 3,
    run: async () => {
      const creator = pick(creators);
      const brief = pick(briefs);
      const key = `${creator.user.id}:${brief.id}`;
      if (appliedTo.has(key)) return;
      appliedTo.add(key);
      const result = await call('POST apply', 'POST', `/api/briefs/${brief.id}/apply`, {
        token: creator.token,
        body: {
          contentUrl: `https://www.tiktok.com/@load/video/${Date.now()}${randomInt(1e9).toString(36)}`,
          additionalInfo: 'Load test',
          amount: '100',
        },
      });
      if (result.status === 201 && brief.brand.id === brand.user.id) pendingSubmissions.push(result.json.submission.id);
    },
  },
  // Brands.
  { weight: 5, run: () => call("GET brand's briefs", 'GET', '/api/brands/briefs', { token: brand.token }) },
  { weight: 4, run: () => call("GET brand's submissions", 'GET', '/api/brands/submissions', { token: brand.token }) },
  {
    weight: 2,
    run: async () => {
      const id = pendingSubmissions.shift();
      if (id) await call('POST approve', 'POST', `/api/brands/submissions/${id}/approve`, { token: brand.token });
    },
  },
  // Messages.
  {
    weight: 3,
    run: () =>
      call('POST message', 'POST', '/api/messages', {
        token: brand.token,
        body: { conversationId, content: `Load message ${Date.now()}` },
      }),
  },
  {
    weight: 3,
    run: () => call('GET messages', 'GET', `/api/messages/${conversationId}`, { token: demoCreators[0].token }),
  },
];
const totalWeight = ACTIONS.reduce((sum, action) => sum + action.weight, 0);
function nextAction() {
  let roll = randomInt(totalWeight);
  for (const action of ACTIONS) if ((roll -= action.weight) < 0) return action;
  return ACTIONS[0];
}

const startedAt = performance.now();
const endAt = Date.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: USERS }, async () => {
    while (Date.now() < endAt) await nextAction().run();
  }),
);
const elapsed = (performance.now() - startedAt) / 1000;
const rssEnd = rssOf(first.pid) + rssOf(second.pid);

for (const controller of controllers) controller.abort();
for (const child of servers) child.kill('SIGTERM');

// ---------------------------------------------------------------- the report

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
let total = 0;
const lines = [];
for (const [name, entry] of [...stats.entries()].filter(([name]) => name !== 'setup' && name !== 'realtime ticket')) {
  const sorted = [...entry.times].sort((a, b) => a - b);
  total += sorted.length;
  lines.push(
    `${name.padEnd(26)} ${String(sorted.length).padStart(7)} ${(sorted.length / elapsed).toFixed(1).padStart(8)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${String(entry.errors).padStart(7)}`,
  );
}
console.log(
  `\n${SECONDS} s, ${USERS} concurrent users, 2 server processes on PostgreSQL, ${os.cpus().length} cores, Node ${process.version}`,
);
console.log(
  `${'endpoint'.padEnd(26)} ${'requests'.padStart(7)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
);
for (const line of lines) console.log(line);
console.log(`${'all'.padEnd(26)} ${String(total).padStart(7)} ${(total / elapsed).toFixed(1).padStart(8)}`);
console.log(
  `\nrealtime streams held open: ${streamsOpen} of ${STREAMS}; server memory ${(rssBefore / 1e6).toFixed(0)} MB → ${(rssWithStreams / 1e6).toFixed(0)} MB with the streams (${streamsOpen ? ((rssWithStreams - rssBefore) / streamsOpen / 1000).toFixed(1) : '–'} kB per stream) → ${(rssEnd / 1e6).toFixed(0)} MB at the end`,
);
console.log(`errors: ${errors}${errorSamples.length ? `\n  ${errorSamples.join('\n  ')}` : ''}`);
process.exit(errors === 0 ? 0 : 1);
