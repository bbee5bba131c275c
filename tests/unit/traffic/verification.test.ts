// Issue 61 on the reader and figures alone (the same code the worker's thread and the CLI run): the generated logs of
// point 7 judged request by request (verified by ranges, by forward-confirmed reverse DNS against the loopback DNS
// fixture and by Cloudflare's verified-bot field; spoofed by ranges and by reverse DNS; unverifiable client-side
// agents; not claimed) and every figure exact: the agents with their states and methods, the referred visits of four
// assistants with Radar's crawl-to-refer ratio, coverage of the scan's ten pages with Markdown uptake. Reverse DNS is
// cached per address and bounded per batch. The new formats (Caddy, nginx JSON, CloudFront, ALB, Fastly) read and
// detected from their first lines; a log in none says which it tried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyUserAgent, fetchOriginOf } from '@/lib/traffic/agents';
import { pageFetchesOf } from '@/lib/traffic/coverage-figures';
import { figureInputsOf } from '@/lib/traffic/figures';
import { createParser, detectFormat, PARSERS } from '@/lib/traffic/formats';
import { rangeSetsOf, readRangesDir } from '@/lib/traffic/ip-ranges';
import { LogReadError, readLog, type LogReading } from '@/lib/traffic/read-log';
import { referralInputsOf } from '@/lib/traffic/referral-figures';
import { assistantOf } from '@/lib/traffic/referrals';
import { underSuffix } from '@/lib/traffic/reverse-dns';
import { sitePagesOf } from '@/lib/traffic/site-pages';
import { siteTrafficFigures, type SiteTrafficFigures } from '@/lib/traffic/site-traffic';
import { serveDns, type DnsFixture } from '../../fixtures/dns-server';
import { buildReport } from '../../helpers/me-fixtures';
import { UA } from '../../helpers/traffic/planted-log';
import { AGENT_UA, expectedFigures, figuresAsExpected, recentRangesDay, SITE, verificationLog, verificationScanReport, writeReverseZone, writeVerificationRanges } from '../../helpers/traffic/verification-log';

async function* chunks(buffer: Buffer, size = 1024): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < buffer.length; start += size) yield buffer.subarray(start, start + size);
}

const ranges = rangeSetsOf(readRangesDir(writeVerificationRanges()));
const today = new Date().toISOString().slice(0, 10);
const at = new Date(Date.now() - 86_400_000);
const report = verificationScanReport(buildReport({ url: `https://${SITE}/`, at, overallScore: 80, checks: [] }) as never, at);
const scan = { report, id: 'scan-1', at: at.toISOString() };

let dns: DnsFixture;
beforeAll(async () => {
  dns = await serveDns();
  writeReverseZone(dns);
});
afterAll(async () => dns?.close());

const read = (bytes: Buffer, lookups = 100) =>
  readLog(chunks(bytes), false, {
    format: null,
    siteHost: SITE,
    inflatedLimit: 64 * 1024 * 1024,
    deadline: Date.now() + 60_000,
    lineBudget: null,
    ranges,
    reverseDns: { servers: [dns.address], lookups, timeoutMs: 2_000 },
    pages: sitePagesOf(report as never, scan)!.pages,
    daysAccepted: null,
  });

function figuresOf(...readings: LogReading[]): SiteTrafficFigures {
  return siteTrafficFigures({
    ...figureInputsOf(readings.flatMap((reading) => reading.rows)),
    referrals: referralInputsOf(readings.flatMap((reading) => reading.referrals)),
    pageFetches: pageFetchesOf(readings.flatMap((reading) => reading.pages)),
    ranges,
    scan,
  });
}

describe('the four states, from the generated logs', () => {
  it('judges every request and counts every figure exactly', async () => {
    const log = verificationLog();
    dns.questions.length = 0;
    const reading = await read(log.bytes);
    const logpush = await read(log.logpush);
    expect({ format: reading.format, lines: reading.lines, accepted: reading.accepted, lookups: reading.lookups }).toEqual({ format: 'combined', lines: 60, accepted: 60, lookups: 4 });
    expect({ format: logpush.format, lines: logpush.lines, accepted: logpush.accepted, lookups: logpush.lookups }).toEqual({ format: 'cloudflare', lines: 4, accepted: 4, lookups: 0 });
    // Each address outside the ranges asked once: its PTR, then its name forward (cached for the batch's other requests).
    expect(dns.questions.filter((question) => question.includes(' PTR ')).sort()).toEqual([
      'udp PTR 150.2.0.192.in-addr.arpa',
      'udp PTR 160.2.0.192.in-addr.arpa',
      'udp PTR 77.113.0.203.in-addr.arpa',
      'udp PTR 88.113.0.203.in-addr.arpa',
    ]);
    const figures = figuresOf(reading, logpush);
    // The same expectations the API, the CLI and MCP are held to (helpers/verification-log.ts), then each part spelled out.
    expect(figuresAsExpected(figures)).toEqual(expectedFigures(log, today));
    const recent = recentRangesDay();
    const agent = (name: string) => figures.agents.find((entry) => entry.agent === name)!;
    const counts = (name: string) => {
      const entry = agent(name);
      return { requests: entry.requests, verified: entry.verified, unverifiable: entry.unverifiable, spoofed: entry.spoofed, claims: entry.claims, signed: entry.signed, observed: entry.observed, judged: entry.verification.judged };
    };
    expect(counts('Claude Code')).toEqual({ requests: 12, verified: 0, unverifiable: 12, spoofed: 0, claims: 12, signed: 0, observed: 'mixed', judged: [{ state: 'unverifiable', method: 'client-side', judgedOn: null, requests: 12 }] });
    expect(agent('Claude Code')).toMatchObject({ family: 'assistant', agrees: false, predicted: { verdict: 'reads' }, verification: { fetchesFrom: 'users', files: [], reverseDns: [] } });
    expect(agent('Claude Code').why).toMatch(/^The scan of \d+ \w{3} says Claude Code reads your pages; your logs show 4 of its 12 unverifiable page requests \(Claude Code fetches from its users' machines, so no address can verify it\) answered 403 since \d+ \w{3}\.$/);
    expect(counts('Cursor')).toEqual({ requests: 9, verified: 0, unverifiable: 9, spoofed: 0, claims: 9, signed: 0, observed: 'mixed', judged: [{ state: 'unverifiable', method: 'client-side', judgedOn: null, requests: 9 }] });
    expect(agent('Cursor').agrees).toBe(false);
    expect(counts('GPTBot')).toEqual({
      requests: 8, verified: 8, unverifiable: 0, spoofed: 5, claims: 5, signed: 0, observed: 'reads',
      judged: [{ state: 'verified', method: 'ranges', judgedOn: recent, requests: 8 }, { state: 'spoofed', method: 'ranges', judgedOn: recent, requests: 5 }],
    });
    expect(counts('Googlebot')).toEqual({
      requests: 5, verified: 5, unverifiable: 0, spoofed: 4, claims: 4, signed: 0, observed: 'reads',
      judged: [
        { state: 'spoofed', method: 'reverse-dns', judgedOn: today, requests: 4 },
        { state: 'verified', method: 'reverse-dns', judgedOn: today, requests: 3 },
        { state: 'verified', method: 'ranges', judgedOn: recent, requests: 2 },
      ],
    });
    expect(agent('Googlebot').verification).toMatchObject({ fetchesFrom: 'vendor', files: [{ file: 'googlebot', date: recent }], reverseDns: ['googlebot.com', 'google.com'] });
    expect(counts('bingbot')).toEqual({
      requests: 2, verified: 2, unverifiable: 0, spoofed: 1, claims: 1, signed: 0, observed: 'reads',
      judged: [{ state: 'verified', method: 'reverse-dns', judgedOn: today, requests: 2 }, { state: 'spoofed', method: 'reverse-dns', judgedOn: today, requests: 1 }],
    });
    expect(counts('Applebot')).toMatchObject({ requests: 1, verified: 1, judged: [{ state: 'verified', method: 'cdn', judgedOn: null, requests: 1 }] });
    expect(counts('ClaudeBot')).toMatchObject({ requests: 1, verified: 1, judged: [{ state: 'verified', method: 'cdn', judgedOn: null, requests: 1 }] });
    expect(counts('ChatGPT-User')).toMatchObject({ requests: 1, verified: 1, signed: 1, judged: [{ state: 'verified', method: 'ranges', judgedOn: recent, requests: 1 }] });
    expect(figures.unclassified).toEqual({ requests: 8, signed: 0 });
    expect(figures.lines).toBe(64);
    expect(figures.referrals).toEqual({
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
    });
    // Radar: a vendor's HTML crawls (its own crawlers' counted page requests; Claude Code is its users', not Anthropic's) ÷ referred HTML visits.
    expect(figures.crawlToRefer.map((row) => [row.vendor, row.crawls, row.referrals, row.ratio])).toEqual([
      ['OpenAI', 9, 3, 3],
      ['Perplexity', 0, 2, 0],
      ['Anthropic', 1, 1, 1],
      ['Google', 4, 1, 4],
      ['Microsoft', 2, 0, null],
    ]);
    const coverage = figures.coverage!;
    expect({ pages: coverage.pages, sitemapListed: coverage.sitemapListed, withMarkdown: coverage.withMarkdown, notFetched: coverage.notFetched, important: coverage.important }).toEqual({
      pages: 10,
      sitemapListed: 10,
      withMarkdown: 1,
      notFetched: { count: 2, paths: ['/pricing', '/careers'] },
      important: [
        { path: '/', because: 'start page', fetchedBy: ['GPTBot', 'Googlebot', 'bingbot'] },
        { path: '/pricing', because: 'journey landing', fetchedBy: [] },
      ],
    });
    expect(coverage.agents.map((entry) => [entry.agent, entry.fetched, entry.of, entry.markdown.fetches, entry.markdown.took, entry.markdown.share])).toEqual([
      ['GPTBot', 7, 10, 1, 0, 0],
      ['Claude Code', 4, 10, 3, 2, 0.67],
      ['Googlebot', 4, 10, 0, 0, null],
      ['Cursor', 3, 10, 3, 0, 0],
      ['bingbot', 2, 10, 0, 0, null],
      ['Applebot', 1, 10, 1, 0, 0],
      ['ChatGPT-User', 1, 10, 0, 0, null],
      ['ClaudeBot', 1, 10, 0, 0, null],
    ]);
    expect(coverage.agents[1]!.pages).toEqual([
      { path: '/blog/a', requests: 3 },
      { path: '/docs/api', requests: 3 },
      { path: '/docs/install', requests: 3 },
      { path: '/docs/start', requests: 3 },
    ]);
    expect(figures.ranges.map((file) => [file.file, file.date, file.stale])).toEqual([
      ['chatgpt-user', recent, false],
      ['claude-user', '2025-01-15', true],
      ['claudebot', recent, false],
      ['googlebot', recent, false],
      ['gptbot', recent, false],
    ]);
    // Nothing of an address or a reverse name is in the figures.
    expect(JSON.stringify(figures)).not.toMatch(/192\.0\.2|203\.0\.113|100\.64|googlebot\.com\b(?!")|msn\.com\.evil|crawl-/);
  });

  it('bounds reverse DNS per batch: past the lookups, a claim is judged by the ranges alone', async () => {
    const line = (ip: string, second: number) => `${ip} - - [20/Nov/2026:10:00:${String(second).padStart(2, '0')} +0000] "GET /docs/api HTTP/1.1" 200 512 "-" "${AGENT_UA.googlebot}"`;
    dns.questions.length = 0;
    const reading = await read(Buffer.from(`${[line('192.0.2.150', 1), line('192.0.2.150', 2), line('203.0.113.77', 3)].join('\n')}\n`), 1);
    expect(reading.lookups).toBe(1);
    expect(dns.questions.filter((question) => question.includes(' PTR '))).toEqual(['udp PTR 150.2.0.192.in-addr.arpa']);
    const judged = reading.rows.map((row) => [row.state, row.method, row.requests]);
    expect(judged.sort()).toEqual([
      ['spoofed', 'ranges', 1],
      ['verified', 'reverse-dns', 2],
    ]);
  });

  it('names client-side agents by their tokens and by the engine profiles\' bare User-Agents', () => {
    expect(classifyUserAgent(AGENT_UA.claudeCode)).toMatchObject({ agent: 'Claude Code', named: { profile: 'claude-code', fetchesFrom: 'users' } });
    expect(classifyUserAgent('Claude-User/1.0')).toMatchObject({ agent: 'Claude Code' });
    expect(classifyUserAgent('Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)')).toMatchObject({ agent: 'Claude-User', named: { fetchesFrom: 'vendor', ranges: ['claude-user'] } });
    expect(classifyUserAgent('ChatGPT-User/1.0')).toMatchObject({ agent: 'codex', named: { fetchesFrom: 'users' } });
    expect(classifyUserAgent(UA.chatgptUser)).toMatchObject({ agent: 'ChatGPT-User' });
    expect(classifyUserAgent('codex/1.0')).toMatchObject({ agent: 'codex' });
    expect(classifyUserAgent('Cursor/1.0')).toMatchObject({ agent: 'Cursor', named: { fetchesFrom: 'users' } });
    expect(classifyUserAgent('Mozilla/5.0 (compatible; Google-Gemini-CLI/1.0; +https://github.com/google-gemini/gemini-cli)')).toMatchObject({ agent: 'Google-Gemini-CLI', named: null });
    expect(fetchOriginOf('Google-Gemini-CLI').fetchesFrom).toBe('users');
    expect(fetchOriginOf('AhrefsBot').fetchesFrom).toBe('unknown');
  });

  it('matches a reverse name to the vendor\'s hostnames label by label', () => {
    expect(['crawl-1-2-3-4.googlebot.com', 'googlebot.com.', 'evilgooglebot.com', 'googlebot.com.evil.example'].map((name) => underSuffix(name, ['googlebot.com']))).toEqual([true, true, false, false]);
  });

  it('knows each assistant by its Referer host or utm_source', () => {
    expect([
      assistantOf('https://chatgpt.com/c/1', null),
      assistantOf(null, 'chatgpt.com'),
      assistantOf('https://www.perplexity.ai/search', null),
      assistantOf('https://claude.ai/chat/x', null),
      assistantOf('https://gemini.google.com/app', null),
      assistantOf('https://copilot.microsoft.com/', null),
      assistantOf('https://notchatgpt.com/', null),
      assistantOf('https://www.google.com/', 'newsletter'),
    ]).toEqual(['ChatGPT', 'ChatGPT', 'Perplexity', 'Claude', 'Gemini', 'Copilot', null, null]);
  });
});

describe('formats people have', () => {
  const time = Date.UTC(2026, 10, 20, 10, 0, 0);
  it('reads Caddy\'s JSON access log, headers included', () => {
    const caddy = JSON.stringify({
      level: 'info', ts: time / 1000, logger: 'http.log.access.log0', msg: 'handled request',
      request: { remote_ip: '10.0.0.1', client_ip: '192.0.2.9', proto: 'HTTP/2.0', method: 'GET', host: SITE, uri: '/docs?utm_source=perplexity.ai', headers: { 'User-Agent': [UA.gptbot], Referer: ['https://x.example/'], 'Signature-Agent': ['"https://chatgpt.com"'] } },
      status: 200, resp_headers: { 'Content-Type': ['text/markdown; charset=utf-8'] },
    });
    expect(PARSERS.caddy(caddy)).toEqual({
      ok: true,
      record: { time, ip: '192.0.2.9', method: 'GET', host: SITE, path: '/docs', status: 200, userAgent: UA.gptbot, challenged: false, referer: 'https://x.example/', utmSource: 'perplexity.ai', signed: true, cdnVerified: false, markdown: true },
    });
    expect(detectFormat([caddy])).toBe('caddy');
  });

  it('reads nginx JSON by its variables\' names', () => {
    const nginx = JSON.stringify({ time_local: '20/Nov/2026:10:00:00 +0000', remote_addr: '192.0.2.9', request: 'GET /a?b=c HTTP/1.1', status: '403', http_user_agent: UA.claudebot, http_referer: '-', host: SITE, sent_http_content_type: 'text/html' });
    expect(PARSERS['nginx-json'](nginx)).toEqual({ ok: true, record: { time, ip: '192.0.2.9', method: 'GET', host: SITE, path: '/a', status: 403, userAgent: UA.claudebot, challenged: false, referer: null, utmSource: null, signed: false, cdnVerified: false, markdown: false } });
    const iso = JSON.stringify({ time_iso8601: '2026-11-20T10:00:00+00:00', remote_addr: '192.0.2.9', request_method: 'GET', request_uri: '/b', status: 200, http_user_agent: '-', http_host: SITE });
    expect(PARSERS['nginx-json'](iso)).toMatchObject({ ok: true, record: { time, path: '/b', userAgent: '', host: SITE } });
    expect(detectFormat([nginx, iso])).toBe('nginx-json');
  });

  it('reads CloudFront standard logs after their #Version and #Fields lines, URL-encoded User-Agents decoded', () => {
    const fields = '#Fields: date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status cs(Referer) cs(User-Agent) cs-uri-query cs(Cookie) x-edge-result-type x-edge-request-id x-host-header cs-protocol cs-bytes time-taken x-forwarded-for ssl-protocol ssl-cipher x-edge-response-result-type cs-protocol-version fle-status fle-encrypted-fields c-port time-to-first-byte x-edge-detailed-result-type sc-content-type sc-content-len sc-range-start sc-range-end';
    const row = ['2026-11-20', '10:00:00', 'IAD89-C1', '1045', '192.0.2.9', 'GET', 'd111111abcdef8.cloudfront.net', '/pricing', '200', 'https://claude.ai/chat/1', encodeURIComponent(UA.chrome), 'utm_source=chatgpt.com', '-', 'Miss', 'id', SITE, 'https', '186', '0.1', '-', 'TLSv1.3', 'TLS_AES_128_GCM_SHA256', 'Miss', 'HTTP/2.0', '-', '-', '51234', '0.1', 'Miss', 'text/html', '1045', '-', '-'].join('\t');
    const parse = createParser('cloudfront');
    expect(parse('#Version: 1.0')).toEqual({ ok: 'comment' });
    expect(parse(fields)).toEqual({ ok: 'comment' });
    expect(parse(row)).toEqual({ ok: true, record: { time, ip: '192.0.2.9', method: 'GET', host: SITE, path: '/pricing', status: 200, userAgent: UA.chrome, challenged: false, referer: 'https://claude.ai/chat/1', utmSource: 'chatgpt.com', signed: false, cdnVerified: false, markdown: false } });
    expect(detectFormat(['#Version: 1.0', fields, row])).toBe('cloudfront');
  });

  it('reads Application Load Balancer entries, IPv6 clients included', () => {
    const alb = `https 2026-11-20T10:00:00.000000Z app/shop/50dc6c495c0c9188 192.0.2.9:2817 10.0.0.1:80 0.000 0.001 0.000 200 200 34 366 "GET https://${SITE}:443/docs?utm_source=chatgpt.com HTTP/1.1" "${UA.gptbot}" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:us-east-2:1:targetgroup/t/1 "Root=1-58337262-36d228ad5d99923122bbe354" "${SITE}" "arn:aws:acm:us-east-2:1:certificate/1" 0 2026-11-20T10:00:00.000000Z "forward" "-" "-" "10.0.0.1:80" "200" "-" "-"`;
    expect(PARSERS.alb(alb)).toEqual({ ok: true, record: { time, ip: '192.0.2.9', method: 'GET', host: SITE, path: '/docs', status: 200, userAgent: UA.gptbot, challenged: false, referer: null, utmSource: 'chatgpt.com', signed: false, cdnVerified: false, markdown: false } });
    expect(PARSERS.alb(alb.replace('192.0.2.9:2817', '2001:db8::9:2817'))).toMatchObject({ ok: true, record: { ip: '2001:db8::9' } });
    expect(detectFormat([alb])).toBe('alb');
  });

  it('reads Fastly\'s JSON logging', () => {
    const fastly = JSON.stringify({ timestamp: '2026-11-20T10:00:00+0000', client_ip: '192.0.2.9', host: SITE, url: '/a?utm_source=claude.ai', request_method: 'GET', response_status: 429, request_user_agent: UA.perplexityUser, request_referer: '' });
    expect(PARSERS.fastly(fastly)).toEqual({ ok: true, record: { time, ip: '192.0.2.9', method: 'GET', host: SITE, path: '/a', status: 429, userAgent: UA.perplexityUser, challenged: false, referer: null, utmSource: 'claude.ai', signed: false, cdnVerified: false, markdown: false } });
    expect(detectFormat([fastly])).toBe('fastly');
  });

  it('says which formats it tried when it can read none', async () => {
    await expect(read(Buffer.from('hello\n{"a": 1}\n'))).rejects.toThrow(
      new LogReadError('No line of the first 2 is in a known format (tried combined, common, cloudflare, vercel, ndjson, caddy, nginx-json, cloudfront, alb, fastly); name the format (?format= in the API, --format in the CLI) or see docs/api.md "Traffic" for the formats.'),
    );
  });
});
