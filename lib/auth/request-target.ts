// The page a request asked for, as the HTTP front saw it (lib/server/service-http.ts sets the header on every
// request, replacing whatever a client sent): a signed-out visitor's deep link is kept through sign-in with it.
import { safeRedirectPath } from '@/lib/auth/safe-redirect';

export const REQUEST_TARGET_HEADER = 'x-agentgauge-request-target';

/** Next's own query parameter of client navigations (React Server Component payloads): not part of the page. */
const NEXT_INTERNAL_PARAMS = ['_rsc'];

/** The sign-in page, with `next` naming the page to return to when there is one worth returning to. */
export function signInPathFor(target: string | null | undefined): string {
  const path = safeRedirectPath(target ?? null, '');
  if (path === '' || path === '/' || path.startsWith('/sign-in') || path.startsWith('/api/')) return '/sign-in';
  const url = new URL(path, 'http://same-site.invalid');
  for (const name of NEXT_INTERNAL_PARAMS) url.searchParams.delete(name);
  return `/sign-in?${new URLSearchParams({ next: `${url.pathname}${url.search}` })}`;
}
