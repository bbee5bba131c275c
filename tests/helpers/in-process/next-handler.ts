// Next's part of answering a request, for the in-process service: what `next start` does between the service's front
// and a route handler, in Next's order (trailing-slash redirect, next.config headers, redirects, the proxy, rewrites
// before files, the route), each step read from the project's own next.config.ts and proxy.ts and decided by Next's
// own matchers. The request reaches the handler as Next builds it (NextRequestAdapter from the Node request, initURL
// as Next computes it) and the answer goes back through Next's sendResponse. A handler that throws is reported to
// instrumentation.ts's onRequestError and answered with Next's bare 500, which the front then gives its body. Pages
// are not rendered: a request for one fails loudly, naming the tier that serves pages.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRouteModule, matchAppRoute, readAppRoutes, type AppEntry } from './app-routes';

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const { NodeNextRequest, NodeNextResponse } = require('next/dist/server/base-http/node') as {
  NodeNextRequest: new (request: IncomingMessage) => unknown;
  NodeNextResponse: new (response: ServerResponse) => unknown;
};
const { NextRequestAdapter, signalFromNodeResponse } = require('next/dist/server/web/spec-extension/adapters/next-request') as {
  NextRequestAdapter: { fromNodeNextRequest(request: unknown, signal: AbortSignal): Request & { nextUrl: URL } };
  signalFromNodeResponse(response: ServerResponse): AbortSignal;
};
const { sendResponse } = require('next/dist/server/send-response') as { sendResponse(request: unknown, response: unknown, answer: Response): Promise<void> };
const { addRequestMeta } = require('next/dist/server/request-meta') as { addRequestMeta(request: IncomingMessage, key: string, value: unknown): void };
const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match') as {
  getPathMatch(source: string, options: Record<string, unknown>): (pathname: string) => Record<string, string> | false;
};
const { matchHas, prepareDestination } = require('next/dist/shared/lib/router/utils/prepare-destination') as {
  matchHas(request: IncomingMessage, query: Record<string, unknown>, has?: unknown[], missing?: unknown[]): Record<string, string> | false;
  prepareDestination(args: { appendParamsToQuery: boolean; destination: string; params: Record<string, string>; query: Record<string, unknown> }): {
    parsedDestination: { pathname: string };
  };
};
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers(matcher: unknown, config: Record<string, unknown>): unknown[];
};
const { getMiddlewareRouteMatcher } = require('next/dist/shared/lib/router/utils/middleware-route-matcher') as {
  getMiddlewareRouteMatcher(matchers: unknown[]): (pathname: string, request: IncomingMessage, query: Record<string, unknown>) => boolean;
};

interface ConfigRoute {
  source: string;
  destination?: string;
  permanent?: boolean;
  has?: unknown[];
  missing?: unknown[];
  headers?: Array<{ key: string; value: string }>;
}

interface NextApp {
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
  routes: AppEntry[];
}

/** Thrown for a request the in-process service cannot answer as `next start` would (a page). */
export class NotInProcessError extends Error {}

const HTTP_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);

function matcherFor(route: ConfigRoute) {
  const match = getPathMatch(route.source, { strict: true, removeUnnamedParams: true });
  return (pathname: string, request: IncomingMessage, query: Record<string, unknown>): Record<string, string> | false => {
    const params = match(pathname);
    if (!params) return false;
    if (!route.has && !route.missing) return params;
    const conditions = matchHas(request, query, route.has, route.missing);
    return conditions ? { ...params, ...conditions } : false;
  };
}

function destinationOf(route: ConfigRoute, params: Record<string, string>, query: Record<string, unknown>): string {
  return prepareDestination({ appendParamsToQuery: false, destination: route.destination!, params, query: { ...query } }).parsedDestination.pathname;
}

/** Next's request handling for this project, routes loaded from source on first use. */
export async function createNextApp(): Promise<NextApp> {
  // Next replaces the process's fetch with its caching one the first time a route runs (patchFetch). In `next start`
  // that is the server process's fetch; here it would be the test's own, whose GET answers it tees for deduplication
  // (a test that cancels a body then waits forever on the other branch). Next leaves a fetch it finds patched alone.
  (globalThis as Record<symbol, unknown>)[Symbol.for('next-patch')] = true;
  const config = (await import('../../../next.config')).default as {
    headers(): Promise<ConfigRoute[]>;
    redirects(): Promise<ConfigRoute[]>;
    rewrites(): Promise<{ beforeFiles: ConfigRoute[]; afterFiles: ConfigRoute[]; fallback: ConfigRoute[] }>;
  } & Record<string, unknown>;
  const proxyModule = (await import('../../../proxy')) as { proxy(request: Request): Response | Promise<Response>; config: { matcher: unknown } };
  const { onRequestError } = (await import('../../../instrumentation')) as { onRequestError(error: unknown): void };
  const { logger } = await import('../../../lib/observability/logger');
  const headerRoutes = (await config.headers()).map((route) => ({ route, match: matcherFor(route) }));
  const redirects = (await config.redirects()).map((route) => ({ route, match: matcherFor(route) }));
  const rewrites = await config.rewrites();
  if (rewrites.afterFiles.length > 0 || rewrites.fallback.length > 0) throw new Error('in-process service: afterFiles and fallback rewrites are not implemented');
  const beforeFiles = rewrites.beforeFiles.map((route) => ({ route, match: matcherFor(route) }));
  const proxyMatches = getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyModule.config.matcher, config));
  const routes = readAppRoutes(path.join(ROOT, 'app'));
  const modules = new Map<AppEntry, ReturnType<typeof loadRouteModule>>();

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = new URL(request.url ?? '/', 'http://n');
    const query = Object.fromEntries(target.searchParams);
    let pathname = target.pathname;
    // trailingSlash: false (Next's default): /path/ is redirected to /path.
    if (pathname !== '/' && pathname.endsWith('/')) {
      response.statusCode = 308;
      response.setHeader('location', `${pathname.replace(/\/+$/, '') || '/'}${target.search}`);
      response.setHeader('refresh', `0;url=${pathname.replace(/\/+$/, '')}${target.search}`);
      return void response.end(pathname.replace(/\/+$/, ''));
    }
    for (const { route, match } of headerRoutes) {
      if (match(pathname, request, query)) for (const header of route.headers ?? []) response.setHeader(header.key, header.value);
    }
    for (const { route, match } of redirects) {
      const params = match(pathname, request, query);
      if (!params) continue;
      const location = destinationOf(route, params, query);
      response.statusCode = route.permanent ? 308 : 307;
      response.setHeader('location', location);
      if (route.permanent) response.setHeader('refresh', `0;url=${location}`);
      return void response.end(location);
    }
    const protocol = String(request.headers['x-forwarded-proto'] ?? '').includes('https') ? 'https' : 'http';
    addRequestMeta(request, 'initURL', `${protocol}://${request.headers.host ?? 'localhost'}${request.url}`);
    const nodeRequest = new NodeNextRequest(request);
    const nodeResponse = new NodeNextResponse(response);
    if (proxyMatches(pathname, request, query)) {
      const { NextRequest } = (await import('next/server')) as unknown as { NextRequest: new (input: string, init: RequestInit) => Request };
      const proxied = await proxyModule.proxy(new NextRequest(`${protocol}://${request.headers.host}${request.url}`, { method: request.method, headers: request.headers as HeadersInit }));
      if (proxied.headers.get('x-middleware-next') !== '1') return sendResponse(nodeRequest, nodeResponse, proxied);
    }
    for (const { route, match } of beforeFiles) {
      const params = match(pathname, request, query);
      if (params) {
        pathname = destinationOf(route, params, query);
        break;
      }
    }
    const matched = matchAppRoute(routes, pathname);
    if (!matched) throw new NotInProcessError(`no route or page of app/ matches ${pathname}: Next would render its not-found page; test it in the system tier`);
    if (matched.entry.kind === 'page') throw new NotInProcessError(`${pathname} is a page (${matched.entry.appPath}): pages are tested in the system tier`);
    if (!HTTP_METHODS.has(request.method ?? '')) return sendResponse(nodeRequest, nodeResponse, new Response(null, { status: 400 }));
    let loading = modules.get(matched.entry);
    if (!loading) modules.set(matched.entry, (loading = loadRouteModule(matched.entry)));
    const routeModule = await loading;
    const nextRequest = NextRequestAdapter.fromNodeNextRequest(nodeRequest, signalFromNodeResponse(response));
    const pending: Promise<unknown>[] = [];
    const context = {
      params: Object.keys(matched.params).length > 0 ? matched.params : undefined,
      previewProps: { previewModeId: 'in-process', previewModeSigningKey: 'in-process', previewModeEncryptionKey: 'in-process' },
      renderOpts: {
        experimental: { authInterrupts: true },
        cacheComponents: false,
        isDraftMode: false,
        waitUntil: (promise: Promise<unknown>) => void pending.push(promise.catch(() => undefined)),
        onClose: (callback: () => void) => void response.on('close', callback),
        onAfterTaskError: undefined,
      },
      sharedContext: { buildId: 'in-process', deploymentId: undefined },
    };
    let answered: Response;
    try {
      answered = await routeModule.handle(nextRequest, context);
    } catch (error) {
      onRequestError(error);
      // Next logs it with console.error, which `npm start` routes to the log (routeConsoleToLogger).
      logger.error({ err: error }, error instanceof Error ? error.message : String(error));
      answered = new Response(null, { status: 500 });
    }
    await sendResponse(nodeRequest, nodeResponse, answered);
  }

  return {
    routes,
    async handle(request, response) {
      try {
        await answer(request, response);
      } catch (error) {
        // A failure of the harness itself (a page asked for, a route that cannot load): the test sees it in the body.
        if (!response.headersSent) {
          response.statusCode = 599;
          response.setHeader('content-type', 'text/plain; charset=utf-8');
        }
        response.end(`in-process service: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    },
  };
}
