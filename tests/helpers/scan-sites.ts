// Site scans in tests: fixture sites of N linked pages listed in a sitemap (optionally slow) on 127.0.0.1,
// organization sites pointing at them, scans started through the API, and polling a scan until it settles.
import { expect } from 'vitest';
import type { PrismaClient } from '../../lib/db';
import { request, type HttpAnswer } from './http';
import { endpointAt } from './in-process/transport';
import { html, serveSite, type FixtureSite, type Routes } from './site';

export interface ScanSiteOptions {
  /** Pages including the start page (default 10). */
  pages?: number;
  /** Milliseconds every page other than the start page waits before answering (default 0). */
  pageDelayMs?: number;
}

export function scanSitePagePath(index: number): string {
  return `/guide/page-${index}`;
}

function page(title: string, links: string[]): string {
  const nav = links.map((href) => `<li><a href="${href}">${href}</a></li>`).join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    `<meta name="description" content="${title}: a fixture page for queued site scans."></head>` +
    `<body><main><h1>${title}</h1><p>A page with enough text to be measured as a real page of a small guide.</p>` +
    `<nav><ul>${nav}</ul></nav></main></body></html>`
  );
}

export async function startScanSite(options: ScanSiteOptions = {}): Promise<FixtureSite> {
  const count = options.pages ?? 10;
  const delay = options.pageDelayMs ?? 0;
  const paths = Array.from({ length: count - 1 }, (_, i) => scanSitePagePath(i + 1));
  const routes: Routes = {
    '/': html(page('Guide home', paths)),
    '/robots.txt': (req, res, site) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
    },
    '/sitemap.xml': (req, res, site) => {
      const urls = ['/', ...paths].map((path) => `<url><loc>${site.origin}${path}</loc></url>`).join('');
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
    },
  };
  paths.forEach((path, i) => {
    const body = page(`Guide chapter ${i + 1}`, ['/', ...paths.filter((other) => other !== path).slice(0, 3)]);
    routes[path] = async (req, res) => {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
  });
  return serveSite(routes);
}

/** A site of the organization whose start page is the fixture's (host 127.0.0.1:PORT). */
export async function addFixtureSite(db: PrismaClient, organizationId: string, site: { url: string; port: number }) {
  const created = await db.site.create({ data: { organizationId, url: site.url, host: `127.0.0.1:${site.port}` } });
  return { id: created.id, host: created.host };
}

/** A start page on `port`, which the caller has found free (nothing listens on it). */
export function unreachableSite(port: number): Pick<FixtureSite, 'url' | 'port'> {
  return { url: `http://127.0.0.1:${port}/`, port };
}

/** Adds the site at `url` to the key's organization through the API and starts its scan; returns the scan's id. */
export async function addSiteAndScan(baseUrl: string, key: string, url: string): Promise<string> {
  const site = await request(baseUrl, '/api/v1/me/sites', { key, json: { url } });
  expect(site.status, site.text).toBe(201);
  const started = await request(baseUrl, `/api/v1/me/sites/${site.body.id}/scan`, { method: 'POST', key });
  expect(started.status, started.text).toBe(202);
  return started.body.scanId;
}

/** Polls GET /api/v1/me/scans/{id} until the status is one of `until`, honouring pollAfterSeconds up to 1 s. */
export async function waitForScan(
  baseUrl: string,
  key: string,
  scanId: string,
  until: string[] = ['succeeded', 'failed'],
  timeoutMs = 60_000,
): Promise<HttpAnswer> {
  if (endpointAt(baseUrl)) return waitForScanInProcess(baseUrl, key, scanId, until, timeoutMs);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await request(baseUrl, `/api/v1/me/scans/${scanId}`, { key });
    if (answer.status !== 200 || until.includes(answer.body.status)) return answer;
    if (Date.now() > deadline) throw new Error(`scan ${scanId} still ${answer.body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(1000, (answer.body.pollAfterSeconds ?? 1) * 1000)));
  }
}

/**
 * The same for a service in this process: the scan is read again each time one of its worker's jobs settles (a scan
 * ends with its job), and, while the awaited status is one a scan takes mid-job (queued, running), every quarter second.
 */
async function waitForScanInProcess(baseUrl: string, key: string, scanId: string, until: string[], timeoutMs: number): Promise<HttpAnswer> {
  const { onJobSettled } = await import('../../lib/jobs/job-handlers');
  const midJob = until.some((status) => status === 'queued' || status === 'running');
  let wake: () => void = () => undefined;
  const unsubscribe = onJobSettled(() => wake());
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const settled = new Promise<void>((resolve) => (wake = resolve));
      const answer = await request(baseUrl, `/api/v1/me/scans/${scanId}`, { key });
      if (answer.status !== 200 || until.includes(answer.body.status)) return answer;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`scan ${scanId} still ${answer.body.status} after ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([settled, new Promise<void>((resolve) => (timer = setTimeout(resolve, midJob ? Math.min(250, left) : left)))]);
      clearTimeout(timer);
    }
  } finally {
    unsubscribe();
  }
}
