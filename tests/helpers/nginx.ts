// Debian's nginx as the load balancer of docs/operations.md "Scale-out": round robin over web processes, no
// stickiness, on a free loopback port with a configuration and temporary folders of its own. The scale-out test
// (tests/system/api/load-balancer.test.ts) and the benches that run behind a balancer (bench/web-balanced.ts,
// bench/drain.ts) start it here, so the site they run is the recipe's, once.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { reserveLoopbackUrl } from './free-port';
import { request } from './http';
import { stopChild } from './server';

export interface Balancer {
  /** http://127.0.0.1:PORT, nginx's listening address. */
  url: string;
  stop(): Promise<void>;
}

/** The recipe's nginx site (docs/operations.md), with the folders and the upstream addresses of this run. */
export function nginxConfig(dir: string, listen: string, upstreams: string[]): string {
  const asRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${asRoot}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream agentgauge {
${upstreams.map((upstream) => `    server ${upstream} max_fails=0;`).join('\n')}
    keepalive 16;
    # Below Node's 5 s keep-alive timeout: nginx lets an idle connection go before Node closes it under a request.
    keepalive_timeout 4s;
  }
  server {
    listen ${listen};
    location / {
      proxy_pass http://agentgauge;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      # A draining process refuses new connections and answers 503 on kept-alive ones before doing anything:
      # both are safe to send to the other process, POSTs included.
      proxy_next_upstream error timeout http_503 non_idempotent;
      proxy_buffering off;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

/** Debian's nginx (docs/operations.md "Scale-out"; .ci/run installs nginx-light). */
export function nginxBinary(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((candidate) => existsSync(candidate));
  if (!found) throw new Error('nginx is not installed here: apt-get install -y nginx-light');
  return found;
}

/** nginx in front of `upstreams` (host:port), once it answers `readyPath` with 200 through one of them. */
export async function startNginx(upstreams: string[], readyPath = '/healthz'): Promise<Balancer> {
  const binary = nginxBinary();
  const listen = await reserveLoopbackUrl();
  const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-nginx-'));
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(dir, `127.0.0.1:${listen.port}`, upstreams));
  const nginx = spawn(binary, ['-p', dir, '-c', configFile, '-g', 'daemon off;'], { stdio: 'ignore' });
  const stop = async () => {
    await stopChild(nginx);
    rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; (await request(listen.url, readyPath).catch(() => null))?.status !== 200; tries++) {
    if (tries > 100 || nginx.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not answer ${readyPath} on ${listen.url}`);
    }
    await sleep(100);
  }
  return { url: listen.url, stop };
}
