// One User-Agent for the scanner's own requests in every audit the service runs (issue 47 point 3): site scans, public
// scans, remote audits for the CLI, agent runs, journey runs and fleet runs all send `AgentGauge/<major> (+<public
// URL>/scanner)`, never the engine's library default; the agent profiles' requests keep their own User-Agents. Each
// kind of audit measures a fixture site of its own that records the User-Agent of every request it receives. The
// service in this process, its worker running the queued audits: the integration tier. The /scanner page the
// User-Agent names (who scans, why, how often and how to opt out) is a rendered page: scanner-agent-page.test.ts's, in
// tests/system/fleets.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../../engine/index';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { addFixtureSite, waitForScan } from '../../helpers/scan-sites';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { startRun, uploadFleet, waitForRun } from '../../helpers/fleets/fleet-api';

const KINDS = ['site-scan', 'public-scan', 'remote-audit', 'agent-run', 'journey-run', 'fleet-run'] as const;
type Kind = (typeof KINDS)[number];

interface RecordingSite {
  url: string;
  port: number;
  agents: Map<string, number>;
  close(): Promise<void>;
}

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget Co</title><meta name="description" content="Widgets for workshops."></head>' +
  '<body><main><h1>Widget Co</h1><p>Widget Co makes widgets for workshops. The Pro plan costs $29 a month and includes every widget.</p>' +
  '<p><a href="/pricing">Pricing</a></p></main></body></html>';

/** A small site that counts requests by User-Agent. */
async function recordingSite(): Promise<RecordingSite> {
  const agents = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const agent = String(req.headers['user-agent'] ?? '(none)');
    agents.set(agent, (agents.get(agent) ?? 0) + 1);
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('User-agent: *\nAllow: /\n');
    }
    if (path === '/' || path === '/pricing') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(req.method === 'HEAD' ? undefined : PAGE);
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/`, port, agents, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the scanner\'s User-Agent in every audit the service runs', () => {
  let server: InProcessService;
  /** The service's public address, configured before it starts: the scanner's User-Agent names it. */
  const publicUrl = 'http://gauge.test';
  const scannerAgent = `AgentGauge/${ENGINE_VERSION.split('.')[0]} (+${publicUrl}/scanner)`;
  let key: string;
  const sites = {} as Record<Kind, RecordingSite>;
  const siteIds = {} as Record<'site-scan' | 'agent-run' | 'journey-run', string>;
  let journeyId: string;

  beforeAll(async () => {
    for (const kind of KINDS) sites[kind] = await recordingSite();
    server = await startInProcessService({
      env: {
        AGENTGAUGE_PUBLIC_URL: publicUrl,
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
        AGENTGAUGE_FLEET_JITTER_MS: '10',
      },
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Agency', subscription: 'active' });
        key = organization.key;
        for (const kind of ['site-scan', 'agent-run', 'journey-run'] as const) siteIds[kind] = (await addFixtureSite(db, organization.id, sites[kind])).id;
        journeyId = (await db.journey.create({ data: { organizationId: organization.id, siteId: siteIds['journey-run'], name: 'pricing', question: 'What does the Pro plan cost?', answer: '$29' } })).id;
      },
    });
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
    for (const site of Object.values(sites)) await site.close();
  });

  async function waitForAgentRun(siteId: string, runId: string): Promise<any> {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const answer = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/agent-runs?run_id=${runId}`, { key });
      expect(answer.status, answer.text).toBe(200);
      const run = answer.body.runs[0];
      if (run.status === 'finished' || run.status === 'failed') return run;
      if (Date.now() > deadline) throw new Error(`agent run ${runId} still ${run.status}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  it('runs each kind of audit to its end', async () => {
    const scan = await request(server.baseUrl, `/api/v1/me/sites/${siteIds['site-scan']}/scan`, { method: 'POST', key });
    expect(scan.status, scan.text).toBe(202);
    expect((await waitForScan(server.baseUrl, key, scan.body.scanId ?? scan.body.id, ['succeeded', 'failed'], 120_000)).body.status).toBe('succeeded');

    const publicScan = await request(server.baseUrl, '/api/v1/scan', { json: { domain: sites['public-scan'].url } });
    expect(publicScan.status, publicScan.text).toBe(200);

    const remote = await request(server.baseUrl, '/api/v1/engine/audit', { key, json: { url: sites['remote-audit'].url } });
    expect(remote.status, remote.text).toBe(200);

    const agentRun = await request(server.baseUrl, `/api/v1/me/sites/${siteIds['agent-run']}/agent-runs`, { key, json: { goal: 'Find the price of the Pro plan', agent: 'builtin' } });
    expect(agentRun.status, agentRun.text).toBe(202);
    expect((await waitForAgentRun(siteIds['agent-run'], agentRun.body.runId)).status).toBe('finished');

    const journeyRuns = await request(server.baseUrl, `/api/v1/me/sites/${siteIds['journey-run']}/journeys/${journeyId}/runs`, { key, json: { agent: 'builtin', runs: 1 } });
    expect(journeyRuns.status, journeyRuns.text).toBe(202);
    expect((await waitForAgentRun(siteIds['journey-run'], journeyRuns.body.runs[0].runId)).status).toBe('finished');

    const fleet = await uploadFleet(server.baseUrl, key, sites['fleet-run'].url, { name: 'One site' });
    expect(fleet.status, fleet.text).toBe(201);
    const run = await startRun(server.baseUrl, key, fleet.body.id, { renderSample: 0 });
    expect(run.status, run.text).toBe(202);
    expect(await waitForRun(server.baseUrl, key, fleet.body.id, run.body.runId, 120_000)).toMatchObject({ status: 'succeeded', counts: { scanned: 1 } });
  }, 400_000);

  it('sent the scanner\'s User-Agent, naming /scanner, for its own requests in each, and no other AgentGauge User-Agent', () => {
    for (const kind of KINDS) {
      const agents = [...sites[kind].agents.keys()];
      const ours = agents.filter((agent) => /^AgentGauge\//i.test(agent) || agent.includes('agentgauge.dev'));
      // A journey run browses as its agent profile; whatever it sent of its own is the scanner's.
      if (kind !== 'journey-run') expect(ours, `${kind}: ${agents.join(' | ')}`).toEqual([scannerAgent]);
      else expect(ours.filter((agent) => agent !== scannerAgent), `${kind}: ${agents.join(' | ')}`).toEqual([]);
      expect(sites[kind].agents.size, kind).toBeGreaterThan(0);
    }
    // The audits measure the agents too: their requests carry the profiles' own User-Agents.
    expect([...sites['site-scan'].agents.keys()]).toEqual(expect.arrayContaining(['Claude-User/1.0', 'ChatGPT-User/1.0']));
    expect([...sites['fleet-run'].agents.keys()]).toEqual(expect.arrayContaining(['Claude-User/1.0', 'ChatGPT-User/1.0']));
  });
});
