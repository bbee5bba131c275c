// Shared quotas spend units only on work that actually runs, are keyed by the canonical host, and bound every surface
// that sends traffic to a site (issue 10 points 3 and 4). Real server and database; fixture sites on 127.0.0.1.
// The in-process worker is off, so queued work (site scans, agent runs, Answers passes) never runs: nothing here
// sends traffic anywhere but to the fixtures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDns, type DnsFixture } from '../../fixtures/dns-server';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { DATABASE_KINDS, SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';
import { TARGET_COUNTED, clearOfWindowEnd, refusalBody } from '../../helpers/quota';

const CROWDED_TARGET = { limited: `${TARGET_COUNTED('127.0.0.1:1')} are limited to 5 per hour per target host`, env: 'AGENTGAUGE_SCANS_PER_TARGET', perTarget: true };

const HOME = html(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture page for quota tests</title></head>' +
    '<body><main><h1>Quota fixture</h1><p>A small page the public scan measures.</p></main></body></html>',
);
const ROUTES = { '/': HOME, '/robots.txt': text('User-agent: *\nAllow: /\n') };
const NO_WORKER = { AGENTGAUGE_IN_PROCESS_WORKER: '0' };
/** A block's hourly counts must stay in one hour: its tests took up to 43 s on a slow machine (after its server started). */
const BLOCK_NEEDS_MS = 90_000;
// Configured so passes can be queued; with no worker the engine is never called.
const ANSWERS = { ANSWERS_ENGINE: 'openai', ANSWERS_BASE_URL: 'http://127.0.0.1:9/v1', ANSWERS_API_KEY: 'unused', ANSWERS_MODEL: 'unused-1' };

// PostgreSQL parity (docs/testing.md): the counters are one upsert per use, and 30 concurrent runs race on them for
// real on PostgreSQL's connections where PGlite's one connection takes them in turn.
describe.each(DATABASE_KINDS)('quotas count audits that run, per canonical host (private targets allowed), on %s', (database) => {
  let server: InProcessService;
  let conformance: Conformance;
  let first: FixtureSite;
  let second: FixtureSite;
  let key: string;
  let sites: Array<{ id: string; host: string }>;

  beforeAll(async () => {
    [first, second] = await Promise.all([serveSite(ROUTES), serveSite(ROUTES)]);
    server = await startInProcessService({
      database,
      env: {
        ...NO_WORKER,
        ...ANSWERS,
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        // Anonymous scans of the 127.0.0.1 fixtures (a test bed's setting: they never reach a private origin otherwise).
        AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
        AGENTGAUGE_PUBLIC_SCAN_PER_CALLER: '100',
        AGENTGAUGE_PUBLIC_SCAN_PER_TARGET: '3',
        AGENTGAUGE_ANSWERS_PASSES_PER_ORGANIZATION: '2',
      },
      seed: async (db) => {
        // Sites on closed loopback ports: with no worker nothing is ever fetched from them.
        ({ key, sites } = await seedOrganization(db, { name: 'Busy', subscription: 'active', hosts: ['127.0.0.1:1', '127.0.0.1:2', '127.0.0.1:3', '127.0.0.1:4'] }));
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
    await clearOfWindowEnd(BLOCK_NEEDS_MS);
  }, SERVER_START_TIMEOUT_MS + BLOCK_NEEDS_MS);
  afterAll(async () => {
    await server?.stop();
    await Promise.all([first?.close(), second?.close()]);
  });

  const scan = (domain: string) => request(server.baseUrl, '/api/v1/scan', { json: { domain } });

  it('spends no unit on refused targets: five scans with credentials are refused, a sixth valid scan of that host runs', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await scan(`http://u:p@localhost:${first.port}/`);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error: 'target-refused', message: 'URLs with a user name or password are refused. (rule: credentials)' });
    }
    const valid = await scan(`http://localhost:${first.port}/`);
    expect(valid.status).toBe(200);
    expect(valid.body.host).toBe(`localhost:${first.port}`);
    expect(first.requests.length).toBeGreaterThan(0);
  });

  it('keys the per-target limit by the canonical host: "LOCALHOST." is localhost, [::ffff:127.0.0.1] is 127.0.0.1', async () => {
    // localhost:PORT has used 1 of its 3 units.
    for (const spelling of [`http://LOCALHOST.:${first.port}/`, `http://LocalHost.:${first.port}/about`]) {
      const answer = await scan(spelling);
      expect(answer.status).toBe(200);
      expect(answer.body.host).toBe(`localhost:${first.port}`);
    }
    const limited = await scan(`http://localhost:${first.port}/`);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(refusalBody({ limited: `Public scans of localhost:${first.port} are limited to 3 per hour per target host`, env: 'AGENTGAUGE_PUBLIC_SCAN_PER_TARGET', perTarget: true }, limited));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    for (const spelling of [`http://[::ffff:127.0.0.1]:${second.port}/`, `http://127.0.0.1:${second.port}/`, `http://127.0.0.1.:${second.port}/`]) {
      const answer = await scan(spelling);
      expect(answer.status, spelling).toBe(200);
      expect(answer.body.host).toBe(`127.0.0.1:${second.port}`);
    }
    const mapped = await scan(`http://[::ffff:7f00:1]:${second.port}/`);
    expect(mapped.status).toBe(429);
    expect(mapped.body).toEqual(refusalBody({ limited: `Public scans of 127.0.0.1:${second.port} are limited to 3 per hour per target host`, env: 'AGENTGAUGE_PUBLIC_SCAN_PER_TARGET', perTarget: true }, mapped));
    expect((await request(server.baseUrl, `/api/v1/report/127.0.0.1:${second.port}`)).status).toBe(200);
  });

  it('accepts only part of 30 concurrent built-in agent runs of one organization: the rest get 429 with Retry-After and spend nothing', async () => {
    const [crowded, spare, third] = sites;
    const start = (siteId: string) => request(server.baseUrl, `/api/v1/me/sites/${siteId}/agent-runs`, { key, json: { goal: 'Find the pricing page', agent: 'builtin' } });
    const answers = await Promise.all(Array.from({ length: 30 }, () => start(crowded!.id)));
    const accepted = answers.filter((answer) => answer.status === 202);
    const refused = answers.filter((answer) => answer.status !== 202);
    // The per-target limit is the scan quota's (AGENTGAUGE_SCANS_PER_TARGET, default 5), shared with every surface.
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual(refusalBody(CROWDED_TARGET, answer));
      const wait = Number(answer.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
    }
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/agent-runs', 429, refused[0]!.body);
    const listed = await request(server.baseUrl, `/api/v1/me/sites/${crowded!.id}/agent-runs`, { key });
    expect(listed.status).toBe(200);
    expect(listed.body.runs).toHaveLength(5);

    // A scan of the organization's own site is not held to the shared per-target limit the runs used up: it has its
    // own allowance (AGENTGAUGE_SCANS_PER_OWN_SITE, 10 per hour per organization and site; issue 25.6, docs/configuration.md).
    const siteScan = await request(server.baseUrl, `/api/v1/me/sites/${crowded!.id}/scan`, { key, method: 'POST' });
    expect(siteScan.status).toBe(202);

    // The 25 refused runs spent none of the organization's 10 runs per hour: 5 more on another target are accepted,
    // and the run after those meets the organization's limit.
    for (let run = 0; run < 5; run++) expect((await start(spare!.id)).status).toBe(202);
    const overOrganization = await start(third!.id);
    expect(overOrganization.status).toBe(429);
    expect(overOrganization.body).toEqual(refusalBody({ limited: 'Agent runs of the organization are limited to 10 per hour per organization', env: 'AGENTGAUGE_AGENT_RUNS_PER_ORGANIZATION' }, overOrganization));
    expect(Number(overOrganization.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits Answers passes per organization and shares the per-target limit with scans and agent runs', async () => {
    const [crowded, , third, fourth] = sites;
    const pass = (siteId: string) => request(server.baseUrl, `/api/v1/me/sites/${siteId}/answers/passes`, { key, json: { questions: ['How do I install it?'] } });
    const onCrowded = await pass(crowded!.id);
    expect(onCrowded.status).toBe(429);
    expect(onCrowded.body).toEqual(refusalBody(CROWDED_TARGET, onCrowded));
    expect((await pass(third!.id)).status).toBe(202);
    expect((await pass(fourth!.id)).status).toBe(202);
    const overOrganization = await pass(fourth!.id);
    expect(overOrganization.status).toBe(429);
    expect(overOrganization.body).toEqual(refusalBody({ limited: 'Answers passes of the organization are limited to 2 per hour per organization', env: 'AGENTGAUGE_ANSWERS_PASSES_PER_ORGANIZATION' }, overOrganization));
    expect(Number(overOrganization.headers.get('retry-after'))).toBeGreaterThan(0);
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/answers/passes', 429, overOrganization.body);
  });
});

// A journey's batch of k agent runs (POST .../journeys/{journeyId}/runs) is one use of the target's shared quota, as
// one audit is (its traffic is bounded by the runs' step budget), and k units of the organization's agent-run limit;
// a refused batch spends nothing of either (docs/api.md "A journey as agent runs").
describe('a journey batch of k runs counts once per target and k times per organization', () => {
  let server: InProcessService;
  let conformance: Conformance;
  let key: string;
  const journeys: string[] = [];
  const sites: Array<{ id: string; host: string }> = [];

  beforeAll(async () => {
    server = await startInProcessService({
      env: { ...NO_WORKER, AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_AGENT_RUNS_PER_ORGANIZATION: '20' },
      seed: async (db) => {
        const seeded = await seedOrganization(db, { name: 'Batches', subscription: 'active', hosts: ['127.0.0.1:5', '127.0.0.1:6', '127.0.0.1:7'] });
        key = seeded.key;
        for (const site of seeded.sites) {
          sites.push(site);
          const journey = await db.journey.create({ data: { organizationId: seeded.id, siteId: site.id, name: 'pricing', question: 'What does the Pro plan cost?', answer: '$29' } });
          journeys.push(journey.id);
        }
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
    await clearOfWindowEnd(BLOCK_NEEDS_MS);
  }, SERVER_START_TIMEOUT_MS + BLOCK_NEEDS_MS);
  afterAll(async () => {
    await server?.stop();
  });

  const batch = (index: number, runs: number) =>
    request(server.baseUrl, `/api/v1/me/sites/${sites[index]!.id}/journeys/${journeys[index]}/runs`, { key, json: { agent: 'builtin', runs } });

  it('five batches of 3 runs fit the target\'s 5 per hour; the sixth is refused and spends nothing; the organization counts every run', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const started = await batch(0, 3);
      expect(started.status, started.text).toBe(202);
      expect(started.body.k).toBe(3);
      expect(started.body.runs).toHaveLength(3);
    }
    const sixth = await batch(0, 3);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual(refusalBody({ limited: `${TARGET_COUNTED(sites[0]!.host)} are limited to 5 per hour per target host`, env: 'AGENTGAUGE_SCANS_PER_TARGET', perTarget: true }, sixth));
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/journeys/{journeyId}/runs', 429, sixth.body);
    const listed = await request(server.baseUrl, `/api/v1/me/sites/${sites[0]!.id}/journeys/${journeys[0]}/runs`, { key });
    expect(listed.status).toBe(200);
    expect(listed.body.batches.map((item: { k: number }) => item.k)).toEqual([3, 3, 3, 3, 3]);

    // 15 of the organization's 20 runs are spent (the refused batch took none): a batch of 5 on another host fits
    // exactly, and then one more run anywhere meets the organization's limit, a batch of 2 as a single run.
    const fits = await batch(1, 5);
    expect(fits.status, fits.text).toBe(202);
    for (const over of [await batch(2, 2), await request(server.baseUrl, `/api/v1/me/sites/${sites[2]!.id}/agent-runs`, { key, json: { goal: 'Find the pricing page', agent: 'builtin' } })]) {
      expect(over.status).toBe(429);
      expect(over.body).toEqual(refusalBody({ limited: 'Agent runs of the organization are limited to 20 per hour per organization', env: 'AGENTGAUGE_AGENT_RUNS_PER_ORGANIZATION' }, over));
    }
  });

  it('states the rule in the OpenAPI description of the operation', async () => {
    const document = (await request(server.baseUrl, '/.well-known/openapi.json')).body;
    const description: string = document.paths['/api/v1/me/sites/{id}/journeys/{journeyId}/runs'].post.description;
    expect(description).toContain(
      "A batch of k runs takes k units of the organization's agent-run limit (AGENTGAUGE_AGENT_RUNS_PER_ORGANIZATION) but one unit of the target's quota (AGENTGAUGE_SCANS_PER_TARGET), as one audit does",
    );
    expect(description).toContain('The batch is taken whole or not at all: a refused batch spends nothing.');
  });
});

describe('a name resolving to a private address is refused at the DNS stage and spends nothing (SSRF rules on)', () => {
  // A public-looking name whose DNS answer is a private address: the URL rules cannot see that, only the DNS stage can.
  // The service asks the resolvers the operator named (AGENTGAUGE_DNS_SERVERS, as the audit would), here a loopback
  // DNS server. No traffic is sent to the address: the refusal comes first.
  const name = 'inward.example.test';
  let dns: DnsFixture;
  let server: InProcessService;
  let key: string;
  let siteId: string;

  beforeAll(async () => {
    dns = await serveDns();
    dns.zone.set(name, { a: ['10.20.30.40'] });
    server = await startInProcessService({
      env: {
        ...NO_WORKER,
        AGENTGAUGE_DNS_SERVERS: dns.address,
        AGENTGAUGE_PUBLIC_SCAN_PER_CALLER: '2',
        AGENTGAUGE_PUBLIC_SCAN_PER_TARGET: '2',
        AGENTGAUGE_SCANS_PER_ORGANIZATION: '2',
        AGENTGAUGE_SCANS_PER_TARGET: '2',
        AGENTGAUGE_AGENT_RUNS_PER_ORGANIZATION: '2',
      },
      seed: async (db) => {
        const seeded = await seedOrganization(db, { name: 'Aimed inward', subscription: 'active' });
        key = seeded.key;
        siteId = (await db.site.create({ data: { organizationId: seeded.id, host: name, url: `http://${name}/` } })).id;
      },
    });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await dns?.close();
  });

  it('answers 400 target-refused every time on every surface, never 429: no caller, target or organization unit was taken', async () => {
    const refusal = expect.stringMatching(new RegExp(`^${name.replace(/\./g, '\\.')} resolves to \\S+, in the \\w+ range; only public addresses can be audited\\. \\(rule: private-address\\)$`));
    for (let attempt = 0; attempt < 3; attempt++) {
      const publicScan = await request(server.baseUrl, '/api/v1/scan', { json: { domain: `http://${name}/` } });
      expect(publicScan.status).toBe(400);
      expect(publicScan.body).toEqual({ error: 'target-refused', message: refusal });

      const engineAudit = await request(server.baseUrl, '/api/v1/engine/audit', { key, json: { url: `http://${name}/` } });
      expect(engineAudit.status).toBe(400);
      expect(engineAudit.body).toEqual({ error: 'target-refused', message: refusal });

      const siteScan = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/scan`, { key, method: 'POST' });
      expect(siteScan.status).toBe(400);
      expect(siteScan.body).toEqual({ error: 'target-refused', message: refusal });

      const agentRun = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/agent-runs`, { key, json: { goal: 'Find the docs', agent: 'builtin' } });
      expect(agentRun.status).toBe(400);
      expect(agentRun.body).toEqual({ error: 'target-refused', message: refusal });
    }
  });
});
