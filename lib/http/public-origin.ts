// The service's own origin for absolute links: AGENTGAUGE_PUBLIC_URL when set (behind a proxy), else the
// origin the client used (Host header), which is what it can reach us at.
export function publicOrigin(request: Request): string {
  const configured = process.env.AGENTGAUGE_PUBLIC_URL;
  if (configured) return new URL(configured).origin;
  const url = new URL(request.url);
  const host = request.headers.get('host');
  return host ? `${url.protocol}//${host}` : url.origin;
}
