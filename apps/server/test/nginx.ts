import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Debian's nginx as a child process in front of server processes, with its own config in a temporary
// directory (never the system service): the proxy of the rolling-restart test (docs/operations.md#rolling-deploys).
// nginx OSS has no active health checks: a process is taken out of the upstream (`down`) and nginx
// reloaded before it is stopped, and put back once its /api/health/ready answers 200.

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';

export function nginxAvailable(): boolean {
  return fs.existsSync(NGINX_BIN) || spawnSync(NGINX_BIN, ['-v']).status === 0;
}

export interface Nginx {
  port: number;
  baseUrl: string;
  /** Rewrites the upstream with these backends out (`down`) and reloads; resolves once the new workers answer. */
  setDown(indexes: number[]): Promise<void>;
  /** Lines of the access log: `status upstream_status upstream_addr request`. */
  accessLog(): string[];
  stop(): Promise<void>;
}

/** The configuration: `backends` ports in one upstream, event streams unbuffered. */
export function nginxConfig(dir: string, port: number, backends: number[], down: number[]): string {
  const servers = backends
    .map(
      (backend, index) =>
        `    server 127.0.0.1:${backend} max_fails=1 fail_timeout=5s${down.includes(index) ? ' down' : ''};`,
    )
    .join('\n');
  const tmp = path.join(dir, 'tmp');
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 2048; }
http {
  log_format briefly '$status $upstream_status $upstream_addr "$request"';
  access_log ${path.join(dir, 'access.log')} briefly;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  upstream briefly {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 30m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # Another process when one refuses the connection or is closing (its 503 comes before any work);
    # nginx retries only idempotent requests unless told otherwise, and we do not tell it.
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 3;
    location /api/realtime {
      proxy_pass http://briefly;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://briefly;
    }
  }
}
`;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export async function startNginx(port: number, backends: number[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-nginx-'));
  fs.mkdirSync(path.join(dir, 'tmp'));
  // Started as root, the workers run as an unprivileged user: their temporary files must be theirs to write.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, 'tmp'), 0o777);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(dir, port, backends, []));
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start on port ${port}:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const pidOf = () => Number(fs.readFileSync(path.join(dir, 'nginx.pid'), 'utf8').trim());
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    async setDown(indexes) {
      fs.writeFileSync(conf, nginxConfig(dir, port, backends, indexes));
      const test = spawnSync(NGINX_BIN, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
      if (test.status !== 0) throw new Error(`nginx refused its new config: ${test.stderr}`);
      // SIGHUP: new workers with the new upstream; the old ones finish what they hold (streams included).
      process.kill(pidOf(), 'SIGHUP');
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    accessLog: () => {
      const file = path.join(dir, 'access.log');
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    },
    async stop() {
      if (child.exitCode === null) {
        // SIGTERM: a fast shutdown (SIGQUIT would wait for open event streams).
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
