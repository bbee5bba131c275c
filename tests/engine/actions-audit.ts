// Shared by the actions and commerce tests: serve a fixture site whose routes may name its own origin,
// and run one check against it through the public entry point.
import type http from 'node:http';
import { afterEach } from 'vitest';
import type { CheckResult, RequestedProfile } from '../../engine/index.js';
import { auditCheck } from '../helpers/check-audit.js';
import { serveSite, type FixtureSite, type Route, type Routes } from '../helpers/site.js';

/** Like `serveSite`, but the routes are built once the origin (random port) is known. */
export async function serveRoutes(routes: (origin: string) => Routes): Promise<FixtureSite> {
  let built: Routes = {};
  const site = await serveSite({}, (req, res, s) => {
    const full = req.url ?? '/';
    const route: Route | undefined = built[`${req.method} ${full.split('?')[0]}`] ?? built[full.split('?')[0]!];
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    if (typeof route === 'function') return route(req, res, s);
    res.writeHead(route.status ?? 200, route.headers ?? {});
    res.end(req.method === 'HEAD' ? undefined : (route.body ?? ''));
  });
  built = routes(site.origin);
  return site;
}

/** `serveRoutes` for one test file: every site a test starts is closed after that test. */
export function useRoutesSite(): (routes: (origin: string) => Routes) => Promise<FixtureSite> {
  const open: FixtureSite[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((site) => site.close()));
  });
  return async (routes) => {
    const site = await serveRoutes(routes);
    open.push(site);
    return site;
  };
}

export const asJson = (value: unknown, headers: Record<string, string> = {}): Route => ({
  status: 200,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(value),
});

export async function measure(
  site: FixtureSite,
  id: string,
  options: { profile?: RequestedProfile; timeout?: number } = {},
): Promise<CheckResult> {
  return (await auditCheck(site.url, id, { profile: options.profile, timeout: options.timeout ?? 3000 })).result;
}

/** A route that drops the connection without answering: the fetch fails with a network error. */
export const hangUp = (req: http.IncomingMessage) => {
  req.socket.destroy();
};

export const messages = (result: CheckResult) =>
  result.findings.map((finding) => `${finding.status}: ${finding.message}`);
