// The index benchmark of an audit (issue 48 point 4): with AGENTGAUGE_URL (or --base-url) set, or --index <base URL>,
// each report asks that service's public GET /api/v1/index/benchmark where its score stands in the current edition.
// The remote engine's Audit report is a closed object, so even a remote audit asks here. Percentiles come from the
// edition's stored figures on the service: this CLI computes none. No index is no error: 404 (nothing published, or
// a service without the index) gives no benchmark; anything else gives one line on stderr and no benchmark.
import { UNVERSIONED_SCORECARD } from '../../engine/light.js';
import { categoryOfReport } from '../../lib/editions/category.js';
import type { Benchmark } from '../../lib/editions/wording.js';
import { usageError } from './exit-codes.js';
import type { ReceivedReport } from './report-view.js';

const TIMEOUT_MS = 10_000;

/** The index's base URL from --index, else the service's address (--url, --base-url, AGENTGAUGE_URL), else null. */
export function indexUrlOf(flags: { index?: string; url?: string; baseUrl?: string }, fileBaseUrl?: string): string | null {
  const raw = flags.index?.trim() || flags.url?.trim() || flags.baseUrl?.trim() || fileBaseUrl?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw usageError(`${flags.index ? '--index' : '--base-url'} "${raw}" is not a URL (e.g. https://gauge.example.com)`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw usageError(`${flags.index ? '--index' : '--base-url'} must be an http(s) URL, not ${parsed.protocol}`);
  return parsed.href;
}

export async function fetchBenchmark(indexUrl: string, report: ReceivedReport, say: (line: string) => void): Promise<Benchmark | null> {
  const query = new URLSearchParams({
    score: String(Math.round(report.overallScore)),
    category: categoryOfReport({ resolvedProfiles: report.resolvedProfiles ?? [] }),
    scorecard: report.scorecard ?? UNVERSIONED_SCORECARD,
  });
  const url = new URL(`api/v1/index/benchmark?${query}`, indexUrl.endsWith('/') ? indexUrl : `${indexUrl}/`);
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.status === 404) return null;
    const body = (await response.json().catch(() => null)) as (Benchmark & { message?: string }) | null;
    if (!response.ok || body === null || typeof body.edition !== 'number') {
      say(`no index benchmark for ${report.url}: ${url.origin} answered ${response.status}${body?.message ? ` (${body.message})` : ''}`);
      return null;
    }
    return body;
  } catch (error) {
    say(`no index benchmark for ${report.url}: ${url.origin} could not be reached (${(error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message})`);
    return null;
  }
}
