// The generated web of tests/fixtures/generated-web.ts in a process of its own, for `npm run bench:fleet`: the bench
// measures the service's workers, not the fixture. Prints {"port", "dns", "sites": [[host, kind], …]} on its first
// line; a line "stats" on stdin prints the figures measured so far; closing stdin stops it.
import { createInterface } from 'node:readline';
import { plantMixture, startGeneratedWeb, type SiteKind } from '../tests/fixtures/generated-web';

const sites = Number(process.argv[2] ?? 10_000);
const mixture = JSON.parse(process.argv[3] ?? '{}') as Partial<Record<SiteKind, number>>;
const total = Object.values(mixture).reduce((sum, share) => sum + (share ?? 0), 0);
const counts = Object.fromEntries(Object.entries(mixture).map(([kind, share]) => [kind, Math.round((sites * (share ?? 0)) / total)]));
const web = await startGeneratedWeb(plantMixture(counts, 47), { domain: 'bench.test', slowMs: Number(process.env.BENCH_FLEET_SLOW_MS ?? 3000) });
process.stdout.write(`${JSON.stringify({ port: web.port, dns: web.dns.address, sites: web.sites.map((site) => [site.host, site.kind]) })}\n`);
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.trim() !== 'stats') return;
  const requests = [...web.stats.requestsByHost.values()].reduce((sum, count) => sum + count, 0);
  // An ordinary site's requests: the plain sites' median (issue 64 point 3).
  const plain = web.of('plain').map((site) => web.stats.requestsByHost.get(site.host) ?? 0).sort((a, b) => a - b);
  const plainMedian = plain.length === 0 ? 0 : plain.length % 2 === 1 ? plain[(plain.length - 1) / 2]! : (plain[plain.length / 2 - 1]! + plain[plain.length / 2]!) / 2;
  process.stdout.write(`${JSON.stringify({ maxInFlight: web.stats.maxInFlight, maxInFlightPerHost: Math.max(0, ...web.stats.maxInFlightByHost.values()), requests, hosts: web.stats.requestsByHost.size, plainMedian })}\n`);
  web.reset();
});
lines.on('close', () => void web.close().then(() => process.exit(0)));
