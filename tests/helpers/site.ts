// A tiny fixture web server on 127.0.0.1: one site per server (port), routes by path.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StaticRoute {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}
export type RouteHandler = (req: http.IncomingMessage, res: http.ServerResponse, site: FixtureSite) => void | Promise<void>;
export type Route = StaticRoute | RouteHandler;
/** Keys are paths ("/robots.txt") or "METHOD /path" ("HEAD /.well-known/api-catalog"). Query strings are ignored for matching unless the key has one. */
export type Routes = Record<string, Route>;
/** Routes, or a function that builds them from the site's origin (known once the site listens on its port). */
export type SiteRoutes = Routes | ((origin: string) => Routes);

export interface FixtureSite {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** origin + "/" */
  url: string;
  port: number;
  /** Every request received, in order ("GET /robots.txt"). */
  requests: string[];
  close(): Promise<void>;
}

const NOT_FOUND: StaticRoute = { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not found' };

export async function serveSite(siteRoutes: SiteRoutes, fallback: Route = NOT_FOUND): Promise<FixtureSite> {
  let routes: Routes = typeof siteRoutes === 'function' ? {} : siteRoutes;
  const requests: string[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const site = {} as FixtureSite;
  const server = http.createServer(async (req, res) => {
    const method = req.method ?? 'GET';
    const full = req.url ?? '/';
    const path = full.split('?')[0]!;
    requests.push(`${method} ${full}`);
    const route =
      routes[`${method} ${full}`] ?? routes[`${method} ${path}`] ?? routes[full] ?? routes[path] ?? fallback;
    try {
      if (typeof route === 'function') {
        await route(req, res, site);
        return;
      }
      const headers = { ...(route.headers ?? {}) };
      res.writeHead(route.status ?? 200, headers);
      res.end(method === 'HEAD' ? undefined : route.body ?? '');
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  if (typeof siteRoutes === 'function') routes = siteRoutes(origin);
  Object.assign(site, {
    origin,
    url: `${origin}/`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
  return site;
}

export function html(body: string, headers: Record<string, string> = {}): StaticRoute {
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body };
}
export function text(body: string, contentType = 'text/plain; charset=utf-8', headers: Record<string, string> = {}): StaticRoute {
  return { status: 200, headers: { 'content-type': contentType, ...headers }, body };
}
export function json(value: unknown, contentType = 'application/json', headers: Record<string, string> = {}): StaticRoute {
  return { status: 200, headers: { 'content-type': contentType, ...headers }, body: JSON.stringify(value) };
}

/**
 * A page served as HTML to everyone but the User-Agents `refused` matches, which get 403 while `refusing()` holds (a
 * bot rule the test can switch off, as an owner who follows the fix would).
 */
export function refusingAgents(refused: RegExp, page: string, refusing: () => boolean = () => true): RouteHandler {
  return (req, res) => {
    if (refusing() && refused.test(req.headers['user-agent'] ?? '')) {
      res.writeHead(403, { 'content-type': 'text/plain' });
      res.end('Forbidden');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : page);
  };
}

/** A plain home page. */
export const HOME = html('<!doctype html><html lang="en"><head><title>Fixture home</title></head><body><h1>Home</h1></body></html>');

/** A route that accepts the request and never answers (the audit's timeout must fire). */
export const NEVER_ANSWERS: Route = () => new Promise<void>(() => {});

/** A route that drops the connection without answering: the fetch fails with a network error. */
export const hangUp: Route = (req) => {
  req.socket.destroy();
};
