// Generated logs of issue 61 point 7, whose every figure is known: Claude Code's and Cursor's requests from residential
// addresses (unverifiable, counted; a third of their pages refused, so each is `mixed`), GPTBot verified and spoofed
// from a cloud address, Googlebot verified by its ranges and by forward-confirmed reverse DNS against the loopback DNS
// fixture, and a Googlebot claim whose reverse name does not forward-confirm (spoofed), bingbot verified and spoofed by
// reverse DNS, visits referred by four assistants (ChatGPT by Referer and by utm_source, Perplexity, Claude, Gemini),
// and the site's ten listed pages fetched unevenly (two by no agent, one of them important). Beside it, a Cloudflare
// Logpush file with BotScoreSrc "Verified Bot", a VerifiedBotCategory and a logged Signature-Agent. Addresses are from
// the documentation and benchmarking blocks (RFC 5737, RFC 2544) and the shared address space (RFC 6598, "residential").
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reverseName, type DnsFixture } from '../../fixtures/dns-server';
import { combinedLine, daysAgo, UA } from './planted-log';

export const SITE = 'shop.example';
export const ORIGIN = `https://${SITE}`;

export const AGENT_UA = {
  ...UA,
  claudeCode: 'Claude-User (claude-code/2.1.86; +https://support.anthropic.com/)',
  claudeCodeBare: 'Claude-User/1.0',
  cursor: 'Cursor/1.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  applebot: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
} as const;

/** The ten pages of the scan's list: the start page, the journey's landing, and the sitemap's others. */
export const SITEMAP_PATHS = ['/', '/docs/start', '/docs/install', '/docs/api', '/blog/a', '/blog/b', '/pricing', '/about', '/contact', '/careers'];

/** Test ranges with a Googlebot file (198.18.0.0/24) and a stale Claude-User one, each dated. */
export function writeVerificationRanges(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-ranges-61-'));
  const file = (name: string, creationTime: string, prefixes: Array<{ ipv4Prefix?: string; ipv6Prefix?: string }>) =>
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ creationTime, prefixes, source: `https://ranges.example/${name}.json` }));
  const recent = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  file('gptbot', `${recent}T00:00:00.000000`, [{ ipv4Prefix: '192.0.2.0/25' }]);
  file('chatgpt-user', `${recent}T00:00:00.000000`, [{ ipv4Prefix: '198.51.100.0/24' }, { ipv6Prefix: '2001:db8:1::/48' }]);
  file('claudebot', `${recent}T00:00:00.000000`, [{ ipv4Prefix: '203.0.113.0/26' }]);
  file('googlebot', `${recent}T00:00:00.000000`, [{ ipv4Prefix: '198.18.0.0/24' }]);
  file('claude-user', '2025-01-15T00:00:00Z', [{ ipv4Prefix: '203.0.113.64/27' }]);
  return dir;
}

/** The day the recent test ranges speak for (writeVerificationRanges). */
export const recentRangesDay = () => new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

/** The reverse and forward names the log's crawlers resolve to, in the loopback DNS fixture's zone. */
export function writeReverseZone(dns: DnsFixture): void {
  const ptr = (address: string, name: string, forward: string) => {
    dns.zone.set(reverseName(address), { ptr: [name] });
    dns.zone.set(name, { a: [forward] });
  };
  ptr('192.0.2.150', 'crawl-192-0-2-150.googlebot.com', '192.0.2.150'); // forward-confirms: Googlebot verified
  ptr('203.0.113.77', 'crawl-203-0-113-77.googlebot.com', '203.0.113.99'); // does not forward-confirm: spoofed
  ptr('192.0.2.160', 'msnbot-192-0-2-160.search.msn.com', '192.0.2.160'); // bingbot verified
  ptr('203.0.113.88', 'msnbot.search.msn.com.evil.example', '203.0.113.88'); // confirms, but not under search.msn.com
}

export interface VerificationLog {
  bytes: Buffer;
  /** The Cloudflare Logpush batch (NDJSON) of the same site. */
  logpush: Buffer;
  day1: string;
  day2: string;
}

const repeat = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index));

function withReferer(line: string, referer: string): string {
  return line.replace(' 512 "-" "', ` 512 "${referer}" "`);
}

export function verificationLog(now = Date.now()): VerificationLog {
  const day1 = daysAgo(3, now);
  const day2 = daysAgo(2, now);
  const line = (ip: string, day: string, second: number, pathname: string, status: number, ua: string) => combinedLine({ ip, day, second, path: pathname, status, ua });
  const claudeCode: Array<[string, number]> = [
    ['/docs/start.md', 200], ['/docs/start.md', 200], ['/docs/start', 200],
    ['/docs/install', 200], ['/docs/install', 200], ['/docs/install', 403],
    ['/docs/api', 200], ['/docs/api', 403], ['/docs/api', 403],
    ['/blog/a', 200], ['/blog/a', 200], ['/blog/a', 403],
  ];
  const cursor: Array<[string, number]> = [
    ['/about', 200], ['/about', 403], ['/about', 200],
    ['/contact', 200], ['/contact', 200], ['/contact', 403],
    ['/docs/start', 200], ['/docs/start', 403], ['/docs/start', 200],
  ];
  const lines = [
    // 6 people, and one asset request a ChatGPT answer's page loaded (an asset is not a referred visit).
    ...repeat(6, (i) => line('100.64.9.9', day1, i, `/blog/${i}`, 200, UA.chrome)),
    withReferer(line('100.64.9.10', day1, 7, '/app.js', 200, UA.chrome), 'https://chatgpt.com/'),
    // Referrals from four assistants: ChatGPT 3 (/pricing: 2 by Referer, 1 by utm_source), Perplexity 2, Claude 1, Gemini 1.
    ...repeat(2, (i) => withReferer(line('100.64.8.1', day1, 10 + i, '/pricing', 200, UA.chrome), 'https://chatgpt.com/c/123')),
    line('100.64.8.2', day2, 12, '/pricing?utm_source=chatgpt.com&utm_medium=referral', 200, UA.firefox),
    ...repeat(2, (i) => withReferer(line('100.64.8.3', day2, 13 + i, '/docs/start', 200, UA.chrome), 'https://www.perplexity.ai/search?q=shop')),
    withReferer(line('100.64.8.4', day2, 15, '/blog/a', 200, UA.firefox), 'https://claude.ai/chat/abc'),
    withReferer(line('100.64.8.5', day2, 16, '/', 200, UA.chrome), 'https://gemini.google.com/app'),
    // Claude Code from its users' machines: 12 page requests (3 with the engine profile's bare Claude-User/1.0), 4 refused.
    ...claudeCode.map(([pathname, status], i) => line(`100.64.1.${i + 1}`, i < 6 ? day1 : day2, i, pathname, status, i % 4 === 3 ? AGENT_UA.claudeCodeBare : AGENT_UA.claudeCode)),
    // Cursor: 9 page requests from three homes, 3 refused.
    ...cursor.map(([pathname, status], i) => line(`100.64.2.${(i % 3) + 1}`, day2, 20 + i, pathname, status, AGENT_UA.cursor)),
    // GPTBot from its published ranges: 8 page requests over 7 pages; and from a cloud address outside them: 5, refused.
    ...['/', '/', '/docs/start', '/docs/install', '/docs/api', '/blog/a', '/blog/b', '/about'].map((pathname, i) => line('192.0.2.5', day1, 30 + i, pathname, 200, UA.gptbot)),
    ...repeat(5, (i) => line('203.0.113.200', day1, 40 + i, '/careers', 403, UA.gptbot)),
    // Googlebot: 2 from its ranges, 3 from an address outside them whose reverse name forward-confirms, 4 whose does not.
    line('198.18.0.5', day2, 1, '/', 200, AGENT_UA.googlebot),
    line('198.18.0.5', day2, 2, '/blog/b', 200, AGENT_UA.googlebot),
    line('192.0.2.150', day2, 3, '/docs/api', 200, AGENT_UA.googlebot),
    line('192.0.2.150', day2, 4, '/contact', 200, AGENT_UA.googlebot),
    line('192.0.2.150', day2, 5, '/robots.txt', 200, AGENT_UA.googlebot),
    ...repeat(4, (i) => line('203.0.113.77', day2, 6 + i, '/careers', 200, AGENT_UA.googlebot)),
    // bingbot: 2 from a forward-confirmed search.msn.com name, 1 whose name is not under it.
    line('192.0.2.160', day1, 50, '/', 200, AGENT_UA.bingbot),
    line('192.0.2.160', day1, 51, '/about', 200, AGENT_UA.bingbot),
    line('203.0.113.88', day1, 52, '/careers', 200, AGENT_UA.bingbot),
  ];
  const edge = (fields: Record<string, unknown>) =>
    JSON.stringify({ ClientIP: '203.0.113.30', ClientRequestHost: SITE, ClientRequestMethod: 'GET', ClientRequestPath: '/docs/start', ClientRequestURI: '/docs/start', EdgeResponseStatus: 200, EdgeStartTimestamp: `${day2}T12:00:00Z`, ClientRequestUserAgent: AGENT_UA.applebot, BotScoreSrc: 'Verified Bot', ...fields });
  const logpush = [
    edge({}),
    edge({ ClientIP: '198.51.100.201', ClientRequestPath: '/about', ClientRequestURI: '/about', ClientRequestUserAgent: UA.claudebot, BotScoreSrc: 'Machine Learning', VerifiedBotCategory: 'AI Crawler' }),
    edge({ ClientIP: '198.51.100.20', ClientRequestPath: '/docs/install', ClientRequestURI: '/docs/install', ClientRequestUserAgent: UA.chatgptUser, BotScoreSrc: 'Machine Learning', RequestHeaders: { 'signature-agent': '"https://chatgpt.com"' } }),
    edge({ ClientIP: '100.64.7.7', ClientRequestPath: '/about', ClientRequestURI: '/about', ClientRequestUserAgent: UA.chrome, BotScoreSrc: 'Machine Learning' }),
  ].join('\n');
  return { bytes: Buffer.from(`${lines.join('\n')}\n`), logpush: Buffer.from(`${logpush}\n`), day1, day2 };
}

/** The latest scan of the site: its start page, a journey landing on /pricing, /docs/start with a Markdown twin, and the sitemap's ten pages. */
export function verificationScanReport(base: Record<string, unknown>, at: Date): Record<string, unknown> {
  const view = (profile: string) => ({
    profile, url: `${ORIGIN}/`, userAgent: 'x', status: 200, challenge: [], robots: null, markdown: 'none', textLength: 1000, kept: 1000, mainShare: 1, excerpt: '', verdict: 'reads', cause: 'ok', reason: 'It reads the page.',
  });
  const pages = base.pages as Array<Record<string, unknown>>;
  return {
    ...base,
    url: `${ORIGIN}/`,
    timestamp: at.toISOString(),
    pages: [
      ...pages,
      {
        url: `${ORIGIN}/docs/start`,
        httpStatus: 200,
        score: 80,
        results: [
          {
            id: 'markdown-negotiation', status: 'warn', score: 50, applicable: true, findings: [], duration: 1,
            capability: { capability: 'markdown', state: 'yes', evidence: 'probed', reason: null, url: `${ORIGIN}/docs/start.md`, detail: 'Only the markdown twin URL answers markdown.', proof: null, platform: null },
          },
        ],
      },
    ],
    agents: { access: 100, sample: { pages: 1, of: 1, note: 'The start page.' }, pages: [{ url: `${ORIGIN}/`, access: 100, views: [view('claude-code'), view('cursor'), view('chatgpt')] }] },
    journeys: [{ name: 'pricing', question: 'What does it cost?', results: [{ profile: 'chatgpt', found: true, hops: 1, url: `${ORIGIN}/pricing`, quote: '$9', reason: 'Found on /pricing.', code: null, path: [`${ORIGIN}/`, `${ORIGIN}/pricing`], steps: [] }] }],
    siteFacts: {
      siteName: 'Shop', pages: [], robotsKind: 'ok', robotsTxt: 'User-agent: *\nAllow: /\n', sitemaps: [`${ORIGIN}/sitemap.xml`],
      sitemapPages: { urls: SITEMAP_PATHS.map((pathname) => `${ORIGIN}${pathname}`), total: 10 },
    },
  };
}

/**
 * The figures the two batches make, whichever way they are read (the reader here, the service, the CLI, MCP): the
 * agents' states with their methods and evidence days, the referrals, the crawl-to-refer ratios and coverage.
 * `today` is the day the batches were read (reverse DNS judgements carry it).
 */
export function expectedFigures(log: Pick<VerificationLog, 'day1' | 'day2'>, today: string) {
  const recent = recentRangesDay();
  const judged = (state: string, method: string, judgedOn: string | null, requests: number) => ({ state, method, judgedOn, requests });
  return {
    lines: 64,
    unclassified: { requests: 8, signed: 0 },
    agents: {
      'Claude Code': { requests: 12, verified: 0, unverifiable: 12, spoofed: 0, claims: 12, signed: 0, observed: 'mixed', judged: [judged('unverifiable', 'client-side', null, 12)] },
      Cursor: { requests: 9, verified: 0, unverifiable: 9, spoofed: 0, claims: 9, signed: 0, observed: 'mixed', judged: [judged('unverifiable', 'client-side', null, 9)] },
      GPTBot: { requests: 8, verified: 8, unverifiable: 0, spoofed: 5, claims: 5, signed: 0, observed: 'reads', judged: [judged('verified', 'ranges', recent, 8), judged('spoofed', 'ranges', recent, 5)] },
      Googlebot: {
        requests: 5, verified: 5, unverifiable: 0, spoofed: 4, claims: 4, signed: 0, observed: 'reads',
        judged: [judged('spoofed', 'reverse-dns', today, 4), judged('verified', 'reverse-dns', today, 3), judged('verified', 'ranges', recent, 2)],
      },
      bingbot: { requests: 2, verified: 2, unverifiable: 0, spoofed: 1, claims: 1, signed: 0, observed: 'reads', judged: [judged('verified', 'reverse-dns', today, 2), judged('spoofed', 'reverse-dns', today, 1)] },
      Applebot: { requests: 1, verified: 1, unverifiable: 0, spoofed: 0, claims: 0, signed: 0, observed: 'reads', judged: [judged('verified', 'cdn', null, 1)] },
      ClaudeBot: { requests: 1, verified: 1, unverifiable: 0, spoofed: 0, claims: 0, signed: 0, observed: 'reads', judged: [judged('verified', 'cdn', null, 1)] },
      'ChatGPT-User': { requests: 1, verified: 1, unverifiable: 0, spoofed: 0, claims: 0, signed: 1, observed: 'reads', judged: [judged('verified', 'ranges', recent, 1)] },
    } as Record<string, { requests: number; verified: number; unverifiable: number; spoofed: number; claims: number; signed: number; observed: string; judged: unknown[] }>,
    referrals: {
      requests: 7,
      assistants: [
        { assistant: 'ChatGPT', vendor: 'OpenAI', requests: 3, landingPages: [{ path: '/pricing', requests: 3 }], otherPages: 0 },
        { assistant: 'Perplexity', vendor: 'Perplexity', requests: 2, landingPages: [{ path: '/docs/start', requests: 2 }], otherPages: 0 },
        { assistant: 'Claude', vendor: 'Anthropic', requests: 1, landingPages: [{ path: '/blog/a', requests: 1 }], otherPages: 0 },
        { assistant: 'Gemini', vendor: 'Google', requests: 1, landingPages: [{ path: '/', requests: 1 }], otherPages: 0 },
        { assistant: 'Copilot', vendor: 'Microsoft', requests: 0, landingPages: [], otherPages: 0 },
      ],
      days: [
        { day: log.day1, assistant: 'ChatGPT', requests: 2 },
        { day: log.day2, assistant: 'ChatGPT', requests: 1 },
        { day: log.day2, assistant: 'Claude', requests: 1 },
        { day: log.day2, assistant: 'Gemini', requests: 1 },
        { day: log.day2, assistant: 'Perplexity', requests: 2 },
      ],
    },
    /** [vendor, crawls, referrals, ratio]: Claude Code is its users' fetches, not Anthropic's crawls. */
    crawlToRefer: [
      ['OpenAI', 9, 3, 3],
      ['Perplexity', 0, 2, 0],
      ['Anthropic', 1, 1, 1],
      ['Google', 4, 1, 4],
      ['Microsoft', 2, 0, null],
    ],
    coverage: {
      pages: 10,
      sitemapListed: 10,
      withMarkdown: 1,
      notFetched: { count: 2, paths: ['/pricing', '/careers'] },
      important: [
        { path: '/', because: 'start page', fetchedBy: ['GPTBot', 'Googlebot', 'bingbot'] },
        { path: '/pricing', because: 'journey landing', fetchedBy: [] },
      ],
      /** [agent, fetched, of, markdown fetches, took, share]. */
      agents: [
        ['GPTBot', 7, 10, 1, 0, 0],
        ['Claude Code', 4, 10, 3, 2, 0.67],
        ['Googlebot', 4, 10, 0, 0, null],
        ['Cursor', 3, 10, 3, 0, 0],
        ['bingbot', 2, 10, 0, 0, null],
        ['Applebot', 1, 10, 1, 0, 0],
        ['ChatGPT-User', 1, 10, 0, 0, null],
        ['ClaudeBot', 1, 10, 0, 0, null],
      ],
    },
  };
}

interface FiguresLike {
  lines: number;
  unclassified: unknown;
  agents: Array<{ agent: string; requests: number; verified: number; unverifiable: number; spoofed: number; claims: number; signed: number; observed: string; verification: { judged: unknown[] } }>;
  referrals: unknown;
  crawlToRefer: Array<{ vendor: string; crawls: number; referrals: number; ratio: number | null }>;
  coverage: { pages: number; sitemapListed: number | null; withMarkdown: number; notFetched: unknown; important: unknown; agents: Array<{ agent: string; fetched: number; of: number; markdown: { fetches: number; took: number; share: number | null } }> } | null;
}

/** The figures' parts expectedFigures speaks of, in its shape: what each surface's answer is compared with. */
export function figuresAsExpected(figures: FiguresLike) {
  const counted = figures.agents.filter((agent) => agent.requests > 0 || agent.claims > 0);
  return {
    lines: figures.lines,
    unclassified: figures.unclassified,
    agents: Object.fromEntries(
      counted.map((agent) => [
        agent.agent,
        { requests: agent.requests, verified: agent.verified, unverifiable: agent.unverifiable, spoofed: agent.spoofed, claims: agent.claims, signed: agent.signed, observed: agent.observed, judged: agent.verification.judged },
      ]),
    ),
    referrals: figures.referrals,
    crawlToRefer: figures.crawlToRefer.map((row) => [row.vendor, row.crawls, row.referrals, row.ratio]),
    coverage: figures.coverage && {
      pages: figures.coverage.pages,
      sitemapListed: figures.coverage.sitemapListed,
      withMarkdown: figures.coverage.withMarkdown,
      notFetched: figures.coverage.notFetched,
      important: figures.coverage.important,
      agents: figures.coverage.agents.map((agent) => [agent.agent, agent.fetched, agent.of, agent.markdown.fetches, agent.markdown.took, agent.markdown.share]),
    },
  };
}
