// Small doors an attacker tries: an absolute-form request target naming another host, a `back=` that leaves the
// site after switching organization, zod's internal wording in an API message, and `__proto__` as a query parameter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../../lib/services/admin/create-organization';
import { createUser } from '../../../lib/services/admin/create-user';
import { cookiesSet, request } from '../../helpers/http';
import { rawRequest } from '../../helpers/raw-http';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';

const OWNER = 'two-orgs@agentgauge.test';
const PASSWORD = 'correct horse battery';

describe('request hygiene', () => {
  let server: TestServer;
  let organizations: string[];

  beforeAll(async () => {
    server = await startServer({
      env: { NEXTAUTH_SECRET: 'request-hygiene-secret-0123456789abcdef' },
      seed: async (db) => {
        const first = await createOrganization({ name: 'First Org' });
        const second = await createOrganization({ name: 'Second Org' });
        const user = await createUser({ organizationId: first.id, email: OWNER, password: PASSWORD, role: 'owner' });
        await db.membership.create({ data: { organizationId: second.id, userId: user.id, role: 'member' } });
        organizations = [first.id, second.id];
      },
    });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(() => server?.stop());

  it('never redirects off-site for an absolute-form request target (RFC 9112 §3.2.2)', async () => {
    // A trailing slash is redirected; the target's authority must not become the redirect's host.
    const page = await rawRequest(server.baseUrl, 'http://evil.example/sign-in/');
    expect(page.status).toBe(308);
    expect(new URL(page.headers.location!, server.baseUrl).origin).toBe(server.baseUrl);
    const api = await rawRequest(server.baseUrl, 'http://evil.example/api/v1/report/example.com/');
    expect(api.headers.location === undefined || new URL(api.headers.location, server.baseUrl).origin === server.baseUrl).toBe(true);
    const robots = await rawRequest(server.baseUrl, 'http://evil.example/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect(robots.text).not.toContain('evil.example');
  });

  it('sends switchOrganization back only to a path on this site, like sign-in\'s next=', async () => {
    const csrf = await request(server.baseUrl, '/api/auth/csrf');
    const csrfCookie = cookiesSet(csrf);
    const signedIn = await request(server.baseUrl, '/api/auth/callback/credentials', {
      method: 'POST',
      headers: { cookie: csrfCookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: OWNER, password: PASSWORD, csrfToken: csrf.body.csrfToken, callbackUrl: '/sites', json: 'true' }).toString(),
    });
    const session = signedIn.headers.getSetCookie().find((value) => value.startsWith('next-auth.session-token='))!.split(';')[0]!;
    const sites = await request(server.baseUrl, '/sites', { headers: { cookie: session } });
    expect(sites.status).toBe(200);
    // The switcher is a plain form (works without JavaScript): its hidden field names the server action.
    const actionField = /name="(\$ACTION_ID_[0-9a-f]+)"/.exec(sites.text)![1]!;

    const switchTo = async (organizationId: string, back: string) => {
      const form = new FormData();
      form.set(actionField, '');
      form.set('organizationId', organizationId);
      form.set('back', back);
      const answer = await fetch(`${server.baseUrl}/sites`, {
        method: 'POST',
        headers: { cookie: session, origin: server.baseUrl },
        body: form,
        redirect: 'manual',
      });
      await answer.arrayBuffer();
      return [answer.status, answer.headers.get('location')];
    };
    expect(await switchTo(organizations[1]!, '/keys')).toEqual([303, '/keys']);
    for (const back of ['/\\evil.example', '//evil.example', '/\t/evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      expect(await switchTo(organizations[0]!, back), back).toEqual([303, '/sites']);
    }
  });

  it('words validation errors in the API\'s own terms, never zod\'s', async () => {
    const huge = await request(server.baseUrl, '/api/v1/agent-tasks/example.com?limit=99999999999999999999');
    expect([huge.status, huge.body]).toEqual([
      400,
      { error: 'invalid-parameter', message: 'The query parameter "limit" must be an integer from 1 to 50.' },
    ]);
    const mistyped = await request(server.baseUrl, '/api/v1/scan', { json: { domain: 42 } });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.error).toBe('invalid-body');
    expect(mistyped.body.message).toMatch(/^Field "domain" must be /);
    for (const answer of [huge, mistyped]) expect(answer.body.message).not.toMatch(/expected|received|Invalid input|Too big|9007199254740991/);
  });

  it('refuses __proto__ and other prototype names as unknown query parameters', async () => {
    // A strict query schema (the list of published runs) and an endpoint that takes no query at all.
    for (const name of ['__proto__', 'constructor']) {
      const listed = await request(server.baseUrl, `/api/v1/agent-tasks/example.com?${name}=1`);
      expect([listed.status, listed.body], name).toEqual([400, { error: 'invalid-parameter', message: `Unknown query parameter "${name}".` }]);
    }
    const report = await request(server.baseUrl, '/api/v1/report/example.com?__proto__=x');
    expect([report.status, report.body]).toEqual([400, { error: 'invalid-parameter', message: 'Unknown query parameter "__proto__".' }]);
  });

  it('says in words that a server action comes from another build (issue 26, point 4: a page of another release or host)', async () => {
    const answer = await request(server.baseUrl, '/sign-in', {
      method: 'POST',
      headers: { 'next-action': 'f'.repeat(42), origin: server.baseUrl, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8' },
      body: '[]',
    });
    expect(answer.status).toBe(409);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain(
      '<p>This page comes from another version of the service (it was updated, or a server running another build answered). Reload the page and submit again.</p>',
    );
  });
});
