// The fix list promises what a rescan returns (issue 45.3), through the real server, its worker and a fixture site on
// 127.0.0.1: a site that answers 403 to ChatGPT-User, Claude-User and Perplexity-User lists agent-access first with
// the biggest gain and no check without open work; the owner reads that fix, stops the 403 and scans again: the score
// rises by the listed gain within a point, the verification record's `gained` agrees, and agent-access leaves the
// list, its fix page saying there is nothing to do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { refusingAgents, serveSite, type FixtureSite } from '../../helpers/site';
import { measuredVerifications } from '../../helpers/verifications';

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bakery prices and opening hours</title></head><body><main>' +
  '<h1>Bakery prices</h1><table><tr><th>Croissant</th><td>2.40 EUR</td></tr><tr><th>Baguette</th><td>1.90 EUR</td></tr></table>' +
  `<p>${'Fresh bread every morning from six, baked in the shop. '.repeat(12)}</p></main></body></html>`;
const REFUSED = /ChatGPT-User|Claude-User|Perplexity-User/;

interface Fix {
  checkId: string;
  gain: number;
  score: number;
  findingCount: number;
  kind: string;
}

describe('the first fix, applied and rescanned', () => {
  let server: InProcessService;
  let conformance: Conformance;
  let site: FixtureSite;
  const state = { refuse: true };
  let key: string;
  let siteId: string;
  let first: { scanId: string; score: number; fixes: Fix[] };

  beforeAll(async () => {
    site = await serveSite({ '/': refusingAgents(REFUSED, PAGE, () => state.refuse) });
    server = await startInProcessService({
      env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5' },
      seed: async (db) => {
        key = (await seedOrganization(db, { name: 'Bakery', subscription: 'active' })).key;
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
    const created = await request(server.baseUrl, '/api/v1/me/sites', { key, json: { url: site.url } });
    expect(created.status, created.text).toBe(201);
    siteId = created.body.id;
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await site?.close();
  });

  const get = (path: string) => request(server.baseUrl, `/api/v1/me/sites/${siteId}${path}`, { key });

  async function scan(): Promise<{ scanId: string; score: number }> {
    const started = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/scan`, { method: 'POST', key });
    expect(started.status, started.text).toBe(202);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const poll = await request(server.baseUrl, `/api/v1/me/scans/${started.body.scanId}`, { key });
      expect(poll.status).toBe(200);
      if (poll.body.status === 'succeeded') break;
      if (poll.body.status === 'failed' || Date.now() > deadline) throw new Error(`scan did not succeed: ${poll.text}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const report = await get('/report');
    expect(report.status).toBe(200);
    return { scanId: started.body.scanId, score: report.body.score };
  }

  it('lists agent-access first with the biggest gain, gains largest first, and nothing without open work', async () => {
    const scanned = await scan();
    const answer = await get('/fixes');
    expect(answer.status, answer.text).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/sites/{id}/fixes', 200, answer.body);
    const fixes = answer.body.fixes as Fix[];
    first = { ...scanned, fixes };
    expect(fixes[0]).toMatchObject({ checkId: 'agent-access', kind: 'gate' });
    // Its gain is the Access half those four profiles miss: Claude Code, Codex, ChatGPT and Perplexity are refused,
    // Cursor, Gemini, the MCP fetch server (and the browsing agent, where the service renders) read.
    const report = (await get('/report')).body;
    const views = report.agents.pages[0].views as Array<{ profile: string; verdict: string | null }>;
    const measured = views.filter((view) => view.verdict !== null);
    const blocked = measured.filter((view) => view.verdict === 'blocked').map((view) => view.profile);
    expect(blocked).toEqual(['claude-code', 'codex', 'chatgpt', 'perplexity']);
    expect(fixes[0]!.gain).toBe(Math.round((0.5 * 100 * blocked.length * 10) / measured.length) / 10);
    const gains = fixes.map((fix) => fix.gain);
    for (let index = 1; index < gains.length; index += 1) expect(gains[index]).toBeLessThanOrEqual(gains[index - 1]!);
    for (const fix of fixes) expect([fix.checkId, fix.score < 100 || fix.findingCount > 0 || fix.kind === 'gate']).toEqual([fix.checkId, true]);
    // The page needs no script: JavaScript is no fix of this site.
    expect(fixes.map((fix) => fix.checkId)).not.toContain('server-rendered-content');
    expect(report.scoring.cap).toBeNull();
    expect(answer.body.nextStep).toBe(`Open /api/v1/me/sites/${siteId}/fixes/agent-access for the whole fix of agent-access, which returns ${fixes[0]!.gain} points.`);
  });

  it('its fix names whom the 403 stops, and reading it records the advice', async () => {
    const fix = await get('/fixes/agent-access');
    expect(fix.status, fix.text).toBe(200);
    expect(fix.body.fix).toContain(
      `On the start page, Claude Code, Codex, ChatGPT and Perplexity get HTTP 403. Resolving its open findings returns ${first.fixes[0]!.gain} points of the overall score (${first.score} now).`,
    );
    expect(fix.body.verification).toMatchObject({ checkId: 'agent-access', status: 'pending', source: 'fix-guide', advisedScanId: first.scanId });
  });

  it('after the 403 stops, a rescan scores the listed gain within a point and the verification record gained agrees', { timeout: 120_000 }, async () => {
    state.refuse = false;
    const second = await scan();
    const listed = first.fixes[0]!.gain;
    expect(Math.abs(second.score - first.score - listed)).toBeLessThanOrEqual(1);
    const records = await measuredVerifications(server.baseUrl, siteId, key);
    const record = records.body.verifications.find((candidate: { checkId: string }) => candidate.checkId === 'agent-access');
    expect(record).toMatchObject({ status: 'verified', advisedScanId: first.scanId, verifiedScanId: second.scanId, observedScore: 100 });
    expect(Math.abs(record.gained - listed)).toBeLessThanOrEqual(1);
    expect(Math.abs(record.gained - (second.score - first.score))).toBeLessThanOrEqual(1);

    // Every agent reads it now: agent-access is no longer open work, and its fix page says there is nothing to do.
    const fixes = (await get('/fixes')).body.fixes as Fix[];
    expect(fixes.map((fix) => fix.checkId)).not.toContain('agent-access');
    const fix = await get('/fixes/agent-access');
    expect(fix.body).toMatchObject({ gain: 0, verification: null });
    expect(fix.body.fix).toContain('No agent loses the start page to what this check measures, so there is nothing to do for agents');
  });
});
