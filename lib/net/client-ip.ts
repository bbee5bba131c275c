// The caller's address, as set by bin/start.ts from the socket (or the trusted proxy hop); never taken from
// a header the client controls.
import type { IncomingMessage } from 'node:http';

export const CLIENT_IP_HEADER = 'x-agentgauge-client-ip';

export function clientIp(request: { headers: Pick<Headers, 'get'> }): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
}

/** AGENTGAUGE_TRUST_PROXY=1: a reverse proxy the operator runs sits in front and its headers can be believed. */
export function proxyTrusted(): boolean {
  return process.env.AGENTGAUGE_TRUST_PROXY === '1';
}

/** The caller's address: the socket's, or with AGENTGAUGE_TRUST_PROXY=1 the last hop the proxy appended. */
export function callerAddress(request: IncomingMessage, trustProxy: boolean = proxyTrusted()): string {
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return socketAddress;
  const forwarded = String(request.headers['x-forwarded-for'] ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  return forwarded.at(-1) ?? socketAddress;
}
