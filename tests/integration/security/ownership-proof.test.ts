// Issue 60 point 1 (and its proofs in point 6): a proof of a host is the host's own. The probe's cases, through the
// API of the real server and its worker, against fixture sites on 127.0.0.1 (the operator's private allow-list) and a
// loopback DNS server (AGENTGAUGE_DNS_SERVERS):
// - on one shared host, three strangers' pages prove nothing for a second organization: a user page at
//   /users/mallory/ with a real <meta> tag in its head, a text/plain paste at /raw/mallory.txt whose body is only the
//   tag, and the root page carrying the stranger's token as JSON in a <script>, in an HTML comment and in <title> text
//   of its head; nor does a host whose root and well-known file redirect to another host (which receives no request);
//   with none of it, the stranger cannot switch off the owner's public report and index opt-in;
// - the root page's <head> tag (also behind a same-origin redirect), the well-known file as text/plain and DNS TXT
//   records prove; the file as text/html does not;
// - the worker's re-check reads the same places: a proof a stranger held under the old rule (its site's path) is lost,
//   the owner's stays;
// - checks asked for are limited per organization and host: 429 with Retry-After, in the API and MCP alike, nothing
//   sent to the host; every request carries the scanner's User-Agent naming the operator's public URL.
// As Search Console and Bing Webmaster Tools read their meta tag from the home page and their file from the root only
// (the model); "in head" is the HTML parser's tree (WHATWG HTML §13.2.6.4.4, the "in head" insertion mode:
// script and title contents are text, a comment is a comment node).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '@/engine/light';
import { serveDns, type DnsFixture } from '../../fixtures/dns-server';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { clearOfWindowEnd } from '../../helpers/quota';
import { SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';
import { rawModernRequest } from '../../helpers/mcp/mcp-client';

const OWNER = '0123456789abcdef0123456789abcdef';
const STRANGER = 'badc0ffee0ddf00dbadc0ffee0ddf00d';
const RATED = 'aaaabbbbccccddddaaaabbbbccccdddd';
const PUBLIC_URL = 'http://gauge.test';
const CHECKS_PER_HOST = 4;
/** The limit test's checks count per hour up to the 429 (API and MCP): 0.3 s on a 2-core machine. */
const LIMIT_TEST_NEEDS_MS = 30_000;
const WELL_KNOWN = '/.well-known/agentgauge-verification.txt';
const tag = (token: string) => `<meta name="agentgauge-verification" content="${token}">`;

let dns: DnsFixture;
/** One host with user pages and pastes: the owner's tag in its root's head, the stranger's token only in its pages. */
let shared: FixtureSite;
/** Another host, where a redirect points: it would carry the stranger's token, and must receive nothing. */
let elsewhere: FixtureSite;
/** A host whose root and well-known file redirect to `elsewhere`. */
let redirecting: FixtureSite;
/** The owner's file, as text/plain; and the same file served as text/html (a catch-all page's media type). */
let fileSite: FixtureSite;
let htmlFileSite: FixtureSite;
/** The owner's token in the file only inside other text: a sentence, a longer word (a file anyone could write around it). */
let embeddedFileSite: FixtureSite;
/** A root that redirects within its origin to the page with the owner's tag. */
let movedRoot: FixtureSite;
/** The host the rate limit is tried on. */
let ratedSite: FixtureSite;
let server: InProcessService;
const userAgents: string[] = [];
const owner = {} as { id: string; key: string; sites: Record<string, string> };
const stranger = {} as { id: string; key: string; sites: Record<string, string> };
const rated = {} as { id: string; key: string; siteId: string };

beforeAll(async () => {
  dns = await serveDns();
  dns.zone.set('dns-owned.test', { txt: [`agentgauge-verification=${OWNER}`] });
  dns.zone.set('_agentgauge.apex-owned.test', { txt: [`agentgauge-verification=${OWNER}`] });
  dns.zone.set('apex-owned.test', { txt: ['v=spf1 -all'] });
  // The shared host's pages record the User-Agent of every request they answer.
  const page = (body: string) => (req: IncomingMessage, res: ServerResponse) => {
    userAgents.push(req.headers['user-agent'] ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  };
  shared = await serveSite({
    '/': page(
      '<!doctype html><html><head><meta charset="utf-8">' +
        `<script type="application/json">{"profile":{"bio":"${tag(STRANGER).replaceAll('"', "'")}"}}</script>` +
        `<!-- ${tag(STRANGER)} -->` +
        `<title>${tag(STRANGER)}</title>` +
        `${tag(OWNER)}</head><body><h1>Shared host</h1><textarea>${tag(STRANGER)}</textarea></body></html>`,
    ),
    '/users/mallory/': page(`<!doctype html><html><head>${tag(STRANGER)}<title>Mallory</title></head><body><h1>Mallory's page</h1></body></html>`),
    '/raw/mallory.txt': text(tag(STRANGER)),
  });
  elsewhere = await serveSite({ '/': html(`<!doctype html><html><head>${tag(STRANGER)}</head><body></body></html>`), [WELL_KNOWN]: text(`${STRANGER}\n`) });
  const away = { status: 302, headers: { location: `${elsewhere.origin}/` } };
  redirecting = await serveSite({ '/': away, [WELL_KNOWN]: { status: 301, headers: { location: `${elsewhere.origin}${WELL_KNOWN}` } } });
  fileSite = await serveSite({ [WELL_KNOWN]: text(`${OWNER}\n`), '/': html('<!doctype html><title>File</title>') });
  htmlFileSite = await serveSite({ [WELL_KNOWN]: html(`${OWNER}\n`), '/': html('<!doctype html><title>No tag</title>') });
  embeddedFileSite = await serveSite({
    [WELL_KNOWN]: text(`Our token is ${OWNER}, as the docs say.\nverification-${OWNER}-old\n`),
    '/': html('<!doctype html><title>No tag</title>'),
  });
  movedRoot = await serveSite({ '/': { status: 302, headers: { location: '/en/' } }, '/en/': html(`<!doctype html><html><head>${tag(OWNER)}</head><body></body></html>`) });
  ratedSite = await serveSite({ '/': html('<!doctype html><title>Rated</title>') });
  const sites = [shared, elsewhere, redirecting, fileSite, htmlFileSite, embeddedFileSite, movedRoot, ratedSite];
  server = await startInProcessService({
    env: {
      AGENTGAUGE_DNS_SERVERS: dns.address,
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: sites.map((site) => site.origin.replace('http://', '')).join(','),
      AGENTGAUGE_OWNERSHIP_RECHECK_SECONDS: '2',
      AGENTGAUGE_OWNERSHIP_CHECKS_PER_HOST: String(CHECKS_PER_HOST),
      AGENTGAUGE_PUBLIC_URL: PUBLIC_URL,
    },
    seed: async (db) => {
      const add = async (organizationId: string, url: string, flags: { publicReport?: boolean; indexOptIn?: boolean } = {}) =>
        (await db.site.create({ data: { organizationId, url, host: new URL(url).host, ...flags } })).id;
      const a = await seedOrganization(db, { name: 'Owner', subscription: 'active' });
      await db.organization.update({ where: { id: a.id }, data: { ownershipToken: OWNER } });
      Object.assign(owner, { id: a.id, key: a.key, sites: {} });
      owner.sites = {
        shared: await add(a.id, shared.url),
        file: await add(a.id, fileSite.url),
        htmlFile: await add(a.id, htmlFileSite.url),
        embeddedFile: await add(a.id, embeddedFileSite.url),
        movedRoot: await add(a.id, movedRoot.url),
        dns: await add(a.id, 'http://dns-owned.test/'),
        apex: await add(a.id, 'http://apex-owned.test/'),
      };
      const b = await seedOrganization(db, { name: 'Stranger', subscription: 'active' });
      await db.organization.update({ where: { id: b.id }, data: { ownershipToken: STRANGER } });
      Object.assign(stranger, { id: b.id, key: b.key, sites: {} });
      stranger.sites = {
        shared: await add(b.id, `${shared.origin}/users/mallory/`),
        redirecting: await add(b.id, redirecting.url),
      };
      const c = await seedOrganization(db, { name: 'Rated', subscription: 'active' });
      await db.organization.update({ where: { id: c.id }, data: { ownershipToken: RATED } });
      Object.assign(rated, { id: c.id, key: c.key, siteId: await add(c.id, ratedSite.url) });
    },
  });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  await Promise.all([dns?.close(), ...[shared, elsewhere, redirecting, fileSite, htmlFileSite, embeddedFileSite, movedRoot, ratedSite].map((site) => site?.close())]);
});

const api = (path: string, key: string, options: { method?: string; json?: unknown } = {}) => request(server.baseUrl, path, { key, ...options });
const check = (siteId: string, key: string) => api(`/api/v1/me/sites/${siteId}/ownership`, key, { method: 'POST' });
const moveSite = (siteId: string, url: string) => withDatabase(server.databaseEnv, (db) => db.site.update({ where: { id: siteId }, data: { url } }));

describe('a proof is the host\'s own (issue 60 point 1)', { timeout: 120_000 }, () => {
  it('three strangers\' pages on one host prove nothing: a user page, a text/plain paste, and the root\'s script, comment and title text', async () => {
    const sharedPrefix = `No proof carries this organization's token. DNS: the host is an IP address; file: ${shared.origin}${WELL_KNOWN} answered 404; meta tag: `;
    const noTag = `${sharedPrefix}the <head> of ${shared.url} has no <meta name="agentgauge-verification"> with the token.`;

    // The user page: its head has a real <meta> with the stranger's token, but it is not the root.
    const userPage = await check(stranger.sites.shared!, stranger.key);
    expect(userPage.status).toBe(200);
    expect(userPage.body).toMatchObject({ verified: false, method: null, verifiedAt: null, lastError: noTag });
    expect(userPage.body.ways.meta).toEqual({ url: shared.url, tag: tag(STRANGER) });
    // The paste: a text/plain body that is only the tag.
    await moveSite(stranger.sites.shared!, `${shared.origin}/raw/mallory.txt`);
    expect((await check(stranger.sites.shared!, stranger.key)).body).toMatchObject({ verified: false, lastError: noTag });
    // The root: the stranger's token as JSON in a <script>, in a comment and in <title> text of its head, and in a
    // <textarea> of its body; the owner's real tag is its one <meta> of that name.
    await moveSite(stranger.sites.shared!, shared.url);
    expect((await check(stranger.sites.shared!, stranger.key)).body).toMatchObject({ verified: false, lastError: noTag });

    // Only the root and the well-known path were asked, never the stranger's pages.
    expect(shared.requests.filter((line) => line.includes('mallory'))).toEqual([]);
    expect(shared.requests).toEqual([`GET ${WELL_KNOWN}`, 'GET /', `GET ${WELL_KNOWN}`, 'GET /', `GET ${WELL_KNOWN}`, 'GET /']);
  });

  it('a redirect to another host proves nothing, and its target receives no request', async () => {
    const answer = await check(stranger.sites.redirecting!, stranger.key);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ verified: false });
    expect(answer.body.lastError).toBe(
      `No proof carries this organization's token. DNS: the host is an IP address; ` +
        `file: ${redirecting.origin}${WELL_KNOWN} redirects to ${elsewhere.origin}${WELL_KNOWN}, outside ${redirecting.origin}: a proof is read only from the host's own origin, and the redirect was not followed; ` +
        `meta tag: ${redirecting.url} redirects to ${elsewhere.url}, outside ${redirecting.origin}: a proof is read only from the host's own origin, and the redirect was not followed.`,
    );
    expect(redirecting.requests).toEqual([`GET ${WELL_KNOWN}`, 'GET /']);
    expect(elsewhere.requests).toEqual([]);
  });

  it('leaves the stranger unable to switch off the owner\'s public report and index opt-in', async () => {
    const proven = await check(owner.sites.shared!, owner.key);
    expect(proven.body).toMatchObject({ verified: true, method: 'meta', lastError: null });
    for (const change of [{ publicReport: true }, { indexOptIn: true }]) {
      expect((await api(`/api/v1/me/sites/${owner.sites.shared}`, owner.key, { method: 'PATCH', json: change })).status).toBe(200);
    }
    const withdrawal = await api(`/api/v1/me/sites/${stranger.sites.shared}/ownership/withdrawal`, stranger.key, { method: 'POST' });
    expect(withdrawal.status).toBe(403);
    expect(withdrawal.body.error).toBe('ownership-unverified');
    expect(withdrawal.body.message).toContain(`or the tag ${tag(STRANGER)} in the <head> of the root page ${shared.url}`);
    // Nor can it name the host itself.
    expect((await api(`/api/v1/me/sites/${stranger.sites.shared}`, stranger.key, { method: 'PATCH', json: { publicReport: true } })).status).toBe(403);
    await withDatabase(server.databaseEnv, async (db) => {
      expect(await db.site.findUniqueOrThrow({ where: { id: owner.sites.shared }, select: { publicReport: true, indexOptIn: true } })).toEqual({ publicReport: true, indexOptIn: true });
      expect(await db.hostOwnership.findFirst({ where: { organizationId: stranger.id, verifiedAt: { not: null } } })).toBeNull();
    });
  });

  it('proves by the root\'s head tag (also behind a redirect within the origin), the text/plain file and DNS; not by the file as text/html', async () => {
    const moved = await check(owner.sites.movedRoot!, owner.key);
    expect(moved.body).toMatchObject({ verified: true, method: 'meta' });
    expect(movedRoot.requests).toEqual([`GET ${WELL_KNOWN}`, 'GET /', 'GET /en/']);

    expect((await check(owner.sites.file!, owner.key)).body).toMatchObject({ verified: true, method: 'file' });
    expect(fileSite.requests).toEqual([`GET ${WELL_KNOWN}`]);

    const htmlFile = await check(owner.sites.htmlFile!, owner.key);
    expect(htmlFile.body).toMatchObject({ verified: false });
    expect(htmlFile.body.lastError).toContain(`file: ${htmlFileSite.origin}${WELL_KNOWN} is served with Content-Type text/html, not text/plain;`);

    expect((await check(owner.sites.dns!, owner.key)).body).toMatchObject({ verified: true, method: 'dns' });
    expect((await check(owner.sites.apex!, owner.key)).body).toMatchObject({ verified: true, method: 'dns' });
    expect(dns.questions).toEqual(expect.arrayContaining(['udp TXT dns-owned.test', 'udp TXT _agentgauge.apex-owned.test']));
  });

  it('proves nothing by a file that holds the token only inside other text, not on a line of its own', async () => {
    const embedded = await check(owner.sites.embeddedFile!, owner.key);
    expect(embedded.body).toMatchObject({ verified: false });
    expect(embedded.body.lastError).toContain(`file: ${embeddedFileSite.origin}${WELL_KNOWN} does not contain the token on a line of its own`);
  });

  it('sends the scanner\'s User-Agent, naming the operator\'s public URL', async () => {
    expect(userAgents.length).toBeGreaterThan(0);
    expect(new Set(userAgents)).toEqual(new Set([`AgentGauge/${ENGINE_VERSION.split('.')[0]} (+${PUBLIC_URL}/scanner)`]));
  });

  it('re-checks the same way: a proof held by a stranger\'s path is lost on its re-check, the owner\'s stays', async () => {
    // As the old rule stored it: the stranger "proved" the host by its user page.
    await moveSite(stranger.sites.shared!, `${shared.origin}/users/mallory/`);
    const past = new Date(Date.now() - 60_000);
    await withDatabase(server.databaseEnv, (db) =>
      db.hostOwnership.update({
        where: { organizationId_host: { organizationId: stranger.id, host: shared.origin.replace('http://', '') } },
        data: { method: 'meta', verifiedAt: past, checkedAt: past, lastError: null, nextCheckAt: past },
      }),
    );
    const before = shared.requests.length;
    const deadline = Date.now() + 30_000;
    let ownership: any;
    for (;;) {
      ownership = (await api(`/api/v1/me/sites/${stranger.sites.shared}/ownership`, stranger.key)).body;
      if (!ownership.verified || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ownership).toMatchObject({ verified: false, method: null, lostAt: expect.any(String) });
    expect(ownership.lastError).toContain(`the <head> of ${shared.url} has no <meta name="agentgauge-verification"> with the token`);
    expect(shared.requests.slice(before).filter((line) => line.includes('mallory'))).toEqual([]);
    // The owner's proof of the same host is re-checked (AGENTGAUGE_OWNERSHIP_RECHECK_SECONDS=2) and stays.
    const ownerDeadline = Date.now() + 30_000;
    let mine: any;
    for (;;) {
      mine = (await api(`/api/v1/me/sites/${owner.sites.shared}/ownership`, owner.key)).body;
      if (Date.parse(mine.checkedAt) > Date.parse(mine.verifiedAt) || Date.now() > ownerDeadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(mine).toMatchObject({ verified: true, method: 'meta', lostAt: null });
    expect(Date.parse(mine.checkedAt)).toBeGreaterThan(Date.parse(mine.verifiedAt));
  });

  it(`limits checks to ${CHECKS_PER_HOST} per organization and host: 429 with Retry-After in the API and MCP, nothing sent`, async () => {
    await clearOfWindowEnd(LIMIT_TEST_NEEDS_MS);
    for (let index = 0; index < CHECKS_PER_HOST; index += 1) {
      const answer = await check(rated.siteId, rated.key);
      expect(answer.status).toBe(200);
      expect(answer.body.verified).toBe(false);
    }
    const sent = ratedSite.requests.length;
    expect(sent).toBe(CHECKS_PER_HOST * 2);
    const refused = await check(rated.siteId, rated.key);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const host = ratedSite.origin.replace('http://', '');
    expect(refused.body).toEqual({
      error: 'rate-limited',
      message: expect.stringMatching(
        new RegExp(
          `^Ownership checks of ${host.replaceAll('.', '\\.')} by your organization are limited to ${CHECKS_PER_HOST} per hour per organization and host, and the limit is reached: it frees at \\d\\d:\\d\\d UTC\\. The operator raises it with the setting AGENTGAUGE_OWNERSHIP_CHECKS_PER_HOST\\.$`,
        ),
      ),
    });
    const mcp = await rawModernRequest(server.baseUrl, 'tools/call', { name: 'check_site_ownership', arguments: { id: rated.siteId } }, { authorization: `Bearer ${rated.key}` });
    expect(mcp.status).toBe(200);
    expect(JSON.parse(mcp.body.result.content[0].text)).toMatchObject({ error: 'rate-limited', message: refused.body.message });
    expect(ratedSite.requests.length).toBe(sent);
    // Per organization and host: another organization's check of its own host is not refused.
    expect((await check(owner.sites.file!, owner.key)).status).toBe(200);
  });
});
