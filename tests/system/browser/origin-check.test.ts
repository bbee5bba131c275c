// The front's origin check judges the origin the service is configured for (issue 21, point 4): with
// AGENTGAUGE_PUBLIC_URL set, a form is accepted from that origin and refused from any other, whatever Host says.
//   - A browser on the server's own address (another origin than the configured one) submits the sign-in form: a
//     clear refusal that says what happened, never a page that blames the database.
//   - Behind a proxy that rewrites Host to its upstream and sends no X-Forwarded-Host (nginx's default proxy_pass,
//     played here by a few lines of node:http), the browser on the public origin signs in.
import { once } from 'node:events';
import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveLoopbackUrl } from '../../helpers/free-port';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';
import { launchBrowser, newContext, seedOrganization, submitSignIn, type SeededOrganization } from '../../helpers/browser/helpers';

const REFUSAL = 'Forms of this service can only be submitted from its own pages.';

/** nginx's `proxy_pass http://upstream;` without proxy_set_header: Host becomes the upstream's, nothing forwarded. */
async function startRewritingProxy(port: number, upstream: URL): Promise<http.Server> {
  const proxy = http.createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: upstream.host };
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  proxy.listen(port, '127.0.0.1');
  await once(proxy, 'listening');
  return proxy;
}

describe('the origin check of forms, with AGENTGAUGE_PUBLIC_URL set', { timeout: 120_000 }, () => {
  let server: TestServer;
  let proxy: http.Server;
  let publicOrigin: string;
  let browser: Browser;
  let acme: SeededOrganization;

  beforeAll(async () => {
    const { port } = await reserveLoopbackUrl();
    // localhost, not 127.0.0.1: the public origin differs from the server's own address by its host, as a real one does.
    publicOrigin = `http://localhost:${port}`;
    server = await startServer({
      env: { AGENTGAUGE_PUBLIC_URL: publicOrigin },
      seed: async () => {
        acme = await seedOrganization('Acme');
      },
    });
    proxy = await startRewritingProxy(Number(port), new URL(server.baseUrl));
    browser = await launchBrowser();
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    proxy?.close();
    await server?.stop();
  });

  async function signInAt(origin: string): Promise<Page> {
    const context = await newContext(browser, origin);
    const page = await context.newPage();
    await page.goto(`${origin}/sign-in`);
    await submitSignIn(page, acme.owner);
    return page;
  }

  it('signs in through a proxy that rewrites Host and sends no X-Forwarded-Host: the public origin is ours', async () => {
    const page = await signInAt(publicOrigin);
    await page.waitForURL((url) => url.pathname === '/sites');
    expect(new URL(page.url()).origin).toBe(publicOrigin);
    await page.context().close();
  });

  it('refuses the form from another origin (the server\'s own address) and says so, without blaming the database', async () => {
    const page = await signInAt(server.baseUrl);
    await page.getByText(REFUSAL).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(REFUSAL);
    expect(text.toLowerCase()).not.toContain('database');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await page.context().close();
  });

  it('answers the same refusal without JavaScript as the 403 page, and to Next\'s client as text it shows', async () => {
    const form = await fetch(`${server.baseUrl}/sign-in`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.test&password=x',
    });
    expect(form.status).toBe(403);
    expect(form.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await form.text()).toContain(REFUSAL);
    const action = await fetch(`${server.baseUrl}/sign-in`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'next-action': '7f'.repeat(21), 'content-type': 'text/plain;charset=UTF-8' },
      body: '[]',
    });
    expect(action.status).toBe(403);
    // Next's client shows a text/plain error body as the error's message (server-action-reducer).
    expect(action.headers.get('content-type')).toBe('text/plain');
    expect(await action.text()).toBe(REFUSAL);
    // The public origin through the proxy is accepted by the front (Next then answers the unknown action itself).
    const proxied = await fetch(`${publicOrigin}/sign-in`, {
      method: 'POST',
      headers: { origin: publicOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.test&password=x',
    });
    expect(proxied.status).not.toBe(403);
    expect((proxied.headers.get('content-type') ?? '').startsWith('text/plain')).toBe(false);
  });
});
