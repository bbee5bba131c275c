// OAuth discovery: authorization server metadata (RFC 8414, OpenID Connect Discovery) and
// protected resource metadata (RFC 9728), with the validation both checks and the MCP probe share.
import { parseWwwAuthenticate } from '../parse/www-authenticate.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { fetchJsonDocument, isAbsoluteHttpUrl, isObject, type JsonDocument } from './json-document.js';

export type AuthServerDocumentKind = 'oauth-authorization-server' | 'openid-configuration';

export interface AuthServerMetadataProblem {
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

export interface AuthServerDocument {
  kind: AuthServerDocumentKind;
  /** The issuer the URL was built from. */
  expectedIssuer: string;
  document: JsonDocument;
}

export interface OAuthServerArtifact {
  documents: AuthServerDocument[];
}

export interface ProtectedResourceSource {
  /** Where the metadata URL came from. */
  via: 'well-known' | 'www-authenticate';
  /** For `www-authenticate`: the response that carried the header. */
  challengeUrl: string | null;
  challengeHeader: string | null;
  document: JsonDocument;
}

export interface AuthorizationServerCheck {
  issuer: string;
  /** The metadata documents tried for that issuer (RFC 8414 first, then OpenID Connect). */
  documents: AuthServerDocument[];
}

export interface ProtectedResourceArtifact {
  origin: string;
  sources: ProtectedResourceSource[];
  /** Every `authorization_servers` entry named by a usable source (at most 3), with its metadata. */
  authorizationServers: AuthorizationServerCheck[];
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    oauthServer: OAuthServerArtifact;
    protectedResource: ProtectedResourceArtifact;
  }
}

const MAX_AUTHORIZATION_SERVERS = 3;

/** RFC 8414 §3.1 inserts the well-known segment before the issuer's path; OpenID Connect appends it. */
export function authServerMetadataUrl(issuer: string, kind: AuthServerDocumentKind): string {
  const url = new URL(issuer);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return kind === 'oauth-authorization-server'
    ? `${url.origin}/.well-known/oauth-authorization-server${path}`
    : `${url.origin}${path}/.well-known/openid-configuration`;
}

async function fetchAuthServerDocuments(ctx: GatherContext, issuer: string): Promise<AuthServerDocument[]> {
  const kinds: AuthServerDocumentKind[] = ['oauth-authorization-server', 'openid-configuration'];
  return Promise.all(
    kinds.map(async (kind) => ({
      kind,
      expectedIssuer: issuer,
      document: await fetchJsonDocument(ctx, authServerMetadataUrl(issuer, kind)),
    })),
  );
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
    const what =
      item.field === 'code_challenge_methods_supported' ? 'does not include S256 (PKCE)' : 'is missing or malformed';
    problems.push({ severity: item.severity, message: `${item.field} ${what}.`, hint: item.hint });
  }
  const present = expected.filter((item) => item.ok).length;
  return {
    usable: problems.every((problem) => problem.severity !== 'fail'),
    problems,
    completeness: (100 * present) / expected.length,
  };
}

function nonEmptyStrings(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
}

/** Validation of a fetched authorization server document, or null when it did not load as JSON. */
export function validateAuthServerDocument(entry: AuthServerDocument): AuthServerValidation | null {
  return entry.document.kind === 'ok'
    ? validateAuthServerMetadata(entry.document.value, entry.expectedIssuer, entry.kind)
    : null;
}

export const oauthServerGatherer = defineOriginGatherer('oauthServer', async (ctx) => ({
  documents: await fetchAuthServerDocuments(ctx, ctx.origin),
}));

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

/** The `resource_metadata` URLs named by every WWW-Authenticate challenge seen so far, with the response that carried it. */
export function resourceMetadataChallenges(
  ctx: GatherContext,
): Array<{ url: string; header: string; challengeUrl: string }> {
  const found = new Map<string, { url: string; header: string; challengeUrl: string }>();
  for (const response of ctx.seenResponses()) {
    const header = response.headers['www-authenticate'];
    if (!header) continue;
    for (const challenge of parseWwwAuthenticate(header)) {
      const reference = challenge.params.resource_metadata;
      if (!reference) continue;
      try {
        const url = new URL(reference, response.finalUrl).href;
        if (!found.has(url)) found.set(url, { url, header, challengeUrl: response.finalUrl });
      } catch {
        // An unparseable URL in a header is the server's problem; the well-known location still counts.
      }
    }
  }
  return [...found.values()];
}

export const protectedResourceGatherer = defineOriginGatherer('protectedResource', async (ctx) => {
  // The MCP probe is the usual source of a 401 challenge; wait for it so its headers are seen. Its own
  // failures are the mcp-server check's to report; here they only mean no challenge to read.
  await ctx.get('mcp').catch(() => null);
  const wellKnownUrl = `${ctx.origin}/.well-known/oauth-protected-resource`;
  const sources: ProtectedResourceSource[] = [
    {
      via: 'well-known',
      challengeUrl: null,
      challengeHeader: null,
      document: await fetchJsonDocument(ctx, wellKnownUrl),
    },
  ];
  for (const challenge of resourceMetadataChallenges(ctx)) {
    if (challenge.url === wellKnownUrl) continue;
    sources.push({
      via: 'www-authenticate',
      challengeUrl: challenge.challengeUrl,
      challengeHeader: challenge.header,
      document: await fetchJsonDocument(ctx, challenge.url),
    });
  }
  const issuers = new Set<string>();
  for (const source of sources) {
    if (source.document.kind !== 'ok') continue;
    const validation = validateProtectedResourceMetadata(
      source.document.value,
      expectedResourcesFor(ctx.origin, source),
    );
    for (const issuer of validation.authorizationServers) issuers.add(issuer);
  }
  const authorizationServers = await Promise.all(
    [...issuers].slice(0, MAX_AUTHORIZATION_SERVERS).map(async (issuer) => ({
      issuer,
      documents: await fetchAuthServerDocuments(ctx, issuer),
    })),
  );
  return { origin: ctx.origin, sources, authorizationServers };
});

export function expectedResourcesFor(origin: string, source: ProtectedResourceSource): string[] {
  return source.challengeUrl && source.challengeUrl !== origin && source.challengeUrl !== `${origin}/`
    ? [origin, source.challengeUrl]
    : [origin];
}
