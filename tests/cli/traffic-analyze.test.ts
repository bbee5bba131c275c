// `agentgauge traffic analyze` (issue 55 point 4): the built CLI reads a log on this machine with no service and no key,
// the planted counts come out exactly, and with --site a local audit of a fixture site (which serves ChatGPT-User its
// pages, as the logs show the real site does not) stands beside them: the disagreement is named.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME, serveSite, text, type FixtureSite } from '../helpers/site';
import { plantedLog, writeTestRanges } from '../traffic/helpers/planted-log';
import { buildCli, runCli } from './run-cli';

describe('agentgauge traffic analyze', () => {
  const log = plantedLog();
  const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-traffic-cli-'));
  const file = path.join(dir, 'access.log.gz');
  const env = { AGENTGAUGE_AGENT_IP_RANGES_DIR: writeTestRanges() };
  let site: FixtureSite;

  beforeAll(async () => {
    buildCli();
    writeFileSync(file, gzipSync(log.bytes));
    site = await serveSite({ '/': HOME, '/robots.txt': text('User-agent: *\nAllow: /\n') });
  }, 300_000);

  afterAll(async () => {
    await site?.close();
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
    });
    // Without --site no host is the site's: the 5 other.example lines count too (GPTBot, verified).
    expect({ host: result.host, from: result.from, to: result.to, lines: result.lines, unclassified: result.unclassified }).toEqual({ host: null, from: log.day1, to: log.day2, lines: 126, unclassified: { requests: 40 } });
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
    expect(lines.find((line) => line.startsWith('ChatGPT-User'))!.split(/\s{2,}/)).toEqual(['ChatGPT-User', 'assistant', '25', '25', '4', '20', 'refused', 'reads', 'NO']);
    expect(lines.find((line) => line.startsWith('GPTBot'))!.split(/\s{2,}/)).toEqual(['GPTBot', 'training', '32', '32', '10', '0', 'reads', 'allowed', 'yes']);
    const disagreements = lines.slice(lines.indexOf('Where the logs disagree with the scan:') + 1).filter((line) => line.startsWith('  '));
    expect(disagreements[0]).toMatch(/^ {2}ChatGPT-User: The scan of \d+ [A-Z][a-z]{2} says ChatGPT-User reads your pages; your logs show 20 of its 25 verified page requests answered 403 since \d+ [A-Z][a-z]{2}\.$/);
    expect(lines.at(-2)).toBe('128 lines: 121 accepted; skipped 5 for another host, 2 malformed.');
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
    const run = await runCli(['traffic', 'analyze', shipped, '--json'], {});
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

  it('says in one line what is wrong with a file it cannot read', async () => {
    const missing = await runCli(['traffic', 'analyze', path.join(dir, 'missing.log')], env);
    expect(missing).toEqual({ code: 2, stdout: '', stderr: `agentgauge: cannot read ${path.join(dir, 'missing.log')}: ENOENT\n` });
    const junk = path.join(dir, 'junk.log');
    writeFileSync(junk, 'hello\nworld\n');
    const unreadable = await runCli(['traffic', 'analyze', junk], env);
    expect(unreadable.code).toBe(5);
    expect(unreadable.stderr).toBe('agentgauge: No line of the first 2 is in a known format (combined, common, cloudflare, vercel, ndjson); name the format (?format= in the API, --format in the CLI) or see docs/api.md "Traffic" for the formats.\n');
  });
});
