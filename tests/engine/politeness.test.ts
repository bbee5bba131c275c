// The scanner's politeness in the engine (issue 52 point 4): every request of an audit passes a gate, at most 2 in
// flight per host and 4 per address by default, shared by every audit of the process (the command-line client's,
// which runs without the service), or the gate a host injects (the service's, shared across its processes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, createLocalGate, type Resolver } from '../../engine/index.js';
import { startPoliteWeb, type PoliteWeb } from '../fixtures/polite-web.js';
import { fetchersClosedAfterEach } from '../helpers/fetchers.js';

const HOSTS = ['a.polite.test', 'b.polite.test', 'c.polite.test'];
/** Every name on the one loopback address, as several sites on one server. */
const ONE_ADDRESS: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
const fetcher = fetchersClosedAfterEach({ timeout: 500, retries: 0, allowPrivateTargets: true, userAgent: 'AgentGauge-test/1.0', resolver: ONE_ADDRESS });

describe('the politeness of audits in one process', () => {
  let web: PoliteWeb;
  beforeAll(async () => {
    web = await startPoliteWeb(HOSTS, { pages: 12, delayMs: 60 });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('keeps an audit of many pages at 2 requests in flight to its host', async () => {
    web.reset();
    const report = await audit(web.url(HOSTS[0]!), { allowPrivateTargets: true, retries: 0, resolver: ONE_ADDRESS, maxPages: 12 });
    expect(report.pages?.length ?? 0).toBeGreaterThan(1);
    expect(web.maxFor(HOSTS[0]!)).toBe(2);
    // Every request the site received was counted (the audit's https probe of the origin is counted too, unanswered).
    expect(report.requests).toBeGreaterThanOrEqual(web.stats.requestsByHost.get(HOSTS[0]!)!);
  }, 60_000);

  it('keeps three audits of three names on one address at 2 per host and 4 on the address together', async () => {
    web.reset();
    const reports = await Promise.all(HOSTS.map((host) => audit(web.url(host), { allowPrivateTargets: true, retries: 0, resolver: ONE_ADDRESS, maxPages: 12 })));
    for (const host of HOSTS) expect(web.maxFor(host), host).toBeLessThanOrEqual(2);
    expect(web.stats.maxInFlight).toBeGreaterThan(2);
    expect(web.stats.maxInFlight).toBeLessThanOrEqual(4);
    for (const [index, host] of HOSTS.entries()) expect(reports[index]!.requests, host).toBeGreaterThanOrEqual(web.stats.requestsByHost.get(host)!);
  }, 90_000);

  it('keeps to the gate an audit is given instead', async () => {
    web.reset();
    const gate = createLocalGate({ perHost: 1, perAddress: 1 });
    await Promise.all(HOSTS.slice(0, 2).map((host) => audit(web.url(host), { allowPrivateTargets: true, retries: 0, resolver: ONE_ADDRESS, maxPages: 4, gate })));
    expect(web.stats.maxInFlight).toBe(1);
  }, 90_000);

  // A name's deadline starts at its DNS lookup, before its place: waiting in the gate behind other audits (the
  // service's gate is shared by every organization) is the scanner's queue, not the site's time.
  it('does not charge the site for the wait for a place: a name answers though its place took longer than the deadline', async () => {
    web.reset();
    const waits: number[] = [];
    const slowGate = {
      async acquire() {
        await new Promise((resolve) => setTimeout(resolve, 900));
        waits.push(900);
        return () => undefined;
      },
    };
    const result = await fetcher({ gate: slowGate }).fetch({ url: web.url(HOSTS[0]!), cap: 'html' });
    expect(result.ok && result.response.status).toBe(200);
    expect(waits).toEqual([900]);
    // The same wait without a place to wait for is the site's time: a site 900 ms late fails the 500 ms deadline.
    const late = await startPoliteWeb(['late.polite.test'], { pages: 2, delayMs: 900 });
    try {
      const timedOut = await fetcher().fetch({ url: late.url('late.polite.test'), cap: 'html' });
      expect(timedOut.ok ? 'answered' : timedOut.error.code).toBe('timeout');
    } finally {
      await late.close();
    }
  }, 30_000);
});
