// OAuth metadata documents: authorization server metadata (RFC 8414, OpenID Connect Discovery) and protected
// resource metadata (RFC 9728), validated for the gatherers, the MCP probe and the checks alike.
import { OAUTH_PROTECTED_RESOURCE_PATH } from '../well-known.js';
import { isObject } from './json-values.js';
import { isAbsoluteHttpUrl } from './urls.js';

export type AuthServerDocumentKind = 'oauth-authorization-server' | 'openid-configuration';

export const AUTH_SERVER_DOCUMENT_LABELS: Readonly<Record<AuthServerDocumentKind, string>> = {
  'oauth-authorization-server': 'OAuth authorization server metadata (RFC 8414)',
  'openid-configuration': 'OpenID Connect discovery document',
};

/** How findings name a protected resource metadata document: by where its URL came from. */
/** Where protected resource metadata was found: the origin's well-known URL, the one for a path-scoped resource, or a challenge. */
export type ProtectedResourceVia = 'well-known' | 'well-known-path' | 'www-authenticate';

export function protectedResourceLabel(source: { via: ProtectedResourceVia; challengeUrl: string | null; resource?: string | null }): string {
  if (source.via === 'well-known') return 'Protected resource metadata (RFC 9728)';
  if (source.via === 'well-known-path') return `Protected resource metadata for the resource ${source.resource} (RFC 9728 §3.1)`;
  return `Protected resource metadata named by WWW-Authenticate on ${source.challengeUrl}`;
}

/**
 * RFC 9728 §3.1: the well-known segment is inserted between the host and the resource's path
 * (https://host/mcp → https://host/.well-known/oauth-protected-resource/mcp); a resource without a path uses the
 * origin's. The query is dropped (a resource identifier has none worth keeping for discovery).
 */
export function protectedResourceMetadataUrl(resource: string): string {
  const url = new URL(resource);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.origin}${OAUTH_PROTECTED_RESOURCE_PATH}${path}`;
}

/** The resource identifier a URL names (no query or fragment), or null when it is the origin itself. */
export function pathScopedResource(url: string): string | null {
  const parsed = new URL(url);
  return parsed.pathname === '/' || parsed.pathname === '' ? null : `${parsed.origin}${parsed.pathname.replace(/\/$/, '')}`;
}

/** What each problem of authorization server metadata means (the OAuth checks' findings carry these codes). */
export const AUTH_SERVER_PROBLEM_CODES = {
  'not-an-object': 'The metadata is not a JSON object, so it is discarded.',
  'issuer-mismatch': 'issuer differs from the issuer the metadata URL was built from (RFC 8414 §3.3: discard it).',
  'missing-authorization-endpoint': 'authorization_endpoint is missing or not an absolute URL.',
  'missing-token-endpoint': 'token_endpoint is missing or not an absolute URL.',
  'missing-response-types-supported': 'response_types_supported is missing or malformed (required by RFC 8414).',
  'no-pkce-s256': 'code_challenge_methods_supported does not include S256 (PKCE).',
  'missing-scopes-supported': 'scopes_supported is missing or malformed (recommended by RFC 8414).',
  'missing-jwks-uri': 'jwks_uri is missing (required by OpenID Connect Discovery 1.0).',
  'missing-subject-types-supported': 'subject_types_supported is missing (required by OpenID Connect Discovery 1.0).',
  'missing-id-token-signing-alg-values-supported':
    'id_token_signing_alg_values_supported is missing (required by OpenID Connect Discovery 1.0).',
} as const;
export type AuthServerProblemCode = keyof typeof AUTH_SERVER_PROBLEM_CODES;

export interface AuthServerMetadataProblem {
  code: AuthServerProblemCode;
  /** `fail` makes the document unusable (RFC 8414 §3.3: discard it); `warn` costs points. */
  severity: 'fail' | 'warn';
  message: string;
  hint: string;
}

export interface AuthServerValidation {
  /** Usable: parses, and its issuer is the one the URL was built from. */
  usable: boolean;
  problems: AuthServerMetadataProblem[];
  /** Share of the expected fields present (0–100), for partial credit. */
  completeness: number;
}

const OIDC_REQUIRED = ['jwks_uri', 'subject_types_supported', 'id_token_signing_alg_values_supported'];

export function validateAuthServerMetadata(
  value: unknown,
  expectedIssuer: string,
  kind: AuthServerDocumentKind,
): AuthServerValidation {
  const problems: AuthServerMetadataProblem[] = [];
  if (!isObject(value)) {
    return {
      usable: false,
      completeness: 0,
      problems: [
        {
          code: 'not-an-object',
          severity: 'fail',
          message: 'The document is not a JSON object.',
          hint: 'Serve the metadata as one JSON object.',
        },
      ],
    };
  }
  if (value.issuer !== expectedIssuer) {
    const found = typeof value.issuer === 'string' ? `"${value.issuer}"` : 'missing';
    problems.push({
      code: 'issuer-mismatch',
      severity: 'fail',
      message: `issuer is ${found}, not "${expectedIssuer}" (RFC 8414 §3.3: clients must discard metadata whose issuer differs).`,
      hint: `Set "issuer" to exactly "${expectedIssuer}", the URL the metadata location is built from (no trailing slash).`,
    });
  }
  const expected: Array<{ field: string; ok: boolean; severity: 'warn'; hint: string }> = [
    ...['authorization_endpoint', 'token_endpoint'].map((field) => ({
      field,
      ok: isAbsoluteHttpUrl(value[field]),
      severity: 'warn' as const,
      hint: `Add "${field}" with the absolute URL of the endpoint.`,
    })),
    {
      field: 'response_types_supported',
      ok: nonEmptyStrings(value.response_types_supported),
      severity: 'warn',
      hint: 'Add "response_types_supported", e.g. ["code"] (required by RFC 8414).',
    },
    {
      field: 'code_challenge_methods_supported',
      ok:
        Array.isArray(value.code_challenge_methods_supported) &&
        value.code_challenge_methods_supported.includes('S256'),
      severity: 'warn',
      hint: 'Support PKCE and advertise it: "code_challenge_methods_supported": ["S256"]. Agents (and MCP clients) refuse servers without S256.',
    },
    {
      field: 'scopes_supported',
      ok: nonEmptyStrings(value.scopes_supported),
      severity: 'warn',
      hint: 'List the scopes clients may request in "scopes_supported" (RECOMMENDED by RFC 8414).',
    },
    ...(kind === 'openid-configuration'
      ? OIDC_REQUIRED.map((field) => ({
          field,
          ok: value[field] !== undefined,
          severity: 'warn' as const,
          hint: `Add "${field}" (REQUIRED by OpenID Connect Discovery 1.0).`,
        }))
      : []),
  ];
  for (const item of expected) {
    if (item.ok) continue;
    const pkce = item.field === 'code_challenge_methods_supported';
    const what = pkce ? 'does not include S256 (PKCE)' : 'is missing or malformed';
    const code = pkce ? 'no-pkce-s256' : (`missing-${item.field.replaceAll('_', '-')}` as AuthServerProblemCode);
    problems.push({ code, severity: item.severity, message: `${item.field} ${what}.`, hint: item.hint });
  }
  const present = expected.filter((item) => item.ok).length;
  return {
    usable: problems.every((problem) => problem.severity !== 'fail'),
    problems,
    completeness: (100 * present) / expected.length,
  };
}

/**
 * The points a metadata document earns `oauth-discovery`: 0 when unusable, 100 when nothing is missing, else the share
 * of the expected fields present (at least 10: its issuer is right). The document with the most is the one that check
 * judges, and whose chain it scores (gather/oauth-chain.ts records which).
 */
export function authServerDocumentScore(validation: AuthServerValidation): number {
  if (!validation.usable) return 0;
  return validation.problems.length === 0 ? 100 : Math.max(10, Math.min(99, validation.completeness));
}

/** What discovery fetched, in the shape the gatherer keeps it (gather/oauth.ts OAuthServerArtifact). */
interface DiscoveredDocument {
  kind: AuthServerDocumentKind;
  expectedIssuer: string;
  document: { kind: string; url: string; value?: unknown };
}
interface Discovered<D extends DiscoveredDocument> {
  documents: D[];
  fromResource: Array<{ documents: D[] }>;
}

/**
 * The metadata documents `oauth-discovery` judges, in its order: the origin's own, then those of every issuer the
 * protected resource metadata names (each URL once; `named` leaves out URLs already among the origin's).
 */
export function discoveryDocuments<D extends DiscoveredDocument>(artifact: Discovered<D>): { own: D[]; named: D[] } {
  const seen = new Set(artifact.documents.map((entry) => entry.document.url));
  const named = artifact.fromResource
    .flatMap((server) => server.documents)
    .filter((entry) => !seen.has(entry.document.url) && seen.add(entry.document.url));
  return { own: artifact.documents, named };
}

/**
 * The document `oauth-discovery` rests its verdict on, and whose OAuth chain it scores: the usable one with the
 * highest score, the first on a tie; null when none is usable.
 */
export function discoveryDocument<D extends DiscoveredDocument>(artifact: Discovered<D>): D | null {
  const { own, named } = discoveryDocuments(artifact);
  let best: { entry: D; score: number } | null = null;
  for (const entry of [...own, ...named]) {
    if (entry.document.kind !== 'ok') continue;
    const score = authServerDocumentScore(validateAuthServerMetadata(entry.document.value, entry.expectedIssuer, entry.kind));
    if (score > 0 && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry ?? null;
}

function nonEmptyStrings(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
}

export interface ProtectedResourceValidation {
  usable: boolean;
  resource: string | null;
  /** The resource identifiers accepted for this source. */
  expectedResources: string[];
  authorizationServers: string[];
  scopes: string[];
  problems: string[];
}

/**
 * RFC 9728: `resource` must be the protected resource's identifier. For the origin's well-known document that is
 * the origin; for metadata named by a WWW-Authenticate challenge it may also be the URL that was challenged.
 */
export function validateProtectedResourceMetadata(
  value: unknown,
  expectedResources: string[],
): ProtectedResourceValidation {
  const result: ProtectedResourceValidation = {
    usable: false,
    resource: null,
    expectedResources,
    authorizationServers: [],
    scopes: [],
    problems: [],
  };
  if (!isObject(value)) {
    result.problems.push('The document is not a JSON object.');
    return result;
  }
  result.resource = typeof value.resource === 'string' ? value.resource : null;
  const accepted = new Set(
    expectedResources.flatMap((resource) => [resource, resource.replace(/\/$/, ''), `${resource.replace(/\/$/, '')}/`]),
  );
  if (result.resource === null) result.problems.push('"resource" is missing (REQUIRED by RFC 9728).');
  else if (!accepted.has(result.resource))
    result.problems.push(
      `"resource" is "${result.resource}", not ${expectedResources.map((r) => `"${r}"`).join(' or ')}.`,
    );
  if (Array.isArray(value.authorization_servers)) {
    result.authorizationServers = value.authorization_servers.filter(isAbsoluteHttpUrl);
  }
  if (Array.isArray(value.scopes_supported)) {
    result.scopes = value.scopes_supported.filter((scope): scope is string => typeof scope === 'string');
  }
  result.usable = result.problems.length === 0;
  return result;
}

/**
 * The resource identifiers metadata may name: the origin, and for metadata named by a challenge, the URL challenged.
 * Metadata fetched from a path-scoped well-known URL must name exactly the resource it was built from (RFC 9728 §3.3).
 */
export function expectedResourcesFor(origin: string, challengeUrl: string | null, scopedResource: string | null = null): string[] {
  if (scopedResource) return [scopedResource];
  if (!challengeUrl || challengeUrl === origin || challengeUrl === `${origin}/`) return [origin];
  const resource = pathScopedResource(challengeUrl);
  return resource && resource !== challengeUrl ? [origin, challengeUrl, resource] : [origin, challengeUrl];
}
