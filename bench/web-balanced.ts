// One against two web processes behind nginx (issue 26, point 7; the last part of `npm run bench:web`). The topology
// of docs/operations.md "Scale-out": the production build (`bin/start.ts`, as `npm start` runs it) with
// AGENTGAUGE_IN_PROCESS_WORKER=0 and AGENTGAUGE_TRUST_PROXY=1 on a fresh PostgreSQL database, and Debian's nginx
// round robin in front (tests/helpers/nginx.ts, the recipe's site). Two nginx instances run side by side, one with the
// first process as its only upstream and one with both, so the two topologies differ in nothing else. autocannon in
// this process sends the same request mix to each (BENCH_CONNECTIONS, default 32 connections, for BENCH_SECONDS,
// default 10), in alternating order over BENCH_WEB_ROUNDS rounds (default 3); it prints each round, the medians and
// the ratio of the medians.
import os from 'node:os';
import autocannon from 'autocannon';
import { minimalReport, seedFinishedScan, seedOrganization } from '../tests/helpers/api-fixtures';
import { startNginx, type Balancer } from '../tests/helpers/nginx';
import { createTestDatabase, startServer, withDatabase, type TestServer } from '../tests/helpers/server';
import { ownerSessionCookie } from '../tests/helpers/session-cookie';
import { median } from './median';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_WEB_ROUNDS ?? 3);
const WARM_UP_SECONDS = 3;
const SECRET = 'bench-web-balanced-secret-with-enough-entropy-0123456789';
const HOST = 'balanced.example';

interface Mix {
  label: string;
  method: 'GET';
  path: string;
  headers: Record<string, string>;
}

async function seed(): Promise<{ databaseEnv: Record<string, string>; drop(): Promise<void>; mix: Mix[] }> {
  const database = await createTestDatabase('postgres');
  const mix = await withDatabase(database.env, async (db) => {
    const organization = await seedOrganization(db, { name: 'Balanced', subscription: 'active', hosts: [HOST] });
    const site = organization.sites[0]!;
    for (let week = 0; week < 10; week += 1) {
      await seedFinishedScan(db, site, organization.id, 40 + week, new Date(Date.UTC(2026, 0, 1) + week * 7 * 86_400_000));
    }
    const report = minimalReport(`https://${HOST}/`, 60, new Date());
    await db.publicReport.create({ data: { host: HOST, url: report.url, score: report.overallScore, engine: report.engine, report: report as never } });
    const cookie = await ownerSessionCookie(db, organization.id, 'bench@balanced.test', SECRET);
    const requests: Mix[] = [
      { label: 'API read (key)', method: 'GET', path: '/api/v1/me/sites', headers: { authorization: `Bearer ${organization.key}` } },
      { label: 'public report read', method: 'GET', path: `/api/v1/report/${HOST}`, headers: {} },
      { label: 'dashboard page (session)', method: 'GET', path: '/sites', headers: { cookie } },
      { label: 'home page', method: 'GET', path: '/', headers: {} },
    ];
    return requests;
  });
  return { databaseEnv: database.env, drop: database.drop, mix };
}

interface Round {
  rps: number;
  p50: number;
  p97_5: number;
  failed: number;
}

async function load(front: Balancer, mix: Mix[], seconds: number): Promise<Round> {
  const result = await autocannon({ url: front.url, connections: CONNECTIONS, duration: seconds, requests: mix });
  return { rps: result.requests.total / result.duration, p50: result.latency.p50, p97_5: result.latency.p97_5, failed: result.errors + result.non2xx };
}

const line = (round: Round) =>
  `${round.rps.toFixed(1).padStart(7)} req/s, p50 ${String(round.p50).padStart(4)} ms, p97.5 ${String(round.p97_5).padStart(5)} ms, failed ${round.failed}`;

async function main(): Promise<void> {
  const begun = performance.now();
  console.log(`One vs two web processes behind nginx: Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const { databaseEnv, drop, mix } = await seed();
  const web: TestServer[] = [];
  const fronts: Balancer[] = [];
  try {
    const env = { NEXTAUTH_SECRET: SECRET, AGENTGAUGE_IN_PROCESS_WORKER: '0', AGENTGAUGE_TRUST_PROXY: '1' };
    for (let index = 0; index < 2; index += 1) web.push(await startServer({ env, joinDatabase: databaseEnv }));
    const upstreams = web.map((server) => new URL(server.baseUrl).host);
    const one = await startNginx(upstreams.slice(0, 1));
    fronts.push(one);
    const two = await startNginx(upstreams);
    fronts.push(two);
    for (const request of mix) {
      for (const front of fronts) {
        const answer = await fetch(`${front.url}${request.path}`, { headers: request.headers, redirect: 'manual' });
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`${request.path} answered ${answer.status} through ${front.url}`);
      }
    }
    console.log(`PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds; each connection sends in turn:`);
    for (const request of mix) console.log(`  ${request.method} ${request.path.padEnd(34)} ${request.label}`);
    await load(two, mix, WARM_UP_SECONDS);
    await load(one, mix, WARM_UP_SECONDS);

    const results = { one: [] as Round[], two: [] as Round[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? (['one', 'two'] as const) : (['two', 'one'] as const);
      for (const topology of order) {
        const measured = await load(topology === 'one' ? one : two, mix, SECONDS);
        results[topology].push(measured);
        console.log(`round ${round + 1}, ${topology === 'one' ? 'one process ' : 'two processes'}: ${line(measured)}`);
      }
    }
    const summary = (rounds: Round[]): Round => ({
      rps: median(rounds.map((round) => round.rps)),
      p50: median(rounds.map((round) => round.p50)),
      p97_5: median(rounds.map((round) => round.p97_5)),
      failed: rounds.reduce((sum, round) => sum + round.failed, 0),
    });
    const oneSummary = summary(results.one);
    const twoSummary = summary(results.two);
    console.log(`\nmedian, one process:   ${line(oneSummary)}`);
    console.log(`median, two processes: ${line(twoSummary)}`);
    console.log(
      `two / one: ×${(twoSummary.rps / oneSummary.rps).toFixed(2)} requests per second, ×${(twoSummary.p50 / oneSummary.p50).toFixed(2)} p50 latency ` +
        `(nginx, autocannon, PostgreSQL and both processes share these ${os.cpus().length} CPUs)`,
    );
  } finally {
    for (const front of fronts) await front.stop();
    for (const server of web) await server.stop();
    await drop();
  }
  console.log(`\nDone in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
