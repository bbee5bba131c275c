// Journeys on real site scans (issue 33 point 3), the in-process service and its worker on PGlite, a fixture site on 127.0.0.1: the stored
// report carries every journey's result per agent profile with the pages each fetched; history counts them beside the
// score; after the site hides the answer, the next scan fires one signed site.regressed to a real receiver naming the
// lost journey for every profile (and, the scan being scheduled, the owners' alert mail names it), and GET
// .../compare/journeys lists it as lost. Bodies are checked against the served
// OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { addFixtureSite, waitForScan } from '../../helpers/scan-sites';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import { html, serveSite, type FixtureSite } from '../../helpers/site';
import { startMailbox, type TestMailbox } from '../../helpers/smtp';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

const ANSWER = 'The Pro plan costs $29 a month.';
const NON_JS = ['claude-code', 'cursor', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch'];
const PROSE = `<p>${'Widgets turn answers into actions for every reader of this guide. '.repeat(8)}</p>`;
const ENV = {
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
  AGENTGAUGE_SCAN_RETRIES: '0',
  AGENTGAUGE_WEBHOOK_RETRY_BASE_SECONDS: '0.5',
  AGENTGAUGE_WEBHOOK_SWEEP_SECONDS: '1',
  // The browsing profile runs only where the scan renders; this test pins the raw view (no browser profile).
  AGENTGAUGE_RENDER: '0',
  AGENTGAUGE_PUBLIC_URL: 'https://gauge.example.test',
  EMAIL_FROM: 'Agent Gauge <alerts@gauge.example.test>',
};
const OWNER_EMAIL = 'owner@journeys.example.test';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${PROSE}${body}</main></body></html>`;
}

describe('journeys on site scans (pglite)', () => {
  let server: InProcessService;
  let site: FixtureSite;
  let receiver: WebhookReceiver;
  let mailbox: TestMailbox;
  let conformance: Conformance;
  let key: string;
  let siteId: string;
  let hidden = false;
  const scans: string[] = [];

  const api = (path: string, options: Parameters<typeof request>[2] = {}) => request(server.baseUrl, path, { key, ...options });

  /** Scans the site; `scheduled` marks the scan as a schedule would have started it (alert mails go for those). */
  async function scan(scheduled = false): Promise<string> {
    const started = await withDatabase(server.databaseEnv, async (db) => {
      await db.$queryRaw`SELECT 1`;
      const answer = await api(`/api/v1/me/sites/${siteId}/scan`, { method: 'POST' });
      if (scheduled && answer.status === 202) await db.scan.update({ where: { id: answer.body.scanId }, data: { trigger: 'schedule' } });
      return answer;
    });
    expect(started.status).toBe(202);
    const done = await waitForScan(server.baseUrl, key, started.body.scanId, ['succeeded', 'failed'], 180_000);
    expect(done.body.status).toBe('succeeded');
    scans.push(started.body.scanId);
    return started.body.scanId as string;
  }

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    mailbox = await startMailbox();
    site = await serveSite({
      '/': html(page('Widgets', '<p><a href="/pricing">Pricing</a></p>')),
      // The answer sits one link deep until the test hides it.
      '/pricing': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page('Pricing', hidden ? '<p>Ask our sales team for a quote.</p>' : `<p>${ANSWER}</p>`));
      },
    });
    server = await startInProcessService({
      env: { ...ENV, EMAIL_SERVER: mailbox.url },
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Journeys on scans', subscription: 'active' });
        key = organization.key;
        const owner = await db.user.create({ data: { email: OWNER_EMAIL } });
        await db.membership.create({ data: { organizationId: organization.id, userId: owner.id, role: 'owner' } });
        siteId = (await addFixtureSite(db, organization.id, site)).id;
      },
    });
    conformance = conformanceOf(await (await fetch(`${server.baseUrl}/.well-known/openapi.json`)).json());
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await Promise.all([receiver?.close(), mailbox?.close(), site?.close()]);
  });

  it('a scan runs the stored journeys: the report has every profile\'s result with the pages it fetched; history counts them', async () => {
    const saved = await api(`/api/v1/me/sites/${siteId}/journeys`, { json: { name: 'pricing', question: 'What does the Pro plan cost?', answer: '$29' } });
    expect(saved.status).toBe(201);
    const hook = await api('/api/v1/me/webhooks', { json: { url: `${receiver.origin}/regressed`, events: ['site.regressed'] } });
    expect(hook.status).toBe(201);

    await scan();
    const report = await api(`/api/v1/me/sites/${siteId}/report`);
    expect(report.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/sites/{id}/report', 200, report.body);
    expect(report.body.journeys).toHaveLength(1);
    const [journey] = report.body.journeys;
    expect(journey.name).toBe('pricing');
    expect(journey.results.map((result: { profile: string }) => result.profile)).toEqual(NON_JS);
    const pricing = `${site.origin}/pricing`;
    for (const result of journey.results) {
      expect(result).toEqual({
        profile: result.profile,
        found: true,
        hops: 1,
        url: pricing,
        quote: ANSWER,
        reason: `Found 1 link from the start page, at ${pricing}, after 2 fetches.`,
        code: null,
        path: [site.url, pricing],
        steps: [
          { url: site.url, finalUrl: site.url, status: 200, verdict: 'read', kept: result.steps[0].kept, excerpt: result.steps[0].excerpt },
          { url: pricing, finalUrl: pricing, status: 200, verdict: 'answer', kept: result.steps[1].kept, excerpt: ANSWER },
        ],
      });
      expect(result.steps[0].excerpt).toContain('Widgets turn answers into actions');
    }

    const history = await api(`/api/v1/me/sites/${siteId}/history`);
    expect(history.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/sites/{id}/history', 200, history.body);
    expect(history.body.scans[0].journeys).toEqual({ found: 7, of: 7, notMeasured: 0, pay: 0 });
  }, 240_000);

  it('the site hides the answer: the next scan fires site.regressed naming the lost journey per profile, and compare lists it lost', async () => {
    hidden = true;
    await scan(true);
    const [before, after] = scans;
    const lost = NON_JS.map((profile) => ({
      journey: 'pricing',
      question: 'What does the Pro plan cost?',
      profile,
      reason: 'The answer is not on any page the scan read.',
      code: 'journey.not-found',
    }));

    const [delivery] = await receiver.waitFor('/regressed', 1, undefined, 60_000);
    const event = JSON.parse(delivery!.body);
    expect(event.type).toBe('site.regressed');
    expect(event.data).toMatchObject({ siteId, beforeScanId: before, afterScanId: after, lostJourneys: lost });

    // The owners' alert mail names the journey and each agent that lost it.
    const mail = await mailbox.waitForMail(OWNER_EMAIL, 60_000);
    expect(mail.subject).toMatch(new RegExp(`^127\\.0\\.0\\.1:${site.port} regressed \\(-?[\\d.]+ points; journeys lost: pricing \\(${NON_JS.join(', ')}\\)\\)$`));
    for (const profile of NON_JS) {
      expect(mail.text).toContain(`Journey "pricing" (What does the Pro plan cost?): ${profile} found the answer before and cannot now. The answer is not on any page the scan read.`);
    }

    const compared = await api(`/api/v1/me/sites/${siteId}/compare/journeys`);
    expect(compared.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/sites/{id}/compare/journeys', 200, compared.body);
    expect(compared.body).toEqual({ siteId, host: `127.0.0.1:${site.port}`, beforeScanId: before, afterScanId: after, gained: [], lost });

    // The same scans named explicitly; the reversed order is the compare's own 400.
    const named = await api(`/api/v1/me/sites/${siteId}/compare/journeys?before_scan_id=${before}&after_scan_id=${after}`);
    expect(named.status).toBe(200);
    expect(named.body.lost).toEqual(lost);
    const reversed = await api(`/api/v1/me/sites/${siteId}/compare/journeys?before_scan_id=${after}&after_scan_id=${before}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual({ error: 'invalid-parameter', message: 'before_scan_id must name the older scan and after_scan_id the newer one.' });

    // The seed's closed Comparison carries no journey field; its next step points to the journeys' comparison when no check regressed.
    const comparison = await api(`/api/v1/me/sites/${siteId}/compare`);
    expect(comparison.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/sites/{id}/compare', 200, comparison.body);
    expect(comparison.body.journeys).toBeUndefined();
    if (comparison.body.regressedChecks.length === 0) {
      expect(comparison.body.nextStep).toBe(
        `Journeys lost: pricing (${NON_JS.join(', ')}). Open GET /api/v1/me/sites/${siteId}/compare/journeys for what stopped each agent.`,
      );
    }

    const history = await api(`/api/v1/me/sites/${siteId}/history`);
    expect(history.body.scans.map((entry: { journeys: unknown }) => entry.journeys)).toEqual([
      { found: 0, of: 7, notMeasured: 0, pay: 0 },
      { found: 7, of: 7, notMeasured: 0, pay: 0 },
    ]);
  }, 240_000);
});
