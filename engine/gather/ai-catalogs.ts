// AI catalogs (ARD 0.9/0.91, the AI Catalog core): found where agents look for them — a Link header or HTML <link>
// whose rel tokens include `ai-catalog` or `ard`, every robots.txt `Agentmap:` record, both well-known paths, and the
// DNS-AID `well-known` key — each distinct URL fetched once (at most MAX_ROOT_CATALOGS), nested catalogs followed to
// MAX_NESTING with cycle detection, a few entry URLs called, and trust manifest signatures checked against their
// publishers' keys (checks.md, api-catalog, 2026-11).
import type { FetchedResponse } from '../fetch/types.js';
import {
  judgeAiCatalog,
  MAX_CALLED_ENTRIES,
  MAX_JUDGED_ENTRIES,
  MAX_NESTED_FETCHES,
  MAX_NESTING,
  MAX_ROOT_CATALOGS,
  type CatalogJudgement,
} from '../parse/ai-catalog-rules.js';
import { judgeDnsAidRecord, wellKnownCatalogUrl } from '../parse/dns-aid-rules.js';
import { responseLinks } from '../parse/link-header.js';
import { queryAll } from '../parse/select.js';
import { resolveUrl } from '../parse/urls.js';
import { AI_CATALOG_PATH, AI_CATALOG_TYPE, ARD_CATALOG_PATH } from '../well-known.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import type { DnsAidArtifact } from './dns-aid.js';
import { parseDocument, type JsonDocument } from './json-document.js';
import { fetchExpectedFile } from './soft404.js';
import { checkSignatures, type SignatureCheck } from './trust-signatures.js';

/** The rel tokens that name an AI catalog (`ard` is ARD 0.91's). */
const AI_CATALOG_RELATIONS = ['ai-catalog', 'ard'] as const;

export type CatalogVia = 'ai-catalog-path' | 'ard-path' | 'link-header' | 'html-link' | 'agentmap' | 'dns-aid';

export interface CatalogDocument {
  url: string;
  /** How it was found (a URL several sources name keeps them all). */
  via: CatalogVia[];
  /** 0 for a catalog found on the site, 1–4 for a nested one. */
  depth: number;
  /** The catalog that listed it, for nested ones. */
  parent: string | null;
  /** Null for an inline nested catalog (`data`). */
  document: JsonDocument | null;
  judgement: CatalogJudgement | null;
}

export interface AgentmapRecord {
  line: number;
  value: string;
  url: string | null;
  /** ARD §5.1 asks for an absolute URL; a relative one is resolved against robots.txt and warned about. */
  relative: boolean;
}

export interface EntryCall {
  identifier: string | null;
  url: string;
  declaredType: string | null;
  method: 'HEAD' | 'GET';
  status: number | null;
  servedType: string | null;
  error: string | null;
}

export interface AiCatalogsArtifact {
  roots: CatalogDocument[];
  /** Discovered beyond MAX_ROOT_CATALOGS: not fetched. */
  notFetched: Array<{ url: string; via: CatalogVia[] }>;
  agentmaps: AgentmapRecord[];
  nested: CatalogDocument[];
  nestedRefused: Array<{ url: string; from: string; reason: 'cycle' | 'depth' | 'budget' }>;
  entryCalls: EntryCall[];
  /** Trust manifest signatures checked against their publishers' keys, in catalog order. */
  signatures: SignatureCheck[];
  entriesBeyondBudget: number;
  /** The document at /.well-known/ai-catalog.json (the mcp gatherer reads its server-card entries). */
  wellKnown: JsonDocument;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    aiCatalogs: AiCatalogsArtifact;
  }
}

const CATALOG_ACCEPT = `${AI_CATALOG_TYPE}, application/json;q=0.9, */*;q=0.5`;

function hasCatalogRel(rels: readonly string[]): boolean {
  return rels.some((rel) => (AI_CATALOG_RELATIONS as readonly string[]).includes(rel));
}

/** Catalog URLs the start page advertises, in its Link header and in its HTML `<link>` elements. */
async function advertised(ctx: GatherContext): Promise<Array<{ url: string; via: CatalogVia }>> {
  const page = await ctx.getPage('page', ctx.startUrl);
  const found: Array<{ url: string; via: CatalogVia }> = [];
  const response = page.response;
  for (const link of responseLinks(response)) {
    if (link.target && hasCatalogRel(link.rels)) found.push({ url: link.target, via: 'link-header' });
  }
  if (page.$ && response) {
    for (const element of queryAll(page.$, 'link[rel]')) {
      const rels = (page.$(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
      const url = resolveUrl(page.$(element).attr('href') ?? '', response.finalUrl);
      if (url && hasCatalogRel(rels)) found.push({ url, via: 'html-link' });
    }
  }
  return found;
}

async function agentmapRecords(ctx: GatherContext): Promise<AgentmapRecord[]> {
  const robots = await ctx.get('robots');
  const base = robots.response?.finalUrl ?? robots.url;
  return (robots.parsed?.otherRecords ?? [])
    .filter((record) => record.key === 'agentmap')
    .map((record) => ({
      line: record.line,
      value: record.value.slice(0, 300),
      url: resolveUrl(record.value.trim(), base),
      relative: !/^https?:\/\//i.test(record.value.trim()),
    }));
}

async function fetchCatalog(ctx: GatherContext, url: string): Promise<JsonDocument> {
  return parseDocument(await fetchExpectedFile(ctx, url, 'aiCatalog', { accept: CATALOG_ACCEPT }));
}

/** HEAD, then GET when HEAD is not allowed: does the entry's artifact answer, and as what type. */
async function callEntry(ctx: GatherContext, identifier: string | null, url: string, declaredType: string | null): Promise<EntryCall> {
  let method: EntryCall['method'] = 'HEAD';
  let result = await ctx.fetch({ url, method, cap: 'json' });
  if (result.ok && (result.response.status === 405 || result.response.status === 501)) {
    method = 'GET';
    result = await ctx.fetch({ url, method, cap: 'json' });
  }
  const response: FetchedResponse | null = result.ok ? result.response : null;
  return {
    identifier,
    url,
    declaredType,
    method,
    status: response?.status ?? null,
    servedType: response?.contentType || null,
    error: result.ok ? null : result.error.message,
  };
}

export interface CatalogSources {
  /** Catalog URLs DNS-AID records name (`well-known` key), resolved by the caller. */
  dnsAid?: readonly string[];
}

async function gatherAiCatalogs(ctx: GatherContext, sources: CatalogSources = {}): Promise<AiCatalogsArtifact> {
  const [links, agentmaps] = await Promise.all([advertised(ctx), agentmapRecords(ctx)]);
  const candidates: Array<{ url: string; via: CatalogVia }> = [
    { url: `${ctx.origin}${AI_CATALOG_PATH}`, via: 'ai-catalog-path' },
    { url: `${ctx.origin}${ARD_CATALOG_PATH}`, via: 'ard-path' },
    ...links,
    ...agentmaps.flatMap((record) => (record.url ? [{ url: record.url, via: 'agentmap' as const }] : [])),
    ...(sources.dnsAid ?? []).map((url) => ({ url, via: 'dns-aid' as const })),
  ];
  const distinct = new Map<string, CatalogVia[]>();
  for (const { url, via } of candidates) {
    const key = url.split('#')[0]!;
    const vias = distinct.get(key) ?? [];
    if (!vias.includes(via)) vias.push(via);
    distinct.set(key, vias);
  }
  const all = [...distinct.entries()];
  const chosen = all.slice(0, MAX_ROOT_CATALOGS);
  const notFetched = all.slice(MAX_ROOT_CATALOGS).map(([url, via]) => ({ url, via }));

  let budget = MAX_JUDGED_ENTRIES;
  let beyond = 0;
  const judge = (value: unknown, url: string): CatalogJudgement => {
    const judgement = judgeAiCatalog(value, url, budget);
    budget -= judgement.entries.length + judgement.incomplete.filter((item) => item.lacks === 'is not an object').length;
    beyond += judgement.entriesBeyondBudget;
    return judgement;
  };

  const roots: CatalogDocument[] = await Promise.all(
    chosen.map(async ([url, via]) => {
      const document = await fetchCatalog(ctx, url);
      return { url, via, depth: 0, parent: null, document, judgement: null } as CatalogDocument;
    }),
  );
  for (const root of roots) if (root.document?.kind === 'ok') root.judgement = judge(root.document.value, root.url);

  // Nested catalogs, breadth first: each URL at most once (a repeat is a cycle), bounded in depth and fetches.
  const visited = new Set(roots.map((root) => root.url));
  const ancestorsOf = new Map<CatalogDocument, ReadonlySet<string>>(roots.map((root) => [root, new Set([root.url])]));
  const nested: CatalogDocument[] = [];
  const nestedRefused: AiCatalogsArtifact['nestedRefused'] = [];
  let fetches = 0;
  let frontier = roots.filter((root) => root.judgement);
  for (let depth = 1; frontier.length > 0; depth++) {
    const next: CatalogDocument[] = [];
    for (const parent of frontier) {
      for (const entry of parent.judgement!.entries.filter((item) => item.isCatalog && item.usable)) {
        const childUrl = entry.url ?? `${parent.url}#${entry.where}`;
        if (depth > MAX_NESTING) {
          nestedRefused.push({ url: childUrl, from: parent.url, reason: 'depth' });
          continue;
        }
        const ancestors = ancestorsOf.get(parent)!;
        if (entry.url === null) {
          const child: CatalogDocument = { url: childUrl, via: [], depth, parent: parent.url, document: null, judgement: judge(entry.inlineCatalog, parent.url) };
          ancestorsOf.set(child, ancestors);
          nested.push(child);
          next.push(child);
          continue;
        }
        // A catalog listing one of its own ancestors is a cycle; one already read through another parent is read once.
        if (ancestors.has(entry.url)) {
          nestedRefused.push({ url: entry.url, from: parent.url, reason: 'cycle' });
          continue;
        }
        if (visited.has(entry.url)) continue;
        if (fetches >= MAX_NESTED_FETCHES) {
          nestedRefused.push({ url: entry.url, from: parent.url, reason: 'budget' });
          continue;
        }
        visited.add(entry.url);
        fetches++;
        const document = await fetchCatalog(ctx, entry.url);
        const child: CatalogDocument = { url: entry.url, via: [], depth, parent: parent.url, document, judgement: document.kind === 'ok' ? judge(document.value, entry.url) : null };
        ancestorsOf.set(child, new Set([...ancestors, entry.url]));
        nested.push(child);
        if (child.judgement) next.push(child);
      }
    }
    frontier = next;
  }

  const callable = [...roots, ...nested]
    .flatMap((catalog) => catalog.judgement?.entries ?? [])
    .filter((entry) => entry.usable && !entry.isCatalog && entry.url !== null);
  const uniqueCalls = [...new Map(callable.map((entry) => [entry.url!, entry])).values()].slice(0, MAX_CALLED_ENTRIES);
  const signed = [...roots, ...nested].flatMap((catalog) => (catalog.judgement ? [{ catalogUrl: catalog.url, signed: catalog.judgement.signed }] : []));
  const [entryCalls, signatures] = await Promise.all([
    Promise.all(uniqueCalls.map((entry) => callEntry(ctx, entry.identifier, entry.url!, entry.type))),
    checkSignatures(ctx, signed),
  ]);

  const wellKnown = roots.find((root) => root.via.includes('ai-catalog-path'))!.document!;
  return { roots, notFetched, agentmaps, nested, nestedRefused, entryCalls, signatures, entriesBeyondBudget: beyond, wellKnown };
}

export const aiCatalogsGatherer = defineOriginGatherer('aiCatalogs', async (ctx) => {
  const dnsAid = await ctx.get('dnsAid').catch(() => null);
  return gatherAiCatalogs(ctx, { dnsAid: dnsAid ? dnsAidCatalogUrls(dnsAid, new URL(ctx.startUrl).protocol) : [] });
});

/** Catalog locations the `well-known` key of usable DNS-AID records names (fetched like every other location). */
function dnsAidCatalogUrls(artifact: DnsAidArtifact, scheme: string): string[] {
  if (artifact.state !== 'measured') return [];
  return artifact.lookups.flatMap((item) =>
    item.records.flatMap((entry) => (entry.record ? [wellKnownCatalogUrl(judgeDnsAidRecord(entry.record, entry.owner, entry.targetRefused), scheme)] : [])).filter((url): url is string => url !== null),
  );
}

/** The kinds of site an AI catalog's entry types show (checks.md, Profiles: `auto` counts an AI catalog by its entries' types). */
const PROFILE_OF_TYPE: ReadonlyArray<{ prefix: string; profile: 'api' | 'mcp' | 'agent' }> = [
  { prefix: 'application/mcp-server-card+json', profile: 'mcp' },
  { prefix: 'application/a2a-agent-card+json', profile: 'agent' },
  { prefix: 'application/agent-skills', profile: 'agent' },
  { prefix: 'text/markdown; profile="urn:air:agent-skills"', profile: 'agent' },
  { prefix: 'application/openapi', profile: 'api' },
  { prefix: 'application/vnd.oai.openapi', profile: 'api' },
];

export function aiCatalogEvidence(artifact: AiCatalogsArtifact, profile: 'api' | 'mcp' | 'agent'): string[] {
  const evidence: string[] = [];
  for (const catalog of [...artifact.roots, ...artifact.nested]) {
    const count = (catalog.judgement?.entries ?? []).filter(
      (entry) => entry.usable && PROFILE_OF_TYPE.some((item) => item.profile === profile && (entry.type ?? '').toLowerCase().startsWith(item.prefix)),
    ).length;
    if (count > 0) evidence.push(`AI catalog at ${catalog.url} lists ${count} ${profile === 'api' ? 'API description' : profile === 'mcp' ? 'MCP server card' : 'agent card or skill'} entr${count === 1 ? 'y' : 'ies'}`);
  }
  return evidence;
}

/**
 * An entry of an AI catalog of one artifact type, as api-catalog judged it: the one reading of the catalog that every
 * check shares (issue 34: mcp-server and a2a-agent-card find cards through these entries and never parse the catalog
 * again). `usable` is api-catalog's verdict on the entry; an unusable one is no card source.
 */
export interface CatalogEntryRef {
  /** The catalog that lists the entry (for an inline nested catalog: `<parent>#entries[i]`). */
  catalogUrl: string;
  /** The fetched catalog document the entry came from (an inline nested catalog's nearest fetched ancestor). */
  document: JsonDocument;
  /** The entry's JSON path inside its catalog, e.g. `entries[3]`. */
  where: string;
  identifier: string | null;
  /** Absolute, resolved against the catalog's URL. */
  url: string | null;
  /** The inline artifact (`data`), or undefined. */
  data: unknown;
  usable: boolean;
  /** What makes it unusable, as api-catalog reports it (`ai-catalog-entries-incomplete`), or null. */
  lacks: string | null;
  /** Whether its catalog has no usable entry at all (api-catalog then reports `ai-catalog-invalid`). */
  catalogInvalid: boolean;
}

/** The entries of every judged catalog whose type is `mediaType` (parameters ignored), in catalog order. */
export function catalogEntriesOfType(artifact: AiCatalogsArtifact, mediaType: string): CatalogEntryRef[] {
  const all = [...artifact.roots, ...artifact.nested];
  const byUrl = new Map(all.map((catalog) => [catalog.url, catalog]));
  const fetchedDocument = (catalog: CatalogDocument): JsonDocument | null => {
    for (let current: CatalogDocument | undefined = catalog, hops = 0; current && hops <= MAX_NESTING + 1; hops++) {
      if (current.document) return current.document;
      current = current.parent ? byUrl.get(current.parent) : undefined;
    }
    return null;
  };
  const wanted = mediaType.toLowerCase();
  const found: CatalogEntryRef[] = [];
  for (const catalog of all) {
    const judgement = catalog.judgement;
    const document = judgement ? fetchedDocument(catalog) : null;
    if (!judgement || !document) continue;
    const catalogInvalid = judgement.unreadable !== null || !judgement.entries.some((entry) => entry.usable);
    for (const entry of judgement.entries) {
      if (entry.isCatalog || (entry.type ?? '').toLowerCase().split(';')[0]!.trim() !== wanted) continue;
      found.push({
        catalogUrl: catalog.url,
        document,
        where: entry.where,
        identifier: entry.identifier,
        url: entry.url,
        data: entry.data,
        usable: entry.usable,
        lacks: judgement.incomplete.find((item) => item.where === entry.where)?.lacks ?? null,
        catalogInvalid,
      });
    }
  }
  return found;
}
