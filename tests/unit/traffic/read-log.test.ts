// The traffic reader and figures on their own (issue 55 points 1, 2, 3, 5): every format's line to a request, the
// agents named with their sources, verified only from the ranges, the planted log's counts exactly, and hostile input
// (a 1 MB line, invalid UTF-8, a gzip bomb, binary) answered at a bounded cost. The same code the worker and the CLI run.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AGENT_PROFILES } from '@/engine/index';
import { CLASSIFIED_USER_AGENT_CHARS, classifyUserAgent, NAMED_AGENTS } from '@/lib/traffic/agents';
import { pathClassOf, statusClassOf } from '@/lib/traffic/classes';
import { figureInputsOf, observedOf, trafficFigures } from '@/lib/traffic/figures';
import { detectFormat, PARSERS } from '@/lib/traffic/formats';
import { BUNDLED_RANGES } from '@/lib/traffic/ip-ranges/bundled';
import { RangesError, rangeSetOf, rangeSetsOf, readRangesDir } from '@/lib/traffic/ip-ranges';
import { LogReadError, readLog } from '@/lib/traffic/read-log';
import { combinedLine, plantedLog, UA, writeTestRanges } from '../../helpers/traffic/planted-log';

const ranges = rangeSetsOf(readRangesDir(writeTestRanges()));
const PROFILE_NAMES = new Map(AGENT_PROFILES.map((profile) => [profile.id, profile.name]));

async function* chunks(buffer: Buffer, size = 4096): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < buffer.length; start += size) yield buffer.subarray(start, start + size);
}

const read = (buffer: Buffer, options: { gzip?: boolean; siteHost?: string | null; inflatedLimit?: number; format?: 'combined' | null } = {}) =>
  readLog(chunks(buffer), options.gzip ?? false, {
    format: options.format ?? null,
    siteHost: options.siteHost === undefined ? 'shop.example' : options.siteHost,
    inflatedLimit: options.inflatedLimit ?? 64 * 1024 * 1024,
    deadline: Date.now() + 60_000,
    lineBudget: null,
    ranges,
    reverseDns: null,
    pages: null,
    daysAccepted: null,
  });

describe('log formats', () => {
  it('reads the combined format, with a vhost field, an IPv6 client and an absolute target', () => {
    const line = 'shop.example:443 2001:db8:1::9 - - [10/Oct/2026:13:55:36 -0700] "GET http://shop.example/a?b=c HTTP/1.1" 403 12 "-" "x \\"y\\""';
    expect(PARSERS.combined(line)).toEqual({
      ok: true,
      record: { time: Date.UTC(2026, 9, 10, 20, 55, 36), ip: '2001:db8:1::9', method: 'GET', host: 'shop.example', path: '/a', status: 403, userAgent: 'x "y"', challenged: false, referer: null, utmSource: null, signed: false, cdnVerified: false, markdown: false },
    });
    expect(PARSERS.common('1.2.3.4 - frank [10/Oct/2026:13:55:36 +0000] "GET /x.png HTTP/1.0" 200 2326')).toMatchObject({ ok: true, record: { path: '/x.png', userAgent: '', host: null } });
  });

  it('reads Cloudflare Logpush, Vercel drain and generic NDJSON lines, challenges included', () => {
    const cloudflare = JSON.stringify({ ClientIP: '203.0.113.6', ClientRequestHost: 'shop.example', ClientRequestMethod: 'GET', ClientRequestPath: '/p', EdgeResponseStatus: 403, EdgeStartTimestamp: 1795161600000000000, ClientRequestUserAgent: UA.claudebot, SecurityAction: 'managedChallenge' });
    expect(PARSERS.cloudflare(cloudflare)).toEqual({
      ok: true,
      record: { time: 1795161600000, ip: '203.0.113.6', method: 'GET', host: 'shop.example', path: '/p', status: 403, userAgent: UA.claudebot, challenged: true, referer: null, utmSource: null, signed: false, cdnVerified: false, markdown: false },
    });
    const vercel = JSON.stringify({ id: '1', source: 'static', host: 'shop.vercel.app', timestamp: 1795161600000, proxy: { timestamp: 1795161600000, method: 'GET', host: 'shop.example', path: '/docs?x=1', userAgent: [UA.gptbot], statusCode: 200, clientIp: '192.0.2.7' } });
    expect(PARSERS.vercel(vercel)).toMatchObject({ ok: true, record: { host: 'shop.example', path: '/docs', status: 200, ip: '192.0.2.7', userAgent: UA.gptbot } });
    expect(PARSERS.vercel(JSON.stringify({ id: '2', type: 'stdout', message: 'hello', proxy: {} }))).toEqual({ ok: false, reason: 'vercel: an entry without a request (function output or build log)' });
    const generic = JSON.stringify({ time: '2026-11-20T10:00:00Z', ip: '192.0.2.9', method: 'get', host: 'shop.example', path: '/', status: '200', userAgent: UA.chrome, bytes: 10 });
    expect(PARSERS.ndjson(generic)).toEqual({
      ok: true,
      record: { time: Date.UTC(2026, 10, 20, 10), ip: '192.0.2.9', method: 'GET', host: 'shop.example', path: '/', status: 200, userAgent: UA.chrome, challenged: false, referer: null, utmSource: null, signed: false, cdnVerified: false, markdown: false },
    });
    expect(detectFormat([cloudflare, cloudflare])).toBe('cloudflare');
    expect(detectFormat([vercel])).toBe('vercel');
    expect(detectFormat([generic])).toBe('ndjson');
    expect(detectFormat(['not a log'])).toBeNull();
  });

  it('classes statuses and paths', () => {
    expect([200, 301, 401, 403, 404, 429, 503, 418, 101].map(statusClassOf)).toEqual(['2xx', '3xx', '401', '403', '404', '429', '5xx', 'other', 'other']);
    expect(['/', '/a/b', '/x.html', '/robots.txt', '/llms.txt', '/docs/llms-full.txt', '/a.md', '/.well-known/mcp.json', '/app.js', '/feed.xml'].map(pathClassOf)).toEqual([
      'page', 'page', 'page', 'robotsTxt', 'llmsTxt', 'llmsTxt', 'markdown', 'wellKnown', 'other', 'other',
    ]);
  });
});

describe('agents', () => {
  it('names the agents of the issue with their families and sources, and the engine profile each one is', () => {
    expect(classifyUserAgent(UA.chatgptUser)).toMatchObject({ agent: 'ChatGPT-User', family: 'assistant', named: { profile: 'chatgpt', ranges: ['chatgpt-user'] } });
    expect(classifyUserAgent(UA.gptbot)).toMatchObject({ agent: 'GPTBot', family: 'training' });
    expect(classifyUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toMatchObject({ agent: 'Googlebot', family: 'search' });
    expect(classifyUserAgent('Googlebot-Image/1.0')).toMatchObject({ family: 'other' });
    expect(classifyUserAgent('ModelContextProtocol/1.0 (Autonomous; +https://github.com/modelcontextprotocol/servers)')).toMatchObject({ agent: 'ModelContextProtocol', named: { profile: 'mcp-fetch' } });
    expect(classifyUserAgent('Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)')).toEqual({ agent: 'AhrefsBot', family: 'other', named: null });
    expect(classifyUserAgent(UA.chrome)).toBeNull();
    for (const agent of NAMED_AGENTS) {
      expect(agent.source).not.toBe('');
      // Every profile a named agent stands for is one of the engine's, and the agent names a User-Agent that profile sends.
      if (agent.profile && agent.sendsUserAgent) {
        const sent = AGENT_PROFILES.find((profile) => profile.id === agent.profile)!.userAgents.map((variant) => variant.userAgent);
        expect(sent.some((userAgent) => classifyUserAgent(userAgent)?.agent === agent.agent)).toBe(true);
      }
    }
  });

  it('names an agent from the first 1,024 characters of a User-Agent, however long the rest', () => {
    expect(CLASSIFIED_USER_AGENT_CHARS).toBe(1024);
    const padding = ' x'.repeat(4_000);
    expect(classifyUserAgent(`${UA.gptbot}${padding}`)).toMatchObject({ agent: 'GPTBot', family: 'training' });
    // A name past the first 1,024 characters names nothing: a stranger's 16 KiB string costs no more than 1 KiB.
    expect(classifyUserAgent(`${'x'.repeat(CLASSIFIED_USER_AGENT_CHARS)}${UA.gptbot}`)).toBeNull();
    expect(classifyUserAgent(`${'x'.repeat(CLASSIFIED_USER_AGENT_CHARS - UA.gptbot.length)}${UA.gptbot}`)).toMatchObject({ agent: 'GPTBot' });
    // The list's crawlers alike, on a User-Agent that repeats crawler-like words (the probe's: each entry tried once).
    const crawlerLike = `Mozilla/5.0 (compatible; AhrefsBot/7.0; ${'bot crawler spider '.repeat(840)}`;
    expect(classifyUserAgent(crawlerLike)).toEqual({ agent: 'AhrefsBot', family: 'other', named: null });
    expect(classifyUserAgent(crawlerLike)).toEqual(classifyUserAgent(crawlerLike.slice(0, CLASSIFIED_USER_AGENT_CHARS)));
  });
});

describe('address ranges', () => {
  it('verifies IPv4, IPv6 and IPv4-mapped addresses from the vendors\' shape, and refuses a bad file', () => {
    const set = rangeSetOf('x', { creationTime: 't', prefixes: [{ ipv4Prefix: '198.51.100.0/24' }, { ipv6Prefix: '2001:db8:1::/48' }] });
    expect(['198.51.100.255', '::ffff:198.51.100.1', '2001:db8:1:ffff::1', '[2001:db8:1::2]', '198.51.101.0', '2001:db8:2::1', 'nonsense'].map((ip) => set.contains(ip))).toEqual([
      true, true, true, true, false, false, false,
    ]);
    // The operator's own file is named with its text; a fetched feed is refused without it (ranges-update.ts).
    expect(() => rangeSetOf('bad', { creationTime: 't', prefixes: [{ ipv4Prefix: '300.1.1.1/8' }] })).toThrow(new RangesError('bad.json prefixes[0] "300.1.1.1/8" is not a CIDR prefix', 'bad.json prefixes[0] is not a CIDR prefix'));
    expect(() => rangeSetOf('bad', { prefixes: [] })).toThrow(RangesError);
  });

  it('ships a dated snapshot in the vendors\' shape, each file with its source URL', () => {
    expect([...BUNDLED_RANGES.keys()]).toEqual(['applebot', 'bingbot', 'chatgpt-user', 'claude-searchbot', 'claude-user', 'claudebot', 'googlebot', 'gptbot', 'oai-searchbot', 'perplexity-user', 'perplexitybot']);
    for (const [name, document] of BUNDLED_RANGES) {
      expect(document.source).toMatch(/^https:\/\//);
      expect(rangeSetOf(name, document).prefixes).toBeGreaterThan(0);
    }
    expect(rangeSetsOf(BUNDLED_RANGES).get('gptbot')!.contains('20.171.206.5')).toBe(true);
    expect(rangeSetsOf(BUNDLED_RANGES).get('bingbot')!.contains('157.55.39.10')).toBe(true);
    expect(rangeSetsOf(BUNDLED_RANGES).get('perplexitybot')!.contains('18.97.1.231')).toBe(true);
    expect(rangeSetsOf(BUNDLED_RANGES).get('perplexitybot')!.contains('18.97.1.232')).toBe(false);
  });
});

describe('the planted log', () => {
  it('counts every line exactly', async () => {
    const { bytes, day1, day2 } = plantedLog();
    const reading = await read(bytes);
    expect({ lines: reading.lines, accepted: reading.accepted, skipped: reading.skipped, rejected: reading.rejected, format: reading.format }).toEqual({
      lines: 128,
      accepted: 121,
      skipped: { otherHost: 5, malformed: 2 },
      rejected: [
        { line: 101, reason: 'not valid UTF-8' },
        { line: 123, reason: 'not in the combined log format' },
      ],
      format: 'combined',
    });
    const figures = trafficFigures({ ...figureInputsOf(reading.rows), ranges, predictions: new Map(), profileNames: PROFILE_NAMES });
    expect(figures.lines).toBe(121);
    expect(figures.unclassified).toEqual({ requests: 40, signed: 0 });
    const agent = (name: string) => figures.agents.find((entry) => entry.agent === name)!;
    expect(agent('ChatGPT-User')).toMatchObject({ requests: 25, verified: 25, claims: 4, observed: 'refused', statuses: { '2xx': 5, '403': 20, '3xx': 0, '401': 0, '404': 0, '429': 0, '5xx': 0, other: 0 } });
    expect(agent('GPTBot')).toMatchObject({ requests: 32, verified: 32, claims: 10, observed: 'reads', paths: { page: 30, robotsTxt: 2, llmsTxt: 0, markdown: 0, wellKnown: 0, other: 0 } });
    expect(agent('ClaudeBot')).toMatchObject({ requests: 7, verified: 7, claims: 0, observed: 'reads' });
    // No ranges file of Perplexity-User's is installed here: its requests are unverifiable, counted, and said so.
    expect(agent('Perplexity-User')).toMatchObject({ requests: 3, verified: 0, unverifiable: 3, spoofed: 0, claims: 3, observed: 'reads', verification: { judged: [{ state: 'unverifiable', method: 'not-installed', judgedOn: null, requests: 3 }] } });
    expect(agent('GPTBot')).toMatchObject({ verified: 32, spoofed: 10, unverifiable: 0 });
    expect(figures.days).toEqual([
      { day: day1, agent: 'ChatGPT-User', requests: 15, refused: 12 },
      { day: day1, agent: 'GPTBot', requests: 32, refused: 0 },
      { day: day2, agent: 'ChatGPT-User', requests: 10, refused: 8 },
      { day: day2, agent: 'ClaudeBot', requests: 7, refused: 0 },
      { day: day2, agent: 'Perplexity-User', requests: 3, refused: 0 },
    ]);
  });

  it('judges the observed verdict at the documented thresholds', () => {
    const rows = (refused: number, answered: number) => [
      { agent: 'a', state: 'verified', statusClass: '403', pathClass: 'page', challenged: false, requests: refused, firstSeen: 0, lastSeen: 0 },
      { agent: 'a', state: 'verified', statusClass: '2xx', pathClass: 'page', challenged: false, requests: answered, firstSeen: 0, lastSeen: 0 },
    ];
    expect([rows(51, 49), rows(50, 50), rows(10, 90), rows(9, 91), rows(0, 0)].map((basis) => observedOf(basis).observed)).toEqual(['refused', 'mixed', 'mixed', 'reads', 'not seen']);
  });
});

describe('hostile logs', () => {
  it('rejects a 1 MB line without holding it, and reads the lines around it', async () => {
    const good = combinedLine({ ip: '192.0.2.5', day: '2026-11-20', path: '/', status: 200, ua: UA.gptbot });
    const reading = await read(Buffer.from(`${good}\n${'a'.repeat(1024 * 1024)}\n${good}\n`), { format: 'combined' });
    expect({ lines: reading.lines, accepted: reading.accepted, rejected: reading.rejected }).toEqual({ lines: 3, accepted: 2, rejected: [{ line: 2, reason: 'longer than 16 KiB' }] });
  });

  it('stops a gzip bomb at the inflated budget with a sentence', async () => {
    const bomb = gzipSync(Buffer.alloc(24 * 1024 * 1024, 0x61));
    expect(bomb.length).toBeLessThan(40 * 1024);
    await expect(read(bomb, { gzip: true, inflatedLimit: 8 * 1024 * 1024 })).rejects.toThrow(
      new LogReadError('The log inflates past 8 MiB, the most one batch may be on this plan: split it into smaller batches.'),
    );
  });

  it('answers binary input line by line, and a log in no known format at once', async () => {
    const binary = Buffer.concat(Array.from({ length: 5 }, () => Buffer.concat([Buffer.alloc(40, 0xfe), Buffer.from('\n')])));
    const reading = await read(binary);
    expect({ lines: reading.lines, accepted: reading.accepted, malformed: reading.skipped.malformed, format: reading.format }).toEqual({ lines: 5, accepted: 0, malformed: 5, format: null });
    await expect(read(Buffer.from('hello\nworld\n'))).rejects.toThrow(/^No line of the first 2 is in a known format/);
    await expect(read(Buffer.from('not gzip at all'), { gzip: true })).rejects.toThrow(/^The body is not valid gzip/);
  });
});
