// GET /cli/latest.tgz and /cli/agentgauge-cli-<version>.tgz (issue 35 point 1): the service serves the tarball
// `npm run pack:cli` writes (dist/pack/), with its checksums beside it, and `npm i -g <service URL>/cli/latest.tgz`
// installs a working `agentgauge` into an empty prefix with an empty npm cache and a registry where nothing listens
// (the package declares no dependencies, so nothing may be downloaded but the tarball from the service).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '@/engine/light';
import { packCliWhenStale } from '@/lib/server/cli-package-build';
import { closedPort } from '../../helpers/cli/run-cli';
import { request } from '../../helpers/http';
import { startServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../../helpers/server';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const NAME = `agentgauge-cli-${ENGINE_VERSION}.tgz`;

let server: TestServer;
let packed: Buffer;
let work: string;

beforeAll(async () => {
  // As `npm run build` (and `npm start` after listening) does when the tarball is missing or older than its sources.
  await packCliWhenStale(ROOT, () => undefined);
  packed = readFileSync(path.join(ROOT, 'dist', 'pack', NAME));
  work = mkdtempSync(path.join(tmpdir(), 'agentgauge-cli-url-'));
  server = await startServer({ database: 'pglite' });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const digest = (algorithm: string, encoding: 'hex' | 'base64') => createHash(algorithm).update(packed).digest(encoding);

async function bytesOf(pathname: string, headers: Record<string, string> = {}): Promise<{ response: Response; bytes: Buffer }> {
  const response = await fetch(`${server.baseUrl}${pathname}`, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /cli/…', () => {
  it('serves the packed tarball at /cli/latest.tgz and at its versioned name, with its digests', async () => {
    for (const [pathname, cacheControl] of [
      ['/cli/latest.tgz', 'no-cache'],
      [`/cli/${NAME}`, 'public, max-age=3600'],
    ] as const) {
      const { response, bytes } = await bytesOf(pathname);
      expect(response.status).toBe(200);
      expect(bytes.equals(packed)).toBe(true);
      expect(response.headers.get('content-type')).toBe('application/gzip');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${NAME}"`);
      expect(response.headers.get('cache-control')).toBe(cacheControl);
      expect(response.headers.get('etag')).toBe(`"${digest('sha256', 'hex')}"`);
      expect(response.headers.get('repr-digest')).toBe(`sha-256=:${digest('sha256', 'base64')}:, sha-512=:${digest('sha512', 'base64')}:`);
    }
  });

  it('publishes the sha256 beside it, in sha256sum format, the same as dist/pack/ holds', async () => {
    const expected = `${digest('sha256', 'hex')}  ${NAME}\n`;
    expect(readFileSync(path.join(ROOT, 'dist', 'pack', `${NAME}.sha256`), 'utf8')).toBe(expected);
    for (const pathname of ['/cli/latest.tgz.sha256', `/cli/${NAME}.sha256`]) {
      const answer = await request(server.baseUrl, pathname);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(answer.text).toBe(expected);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { response } = await bytesOf('/cli/latest.tgz', { 'if-none-match': `"${digest('sha256', 'hex')}"` });
    expect(response.status).toBe(304);
  });

  it('answers other names with a JSON 404 that names the served ones, and writes with a JSON 405', async () => {
    const missing = await request(server.baseUrl, '/cli/agentgauge-cli-0.0.1.tgz');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: 'not-found',
      message: `This service serves its CLI at /cli/latest.tgz and /cli/${NAME} (checksums: add .sha256).`,
    });
    const post = await request(server.baseUrl, '/cli/latest.tgz', { method: 'POST', body: '' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(post.body).toEqual({ error: 'method-not-allowed', message: 'The CLI package is read-only; use GET or HEAD.' });
  });

  it('names the install line with this service URL in llms.txt', async () => {
    const llms = await request(server.baseUrl, '/llms.txt');
    expect(llms.text).toContain(`\`npm i -g ${server.baseUrl}/cli/latest.tgz\``);
  });
});

describe('npm i -g <service URL>/cli/latest.tgz', () => {
  it('installs agentgauge into an empty prefix with an empty cache, downloading nothing but the tarball', async () => {
    const prefix = path.join(work, 'global');
    const env = {
      ...process.env,
      npm_config_cache: path.join(work, 'cache'),
      npm_config_registry: `http://127.0.0.1:${await closedPort()}/`,
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      npm_config_fetch_retries: '0',
    };
    const install = spawnSync('npm', ['i', '-g', '--prefix', prefix, `${server.baseUrl}/cli/latest.tgz`], { cwd: work, env, encoding: 'utf8', timeout: 180_000 });
    expect(install.stderr).not.toMatch(/ERR!/);
    expect(install.status).toBe(0);
    const version = spawnSync(path.join(prefix, 'bin', 'agentgauge'), ['--version'], { cwd: work, encoding: 'utf8' });
    expect(version.stderr).toBe('');
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toBe(ENGINE_VERSION);
  }, 240_000);
});
