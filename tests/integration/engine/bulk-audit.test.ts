// A bulk audit (options.bulk, the fleets' scanner) through the engine's entry, against the generated web on
// 127.0.0.1: robots.txt is read first and a group naming the scanner that disallows the start page ends the audit
// with its line as evidence and no further request (a `*` group does not), a start page answered 429 with
// Retry-After ends it at once (the caller comes back later), no more than maxInFlight requests are in flight, and the
// report counts exactly the requests the site received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CAPS, audit, AuditError, fetchRobotsAhead, type AnsweredAhead, type AuditOptions, type AuditReport } from '../../../engine/index';
import { RETRY_AFTER_SECONDS, startGeneratedWeb, type GeneratedWeb } from '../../fixtures/generated-web';

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
    // What each site received during this audit (another test may have audited the plain site before).
    const received = (host: string) => web.stats.requestsByHost.get(host) ?? 0;
    const before = { plain: received(plain.host), slow: received(slow.host) };
    const [report, slowReport] = await Promise.all([audit(plain.url, options), audit(slow.url, options)]);
    expect(report.requests).toBe(received(plain.host) - before.plain);
    expect(slowReport.requests).toBe(received(slow.host) - before.slow);
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

// A census's look-ahead (lib/fleets/look-ahead.ts) sends an audit's robots.txt request before the audit, through the
// same options, and hands the answer to the audit (AuditOptions.answeredAhead): the audit judges it as its own and
// does not ask again (RFC 9309 §2.4: a robots.txt fetched earlier may be used).
describe('a bulk audit with robots.txt read ahead', () => {
  let web: GeneratedWeb;
  let options: AuditOptions;
  beforeAll(async () => {
    web = await startGeneratedWeb(['plain', 'plain', 'robots-429', 'robots-opt-out']);
    options = {
      dnsServers: [web.dns.address],
      allowPrivateTargets: true,
      userAgent: SCANNER,
      bulk: { robotsToken: 'AgentGauge', deferOnRetryAfter: true, maxInFlight: 2, jitterMs: 0 },
    };
  });
  afterAll(() => web?.close());

  // Each audit probes a missing path of its own (a random name): the same verdicts once that name is one.
  const verdicts = (report: AuditReport) =>
    JSON.parse(JSON.stringify(report.results.map(({ id, status, score, findings }) => ({ id, status, score, findings }))).replaceAll(/agentgauge-missing-[0-9a-f-]+/g, 'agentgauge-missing-*'));

  it('judges the answer read ahead as its own, and sends one request fewer than an audit that asked itself', async () => {
    const plain = web.of('plain')[0]!;
    // What the site received since this test began (the last test audits it too).
    const before = web.stats.requestsByHost.get(plain.host) ?? 0;
    const received = () => (web.stats.requestsByHost.get(plain.host) ?? 0) - before;
    const robots = await fetchRobotsAhead(plain.url, options);
    expect(robots).toMatchObject({ requests: 1, answered: { request: { url: `${plain.url}robots.txt`, cap: 'robots', maxRedirects: 5 }, result: { ok: true, response: { status: 200 } } } });
    expect(received()).toBe(1);
    // Through JSON, as a fleet row stores it.
    const answeredAhead = [JSON.parse(JSON.stringify(robots.answered)) as AnsweredAhead];
    const withAhead = await audit(plain.url, { ...options, answeredAhead });
    expect(received()).toBe(1 + withAhead.requests!);
    const itself = await audit(plain.url, options);
    expect(received()).toBe(1 + withAhead.requests! + itself.requests!);
    expect(withAhead.requests).toBe(itself.requests! - 1);
    expect(verdicts(withAhead)).toEqual(verdicts(itself));
    expect(withAhead.overallScore).toBe(itself.overallScore);
  });

  it('ends opted out without a request of its own when the robots.txt read ahead disallows the start page', async () => {
    const optedOut = web.of('robots-opt-out')[0]!;
    const robots = await fetchRobotsAhead(optedOut.url, options);
    const error = await audit(optedOut.url, { ...options, answeredAhead: [robots.answered] }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'target-opted-out', rule: 'robots.txt line 2: Disallow: /', requests: 0 });
    expect(web.stats.requestsByHost.get(optedOut.host)).toBe(1);
  });

  it('asks again after the wait when the robots.txt read ahead answered 429, and judges the second answer', async () => {
    const busy = web.of('robots-429')[0]!;
    const robots = await fetchRobotsAhead(busy.url, options);
    expect(robots.answered.result).toMatchObject({ ok: true, response: { status: 429, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } } });
    const report = await audit(busy.url, { ...options, answeredAhead: [robots.answered] });
    const robotsResult = report.results.find((result) => result.id === 'robots-txt')!;
    expect(robotsResult.findings.filter((finding) => finding.code === 'robots-txt.fetched-after-wait')).toHaveLength(1);
    // RFC 9309 §2.3.1.3–4 and the host's Retry-After: nothing reached the host inside the wait.
    const answered = web.stats.robots429At.get(busy.host)!;
    const arrivals = web.stats.arrivalsByHost.get(busy.host)!;
    expect(arrivals.filter((at) => at > answered && at < answered + RETRY_AFTER_SECONDS * 1000)).toEqual([]);
    expect(web.stats.requestsByHost.get(busy.host)).toBe(robots.requests + report.requests!);
  });

  it('takes only the scanner\'s own requests to the audited origin', async () => {
    const [plain, other] = web.of('plain');
    const elsewhere = await fetchRobotsAhead(other!.url, options);
    const before = web.stats.requestsByHost.get(plain!.host) ?? 0;
    const report = await audit(plain!.url, { ...options, answeredAhead: [elsewhere.answered] });
    // Another origin's answer is not this audit's: it asked its own robots.txt.
    expect((web.stats.requestsByHost.get(plain!.host) ?? 0) - before).toBe(report.requests!);
    expect(report.results.find((result) => result.id === 'robots-txt')!.status).toBe('pass');
  });
});
