// API catalog (RFC 9727 §4): the service-desc, service-doc and status links each catalog entry makes are resolved and
// their media types read, so a catalog whose links lead nowhere (or to the wrong kind of document) cannot pass.
// service-desc is fetched exactly as the openapi gatherer fetches it (one request for both).
import { SURFACE_PROBE_LIMITS } from '../config.js';
import { isOwnLimit } from '../measured.js';
import { isObject } from '../parse/json-values.js';
import { otherDescriptionKind, type OtherDescriptionKind } from '../parse/service-description.js';
import { parseStrictJson } from '../parse/strict-json.js';
import { resolveUrl } from '../parse/urls.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { fetchJsonDocument } from './json-document.js';
import { OPENAPI_FETCH, isApiDescription } from './openapi.js';
import { responseSummary } from './probe-link.js';

export type CatalogRelation = 'service-desc' | 'service-doc' | 'status';

export interface CatalogLinkProbe {
  relation: CatalogRelation;
  url: string;
  /** The `type` the link declares, if any. */
  declaredType: string | null;
  /**
   * broken: no 2xx answer. wrong-type: an answer of a kind the relation does not fit. not-measured: no answer because
   * of the audit's own limits (out of time, refused by its target rules; engine/measured.ts).
   */
  outcome: 'ok' | 'broken' | 'wrong-type' | 'not-measured';
  /** For a service-desc that is a description, but not OpenAPI. */
  otherKind: OtherDescriptionKind | null;
  evidence: string;
}

export interface CatalogLinksArtifact {
  links: CatalogLinkProbe[];
  /** Links over the audit's budget, not resolved. */
  skipped: number;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    catalogLinks: CatalogLinksArtifact;
  }
}

const RELATIONS: readonly CatalogRelation[] = ['service-desc', 'service-doc', 'status'];
const DOC_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/markdown', 'text/plain', 'application/pdf']);
/** draft-inadarei-api-health-check: application/health+json; plain JSON and text are common. */
const STATUS_TYPES = new Set(['application/health+json', 'application/json', 'text/plain']);

/** Every target of the three relations in the catalog, with its declared type (RFC 9264 §4.2 target attributes). */
function catalogTargets(body: Uint8Array, documentUrl: string): Array<{ relation: CatalogRelation; url: string; declaredType: string | null }> {
  const json = parseStrictJson(body);
  const contexts = json.ok && isObject(json.value) && Array.isArray(json.value.linkset) ? json.value.linkset : [];
  const found: Array<{ relation: CatalogRelation; url: string; declaredType: string | null }> = [];
  for (const context of contexts) {
    if (!isObject(context)) continue;
    const base = (typeof context.anchor === 'string' && resolveUrl(context.anchor, documentUrl)) || documentUrl;
    for (const relation of RELATIONS) {
      const targets = Array.isArray(context[relation]) ? context[relation] : [];
      for (const target of targets) {
        const url = isObject(target) && typeof target.href === 'string' ? resolveUrl(target.href, base) : null;
        if (!url || found.some((item) => item.relation === relation && item.url === url)) continue;
        found.push({ relation, url, declaredType: isObject(target) && typeof target.type === 'string' ? target.type : null });
      }
    }
  }
  return found;
}

async function probeServiceDesc(ctx: GatherContext, url: string, declaredType: string | null): Promise<CatalogLinkProbe> {
  const base = { relation: 'service-desc' as const, url, declaredType };
  const document = await fetchJsonDocument(ctx, url, OPENAPI_FETCH);
  const response = document.kind === 'error' ? null : document.file.response;
  const evidence = document.kind === 'error' ? document.failure.message : `HTTP ${response?.status ?? '?'} (${response?.contentType || 'no Content-Type'})`;
  if (document.kind === 'error' && isOwnLimit(document.failure)) return { ...base, outcome: 'not-measured', otherKind: null, evidence };
  if (document.kind === 'error' || !response || response.status < 200 || response.status > 299) return { ...base, outcome: 'broken', otherKind: null, evidence };
  const value = document.kind === 'ok' ? document.value : null;
  if (isApiDescription(value)) return { ...base, outcome: 'ok', otherKind: null, evidence: `${evidence}, an OpenAPI description` };
  const otherKind = otherDescriptionKind(value, [declaredType, response.contentType, response.headers['content-type']]);
  if (otherKind) return { ...base, outcome: 'ok', otherKind, evidence: `${evidence}, an ${otherKind} description` };
  return { ...base, outcome: 'wrong-type', otherKind: null, evidence: `${evidence}, not a machine-readable API description` };
}

async function probePlain(ctx: GatherContext, relation: 'service-doc' | 'status', url: string, declaredType: string | null): Promise<CatalogLinkProbe> {
  const base = { relation, url, declaredType, otherKind: null };
  const accept = relation === 'service-doc' ? 'text/html, text/markdown;q=0.9, */*;q=0.5' : 'application/health+json, application/json;q=0.9, */*;q=0.5';
  const result = await ctx.fetch({ url, cap: relation === 'service-doc' ? 'html' : 'json', headers: { accept } });
  if (!result.ok) return { ...base, outcome: isOwnLimit(result.error) ? 'not-measured' : 'broken', evidence: result.error.message };
  const response = result.response;
  const evidence = responseSummary(response);
  // A health endpoint reports a failing service with 503 and its JSON body: that is the link working.
  const answered = (response.status >= 200 && response.status <= 299) || (relation === 'status' && response.status === 503 && response.contentType.endsWith('json'));
  if (!answered) return { ...base, outcome: 'broken', evidence };
  const fits = relation === 'service-doc' ? DOC_TYPES.has(response.contentType) : STATUS_TYPES.has(response.contentType) || response.contentType.endsWith('+json');
  return { ...base, outcome: fits ? 'ok' : 'wrong-type', evidence };
}

export const catalogLinksGatherer = defineOriginGatherer('catalogLinks', async (ctx) => {
  // The catalog's own failures are the api-catalog check's to report; here they only mean no links to resolve.
  const catalog = await ctx.get('apiCatalog').catch(() => null);
  const response = catalog?.file.kind === 'ok' ? catalog.file.response : null;
  if (!response || response.overCap) return { links: [], skipped: 0 };
  const targets = catalogTargets(response.body, response.finalUrl);
  const within = targets.slice(0, SURFACE_PROBE_LIMITS.catalogLinks);
  const links = await Promise.all(
    within.map((target) =>
      target.relation === 'service-desc' ? probeServiceDesc(ctx, target.url, target.declaredType) : probePlain(ctx, target.relation, target.url, target.declaredType),
    ),
  );
  return { links, skipped: targets.length - within.length };
});
