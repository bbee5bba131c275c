// Probes for http-semantics: the other scheme of the start URL and a path that cannot exist.
import { randomUUID } from 'node:crypto';
import type { FetchResult, FetchedResponse } from '../fetch/types.js';
import { defineOriginGatherer } from './context.js';
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

export const httpProbesGatherer = defineOriginGatherer('httpProbes', async (ctx) => {
  const start = new URL(ctx.startUrl);
  const twinUrl = schemeTwin(ctx.startUrl);
  const token = randomUUID();
  const unknownUrls = [`/agentgauge-missing-${token}`, `/agentgauge-missing-${token}/page.html`].map(
    (path) => new URL(path, ctx.origin).href,
  );
  const [page, twin, ...unknown] = await Promise.all([
    ctx.getPage('page', ctx.startUrl),
    twinUrl !== null ? ctx.fetch({ url: twinUrl, cap: 'html', maxRedirects: 5 }) : Promise.resolve(null),
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
