// What the `traffic` commands do (traffic-command.ts registers them): the figures from the service, an upload that
// waits for its counts, and a local analysis that reads the log here with the service's own reader and figures
// (lib/traffic), so the table is the same whichever way it was made.
import { count } from '../../lib/format/numbers.js';
import { createReadStream, openSync, readSync, closeSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SiteTraffic, TrafficBatch } from '../../lib/schemas/me/traffic.js';
import { pageFetchesOf } from '../../lib/traffic/coverage-figures.js';
import { figureInputsOf } from '../../lib/traffic/figures.js';
import type { LogFormat } from '../../lib/schemas/vocabulary/traffic.js';
import { localRanges } from '../../lib/traffic/local-ranges.js';
import { LogReadError, readLog } from '../../lib/traffic/read-log.js';
import { referralInputsOf } from '../../lib/traffic/referral-figures.js';
import { reverseDnsSettings } from '../../lib/traffic/settings.js';
import { sitePagesOf, type SitePagesReport } from '../../lib/traffic/site-pages.js';
import { siteTrafficFigures } from '../../lib/traffic/site-traffic.js';
import type { Body } from './api-client.js';
import { CliError, EXIT, usageError } from './exit-codes.js';
import { clientFor, printResult, type RemoteFlags } from './remote-command.js';
import { figureLines } from './traffic-lines.js';
import { parseStartUrl } from '../../lib/net/host.js';

const POLL_SECONDS = 1;
const WAIT_SECONDS = 3600;

export interface TrafficFlags extends RemoteFlags {
  from?: string;
  to?: string;
}

export interface UploadFlags extends RemoteFlags {
  format?: string;
  wait: boolean;
}

export interface AnalyzeFlags {
  site?: string;
  format?: string;
  json?: boolean;
  /** --allow-private-targets: every private target (true), or only these host:port origins (parsePrivateTargetsFlag). */
  allowPrivateTargets?: boolean | string[];
  /** --no-reverse-dns: judge by the ranges alone, look nothing up. */
  reverseDns: boolean;
}

export async function showTraffic(siteId: string | undefined, flags: TrafficFlags): Promise<void> {
  if (!siteId) throw usageError('name a site: agentgauge traffic <siteId> (or traffic upload / traffic analyze; see agentgauge traffic --help)');
  const traffic = await clientFor(flags).siteTraffic(siteId, { from: flags.from, to: flags.to });
  printResult(flags, traffic, (body: Body<typeof SiteTraffic>) => figureLines(`Traffic of ${body.host}, ${body.from} to ${body.to}`, body));
}

function isGzipFile(file: string): boolean {
  if (file.endsWith('.gz')) return true;
  const handle = openSync(file, 'r');
  try {
    const head = Buffer.alloc(2);
    return readSync(handle, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(handle);
  }
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch (error) {
    throw usageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

function batchLines(batchId: string, batch: Body<typeof TrafficBatch>): string[] {
  return [
    `Batch ${batchId}: ${batch.status}${batch.error ? `: ${batch.error}` : ''}`,
    `${count(batch.lines)} lines: ${count(batch.accepted)} accepted; skipped ${count(batch.skipped.otherHost)} for another host, ${count(batch.skipped.malformed)} malformed, ${count(batch.skipped.duplicate)} repeated`,
    ...(batch.from ? [`From ${batch.from} to ${batch.to}`] : []),
    ...batch.rejected.slice(0, 5).map((rejected) => `  line ${rejected.line}: ${rejected.reason}`),
  ];
}

export async function uploadTraffic(siteId: string, file: string, flags: UploadFlags): Promise<void> {
  const size = sizeOf(file);
  const client = clientFor(flags);
  const gzip = isGzipFile(file);
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  const queued = await client.uploadTrafficLog(siteId, { body, gzip, size, format: flags.format });
  if (!flags.wait) {
    printResult(flags, queued, (answer) => [`Batch ${answer.batchId} queued (${count(size)} bytes${gzip ? ', gzip' : ''}); follow it with agentgauge traffic ${siteId}.`]);
    return;
  }
  process.stderr.write(`agentgauge: batch ${queued.batchId} queued; waiting for the worker to read it\n`);
  const deadline = Date.now() + WAIT_SECONDS * 1000;
  for (;;) {
    const batch = await client.trafficBatch(siteId, queued.batchId);
    if (batch.status === 'done' || batch.status === 'failed') {
      printResult(flags, { batchId: queued.batchId, ...batch }, () => batchLines(queued.batchId, batch));
      if (batch.status === 'failed') throw new CliError(EXIT.failure, '');
      return;
    }
    if (Date.now() >= deadline) throw new CliError(EXIT.waitTimedOut, `gave up waiting after ${WAIT_SECONDS} s: batch ${queued.batchId} is still ${batch.status}`);
    await sleep(POLL_SECONDS * 1000);
  }
}

/**
 * --site read by the one rule every command reads an address by (lib/net/host.ts parseStartUrl, as `audit` does):
 * https:// for a bare domain, http:// for a bare IP address or localhost with a port.
 */
function siteUrl(site: string): URL {
  const parsed = parseStartUrl(site);
  if (parsed.ok) return parsed.url;
  throw usageError(`--site "${site}" is not a URL or a host: ${parsed.message}`);
}

/**
 * A log on this machine through the service's reader and figures; with --site, a local audit of the site first (its
 * predictions, and its pages for coverage: the start page, the pages it measured, its sitemap's).
 */
export async function analyzeTraffic(file: string, flags: AnalyzeFlags): Promise<void> {
  sizeOf(file);
  const site = flags.site ? siteUrl(flags.site) : null;
  const ranges = localRanges();
  let scan: { report: unknown; id: string; at: string } | null = null;
  if (site) {
    const [{ loadEngine }, { runLocalAudit }] = await Promise.all([import('./engine.js'), import('./local-audit.js')]);
    const engine = await loadEngine();
    const report = await runLocalAudit(engine, site.href, { collectSiteFacts: true, ...(flags.allowPrivateTargets ? { allowPrivateTargets: flags.allowPrivateTargets } : {}) });
    scan = { report, id: 'local', at: report.timestamp };
  }
  const pages = scan ? (sitePagesOf(scan.report as SitePagesReport, scan)?.pages ?? null) : null;
  let reading;
  try {
    reading = await readLog(createReadStream(file), isGzipFile(file), {
      format: (flags.format as LogFormat | undefined) ?? null,
      siteHost: site?.host ?? null,
      inflatedLimit: Number.MAX_SAFE_INTEGER,
      deadline: Number.POSITIVE_INFINITY,
      lineBudget: null,
      // The user's own file, read where it is: every day it names is counted (nothing is stored).
      daysAccepted: null,
      ranges,
      reverseDns: flags.reverseDns ? reverseDnsSettings() : null,
      pages,
    });
  } catch (error) {
    if (error instanceof LogReadError) throw new CliError(EXIT.failure, error.message);
    throw error;
  }
  const figures = siteTrafficFigures({
    ...figureInputsOf(reading.rows),
    referrals: referralInputsOf(reading.referrals),
    pageFetches: pageFetchesOf(reading.pages),
    ranges,
    scan,
  });
  const day = (time: number | null) => (time === null ? null : new Date(time).toISOString().slice(0, 10));
  const result = {
    host: site?.host ?? null,
    from: day(reading.from),
    to: day(reading.to),
    read: { format: reading.format, lines: reading.lines, accepted: reading.accepted, skipped: reading.skipped, rejected: reading.rejected, reverseDnsLookups: reading.lookups },
    ...figures,
  };
  printResult({ json: flags.json }, result, () => [
    ...figureLines(`Traffic in ${file}${site ? ` for ${site.host}` : ''}${result.from ? `, ${result.from} to ${result.to}` : ''} (format ${reading.format ?? 'unknown'})`, figures),
    '',
    `${count(reading.lines)} lines: ${count(reading.accepted)} accepted; skipped ${count(reading.skipped.otherHost)} for another host, ${count(reading.skipped.malformed)} malformed.`,
  ]);
}
