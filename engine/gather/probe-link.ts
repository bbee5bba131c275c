// "Does this link answer?": HEAD first (cheap), GET when the server does not allow HEAD.
import type { FetchResult, FetchedResponse } from '../fetch/types.js';
import { isOwnLimit } from '../measured.js';
import type { GatherContext } from './context.js';

/** A response in a few words for a finding's evidence: `HTTP 404 (text/html)`, then `extra`. */
export function responseSummary(response: Pick<FetchedResponse, 'status' | 'contentType'>, extra = ''): string {
  return `HTTP ${response.status} (${response.contentType || 'no Content-Type'})${extra}`;
}

export interface LinkProbe {
  url: string;
  method: 'HEAD' | 'GET';
  /** Final HTTP status, or null when no response came back. */
  status: number | null;
  /** True for a 2xx answer. */
  ok: boolean;
  /** Why there was no response (fetch failure message), else null. */
  error: string | null;
  /** True when our own limits ended the call (engine/measured.ts): not measured, never the site's answer. */
  notMeasured?: boolean;
}

/** A link's URL as it is requested (the fragment never leaves the client). */
function requested(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

/**
 * The start page's own GET when `url` is the start page and it answered 2xx (issue 64 point 3): that settles "does
 * this link answer?" (a GET is what HEAD falls back to below), so llms.txt's usual link home costs no request.
 */
async function startPageAnswer(ctx: GatherContext, url: string): Promise<FetchResult | null> {
  if (requested(url) !== requested(ctx.startUrl)) return null;
  const { result } = await ctx.getPage('page', ctx.startUrl);
  return result.ok && result.response.status >= 200 && result.response.status <= 299 ? result : null;
}

export async function probeLink(ctx: GatherContext, url: string): Promise<LinkProbe> {
  const answered = await startPageAnswer(ctx, url);
  let method: LinkProbe['method'] = answered ? 'GET' : 'HEAD';
  let result = answered ?? (await ctx.fetch({ url, method, cap: 'html' }));
  if (result.ok && (result.response.status === 405 || result.response.status === 501)) {
    method = 'GET';
    result = await ctx.fetch({ url, method, cap: 'html' });
  }
  if (!result.ok) return { url, method, status: null, ok: false, error: result.error.message, notMeasured: isOwnLimit(result.error) };
  const status = result.response.status;
  return { url, method, status, ok: status >= 200 && status <= 299, error: null, notMeasured: false };
}

/** Probes several links at once (the fetcher bounds concurrency per origin). */
export function probeLinks(ctx: GatherContext, urls: readonly string[]): Promise<LinkProbe[]> {
  return Promise.all(urls.map((url) => probeLink(ctx, url)));
}

/** Up to `count` items spread evenly over the list (first and last included), in order. */
export function spreadSample<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  if (count <= 1) return items.slice(0, count);
  const picked: T[] = [];
  for (let k = 0; k < count; k++) picked.push(items[Math.round((k * (items.length - 1)) / (count - 1))]!);
  return picked;
}
