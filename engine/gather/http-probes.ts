// Probes for http-semantics: the other scheme of the start URL and a path that cannot exist.
import type { FetchResult, FetchedResponse } from '../fetch/types.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { ArtifactProblem } from './problem.js';

export interface SchemeProbe {
  url: string;
  result: FetchResult;
}

export interface HttpProbesArtifact {
  /** The start page's own fetch (the page artifact's). */
  start: FetchResult;
  /** The HTTPS twin of an `http://` start URL (same host; 443 for the default port, else the same port). Null for an https start URL. */
  https: SchemeProbe | null;
  /** The `http://` twin of an `https://` start URL on the default port, to see whether it redirects. Null otherwise. */
  http: SchemeProbe | null;
  /** Paths that cannot exist on the site, to tell a real 404 from a soft one. */
  unknownPaths: SchemeProbe[];
}

/** What http-semantics judges: the start page and every unknown path answered. */
export interface HttpProbesInput {
  start: FetchedResponse;
  https: SchemeProbe | null;
  http: SchemeProbe | null;
  unknownPaths: Array<{ url: string; response: FetchedResponse }>;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    httpProbes: HttpProbesArtifact;
  }
  interface OriginInputs {
    httpProbes: HttpProbesInput;
  }
}

/** The same URL with the other scheme, or null when the port makes the twin meaningless. */
export function schemeTwin(startUrl: string): string | null {
  const url = new URL(startUrl);
  if (url.protocol === 'http:') {
    // For a non-default port, HTTPS is looked for on that same port (checks.md, judgement rules).
    const port = url.port;
    url.protocol = 'https:';
    url.port = port;
    return url.href;
  }
  if (url.port !== '') return null;
  url.protocol = 'http:';
  return url.href;
}

/**
 * A random UUID (version 4 in form) naming a path the site cannot have. It is no secret, so Math.random serves: a
 * one-page CLI audit then never loads node:crypto (5-6 ms of its start-up).
 */
function probeToken(): string {
  const hex = (digits: number) => Array.from({ length: digits }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  const variant = (8 + Math.floor(Math.random() * 4)).toString(16);
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
}

/**
 * The start URL's twin in the other scheme, fetched once per audit (the fetch is memoized): read here, and started by
 * the audit beside the start page's request (engine/audit.ts), so that the twin of an http:// site sets up its TLS
 * (Node's TLS module and a context with the root certificates: 10-20 ms of CPU) while the site answers the start
 * page, rather than after it, when the origin checks' first requests wait behind it. Null when there is no twin.
 */
export function schemeTwinProbe(ctx: GatherContext): Promise<FetchResult> | null {
  const twinUrl = schemeTwin(ctx.startUrl);
  if (twinUrl === null) return null;
  const twin = new URL(twinUrl);
  return ctx.fetch({ url: twinUrl, cap: 'html', maxRedirects: 5, mayLackTls: twin.protocol === 'https:' && twin.port !== '' });
}

export const httpProbesGatherer = defineOriginGatherer('httpProbes', async (ctx) => {
  const start = new URL(ctx.startUrl);
  const twinUrl = schemeTwin(ctx.startUrl);
  const token = probeToken();
  const unknownUrls = [`/agentgauge-missing-${token}`, `/agentgauge-missing-${token}/page.html`].map(
    (path) => new URL(path, ctx.origin).href,
  );
  const [page, twin, ...unknown] = await Promise.all([
    ctx.getPage('page', ctx.startUrl),
    schemeTwinProbe(ctx),
    ...unknownUrls.map((url) => ctx.fetch({ url, cap: 'html' })),
  ]);
  const probe = twin && twinUrl ? { url: twinUrl, result: twin } : null;
  return {
    start: page.result,
    https: start.protocol === 'http:' ? probe : null,
    http: start.protocol === 'https:' ? probe : null,
    unknownPaths: unknownUrls.map((url, i) => ({ url, result: unknown[i]! })),
  };
}, (probes) => {
  if (!probes.start.ok) return ArtifactProblem.unmeasured('the start page', probes.start.error);
  const unknownPaths: HttpProbesInput['unknownPaths'] = [];
  for (const { url, result } of probes.unknownPaths) {
    if (!result.ok) return ArtifactProblem.unmeasured('an unknown path (to test for 404)', result.error);
    unknownPaths.push({ url, response: result.response });
  }
  return { start: probes.start.response, https: probes.https, http: probes.http, unknownPaths };
});
