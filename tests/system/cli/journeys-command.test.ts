// `agentgauge journeys` (issue 33 point 1's CLI contract): the built CLI against fixture sites on 127.0.0.1, the exact
// --json output (only the contract's keys), the readable grid, and the usage errors (no journeys, remote mode).
import type http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../../engine/version.js';
import { SCORECARD_VERSION } from '../../../engine/scorecard.js';
import { html, serveSite, type FixtureSite } from '../../helpers/site.js';
import { buildCli, runCli } from '../../helpers/cli/run-cli.js';

const ANSWER = 'The Pro plan costs $29 a month.';
const PROSE = `<p>${'The widget turns answers into actions for every reader. '.repeat(10)}</p>`;
const NON_JS = ['claude-code', 'cursor', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch'];
const FLAG = 'What does the Pro plan cost? => $29';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Widgets</title></head><body><main><h1>Widgets</h1>${PROSE}${body}</main></body></html>`;

let onStart: FixtureSite;
let behind403: FixtureSite;
let dir: string;

const journeys = (site: FixtureSite, ...args: string[]) => runCli(['journeys', site.url, '--local', '--allow-private-targets', ...args]);

beforeAll(async () => {
  buildCli();
  onStart = await serveSite({ '/': html(page(`<p>${ANSWER}</p>`)) });
  const pricing = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const named = /Claude-User|ChatGPT-User|GoogleAgent|Perplexity-User|ModelContextProtocol|codex/i.test(req.headers['user-agent'] ?? '');
    res.writeHead(named ? 403 : 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(named ? 'Forbidden' : page(`<p>${ANSWER}</p>`));
  };
  behind403 = await serveSite({ '/': html(page('<a href="/pricing">Pricing</a>')), '/pricing': pricing });
  dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-journeys-'));
});

afterAll(async () => {
  await onStart?.close();
  await behind403?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('agentgauge journeys --json', () => {
  it('the answer on the start page: every non-JS profile finds it with 0 hops; exactly the contract keys', async () => {
    const run = await journeys(onStart, '--journey', FLAG, '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout);
    expect(Object.keys(output)).toEqual(['url', 'engine', 'scorecard', 'journeys']);
    expect(output).toEqual({
      url: onStart.url,
      engine: `agentgauge@${ENGINE_VERSION}`,
      scorecard: SCORECARD_VERSION,
      journeys: [
        {
          name: 'what-does-the-pro-plan-cost',
          question: 'What does the Pro plan cost?',
          results: NON_JS.map((profile) => ({
            profile,
            found: true,
            hops: 0,
            url: onStart.url,
            quote: ANSWER,
            reason: `Found on the start page, at ${onStart.url}, after 1 fetch.`,
            code: null,
          })),
        },
      ],
    });
    for (const result of output.journeys[0].results) expect(Object.keys(result)).toEqual(['profile', 'found', 'hops', 'url', 'quote', 'reason', 'code']);
  });

  it('behind a 403 to agent User-Agents: the agents that name themselves are blocked (journey.blocked), Cursor finds it one hop away', async () => {
    const config = path.join(dir, 'pricing.json');
    writeFileSync(config, JSON.stringify({ journeys: [{ name: 'pricing', question: 'What does the Pro plan cost?', answer: ['$29', '29 USD'] }] }));
    const run = await journeys(behind403, '--config', config, '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const pricing = `${behind403.origin}/pricing`;
    const blocked = (profile: string) => ({
      profile,
      found: false,
      hops: null,
      url: null,
      quote: null,
      reason: `Blocked: Refused at ${pricing}: HTTP 403 (forbidden to this User-Agent).`,
      code: 'journey.blocked',
    });
    expect(JSON.parse(run.stdout)).toEqual({
      url: behind403.url,
      engine: `agentgauge@${ENGINE_VERSION}`,
      scorecard: SCORECARD_VERSION,
      journeys: [
        {
          name: 'pricing',
          question: 'What does the Pro plan cost?',
          results: NON_JS.map((profile) =>
            profile === 'cursor'
              ? { profile, found: true, hops: 1, url: pricing, quote: ANSWER, reason: expect.any(String), code: null }
              : blocked(profile),
          ),
        },
      ],
    });
  });
});

describe('agentgauge journeys (text)', () => {
  it('prints the grid of journeys by profiles and, per profile that did not find it, the reason', async () => {
    const run = await journeys(behind403, '--journey', 'Pricing? => $29');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(`Journeys on ${behind403.url} (engine agentgauge@${ENGINE_VERSION}, scorecard ${SCORECARD_VERSION})`);
    expect(lines[2]).toMatch(/^journey\s+claude-code\s+cursor\s+codex\s+chatgpt\s+gemini\s+perplexity\s+mcp-fetch$/);
    expect(lines[3]!.split(/\s{2,}/)).toEqual(['pricing', 'journey.blocked', 'found (1 hop)', 'journey.blocked', 'journey.blocked', 'journey.blocked', 'journey.blocked', 'journey.blocked']);
    expect(run.stdout).toContain('1 of 7 found.');
    expect(run.stdout).toContain(`  pricing / claude-code: Blocked: Refused at ${behind403.origin}/pricing: HTTP 403 (forbidden to this User-Agent).\n`);
  });
});

describe('--assert journey:<name>=found', () => {
  it('holds when every profile found the journey: exit 0', async () => {
    const run = await journeys(onStart, '--journey', FLAG, '--json', '--assert', 'journey:what-does-the-pro-plan-cost=found');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('fails (exit 1) naming the profiles that did not find it', async () => {
    const run = await journeys(behind403, '--journey', 'Pricing? => $29', '--json', '--assert', 'journey:pricing=found');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'agentgauge: assertion failed: journey pricing: required found by every agent profile, measured not found by claude-code, codex, chatgpt, gemini, perplexity, mcp-fetch\n',
    );
  });

  it('in agentgauge audit, with the config file\'s journeys', async () => {
    const config = path.join(dir, 'audit.json');
    writeFileSync(config, JSON.stringify({ journeys: [{ name: 'pricing', question: 'What does the Pro plan cost?', answer: '$29' }] }));
    const run = await runCli(['audit', behind403.url, '--local', '--allow-private-targets', '--checks', 'robots-txt', '--config', config, '--assert', 'journey:pricing=found']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('assertion failed: journey pricing: required found by every agent profile, measured not found by claude-code, codex, chatgpt, gemini, perplexity, mcp-fetch\n');
  });

  it('text and Markdown reports carry the journeys; against a baseline, a journey a profile lost fails --fail-on-regression (issue 33 point 3)', async () => {
    const config = path.join(dir, 'baseline-journeys.json');
    writeFileSync(config, JSON.stringify({ journeys: [{ name: 'pricing', question: 'What does the Pro plan cost?', answer: '$29' }] }));
    const audit = (site: FixtureSite, ...args: string[]) => runCli(['audit', site.url, '--local', '--allow-private-targets', '--checks', 'robots-txt', '--config', config, ...args]);
    const before = await audit(onStart, '--format', 'json');
    expect(before.code).toBe(0);
    const baseline = path.join(dir, 'baseline.json');
    writeFileSync(baseline, before.stdout);

    const text = await audit(onStart);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Journeys (not part of the score)\n');
    expect(text.stdout).toContain('  7 of 7 found.\n');

    const refused = `Blocked: Refused at ${behind403.origin}/pricing: HTTP 403 (forbidden to this User-Agent).`;
    const run = await audit(behind403, '--format', 'markdown', '--baseline', baseline, '--fail-on-regression');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('**Journeys: 1 of 7 found** (not part of the score)');
    expect(run.stdout).toContain(`| pricing | ${['journey.blocked', 'found (1 hop)', 'journey.blocked', 'journey.blocked', 'journey.blocked', 'journey.blocked', 'journey.blocked'].join(' | ')} |`);
    const lost = NON_JS.filter((profile) => profile !== 'cursor');
    for (const profile of lost) {
      // Markdown escapes the site's URL so that it forms no autolink.
      expect(run.stdout).toContain(`- ❌ journey lost: pricing / \`${profile}\`: ${refused.replace('http://', 'http\\://')}`);
      expect(run.stderr).toContain(`agentgauge: regression: journey pricing was found by ${profile} in the baseline and is not now: ${refused}\n`);
    }
  });

  it('only "found" is a journey\'s requirement: anything else is a usage error', async () => {
    const run = await journeys(onStart, '--journey', FLAG, '--assert', 'journey:pricing=pass');
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'agentgauge: --assert "journey:pricing=pass": a journey can only be asserted "found" (journey:<name>=found)\n' });
  });
});

describe('agentgauge journeys usage errors', () => {
  it('no journeys in a valid config file: one clear line and exit 2', async () => {
    const config = path.join(dir, 'empty.json');
    writeFileSync(config, JSON.stringify({ local: true }));
    const run = await journeys(onStart, '--config', config);
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: 'agentgauge: no journeys to run: add --journey "<question> => <answer>" or list "journeys" in the config file\n',
    });
  });

  it('an API key in the environment never sends journeys to the service: they run here, --allow-private-targets included (issue 46)', async () => {
    // The service named is a closed port: a run that tried it would fail.
    const run = await runCli(['journeys', `127.0.0.1:${onStart.port}`, '--allow-private-targets', '--journey', FLAG, '--json'], {
      AGENTGAUGE_API_KEY: 'ag_test',
      AGENTGAUGE_URL: 'http://127.0.0.1:9',
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout);
    // A bare IP:port is http (the one URL rule), and every non-JS profile finds the answer on the start page.
    expect(output.url).toBe(onStart.url);
    expect(output.journeys[0].results.map((result: { found: boolean }) => result.found)).toEqual(NON_JS.map(() => true));
    const help = await runCli(['journeys', '--help']);
    expect(help.stdout).toContain('Journeys always run on this machine (--local is implied; an API key,');
    expect(help.stdout).not.toContain('--api-key');
  });
});
