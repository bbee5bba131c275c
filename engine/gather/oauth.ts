// OAuth discovery: authorization server metadata (RFC 8414, OpenID Connect Discovery) and
// protected resource metadata (RFC 9728), with the validation both checks and the MCP probe share.
import {
  AUTH_SERVER_DOCUMENT_LABELS,
  expectedResourcesFor,
  pathScopedResource,
  protectedResourceLabel,
  protectedResourceMetadataUrl,
  validateAuthServerMetadata,
  validateProtectedResourceMetadata,
  type AuthServerDocumentKind,
  type ProtectedResourceVia,
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
  /** The origin as issuer (RFC 8414 and OpenID Connect at the root). */
  documents: AuthServerDocument[];
  /**
   * The authorization servers the protected resource metadata names, with their metadata: the same fetched and
   * validated documents `oauth-protected-resource` judges, so the two checks never contradict each other.
   */
  fromResource: AuthorizationServerCheck[];
}

export interface ProtectedResourceSource {
  /** Where the metadata URL came from. */
  via: ProtectedResourceVia;
  /** For `well-known-path`: the path-scoped resource the URL was built from (RFC 9728 §3.1). */
  resource: string | null;
  /** For `www-authenticate`: the response that carried the header. */
  challengeUrl: string | null;
  challengeHeader: string | null;
  document: JsonDocument;
}

export interface AuthorizationServerCheck {
  issuer: string;
  /** The metadata documents tried for that issuer (RFC 8414 first, then OpenID Connect: appended, and inserted for an issuer with a path). */
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

/** RFC 8414 §3.1 inserts the well-known segment before the issuer's path; OpenID Connect Discovery §4 appends it. */
export function authServerMetadataUrl(issuer: string, kind: AuthServerDocumentKind, openIdForm: 'appended' | 'inserted' = 'appended'): string {
  const url = new URL(issuer);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  if (kind === 'oauth-authorization-server') return `${url.origin}${OAUTH_AUTHORIZATION_SERVER_PATH}${path}`;
  return openIdForm === 'inserted' ? `${url.origin}${OPENID_CONFIGURATION_PATH}${path}` : `${url.origin}${path}${OPENID_CONFIGURATION_PATH}`;
}

/**
 * Every metadata URL for an issuer: RFC 8414 (path inserted), OpenID Connect (path appended) and, for an issuer
 * with a path, the inserted OpenID form RFC 8414 §5 describes for servers that publish both.
 */
function authServerMetadataUrls(issuer: string): Array<{ kind: AuthServerDocumentKind; url: string }> {
  const urls: Array<{ kind: AuthServerDocumentKind; url: string }> = [
    { kind: 'oauth-authorization-server', url: authServerMetadataUrl(issuer, 'oauth-authorization-server') },
    { kind: 'openid-configuration', url: authServerMetadataUrl(issuer, 'openid-configuration') },
  ];
  const inserted = authServerMetadataUrl(issuer, 'openid-configuration', 'inserted');
  if (!urls.some((entry) => entry.url === inserted)) urls.push({ kind: 'openid-configuration', url: inserted });
  return urls;
}

async function fetchAuthServerDocuments(ctx: GatherContext, issuer: string): Promise<AuthServerDocument[]> {
  return Promise.all(
    authServerMetadataUrls(issuer).map(async ({ kind, url }) => ({ kind, expectedIssuer: issuer, document: await fetchJsonDocument(ctx, url) })),
  );
}

export const oauthServerGatherer = defineOriginGatherer(
  'oauthServer',
  async (ctx) => {
    // One discovery result for both OAuth checks: the issuers the protected resource metadata names come from the
    // protectedResource artifact (fetched once); that gatherer's own failures are its check's to report.
    const [documents, resource] = await Promise.all([fetchAuthServerDocuments(ctx, ctx.origin), ctx.get('protectedResource').catch(() => null)]);
    return { documents, fromResource: resource?.authorizationServers ?? [] };
  },
  (artifact) => {
    // One valid document is enough; without one, a document that could not be fetched may have been it.
    const all = [...artifact.documents, ...artifact.fromResource.flatMap((server) => server.documents)];
    const usable = all.some(
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

/** Path-scoped resources whose RFC 9728 §3.1 metadata is looked for: endpoints that challenged with 401 (at most 2). */
const MAX_SCOPED_RESOURCES = 2;

export const protectedResourceGatherer = defineOriginGatherer('protectedResource', async (ctx) => {
  // The MCP probe is the usual source of a 401 challenge; wait for it so its headers are seen. Its own
  // failures are the mcp-server check's to report; here they only mean no challenge to read.
  const mcp = await ctx.get('mcp').catch(() => null);
  const wellKnownUrl = `${ctx.origin}${OAUTH_PROTECTED_RESOURCE_PATH}`;
  const sources: ProtectedResourceSource[] = [
    {
      via: 'well-known',
      resource: null,
      challengeUrl: null,
      challengeHeader: null,
      document: await fetchJsonDocument(ctx, wellKnownUrl),
    },
  ];
  const challenges = resourceMetadataChallenges(ctx);
  for (const challenge of challenges) {
    if (challenge.url === wellKnownUrl) continue;
    sources.push({
      via: 'www-authenticate',
      resource: null,
      challengeUrl: challenge.challengeUrl,
      challengeHeader: challenge.header,
      document: await fetchJsonDocument(ctx, challenge.url),
    });
  }
  // RFC 9728 §3.1: a resource with a path (https://host/mcp) has its metadata at the well-known URL with that path.
  const challenged = [...(mcp?.probe.kind === 'auth-required' ? [mcp.probe.url] : []), ...challenges.map((challenge) => challenge.challengeUrl)];
  const scoped = [...new Set(challenged.filter((url) => new URL(url).origin === ctx.origin).map(pathScopedResource).filter((url): url is string => url !== null))];
  for (const resource of scoped.slice(0, MAX_SCOPED_RESOURCES)) {
    const url = protectedResourceMetadataUrl(resource);
    if (sources.some((source) => source.document.url === url)) continue;
    sources.push({ via: 'well-known-path', resource, challengeUrl: null, challengeHeader: null, document: await fetchJsonDocument(ctx, url) });
  }
  const issuers = new Set<string>();
  for (const source of sources) {
    if (source.document.kind !== 'ok') continue;
    const validation = validateProtectedResourceMetadata(
      source.document.value,
      expectedResourcesFor(ctx.origin, source.challengeUrl, source.resource),
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

