// `agentgauge checks --agents` and `agentgauge audit --agent <id>` (issue 32 points 1 and 2), on the built CLI.
import type http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFixtureSites } from '../../helpers/check-audit.js';
import { refusingAgents } from '../../helpers/site.js';
import { buildCli, runCli } from '../../helpers/cli/run-cli.js';

beforeAll(() => buildCli());
const serve = useFixtureSites();

const PAGE = `<!doctype html><html lang="en"><head><title>Widget docs</title></head><body><main><h1>Widget docs</h1><p>${'The widget turns answers into actions. '.repeat(20)}</p></main></body></html>`;

describe('agentgauge checks --agents', () => {
  it('lists the eight profiles with a source for every value, and the crawler policy class', async () => {
    const run = await runCli(['checks', '--agents', '--json']);
    expect(run.code).toBe(0);
    const listed = JSON.parse(run.stdout) as { scorecard: string; profiles: Array<{ id: string; accept: { value: string; source: string }; charactersKept: { value: number | string; source: string } }>; crawlers: { tokens: string[] } };
    expect(listed.scorecard).toBe('2026.12.3');
    expect(listed.profiles.map((profile) => profile.id)).toEqual(['claude-code', 'cursor', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch', 'browser']);
    const mcp = listed.profiles.find((profile) => profile.id === 'mcp-fetch')!;
    expect(mcp.charactersKept).toEqual({ value: 5000, source: 'modelcontextprotocol/servers src/fetch/src/mcp_server_fetch/server.py (Fetch.max_length default 5000 a call)' });
    expect(listed.profiles.find((profile) => profile.id === 'cursor')!.charactersKept.value).toBe('unknown');
    // Perplexity-User as Perplexity's crawler page gives it; what the page does not say stays unknown.
    const perplexity = listed.profiles.find((profile) => profile.id === 'perplexity') as unknown as Record<string, unknown>;
    const perplexityDocs = 'Perplexity, "Perplexity Crawlers", https://docs.perplexity.ai/docs/resources/perplexity-crawlers';
    expect(perplexity.userAgents).toEqual([
      { userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)', source: `${perplexityDocs} ("Full user-agent string")` },
    ]);
    expect(perplexity.obeysRobots).toEqual({ value: false, source: `${perplexityDocs} ("Since a user requested the fetch, this fetcher generally ignores robots.txt rules.")` });
    expect(perplexity.runsJavaScript).toEqual({ value: 'unknown', source: `no source found: ${perplexityDocs} does not say` });
    for (const profile of listed.profiles) expect(profile.accept.source.length).toBeGreaterThan(0);
    expect(listed.crawlers.tokens).toContain('GPTBot');

    const text = await runCli(['checks', '--agents']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('  User-Agent (sent): ModelContextProtocol/1.0 (Autonomous; +https://github.com/modelcontextprotocol/servers)');
  });
});

describe('agentgauge audit --agent', () => {
  it('prints one agent\'s view: verdict, reason, what it sent and the text it keeps', async () => {
    const site = await serve({
      '/': (req: http.IncomingMessage, res: http.ServerResponse) => {
        if (/Claude-User/.test(req.headers['user-agent'] ?? '')) {
          res.writeHead(403, { 'content-type': 'text/plain' });
          res.end('Forbidden');
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(PAGE);
      },
    });
    const blocked = await runCli(['audit', site.url, '--local', '--allow-private-targets', '--agent', 'claude-code']);
    expect(blocked.code).toBe(0);
    expect(blocked.stdout).toContain(`As claude-code sees ${site.url}  ✗ blocked\n  Refused: HTTP 403 (forbidden to this User-Agent).\n  User-Agent: Claude-User/1.0\n`);

    const reads = await runCli(['audit', site.url, '--local', '--allow-private-targets', '--agent', 'mcp-fetch']);
    expect(reads.stdout).toContain(`As mcp-fetch sees ${site.url}  ✓ reads`);
    expect(reads.stdout).toContain('The text it keeps');
    expect(reads.stdout).toContain('  # Widget docs');

    const unknown = await runCli(['audit', site.url, '--local', '--agent', 'gptbot']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Expected one of claude-code, cursor, codex, chatgpt, gemini, perplexity, mcp-fetch, browser.');
  });

  it('the text report opens with what stops agents and shows the score\'s parts and "As agents see it"', async () => {
    const site = await serve({ '/': { status: 200, headers: { 'content-type': 'text/html' }, body: PAGE } });
    const run = await runCli(['audit', site.url, '--local', '--allow-private-targets']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Score \d+\/100 +Grade [A-F]\nEvery agent reads your start page\. Agents that run JavaScript were not measured: this scan rendered no page in a browser\.\n/m,
    );
    expect(run.stdout).toMatch(/scorecard 2026\.12\.3 · agent access 100 \(half of the score\) · cost and coverage \d+ \(the other half\) · bonus \+0/);
    expect(run.stdout).toContain('As agents see it');
    expect(run.stdout).toMatch(/✓ claude-code {2}reads/);
  });
});

describe('what stops agents, first (issue 45.4)', () => {
  it('a site that answers 403 to ChatGPT-User, Claude-User and Perplexity-User: the text and Markdown reports open with one sentence naming them, and agent-access is fix one', async () => {
    const site = await serve({ '/': refusingAgents(/ChatGPT-User|Claude-User|Perplexity-User/, PAGE) });
    const sentence =
      'Claude Code, Codex, ChatGPT and Perplexity get HTTP 403 on your start page; Cursor, Gemini and the MCP fetch server read it. Allow their user agents first. Agents that run JavaScript were not measured: this scan rendered no page in a browser.';
    const text = await runCli(['audit', site.url, '--local', '--allow-private-targets']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Agent Gauge audit of .+\nScore \d+\/100 +Grade [A-F]\n(.+)\n/);
    expect(text.stdout.split('\n')[2]).toBe(sentence);
    // Not capped (Gemini and the MCP fetch server read it), and no JavaScript cap: the page needs no script.
    expect(text.stdout).not.toMatch(/Capped at|Raised to/);
    const fixes = text.stdout.slice(text.stdout.indexOf('Top fixes')).split('\n');
    expect(fixes[1]).toMatch(/^ {2}1\. \+28\.6 {2}agent-access +gate +On the start page, Claude Code, Codex, ChatGPT and Perplexity get HTTP 403\. /);

    const markdown = await runCli(['audit', site.url, '--local', '--allow-private-targets', '--format', 'markdown']);
    expect(markdown.code).toBe(0);
    const lines = markdown.stdout.split('\n');
    expect(lines[0]).toMatch(/^### Agent Gauge: \d+\/100 \([A-F]\) for /);
    expect(lines.slice(1, 3)).toEqual(['', `**What stops agents:** ${sentence}`]);
  });
});
