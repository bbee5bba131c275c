// Remote mode against a stand-in for the Agent Gauge API on 127.0.0.1 (the audited URLs are only named in the
// request body; nothing is sent to them). The CLI asks for the report in full (POST /api/v1/engine/report, issue 51:
// the remote audit is the same audit); a service without that operation answers the contract's closed Audit report.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { html, serveSite, type FixtureSite } from '../../helpers/site.js';
import { buildCli, closedPort, runCli } from '../../helpers/cli/run-cli.js';

/** Only the fields the API contract guarantees for an Audit report (an older service's answer): the CLI must render it anyway. */
const REMOTE_REPORT = {
  url: 'https://example.com/',
  timestamp: '2026-11-21T12:00:00.000Z',
  engine: 'agentgauge@6.0.0',
  overallScore: 50,
  duration: 1234,
  grade: { min: 40, label: 'D', color: '#c2410c' },
  results: [
    {
      id: 'robots-txt',
      name: 'robots.txt',
      description: 'robots.txt per RFC 9309.',
      score: 100,
      findings: [{ status: 'pass', message: 'robots.txt parses.', detail: null, hint: null }],
      duration: 3,
    },
    {
      id: 'llms-txt',
      name: 'llms.txt',
      description: 'llms.txt per llmstxt.org.',
      score: 0,
      findings: [{ status: 'fail', message: 'No llms.txt was found.', detail: null, hint: 'Publish /llms.txt.' }],
      duration: 2,
    },
  ],
};

const view = (profile: string, verdict: string | null, cause: string, status: number | null, reason: string) => ({
  profile, url: 'https://example.com/', userAgent: `${profile}/1.0`, status, challenge: [], robots: null, markdown: 'converted', textLength: 100, kept: 100, mainShare: 1, excerpt: 'Bakery', verdict, cause, reason,
});

/** The engine's report in full (POST /api/v1/engine/report): scorecard, score breakdown and agent views. */
const FULL_REPORT = {
  ...REMOTE_REPORT,
  engine: 'agentgauge@6.4.0',
  scorecard: '2026.12.2',
  scoring: { scorecard: '2026.12.2', score: 50, access: 86, costCoverage: 14, bonus: 0, bonusFrom: [], uncapped: 50, cap: null },
  agents: {
    access: 86,
    sample: { pages: 1, of: 1, note: 'The start page.' },
    pages: [
      {
        url: 'https://example.com/',
        access: 86,
        views: [
          view('claude-code', 'blocked', 'refused', 403, 'Refused: HTTP 403 (forbidden to this User-Agent).'),
          ...['cursor', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch'].map((id) => view(id, 'reads', 'ok', 200, 'Reads the main content (converted to Markdown, 100 characters kept).')),
          view('browser', null, 'not-measured', null, 'Not measured: no browser.'),
        ],
      },
    ],
  },
};

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

type Answer = { status: number; headers?: Record<string, string>; body: string };

let api: FixtureSite;
let received: Received[] = [];
/** What POST /api/v1/engine/report answers; null: the service has no such operation (404, as an older service). */
let reportAnswer: Answer | null;
let auditAnswer: Answer;

function endpoint(answerOf: () => Answer | null) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const answer = answerOf() ?? { status: 404, body: JSON.stringify({ error: 'not-found', message: 'No such route.' }) };
    if (answerOf() !== null) {
      received.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, contentType: req.headers['content-type'], body: JSON.parse(raw) });
    }
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(answer.body);
  };
}

const apiError = (status: number, error: string, message: string, headers?: Record<string, string>) => ({
  status,
  headers,
  body: JSON.stringify({ error, message }),
});

beforeAll(async () => {
  buildCli();
  api = await serveSite({ 'POST /api/v1/engine/report': endpoint(() => reportAnswer), 'POST /api/v1/engine/audit': endpoint(() => auditAnswer) });
});
afterAll(() => api?.close());
beforeEach(() => {
  received = [];
  reportAnswer = { status: 200, body: JSON.stringify(FULL_REPORT) };
  auditAnswer = { status: 200, body: JSON.stringify(REMOTE_REPORT) };
});

const remote = (...args: string[]) => runCli(['audit', ...args, '--api-key', 'ag_test_key', '--base-url', api.origin]);

describe('agentgauge audit with an API key', () => {
  it('POSTs the audit to /api/v1/engine/report with the bearer key and only the options given', async () => {
    const run = await remote('example.com', '--checks', 'robots-txt,llms-txt', '--profile', 'docs', '--timeout', '2000', '--retries', '0');
    expect(run.code).toBe(0);
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/api/v1/engine/report',
        authorization: 'Bearer ag_test_key',
        contentType: 'application/json',
        body: { url: 'https://example.com/', checks: ['robots-txt', 'llms-txt'], profile: 'docs', timeout: 2000, retries: 0 },
      },
    ]);
    expect(run.stderr).toBe('');
  });

  it('prints the full report as a local audit does: scorecard, breakdown, what stops agents, the agent views (issue 51)', async () => {
    const run = await remote('https://example.com/');
    expect(received.map((request) => request.url)).toEqual(['/api/v1/engine/report']);
    expect(run.stdout).toMatch(/^Score 50\/100 +Grade D$/m);
    expect(run.stdout).toContain('Claude Code gets HTTP 403 on your start page; Cursor, Codex, ChatGPT, Gemini, Perplexity and the MCP fetch server read it.');
    expect(run.stdout).toMatch(/^scorecard 2026\.12\.2 · agent access 86 \(half of the score\) · cost and coverage 14 \(the other half\) · bonus \+0$/m);
    expect(run.stdout).toMatch(/^ {2}✗ claude-code {2}blocked {6}Refused: HTTP 403 \(forbidden to this User-Agent\)\.$/m);
    expect(run.stderr).toBe('');
  });

  it('sends the config file\'s journeys with the remote audit', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const folder = mkdtempSync(join(tmpdir(), 'agentgauge-remote-'));
    const journeys = [{ name: 'pricing', question: 'How much is a croissant?', answer: '€2.40' }];
    writeFileSync(join(folder, 'agentgauge.config.json'), JSON.stringify({ journeys }));
    const run = await remote('example.com', '--config', join(folder, 'agentgauge.config.json'));
    expect(run.code).toBe(0);
    expect(received.map((request) => request.body)).toEqual([{ url: 'https://example.com/', journeys }]);
  });

  it('from a service without the full report, renders the closed Audit report, says so, and names no scorecard it was not scored under', async () => {
    reportAnswer = null;
    const run = await remote('https://example.com/');
    expect(received.map((request) => [request.url, request.body])).toEqual([['/api/v1/engine/audit', { url: 'https://example.com/' }]]);
    expect(run.stdout).toMatch(/^Score 50\/100 +Grade D$/m);
    // The remote engine's Audit report is closed (no categories, no scorecard): the CLI weighs the category with the
    // current scorecard's evidence grades (robots-txt C 2, llms-txt B 4), and the report's own score stands.
    expect(run.stdout).toMatch(/^Discovery {2}33\/100$/m);
    expect(run.stdout).toMatch(/^ {2}✓ 100 {2}robots\.txt \(robots-txt\)$/m);
    expect(run.stdout).toMatch(/^ {2}✗ {3}0 {2}llms\.txt \(llms-txt\)\n {9}No llms\.txt was found\.$/m);
    expect(run.stdout).toMatch(/^ {2}1\. \+66\.7 {2}llms-txt {2}cost {6}Publish \/llms\.txt\.$/m);
    expect(run.stdout).not.toMatch(/scorecard|2026\.11|Scan again to compare/);
    expect(run.stderr).toBe(
      'agentgauge: https://example.com/: the service has no POST /api/v1/engine/report, so it answered the closed Audit report: no scorecard, score breakdown or agent views\n',
    );
  });

  it('--json prints the API response unchanged', async () => {
    const run = await remote('example.com', '--json');
    expect(JSON.parse(run.stdout)).toEqual(FULL_REPORT);
  });

  it('takes the key and the base URL from AGENTGAUGE_API_KEY and AGENTGAUGE_URL', async () => {
    const run = await runCli(['audit', 'example.com', '--min-score', '60'], {
      AGENTGAUGE_API_KEY: 'ag_env_key',
      AGENTGAUGE_URL: `${api.origin}/`,
    });
    expect(received.map((r) => r.authorization)).toEqual(['Bearer ag_env_key']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('agentgauge: assertion failed: overall score: required score ≥ 60, measured 50\n');
  });

  it('--local runs on this machine even with a key configured', async () => {
    const site = await serveSite({ '/': html('<html><body><h1>Local</h1></body></html>') });
    try {
      const run = await runCli(
        ['audit', site.url, '--local', '--allow-private-targets', '--checks', 'robots-txt', '--json'],
        { AGENTGAUGE_API_KEY: 'ag_env_key', AGENTGAUGE_URL: api.origin },
      );
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout).url).toBe(site.url);
      expect(site.requests).toContain('GET /robots.txt');
      expect(received).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it.each([['--max-pages', '5'], ['--allow-private-targets']])('refuses the local-only flag %s (exit 2)', async (...flags) => {
    const run = await remote('example.com', ...flags);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`^agentgauge: ${flags[0]} works only with --local`));
    expect(received).toEqual([]);
  });
});

describe('agentgauge audit with an API key: errors', () => {
  it.each([
    [apiError(401, 'unauthorized', 'The API key is missing, unknown or revoked.'), 5, 'agentgauge: API error 401 unauthorized: The API key is missing, unknown or revoked.'],
    [apiError(403, 'plan-required', 'An active paid plan is required.'), 5, 'agentgauge: API error 403 plan-required: An active paid plan is required.'],
    [apiError(429, 'rate-limited', 'Engine audits are limited to 10 per hour.', { 'retry-after': '120' }), 5, 'agentgauge: API error 429 rate-limited: Engine audits are limited to 10 per hour. (retry after 120 s)'],
    [apiError(400, 'target-refused', 'Private networks are refused.'), 3, 'agentgauge: API error 400 target-refused: Private networks are refused.'],
    [apiError(400, 'target-unreachable', 'The start page could not be reached.'), 4, 'agentgauge: API error 400 target-unreachable: The start page could not be reached.'],
    [apiError(400, 'invalid-request', 'url must be at most 2048 characters.'), 2, 'agentgauge: API error 400 invalid-request: url must be at most 2048 characters.'],
    [{ status: 502, body: '<html>Bad gateway</html>' }, 5, 'agentgauge: API error 502 http-502: Bad Gateway'],
  ])('%j exits %i with one line naming the status', async (response, code, line) => {
    reportAnswer = response;
    const run = await remote('example.com');
    expect(run.code).toBe(code);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`${line}\n`);
  });

  it('exits 5 when a 200 answer is not an Audit report', async () => {
    reportAnswer = { status: 200, body: JSON.stringify({ ok: true }) };
    const run = await remote('example.com');
    expect(run.code).toBe(5);
    expect(run.stderr).toBe('agentgauge: the Agent Gauge API answered the audit with something that is not an Audit report\n');
  });

  it('exits 5 when the API itself cannot be reached', async () => {
    const port = await closedPort();
    const run = await runCli(['audit', 'example.com', '--api-key', 'k', '--base-url', `http://127.0.0.1:${port}`]);
    expect(run.code).toBe(5);
    expect(run.stderr).toMatch(new RegExp(`^agentgauge: could not reach the Agent Gauge API at http://127\\.0\\.0\\.1:${port}: .+\\n$`));
  });

  it('exits 2 for a base URL that is not http(s)', async () => {
    const run = await runCli(['audit', 'example.com', '--api-key', 'k', '--base-url', 'ftp://agentgauge.dev']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('agentgauge: --base-url must be an http(s) URL, not ftp:\n');
  });
});
