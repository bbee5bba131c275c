// Smoke test: a whole audit of the hostile fixture site (bombs, endless and dripping bodies, redirect loops)
// ends within the audit deadline with a complete report, and no hostile resource passes a check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, CHECK_CATALOG } from '../../../engine/index.js';
import { startFixtureWeb, type FixtureWeb } from '../../fixtures/web/index.js';

const TIMEOUT = 1000;
/** engine/config.ts auditDeadlineMs(1000, 1): six request timeouts for a start-page audit. */
const DEADLINE_MS = 6 * TIMEOUT;

let web: FixtureWeb;

beforeAll(async () => {
  web = await startFixtureWeb({ hostile: true });
});

afterAll(async () => {
  await web?.close();
});

describe('an audit of the hostile fixture site', () => {
  it('returns a complete report within the audit deadline; the hostile files never pass', async () => {
    const hostile = web.sites.hostile!;
    const started = performance.now();
    const report = await audit(hostile.url, { allowPrivateTargets: true, timeout: TIMEOUT, retries: 0 });
    const elapsed = performance.now() - started;

    // Slack for a loaded machine; a hostile resource that escaped the deadline would hang until the test timeout.
    expect(elapsed).toBeLessThan(DEADLINE_MS + 4000);
    expect(report.results.map((r) => r.id)).toEqual(CHECK_CATALOG.map((entry) => entry.id));
    const passing = report.results.filter((r) => r.status === 'pass').map((r) => r.id);
    // robots.txt is a gzip bomb, the sitemap an entity bomb, llms.txt endless, llms-full.txt drips, .well-known loops.
    for (const id of ['robots-txt', 'sitemap', 'llms-txt', 'llms-full-txt', 'api-catalog', 'mcp-server', 'oauth-discovery']) {
      expect(passing, id).not.toContain(id);
    }
    // The start page itself is a short page with broken bytes that every agent reads whole (checks.md 2026-12b: little
    // text is no evidence of JavaScript, so Access is full); what the hostile files cost is the other half.
    expect(report.scoring!.access).toBe(100);
    expect(report.scoring!.costCoverage).toBeLessThan(40);
  }, 30_000);
});
