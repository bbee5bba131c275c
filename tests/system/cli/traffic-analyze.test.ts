// `agentgauge traffic analyze` (issue 55 point 4): the built CLI reads a log on this machine with no service and no key,
// the planted counts come out exactly, and with --site a local audit of a fixture site (which serves ChatGPT-User its
// pages, as the logs show the real site does not) stands beside them: the disagreement is named.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDns, type DnsFixture } from '../../fixtures/dns-server';
import { HOME, serveSite, text, type FixtureSite } from '../../helpers/site';
import { plantedLog, writeTestRanges } from '../../helpers/traffic/planted-log';
import { recentRangesDay, SITEMAP_PATHS, verificationLog, writeReverseZone, writeVerificationRanges } from '../../helpers/traffic/verification-log';
import { buildCli, runCli } from '../../helpers/cli/run-cli';

describe('agentgauge traffic analyze', () => {
  const log = plantedLog();
  const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-traffic-cli-'));
  const file = path.join(dir, 'access.log.gz');
  const env = { AGENTGAUGE_AGENT_IP_RANGES_DIR: writeTestRanges() };
  let site: FixtureSite;
  /** A site whose sitemap lists the ten pages of the verification log. */
  let shop: FixtureSite;
  let dns: DnsFixture;

  beforeAll(async () => {
    buildCli();
    writeFileSync(file, gzipSync(log.bytes));
    site = await serveSite({ '/': HOME, '/robots.txt': text('User-agent: *\nAllow: /\n') });
    shop = await serveSite((origin) => ({
      '/': HOME,
      '/robots.txt': text(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`),
      '/sitemap.xml': {
        status: 200,
        headers: { 'content-type': 'application/xml' },
        body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${SITEMAP_PATHS.map((page) => `<url><loc>${origin}${page}</loc></url>`).join('')}</urlset>\n`,
      },
    }));
    dns = await serveDns();
    writeReverseZone(dns);
  }, 300_000);

  afterAll(async () => {
    await site?.close();
    await shop?.close();
    await dns?.close();
  });

  it('counts a gzip log exactly, with no service', async () => {
    const run = await runCli(['traffic', 'analyze', file, '--json'], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.read).toEqual({
      format: 'combined',
      lines: 128,
      accepted: 126,
      skipped: { otherHost: 0, malformed: 2 },
      rejected: [
        { line: 101, reason: 'not valid UTF-8' },
        { line: 123, reason: 'not in the combined log format' },
      ],
      reverseDnsLookups: 0,
    });
    // Without --site no host is the site's: the 5 other.example lines count too (GPTBot, verified).
    expect({ host: result.host, from: result.from, to: result.to, lines: result.lines, unclassified: result.unclassified }).toEqual({ host: null, from: log.day1, to: log.day2, lines: 126, unclassified: { requests: 40, signed: 0 } });
    const agent = (name: string) => result.agents.find((entry: { agent: string }) => entry.agent === name);
    expect(agent('GPTBot')).toMatchObject({ requests: 37, verified: 37, claims: 10, observed: 'reads', predicted: null, agrees: null });
    expect(agent('ChatGPT-User')).toMatchObject({ requests: 25, verified: 25, claims: 4, observed: 'refused', predicted: null, agrees: null });
  });

  it('with --site, skips other hosts and names where the logs disagree with a local audit', { timeout: 120_000 }, async () => {
    const run = await runCli(['traffic', 'analyze', file, '--site', site.url, '--allow-private-targets'], env);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(`Traffic in ${file} for 127.0.0.1:${site.port}, ${log.day1} to ${log.day2} (format combined)`);
    expect(lines[1]).toBe('121 requests; 40 from no known agent (people among them).');
    expect(lines.find((line) => line.startsWith('ChatGPT-User'))!.split(/\s{2,}/)).toEqual(['ChatGPT-User', 'assistant', '25', '25', '0', '4', '20', 'refused', 'reads', 'NO', 'ranges 2026-11-01']);
    expect(lines.find((line) => line.startsWith('GPTBot'))!.split(/\s{2,}/)).toEqual(['GPTBot', 'training', '32', '32', '0', '10', '0', 'reads', 'allowed', 'yes', 'ranges 2026-11-01']);
    const disagreements = lines.slice(lines.indexOf('Where the logs disagree with the scan:') + 1).filter((line) => line.startsWith('  '));
    expect(disagreements[0]).toMatch(/^ {2}ChatGPT-User: The scan of \d+ [A-Z][a-z]{2} says ChatGPT-User reads your pages; your logs show 20 of its 25 verified page requests answered 403 since \d+ [A-Z][a-z]{2}\.$/);
    expect(lines.at(-2)).toBe('128 lines: 121 accepted; skipped 5 for another host, 2 malformed.');
    expect(lines).toContain('No visit was referred by an AI assistant (Referer or utm_source).');
    // Issue 63 point 4: a bare address reads as `audit` reads it (lib/net/host.ts: http:// for an IP address with a
    // port), so `--site 127.0.0.1:PORT` pasted from the docs gives the same table as the full URL.
    const bare = await runCli(['traffic', 'analyze', file, '--site', `127.0.0.1:${site.port}`, '--allow-private-targets'], env);
    expect(bare.stderr).toBe('');
    expect(bare.code).toBe(0);
    expect(bare.stdout.split('\n').filter((line) => !/^ {2}ChatGPT-User: The scan of/.test(line))).toEqual(lines.filter((line) => !/^ {2}ChatGPT-User: The scan of/.test(line)));
    // The flag reads as audit's and journeys' read it: only the listed origin allowed, the same table.
    const listed = await runCli(['traffic', 'analyze', file, '--site', site.url, `--allow-private-targets=127.0.0.1:${site.port}`], env);
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n').filter((line) => !/^ {2}ChatGPT-User: The scan of/.test(line))).toEqual(lines.filter((line) => !/^ {2}ChatGPT-User: The scan of/.test(line)));
  });

  // The snapshot this release ships (lib/traffic/ip-ranges, no AGENTGAUGE_AGENT_IP_RANGES_DIR): Microsoft's
  // bingbot.json and Perplexity's perplexitybot.json make a request from their published prefixes `verified`, and the
  // same user agent from elsewhere a claim; `requests` counts the verified ones only, claims stand apart (issue 55
  // point 2; ../shared/checks.md 2026-12c, verified versus claimed requests).
  it('verifies bingbot and PerplexityBot from the shipped snapshot, and counts the same names elsewhere as claims', async () => {
    const line = (address: string, agent: string) => `${address} - - [25/Nov/2026:10:00:00 +0000] "GET /pricing HTTP/1.1" 200 512 "-" "${agent}"`;
    const bingbot = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
    const perplexitybot = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)';
    const shipped = path.join(dir, 'shipped-ranges.log');
    writeFileSync(shipped, [
      line('157.55.39.10', bingbot), // 157.55.39.0/24
      line('40.77.190.3', bingbot), // 40.77.188.0/22
      line('203.0.113.9', bingbot),
      line('107.20.236.150', perplexitybot), // 107.20.236.150/32
      line('18.97.1.230', perplexitybot), // 18.97.1.228/30
      line('18.97.1.232', perplexitybot), // just past that /30
    ].join('\n') + '\n');
    const run = await runCli(['traffic', 'analyze', shipped, '--json', '--no-reverse-dns'], {});
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const agents = JSON.parse(run.stdout).agents as { agent: string; requests: number; verified: number; claims: number }[];
    const counts = (name: string) => {
      const entry = agents.find((candidate) => candidate.agent === name)!;
      return { requests: entry.requests, verified: entry.verified, claims: entry.claims };
    };
    expect(counts('bingbot')).toEqual({ requests: 2, verified: 2, claims: 1 });
    expect(counts('PerplexityBot')).toEqual({ requests: 2, verified: 2, claims: 1 });
  });

  // Issue 61 point 7, offline: the generated log judged here as the service judges it (reverse DNS asked of the loopback
  // DNS server named by AGENTGAUGE_DNS_SERVERS), with coverage against the local audit's pages (its sitemap's ten).
  it('judges who fetched, counts referrals and coverage of the audited site\'s pages, with no service', { timeout: 120_000 }, async () => {
    const generated = verificationLog();
    const logFile = path.join(dir, 'verification.log');
    writeFileSync(logFile, generated.bytes);
    const env61 = { AGENTGAUGE_AGENT_IP_RANGES_DIR: writeVerificationRanges(), AGENTGAUGE_DNS_SERVERS: dns.address };
    const run = await runCli(['traffic', 'analyze', logFile, '--site', shop.url, '--allow-private-targets', '--json'], env61);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    const today = new Date().toISOString().slice(0, 10);
    const recent = recentRangesDay();
    expect(result.read).toEqual({ format: 'combined', lines: 60, accepted: 60, skipped: { otherHost: 0, malformed: 0 }, rejected: [], reverseDnsLookups: 4 });
    const counted = Object.fromEntries(
      result.agents
        .filter((agent: { requests: number; claims: number }) => agent.requests > 0 || agent.claims > 0)
        .map((agent: { agent: string; requests: number; verified: number; unverifiable: number; spoofed: number; observed: string; verification: { judged: unknown } }) => [
          agent.agent,
          [agent.requests, agent.verified, agent.unverifiable, agent.spoofed, agent.observed, agent.verification.judged],
        ]),
    );
    const judged = (state: string, method: string, judgedOn: string | null, requests: number) => ({ state, method, judgedOn, requests });
    expect(counted).toEqual({
      'Claude Code': [12, 0, 12, 0, 'mixed', [judged('unverifiable', 'client-side', null, 12)]],
      Cursor: [9, 0, 9, 0, 'mixed', [judged('unverifiable', 'client-side', null, 9)]],
      GPTBot: [8, 8, 0, 5, 'reads', [judged('verified', 'ranges', recent, 8), judged('spoofed', 'ranges', recent, 5)]],
      Googlebot: [5, 5, 0, 4, 'reads', [judged('spoofed', 'reverse-dns', today, 4), judged('verified', 'reverse-dns', today, 3), judged('verified', 'ranges', recent, 2)]],
      bingbot: [2, 2, 0, 1, 'reads', [judged('verified', 'reverse-dns', today, 2), judged('spoofed', 'reverse-dns', today, 1)]],
    });
    expect({ lines: result.lines, unclassified: result.unclassified, referred: result.referrals.requests }).toEqual({ lines: 60, unclassified: { requests: 7, signed: 0 }, referred: 7 });
    expect(result.crawlToRefer.map((row: { vendor: string; crawls: number; referrals: number; ratio: number | null }) => [row.vendor, row.crawls, row.referrals, row.ratio])).toEqual([
      ['OpenAI', 8, 3, 2.7],
      ['Perplexity', 0, 2, 0],
      ['Anthropic', 0, 1, 0],
      ['Google', 4, 1, 4],
      ['Microsoft', 2, 0, null],
    ]);
    expect(result.coverage).toMatchObject({ scanId: 'local', pages: 10, sitemapListed: 10, withMarkdown: 1, notFetched: { count: 2, paths: ['/pricing', '/careers'] }, important: [{ path: '/', because: 'start page', fetchedBy: ['GPTBot', 'Googlebot', 'bingbot'] }] });
    expect(result.coverage.agents.map((agent: { agent: string; fetched: number; markdown: { fetches: number; took: number; share: number | null } }) => [agent.agent, agent.fetched, agent.markdown.fetches, agent.markdown.took, agent.markdown.share])).toEqual([
      ['GPTBot', 7, 1, 0, 0],
      ['Claude Code', 4, 3, 2, 0.67],
      ['Googlebot', 4, 0, 0, null],
      ['Cursor', 3, 3, 0, 0],
      ['bingbot', 2, 0, 0, null],
    ]);

    // Without reverse DNS, Googlebot's and bingbot's claims outside their ranges are judged by the ranges alone.
    const offline = JSON.parse((await runCli(['traffic', 'analyze', logFile, '--no-reverse-dns', '--json'], env61)).stdout);
    const judgedOf = (name: string) => offline.agents.find((agent: { agent: string }) => agent.agent === name).verification.judged;
    expect(offline.read.reverseDnsLookups).toBe(0);
    expect(judgedOf('Googlebot')).toEqual([judged('spoofed', 'ranges', recent, 7), judged('verified', 'ranges', recent, 2)]);
    expect(judgedOf('bingbot')).toEqual([judged('unverifiable', 'unanswered', null, 3)]);

    const logpush = path.join(dir, 'logpush.ndjson');
    writeFileSync(logpush, generated.logpush);
    const edge = JSON.parse((await runCli(['traffic', 'analyze', logpush, '--json'], env61)).stdout);
    expect(edge.read.format).toBe('cloudflare');
    expect(edge.agents.filter((agent: { requests: number }) => agent.requests > 0).map((agent: { agent: string; signed: number; verification: { judged: unknown } }) => [agent.agent, agent.signed, agent.verification.judged])).toEqual([
      ['ChatGPT-User', 1, [judged('verified', 'ranges', recent, 1)]],
      ['ClaudeBot', 0, [judged('verified', 'cdn', null, 1)]],
      ['Applebot', 0, [judged('verified', 'cdn', null, 1)]],
    ]);

    const text = await runCli(['traffic', 'analyze', logFile, '--site', shop.url, '--allow-private-targets'], env61);
    const lines = text.stdout.split('\n');
    expect(lines[1]).toBe('60 requests; 7 from no known agent (people among them); 7 referred by AI assistants.');
    expect(lines.find((line) => line.startsWith('Cursor  '))!.split(/\s{2,}/).slice(0, 8)).toEqual(['Cursor', 'assistant', '9', '0', '9', '0', '3', 'mixed']);
    expect(lines).toContain('Crawl-to-refer (Cloudflare Radar\'s ratio: the vendor\'s HTML crawls ÷ the HTML visits its assistant referred):');
    expect(lines).toContain(`Coverage of the scan's 10 pages (its sitemap lists 10); 1 with a Markdown version:`);
  });

  it('says in one line what is wrong with a file it cannot read', async () => {
    const missing = await runCli(['traffic', 'analyze', path.join(dir, 'missing.log')], env);
    expect(missing).toEqual({ code: 2, stdout: '', stderr: `agentgauge: cannot read ${path.join(dir, 'missing.log')}: ENOENT\n` });
    const junk = path.join(dir, 'junk.log');
    writeFileSync(junk, 'hello\nworld\n');
    const unreadable = await runCli(['traffic', 'analyze', junk], env);
    expect(unreadable.code).toBe(5);
    expect(unreadable.stderr).toBe(
      'agentgauge: No line of the first 2 is in a known format (tried combined, common, cloudflare, vercel, ndjson, caddy, nginx-json, cloudfront, alb, fastly); name the format (?format= in the API, --format in the CLI) or see docs/api.md "Traffic" for the formats.\n',
    );
  });
});
