// The `route` label of the HTTP metrics: the app route a path belongs to (`/api/v1/report/[host]`, `/sites/[id]`),
// never the path itself, so the number of series stays bounded whatever paths callers send. The routes come from the
// build's routes manifest, which lists every page and route handler with the pattern Next matches it by.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestRoute {
  page: string;
  regex: string;
}

interface RoutesManifest {
  staticRoutes?: ManifestRoute[];
  dynamicRoutes?: ManifestRoute[];
}

export type RouteLabeler = (pathname: string) => string;

/** Paths no route matches (404s, redirects Next answers itself). */
export const UNMATCHED_ROUTE = 'other';

/** A labeler for the routes of the build in `distDir`, plus `extra` paths the server answers itself. */
export function routeLabeler(distDir: string, extra: string[] = []): RouteLabeler {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')) as RoutesManifest;
  return labelerFor(manifest.staticRoutes ?? [], manifest.dynamicRoutes ?? [], extra);
}

/** Only the paths the server answers itself (a worker's operator endpoints). */
export function fixedRouteLabeler(paths: string[]): RouteLabeler {
  return labelerFor([], [], paths);
}

/** A labeler for routes listed as the build's manifest lists them (dynamic ones most specific first). */
export function labelerFor(staticRoutes: ManifestRoute[], dynamicRoutes: ManifestRoute[], extra: string[]): RouteLabeler {
  const exact = new Map<string, string>();
  for (const page of [...extra, ...staticRoutes.map((route) => route.page)]) exact.set(page, page);
  // Next lists dynamic routes most specific first, the order it matches them in.
  const patterns = dynamicRoutes.map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (pathname) => {
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const found = exact.get(trimmed);
    if (found) return found;
    if (trimmed.startsWith('/_next/')) return trimmed.startsWith('/_next/static/') ? '/_next/static' : '/_next';
    for (const pattern of patterns) if (pattern.regex.test(pathname)) return pattern.page;
    return UNMATCHED_ROUTE;
  };
}
