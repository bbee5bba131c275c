// One audit's shared state: every artifact and every identical request happens once.
import { DEFAULT_MAX_REDIRECTS } from '../fetch/fetcher.js';
import type { FetchRequest, FetchResult, FetchedResponse, Fetcher } from '../fetch/types.js';
import type { ResolvedAuditOptions } from '../options.js';
import type { OriginArtifacts, PageArtifacts } from './artifacts.js';
import { restoreFetchResult } from './answered-ahead.js';
import type { GatherContext } from './context.js';
import { originGathererNamed, pageGathererNamed, PAGE_GATHERERS } from './index.js';
import { isAllowed, namesToken } from '../parse/robots-txt.js';
import { ROBOTS_TXT_PATH } from '../well-known.js';

/** What makes two requests the same one; built for every fetch an audit asks for (most with no or one header). */
function requestKey(request: FetchRequest): string {
  const names = request.headers ? Object.keys(request.headers) : [];
  const header = (name: string) => `${name.toLowerCase()}:${request.headers![name]}`;
  const headers = names.length === 0 ? '' : names.length === 1 ? header(names[0]!) : names.map(header).sort().join('\n');
  return `${request.method ?? 'GET'}\u0000${request.url}\u0000${request.cap}\u0000${request.maxRedirects ?? DEFAULT_MAX_REDIRECTS}\u0000${headers}\u0000${request.body ?? ''}`;
}

export function createGatherContext(
  startUrl: string,
  options: ResolvedAuditOptions,
  fetcher: Fetcher,
  signal: AbortSignal,
): GatherContext {
  const requests = new Map<string, Promise<FetchResult>>();
  const artifacts = new Map<string, Promise<unknown>>();
  const seen: FetchedResponse[] = [];
  const scanned: Array<{ url: string; result: FetchResult }> = [];
  const origin = new URL(startUrl).origin;
  for (const { request, result: stored } of options.answeredAhead) {
    if (request.headers?.['user-agent'] || new URL(request.url).origin !== origin) continue;
    const result = restoreFetchResult(stored);
    if (result.ok) seen.push(result.response);
    scanned.push({ url: request.url, result });
    requests.set(requestKey(request), Promise.resolve(result));
  }

  function once<T>(key: string, produce: () => Promise<T>): Promise<T> {
    let pending = artifacts.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = Promise.resolve().then(produce);
      // A rejected artifact stays rejected for every check that needs it; mark it handled here.
      pending.catch(() => {});
      artifacts.set(key, pending);
    }
    return pending;
  }

  /**
   * A bulk audit obeys its own robots.txt group on every path of the audited origin it asks for (checks.md 2026-12c,
   * "Three states": consent before every fetch): a request its group disallows is not sent, and fails as refused (rule
   * `robots-txt`), so what needed it was not asked, never absent. Robots.txt itself is always read; the agent profiles'
   * requests are the measurement (each profile obeys robots.txt or not as its sources say: agents/views.ts).
   */
  async function scannerRefusal(request: FetchRequest): Promise<FetchResult | null> {
    const bulk = options.bulk;
    if (!bulk || request.headers?.['user-agent']) return null;
    const url = new URL(request.url);
    if (url.origin !== origin || url.pathname === ROBOTS_TXT_PATH) return null;
    const robots = await ctx.get('robots').catch(() => null);
    if (!robots?.parsed || !namesToken(robots.parsed, bulk.robotsToken)) return null;
    const verdict = isAllowed(robots.parsed, bulk.robotsToken, `${url.pathname}${url.search}`);
    if (verdict.allowed) return null;
    return {
      ok: false,
      error: {
        code: 'refused',
        rule: 'robots-txt',
        message: `${robots.url} disallows ${bulk.robotsToken} ${url.pathname} (line ${verdict.line}: ${verdict.rule}), so the scanner did not ask.`,
        url: request.url,
        redirects: [],
      },
    };
  }

  /** An identical request of the audit is sent once, unless `again` (its answer then replaces the first). */
  function sendOnce(request: FetchRequest, again: boolean): Promise<FetchResult> {
    const key = requestKey(request);
    let pending = again ? undefined : requests.get(key);
    if (!pending) {
      const send = () =>
        fetcher.fetch(request).then((result) => {
          if (result.ok) seen.push(result.response);
          // The scanner's own requests (not the agent profiles', which send their own User-Agent).
          if (!request.headers?.['user-agent']) scanned.push({ url: request.url, result });
          return result;
        });
      pending = options.bulk ? scannerRefusal(request).then((refusal) => refusal ?? send()) : send();
      requests.set(key, pending);
    }
    return pending;
  }

  const ctx: GatherContext = {
    startUrl,
    origin,
    options,
    signal,
    fetch: (request) => sendOnce(request, false),
    refetch: (request) => sendOnce(request, true),
    seenResponses: () => seen,
    scannerFetches: () => scanned,
    get<K extends keyof OriginArtifacts>(name: K) {
      const gatherer = originGathererNamed(name as string);
      if (!gatherer) return Promise.reject(new Error(`No gatherer for origin artifact "${String(name)}".`));
      return once(`origin:${String(name)}`, () => gatherer.run(ctx)) as Promise<OriginArtifacts[K]>;
    },
    getPage<K extends keyof PageArtifacts>(name: K, pageUrl: string) {
      const gatherer = pageGathererNamed(name as string);
      if (!gatherer) return Promise.reject(new Error(`No gatherer for page artifact "${String(name)}".`));
      return once(`page:${String(name)}@${pageUrl}`, () => gatherer.run(ctx, pageUrl)) as Promise<PageArtifacts[K]>;
    },
    hasPage(name, pageUrl) {
      return artifacts.has(`page:${String(name)}@${pageUrl}`);
    },
    hasOrigin(name) {
      return artifacts.has(`origin:${String(name)}`);
    },
    releasePage(pageUrl) {
      for (const { name } of PAGE_GATHERERS) artifacts.delete(`page:${name}@${pageUrl}`);
    },
  };
  return ctx;
}
