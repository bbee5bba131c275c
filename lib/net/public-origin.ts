// The one rule for this service's own absolute origin (links in mail, redirects, OAuth callbacks, robots.txt,
// sitemap.xml, llms.txt, discovery documents, replay URLs, canonical tags, the MCP Origin allowlist):
//   1. the configured AGENTGAUGE_PUBLIC_URL (or NEXTAUTH_URL), whatever the request says;
//   2. else, only with AGENTGAUGE_TRUST_PROXY=1, what the operator's proxy says (X-Forwarded-Host/-Proto, Host);
//   3. else the address the connection arrived on (ours, never the Host header: a client writes Host, and a page
//      or link built from it would point at whatever host the client chose).
// The HTTP front applies the rule once per request (pinRequestOrigin) before Next sees it: it rewrites Host and the
// forwarded headers to the chosen origin, so Next's own URL building (request.url, redirects, server-action origin
// checks, next-auth) agrees with it, and records it in a header of its own that the app reads (publicOrigin).
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import { proxyTrusted } from './client-ip';

/** Set by the HTTP front on every request (any value a client sent is overwritten). */
export const PUBLIC_ORIGIN_HEADER = 'x-agentgauge-public-origin';

/** The operator's public URL (AGENTGAUGE_PUBLIC_URL, else NEXTAUTH_URL) as an origin, or null when none is set. */
export function configuredPublicOrigin(): string | null {
  const configured = process.env.AGENTGAUGE_PUBLIC_URL?.trim() || process.env.NEXTAUTH_URL?.trim();
  if (!configured) return null;
  try {
    return new URL(configured).origin;
  } catch {
    return null;
  }
}

/** The origin of one incoming request under the rule above. */
export function originOfIncoming(request: IncomingMessage, trustProxy: boolean = proxyTrusted()): string {
  const configured = configuredPublicOrigin();
  if (configured) return configured;
  if (trustProxy) {
    const forwarded = proxiedOrigin(request);
    if (forwarded) return forwarded;
  }
  return listeningOrigin(request);
}

/** What the trusted proxy says the client asked for; the first value of a list is the client-facing hop. */
function proxiedOrigin(request: IncomingMessage): string | null {
  const host = firstValue(request.headers['x-forwarded-host']) ?? firstValue(request.headers.host);
  if (!host) return null;
  const proto = firstValue(request.headers['x-forwarded-proto'])?.toLowerCase() === 'https' ? 'https' : 'http';
  // A host with a path, credentials or the like is no origin: fall back to our own address.
  if (/[/\\@?#\s]/.test(host)) return null;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/** http://<the local address and port the connection arrived on>; IPv4-mapped IPv6 folded to IPv4. */
function listeningOrigin(request: IncomingMessage): string {
  const socket = request.socket;
  const address = (socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
  const host = isIPv6(address) ? `[${address}]` : address;
  const encrypted = (socket as { encrypted?: boolean }).encrypted === true;
  return `${encrypted ? 'https' : 'http'}://${host}:${socket.localPort ?? 80}`;
}

/**
 * Applies the rule to a request before Next handles it: records the origin, makes Host and the forwarded headers
 * say the same, and turns an absolute-form target (`GET http://evil.example/x`, RFC 9112 §3.2.2) into origin form,
 * since its authority is as much the client's word as Host is.
 */
export function pinRequestOrigin(request: IncomingMessage, trustProxy: boolean = proxyTrusted()): string {
  const origin = originOfIncoming(request, trustProxy);
  const url = new URL(origin);
  request.headers[PUBLIC_ORIGIN_HEADER] = origin;
  request.headers.host = url.host;
  request.headers['x-forwarded-host'] = url.host;
  request.headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
  if (request.url && !request.url.startsWith('/')) request.url = originForm(request.url);
  return origin;
}

function originForm(target: string): string {
  try {
    const parsed = new URL(target);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '/';
  }
}

/**
 * The origin of a request the front pinned. Outside the front (a bare `next start`), only a configured URL is
 * trusted; the loopback default stands in for "this machine" rather than echoing Host.
 */
export function publicOrigin(request: Request): string {
  return request.headers.get(PUBLIC_ORIGIN_HEADER) ?? fallbackOrigin();
}

/** The same, for server components (which read the request through next/headers). */
export async function pagePublicOrigin(): Promise<string> {
  const { headers } = await import('next/headers');
  return (await headers()).get(PUBLIC_ORIGIN_HEADER) ?? fallbackOrigin();
}

function fallbackOrigin(): string {
  return configuredPublicOrigin() ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

/**
 * Hostnames a browser page may call /mcp from (DNS-rebinding protection): our public host when configured or told
 * by the trusted proxy, else loopback only. `loopback` is the SDK's list of loopback names.
 */
export function allowedBrowserOriginHostnames(request: Request, loopback: string[]): string[] {
  if (configuredPublicOrigin() || proxyTrusted()) return [new URL(publicOrigin(request)).hostname];
  return loopback;
}
