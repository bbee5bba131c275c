// The /scanner page the scanner's User-Agent names (issue 47 point 3; split from
// tests/integration/fleets/scanner-agent.test.ts, which shows every kind of audit sending that User-Agent): who scans,
// why, how often and how to opt out. The system tier: a rendered page needs the built server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../../engine/index';
import { reserveLoopbackUrl } from '../../helpers/free-port';
import { request } from '../../helpers/http';
import { startServer, type TestServer } from '../../helpers/server';

describe('the scanner\'s User-Agent in every audit the service runs', () => {
  let server: TestServer;
  let publicUrl: string;
  let scannerAgent: string;

  beforeAll(async () => {
    const reserved = await reserveLoopbackUrl();
    publicUrl = reserved.url;
    scannerAgent = `AgentGauge/${ENGINE_VERSION.split('.')[0]} (+${publicUrl}/scanner)`;
    server = await startServer({ env: { PORT: reserved.port, AGENTGAUGE_PUBLIC_URL: publicUrl } });
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('serves the /scanner page it names: who scans, why, how often, and how to opt out', async () => {
    const page = await request(server.baseUrl, '/scanner');
    expect(page.status).toBe(200);
    const text = String(page.text).replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&apos;/g, "'").replace(/\s+/g, ' ');
    expect(text).toContain(scannerAgent);
    for (const heading of ['Who asks, and why', 'What it sends', 'How often, and how politely', 'How to opt out']) expect(text).toContain(heading);
    for (const kind of ['A site scan', 'A public scan', 'A fleet run', 'An agent or journey run']) expect(text).toContain(kind);
    expect(text).toContain('User-agent: AgentGauge Disallow: /');
  });
});
