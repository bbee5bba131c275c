// The app's routes as Next's router sees them, read from app/ the way Next reads it: route groups and parallel slots
// dropped (normalizeAppPath), static segments before dynamic ones before catch-alls (getSortedRoutes), and each
// path's regex and parameter decoding from Next's own route matcher. A route handler (route.ts) is loaded through
// Vitest from its source and wrapped in Next's AppRouteRouteModule, the class the build wraps it in, so it runs in
// Next's request scope (cookies(), headers(), after(), redirect(), notFound()) with HEAD and OPTIONS implemented
// and other methods answered 405 as Next does. Pages (page.tsx) are not rendered here: the system tier serves them.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { normalizeAppPath } = require('next/dist/shared/lib/router/utils/app-paths') as { normalizeAppPath(route: string): string };
const { getSortedRoutes } = require('next/dist/shared/lib/router/utils/sorted-routes') as { getSortedRoutes(pages: string[]): string[] };
const { getRouteRegex } = require('next/dist/shared/lib/router/utils/route-regex') as {
  getRouteRegex(route: string): { re: RegExp; groups: Record<string, { pos: number; repeat: boolean; optional: boolean }> };
};
const { getRouteMatcher } = require('next/dist/shared/lib/router/utils/route-matcher') as {
  getRouteMatcher(regex: ReturnType<typeof getRouteRegex>): (pathname: string) => Record<string, string | string[]> | false;
};

export interface AppEntry {
  /** The path pattern Next matches, e.g. /api/v1/me/sites/[id]. */
  page: string;
  kind: 'route' | 'page';
  /** Absolute path of route.ts or page.tsx. */
  file: string;
  /** The file's path under app/ without its extension, e.g. /(dashboard)/sites/[id]/scan-status/route. */
  appPath: string;
  regex: RegExp;
  match(pathname: string): Record<string, string | string[]> | false;
}

export interface MatchedEntry {
  entry: AppEntry;
  params: Record<string, string | string[]>;
}

const ROUTE_FILE = /^route\.(ts|js)$/;
const PAGE_FILE = /^page\.(tsx|ts|jsx|js)$/;

function walk(directory: string, found: string[]): void {
  for (const child of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, child.name);
    if (child.isDirectory()) walk(full, found);
    else if (ROUTE_FILE.test(child.name) || PAGE_FILE.test(child.name)) found.push(full);
  }
}

/** Every route handler and page under `appDir`, in the order Next tries them. */
export function readAppRoutes(appDir: string): AppEntry[] {
  const files: string[] = [];
  walk(appDir, files);
  const byPage = new Map<string, AppEntry>();
  for (const file of files) {
    const relative = path.relative(appDir, file).split(path.sep).join('/');
    const appPath = `/${relative.replace(/\.[^.]+$/, '')}`;
    const page = normalizeAppPath(appPath);
    const kind = ROUTE_FILE.test(path.basename(file)) ? 'route' : 'page';
    const existing = byPage.get(page);
    if (existing) throw new Error(`app/: ${existing.appPath} and ${appPath} both answer ${page}`);
    const regex = getRouteRegex(page);
    byPage.set(page, { page, kind, file, appPath, regex: regex.re, match: getRouteMatcher(regex) });
  }
  return getSortedRoutes([...byPage.keys()]).map((page) => byPage.get(page)!);
}

/** The first entry whose pattern matches `pathname`, with its decoded parameters (Next's DecodeError propagates). */
export function matchAppRoute(entries: AppEntry[], pathname: string): MatchedEntry | null {
  for (const entry of entries) {
    const params = entry.match(pathname);
    if (params) return { entry, params };
  }
  return null;
}

type RouteModuleClass = new (options: Record<string, unknown>) => {
  handle(request: Request, context: Record<string, unknown>): Promise<Response>;
};

let AppRouteRouteModule: RouteModuleClass | undefined;

/** The route handler module of `entry`, loaded from source and wrapped as the build wraps it; one per entry. */
export async function loadRouteModule(entry: AppEntry): Promise<InstanceType<RouteModuleClass>> {
  AppRouteRouteModule ??= (require('next/dist/server/route-modules/app-route/module') as { AppRouteRouteModule: RouteModuleClass }).AppRouteRouteModule;
  const userland = (await import(/* @vite-ignore */ pathToFileURL(entry.file).href)) as Record<string, unknown>;
  return new AppRouteRouteModule({
    definition: { kind: 'APP_ROUTE', page: entry.appPath, pathname: entry.page, filename: 'route', bundlePath: `app${entry.appPath}` },
    distDir: '.next',
    relativeProjectDir: '',
    resolvedPagePath: entry.file,
    nextConfigOutput: undefined,
    // The build hands a factory (a require of the bundled route file); the module is loaded already.
    userland: () => userland,
  });
}
