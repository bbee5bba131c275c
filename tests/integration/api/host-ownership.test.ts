// Issue 52 point 3 (and its proofs in point 5): a host is named, and its row read, only by its proven owner. Through
// the API of the real server, against a loopback DNS server (AGENTGAUGE_DNS_SERVERS) and fixture sites on 127.0.0.1
// (the operator's private allow-list, as an organization's own trial sites):
// - a second organization that adds a host cannot read the host's unpublished index row, nor opt it in or publish it;
// - an opt-in stored before this landed, of a host nobody proved, is held: not in the index, no public report;
// - each proof works (a DNS TXT record at the host or at _agentgauge.<host>, the well-known file, the meta tag) and a
//   wrong token fails, saying what each way found;
// - a proven owner withdraws its host from the index and public reports, whoever opted it in;
// - the worker re-checks proven hosts on a schedule, and a failed re-check loses the proof and the publication.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishRunIfDone } from '../../../lib/fleets/finish-run';
import { publishIndexEdition } from '../../../lib/services/admin/publish-index-edition';
import { seedFleetRun } from '../../helpers/fleets/seed-run';
import { serveDns, type DnsFixture } from '../../fixtures/dns-server';
import { seedFinishedScan, seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { conformanceOf } from '../../helpers/openapi';
import { SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';
import { publicGet } from '../../helpers/index-editions/helpers';
import { rawModernRequest } from '../../helpers/mcp/mcp-client';

/** The owner's token, seeded (a new organization's is made when first asked for: the squatter's below). */
const TOKEN = '0123456789abcdef0123456789abcdef';
const WRONG = 'fedcba9876543210fedcba9876543210';
// The .test names have TXT records and no address: a fetch of their file or start page fails at DNS with nothing
// sent, and a name that does not resolve stays publishable (lib/rate-limit/runnable-target.ts isPublishableHost).

let dns: DnsFixture;
let fileSite: FixtureSite;
let metaSite: FixtureSite;
let wrongFileSite: FixtureSite;
let server: InProcessService;
let conformance: ReturnType<typeof conformanceOf>;
/** What the file site serves at the well-known path: the re-check test takes it away. */
let servedFileToken = TOKEN;
const owner = {} as { id: string; key: string; sites: Record<string, string> };
const squatter = {} as { id: string; key: string; siteId: string };
const former = {} as { id: string; siteId: string };

beforeAll(async () => {
  dns = await serveDns();
  dns.zone.set('owned.test', { txt: [`agentgauge-verification=${TOKEN}`, 'v=spf1 -all'] });
  dns.zone.set('apex.test', { txt: ['v=spf1 -all'] });
  dns.zone.set('_agentgauge.apex.test', { txt: [`agentgauge-verification=${TOKEN}`] });
  dns.zone.set('recheck.test', { txt: [`agentgauge-verification=${TOKEN}`] });
  dns.zone.set('wrong.test', { txt: [`agentgauge-verification=${WRONG}`] });
  fileSite = await serveSite({
    '/': html('<!doctype html><title>File</title>'),
    // The file is read as text/plain only (issue 60: a proof is the host's own).
    '/.well-known/agentgauge-verification.txt': (_req, res) => void res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(`${servedFileToken}\n`),
  });
  metaSite = await serveSite({ '/': html(`<!doctype html><html><head><meta charset="utf-8"><META content='${TOKEN}' NAME="agentgauge-verification"><title>Meta</title></head><body></body></html>`) });
  wrongFileSite = await serveSite({ '/.well-known/agentgauge-verification.txt': text(`agentgauge-verification=${WRONG}\n`) });
  const origins = [fileSite, metaSite, wrongFileSite].map((site) => site.origin.replace('http://', ''));
  server = await startInProcessService({
    env: {
      AGENTGAUGE_DNS_SERVERS: dns.address,
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: origins.join(','),
      AGENTGAUGE_OWNERSHIP_RECHECK_SECONDS: '2',
    },
    seed: async (db) => {
      const operator = await seedOrganization(db, { name: 'Index operator', subscription: 'active' });
      const fleet = await db.fleet.create({ data: { organizationId: operator.id, name: 'Edition list', targetCount: 5 } });
      const runId = await seedFleetRun(db, [
        { status: 'scanned', score: 70, host: 'owned.test', category: 'docs', checks: { 'llms-txt': 'pass' }, agents: { 'claude-code': 'reads' } },
        { status: 'scanned', score: 60, host: 'recheck.test', category: 'docs', checks: { 'llms-txt': 'fail' }, agents: { 'claude-code': 'reads' } },
        { status: 'scanned', score: 55, host: 'withdrawn.test', category: 'docs', checks: { 'llms-txt': 'fail' }, agents: { 'claude-code': 'blocked' } },
        { status: 'scanned', score: 40, host: 'hidden-a.example', category: 'docs' },
        { status: 'scanned', score: 30, host: 'hidden-b.example', category: 'docs' },
      ], { organizationId: operator.id, fleetId: fleet.id });
      await db.$executeRaw`UPDATE fleet_results SET scanned_at = now() WHERE run_id = ${runId}::uuid AND status = 'scanned'`;
      await finishRunIfDone(runId);
      await publishIndexEdition({ runId, title: 'Ownership edition', list: 'Five planted sites', publishedBy: 'test' });

      const seeded = await seedOrganization(db, { name: 'Real owner', subscription: 'active' });
      await db.organization.update({ where: { id: seeded.id }, data: { ownershipToken: TOKEN } });
      owner.id = seeded.id;
      owner.key = seeded.key;
      owner.sites = {};
      const urls: Record<string, string> = {
        owned: 'http://owned.test/',
        apex: 'http://apex.test/',
        recheck: 'http://recheck.test/',
        withdrawn: 'http://withdrawn.test/',
        wrongDns: 'http://wrong.test/',
        file: fileSite.url,
        meta: metaSite.url,
        wrongFile: wrongFileSite.url,
      };
      for (const [name, url] of Object.entries(urls)) {
        const host = new URL(url).host;
        owner.sites[name] = (await db.site.create({ data: { organizationId: owner.id, host, url } })).id;
      }

      // A site another organization added on the owner's host, opted in and made public before this landed: held.
      const other = await seedOrganization(db, { name: 'Squatter', subscription: 'active' });
      squatter.id = other.id;
      squatter.key = other.key;
      const held = await db.site.create({ data: { organizationId: other.id, host: 'owned.test', url: 'http://owned.test/', indexOptIn: true, publicReport: true } });
      squatter.siteId = held.id;
      await seedFinishedScan(db, held, other.id, 88, new Date(Date.now() - 3_600_000));

      // An organization that proved withdrawn.test before (not due for its re-check yet) and opted it in.
      const before = await seedOrganization(db, { name: 'Former owner', subscription: 'active' });
      former.id = before.id;
      const formerSite = await db.site.create({ data: { organizationId: before.id, host: 'withdrawn.test', url: 'http://withdrawn.test/', indexOptIn: true, publicReport: true } });
      former.siteId = formerSite.id;
      await seedFinishedScan(db, formerSite, before.id, 55, new Date(Date.now() - 3_600_000));
      const longAgo = new Date(Date.now() - 30 * 86_400_000);
      await db.hostOwnership.create({ data: { organizationId: before.id, host: 'withdrawn.test', method: 'dns', verifiedAt: longAgo, checkedAt: longAgo, nextCheckAt: new Date(Date.now() + 86_400_000) } });
    },
  });
  conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  await Promise.all([dns?.close(), fileSite?.close(), metaSite?.close(), wrongFileSite?.close()]);
});

const api = (path: string, key: string, options: { method?: string; json?: unknown } = {}) => request(server.baseUrl, path, { key, ...options });
const prove = (siteId: string) => api(`/api/v1/me/sites/${siteId}/ownership`, owner.key, { method: 'POST' });
const namedHosts = async () => {
  const answer = await publicGet(server.baseUrl, '/api/v1/index/sites');
  expect(answer.status).toBe(200);
  return (answer.body.sites as Array<{ host: string }>).map((site) => site.host);
};

function howToProve(siteId: string, host: string, token: string, dnsName: string | null, origin: string): string {
  const dnsWay = dnsName ? `a DNS TXT record "agentgauge-verification=${token}" at ${dnsName} or _agentgauge.${dnsName}, ` : '';
  return (
    `Prove that your organization controls ${host} first: publish ${dnsWay}a file at ${origin}/.well-known/agentgauge-verification.txt (served as text/plain) containing ${token}, ` +
    `or the tag <meta name="agentgauge-verification" content="${token}"> in the <head> of the root page ${origin}/; then ask for the check with POST /api/v1/me/sites/${siteId}/ownership (or on the site page).`
  );
}

describe('a host is named, and its row read, only by its proven owner (issue 52 points 3 and 5)', { timeout: 120_000 }, () => {
  it('refuses a second organization that added the host its unpublished index row, its opt-in and its public report (403 ownership-unverified)', async () => {
    const ownership = await api(`/api/v1/me/sites/${squatter.siteId}/ownership`, squatter.key);
    expect(ownership.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/sites/{id}/ownership', 200, ownership.body);
    const token: string = ownership.body.token;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(token).not.toBe(TOKEN);
    expect(ownership.body).toMatchObject({ host: 'owned.test', verified: false, method: null, verifiedAt: null, held: true });
    const refusal = { error: 'ownership-unverified', message: howToProve(squatter.siteId, 'owned.test', token, 'owned.test', 'http://owned.test') };

    const row = await api(`/api/v1/me/sites/${squatter.siteId}/index`, squatter.key);
    expect(row.status).toBe(403);
    expect(row.body).toEqual(refusal);
    for (const change of [{ indexOptIn: true }, { publicReport: true }]) {
      const patched = await api(`/api/v1/me/sites/${squatter.siteId}`, squatter.key, { method: 'PATCH', json: change });
      expect(patched.status).toBe(403);
      expect(patched.body).toEqual(refusal);
    }
    // Switching off needs no proof.
    expect((await api(`/api/v1/me/sites/${squatter.siteId}`, squatter.key, { method: 'PATCH', json: { publicReport: false } })).status).toBe(200);
    expect((await api(`/api/v1/me/sites/${squatter.siteId}`, squatter.key, { method: 'PATCH', json: { publicReport: true } })).status).toBe(403);

    // A check with a token the host does not carry proves nothing: still refused.
    const checked = await api(`/api/v1/me/sites/${squatter.siteId}/ownership`, squatter.key, { method: 'POST' });
    expect(checked.status).toBe(200);
    expect(checked.body.verified).toBe(false);
    expect((await api(`/api/v1/me/sites/${squatter.siteId}/index`, squatter.key)).status).toBe(403);
  });

  it('holds an opt-in of an unproven host stored before this landed: not in the index, no public report or badge', async () => {
    expect(await namedHosts()).toEqual(['withdrawn.test']);
    const report = await publicGet(server.baseUrl, '/api/v1/report/owned.test');
    expect(report.status).toBe(404);
    const badge = await publicGet(server.baseUrl, '/badge/owned.test/index.svg');
    expect(badge.status).toBe(404);
    await withDatabase(server.databaseEnv, async (db) => {
      // Held, not deleted: the switch is still on, and counts once its organization proves the host.
      expect(await db.site.findUniqueOrThrow({ where: { id: squatter.siteId }, select: { indexOptIn: true } })).toEqual({ indexOptIn: true });
    });
  });

  it('proves a host by a DNS TXT record at the host; then, and only then, the owner reads the row and may opt in', async () => {
    const before = await api(`/api/v1/me/sites/${owner.sites.owned}/index`, owner.key);
    expect(before.status).toBe(403);
    expect(before.body.error).toBe('ownership-unverified');
    const proven = await prove(owner.sites.owned!);
    expect(proven.status).toBe(200);
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/ownership', 200, proven.body);
    expect(proven.body).toMatchObject({ host: 'owned.test', token: TOKEN, verified: true, method: 'dns', lastError: null, lostAt: null, held: false });
    expect(proven.body.ways).toEqual({
      dns: { names: ['owned.test', '_agentgauge.owned.test'], value: `agentgauge-verification=${TOKEN}` },
      file: { url: 'http://owned.test/.well-known/agentgauge-verification.txt', content: TOKEN },
      meta: { url: 'http://owned.test/', tag: `<meta name="agentgauge-verification" content="${TOKEN}">` },
    });
    expect(dns.questions).toContain('udp TXT owned.test');

    const row = await api(`/api/v1/me/sites/${owner.sites.owned}/index`, owner.key);
    expect(row.status).toBe(200);
    expect(row.body).toMatchObject({ host: 'owned.test', optedIn: false, edition: 1, entry: { status: 'scanned', score: 70, checks: { 'llms-txt': 'pass' }, agents: { 'claude-code': 'reads' } } });
    // Proof is not consent: not named until the owner opts in; the squatter's held switch still does not count.
    expect(await namedHosts()).not.toContain('owned.test');
    expect((await publicGet(server.baseUrl, '/api/v1/report/owned.test')).status).toBe(404);
    const optIn = await api(`/api/v1/me/sites/${owner.sites.owned}`, owner.key, { method: 'PATCH', json: { indexOptIn: true } });
    expect(optIn.status).toBe(200);
    expect(await namedHosts()).toContain('owned.test');
    // The second organization still reads nothing.
    expect((await api(`/api/v1/me/sites/${squatter.siteId}/index`, squatter.key)).status).toBe(403);
  });

  it('proves a host by a TXT record at _agentgauge.<host>, by the well-known file and by the meta tag', async () => {
    const apex = await prove(owner.sites.apex!);
    expect(apex.body).toMatchObject({ host: 'apex.test', verified: true, method: 'dns' });
    expect(dns.questions).toContain('udp TXT _agentgauge.apex.test');

    const file = await prove(owner.sites.file!);
    expect(file.status).toBe(200);
    expect(file.body).toMatchObject({ host: fileSite.origin.replace('http://', ''), verified: true, method: 'file', ways: { dns: null } });
    expect(fileSite.requests).toContain('GET /.well-known/agentgauge-verification.txt');

    const meta = await prove(owner.sites.meta!);
    expect(meta.body).toMatchObject({ verified: true, method: 'meta' });
    expect(metaSite.requests.slice(0, 2)).toEqual(['GET /.well-known/agentgauge-verification.txt', 'GET /']);
  });

  it('answers the same through the MCP tools, by the same services', async () => {
    const call = (name: string, id: string) => rawModernRequest(server.baseUrl, 'tools/call', { name, arguments: { id } }, { authorization: `Bearer ${owner.key}` });
    const read = await call('site_ownership', owner.sites.meta!);
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body.result.content[0].text)).toMatchObject({ verified: true, method: 'meta', token: TOKEN });
    const checked = await call('check_site_ownership', owner.sites.wrongFile!);
    expect(JSON.parse(checked.body.result.content[0].text)).toMatchObject({ verified: false, method: null });
    const squatterRead = await rawModernRequest(server.baseUrl, 'tools/call', { name: 'site_ownership', arguments: { id: owner.sites.owned } }, { authorization: `Bearer ${squatter.key}` });
    expect(JSON.parse(squatterRead.body.result.content[0].text).error).toBe('not-found');
  });

  it('fails a wrong token, saying what each way found', async () => {
    const wrongDns = await prove(owner.sites.wrongDns!);
    expect(wrongDns.status).toBe(200);
    expect(wrongDns.body).toMatchObject({ verified: false, method: null, verifiedAt: null, nextCheckAt: null });
    expect(wrongDns.body.lastError).toMatch(
      new RegExp(`^No proof carries this organization's token\\. DNS: wrong\\.test: no TXT record "agentgauge-verification=${TOKEN}", _agentgauge\\.wrong\\.test: no TXT record "agentgauge-verification=${TOKEN}"; file: http://wrong\\.test/\\.well-known/agentgauge-verification\\.txt: .+; meta tag: http://wrong\\.test/: .+\\.$`),
    );
    const wrongFile = await prove(owner.sites.wrongFile!);
    expect(wrongFile.body).toMatchObject({ verified: false, method: null });
    expect(wrongFile.body.lastError).toBe(
      `No proof carries this organization's token. DNS: the host is an IP address; file: ${wrongFileSite.url}.well-known/agentgauge-verification.txt does not contain the token on a line of its own; meta tag: ${wrongFileSite.url} answered 404.`,
    );
    const row = await api(`/api/v1/me/sites/${owner.sites.wrongFile}/index`, owner.key);
    expect(row.status).toBe(403);
  });

  it('lets a proven owner withdraw its host from the index and public reports, whoever opted it in', async () => {
    expect(await namedHosts()).toContain('withdrawn.test');
    expect((await publicGet(server.baseUrl, '/api/v1/report/withdrawn.test')).status).toBe(200);
    const unproven = await api(`/api/v1/me/sites/${owner.sites.withdrawn}/ownership/withdrawal`, owner.key, { method: 'POST' });
    expect(unproven.status).toBe(403);
    expect(unproven.body).toEqual({ error: 'ownership-unverified', message: howToProve(owner.sites.withdrawn!, 'withdrawn.test', TOKEN, 'withdrawn.test', 'http://withdrawn.test') });
    expect(await namedHosts()).toContain('withdrawn.test');

    dns.zone.set('_agentgauge.withdrawn.test', { txt: [`agentgauge-verification=${TOKEN}`] });
    expect((await prove(owner.sites.withdrawn!)).body).toMatchObject({ verified: true, method: 'dns' });
    const withdrawn = await api(`/api/v1/me/sites/${owner.sites.withdrawn}/ownership/withdrawal`, owner.key, { method: 'POST' });
    expect(withdrawn.status).toBe(200);
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/ownership/withdrawal', 200, withdrawn.body);
    expect(withdrawn.body).toEqual({ host: 'withdrawn.test', withdrawnSites: 1 });
    expect(await namedHosts()).not.toContain('withdrawn.test');
    expect((await publicGet(server.baseUrl, '/api/v1/report/withdrawn.test')).status).toBe(404);
    await withDatabase(server.databaseEnv, async (db) => {
      expect(await db.site.findUniqueOrThrow({ where: { id: former.siteId }, select: { indexOptIn: true, publicReport: true } })).toEqual({ indexOptIn: false, publicReport: false });
    });
  });

  it('re-checks proven hosts on the worker\'s schedule: a failed re-check loses the proof, the row and the name', async () => {
    expect((await prove(owner.sites.recheck!)).body).toMatchObject({ verified: true, method: 'dns' });
    expect((await api(`/api/v1/me/sites/${owner.sites.recheck}`, owner.key, { method: 'PATCH', json: { indexOptIn: true } })).status).toBe(200);
    expect(await namedHosts()).toContain('recheck.test');
    servedFileToken = WRONG;
    dns.zone.set('recheck.test', { txt: ['v=spf1 -all'] });

    // AGENTGAUGE_OWNERSHIP_RECHECK_SECONDS=2: re-checked within a few seconds of coming due (a loaded machine: 30 s).
    const deadline = Date.now() + 30_000;
    let ownership: any;
    for (;;) {
      ownership = (await api(`/api/v1/me/sites/${owner.sites.recheck}/ownership`, owner.key)).body;
      if (!ownership.verified || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ownership).toMatchObject({ verified: false, method: null, verifiedAt: null, nextCheckAt: null, held: true });
    expect(ownership.lostAt).not.toBeNull();
    expect(ownership.lastError).toContain(`recheck.test: no TXT record "agentgauge-verification=${TOKEN}"`);
    expect(await namedHosts()).not.toContain('recheck.test');
    expect((await api(`/api/v1/me/sites/${owner.sites.recheck}/index`, owner.key)).status).toBe(403);
    // The file proof the fixture took away is lost the same way; a proof still in place stays.
    const fileDeadline = Date.now() + 30_000;
    let file: any;
    for (;;) {
      file = (await api(`/api/v1/me/sites/${owner.sites.file}/ownership`, owner.key)).body;
      if (!file.verified || Date.now() > fileDeadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(file).toMatchObject({
      verified: false,
      lastError: `No proof carries this organization's token. DNS: the host is an IP address; file: ${fileSite.url}.well-known/agentgauge-verification.txt does not contain the token on a line of its own; meta tag: the <head> of ${fileSite.url} has no <meta name="agentgauge-verification"> with the token.`,
    });
    const owned = (await api(`/api/v1/me/sites/${owner.sites.owned}/ownership`, owner.key)).body;
    expect(owned).toMatchObject({ verified: true, method: 'dns', lostAt: null });
    expect(Date.parse(owned.checkedAt)).toBeGreaterThan(Date.parse(owned.verifiedAt));
  });
});
