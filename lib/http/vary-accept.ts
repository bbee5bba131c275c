// Pages that negotiate markdown (next.config.ts rewrites) must say so in Vary on their HTML answers too, or a cache
// could hand one format to the other kind of client. Next's page renderer overwrites Vary with its own list, so the
// server adds Accept to whatever Vary Next sets for those paths.
import type { IncomingMessage, ServerResponse } from 'node:http';

const NEGOTIATED_PATHS = /^\/(?:report\/[^/]+\/?|checks\/?)?$/;

function withAccept(value: number | string | readonly string[]): number | string | readonly string[] {
  const list = (Array.isArray(value) ? value.join(',') : String(value)).split(',').map((part) => part.trim()).filter(Boolean);
  return list.some((part) => part.toLowerCase() === 'accept' || part === '*') ? value : ['Accept', ...list].join(', ');
}

export function varyOnAcceptForNegotiatedPages(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0]!;
  if (!NEGOTIATED_PATHS.test(path)) return;
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'vary' ? withAccept(value) : value);
}
