// TLS through a pinned connection: the certificate is verified against the host name (SNI), with the Node trust store
// including NODE_EXTRA_CA_CERTS. The trust store is read at start-up, so the fetcher runs in a child process here.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startUntrustedTlsSite, UNTRUSTED_CERT } from '../fixtures/hostile.js';

const FETCHER = fileURLToPath(new URL('../../engine/fetch/fetcher.ts', import.meta.url));

const CHILD = `
import { createFetcher } from ${JSON.stringify(FETCHER)};
const port = Number(process.env.PORT);
const fetcher = createFetcher({
  timeout: 3000, retries: 0, allowPrivateTargets: true, userAgent: 'AgentGauge-test/1.0',
  resolver: async () => [{ address: '127.0.0.1', family: 4 }],
});
const outcome = async (url) => {
  const result = await fetcher.fetch({ url, cap: 'html' });
  return result.ok ? String(result.response.status) : result.error.code;
};
const results = {
  named: await outcome('https://untrusted.test:' + port + '/'),
  otherName: await outcome('https://other.test:' + port + '/'),
  literal: await outcome('https://127.0.0.1:' + port + '/'),
};
await fetcher.close();
console.log(JSON.stringify(results));
`;

let site: Awaited<ReturnType<typeof startUntrustedTlsSite>>;
let directory: string;
beforeAll(async () => {
  site = await startUntrustedTlsSite();
  directory = mkdtempSync(join(tmpdir(), 'agentgauge-tls-'));
  writeFileSync(join(directory, 'ca.pem'), UNTRUSTED_CERT);
});
afterAll(async () => {
  await site.close();
  rmSync(directory, { recursive: true, force: true });
});

async function runChild(extraCa: boolean): Promise<Record<string, string>> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(site.port) };
  if (extraCa) env.NODE_EXTRA_CA_CERTS = join(directory, 'ca.pem');
  else delete env.NODE_EXTRA_CA_CERTS;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    env,
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    timeout: 20_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, string>;
}

it('trusts a certificate from NODE_EXTRA_CA_CERTS for its name, and refuses another name on the same address', async () => {
  expect(await runChild(true)).toEqual({ named: '200', otherName: 'tls', literal: '200' });
}, 30_000);

it('refuses the certificate without NODE_EXTRA_CA_CERTS', async () => {
  expect(await runChild(false)).toEqual({ named: 'tls', otherName: 'tls', literal: 'tls' });
}, 30_000);
