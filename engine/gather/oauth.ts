// OAuth discovery: authorization server metadata (RFC 8414, OpenID Connect Discovery) and
// protected resource metadata (RFC 9728), with the validation both checks and the MCP probe share.
import {
  AUTH_SERVER_DOCUMENT_LABELS,
  expectedResourcesFor,
  protectedResourceLabel,
  validateAuthServerMetadata,
  validateProtectedResourceMetadata,
  type AuthServerDocumentKind,
} from '../parse/oauth-metadata.js';
import { parseWwwAuthenticate } from '../parse/www-authenticate.js';
import { OAUTH_AUTHORIZATION_SERVER_PATH, OAUTH_PROTECTED_RESOURCE_PATH, OPENID_CONFIGURATION_PATH } from '../well-known.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { fetchJsonDocument, type JsonDocument } from './json-document.js';
import { ArtifactProblem } from './problem.js';

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
    ? `${url.origin}${OAUTH_AUTHORIZATION_SERVER_PATH}${path}`
    : `${url.origin}${path}${OPENID_CONFIGURATION_PATH}`;
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

export const oauthServerGatherer = defineOriginGatherer(
  'oauthServer',
  async (ctx) => ({ documents: await fetchAuthServerDocuments(ctx, ctx.origin) }),
  (artifact) => {
    // One valid document is enough; without one, a document that could not be fetched may have been it.
    const usable = artifact.documents.some(
      ({ document, expectedIssuer, kind }) =>
        document.kind === 'ok' && validateAuthServerMetadata(document.value, expectedIssuer, kind).usable,
    );
    const failed = usable ? undefined : artifact.documents.find((entry) => entry.document.kind === 'error');
    return failed && failed.document.kind === 'error'
      ? ArtifactProblem.unmeasured(AUTH_SERVER_DOCUMENT_LABELS[failed.kind], failed.document.failure)
      : artifact;
  },
);

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
  const wellKnownUrl = `${ctx.origin}${OAUTH_PROTECTED_RESOURCE_PATH}`;
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
      expectedResourcesFor(ctx.origin, source.challengeUrl),
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
}, (artifact) => {
  const loaded = artifact.sources.some((source) => source.document.kind === 'ok');
  const failed = loaded ? undefined : artifact.sources.find((source) => source.document.kind === 'error');
  return failed && failed.document.kind === 'error'
    ? ArtifactProblem.unmeasured(protectedResourceLabel(failed), failed.document.failure)
    : artifact;
});

