// robots.txt: fetched once per audit, parsed once, shared by robots-txt, sitemap, ai-crawler-rules,
// content-signals and the site scan's page chooser.
import { hostPauseMs } from '../fetch/politeness.js';
import type { FetchFailure, FetchRequest, FetchResult, FetchedResponse } from '../fetch/types.js';
import { parseRobots, type ContentSignalLine, type ParsedRobots } from '../parse/robots-txt.js';
import type { RobotsKind } from '../types.js';
import { ROBOTS_TXT_PATH } from '../well-known.js';
import { defineOriginGatherer } from './context.js';
import { ArtifactProblem } from './problem.js';
import { classifyFile } from './soft404.js';

export interface RobotsArtifact {
  url: string;
  result: FetchResult;
  response: FetchedResponse | null;
  /** Set when no response came back at all (timeout, refused, network). */
  failure: FetchFailure | null;
  kind: RobotsKind;
  /** Parsed rules when kind is 'ok' (judged on the first 500 KiB when overCap), else null. */
  parsed: ParsedRobots | null;
  /** `Sitemap:` URLs resolved against the robots.txt URL (invalid ones left out). */
  sitemaps: string[];
  contentSignals: ContentSignalLine[];
  /** True when the body was longer than 500 KiB and only its prefix was judged. */
  overCap: boolean;
  capBytes: number;
  /** The host the redirects ended on, when it differs from the audited host; else null. */
  redirectedToHost: string | null;
  /**
   * robots.txt first answered 429 or 5xx (RFC 9309 §2.3.1.3–4: complete disallow until it is fetched): that answer,
   * and how long the audit waited before asking again (null when it did not ask again); null when it never did.
   */
  unavailable: RobotsUnavailable | null;
}

export interface RobotsUnavailable {
  status: number;
  retryAfter: string | null;
  /** The wait before robots.txt was asked again (the host's Retry-After, held by the gate), in ms; null when not asked again. */
  waitedMs: number | null;
}

/** The longest Retry-After an audit waits out itself before asking for robots.txt again (a fleet comes back later instead). */
export const ROBOTS_RETRY_WAIT_MAX_MS = 10_000;

/** A robots.txt answer that makes the file unavailable (RFC 9309 §2.3.1.3: 429 is treated as 5xx, §2.3.1.4). */
export function robotsUnavailableStatus(result: FetchResult): number | null {
  if (!result.ok) return null;
  const status = result.response.status;
  return status === 429 || status >= 500 ? status : null;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    robots: RobotsArtifact;
  }
}

function toRobotsKind(result: FetchResult): RobotsKind {
  const kind = classifyFile(result);
  // More redirects than followed: RFC 9309 §2.3.1.2 lets crawlers treat the file as unavailable (like a 4xx).
  if (!result.ok && result.error.code === 'too-many-redirects') return 'absent';
  // 429 is a server that cannot answer now, as a 5xx (RFC 9309 §2.3.1.3), not a missing file.
  if (result.ok && result.response.status === 429) return 'unreachable';
  return kind === 'failed' ? 'unreachable' : kind;
}

function resolveSitemaps(parsed: ParsedRobots, base: string): string[] {
  const urls: string[] = [];
  for (const { url } of parsed.sitemaps) {
    try {
      const absolute = new URL(url, base).href;
      if (!urls.includes(absolute)) urls.push(absolute);
    } catch {
      // An unusable Sitemap value is reported by the sitemap check through `parsed.sitemaps`.
    }
  }
  return urls;
}

/** Over the cap, the last line was cut mid-way: judge only complete lines. */
function judgedText(response: FetchedResponse): string {
  if (!response.overCap) return response.text;
  const lastNewline = response.text.lastIndexOf('\n');
  return lastNewline === -1 ? '' : response.text.slice(0, lastNewline + 1);
}

/**
 * A failure that means robots.txt could not be measured (timeout, refused target, broken response) rather than
 * a server that is down (DNS, connect, too many redirects), which RFC 9309 treats as "unreachable".
 */
function measuredRobots(robots: RobotsArtifact): RobotsArtifact | ArtifactProblem {
  const failure = robots.failure;
  if (!failure || failure.code === 'dns' || failure.code === 'connect' || failure.code === 'too-many-redirects') return robots;
  return ArtifactProblem.unmeasured('robots.txt', failure);
}

/** The scanner's request for an origin's robots.txt: the audit's, and a census's look-ahead's (answered-ahead.ts). */
export function robotsRequest(origin: string): FetchRequest {
  return { url: `${origin}${ROBOTS_TXT_PATH}`, cap: 'robots', maxRedirects: 5 };
}

export const robotsGatherer = defineOriginGatherer('robots', async (ctx) => {
  const request = robotsRequest(ctx.origin);
  const { url } = request;
  let result = await ctx.fetch(request);
  let unavailable: RobotsUnavailable | null = null;
  const unavailableStatus = robotsUnavailableStatus(result);
  if (unavailableStatus !== null && result.ok) {
    const retryAfter = result.response.headers['retry-after'];
    const pauseMs = hostPauseMs(unavailableStatus, retryAfter);
    unavailable = { status: unavailableStatus, retryAfter: retryAfter ?? null, waitedMs: null };
    // Asked again once after the wait the host asked for, when it is short: the shared gate holds this request, and
    // every other to the host, until then (engine/fetch/politeness.ts). A longer wait is the caller's to come back for.
    if (pauseMs !== null && pauseMs <= ROBOTS_RETRY_WAIT_MAX_MS) {
      const asked = Date.now();
      result = await ctx.refetch(request);
      unavailable.waitedMs = Date.now() - asked;
    }
  }
  const response = result.ok ? result.response : null;
  const kind = toRobotsKind(result);
  const parsed = kind === 'ok' && response ? parseRobots(judgedText(response)) : null;
  const finalHost = response ? new URL(response.finalUrl).host : null;
  return {
    url,
    result,
    response,
    failure: result.ok ? null : result.error,
    kind,
    parsed,
    sitemaps: parsed && response ? resolveSitemaps(parsed, response.finalUrl) : [],
    contentSignals: parsed?.contentSignals ?? [],
    overCap: response?.overCap ?? false,
    capBytes: response?.capBytes ?? 500 * 1024,
    redirectedToHost: finalHost && finalHost !== new URL(ctx.origin).host ? finalHost : null,
    unavailable,
  };
}, measuredRobots);

