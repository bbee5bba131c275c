// What `npm start` puts in front of Next's request handler, in one place: the HTTP front (service-http.ts) and, for
// every request it passes on, the public-origin rule (pinRequestOrigin), the authorization server's own paths
// (lib/oauth, loaded on its first request), the raw query the route layer reads, and Accept in the Vary of the pages
// that negotiate Markdown. bin/start.ts hands it Next's handler; the in-process test service (tests/helpers/in-process)
// hands it the app's route handlers, so both answer through the same front.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { frontError } from '@/lib/http/error-page';
import { keepRawQuery } from '@/lib/http/raw-query';
import { varyOnAcceptForNegotiatedPages } from '@/lib/http/vary-accept';
import { pinRequestOrigin } from '@/lib/net/public-origin';
import { OAUTH_PATH_PREFIX, isOAuthPath } from '@/lib/oauth/paths';
import { errorMessage, logger } from '@/lib/observability/logger';
import type { RouteLabeler } from '@/lib/observability/route-labels';
import { serviceHttp, type ServiceHttp } from './service-http';

export type NextHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

// The authorization server (oidc-provider and its adapters, about a second of module loading) loads on its first
// request rather than at every start; a failed load is retried by the next request.
let oauthFront: Promise<typeof import('@/lib/oauth/front')> | undefined;

async function answerOAuth(request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
  const loading = (oauthFront ??= import('@/lib/oauth/front'));
  try {
    await (await loading).handleOAuthRequest(request, response, origin);
  } catch (error) {
    if (oauthFront === loading) oauthFront = undefined;
    logger.error(`The authorization server could not answer: ${errorMessage(error)}`);
    if (!response.headersSent) {
      const answer = frontError(OAUTH_PATH_PREFIX, 'service-unavailable', 'The authorization server could not answer; retry later.');
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    }
  }
}

/** The service's HTTP front with `handle` (Next's request handler) behind it. */
export function serviceFront(routeOf: RouteLabeler, handle: NextHandler): ServiceHttp {
  return serviceHttp({
    routeOf,
    next: (request, response) => {
      const origin = pinRequestOrigin(request);
      // The OAuth authorization server (lib/oauth) answers its own paths; everything else is Next's.
      if (isOAuthPath(new URL(request.url ?? '/', origin).pathname)) return void answerOAuth(request, response, origin);
      keepRawQuery(request);
      varyOnAcceptForNegotiatedPages(request, response);
      void handle(request, response);
    },
  });
}
