// The built CLI's engine script (bin/build-cli.mjs, bin/cli/code-cached-script.ts), as a plain local audit loads it
// where it does not start from the engine's start-up snapshot (snapshot.test.ts): the checkout's build ships its V8
// code cache beside the script, which a first run uses (issue 57); without it, the cache is stored in the
// compile cache folder after an audit and used by the next run, a partial one after an audit of some checks, none when
// the compile cache is off, and a broken one is replaced; and undici's HTTP/2 client, whose node:http2 the script
// loads on the first session, still speaks HTTP/2 to a site that offers it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagedCacheName } from '../../../bin/cli-package/code-cache-name.mjs';
import { TEST_CERT, TEST_KEY } from '../../helpers/tls-front.js';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site.js';
import { buildCli, builtCliWithoutShippedCache, engineCaches, ROOT, runCli, runLauncher, stableReport } from '../../helpers/cli/run-cli.js';

let site: FixtureSite;
const folders: string[] = [];
/** The built CLI without the code cache its build ships, for what a run stores of its own. */
let uncached: string;

beforeAll(async () => {
  buildCli();
  uncached = builtCliWithoutShippedCache(freshFolder());
  site = await serveSite({
    '/': html('<!doctype html><html lang="en"><head><title>Cached</title></head><body><h1>Cached</h1></body></html>'),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  });
});

afterAll(async () => {
  await site?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'agentgauge-compile-cache-'));
  folders.push(folder);
  return folder;
}

const audit = (env: Record<string, string>, ...args: string[]) =>
  runLauncher(uncached, ['audit', site.url, '--local', '--allow-private-targets', '--json', ...args], env);

describe('the engine script of the checkout\'s build', () => {
  it('ships its code cache for this runtime beside the script; a first run in an empty cache folder uses it, stores none and gives the same report', async () => {
    const chunks = join(ROOT, 'dist', 'chunks');
    const script = readdirSync(chunks).find((name) => /^engine-[A-Z0-9]+\.cjs$/.test(name))!;
    expect(readdirSync(chunks)).toContain(packagedCacheName(script));
    const folder = freshFolder();
    // From the code-cached script, not the start-up snapshot the build makes beside it too (snapshot.test.ts).
    const first = await runCli(['audit', site.url, '--local', '--allow-private-targets', '--json'], { NODE_COMPILE_CACHE: folder, AGENTGAUGE_NO_SNAPSHOT: '1' });
    expect(engineCaches(folder)).toEqual([]);
    expect(stableReport(first)).toEqual(stableReport(await audit({ NODE_COMPILE_CACHE: freshFolder() })));
  });
});

describe('the engine script of the built CLI without a shipped cache', () => {
  it('stores its code cache after an audit and gives the same report with it', async () => {
    const folder = freshFolder();
    const first = await audit({ NODE_COMPILE_CACHE: folder });
    expect(engineCaches(folder)).toEqual(['engine.v8cache']);
    const second = await audit({ NODE_COMPILE_CACHE: folder });
    expect(stableReport(second)).toEqual(stableReport(first));
  });

  it('stores a partial cache after an audit of some checks, and the full one after the first audit of all', async () => {
    const folder = freshFolder();
    const some = await audit({ NODE_COMPILE_CACHE: folder }, '--checks', 'robots-txt');
    expect(some.code).toBe(0);
    expect(engineCaches(folder)).toEqual(['engine.partial.v8cache']);
    const all = await audit({ NODE_COMPILE_CACHE: folder });
    expect(all.code).toBe(0);
    expect(engineCaches(folder)).toEqual(['engine.partial.v8cache', 'engine.v8cache']);
  });

  it('stores nothing with NODE_DISABLE_COMPILE_CACHE=1', async () => {
    const folder = freshFolder();
    const run = await audit({ NODE_COMPILE_CACHE: folder, NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(run.code).toBe(0);
    expect(engineCaches(folder)).toEqual([]);
  });

  it('replaces a cache V8 rejects, and the audit runs as without one', async () => {
    const folder = freshFolder();
    const first = await audit({ NODE_COMPILE_CACHE: folder });
    const [name] = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((entry) => entry.endsWith('.cjs.v8cache'));
    const broken = Buffer.alloc(4096, 0x5a);
    writeFileSync(join(folder, name!), broken);
    const withBroken = await audit({ NODE_COMPILE_CACHE: folder });
    expect(stableReport(withBroken)).toEqual(stableReport(first));
    const replaced = await audit({ NODE_COMPILE_CACHE: folder });
    expect(stableReport(replaced)).toEqual(stableReport(first));
    expect(readdirSync(folder, { recursive: true, encoding: 'utf8' })).toContain(name);
    expect(readFileSync(join(folder, name!)).equals(broken)).toBe(false);
  });

  it('drops the caches other builds left more than an hour ago when it stores its own', async () => {
    const folder = freshFolder();
    await audit({ NODE_COMPILE_CACHE: folder });
    const [own] = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((entry) => entry.endsWith('.cjs.v8cache'));
    const versionFolder = join(folder, dirname(own!));
    const old = join(versionFolder, 'engine-OLDBUILD.cjs.v8cache');
    const recent = join(versionFolder, 'engine-RECENTBUILD.cjs.partial.v8cache');
    writeFileSync(old, 'old');
    writeFileSync(recent, 'recent');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    rmSync(join(folder, own!));
    const run = await audit({ NODE_COMPILE_CACHE: folder });
    expect(run.code).toBe(0);
    expect(readdirSync(versionFolder).filter((name) => name.endsWith('.v8cache')).sort()).toEqual(
      [own!.replace(/^.*\//, ''), 'engine-RECENTBUILD.cjs.partial.v8cache'].sort(),
    );
  });
});

describe('HTTP/2 in the engine script', () => {
  it('audits an HTTPS site over HTTP/2 when the site offers it', async () => {
    const versions: string[] = [];
    const server = http2.createSecureServer({ key: TEST_KEY, cert: TEST_CERT, allowHTTP1: true }, (req, res) => {
      versions.push(req.httpVersion);
      if (req.url === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('User-agent: *\nAllow: /\n');
      else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not here');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const folder = freshFolder();
    const certFile = join(folder, 'cert.pem');
    writeFileSync(certFile, TEST_CERT);
    try {
      const { port } = server.address() as AddressInfo;
      const run = await runCli(
        ['audit', `https://127.0.0.1:${port}/`, '--local', '--allow-private-targets', '--checks', 'robots-txt', '--json'],
        { NODE_EXTRA_CA_CERTS: certFile },
      );
      expect(run.code).toBe(0);
      const report = JSON.parse(run.stdout) as { results: Array<{ id: string; status: string }> };
      expect(report.results.find((result) => result.id === 'robots-txt')?.status).toBe('pass');
      expect(versions.length).toBeGreaterThan(0);
      expect(new Set(versions)).toEqual(new Set(['2.0']));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
