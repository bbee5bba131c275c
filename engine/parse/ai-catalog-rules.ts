// An AI catalog judged by the rules agents' consumers apply (checks.md, api-catalog, 2026-11): the ARD draft
// (ards-project/ard-spec 0.9 and 0.91) and the AI Catalog core (Agent-Card/ai-catalog). Pure: the gatherer fetches the
// documents (and the nested catalogs this names), the api-catalog check turns the problems into findings.
import { isObject } from './json-values.js';
import { canonicalManifest, isRefusedAlgorithm, readJwsHeader, type SignedManifest } from './trust-manifest.js';
import { resolveUrl } from './urls.js';

export const AI_CATALOG_MEDIA_TYPE = 'application/ai-catalog+json';

/**
 * Entry types consumers know: the ARD conformance tool's list (ard-spec conformance/tests/fixtures/extension-media-types.json
 * and the registry's types) plus the AI Catalog core's skill types. Others are warned about, never refused.
 */
export const KNOWN_ENTRY_TYPES: readonly string[] = [
  'application/mcp-server-card+json',
  'application/a2a-agent-card+json',
  AI_CATALOG_MEDIA_TYPE,
  'application/ai-registry+json',
  'application/agent-skills+md',
  'application/agent-skills+gzip',
  'application/agent-skills+zip',
  'text/markdown; profile="urn:air:agent-skills"',
  'application/openapi+json',
  'application/openapi+yaml',
  'application/vnd.oai.openapi+json',
  'application/vnd.oai.openapi',
];

/** Distinct top-level catalog URLs fetched per audit. */
export const MAX_ROOT_CATALOGS = 5;
/** Nested catalogs are followed this deep below a root (depth 1 … 4). */
export const MAX_NESTING = 4;
/** Nested catalog documents fetched per audit, whatever their depth. */
export const MAX_NESTED_FETCHES = 10;
/** Entries judged across every catalog of the audit; the rest are counted. */
export const MAX_JUDGED_ENTRIES = 2000;
/** Entry `url`s called per audit. */
export const MAX_CALLED_ENTRIES = 5;
/** Trust manifest signatures checked per audit (the rest are counted). */
export const MAX_CHECKED_SIGNATURES = 50;
/** Distinct key documents (JWK Sets, DID documents) fetched per audit to check signatures. */
export const MAX_KEY_DOCUMENTS = 3;

/** The one `specVersion` the current drafts define. */
export const AI_CATALOG_SPEC_VERSION = '1.0';
/** Representative queries per entry that is not itself a catalog (ARD §4: 2 to 5). */
export const REPRESENTATIVE_QUERIES = { min: 2, max: 5 } as const;

export interface JudgedEntry {
  /** JSON path inside its catalog, e.g. `entries[3]`. */
  where: string;
  identifier: string | null;
  type: string | null;
  /** Absolute, resolved against the catalog's URL. */
  url: string | null;
  /** Set when the entry carries its artifact inline. */
  hasData: boolean;
  /** The inline artifact (`data`), as written; undefined when the entry has none. */
  data: unknown;
  /** identifier, type and exactly one of url/data. */
  usable: boolean;
  isCatalog: boolean;
  /** Inline nested catalog (`data` of an `application/ai-catalog+json` entry). */
  inlineCatalog: unknown;
}

export interface TrustProblem {
  where: string;
  text: string;
}

export interface CatalogJudgement {
  /** Not an object, or `entries` missing: nothing in it can be read. */
  unreadable: string | null;
  specVersion: string | null;
  hasCollections: boolean;
  entries: JudgedEntry[];
  /** Entries past the judging budget, counted only. */
  entriesBeyondBudget: number;
  /** Entries lacking what makes them usable, with what they lack. */
  incomplete: Array<{ where: string; lacks: string }>;
  withoutDisplayName: string[];
  /** Identifiers that are not `urn:air:<publisher host>:…`, with their form. */
  badIdentifiers: Array<{ where: string; identifier: string; form: 'urn:ai' | 'other' }>;
  /** Non-catalog entries whose representativeQueries are missing or outside 2–5. */
  badQueries: Array<{ where: string; count: number | null }>;
  unknownTypes: Array<{ where: string; type: string }>;
  trust: TrustProblem[];
  /** Signatures whose protected header names an asymmetric algorithm: the gatherer checks them against their keys. */
  signed: SignedManifest[];
}

const URN_AIR = /^urn:air:([A-Za-z0-9.-]+):.+$/;

/** The publisher host an identifier names (`urn:air:<host>:…`), or null. */
function publisherOf(identifier: string): string | null {
  return URN_AIR.exec(identifier)?.[1]?.toLowerCase() ?? null;
}

/** The domain a trust manifest's identity names: `did:web:<host>…`, an https URL, a urn:air identifier or a bare host. */
function identityDomain(identity: string): string | null {
  // did:web:<host>[%3A<port>]: the port is not part of the domain.
  const did = /^did:web:([^:/#]+)/i.exec(identity);
  if (did) return decodeURIComponent(did[1]!).split(':')[0]!.toLowerCase();
  const air = publisherOf(identity);
  if (air) return air;
  if (/^https?:\/\//i.test(identity)) {
    try {
      return new URL(identity).hostname.toLowerCase();
    } catch {
      return null;
    }
  }
  return /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(identity) ? identity.toLowerCase() : null;
}

/** Same domain, or one a subdomain of the other's registrable part is not decidable here: exact or parent match. */
function domainsAlign(identity: string, publisher: string): boolean {
  return identity === publisher || publisher.endsWith(`.${identity}`) || identity.endsWith(`.${publisher}`);
}

function judgeTrust(manifest: unknown, where: string, publisher: string | null, problems: TrustProblem[]): SignedManifest | null {
  if (!isObject(manifest)) {
    problems.push({ where, text: 'trustManifest is not an object' });
    return null;
  }
  const identity = typeof manifest.identity === 'string' && manifest.identity !== '' ? manifest.identity : null;
  if (!identity) problems.push({ where, text: 'trustManifest has no "identity"' });
  else if (publisher) {
    const domain = identityDomain(identity);
    if (domain && !domainsAlign(domain, publisher)) {
      problems.push({ where, text: `trustManifest identity ${identity} is not the identifier's publisher ${publisher} (AI Catalog core: consumers must reject it)` });
    }
  }
  if (manifest.signature === undefined) return null;
  const header = typeof manifest.signature === 'string' ? readJwsHeader(manifest.signature) : { ok: false as const, reason: 'is not a string' };
  if (!header.ok) problems.push({ where, text: `trustManifest signature ${header.reason}` });
  else if (isRefusedAlgorithm(header.alg)) {
    problems.push({ where, text: `trustManifest signature uses alg "${header.alg.slice(0, 20)}" (unsigned or a shared secret: no publisher can be checked)` });
  } else {
    return { where, identity, publisher, signature: manifest.signature as string, alg: header.alg, kid: header.kid, payload: canonicalManifest(manifest) };
  }
  return null;
}

/** Judges one catalog document; `budget` is how many entries may still be judged across the audit. */
export function judgeAiCatalog(value: unknown, catalogUrl: string, budget: number): CatalogJudgement {
  const judgement: CatalogJudgement = {
    unreadable: null,
    specVersion: null,
    hasCollections: false,
    entries: [],
    entriesBeyondBudget: 0,
    incomplete: [],
    withoutDisplayName: [],
    badIdentifiers: [],
    badQueries: [],
    unknownTypes: [],
    trust: [],
    signed: [],
  };
  if (!isObject(value)) return { ...judgement, unreadable: 'the catalog is not a JSON object' };
  judgement.specVersion = typeof value.specVersion === 'string' ? value.specVersion : null;
  judgement.hasCollections = value.collections !== undefined;
  if (!Array.isArray(value.entries)) return { ...judgement, unreadable: 'the catalog has no "entries" array' };
  if (isObject(value.host) && value.host.trustManifest !== undefined) {
    const hostId = typeof value.host.identifier === 'string' ? value.host.identifier : null;
    const hostPublisher = hostId ? (publisherOf(hostId) ?? identityDomain(hostId)) : null;
    const signed = judgeTrust(value.host.trustManifest, 'host', hostPublisher, judgement.trust);
    if (signed) judgement.signed.push(signed);
  }
  const judged = value.entries.slice(0, Math.max(0, budget));
  judgement.entriesBeyondBudget = value.entries.length - judged.length;
  judged.forEach((raw, index) => {
    const where = `entries[${index}]`;
    if (!isObject(raw)) {
      judgement.incomplete.push({ where, lacks: 'is not an object' });
      return;
    }
    const identifier = typeof raw.identifier === 'string' && raw.identifier !== '' ? raw.identifier : null;
    // ARD names the entry's media type `type`; the AI Catalog core (Agent-Card/ai-catalog) names it `mediaType`.
    const type = textMember(raw.type) ?? textMember(raw.mediaType);
    const hasUrl = raw.url !== undefined;
    const hasData = raw.data !== undefined;
    const url = typeof raw.url === 'string' ? resolveUrl(raw.url, catalogUrl) : null;
    const lacks = [
      identifier ? null : '"identifier"',
      type ? null : '"type" (ARD) or "mediaType" (AI Catalog core)',
      hasUrl === hasData ? (hasUrl ? 'exactly one of "url"/"data" (it has both)' : 'one of "url"/"data"') : null,
      hasUrl && !url ? 'a "url" that is an http(s) URL' : null,
    ].filter((item): item is string => item !== null);
    if (lacks.length > 0) judgement.incomplete.push({ where, lacks: lacks.join(', ') });
    const label = identifier ? `${where} (${identifier.slice(0, 80)})` : where;
    if (typeof raw.displayName !== 'string' || raw.displayName === '') judgement.withoutDisplayName.push(label);
    const publisher = identifier ? publisherOf(identifier) : null;
    if (identifier && !publisher) {
      judgement.badIdentifiers.push({ where: label, identifier: identifier.slice(0, 80), form: /^urn:ai:/i.test(identifier) ? 'urn:ai' : 'other' });
    }
    const mediaType = type?.toLowerCase().replace(/\s*;\s*/g, '; ') ?? null;
    const isCatalog = mediaType?.split(';')[0] === AI_CATALOG_MEDIA_TYPE;
    if (mediaType && !KNOWN_ENTRY_TYPES.includes(mediaType)) judgement.unknownTypes.push({ where: label, type: type!.slice(0, 80) });
    if (!isCatalog) {
      const queries = raw.representativeQueries;
      const count = Array.isArray(queries) && queries.every((query) => typeof query === 'string' && query.trim() !== '') ? queries.length : null;
      if (count === null || count < REPRESENTATIVE_QUERIES.min || count > REPRESENTATIVE_QUERIES.max) judgement.badQueries.push({ where: label, count });
    }
    const signed = raw.trustManifest === undefined ? null : judgeTrust(raw.trustManifest, label, publisher, judgement.trust);
    if (signed) judgement.signed.push(signed);
    judgement.entries.push({
      where,
      identifier,
      type,
      url,
      hasData,
      data: hasData ? raw.data : undefined,
      usable: lacks.length === 0,
      isCatalog,
      inlineCatalog: isCatalog && hasData && !hasUrl ? raw.data : undefined,
    });
  });
  return judgement;
}

function textMember(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
