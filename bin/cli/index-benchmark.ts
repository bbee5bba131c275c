// The index benchmark of an audit (issue 48 point 4): with AGENTGAUGE_URL (or --base-url) set, or --index <base URL>,
// each report asks that service's public GET /api/v1/index/benchmark where its score stands in the current edition.
// The remote engine's Audit report is a closed object, so even a remote audit asks here. Percentiles come from the
// edition's stored figures on the service: this CLI computes none. No index is no error: 404 (nothing published, or
// a service without the index) gives no benchmark; anything else gives one line on stderr and no benchmark.
import { UNVERSIONED_SCORECARD } from '../../engine/light.js';
import { categoryOfReport } from '../../lib/schemas/index-category.js';
import type { Benchmark } from '../../lib/editions/wording.js';
import type { ReceivedReport } from './report-view.js';

// indexUrlOf (bin/cli/index-url.ts) decides whether there is an index at all; this module loads only when there is.
export { indexUrlOf } from './index-url.js';

const TIMEOUT_MS = 10_000;

/**
 * The scorecard a report was scored under: the one it names; for a report that names none, 2026.11 only where its
 * engine predates scorecards (6.3.0). A later engine's report without one (the service's closed Audit report) gets no
 * scorecard at all: no report is ever said to be scored under a scorecard it was not (issue 51).
 */
function scorecardOf(report: ReceivedReport): string | null {
  if (report.scorecard) return report.scorecard;
  const version = /@(\d+)\.(\d+)\./.exec(report.engine ?? '');
  const beforeScorecards = version !== null && (Number(version[1]) < 6 || (Number(version[1]) === 6 && Number(version[2]) < 3));
  return beforeScorecards ? UNVERSIONED_SCORECARD : null;
}

export async function fetchBenchmark(indexUrl: string, report: ReceivedReport, say: (line: string) => void): Promise<Benchmark | null> {
  const scorecard = scorecardOf(report);
  if (scorecard === null) {
    say(`no index benchmark for ${report.url}: the report names no scorecard, so its number cannot be placed in an edition`);
    return null;
  }
  const query = new URLSearchParams({
    score: String(Math.round(report.overallScore)),
    category: categoryOfReport({ resolvedProfiles: report.resolvedProfiles ?? [] }),
    scorecard,
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
