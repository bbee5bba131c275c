// Issue 54 points 1, 2 and 5 through the GitHub Action: a protected preview audited against production with the
// headers input (the bypass goes to the preview alone and shows nowhere), fail-on-regression failing the job, and the
// Markdown summary posted as one pull-request comment that later runs update. GitHub's REST API is a receiver on
// 127.0.0.1 that keeps comments as GitHub does ("Issue comments": list, create, update), reached through
// GITHUB_API_URL, which GitHub Actions sets on every runner.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePreviewAndProduction, type PreviewAndProduction } from '../../fixtures/preview-production.js';
import { ROOT } from '../../helpers/cli/run-cli.js';
import { runAction, type JobRun } from '../../helpers/cli/run-action.js';

const SECRET = 'bypass-from-secrets-91d2a7';
const TOKEN = 'ghs_token_of_the_job';
const REPOSITORY = 'acme/shop';
const MARKER = '<!-- agentgauge:pull-request-comment -->';

interface Comment {
  id: number;
  body: string;
  html_url: string;
}
interface ApiRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  apiVersion: string | undefined;
  body: unknown;
}

let pair: PreviewAndProduction;
let api: http.Server;
let apiUrl: string;
let dir: string;
const comments = new Map<number, Comment[]>();
const requests: ApiRequest[] = [];
let nextId = 1000;

/** The REST API's three issue-comment operations, as GitHub answers them (list pages of `per_page`). */
function githubApi(req: http.IncomingMessage, res: http.ServerResponse, raw: string): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const body = raw ? JSON.parse(raw) : undefined;
  requests.push({ method: req.method!, path: url.pathname, authorization: req.headers.authorization, apiVersion: req.headers['x-github-api-version'] as string | undefined, body });
  const send = (status: number, value: unknown): void => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { message: 'Bad credentials' });
  const list = /^\/repos\/acme\/shop\/issues\/(\d+)\/comments$/.exec(url.pathname);
  if (list && req.method === 'GET') {
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    return send(200, (comments.get(Number(list[1])) ?? []).slice((page - 1) * perPage, page * perPage));
  }
  if (list && req.method === 'POST') {
    const id = nextId++;
    const comment = { id, body: (body as { body: string }).body, html_url: `https://github.com/acme/shop/pull/${list[1]}#issuecomment-${id}` };
    comments.set(Number(list[1]), [...(comments.get(Number(list[1])) ?? []), comment]);
    return send(201, comment);
  }
  const one = /^\/repos\/acme\/shop\/issues\/comments\/(\d+)$/.exec(url.pathname);
  if (one && req.method === 'PATCH') {
    const comment = [...comments.values()].flat().find((candidate) => candidate.id === Number(one[1]));
    if (!comment) return send(404, { message: 'Not Found' });
    comment.body = (body as { body: string }).body;
    return send(200, comment);
  }
  send(404, { message: 'Not Found' });
}

function event(name: string, payload: unknown): Record<string, string> {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(payload));
  return { GITHUB_EVENT_PATH: file, GITHUB_REPOSITORY: REPOSITORY, GITHUB_API_URL: apiUrl };
}

beforeAll(async () => {
  pair = await servePreviewAndProduction({ bypass: SECRET });
  api = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => githubApi(req, res, raw));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-action-pr-'));
  // Comments of others on the same pull request, over more than one page: the action's is found by its marker alone.
  comments.set(7, Array.from({ length: 120 }, (_, index) => ({ id: index + 1, body: `A reviewer's note ${index}`, html_url: `https://github.com/acme/shop/pull/7#issuecomment-${index + 1}` })));
});

afterAll(async () => {
  await pair?.close();
  await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const inputs = () => ({
  urls: pair.preview.url,
  'compare-to': pair.production.url,
  checks: 'robots-txt,ai-crawler-rules,agent-access',
  'allow-private-targets': 'true',
  headers: `x-vercel-protection-bypass: ${SECRET}\n`,
  'fail-on-regression': 'true',
  'github-token': TOKEN,
});
const step = (job: JobRun, name: string) => job.steps.find((candidate) => candidate.name.startsWith(name))!;
const everything = (job: JobRun) => JSON.stringify(job);

describe('the action on a pull request', () => {
  it('audits the protected preview against production, fails on the regression and posts one comment', async () => {
    pair.productionRequests.length = 0;
    const job = await runAction(inputs(), ROOT, event('pull-request', { pull_request: { number: 7 } }));
    expect(job.succeeded).toBe(false);
    expect(job.outputs['exit-code']).toBe('1');
    expect(step(job, 'Audit').stderr).toMatch(/^agentgauge: regression: ChatGPT \(ChatGPT-User\): reads → blocked/m);
    expect(step(job, 'Audit').stderr).toMatch(/^agentgauge: regression: ai-crawler-rules went from \d+ in production to \d+ in the preview$/m);
    // The bypass reached the preview (it scored past the 401) and nothing else: not production, not a log, not a file.
    expect(job.summary).toMatch(/^\| ChatGPT \(ChatGPT-User\) \| reads \| blocked \| ❌ regressed \|$/m);
    expect(everything(job)).not.toContain(SECRET);
    expect(pair.productionRequests.length).toBeGreaterThan(0);
    expect(pair.productionRequests.filter((request) => JSON.stringify(request.headers).includes(SECRET))).toEqual([]);

    const comment = step(job, 'Comment on the pull request');
    expect(comment).toMatchObject({ ran: true, code: 0 });
    expect(comment.stdout).toBe('Agent Gauge: posted the comment on pull request #7: https://github.com/acme/shop/pull/7#issuecomment-1000\n');
    expect(job.outputs['comment-url']).toBe('https://github.com/acme/shop/pull/7#issuecomment-1000');
    const posted = comments.get(7)!.at(-1)!;
    expect(posted.body).toBe(`${MARKER}\n${job.summary}`);
    expect(posted.body).toContain('### Agent Gauge: what this change does for agents');
    expect(posted.body).not.toContain(SECRET);
    // GitHub's REST API as documented: a bearer token and the API version header on every request.
    expect(requests.every((request) => request.authorization === `Bearer ${TOKEN}` && request.apiVersion === '2022-11-28')).toBe(true);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /repos/acme/shop/issues/7/comments',
      'GET /repos/acme/shop/issues/7/comments',
      'POST /repos/acme/shop/issues/7/comments',
    ]);
    // The job still fails after the comment, on the regression.
    expect(step(job, 'Fail on assertions')).toMatchObject({ ran: true, code: 1 });
  });

  it('a later run updates the same comment instead of adding one', async () => {
    requests.length = 0;
    const job = await runAction({ ...inputs(), 'fail-on-regression': 'false' }, ROOT, event('pull-request', { pull_request: { number: 7 } }));
    expect(job.succeeded).toBe(true);
    expect(step(job, 'Comment on the pull request').stdout).toBe('Agent Gauge: updated the comment on pull request #7: https://github.com/acme/shop/pull/7#issuecomment-1000\n');
    expect(comments.get(7)!.filter((comment) => comment.body.startsWith(MARKER))).toHaveLength(1);
    expect(comments.get(7)).toHaveLength(121);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /repos/acme/shop/issues/7/comments',
      'GET /repos/acme/shop/issues/7/comments',
      'PATCH /repos/acme/shop/issues/comments/1000',
    ]);
  });

  it('outside a pull request it comments nowhere; without a token the step does not run', async () => {
    requests.length = 0;
    const push = await runAction({ ...inputs(), 'fail-on-regression': 'false' }, ROOT, event('push', { ref: 'refs/heads/main' }));
    expect(step(push, 'Comment on the pull request').stdout).toBe('Agent Gauge: not a pull request event, so no comment (the job summary has the report).\n');
    expect(requests).toEqual([]);
    const { 'github-token': _token, ...withoutToken } = inputs();
    const job = await runAction({ ...withoutToken, 'fail-on-regression': 'false' }, ROOT, event('pull-request', { pull_request: { number: 7 } }));
    expect(step(job, 'Comment on the pull request').ran).toBe(false);
    expect(requests).toEqual([]);
  });

  it('a token that may not comment is a warning, not a failed job', async () => {
    const job = await runAction({ ...inputs(), 'fail-on-regression': 'false', 'github-token': 'ghs_read_only' }, ROOT, event('pull-request', { pull_request: { number: 7 } }));
    expect(job.succeeded).toBe(true);
    expect(step(job, 'Comment on the pull request').stdout).toBe(
      '::warning title=Agent Gauge::could not comment on the pull request: GET /repos/acme/shop/issues/7/comments answered HTTP 401: Bad credentials\n',
    );
  });
});
