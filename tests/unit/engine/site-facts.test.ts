// collectSiteFacts: the report carries what the site says about itself, read from what the audit gathered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../../engine/index.js';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site.js';
import { AGENT_PROFILES } from '../../../engine/index.js';

/** Agent views take the start page once per profile that fetches it without a browser (each sends its own headers). */
const VIEW_REQUESTS = AGENT_PROFILES.filter((profile) => profile.id !== 'browser').length;

const ROBOTS = 'User-agent: *\nDisallow: /private\n\nSitemap: /sitemap.xml\n';

describe('site facts', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await serveSite({
      '/': html(
        '<html lang="en"><head><title>Acme  Widgets</title><meta name="description" content="Widgets for every workshop.">' +
          '<meta property="og:site_name" content="Acme"></head><body><h1>Welcome to Acme</h1></body></html>',
      ),
      '/robots.txt': text(ROBOTS),
    });
  });
  afterAll(() => site.close());

  it('are absent unless asked for', async () => {
    const report = await audit(site.url, { allowPrivateTargets: true, checks: ['page-metadata'] });
    expect(report.siteFacts).toBeUndefined();
  });

  it('name titles, descriptions, the robots.txt text and its sitemaps without fetching anything twice', async () => {
    site.requests.length = 0;
    const report = await audit(site.url, { allowPrivateTargets: true, checks: ['robots-txt', 'page-metadata'], collectSiteFacts: true });
    expect(report.siteFacts).toEqual({
      siteName: 'Acme',
      pages: [{ url: site.url, httpStatus: 200, title: 'Acme Widgets', description: 'Widgets for every workshop.', lang: 'en', h1: 'Welcome to Acme' }],
      robotsKind: 'ok',
      robotsTxt: ROBOTS,
      sitemaps: [`${site.origin}/sitemap.xml`],
      // The site declares no agent surface: the profile detection looked, and found none.
      surfaces: { apiDescription: null, mcpServerCard: null, mcpServer: null, a2aAgentCard: null, agentSkills: [], llmsTxt: null },
    });
    expect(site.requests.filter((line) => line === 'GET /robots.txt')).toHaveLength(1);
    // The scanner's one GET of the start page, and one per agent view header set (checks.md "Agent views").
    expect(site.requests.filter((line) => line === 'GET /')).toHaveLength(1 + VIEW_REQUESTS);
  });

  it('read the surfaces only from artifacts the audit gathered anyway: facts add no request', async () => {
    const requestsOf = async (collectSiteFacts: boolean, profile: 'auto' | 'all') => {
      site.requests.length = 0;
      await audit(site.url, { allowPrivateTargets: true, checks: ['robots-txt', 'page-metadata'], collectSiteFacts, profile });
      return [...site.requests].sort();
    };
    expect(await requestsOf(true, 'auto')).toEqual(await requestsOf(false, 'auto'));
    // With no profile to detect, these two checks gather no surface, and the facts fetch none either.
    expect(await requestsOf(true, 'all')).toEqual([...Array<string>(1 + VIEW_REQUESTS).fill('GET /'), 'GET /robots.txt']);
  });
});
