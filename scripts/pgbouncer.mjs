// A PgBouncer in transaction mode (pool_mode=transaction, as Supabase and many Kubernetes setups run it)
// in front of a PostgreSQL server, as a child process with its own config in a temporary directory —
// never the system service. Every database of that server is reachable through it under its own name.
//
//   node scripts/pgbouncer.mjs [--port N] [--url postgres://…] [-- command args…]
//
// With a command: runs it with TEST_DATABASE_URL pointed at the pooler and TEST_DATABASE_DIRECT_URL at
// the server (what a server gets as DATABASE_URL and DATABASE_DIRECT_URL, decision 042),
// then stops the pooler and exits with the command's status. Without one: prints the pooler's
// address and runs until interrupted. The server defaults to TEST_DATABASE_URL's.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PGBOUNCER_BIN = process.env.PGBOUNCER_BIN || '/usr/sbin/pgbouncer';

/** Whether a PgBouncer binary is there to start (Debian's package: /usr/sbin/pgbouncer). */
export function pgbouncerAvailable() {
  if (fs.existsSync(PGBOUNCER_BIN)) return true;
  return spawnSync(PGBOUNCER_BIN, ['--version']).status === 0;
}

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The user PgBouncer switches to when started as root (it owns the temporary directory). */
function unprivilegedUser() {
  for (const name of ['postgres', 'nobody']) {
    const uid = Number(spawnSync('id', ['-u', name], { encoding: 'utf8' }).stdout || NaN);
    const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout || NaN);
    if (Number.isInteger(uid) && uid > 0 && Number.isInteger(gid)) return { name, uid, gid };
  }
  throw new Error('PgBouncer will not run as root, and there is no postgres or nobody user to run it as');
}

/**
 * Starts PgBouncer in transaction mode in front of `serverUrl`'s host and port (trust auth for its user).
 * Returns `urlFor(directUrl)` (the same database through the pooler) and `stop()`.
 */
export async function startPgBouncer({ serverUrl, port, poolSize = 20 } = {}) {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const listenPort = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-pgbouncer-'));
  fs.writeFileSync(path.join(dir, 'users.txt'), `"${user}" ""\n`);
  const ini = [
    '[databases]',
    // Every database under its own name: tests create and drop scratch databases as they go.
    `* = host=${server.hostname} port=${server.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${listenPort}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${path.join(dir, 'users.txt')}`,
    'pool_mode = transaction',
    `default_pool_size = ${poolSize}`,
    'max_client_conn = 2000',
    'max_db_connections = 0',
    // Scratch databases come and go: their idle pools are closed soon after.
    'autodb_idle_timeout = 30',
    'server_idle_timeout = 30',
    `logfile = ${path.join(dir, 'pgbouncer.log')}`,
    `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
    'log_connections = 0',
    'log_disconnections = 0',
    '',
  ].join('\n');
  // PgBouncer refuses to run as root (CI containers are): it then runs as an unprivileged user that owns its files.
  const runAs = process.getuid?.() === 0 ? unprivilegedUser() : null;
  fs.writeFileSync(path.join(dir, 'pgbouncer.ini'), runAs ? `${ini}user = ${runAs.name}\n` : ini);
  if (runAs)
    for (const file of ['', 'users.txt', 'pgbouncer.ini']) fs.chownSync(path.join(dir, file), runAs.uid, runAs.gid);
  const child = spawn(PGBOUNCER_BIN, [path.join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-8_000)));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 10_000;
  while (!(await answers(listenPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = fs.existsSync(path.join(dir, 'pgbouncer.log'))
        ? fs.readFileSync(path.join(dir, 'pgbouncer.log'), 'utf8').slice(-4_000)
        : '';
      throw new Error(`PgBouncer did not start on port ${listenPort}:\n${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const urlFor = (directUrl) => {
    const url = new URL(directUrl);
    url.hostname = '127.0.0.1';
    url.port = String(listenPort);
    return url.toString();
  };
  return {
    port: listenPort,
    pid: child.pid,
    urlFor,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(argv) {
  const separator = argv.indexOf('--');
  const options = separator === -1 ? argv : argv.slice(0, separator);
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  const option = (name) => {
    const at = options.indexOf(name);
    return at === -1 ? undefined : options[at + 1];
  };
  const directUrl = option('--url') ?? process.env.TEST_DATABASE_URL;
  if (!directUrl) {
    console.error('pgbouncer.mjs: give --url postgres://… or set TEST_DATABASE_URL');
    return 2;
  }
  if (!pgbouncerAvailable()) {
    console.error(`pgbouncer.mjs: no PgBouncer at ${PGBOUNCER_BIN} (apt-get install pgbouncer)`);
    return 2;
  }
  const port = option('--port') ? Number(option('--port')) : undefined;
  const bouncer = await startPgBouncer({ serverUrl: directUrl, port });
  const pooledUrl = bouncer.urlFor(directUrl);
  console.log(`PgBouncer (transaction mode) on ${pooledUrl} in front of ${directUrl}`);
  if (command.length === 0) {
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await bouncer.stop();
    return 0;
  }
  const env = {
    ...process.env,
    TEST_DATABASE_URL: pooledUrl,
    TEST_DATABASE_DIRECT_URL: directUrl,
  };
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const status = await new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1))));
  await bouncer.stop();
  return status;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
