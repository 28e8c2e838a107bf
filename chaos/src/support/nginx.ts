import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@demonbane/test-support/free-port';
import { sleep } from './random';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  /** Access log lines: `client "request" status upstream`. */
  accessLog(): string[];
  errorLog(): string[];
  stop(): Promise<void>;
}

/**
 * The load balancer of docs/deploy.md, on loopback: round robin over `ports`,
 * the client's address passed on in X-Forwarded-For. Everything (config, pid,
 * logs, temp files) lives in its own temp directory; /etc/nginx is never read.
 */
export function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `worker_processes 1;
events { worker_connections 1024; }
http {
  log_format chaos '$remote_addr "$request" $status $upstream_addr';
  access_log ${dir}/access.log chaos;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  # max_fails=0: never sideline an instance, so the spread is plain round robin.
  upstream demonbane {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    # No longer than the server's REQUEST_TIMEOUT_SECONDS (nginx's defaults are 60 s).
    client_header_timeout 30s;
    client_body_timeout 30s;
    location / {
      proxy_pass http://demonbane;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      # Overwrite, never append: the server trusts the left-most address.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

export async function startNginx(upstreams: number[]): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found: apt-get install -y nginx`);
  const dir = mkdtempSync(join(tmpdir(), 'demonbane-nginx-'));
  // Workers drop root privileges; they must still reach the temp paths.
  chmodSync(dir, 0o755);
  const port = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreams));
  const child = spawn(
    NGINX,
    [
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      '-e',
      join(dir, 'error.log'),
      '-g',
      `daemon off; pid ${join(dir, 'nginx.pid')};`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}${errorLog(dir)}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer: ${output}`);
    }
    await sleep(100);
  }
  return {
    url,
    accessLog: () => readLines(join(dir, 'access.log')),
    errorLog: () => readLines(join(dir, 'error.log')),
    stop,
  };
}

function readLines(path: string): string[] {
  return existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : [];
}

function errorLog(dir: string): string {
  return readLines(join(dir, 'error.log')).join('\n');
}
