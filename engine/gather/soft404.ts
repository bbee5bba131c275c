// Fetching a file that should exist at a known URL (robots.txt, sitemaps, llms.txt, /.well-known/ documents),
// and telling a real file from an HTML page or a 200 "soft 404" (checks.md: both count as absent).
import type { CapName, FetchFailure, FetchResult, FetchedResponse } from '../fetch/types.js';
import type { GatherContext } from './context.js';
import { looksLikeHtml } from '../parse/content-type.js';

/**
 * ok: a 2xx non-HTML body. absent: 4xx (and 3xx left unresolved). unreachable: 5xx.
 * html / soft404: a 2xx HTML page or error page where a file was expected. empty: a 2xx empty body.
 * failed: no response at all (timeout, refused, network) — see `failure`.
 */
export type FileKind = 'ok' | 'absent' | 'unreachable' | 'html' | 'soft404' | 'empty' | 'failed';

export interface ExpectedFile {
  url: string;
  result: FetchResult;
  response: FetchedResponse | null;
  failure: FetchFailure | null;
  kind: FileKind;
}

const NOT_FOUND_WORDING = /\b(404|not found|page not found|does not exist|doesn['’]t exist|no such file)\b/i;

function headlineOf(html: string): string {
  const title = /<title[^>]*>([\s\S]{0,300}?)<\/title>/i.exec(html)?.[1] ?? '';
  const h1 = /<h1[^>]*>([\s\S]{0,300}?)<\/h1>/i.exec(html)?.[1] ?? '';
  return `${title} ${h1}`.replace(/<[^>]+>/g, ' ');
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/**
 * An HTML page answered where a file was expected. The body decides: a plain-text robots.txt or a JSON
 * document mislabelled text/html is the file with a wrong type (judged by the check), not an HTML page.
 */
export function isHtmlWhereFileExpected(response: FetchedResponse): boolean {
  if (looksLikeHtml(response) && !HTML_TYPES.has(response.contentType)) return true;
  if (!HTML_TYPES.has(response.contentType)) return false;
  const start = response.text.slice(0, 1024).trimStart();
  if (start.startsWith('<?xml')) return /<html[\s>]/i.test(start);
  return start.startsWith('<');
}

/**
 * A 2xx answer that is really "not found": an HTML error page, a redirect that landed on the home page,
 * or a short plain body saying not found.
 */
export function looksLikeSoft404(response: FetchedResponse): boolean {
  if (response.status < 200 || response.status > 299) return false;
  if (response.redirects.length > 0 && new URL(response.finalUrl).pathname === '/' && new URL(response.url).pathname !== '/') {
    return true;
  }
  if (isHtmlWhereFileExpected(response)) return NOT_FOUND_WORDING.test(headlineOf(response.text));
  const body = response.text.trim();
  return body.length > 0 && body.length < 200 && /^(404\b|not found\b|error:? not found)/i.test(body);
}

/** How a response for an expected file should be judged. `failed` when there was no response. */
export function classifyFile(result: FetchResult): FileKind {
  if (!result.ok) return 'failed';
  const response = result.response;
  if (response.status >= 500) return 'unreachable';
  if (response.status < 200 || response.status > 299) return 'absent';
  if (looksLikeSoft404(response)) return 'soft404';
  if (isHtmlWhereFileExpected(response)) return 'html';
  if (response.body.length === 0 || response.text.trim() === '') return 'empty';
  return 'ok';
}

export async function fetchExpectedFile(
  ctx: GatherContext,
  url: string,
  cap: CapName,
  headers?: Record<string, string>,
): Promise<ExpectedFile> {
  return expectedFileOf(url, await ctx.fetch(headers ? { url, cap, headers } : { url, cap }));
}

/** The answer to a request for an expected file, classified. */
export function expectedFileOf(url: string, result: FetchResult): ExpectedFile {
  return {
    url,
    result,
    response: result.ok ? result.response : null,
    failure: result.ok ? null : result.error,
    kind: classifyFile(result),
  };
}

/** Tries each URL in order and stops at the first real file. */
export async function fetchFirstFile(
  ctx: GatherContext,
  urls: readonly string[],
  cap: CapName,
  headers?: Record<string, string>,
): Promise<{ attempts: ExpectedFile[]; found: ExpectedFile | null }> {
  const attempts: ExpectedFile[] = [];
  for (const url of urls) {
    const file = await fetchExpectedFile(ctx, url, cap, headers);
    attempts.push(file);
    if (file.kind === 'ok') return { attempts, found: file };
  }
  return { attempts, found: null };
}
