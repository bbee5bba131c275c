// What an A2A agent card says a client must authenticate with, and which HTTP challenge answers to it.
//
// A2A 1.0 (specification/a2a.proto, AgentCard fields 8 and 9): `securitySchemes` maps names to a SecurityScheme, a
// oneof of apiKeySecurityScheme, httpAuthSecurityScheme, oauth2SecurityScheme, openIdConnectSecurityScheme and
// mtlsSecurityScheme (ProtoJSON); `securityRequirements` lists alternatives, each `{"schemes": {"<name>": {"list":
// [scopes]}}}`. A2A 0.3 cards used the OpenAPI shapes instead (`{"type": "http", "scheme": "bearer"}` and
// `security: [{"<name>": [scopes]}]`); both are read.
import { isObject } from './json-values.js';
import type { AuthChallenge } from './www-authenticate.js';

export type A2aSchemeKind = 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mtls' | 'unknown';

export interface A2aSchemeRef {
  name: string;
  kind: A2aSchemeKind;
  /** For `http`: the HTTP authentication scheme the card names (e.g. "Bearer"). */
  httpScheme: string | null;
}

export interface A2aCardSecurity {
  /** Every scheme the card declares. */
  schemes: A2aSchemeRef[];
  /**
   * Whether an unauthenticated call must be refused: requirements listed and none of them empty (an empty requirement
   * allows anonymous calls, as in OpenAPI), or schemes declared without requirements (A2A 1.0 §7.3 step 1: the client
   * discovers the server's required schemes from `securitySchemes`).
   */
  required: boolean;
  /** The schemes a client may satisfy, one of them being enough (the union of every alternative). */
  accepted: A2aSchemeRef[];
}

const PROTO_KINDS: ReadonlyArray<[string, A2aSchemeKind]> = [
  ['apiKeySecurityScheme', 'apiKey'],
  ['httpAuthSecurityScheme', 'http'],
  ['oauth2SecurityScheme', 'oauth2'],
  ['openIdConnectSecurityScheme', 'openIdConnect'],
  ['mtlsSecurityScheme', 'mtls'],
];

/** OpenAPI 3 `type` values (A2A 0.3), lower-cased. */
const OPENAPI_KINDS: Readonly<Record<string, A2aSchemeKind>> = {
  apikey: 'apiKey',
  http: 'http',
  oauth2: 'oauth2',
  openidconnect: 'openIdConnect',
  mutualtls: 'mtls',
};

function schemeOf(name: string, value: unknown): A2aSchemeRef {
  if (!isObject(value)) return { name, kind: 'unknown', httpScheme: null };
  for (const [member, kind] of PROTO_KINDS) {
    const inner = value[member];
    if (isObject(inner)) return { name, kind, httpScheme: kind === 'http' && typeof inner.scheme === 'string' ? inner.scheme : null };
  }
  const kind = typeof value.type === 'string' ? (OPENAPI_KINDS[value.type.toLowerCase()] ?? 'unknown') : 'unknown';
  return { name, kind, httpScheme: kind === 'http' && typeof value.scheme === 'string' ? value.scheme : null };
}

/** The scheme names of one requirement: 1.0 `{"schemes": {...}}`, or a 0.3/OpenAPI `{"<name>": [...]}`. */
function requirementNames(requirement: unknown): string[] | null {
  if (!isObject(requirement)) return null;
  const map = isObject(requirement.schemes) ? requirement.schemes : requirement;
  return Object.keys(map);
}

export function cardSecurity(card: unknown): A2aCardSecurity {
  if (!isObject(card)) return { schemes: [], required: false, accepted: [] };
  const declared = isObject(card.securitySchemes) ? card.securitySchemes : {};
  const schemes = Object.entries(declared).map(([name, value]) => schemeOf(name, value));
  const listed = Array.isArray(card.securityRequirements) ? card.securityRequirements : Array.isArray(card.security) ? card.security : null;
  if (listed === null || listed.length === 0) return { schemes, required: schemes.length > 0, accepted: schemes };
  const alternatives = listed.map(requirementNames).filter((names): names is string[] => names !== null);
  if (alternatives.some((names) => names.length === 0)) return { schemes, required: false, accepted: [] };
  const names = new Set(alternatives.flat());
  // A requirement naming a scheme the card does not declare still requires credentials; its kind is unknown.
  const accepted = [...names].map((name) => schemes.find((scheme) => scheme.name === name) ?? { name, kind: 'unknown' as const, httpScheme: null });
  return { schemes, required: accepted.length > 0, accepted };
}

/**
 * The HTTP authentication schemes a challenge may name for a declared scheme, or null when any challenge will do:
 * - `http`: the scheme the card names (RFC 9110 §11.1: auth-scheme names compare case-insensitively);
 * - `oauth2`, `openIdConnect`: their access tokens are Bearer tokens (RFC 6750 §3: a resource server refusing a
 *   request without a token answers `WWW-Authenticate: Bearer`), or DPoP-bound ones (RFC 9449 §7.1: `DPoP`);
 * - `apiKey`, `mtls` and unknown kinds have no HTTP authentication scheme of their own, so any challenge (RFC 9110
 *   §15.5.2 requires one on every 401) matches.
 */
export function challengeSchemesFor(scheme: A2aSchemeRef): string[] | null {
  switch (scheme.kind) {
    case 'http':
      return scheme.httpScheme ? [scheme.httpScheme.toLowerCase()] : null;
    case 'oauth2':
    case 'openIdConnect':
      return ['bearer', 'dpop'];
    default:
      return null;
  }
}

/** The accepted scheme a challenge answers to, or null when none matches. */
export function matchingScheme(security: A2aCardSecurity, challenges: readonly AuthChallenge[]): A2aSchemeRef | null {
  if (challenges.length === 0) return null;
  for (const scheme of security.accepted) {
    const allowed = challengeSchemesFor(scheme);
    if (allowed === null || challenges.some((challenge) => allowed.includes(challenge.scheme))) return scheme;
  }
  return null;
}

/** "Bearer (http scheme \"bearerAuth\")", for findings. */
export function describeSchemes(schemes: readonly A2aSchemeRef[]): string {
  return schemes
    .map((scheme) => {
      const expected = challengeSchemesFor(scheme);
      const challenge = expected ? expected.map((item) => (item === 'dpop' ? 'DPoP' : item === 'bearer' ? 'Bearer' : scheme.httpScheme ?? item)).join(' or ') : 'any challenge';
      return `${scheme.name} (${scheme.kind}: ${challenge})`;
    })
    .join(', ');
}
