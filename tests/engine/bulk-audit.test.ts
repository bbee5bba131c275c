// A bulk audit (options.bulk, the fleets' scanner) through the engine's entry, against the generated web on
// 127.0.0.1: robots.txt is read first and a group naming the scanner that disallows the start page ends the audit
// with its line as evidence and no further request (a `*` group does not), a start page answered 429 with
// Retry-After ends it at once (the caller comes back later), no more than maxInFlight requests are in flight, and the
// report counts exactly the requests the site received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CAPS, audit, AuditError, type AuditOptions } from '../../engine/index';
import { RETRY_AFTER_SECONDS, startGeneratedWeb, type GeneratedWeb } from '../fixtures/generated-web';

const SCANNER = 'AgentGauge/6 (+http://gauge.test/scanner)';

describe('a bulk audit', () => {
  let web: GeneratedWeb;
  let options: AuditOptions;
  beforeAll(async () => {
    web = await startGeneratedWeb(['plain', 'robots-opt-out', 'all-disallowed', 'always-429', 'slow', 'robots-429']);
    options = {
      dnsServers: [web.dns.address],
      allowPrivateTargets: true,
      userAgent: SCANNER,
      bulk: { robotsToken: 'AgentGauge', deferOnRetryAfter: true, maxInFlight: 2, jitterMs: 5 },
    };
  });
  afterAll(() => web?.close());

  const site = (kind: Parameters<GeneratedWeb['of']>[0]) => web.of(kind)[0]!;

  it('counts every request it sent, keeps 2 in flight, and names itself with the given User-Agent', async () => {
    const plain = site('plain');
    const slow = site('slow');
    const [report, slowReport] = await Promise.all([audit(plain.url, options), audit(slow.url, options)]);
    expect(report.requests).toBe(web.stats.requestsByHost.get(plain.host));
    expect(slowReport.requests).toBe(web.stats.requestsByHost.get(slow.host));
    // Bounded: the engine's one-page budget (engine/config.ts AUDIT_REQUEST_LIMITS), far above what a site of this shape needs.
    expect(report.requests).toBeGreaterThan(20);
    expect(report.requests).toBeLessThanOrEqual(AUDIT_CAPS.requests.firstPage);
    expect(web.stats.maxInFlightByHost.get(plain.host)).toBeLessThanOrEqual(2);
    expect(web.stats.maxInFlightByHost.get(slow.host)).toBe(2);
    expect([...web.stats.scannerAgents]).toEqual([SCANNER]);
  });

  it('says in the robots-txt check that robots.txt was judged on its second answer, after the 429 and its Retry-After wait', async () => {
    const busy = site('robots-429');
    const [report, plain] = await Promise.all([audit(busy.url, options), audit(site('plain').url, options)]);
    const robots = report.results.find((result) => result.id === 'robots-txt')!;
    const plainRobots = plain.results.find((result) => result.id === 'robots-txt')!;
    // RFC 9309 §2.3.1.3: the 429 is "unreachable" until fetched; fetched after the wait, the file is judged as any other.
    expect(robots.findings.filter((finding) => finding.code === 'robots-txt.fetched-after-wait')).toEqual([
      expect.objectContaining({
        status: 'info',
        message: `robots.txt first answered 429 with Retry-After: ${RETRY_AFTER_SECONDS}; it was asked again after that wait, and this answer is the one judged.`,
        detail: `${busy.url}robots.txt — HTTP 429 with Retry-After: ${RETRY_AFTER_SECONDS}, then HTTP 200`,
      }),
    ]);
    expect(robots.score).toBe(plainRobots.score);
    expect(plainRobots.findings.some((finding) => finding.code === 'robots-txt.fetched-after-wait')).toBe(false);
  });

  it('ends with target-opted-out, the robots.txt line as evidence, after one request, when the AgentGauge group disallows the start page', async () => {
    const optedOut = site('robots-opt-out');
    const error = await audit(optedOut.url, options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuditError);
    expect(error).toMatchObject({ code: 'target-opted-out', rule: 'robots.txt line 2: Disallow: /', requests: 1 });
    expect((error as AuditError).message).toBe(`${optedOut.url}robots.txt disallows AgentGauge the start page (robots.txt line 2: Disallow: /, in the group from line 1).`);
    expect(web.stats.requestsByHost.get(optedOut.host)).toBe(1);
  });

  it('audits a site whose robots.txt disallows every crawler under * (that group is what the agent profiles are measured against)', async () => {
    const report = await audit(site('all-disallowed').url, options);
    expect(report.results).toHaveLength(26);
  });

  it('ends with target-busy and the Retry-After when the start page answers 429, without waiting for it itself', async () => {
    const busy = site('always-429');
    const started = Date.now();
    const error = await audit(busy.url, options).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'target-busy', retryAfterSeconds: RETRY_AFTER_SECONDS, requests: 2 });
    expect(Date.now() - started).toBeLessThan(RETRY_AFTER_SECONDS * 1000);
    expect(web.stats.scannerStartPages.get(busy.host)).toHaveLength(1);
  });

  it('refuses bulk options it cannot keep', async () => {
    await expect(audit(site('plain').url, { ...options, bulk: { robotsToken: 'Agent Gauge', deferOnRetryAfter: true, maxInFlight: 2, jitterMs: 0 } })).rejects.toMatchObject({ code: 'invalid-options', field: 'bulk' });
    await expect(audit(site('plain').url, { ...options, bulk: { robotsToken: 'AgentGauge', deferOnRetryAfter: true, maxInFlight: 0, jitterMs: 0 } })).rejects.toMatchObject({ code: 'invalid-options', field: 'bulk' });
  });
});
