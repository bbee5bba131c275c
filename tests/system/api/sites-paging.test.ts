// Issue 26, point 5: lists that grow. The dashboard's sites page shows 50 sites a page with a search by host, while
// GET /api/v1/me/sites keeps its contract: unpaged when limit and offset are omitted (seed-api.md), paged with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { startServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { sessionCookie } from '../../helpers/session-cookie';

const SECRET = 'sites-paging-test-secret-0123456789abcdef';
const SITES = 120;
const hostOf = (index: number) => `site-${String(index).padStart(3, '0')}.example`;

let server: TestServer;
let key: string;
let cookie: string;

beforeAll(async () => {
  server = await startServer({
    database: 'postgres',
    env: { NEXTAUTH_SECRET: SECRET },
    seed: async (db) => {
      const organization = await seedOrganization(db, { name: 'Many sites', subscription: 'active' });
      key = organization.key;
      await db.site.createMany({
        data: Array.from({ length: SITES }, (_, index) => ({
          organizationId: organization.id,
          host: hostOf(index),
          url: `https://${hostOf(index)}/`,
          createdAt: new Date(Date.UTC(2026, 0, 1) + index * 1000),
        })),
      });
      const user = await db.user.create({ data: { email: 'owner@paging.test' } });
      await db.membership.create({ data: { organizationId: organization.id, userId: user.id, role: 'owner' } });
      // A live server-side session (issue 21.5): the cookie names its row.
      cookie = await sessionCookie(db, user, SECRET);
    },
  });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.stop());

/** The hosts the page lists, in order. */
function hostsListed(html: string): string[] {
  return [...html.matchAll(/href="\/sites\/[0-9a-f-]{36}"[^>]*>(site-\d{3}\.example)</g)].map((match) => match[1]!);
}

/** The href of the page's link with rel="prev" or rel="next", or null. */
function pageLink(html: string, rel: 'prev' | 'next'): string | null {
  const tag = [...html.matchAll(/<a\s[^>]*>/g)].map((match) => match[0]).find((anchor) => anchor.includes(` rel="${rel}"`));
  return tag ? /href="([^"]*)"/.exec(tag)![1]!.replaceAll('&amp;', '&') : null;
}

async function sitesPage(query: string): Promise<string> {
  const answer = await request(server.baseUrl, `/sites${query}`, { headers: { cookie } });
  expect(answer.status).toBe(200);
  return answer.text;
}

describe('the dashboard pages through sites (issue 26, point 5)', () => {
  it('shows the first 50 sites, oldest first, with a link to the next page', async () => {
    const html = await sitesPage('');
    expect(hostsListed(html)).toEqual(Array.from({ length: 50 }, (_, index) => hostOf(index)));
    expect([pageLink(html, 'prev'), pageLink(html, 'next')]).toEqual([null, '/sites?page=2']);
  });

  it('shows the last page with a link back and none onwards', async () => {
    const html = await sitesPage('?page=3');
    expect(hostsListed(html)).toEqual(Array.from({ length: SITES - 100 }, (_, index) => hostOf(100 + index)));
    expect([pageLink(html, 'prev'), pageLink(html, 'next')]).toEqual(['/sites?page=2', null]);
  });

  it('finds sites by a part of their host, taking % and _ literally', async () => {
    expect(hostsListed(await sitesPage('?q=SITE-11'))).toEqual(Array.from({ length: 10 }, (_, index) => hostOf(110 + index)));
    const none = await sitesPage('?q=%25');
    expect(hostsListed(none)).toEqual([]);
    expect(none).toContain('No site matches');
  });
});

describe('GET /api/v1/me/sites keeps its contract (issue 26, point 5)', () => {
  it('answers every site when limit and offset are omitted, and pages with them', async () => {
    const all = await request(server.baseUrl, '/api/v1/me/sites', { key });
    expect(all.status).toBe(200);
    expect((all.body.sites as Array<{ host: string }>).map((site) => site.host)).toEqual(Array.from({ length: SITES }, (_, index) => hostOf(index)));
    expect(all.body.nextOffset).toBeNull();
    const page = await request(server.baseUrl, '/api/v1/me/sites?limit=50&offset=100', { key });
    expect([(page.body.sites as unknown[]).length, page.body.nextOffset]).toEqual([20, null]);
  });
});
