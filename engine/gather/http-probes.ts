// Probes for http-semantics: the other scheme of the start URL and a path that cannot exist.
import { randomUUID } from 'node:crypto';
import type { FetchResult } from '../fetch/types.js';
import { defineOriginGatherer } from './context.js';

export interface SchemeProbe {
  url: string;
  result: FetchResult;
}

export interface HttpProbesArtifact {
  /** The HTTPS twin of an `http://` start URL (same host; 443 for the default port, else the same port). Null for an https start URL. */
  https: SchemeProbe | null;
  /** The `http://` twin of an `https://` start URL on the default port, to see whether it redirects. Null otherwise. */
  http: SchemeProbe | null;
  /** Paths that cannot exist on the site, to tell a real 404 from a soft one. */
  unknownPaths: SchemeProbe[];
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    httpProbes: HttpProbesArtifact;
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
  const [twin, ...unknown] = await Promise.all([
    twinUrl !== null ? ctx.fetch({ url: twinUrl, cap: 'html', maxRedirects: 5 }) : Promise.resolve(null),
    ...unknownUrls.map((url) => ctx.fetch({ url, cap: 'html' })),
  ]);
  const probe = twin && twinUrl ? { url: twinUrl, result: twin } : null;
  return {
    https: start.protocol === 'http:' ? probe : null,
    http: start.protocol === 'https:' ? probe : null,
    unknownPaths: unknownUrls.map((url, i) => ({ url, result: unknown[i]! })),
  };
});
