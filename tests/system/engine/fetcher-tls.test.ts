// TLS through a pinned connection: the certificate is verified against the host name (SNI), with the Node trust store
// including NODE_EXTRA_CA_CERTS. The trust store is read at start-up, so the fetcher runs in a child process here.
// A request that says its https origin may not speak TLS at all (mayLackTls: the https twin of a local http:// site on
// its own port) first learns whether it does, before the process reads its root store (engine/fetch/pools.ts): the
// plain-HTTP port fails that handshake alone, and a TLS port then gets a verified connection whose certificate decides.
// Every other request verifies on its first connection: one connection per verdict.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startUntrustedTlsSite, UNTRUSTED_CERT } from '../../fixtures/hostile.js';

const FETCHER = fileURLToPath(new URL('../../../engine/fetch/fetcher.ts', import.meta.url));

const CHILD = `
import { createFetcher } from ${JSON.stringify(FETCHER)};
const port = Number(process.env.PORT);
const fetcher = createFetcher({
  timeout: 3000, retries: 0, allowPrivateTargets: true, userAgent: 'AgentGauge-test/1.0',
  resolver: async () => [{ address: '127.0.0.1', family: 4 }],
});
const outcome = async (url, mayLackTls = false) => {
  const result = await fetcher.fetch({ url, cap: 'html', mayLackTls });
  return result.ok ? String(result.response.status) : result.error.code;
};
const plain = await fetcher.fetch({ url: 'https://127.0.0.1:' + process.env.PLAIN_PORT + '/', cap: 'html', mayLackTls: true });
const results = {
  plain: plain.ok ? String(plain.response.status) : plain.error.code + ': ' + plain.error.message,
  namedMayLackTls: await outcome('https://untrusted.test:' + port + '/', true),
  named: await outcome('https://untrusted.test:' + port + '/'),
  otherName: await outcome('https://other.test:' + port + '/'),
  literal: await outcome('https://127.0.0.1:' + port + '/'),
};
await fetcher.close();
console.log(JSON.stringify(results));
`;

let site: Awaited<ReturnType<typeof startUntrustedTlsSite>>;
let directory: string;
/** An HTTP server with no TLS: what the https twin of a local http:// site meets on the same port. */
let plainSite: Server;
beforeAll(async () => {
  site = await startUntrustedTlsSite();
  plainSite = createServer((_request, response) => response.end('plain'));
  await new Promise<void>((resolve) => plainSite.listen(0, '127.0.0.1', resolve));
  directory = mkdtempSync(join(tmpdir(), 'agentgauge-tls-'));
  writeFileSync(join(directory, 'ca.pem'), UNTRUSTED_CERT);
});
afterAll(async () => {
  await site.close();
  await new Promise((resolve) => plainSite.close(resolve));
  rmSync(directory, { recursive: true, force: true });
});

async function runChild(extraCa: boolean): Promise<Record<string, string>> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(site.port), PLAIN_PORT: String((plainSite.address() as AddressInfo).port) };
  if (extraCa) env.NODE_EXTRA_CA_CERTS = join(directory, 'ca.pem');
  else delete env.NODE_EXTRA_CA_CERTS;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    env,
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    timeout: 20_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, string>;
}

it('trusts a certificate from NODE_EXTRA_CA_CERTS for its name, and refuses another name on the same address', async () => {
  expect(await runChild(true)).toEqual({
    plain: `tls: 127.0.0.1:${(plainSite.address() as AddressInfo).port} does not speak TLS on this port (ERR_SSL_WRONG_VERSION_NUMBER).`,
    namedMayLackTls: '200',
    named: '200',
    otherName: 'tls',
    literal: '200',
  });
}, 30_000);

it('refuses the certificate without NODE_EXTRA_CA_CERTS, on one connection per verdict (two for the may-lack-TLS one)', async () => {
  const before = site.connections();
  expect(await runChild(false)).toMatchObject({ namedMayLackTls: 'tls', named: 'tls', otherName: 'tls', literal: 'tls' });
  expect(site.connections() - before).toBe(5);
}, 30_000);
