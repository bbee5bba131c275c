// RFC 9727 API catalog: GET the linkset, then, for a catalog that lists APIs, HEAD for its Link header and probes of
// the service-desc targets.
import type { FetchResult } from '../fetch/types.js';
import { parseLinkHeader } from '../parse/link-header.js';
import { analyzeLinkset, listsApis, type LinksetAnalysis } from '../parse/linkset.js';
import { API_CATALOG_PATH } from '../well-known.js';
import { defineOriginGatherer } from './context.js';
import { ArtifactProblem } from './problem.js';
import { probeLinks, type LinkProbe } from './probe-link.js';
import { fetchExpectedFile, type ExpectedFile } from './soft404.js';

export const MAX_PROBED_SERVICE_DESCS = 10;

export interface ApiCatalogArtifact {
  file: ExpectedFile;
  /**
   * The HEAD request's result; null when it was not sent: HEAD is judged only for a catalog that lists APIs (checks.md
   * 6: "GET answers … and HEAD answers a Link header"), so a site without one is not asked (issue 64 point 3).
   */
  head: FetchResult | null;
  /** True when HEAD answered a `Link` header with rel="api-catalog". */
  headHasApiCatalogLink: boolean;
  /** Null unless the GET returned a file to parse. */
  linkset: LinksetAnalysis | null;
  /** Absolute service-desc URLs (the openapi gatherer starts from these). */
  serviceDescs: string[];
  serviceDescProbes: LinkProbe[];
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    apiCatalog: ApiCatalogArtifact;
  }
}

export const apiCatalogGatherer = defineOriginGatherer('apiCatalog', async (ctx) => {
  const url = `${ctx.origin}${API_CATALOG_PATH}`;
  const file = await fetchExpectedFile(ctx, url, 'json', { accept: 'application/linkset+json, application/json;q=0.9' });
  const linkset = file.kind === 'ok' && file.response && !file.response.overCap ? analyzeLinkset(file.response.body, file.response.finalUrl) : null;
  const serviceDescs = linkset?.serviceDescs ?? [];
  const [head, serviceDescProbes] = await Promise.all([
    listsApis(linkset) ? ctx.fetch({ url, method: 'HEAD', cap: 'json' }) : null,
    probeLinks(ctx, serviceDescs.slice(0, MAX_PROBED_SERVICE_DESCS)),
  ]);
  const headLink = head?.ok ? head.response.headers['link'] : undefined;
  const headHasApiCatalogLink =
    headLink !== undefined && parseLinkHeader(headLink, url).some((link) => link.rels.includes('api-catalog'));
  return { file, head, headHasApiCatalogLink, linkset, serviceDescs, serviceDescProbes };
}, (catalog) => (catalog.file.failure ? ArtifactProblem.unmeasured('the API catalog', catalog.file.failure) : catalog));
