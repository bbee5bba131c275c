// `agentgauge admin traffic ranges update`: the vendors' published ranges files, fetched from the URLs the snapshot
// README names (lib/traffic/ip-ranges/README.md), each checked before anything is installed, as strangers' data is
// (issue 84 point 7): only the files the service knows are taken (a mirror's map names no new file); every request and
// redirect goes through the engine's one fetcher under the SSRF rules (a mirror on a private address must be allowed
// with AGENTGAUGE_ALLOW_PRIVATE_TARGETS); a feed that fails (no answer, not 200, not JSON, not the vendors' shape, no
// prefix), lists a prefix wider than FEED_LIMITS allows, or whose address space (counted in addresses, not entries)
// shrinks below half or grows past four times the file in force is refused and its file kept, since a partial feed
// taken as truth would call real crawlers spoofed and a widened one would call spoofers verified. No text of a
// fetched body is ever printed back.
// Each file taken is stamped with its source and when it was taken (fetchedAt); the others in force are kept as they
// are, and the whole set is installed for every worker at once (stored-ranges.ts). Rows already counted are not
// re-judged (no address is kept to judge them again): new batches are judged with the new files.
import { createFetcher, USER_AGENT } from '@/engine/index';
import { privateTargetsAllowed } from '@/lib/settings/settings';
import { BUNDLED_RANGES } from './ip-ranges/bundled';
import { rangeSetOf, RangesError, type RangeSet, type RangesDocument } from './ip-ranges';
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

const KNOWN_FILES = new Set(RANGES_FEEDS.map((feed) => feed.file));

/**
 * What a feed may be, against the file in force: its widest prefixes (the vendors publish /19 to /32 for IPv4 and /44
 * to /64 for IPv6), and how far each family's address space may move in one update.
 */
export const FEED_LIMITS = { shortestV4: 16, shortestV6: 32, shrinkDivisor: 2, grow: 4 } as const;
const FETCH_TIMEOUT_MS = 30_000;

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

/** One feed through the one fetcher: every hop vetted by the SSRF rules, at most 5 redirects, the body capped. */
async function fetchFeed(url: string): Promise<Fetched> {
  if (!/^https?:\/\//i.test(url)) return { ok: false, reason: 'not an http(s) URL' };
  const fetcher = createFetcher({ timeout: FETCH_TIMEOUT_MS, retries: 0, allowPrivateTargets: privateTargetsAllowed(), userAgent: USER_AGENT });
  try {
    const result = await fetcher.fetch({ url, headers: { accept: 'application/json' }, cap: 'ipRanges' });
    if (!result.ok) return { ok: false, reason: `not fetched: ${result.error.message}` };
    const { response } = result;
    if (response.status !== 200) return { ok: false, reason: `HTTP ${response.status}` };
    if (response.overCap) return { ok: false, reason: `larger than ${response.capBytes / 1024 / 1024} MiB` };
    try {
      return { ok: true, document: JSON.parse(response.body.toString('utf8')) };
    } catch {
      return { ok: false, reason: 'not JSON' };
    }
  } finally {
    await fetcher.close();
  }
}

const familyName = { v4: 'IPv4', v6: 'IPv6' } as const;

/** Why a feed's prefixes or address space are refused against the file in force, or null. */
function outOfBounds(feed: RangeSet, current: RangeSet | null): string | null {
  for (const [family, limit] of [['v4', FEED_LIMITS.shortestV4], ['v6', FEED_LIMITS.shortestV6]] as const) {
    const shortest = feed.shortest[family];
    if (shortest !== null && shortest < limit) return `it lists an ${familyName[family]} prefix of /${shortest}, wider than the /${limit} a vendor's crawler range may be`;
  }
  if (!current) return null;
  const [was, now] = [current.addresses(), feed.addresses()];
  for (const family of ['v4', 'v6'] as const) {
    const [before, after] = [was[family], now[family]];
    if (before === 0n) continue;
    const words = `${familyName[family]} addresses from ${before.toLocaleString('en-US')} to ${after.toLocaleString('en-US')}`;
    if (after * BigInt(FEED_LIMITS.shrinkDivisor) < before) return `it shrinks its ${words} (less than half): kept the file in force`;
    if (after > before * BigInt(FEED_LIMITS.grow)) return `it grows its ${words} (more than ${FEED_LIMITS.grow} times): kept the file in force`;
  }
  return null;
}

/** Checks one feed against the file in force; the stamped document, or why it is refused. */
function judgeFeed(file: string, url: string, fetched: Fetched, current: RangesDocument | undefined, now: Date): { document: RangesDocument | null; outcome: FeedOutcome } {
  const before = current ? current.prefixes.length : null;
  const refuse = (reason: string, after: number | null = null) => ({ document: null, outcome: { file, url, taken: false, before, after, refused: reason } });
  if (!fetched.ok) return refuse(fetched.reason);
  let feed: RangeSet;
  try {
    feed = rangeSetOf(file, fetched.document);
  } catch (error) {
    return refuse(error instanceof RangesError ? error.withoutInput : 'not the vendors\' shape');
  }
  const after = feed.prefixes;
  if (after === 0) return refuse('it lists no prefix', 0);
  const bounds = outOfBounds(feed, current ? rangeSetOf(file, current) : null);
  if (bounds) return refuse(bounds, after);
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
    if (!KNOWN_FILES.has(feed.file)) {
      // A mirror's map names no new file: nothing is fetched for it.
      const refused = `not a file the service reads (${[...KNOWN_FILES].join(', ')}): nothing fetched`;
      outcomes.push({ file: feed.file, url: feed.url, taken: false, before: null, after: null, refused });
      continue;
    }
    if (!byUrl.has(feed.url)) byUrl.set(feed.url, fetchFeed(feed.url));
    const { document, outcome } = judgeFeed(feed.file, feed.url, await byUrl.get(feed.url)!, inForce.get(feed.file), now);
    outcomes.push(outcome);
    if (document) inForce.set(feed.file, document);
  }
  const choice = outcomes.some((outcome) => outcome.taken) ? await installDocuments(inForce) : await rangesChoiceInForce();
  return { outcomes, choice };
}
