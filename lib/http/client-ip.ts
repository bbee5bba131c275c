// The caller's address, as set by bin/start.ts from the socket (or the trusted proxy hop); never taken from
// a header the client controls.
export const CLIENT_IP_HEADER = 'x-agentgauge-client-ip';

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
}
