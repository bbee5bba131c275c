// The owner's loop through the real server and its worker, against a fixture site on 127.0.0.1 whose routes change
// between scans: add the site, scan, read the fixes and the llms-txt file, serve that file, scan again, and the
// verification record is verified. Stored reads change nothing. PGlite and PostgreSQL.
// Order never decides: each test takes the stage of the loop it reads from a helper (a site added, scanned once, or
// taken through the whole loop). A stage several tests only read is made once, by whichever asks first; a test that
// counts records or moves a record's dates has an organization and a site of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireVerifications } from '../../../lib/services/expire-verifications';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request, type HttpAnswer } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { DATABASE_KINDS, withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { html, serveSite, type FixtureSite } from '../../helpers/site';
import { measuredVerifications } from '../../helpers/verifications';

const ROBOTS = 'User-agent: *\nDisallow: /private/\n';

function page(title: string, description: string, links: string[]): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    `<meta name="description" content="${description}"><meta property="og:site_name" content="Acme Tools"></head>` +
    `<body><main><h1>${title}</h1><p>${description} This page has enough text to be measured as a real page.</p>` +
    `<nav>${links.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</nav></main></body></html>`
  );
}

/** A site with no llms.txt until the test serves one. */
async function startOwnerSite(): Promise<FixtureSite & { llmsTxt: string | null }> {
  const state = { llmsTxt: null as string | null };
  const site = await serveSite({
    '/': html(page('Acme Tools home', 'Hand tools and workshop guides from Acme.', ['/guides', '/pricing'])),
    '/guides': html(page('Acme workshop guides', 'Step-by-step guides for every Acme tool.', ['/'])),
    '/pricing': html(page('Acme pricing', 'Prices of every Acme tool and service plan.', ['/'])),
    '/robots.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: ROBOTS },
    '/sitemap.xml': (_req, res, fixture) => {
      const urls = ['/', '/guides', '/pricing'].map((path) => `<url><loc>${fixture.origin}${path}</loc></url>`).join('');
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
    },
    '/llms.txt': (_req, res) => {
      if (state.llmsTxt === null) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(state.llmsTxt);
    },
  });
  return Object.defineProperty(site, 'llmsTxt', { get: () => state.llmsTxt, set: (value) => (state.llmsTxt = value) }) as FixtureSite & {
    llmsTxt: string | null;
  };
}

describe.each(DATABASE_KINDS)('verification of advised fixes on %s', (database) => {
  let server: InProcessService;
  let conformance: Conformance;
  const sites: FixtureSite[] = [];

  beforeAll(async () => {
    server = await startInProcessService({ database, env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5' } });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await Promise.all(sites.map((site) => site.close()));
  });

  interface Owner {
    key: string;
    site: Awaited<ReturnType<typeof startOwnerSite>>;
  }
  interface Added extends Owner {
    siteId: string;
  }
  interface Scanned extends Added {
    firstScanId: string;
  }
  interface Fixed extends Scanned {
    secondScanId: string;
    /** The points the fix list promised for llms-txt. */
    llmsGain: number;
  }

  /** An organization of its own and a site with no llms.txt, not added yet. */
  async function newOwner(): Promise<Owner> {
    const site = await startOwnerSite();
    sites.push(site);
    const { key } = await withDatabase(server.databaseEnv, (db) => seedOrganization(db, { name: 'Acme', subscription: 'active' }));
    return { key, site };
  }

  async function added(): Promise<Added> {
    const owner = await newOwner();
    const created = await request(server.baseUrl, '/api/v1/me/sites', { key: owner.key, json: { url: owner.site.url } });
    expect(created.status, created.text).toBe(201);
    return { ...owner, siteId: created.body.id };
  }

  async function scanned(): Promise<Scanned> {
    const site = await added();
    return { ...site, firstScanId: await scanToCompletion(site) };
  }

  /**
   * The whole loop: scanned, the fixes read (the gain llms-txt promises), llms.txt generated and a fix guide read
   * (content-signals), the file served and the site scanned again.
   */
  async function fixed(): Promise<Fixed> {
    const site = await scanned();
    const fixes = await get(site, `/api/v1/me/sites/${site.siteId}/fixes`);
    const llmsGain = fixes.body.fixes.find((fix: { checkId: string }) => fix.checkId === 'llms-txt').gain as number;
    const llmsTxt = (await get(site, `/api/v1/me/sites/${site.siteId}/artifacts/llms-txt`)).body.body as string;
    expect((await get(site, `/api/v1/me/sites/${site.siteId}/fixes/content-signals`)).status).toBe(200);
    site.site.llmsTxt = llmsTxt;
    return { ...site, llmsGain, secondScanId: await scanToCompletion(site) };
  }

  /** Stages that tests only read: made once, by the first test that asks. */
  let sharedScanned: Promise<Scanned> | undefined;
  let sharedFixed: Promise<Fixed> | undefined;
  const scannedToRead = () => (sharedScanned ??= scanned());
  const fixedToRead = () => (sharedFixed ??= fixed());

  const get = (owner: Owner, path: string) => request(server.baseUrl, path, { key: owner.key });

  function expectConforming(answer: HttpAnswer, method: string, template: string, status = 200): void {
    expect(answer.status, answer.text).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    conformance.assertResponse(method, template, status, answer.body);
  }

  async function scanToCompletion(site: Added): Promise<string> {
    const started = await request(server.baseUrl, `/api/v1/me/sites/${site.siteId}/scan`, { method: 'POST', key: site.key });
    expect(started.status, started.text).toBe(202);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const poll = await get(site, `/api/v1/me/scans/${started.body.scanId}`);
      expect(poll.status).toBe(200);
      if (poll.body.status === 'succeeded') return started.body.scanId as string;
      if (poll.body.status === 'failed' || Date.now() > deadline) throw new Error(`scan did not succeed: ${poll.text}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  /** Everything a read must never change: scans, quota counters, verification records and advice. */
  function snapshot() {
    return withDatabase(server.databaseEnv, async (db) => ({
      scans: await db.scan.findMany({ orderBy: { id: 'asc' } }),
      usage: await db.usageCounter.findMany({ orderBy: [{ scope: 'asc' }, { subject: 'asc' }] }),
      verifications: await db.verificationRecord.findMany({ orderBy: { id: 'asc' } }),
      advice: await db.fixAdvice.count(),
    }));
  }

  it('adds the site (201) and answers 409 for the same host again', async () => {
    const { key, site } = await newOwner();
    const created = await request(server.baseUrl, '/api/v1/me/sites', { key, json: { url: site.url } });
    expectConforming(created, 'POST', '/api/v1/me/sites', 201);
    expect(created.body).toMatchObject({ host: `127.0.0.1:${site.port}`, url: site.url, latestScore: null, previousScore: null });
    const again = await request(server.baseUrl, '/api/v1/me/sites', { key, json: { url: `${site.origin}/guides` } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'site-exists', message: `The organization already has a site on 127.0.0.1:${site.port}.` });
    conformance.assertResponse('POST', '/api/v1/me/sites', 409, again.body);
  });

  it('scans the site and lists llms-txt among the fixes, ordered by gain', async () => {
    const site = await scannedToRead();
    const fixes = await get(site, `/api/v1/me/sites/${site.siteId}/fixes`);
    expectConforming(fixes, 'GET', '/api/v1/me/sites/{id}/fixes');
    expect(fixes.body.scanId).toBe(site.firstScanId);
    const gains = fixes.body.fixes.map((fix: { gain: number }) => fix.gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    const llms = fixes.body.fixes.find((fix: { checkId: string }) => fix.checkId === 'llms-txt');
    expect(llms).toMatchObject({ status: 'fail', score: 0, artifactKinds: ['llms-txt'], guideUrl: `/api/v1/me/sites/${site.siteId}/fixes/llms-txt` });
    expect(llms.gain).toBeGreaterThan(0);
  });

  it('generates llms.txt from the stored pages (titles, URLs, descriptions) and records the advice', async () => {
    const site = await scanned();
    const { siteId, firstScanId } = site;
    const before = await snapshot();
    const artifact = await get(site, `/api/v1/me/sites/${siteId}/artifacts/llms-txt`);
    expectConforming(artifact, 'GET', '/api/v1/me/sites/{id}/artifacts/{kind}');
    expect(artifact.body).toMatchObject({
      kind: 'llms-txt',
      path: '/llms.txt',
      contentType: 'text/plain; charset=utf-8',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      filename: 'llms.txt',
      siteId,
      generatedFrom: firstScanId,
    });
    const body: string = artifact.body.body;
    expect(body.startsWith('# Acme Tools\n\n> Hand tools and workshop guides from Acme.\n')).toBe(true);
    expect(body).toContain(`- [Acme workshop guides](${site.site.origin}/guides): Step-by-step guides for every Acme tool.`);
    expect(body).toContain(`- [Acme pricing](${site.site.origin}/pricing): Prices of every Acme tool and service plan.`);
    // Generating it sent nothing to the site.
    const after = await snapshot();
    expect(after.scans).toEqual(before.scans);

    const records = await get(site, `/api/v1/me/sites/${siteId}/verifications`);
    expectConforming(records, 'GET', '/api/v1/me/sites/{id}/verifications');
    expect(records.body.verifications).toHaveLength(1);
    expect(records.body.verifications[0]).toMatchObject({
      checkId: 'llms-txt',
      status: 'pending',
      source: 'artifact',
      baselineScore: 0,
      observedScore: null,
      gained: null,
      advisedScanId: firstScanId,
      verifiedScanId: null,
      verifiedAt: null,
      lastCheckedAt: null,
    });
    expect(records.body.nextOffset).toBeNull();

    // Reading the same file again keeps the one open record.
    await get(site, `/api/v1/me/sites/${siteId}/artifacts/llms-txt`);
    expect((await get(site, `/api/v1/me/sites/${siteId}/verifications`)).body.verifications).toHaveLength(1);
  });

  it('records a fix-guide read too (content-signals, which the owner does not fix)', async () => {
    const site = await scannedToRead();
    const fix = await get(site, `/api/v1/me/sites/${site.siteId}/fixes/content-signals`);
    expectConforming(fix, 'GET', '/api/v1/me/sites/{id}/fixes/{checkId}');
    expect(fix.body.verification).toMatchObject({ checkId: 'content-signals', status: 'pending', source: 'fix-guide' });
  });

  /** An origin check that applies, is scored and fails: its score is the one number a record keeps (issue 25.4). */
  async function failingOriginCheck(site: Added, besides: string[]): Promise<{ id: string; score: number }> {
    const report = await get(site, `/api/v1/me/sites/${site.siteId}/report`);
    const candidates = (report.body.results as Array<{ id: string; scope: string; applicable: boolean; informational: boolean; status: string; score: number }>).filter(
      (check) => check.scope === 'origin' && check.applicable && !check.informational && check.status !== 'pass' && !besides.includes(check.id),
    );
    expect(candidates.length).toBeGreaterThan(0);
    return { id: candidates[0]!.id, score: candidates[0]!.score };
  }

  it('keeps one open record per check when the same advice is read concurrently', async () => {
    const site = await scannedToRead();
    const advised = await failingOriginCheck(site, ['llms-txt', 'content-signals']);
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(site, `/api/v1/me/sites/${site.siteId}/fixes/${advised.id}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await withDatabase(server.databaseEnv, (db) => db.verificationRecord.findMany({ where: { siteId: site.siteId, checkId: advised.id } }));
    expect(rows.map((row) => [row.status, row.source, row.baselineScore])).toEqual([['pending', 'fix-guide', advised.score]]);
  });

  it('verifies the llms-txt record once the owner serves the file and the site is scanned again', async () => {
    const site = await fixedToRead();
    const records = await measuredVerifications(server.baseUrl, site.siteId, site.key);
    expectConforming(records, 'GET', '/api/v1/me/sites/{id}/verifications');
    const byCheck = Object.fromEntries(records.body.verifications.map((record: { checkId: string }) => [record.checkId, record]));
    expect(byCheck['llms-txt']).toMatchObject({ status: 'verified', verifiedScanId: site.secondScanId, advisedScanId: site.firstScanId });
    // gained is in points of the overall score: what the fix list promised, within a point (issue 45.3).
    expect(byCheck['llms-txt'].gained).toBeGreaterThan(0);
    expect(Math.abs(byCheck['llms-txt'].gained - site.llmsGain)).toBeLessThanOrEqual(1);
    expect(byCheck['llms-txt'].observedScore).toBeGreaterThan(byCheck['llms-txt'].baselineScore);
    expect(byCheck['llms-txt'].verifiedAt).not.toBeNull();
    expect(byCheck['content-signals']).toMatchObject({ status: 'measuring', observedScore: 0, gained: null, verifiedScanId: null });
    expect(byCheck['content-signals'].lastCheckedAt).not.toBeNull();
  });

  it('compares the two scans: llms-txt improved and its findings resolved', async () => {
    const site = await fixedToRead();
    const comparison = await get(site, `/api/v1/me/sites/${site.siteId}/compare`);
    expectConforming(comparison, 'GET', '/api/v1/me/sites/{id}/compare');
    expect(comparison.body.before.id).toBe(site.firstScanId);
    expect(comparison.body.after.id).toBe(site.secondScanId);
    expect(comparison.body.comparable).toBe(true);
    expect(comparison.body.warnings).toEqual([]);
    const llms = comparison.body.changes.find((change: { checkId: string }) => change.checkId === 'llms-txt');
    expect(llms.change).toBe('improved');
    expect(llms.scoreDelta).toBeGreaterThan(0);
    expect(llms.resolvedFindings.length).toBeGreaterThan(0);
    expect(comparison.body.scoreDelta).toBeGreaterThan(0);
  });

  it('never changes a scan, a quota counter or a record on stored reads', async () => {
    const site = await fixedToRead();
    const before = await snapshot();
    for (const path of ['report', 'history', 'compare', 'verifications', 'fixes', 'history?limit=1']) {
      const answer = await get(site, `/api/v1/me/sites/${site.siteId}/${path}`);
      expect(answer.status, `${path}: ${answer.text}`).toBe(200);
    }
    expect((await get(site, '/api/v1/me/sites')).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('expires open records 30 days after the advice, leaving verified ones alone', async () => {
    // Its own loop: the test moves its records' dates.
    const site = await fixed();
    const advised = await failingOriginCheck(site, ['llms-txt', 'content-signals']);
    expect((await get(site, `/api/v1/me/sites/${site.siteId}/fixes/${advised.id}`)).status).toBe(200);
    const counted = await withDatabase(server.databaseEnv, async (db) => {
      await db.verificationRecord.updateMany({ where: { siteId: site.siteId }, data: { advisedAt: new Date(Date.now() - 31 * 86_400_000) } });
      const expired = await expireVerifications(new Date());
      return { expired, rows: await db.verificationRecord.findMany({ where: { siteId: site.siteId }, orderBy: { checkId: 'asc' } }) };
    });
    expect(counted.expired).toBe(2);
    expect(counted.rows.map((row) => [row.checkId, row.status])).toEqual(
      [
        [advised.id, 'expired'],
        ['content-signals', 'expired'],
        ['llms-txt', 'verified'],
      ].sort(([a], [b]) => a!.localeCompare(b!)),
    );
  });

  it('deletes the site (204), after which it is 404', async () => {
    const site = await added();
    const deleted = await request(server.baseUrl, `/api/v1/me/sites/${site.siteId}`, { method: 'DELETE', key: site.key });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(deleted.headers.get('cache-control')).toBe('no-store');
    const again = await request(server.baseUrl, `/api/v1/me/sites/${site.siteId}`, { method: 'DELETE', key: site.key });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'not-found', message: `No site with id ${site.siteId} exists in this organization.` });
    expect((await get(site, `/api/v1/me/sites/${site.siteId}/report`)).status).toBe(404);
  });
});
