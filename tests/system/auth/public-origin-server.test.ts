// The service's public origin where only the built server shows it (system tier): its start-up line about email
// sign-in, its pages (the sign-in page, canonical tags), the address it listens on, and mail sent through it. The
// proxy's headers honoured with AGENTGAUGE_TRUST_PROXY=1 are in tests/integration/auth/public-origin.test.ts.
// The service's own absolute URLs (sign-in links in mail, redirects, robots.txt, llms.txt, sitemap.xml, discovery
// documents, replay URLs, canonical tags) never come from a header the client wrote. A client sets Host and
// X-Forwarded-Host at will (RFC 9110 §7.2: Host is the client's claim; RFC 7239 §8.1: forwarding headers are
// trustworthy only from a proxy the operator runs), so: the configured AGENTGAUGE_PUBLIC_URL wins; forwarded headers
// count only with AGENTGAUGE_TRUST_PROXY=1; otherwise the server's own listening address stands in, and email
// sign-in (whose link carries a session-granting token) is not offered at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../../lib/services/admin/create-organization';
import { createUser } from '../../../lib/services/admin/create-user';
import { seedAgentRuns } from '../../helpers/api-fixtures';
import { rawRequest, type RawAnswer } from '../../helpers/raw-http';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';
import { startMailbox, type TestMailbox } from '../../helpers/smtp';

const SECRET = 'public-origin-test-secret-0123456789abcdef';
const OWNER = 'origin-owner@agentgauge.test';
const ATTACKER = 'attacker.example';
const FORGED = { host: ATTACKER, 'x-forwarded-host': ATTACKER, 'x-forwarded-proto': 'http' };
const PUBLIC_URL = 'https://gauge.example.org';
const SITE_HOST = 'shop.origin.example';
const MAIL_ENV = { NEXTAUTH_SECRET: SECRET, EMAIL_FROM: 'Agent Gauge <no-reply@agentgauge.test>' };

function cookiesOf(answer: RawAnswer): string {
  const setCookie = answer.headers['set-cookie'] ?? [];
  return setCookie.map((value) => value.split(';')[0]).join('; ');
}

/** What next-auth's client does to ask for a link (CSRF token and cookie, then the form), with forged headers. */
async function askForLinkWithForgedHost(baseUrl: string, email: string): Promise<RawAnswer> {
  const csrf = await rawRequest(baseUrl, '/api/auth/csrf', { headers: FORGED });
  const form = new URLSearchParams({ email, csrfToken: JSON.parse(csrf.text).csrfToken, callbackUrl: '/sites', json: 'true' });
  return rawRequest(baseUrl, '/api/auth/signin/email', {
    method: 'POST',
    headers: { ...FORGED, cookie: cookiesOf(csrf), 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

async function seedOwner() {
  const organization = await createOrganization({ name: 'Origin Org' });
  await createUser({ organizationId: organization.id, email: OWNER, password: 'correct horse battery', role: 'owner' });
  return organization;
}

describe('without a configured public URL', () => {
  let server: TestServer;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ env: { ...MAIL_ENV, EMAIL_SERVER: mailbox.url }, seed: async () => void (await seedOwner()) });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  it('does not offer email sign-in, says why in one start-up line, and mails nothing to a forged host', async () => {
    const reason = server.output().split('\n').filter((line) => line.includes('Email sign-in is off'));
    expect(reason).toHaveLength(1);
    expect(JSON.parse(reason[0]!)).toMatchObject({
      level: 'warn',
      msg: 'Email sign-in is off: EMAIL_SERVER and EMAIL_FROM are set, but sign-in links need a configured public URL (set AGENTGAUGE_PUBLIC_URL).',
    });

    const providers = await rawRequest(server.baseUrl, '/api/auth/providers', { headers: FORGED });
    expect([providers.status, Object.keys(JSON.parse(providers.text))]).toEqual([200, ['credentials']]);
    const signInPage = await rawRequest(server.baseUrl, '/sign-in', { headers: FORGED });
    expect(signInPage.status).toBe(200);
    expect(signInPage.text).not.toContain('Email me a link');

    const asked = await askForLinkWithForgedHost(server.baseUrl, OWNER);
    expect(JSON.stringify(asked.headers) + asked.text).not.toContain(ATTACKER);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailbox.received).toEqual([]);
  });

  it('builds absolute URLs from its listening address, never from Host or X-Forwarded-Host', async () => {
    const honest = await rawRequest(server.baseUrl, '/robots.txt');
    const forged = await rawRequest(server.baseUrl, '/robots.txt', { headers: FORGED });
    expect(forged.text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml\n`);
    // The file is cached (max-age): what one client's headers say must not be served to the next.
    expect(forged.text).toBe(honest.text);
    for (const path of ['/llms.txt', '/sitemap.xml', '/.well-known/api-catalog', '/mcp/server-card']) {
      const answer = await rawRequest(server.baseUrl, path, { headers: FORGED });
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toContain(server.baseUrl);
      expect(answer.text, path).not.toContain(ATTACKER);
    }
    // next-auth's redirects follow the same origin.
    const signIn = await rawRequest(server.baseUrl, '/api/auth/signin', { headers: FORGED });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.location).toBe(`/sign-in?callbackUrl=${encodeURIComponent(server.baseUrl)}`);
  });
});

describe('with AGENTGAUGE_PUBLIC_URL', () => {
  let server: TestServer;
  let mailbox: TestMailbox;
  let runId: string;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({
      env: { ...MAIL_ENV, EMAIL_SERVER: mailbox.url, AGENTGAUGE_PUBLIC_URL: PUBLIC_URL },
      seed: async (db) => {
        const organization = await seedOwner();
        const site = await db.site.create({ data: { organizationId: organization.id, host: SITE_HOST, url: `https://${SITE_HOST}/` } });
        runId = await seedAgentRuns(db, organization.id, site.id);
      },
    });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  it('mails a sign-in link on the configured URL whatever Host and X-Forwarded-Host say', async () => {
    expect(server.output()).not.toContain('Email sign-in is off');
    const asked = await askForLinkWithForgedHost(server.baseUrl, OWNER);
    expect([asked.status, JSON.parse(asked.text)]).toEqual([200, { url: `${PUBLIC_URL}/api/auth/verify-request?provider=email&type=email` }]);
    const mail = await mailbox.waitForMail(OWNER);
    const links = mail.text.match(/https?:\/\/\S+/g);
    expect(links).toHaveLength(1);
    expect(links![0]).toMatch(new RegExp(`^${PUBLIC_URL}/api/auth/callback/email\\?`));
    expect(mail.text).not.toContain(ATTACKER);
  });

  it('changes none of robots.txt, llms.txt, sitemap.xml, the discovery documents, replay URLs or redirects for a forged Host', async () => {
    const paths = [
      '/robots.txt',
      '/llms.txt',
      '/sitemap.xml',
      '/index.md',
      '/mcp/server-card',
      '/.well-known/ai-catalog.json',
      '/.well-known/api-catalog',
      '/.well-known/oauth-protected-resource',
      `/api/v1/agent-tasks/${SITE_HOST}`,
    ];
    for (const path of paths) {
      const honest = await rawRequest(server.baseUrl, path);
      const forged = await rawRequest(server.baseUrl, path, { headers: FORGED });
      expect(forged.status, path).toBe(200);
      expect(forged.text, path).toContain(PUBLIC_URL);
      expect(forged.text, path).toBe(honest.text);
    }
    expect((await rawRequest(server.baseUrl, '/robots.txt', { headers: FORGED })).text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);
    const runs = JSON.parse((await rawRequest(server.baseUrl, `/api/v1/agent-tasks/${SITE_HOST}`, { headers: FORGED })).text);
    expect(runs.runs.map((run: { replayUrl: string }) => run.replayUrl)).toEqual([`${PUBLIC_URL}/replay/${runId}`]);

    // Pages: canonical URLs and Open Graph tags.
    for (const path of ['/', `/replay/${runId}`]) {
      const page = await rawRequest(server.baseUrl, path, { headers: FORGED });
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path === '/' ? '' : path}"/>`);
      expect(page.text, path).not.toContain(ATTACKER);
    }

    const signIn = await rawRequest(server.baseUrl, '/api/auth/signin', { headers: FORGED });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.location).toBe(`/sign-in?callbackUrl=${encodeURIComponent(PUBLIC_URL)}`);
  });
});
