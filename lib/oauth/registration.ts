// What POST /oauth/register accepts, checked before oidc-provider sees the request: only what an MCP client needs
// (MCP 2026-07-28 basic/authorization/client-registration §Dynamic Client Registration). A public client
// (`token_endpoint_auth_method: "none"`, OAuth 2.1 §2.1) whose redirect URIs are https, or http on a loopback address
// for a native client (RFC 8252 §7.3), without userinfo, fragment or anything that looks like a wildcard. Nothing that
// would make the server fetch a client's URL (`jwks_uri`, `sector_identifier_uri`, `request_uris`) and no keys
// (`jwks`: a public client proves nothing with a key). Refusals are RFC 7591 §3.2.2 error responses.
import type { IncomingMessage } from 'node:http';
import { JSON_BODY_LIMIT_BYTES, isJsonContentType, parseJsonText, readNodeBody } from '@/lib/net/body';
import { ApiError } from '@/lib/errors/api-errors';

export type RegistrationErrorCode = 'invalid_redirect_uri' | 'invalid_client_metadata';

/** An RFC 7591 §3.2.2 refusal: HTTP 400 with {"error", "error_description"}. */
export class RegistrationRefused extends Error {
  constructor(
    readonly code: RegistrationErrorCode,
    readonly description: string,
  ) {
    super(description);
    this.name = 'RegistrationRefused';
  }

  get body(): { error: RegistrationErrorCode; error_description: string } {
    return { error: this.code, error_description: this.description };
  }
}

/** Metadata that makes the authorization server fetch a client's URL, or that only a confidential client uses. */
const REFUSED_FIELDS: Record<string, string> = {
  jwks_uri: 'jwks_uri is not accepted: only public clients register here, and this server fetches no client URLs.',
  jwks: 'jwks is not accepted: only public clients register here, and they authenticate with no key.',
  sector_identifier_uri: 'sector_identifier_uri is not accepted: this server fetches no client URLs.',
  request_uris: 'request_uris is not accepted: this server fetches no client URLs.',
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** The refusal of one redirect URI, or null when it is allowed. */
function redirectUriProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'Every redirect URI must be a string.';
  // A "*" anywhere reads as a pattern to someone; redirect URIs are compared exactly (OAuth 2.1 §2.3.1).
  if (value.includes('*')) return `The redirect URI ${JSON.stringify(value)} looks like a wildcard; register exact URIs.`;
  const url = URL.parse(value);
  if (!url) return `The redirect URI ${JSON.stringify(value)} is not an absolute URL.`;
  if (url.username !== '' || url.password !== '') return `The redirect URI ${JSON.stringify(value)} carries userinfo; register it without.`;
  if (value.includes('#')) return `The redirect URI ${JSON.stringify(value)} has a fragment (RFC 6749 §3.1.2).`;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return `The redirect URI ${JSON.stringify(value)} must use https, or http on a loopback address (127.0.0.1, [::1] or localhost).`;
}

/** Throws RegistrationRefused unless the metadata is a public client this server accepts. */
export function checkRegistration(metadata: unknown): void {
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) {
    throw new RegistrationRefused('invalid_client_metadata', 'The client metadata must be a JSON object.');
  }
  const fields = metadata as Record<string, unknown>;
  const method = fields.token_endpoint_auth_method;
  if (method !== undefined && method !== 'none') {
    throw new RegistrationRefused(
      'invalid_client_metadata',
      'Only public clients may register: token_endpoint_auth_method must be "none" (PKCE protects the code).',
    );
  }
  for (const [name, reason] of Object.entries(REFUSED_FIELDS)) {
    if (Object.hasOwn(fields, name)) throw new RegistrationRefused('invalid_client_metadata', reason);
  }
  const uris = fields.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0) {
    throw new RegistrationRefused('invalid_redirect_uri', 'redirect_uris must list at least one redirect URI.');
  }
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new RegistrationRefused('invalid_redirect_uri', problem);
  }
}

/**
 * Reads and checks a registration request's JSON body under the byte and depth caps every body has
 * (lib/net/body.ts), and leaves the checked object as `request.body` for the provider, which takes a body already
 * read from there. A body that is not JSON is left to the provider to refuse.
 */
export async function screenRegistration(request: IncomingMessage): Promise<void> {
  if (!isJsonContentType(request.headers['content-type'] ?? null)) return;
  let metadata: unknown;
  try {
    metadata = parseJsonText(await readNodeBody(request, JSON_BODY_LIMIT_BYTES));
  } catch (error) {
    if (error instanceof ApiError && error.code !== 'body-too-large') throw new RegistrationRefused('invalid_client_metadata', error.message);
    throw error;
  }
  checkRegistration(metadata);
  (request as IncomingMessage & { body?: unknown }).body = metadata;
}
