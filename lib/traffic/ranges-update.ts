// `agentgauge admin traffic ranges update`: the vendors' published ranges files, fetched from the URLs the snapshot
// README names (lib/traffic/ip-ranges/README.md), each checked before anything is installed: a feed that fails (no
// answer, not 200, not JSON, not the vendors' shape, no prefix) or that shrinks to less than half the prefixes of the
// file in force is refused and its file kept, since a partial feed taken as truth would call real crawlers spoofed.
// Each file taken is stamped with its source and when it was taken (fetchedAt); the others in force are kept as they
// are, and the whole set is installed for every worker at once (stored-ranges.ts). Rows already counted are not
// re-judged (no address is kept to judge them again): new batches are judged with the new files.
import { BUNDLED_RANGES } from './ip-ranges/bundled';
import { rangeSetOf, RangesError, type RangesDocument } from './ip-ranges';
import { installDocuments, installedDocuments, rangesChoiceInForce } from './stored-ranges';
import type { RangesChoice } from './local-ranges';

/** Where each vendor publishes each file (the snapshot README's table); a URL shared by files is fetched once. */
export const RANGES_FEEDS: ReadonlyArray<{ file: string; url: string }> = [
  { file: 'gptbot', url: 'https://openai.com/gptbot.json' },
  { file: 'oai-searchbot', url: 'https://openai.com/searchbot.json' },
  { file: 'chatgpt-user', url: 'https://openai.com/chatgpt-user.json' },
  { file: 'claudebot', url: 'https://claude.com/crawling/bots.json' },
  { file: 'claude-user', url: 'https://claude.com/crawling/bots.json' },
  { file: 'claude-searchbot', url: 'https://claude.com/crawling/bots.json' },
  { file: 'googlebot', url: 'https://developers.google.com/static/crawling/ipranges/common-crawlers.json' },
  { file: 'google-user-triggered-fetchers-google', url: 'https://developers.google.com/static/crawling/ipranges/user-triggered-fetchers-google.json' },
  { file: 'google-user-triggered-agents', url: 'https://developers.google.com/static/crawling/ipranges/user-triggered-agents.json' },
  { file: 'applebot', url: 'https://search.developer.apple.com/applebot.json' },
  { file: 'perplexity-user', url: 'https://www.perplexity.com/perplexity-user.json' },
  { file: 'perplexitybot', url: 'https://www.perplexity.com/perplexitybot.json' },
  { file: 'bingbot', url: 'https://www.bing.com/toolbox/bingbot.json' },
  { file: 'ccbot', url: 'https://index.commoncrawl.org/ccbot.json' },
];

/** A feed refused when it has fewer than this share of the prefixes of the file in force. */
export const SHRINK_LIMIT = 0.5;
const FETCH_TIMEOUT_MS = 30_000;
const MAX_FEED_BYTES = 8 * 1024 * 1024;

export interface FeedOutcome {
  file: string;
  url: string;
  taken: boolean;
  /** Prefixes of the file in force before, or null when none was. */
  before: number | null;
  /** Prefixes of the feed, or null when it could not be read. */
  after: number | null;
  /** Why a feed was refused; null when taken. */
  refused: string | null;
}

type Fetched = { ok: true; document: unknown } | { ok: false; reason: string };

async function fetchFeed(url: string): Promise<Fetched> {
  if (!/^https?:\/\//i.test(url)) return { ok: false, reason: `${url} is not an http(s) URL` };
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' }, redirect: 'follow' });
  } catch (error) {
    return { ok: false, reason: `no answer (${(error as Error).message})` };
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    return { ok: false, reason: `HTTP ${response.status}` };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_FEED_BYTES) return { ok: false, reason: `larger than ${MAX_FEED_BYTES / 1024 / 1024} MiB` };
    chunks.push(chunk);
  }
  try {
    return { ok: true, document: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
}

/** Checks one feed against the file in force; the stamped document, or why it is refused. */
function judgeFeed(file: string, url: string, fetched: Fetched, current: RangesDocument | undefined, now: Date): { document: RangesDocument | null; outcome: FeedOutcome } {
  const before = current ? current.prefixes.length : null;
  const refuse = (reason: string, after: number | null = null) => ({ document: null, outcome: { file, url, taken: false, before, after, refused: reason } });
  if (!fetched.ok) return refuse(fetched.reason);
  let after: number;
  try {
    after = rangeSetOf(file, fetched.document).prefixes;
  } catch (error) {
    return refuse(error instanceof RangesError ? error.message : String(error));
  }
  if (after === 0) return refuse('it lists no prefix', 0);
  if (before !== null && after < before * SHRINK_LIMIT) return refuse(`it shrinks from ${before} to ${after} prefixes (less than half): kept the file in force`, after);
  const document = { ...(fetched.document as RangesDocument), source: url, snapshot: 'taken by agentgauge admin traffic ranges update', fetchedAt: now.toISOString() };
  return { document, outcome: { file, url, taken: true, before, after, refused: null } };
}

/**
 * Fetches every feed (or the files `feeds` maps to URLs, a mirror's), installs those that pass with the files in force
 * for the rest, and says what became of each.
 */
export async function updateRanges(options: { feeds?: ReadonlyMap<string, string>; now?: Date } = {}): Promise<{ outcomes: FeedOutcome[]; choice: RangesChoice }> {
  const now = options.now ?? new Date();
  const feeds = options.feeds ? [...options.feeds].map(([file, url]) => ({ file, url })) : RANGES_FEEDS;
  const installed = await installedDocuments();
  const inForce = new Map(installed.size > 0 ? installed : BUNDLED_RANGES);
  const byUrl = new Map<string, Promise<Fetched>>();
  const outcomes: FeedOutcome[] = [];
  for (const feed of feeds) {
    if (!byUrl.has(feed.url)) byUrl.set(feed.url, fetchFeed(feed.url));
    const { document, outcome } = judgeFeed(feed.file, feed.url, await byUrl.get(feed.url)!, inForce.get(feed.file), now);
    outcomes.push(outcome);
    if (document) inForce.set(feed.file, document);
  }
  const choice = outcomes.some((outcome) => outcome.taken) ? await installDocuments(inForce) : await rangesChoiceInForce();
  return { outcomes, choice };
}
