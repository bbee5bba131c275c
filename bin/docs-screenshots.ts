// `npm run docs:screenshots` (issue 63 point 6): the README's and the docs' pictures, made from this checkout so each
// release's pictures show what it does. It starts a fixture site on 127.0.0.1 (a page that refuses the agents that
// name themselves, as many sites do), the built service on an embedded database of its own, scans the site through
// the API, and photographs the site page with Debian's Chromium driven by playwright-core, launched as the browser
// tests launch it (background networking off); every request the browser makes is vetted to 127.0.0.1, the rest
// aborted. Writes docs/images/dashboard.png (the latest report: score, the lead sentence, the score's parts) and
// docs/images/agent-views.png (what each agent receives). Needs a build (`npm run build`).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser, newContext, seedOrganization as seedMember, signIn } from '../tests/helpers/browser/helpers';
import { createKey } from '../tests/helpers/api-fixtures';
import { request } from '../tests/helpers/http';
import { startServer } from '../tests/helpers/server';
import { html, refusingAgents, serveSite, text } from '../tests/helpers/site';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const IMAGES = path.join(ROOT, 'docs', 'images');
/** The agents that name themselves in their User-Agent get 403 (Cursor and a browser send a browser's). */
const NAMED_AGENTS = /Claude-User|ChatGPT-User|GoogleAgent|Perplexity-User|ModelContextProtocol|codex/i;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="Widgets for every reader."></head><body><header><nav><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/docs">Docs</a></nav></header><main><h1>${title}</h1>${body}</main></body></html>`;
}

const PROSE = '<p>Acme Widgets turns questions into answers for every reader, with guides, an API and a friendly support team.</p>'.repeat(6);

async function main(): Promise<void> {
  mkdirSync(IMAGES, { recursive: true });
  const site = await serveSite({
    '/': refusingAgents(NAMED_AGENTS, page('Acme Widgets', PROSE)),
    '/pricing': refusingAgents(NAMED_AGENTS, page('Pricing', '<p>The Pro plan costs $29 a month.</p>')),
    '/docs': html(page('Docs', PROSE)),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  });
  const host = `127.0.0.1:${site.port}`;
  let ids = { siteId: '', key: '' };
  let member: Awaited<ReturnType<typeof seedMember>> | null = null;
  const server = await startServer({
    env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: host, AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5'},
    seed: async (db) => {
      member = await seedMember('Acme');
      const created = await db.site.create({ data: { organizationId: member.id, host, url: site.url } });
      ids = { siteId: created.id, key: await createKey(db, member.id) };
    },
  });
  const browser = await launchBrowser();
  try {
    const queued = await request(server.baseUrl, `/api/v1/me/sites/${ids.siteId}/scan`, { method: 'POST', key: ids.key });
    if (queued.status !== 202) throw new Error(`the scan was not queued: ${queued.status} ${JSON.stringify(queued.body)}`);
    for (const deadline = Date.now() + 180_000; ; ) {
      const scan = await request(server.baseUrl, `/api/v1/me/scans/${queued.body.scanId}`, { key: ids.key });
      if (scan.body.status === 'succeeded') break;
      if (scan.body.status === 'failed' || Date.now() > deadline) throw new Error(`the scan did not finish: ${JSON.stringify(scan.body).slice(0, 500)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const context = await newContext(browser, server.baseUrl, { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    const tab = await context.newPage();
    await signIn(tab, server.baseUrl, member!.owner);
    await tab.goto(`/sites/${ids.siteId}`);
    await shoot(tab, 'Latest report', 'dashboard.png');
    await shoot(tab, 'As agents see it', 'agent-views.png');
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    await site.close();
  }
}

/** The card titled `title`, photographed whole. */
async function shoot(tab: Page, title: string, file: string): Promise<void> {
  const card = tab.locator('section', { has: tab.getByRole('heading', { name: title, exact: true }) }).first();
  await card.waitFor();
  await card.screenshot({ path: path.join(IMAGES, file), animations: 'disabled' });
  console.log(`docs:screenshots: wrote docs/images/${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
