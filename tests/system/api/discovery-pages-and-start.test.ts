// System tier (the built server): what of the service's discovery only `npm start` shows: the Link headers on a page
// (the in-process service renders no page) and the lines it logs on a fresh data folder and when it listens. The
// rest of discovery (robots.txt, llms.txt, sitemap, API catalog, OpenAPI, JSON 404/405) is
// tests/integration/api/discovery.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http';
import { logLines } from '../../helpers/logs';
import { startServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
});

describe('agent discovery', () => {
  it('sends api-catalog and service-desc Link headers on pages', async () => {
    const home = await request(server.baseUrl, '/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    const link = home.headers.get('link') ?? '';
    expect(link).toContain('</.well-known/api-catalog>; rel="api-catalog"');
    expect(link).toContain('</.well-known/openapi.json>; rel="service-desc"');
  });
});

describe('first start', () => {
  it('logs how to create the first organization, user and key on a fresh data folder, one step a line, with the sign-in URL', () => {
    const lines = logLines(server.output());
    const notice = lines.find((line) => typeof line.signIn === 'string');
    expect(notice?.signIn).toBe(`${server.baseUrl}/sign-in`);
    // Each step its own line a person reads (issue 46), never an array in one line; the checkout's own bin/agentgauge,
    // never `npx agentgauge` (an unrelated npm package).
    expect(lines.filter((line) => typeof line.step === 'number').map((line) => line.msg)).toEqual([
      'Step 1: Create the first organization: bin/agentgauge admin org create --name "My company" --plan pro',
      'Step 2: Create your user in it: bin/agentgauge admin user create --org <organization id> --email you@example.com --password <password> --role owner',
      'Step 3: Create an API key (printed once; send it as "Authorization: Bearer <key>"): bin/agentgauge admin key create --org <organization id> --name "first key"',
      `Step 4: Sign in to the dashboard at ${server.baseUrl}/sign-in`,
      `Step 5: Install the CLI (the agentgauge command) from this service: npm i -g ${server.baseUrl}/cli/latest.tgz`,
    ]);
    expect([notice!, ...lines.filter((line) => typeof line.step === 'number')].some((line) => Object.values(line).some(Array.isArray))).toBe(false);
    expect(server.output()).not.toContain('npx agentgauge');
  });

  it('names the address it is bound to in its "listening on" line', () => {
    expect(server.output()).toContain(`Agent Gauge listening on ${server.baseUrl}"`);
  });
});
