// A TLS front for a test server, as a production reverse proxy would be: HTTPS (self-signed certificate for 127.0.0.1)
// forwarded to the app with X-Forwarded-Proto and HSTS added, and plain HTTP on the same port redirected to HTTPS
// (the first byte of a connection tells a TLS ClientHello, 0x16, apart). Audits that must trust the certificate run
// in a child process started with NODE_EXTRA_CA_CERTS (read only at process start).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuditReport } from '../../engine/types';

// Test fixture only (valid until 2126); tests/unit/engine/access-http-semantics.test.ts serves it too.
export const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgsYTBjNIV/cWUurlP
NbCnSYfMC78+olR7D4HGEaSt57ehRANCAASbF/9+oTisDDnHSIfKwaA1b3QclL1o
A7KRAIsuY/n1QODjEIu5wSWDeBchH6HdCOXjNjXSTL+iqVW/1KQ9CM0r
-----END PRIVATE KEY-----`;
export const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBkTCCATagAwIBAgIUTlbFJFTy3m1qrnq71r8anNHrRI4wCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyMTE4NDMyMVoYDzIxMjYxMDI4
MTg0MzIxWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAASbF/9+oTisDDnHSIfKwaA1b3QclL1oA7KRAIsuY/n1QODjEIu5wSWD
eBchH6HdCOXjNjXSTL+iqVW/1KQ9CM0ro2QwYjAdBgNVHQ4EFgQUnzelr/YC9M68
cuDP3HxRbEfD1qQwHwYDVR0jBBgwFoAUnzelr/YC9M68cuDP3HxRbEfD1qQwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0kAMEYC
IQC3OT+BQrt2d4SxYZSqIxyqsHEnrEXvkvb0aziXnvmdlAIhAO6k+2Bmy9yc7p6K
bS1mWXqoU8LwO+h4sAEJ+ut2XeUe
-----END CERTIFICATE-----`;

export interface TlsFront {
  /** https://127.0.0.1:PORT */
  origin: string;
  port: number;
  /** Where the front forwards (set after the app started). */
  setTarget(baseUrl: string): void;
  close(): Promise<void>;
}

export async function startTlsFront(): Promise<TlsFront> {
  let target = '';
  const secure = https.createServer({ key: TEST_KEY, cert: TEST_CERT }, (req, res) => {
    const upstream = http.request(
      `${target}${req.url ?? '/'}`,
      { method: req.method, headers: { ...req.headers, 'x-forwarded-proto': 'https' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'strict-transport-security': 'max-age=63072000' });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  const plain = http.createServer((req, res) => {
    res.writeHead(308, { location: `https://${req.headers.host}${req.url ?? '/'}` }).end();
  });
  const { port, close } = await listenForBothSchemes(plain, secure);
  return {
    origin: `https://127.0.0.1:${port}`,
    port,
    setTarget: (baseUrl) => (target = baseUrl),
    close,
  };
}

/** Plain HTTP and HTTPS on one port of 127.0.0.1: the first byte of a connection tells a TLS ClientHello (0x16) apart. */
export async function listenForBothSchemes(
  plain: http.Server,
  secure: https.Server,
): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 0x16 ? secure : plain).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return {
    port: (front.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        front.close(() => resolve());
      }),
  };
}

/** Full audits of each URL in a child process that trusts the test certificate. */
export async function auditTrustingTestCa(urls: string[], options: Record<string, unknown> = {}): Promise<AuditReport[]> {
  const dir = await mkdtemp(join(tmpdir(), 'agentgauge-ca-'));
  try {
    const caPath = join(dir, 'ca.pem');
    const scriptPath = join(dir, 'audit.mts');
    const engine = fileURLToPath(new URL('../../engine/index.ts', import.meta.url));
    await writeFile(caPath, TEST_CERT);
    await writeFile(
      scriptPath,
      `import { audit } from ${JSON.stringify(engine)};\n` +
        `const options = ${JSON.stringify({ allowPrivateTargets: true, ...options })};\n` +
        `const reports = [];\n` +
        `for (const url of process.argv.slice(2)) reports.push(await audit(url, options));\n` +
        `process.stdout.write(JSON.stringify(reports));\n`,
    );
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', scriptPath, ...urls],
        { cwd: root, env: { ...process.env, NODE_EXTRA_CA_CERTS: caPath }, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
        (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve(out)),
      ),
    );
    return JSON.parse(stdout) as AuditReport[];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
