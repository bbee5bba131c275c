// "A standard a site does not use never costs it points" (checks.md 2026-11, issue 28): a site that publishes none of
// the 2026-11 standards scores exactly what engine 6.1.0 gave it. The expected figures were measured by running
// engine 6.1.0 (commit 74ccd38, before AI catalogs, DNS-AID, auth.md, RSL and the files-shaped skills index were read)
// on this same fixture site (tests/fixtures/plain-site.ts).
import { describe, expect, it } from 'vitest';
import { audit } from '../../../engine/index.js';
import { PLAIN_SITE } from '../../fixtures/plain-site.js';
import { NO_DNS, useFixtureSites } from '../../helpers/check-audit.js';

const serve = useFixtureSites();

const ENGINE_6_1_0 = {
  scores: {
    'robots-txt': 100, sitemap: 0, 'link-headers': 100, 'llms-txt': 100, 'llms-full-txt': 0, 'api-catalog': 0, 'ai-crawler-rules': 60,
    'content-signals': 100, 'agent-access': 100, 'web-bot-auth': 0, 'markdown-negotiation': 0, 'server-rendered-content': 0,
    'structured-data': 0, 'page-metadata': 57, 'semantic-structure': 100, 'content-efficiency': 0, 'http-semantics': 0, openapi: 0,
    'mcp-server': 0, 'a2a-agent-card': 0, 'agent-skills': 0, 'oauth-discovery': 0, 'oauth-protected-resource': 0, webmcp: 0,
    'product-data': 0, 'commerce-protocols': 0,
  },
};

describe('a site that publishes none of the 2026-11 standards', () => {
  it('gets the same score, check by check, as engine 6.1.0 gave it', async () => {
    const site = await serve(PLAIN_SITE);
    const report = await audit(site.url, { profile: 'all', allowPrivateTargets: true, retries: 0, timeout: 2000, resolver: NO_DNS });
    // One score moved, and not for a standard: checks.md 2026-12b (issue 45) corrects server-rendered-content, which
    // failed this script-free page for its 11 characters of text; little text is never evidence of JavaScript.
    expect(Object.fromEntries(report.results.map((result) => [result.id, result.score]))).toEqual({ ...ENGINE_6_1_0.scores, 'server-rendered-content': 100 });
    // Engine 6.1.0 made these results 33 by its hand-set weighted mean. Scorecard 2026.12 made them 13, reading the
    // 11 characters as "no content without JavaScript" (Access 0, capped at 39); every agent reads the page whole
    // (2026-12b), so Access is full and no cap applies, and the standards it does not publish add no bonus and take nothing.
    expect(report.scoring).toMatchObject({ access: 100, bonus: 0, bonusFrom: [], cap: null });
    expect(report.overallScore).toBe(Math.round((100 + report.scoring!.costCoverage!) / 2));
    expect(report.overallScore).toBe(63);
    // What the new readers say about it is information only.
    const newCodes = /ai-catalog|dns-aid|rsl-|usage-contradiction|auth-md|agent-auth|files-shape|linked-index|unregistered-relations/;
    const said = report.results.flatMap((result) => result.findings).filter((finding) => newCodes.test(finding.code));
    expect(said.map((finding) => `${finding.status} ${finding.code}`)).toEqual(['info api-catalog.dns-aid-ip-literal']);
  });
});
