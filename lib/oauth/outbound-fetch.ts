// Every request oidc-provider makes on its own (a client's jwks_uri, sector_identifier_uri, request_uri or client id
// metadata document) goes through the engine's SSRF-safe fetcher, under the rules every scan target meets: public
// hosts on ports 80 and 443, every address vetted, no redirects. Registration refuses the metadata that would cause
// such fetches (lib/oauth/registration.ts); this keeps the rule if a feature that fetches is ever enabled.
import { createFetcher, USER_AGENT } from '@/engine/index';
import { privateTargetsAllowed } from '@/lib/settings/settings';

/** oidc-provider's own deadline for a fetch (lib/helpers/fetch_request.js). */
const TIMEOUT_MS = 2_500;

/** The provider's `fetch` configuration: the WHATWG fetch signature over the one fetcher. */
export async function providerFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  const fetcher = createFetcher({ timeout: TIMEOUT_MS, retries: 0, allowPrivateTargets: privateTargetsAllowed(), userAgent: USER_AGENT });
  try {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'POST') throw new TypeError(`The authorization server does not send ${method} requests.`);
    const result = await fetcher.fetch({
      url,
      method,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
      cap: 'json',
      maxRedirects: 0,
    });
    if (!result.ok) throw new TypeError(`${result.error.message} (${result.error.code})`);
    const { response } = result;
    return new Response(response.status === 204 || response.status === 304 ? null : new Uint8Array(response.body), {
      status: response.status,
      headers: { 'content-type': response.headers['content-type'] ?? '' },
    });
  } finally {
    await fetcher.close();
  }
}
