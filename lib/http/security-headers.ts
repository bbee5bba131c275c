// The security headers of every response, set by the HTTP front (lib/server/service-http.ts) before Next
// answers. The Content-Security-Policy is nonce-based for scripts: the front puts the policy on the request too, where
// Next's renderer reads the nonce and adds it to every script it emits (the Next.js way of nonce-based CSP, done
// here instead of in proxy.ts because the front sees every request, and generating a nonce costs a microsecond where
// running the proxy costs as much as a cached API read).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** One year; no includeSubDomains: the operator's other hosts are not ours to pin to HTTPS. */
const HSTS = 'max-age=31536000';

/** Whether the client reached us over HTTPS: our own TLS socket, or the trusted proxy's X-Forwarded-Proto (only
 *  with AGENTGAUGE_TRUST_PROXY=1; anyone can send that header to a service that is reached directly). */
export function requestIsHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if ((request.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * The policy of a response. Scripts: only those carrying this response's nonce, and what they load ('strict-dynamic',
 * so Next's chunk loader works). Styles allow inline: server-rendered components set style attributes (score ring,
 * charts), which a nonce cannot cover; styles cannot run code. Nothing may frame the pages, embed plugins, rebase
 * relative URLs or post forms elsewhere.
 */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Only over HTTPS: on plain http://127.0.0.1 it would send the page's own requests to an https:// that is not there.
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Sets the security headers on the response, and the policy on the request, where Next's renderer finds its nonce. */
export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse, trustProxy: boolean): void {
  const https = requestIsHttps(request, trustProxy);
  const policy = contentSecurityPolicy(randomBytes(16).toString('base64'), https);
  // Whatever policy a client sent is replaced: the nonce must be the one this response announces.
  request.headers['content-security-policy'] = policy;
  delete request.headers['content-security-policy-report-only'];
  response.setHeader('content-security-policy', policy);
  response.setHeader('x-content-type-options', 'nosniff');
  // frame-ancestors for older browsers that know only this header.
  response.setHeader('x-frame-options', 'DENY');
  response.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  if (https) response.setHeader('strict-transport-security', HSTS);
}
