/**
 * nginx (Debian's package, which .ci/run installs) in front of several instances of the server,
 * as a deployment of several machines would run it: started on a loopback port with a
 * configuration of its own in a temporary folder, round-robin over the instances, keep-alive
 * connections to them, and a failed instance's requests tried on the next one (nginx's default
 * for GET). Each answer names the instance that gave it in `x-upstream`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const NGINX = '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  stop: () => Promise<void>;
}

function configuration(dir: string, port: number, upstreams: readonly string[], workers: number) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(dir, kind)};`)
    .join('\n  ');
  return `
worker_processes ${workers};
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} error;
events { worker_connections 4096; }
http {
  access_log off;
  ${temp}
  upstream qrlink {
    ${upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=10s;`).join('\n    ')}
    keepalive 128;
  }
  server {
    listen 127.0.0.1:${port};
    # A load tool keeps its connections open; past 1,000 requests (the default) nginx closes one,
    # which the load counts as a failed request.
    keepalive_requests 1000000;
    location / {
      proxy_pass http://qrlink;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      add_header x-upstream $upstream_addr always;
    }
  }
}
`;
}

/**
 * nginx on a free loopback port in front of `upstreams` ("127.0.0.1:PORT"), returned once it
 * answers. `workers`: nginx's worker processes (1 for a test; a benchmark may give it more).
 */
export async function startNginx(upstreams: readonly string[], workers = 1): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'qrlink-nginx-'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, configuration(dir, port, upstreams, workers));
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const log = (() => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  })();
  await stop();
  throw new Error(`nginx did not answer on ${url}:\n${output}\n${log}`);
}
