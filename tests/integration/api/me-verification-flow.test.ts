// The owner's loop through the real server and its worker, against a fixture site on 127.0.0.1 whose routes change
// between scans: add the site, scan, read the fixes and the llms-txt file, serve that file, scan again, and the
// verification record is verified. Stored reads change nothing. PGlite and PostgreSQL.
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
  let site: Awaited<ReturnType<typeof startOwnerSite>>;
  let key: string;
  let siteId: string;
  let firstScanId: string;
  let secondScanId: string;
  /** The points the fix list promised for llms-txt. */
  let llmsGain: number;
  /** A check that applies, is scored and fails on the first scan: reading its advice records it (issue 25.4). */
  let advisedConcurrently: { id: string; score: number };

  beforeAll(async () => {
    site = await startOwnerSite();
    server = await startInProcessService({
      database,
      env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5' },
      seed: async (db) => {
        key = (await seedOrganization(db, { name: 'Acme', subscription: 'active' })).key;
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await site?.close();
  });

  const get = (path: string) => request(server.baseUrl, path, { key });

  function expectConforming(answer: HttpAnswer, method: string, template: string, status = 200): void {
    expect(answer.status, answer.text).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    conformance.assertResponse(method, template, status, answer.body);
  }

  async function scanToCompletion(): Promise<string> {
    const started = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/scan`, { method: 'POST', key });
    expect(started.status, started.text).toBe(202);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const poll = await get(`/api/v1/me/scans/${started.body.scanId}`);
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
    const created = await request(server.baseUrl, '/api/v1/me/sites', { key, json: { url: site.url } });
    expectConforming(created, 'POST', '/api/v1/me/sites', 201);
    expect(created.body).toMatchObject({ host: `127.0.0.1:${site.port}`, url: site.url, latestScore: null, previousScore: null });
    siteId = created.body.id;
    const again = await request(server.baseUrl, '/api/v1/me/sites', { key, json: { url: `${site.origin}/guides` } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'site-exists', message: `The organization already has a site on 127.0.0.1:${site.port}.` });
    conformance.assertResponse('POST', '/api/v1/me/sites', 409, again.body);
  });

  it('scans the site and lists llms-txt among the fixes, ordered by gain', async () => {
    firstScanId = await scanToCompletion();
    const fixes = await get(`/api/v1/me/sites/${siteId}/fixes`);
    expectConforming(fixes, 'GET', '/api/v1/me/sites/{id}/fixes');
    expect(fixes.body.scanId).toBe(firstScanId);
    const gains = fixes.body.fixes.map((fix: { gain: number }) => fix.gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    const llms = fixes.body.fixes.find((fix: { checkId: string }) => fix.checkId === 'llms-txt');
    expect(llms).toMatchObject({ status: 'fail', score: 0, artifactKinds: ['llms-txt'], guideUrl: `/api/v1/me/sites/${siteId}/fixes/llms-txt` });
    expect(llms.gain).toBeGreaterThan(0);
    llmsGain = llms.gain;
  });

  it('generates llms.txt from the stored pages (titles, URLs, descriptions) and records the advice', async () => {
    const before = await snapshot();
    const artifact = await get(`/api/v1/me/sites/${siteId}/artifacts/llms-txt`);
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
    expect(body).toContain(`- [Acme workshop guides](${site.origin}/guides): Step-by-step guides for every Acme tool.`);
    expect(body).toContain(`- [Acme pricing](${site.origin}/pricing): Prices of every Acme tool and service plan.`);
    // Generating it sent nothing to the site.
    const after = await snapshot();
    expect(after.scans).toEqual(before.scans);

    const records = await get(`/api/v1/me/sites/${siteId}/verifications`);
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
    await get(`/api/v1/me/sites/${siteId}/artifacts/llms-txt`);
    expect((await get(`/api/v1/me/sites/${siteId}/verifications`)).body.verifications).toHaveLength(1);
  });

  it('records a fix-guide read too (content-signals, which the owner does not fix)', async () => {
    const fix = await get(`/api/v1/me/sites/${siteId}/fixes/content-signals`);
    expectConforming(fix, 'GET', '/api/v1/me/sites/{id}/fixes/{checkId}');
    expect(fix.body.verification).toMatchObject({ checkId: 'content-signals', status: 'pending', source: 'fix-guide' });
  });

  it('keeps one open record per check when the same advice is read concurrently', async () => {
    const report = await get(`/api/v1/me/sites/${siteId}/report`);
    // An origin check: its score is the one number the record keeps (a page check's would be a mean over pages).
    const candidates = (report.body.results as Array<{ id: string; scope: string; applicable: boolean; informational: boolean; status: string; score: number }>).filter(
      (check) => check.scope === 'origin' && check.applicable && !check.informational && check.status !== 'pass' && !['llms-txt', 'content-signals'].includes(check.id),
    );
    expect(candidates.length).toBeGreaterThan(0);
    advisedConcurrently = { id: candidates[0]!.id, score: candidates[0]!.score };
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`/api/v1/me/sites/${siteId}/fixes/${advisedConcurrently.id}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await withDatabase(server.databaseEnv, (db) => db.verificationRecord.findMany({ where: { siteId, checkId: advisedConcurrently.id } }));
    expect(rows.map((row) => [row.status, row.source, row.baselineScore])).toEqual([['pending', 'fix-guide', advisedConcurrently.score]]);
  });

  it('verifies the llms-txt record once the owner serves the file and the site is scanned again', async () => {
    site.llmsTxt = (await get(`/api/v1/me/sites/${siteId}/artifacts/llms-txt`)).body.body;
    secondScanId = await scanToCompletion();
    const records = await measuredVerifications(server.baseUrl, siteId, key);
    expectConforming(records, 'GET', '/api/v1/me/sites/{id}/verifications');
    const byCheck = Object.fromEntries(records.body.verifications.map((record: { checkId: string }) => [record.checkId, record]));
    expect(byCheck['llms-txt']).toMatchObject({ status: 'verified', verifiedScanId: secondScanId, advisedScanId: firstScanId });
    // gained is in points of the overall score: what the fix list promised, within a point (issue 45.3).
    expect(byCheck['llms-txt'].gained).toBeGreaterThan(0);
    expect(Math.abs(byCheck['llms-txt'].gained - llmsGain)).toBeLessThanOrEqual(1);
    expect(byCheck['llms-txt'].observedScore).toBeGreaterThan(byCheck['llms-txt'].baselineScore);
    expect(byCheck['llms-txt'].verifiedAt).not.toBeNull();
    expect(byCheck['content-signals']).toMatchObject({ status: 'measuring', observedScore: 0, gained: null, verifiedScanId: null });
    expect(byCheck['content-signals'].lastCheckedAt).not.toBeNull();
  });

  it('compares the two scans: llms-txt improved and its findings resolved', async () => {
    const comparison = await get(`/api/v1/me/sites/${siteId}/compare`);
    expectConforming(comparison, 'GET', '/api/v1/me/sites/{id}/compare');
    expect(comparison.body.before.id).toBe(firstScanId);
    expect(comparison.body.after.id).toBe(secondScanId);
    expect(comparison.body.comparable).toBe(true);
    expect(comparison.body.warnings).toEqual([]);
    const llms = comparison.body.changes.find((change: { checkId: string }) => change.checkId === 'llms-txt');
    expect(llms.change).toBe('improved');
    expect(llms.scoreDelta).toBeGreaterThan(0);
    expect(llms.resolvedFindings.length).toBeGreaterThan(0);
    expect(comparison.body.scoreDelta).toBeGreaterThan(0);
  });

  it('never changes a scan, a quota counter or a record on stored reads', async () => {
    const before = await snapshot();
    for (const path of ['report', 'history', 'compare', 'verifications', 'fixes', 'history?limit=1']) {
      const answer = await get(`/api/v1/me/sites/${siteId}/${path}`);
      expect(answer.status, `${path}: ${answer.text}`).toBe(200);
    }
    expect((await get('/api/v1/me/sites')).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('expires open records 30 days after the advice, leaving verified ones alone', async () => {
    const counted = await withDatabase(server.databaseEnv, async (db) => {
      await db.verificationRecord.updateMany({ where: { siteId }, data: { advisedAt: new Date(Date.now() - 31 * 86_400_000) } });
      const expired = await expireVerifications(new Date());
      return { expired, rows: await db.verificationRecord.findMany({ where: { siteId }, orderBy: { checkId: 'asc' } }) };
    });
    expect(counted.expired).toBe(2);
    expect(counted.rows.map((row) => [row.checkId, row.status])).toEqual(
      [
        [advisedConcurrently.id, 'expired'],
        ['content-signals', 'expired'],
        ['llms-txt', 'verified'],
      ].sort(([a], [b]) => a!.localeCompare(b!)),
    );
  });

  it('deletes the site (204), after which it is 404', async () => {
    const deleted = await request(server.baseUrl, `/api/v1/me/sites/${siteId}`, { method: 'DELETE', key });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(deleted.headers.get('cache-control')).toBe('no-store');
    const again = await request(server.baseUrl, `/api/v1/me/sites/${siteId}`, { method: 'DELETE', key });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'not-found', message: `No site with id ${siteId} exists in this organization.` });
    expect((await get(`/api/v1/me/sites/${siteId}/report`)).status).toBe(404);
  });
});
