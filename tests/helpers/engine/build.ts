// Hand-built artifacts for the checks' unit tests: a check's `run` is pure, so each branch that needs no network is
// tested by handing it the artifact a gatherer would have produced. Builders reuse the engine's own pure parsers and
// classifiers (what a gatherer does with a response), never its I/O.
import type { CheckId } from '../../../engine/check-ids.js';
import type { CheckDefinition, CheckInput } from '../../../engine/checks/define.js';
import type { CheckOutcome } from '../../../engine/findings.js';
import type { FetchFailure, FetchResult, FetchSuccess, FetchedResponse, RedirectHop } from '../../../engine/fetch/types.js';
import type { OriginArtifacts, PageArtifacts } from '../../../engine/gather/artifacts.js';
import { parseDocument, type FetchedDocument, type JsonDocument } from '../../../engine/gather/json-document.js';
import { htmlPageOf, type HtmlPage, type PageArtifact } from '../../../engine/gather/page.js';
import { ArtifactProblem } from '../../../engine/gather/problem.js';
import type { RobotsArtifact } from '../../../engine/gather/robots.js';
import type { SitemapDocument, SitemapProblem } from '../../../engine/gather/sitemap.js';
import { classifyFile, expectedFileOf, type ExpectedFile } from '../../../engine/gather/soft404.js';
import { looksLikeHtml } from '../../../engine/parse/content-type.js';
import { loadLeanDocument } from '../../../engine/parse/lean-dom.js';
import { parseRobots } from '../../../engine/parse/robots-txt.js';
import { emptySummary, summarizeEntries } from '../../../engine/parse/sitemap-summary.js';
import { scanSitemapXml } from '../../../engine/parse/sitemap-xml.js';
import type { DomSnapshot, RenderedView } from '../../../engine/render/types.js';

export const ORIGIN = 'https://site.test';
export const START = `${ORIGIN}/`;

export interface ResponseInit {
  status?: number;
  /** Content-Type header; the media type is derived from it. */
  type?: string;
  body?: string;
  headers?: Record<string, string>;
  finalUrl?: string;
  redirects?: RedirectHop[];
  overCap?: boolean;
  capBytes?: number;
}

export function response(url: string, init: ResponseInit = {}): FetchedResponse {
  const type = init.type ?? 'text/plain';
  const body = Buffer.from(init.body ?? '');
  return {
    url,
    finalUrl: init.finalUrl ?? url,
    status: init.status ?? 200,
    headers: { 'content-type': type, ...(init.headers ?? {}) },
    redirects: init.redirects ?? [],
    body,
    text: body.toString('utf8'),
    overCap: init.overCap ?? false,
    capBytes: init.capBytes ?? 5 * 1024 * 1024,
    contentType: type.split(';')[0]!.trim().toLowerCase(),
    durationMs: 1,
  };
}

export function fetched(url: string, init: ResponseInit = {}): FetchSuccess {
  return { ok: true, response: response(url, init) };
}

export function failure(url: string, code: FetchFailure['code'] = 'timeout', message = 'no answer within 5000 ms'): FetchFailure {
  return { code, message, url, redirects: [] };
}

export function failed(url: string, code: FetchFailure['code'] = 'timeout'): FetchResult {
  return { ok: false, error: failure(url, code) };
}

/** A file at a known URL as gatherers classify it (absent, HTML, soft 404, ...); `failed` for no answer at all. */
export function file(url: string, init: ResponseInit | FetchFailure): ExpectedFile {
  return expectedFileOf(url, 'code' in init ? { ok: false, error: init } : fetched(url, init));
}

/** A JSON document at a URL: `json` is serialized as the body (a string is sent as it is). */
export function jsonDocument(url: string, json: unknown, init: ResponseInit = {}): JsonDocument {
  const body = typeof json === 'string' ? json : JSON.stringify(json);
  return parseDocument(file(url, { type: 'application/json', body, ...init }));
}

export function absentDocument(url: string): FetchedDocument {
  return parseDocument(file(url, { status: 404, body: 'Not found' })) as FetchedDocument;
}

/** The page artifact of an HTML (or other) response, parsed as the page gatherer parses it. */
export function page(url: string, init: ResponseInit = {}): PageArtifact {
  const result = fetched(url, { type: 'text/html; charset=utf-8', ...init });
  const isHtml = looksLikeHtml(result.response);
  const html = isHtml ? result.response.text : null;
  const parsed = html !== null ? loadLeanDocument(html) : null;
  return { url, result, response: result.response, isHtml, html, $: parsed?.$ ?? null, structureOverCap: parsed?.overCap ?? null };
}

/** What the checks that judge a page's HTML receive. */
export function htmlPage(markup: string, init: ResponseInit & { url?: string } = {}): HtmlPage {
  const input = htmlPageOf(page(init.url ?? START, { body: markup, ...init }));
  if (input instanceof ArtifactProblem) throw new Error(`not an HTML page: ${input.finding.message}`);
  return input;
}

/** A small HTML document. */
export function markup(head: string, body: string, lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}

/** robots.txt as the robots gatherer leaves it for a 200 text/plain answer (or another answer). */
export function robots(text: string | null, init: ResponseInit = {}): RobotsArtifact {
  const url = `${ORIGIN}/robots.txt`;
  const result = text === null && init.status === undefined ? fetched(url, { status: 404, body: 'Not found' }) : fetched(url, { body: text ?? '', ...init });
  const kind = classifyFile(result);
  const robotsKind = kind === 'failed' ? 'unreachable' : kind;
  const parsed = robotsKind === 'ok' ? parseRobots(result.response.text) : null;
  return {
    url,
    result,
    response: result.response,
    failure: null,
    kind: robotsKind,
    parsed,
    sitemaps: parsed ? parsed.sitemaps.map(({ url: sitemap }) => new URL(sitemap, url).href) : [],
    contentSignals: parsed?.contentSignals ?? [],
    overCap: result.response.overCap,
    capBytes: 500 * 1024,
    redirectedToHost: null,
    unavailable: null,
  };
}

/** Calls a check's pure `run` with exactly the artifacts it declares, on the start page unless `at` names another. */
/** The origin publishes no UCP profile (the mcp gatherer's `ucp`, for hand-built MCP artifacts). */
export const NO_UCP = { profile: absentDocument(`${ORIGIN}/.well-known/ucp`), entries: [] };

/** The start page shows no platform (a check that attributes capabilities reads it; a test may give its own). */
export const NO_PLATFORMS = { detected: [] };

export function runCheck<O extends keyof OriginArtifacts, P extends keyof PageArtifacts, Id extends CheckId, C extends string>(
  check: CheckDefinition<O, P, Id, C>,
  artifacts: { origin?: Omit<CheckInput<O, P>['origin'], 'platforms'> & { platforms?: OriginArtifacts['platforms'] }; page?: CheckInput<O, P>['page'] },
  at: { url?: string; startUrl?: string } = {},
): CheckOutcome<C> {
  const startUrl = at.startUrl ?? START;
  const url = at.url ?? startUrl;
  return check.run({
    origin: { platforms: NO_PLATFORMS, ...artifacts.origin } as CheckInput<O, P>['origin'],
    page: artifacts.page ?? ({} as CheckInput<O, P>['page']),
    url,
    startUrl,
    isStartPage: url === startUrl,
  });
}

/** Each finding as "status code" (plus its subject), in order: what a branch is asserted by. */
export function verdicts(outcome: CheckOutcome): string[] {
  return outcome.findings.map((finding) => `${finding.status} ${finding.code}${finding.subject === undefined ? '' : ` ${finding.subject}`}`);
}

/** A sitemap the sitemap gatherer fetched and parsed (`xml` null: it answered `status` instead). */
export function sitemapDocument(
  url: string,
  xml: string | null,
  source: SitemapDocument['source'] = 'robots',
  status = 404,
): SitemapDocument {
  const fetchedFile = file(url, xml === null ? { status, body: 'Not found' } : { type: 'application/xml', body: xml });
  const none = { url, source, file: fetchedFile, problemMessage: null, problemLine: null, kind: null, namespace: null, entries: emptySummary(), bytes: 0 };
  if (fetchedFile.kind !== 'ok') return { ...none, problem: fetchedFile.kind as SitemapProblem };
  const { summary, add } = summarizeEntries({ origin: ORIGIN, base: url, maxResolvedLocs: 10 });
  const parsed = scanSitemapXml(xml!, add);
  if (!parsed.ok) return { ...none, problem: parsed.reason, problemMessage: parsed.message, problemLine: parsed.line };
  return { ...none, problem: null, kind: parsed.kind, namespace: parsed.namespace, entries: summary, bytes: xml!.length };
}

export function urlset(entries: Array<{ loc: string; lastmod?: string }>, namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9'): string {
  const urls = entries.map(({ loc, lastmod }) => `<url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="${namespace}">${urls.join('')}</urlset>`;
}

/** The rendered view of an audit without a browser (the artifact the 'rendered' gatherer gives then). */
export const NOT_RENDERED = { measured: false, reason: 'Rendering was off for this audit, so only the raw HTML was judged.' } as const;

/** A page that carries no origin-trial tokens (gather/origin-trial.ts). */
export const NO_TOKENS = { tokens: [], checkedAt: Date.parse('2026-12-01T00:00:00Z') };

/** A rendered view as the 'rendered' gatherer gives it, with an empty page unless `init` says otherwise. */
export function renderedView(init: Partial<Omit<RenderedView, 'snapshot'>> & { snapshot?: Partial<DomSnapshot> } = {}): RenderedView {
  const { snapshot, ...rest } = init;
  return {
    measured: true,
    url: START,
    finalUrl: START,
    status: 200,
    timedOut: false,
    navigationError: null,
    tools: [],
    axe: { violations: [] },
    blocked: [],
    blockedCount: 0,
    requests: 1,
    skippedResources: 0,
    popups: 0,
    downloads: 0,
    dialogs: 0,
    webSockets: 0,
    notSent: { methods: {}, preflighted: 0, thirdParty: 0 },
    durationMs: 100,
    ...rest,
    snapshot: { title: 'T', text: '', headings: [], links: [], jsonLd: [], forms: [], landmarks: { main: 0, nav: 0 }, elements: 5, ...snapshot },
  };
}
