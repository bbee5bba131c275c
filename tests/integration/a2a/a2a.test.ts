// Integration tier (the service in this process): everything of the A2A agent but the report page an audit's artifact
// links to, which is rendered by the built server (tests/system/a2a/a2a-report-page.test.ts).
// Our A2A agent (A2A 1.0, JSON-RPC binding) against the service and fixture sites on 127.0.0.1: the agent
// card, the skills through SendMessage and GetTask (raw JSON-RPC and the official @a2a-js/sdk client), the REST API's
// refusals carried in rejected tasks, and the binding's JSON-RPC errors. Section numbers are those of the A2A 1.0
// specification (a2aproject/A2A docs/specification.md).
import { randomUUID } from 'node:crypto';
import { Role, TaskState, type Task } from '@a2a-js/sdk';
import { ClientFactory } from '@a2a-js/sdk/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';
import { clearOfWindowEnd, refusalMessage } from '../../helpers/quota';
import { blockerOf, capSentence } from '../../../engine/light';

const HOME = html(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture home page for the A2A agent</title></head>' +
    '<body><main><h1>Fixture</h1><p>A small page that the A2A agent measures.</p></main></body></html>',
);
const ROUTES = { '/': HOME, '/robots.txt': text('User-agent: *\nAllow: /\n') };
const V1 = { 'a2a-version': '1.0' };
/** The rate limit's loop of audits and its REST call share one minute: 6.5 s on a 2-core machine, allowed 7×. */
const LIMIT_BLOCK_NEEDS_MS = 45_000;
const ERROR_INFO = 'type.googleapis.com/google.rpc.ErrorInfo';

interface RpcOptions {
  headers?: Record<string, string>;
  localAddress?: string;
}

describe('A2A agent', () => {
  let server: InProcessService;
  let site: FixtureSite;
  let limitedSite: FixtureSite;
  let host: string;

  beforeAll(async () => {
    [site, limitedSite] = await Promise.all([serveSite(ROUTES), serveSite(ROUTES)]);
    host = `127.0.0.1:${site.port}`;
    server = await startInProcessService({ env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1', AGENTGAUGE_PUBLIC_SCAN_PER_CALLER: '3' } });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await Promise.all([site?.close(), limitedSite?.close()]);
  });

  let nextId = 1;
  const rpc = (method: string, params: unknown, options: RpcOptions = {}) => {
    const json = { jsonrpc: '2.0', id: nextId++, method, params };
    const headers = { ...V1, ...options.headers };
    return request(server.baseUrl, '/a2a', { json, headers, ...(options.localAddress ? { localAddress: options.localAddress } : {}) });
  };
  const userMessage = (parts: unknown[]) => ({ messageId: randomUUID(), role: 'ROLE_USER', parts });
  const send = (parts: unknown[], options: RpcOptions = {}, configuration?: unknown) =>
    rpc('SendMessage', { message: userMessage(parts), ...(configuration ? { configuration } : {}) }, options);
  const errorInfo = (reason: string) => ({ '@type': ERROR_INFO, reason, domain: 'a2a-protocol.org' });

  it('serves its agent card at /.well-known/agent-card.json with every A2A 1.0 required field, readable from any origin and cached (§8.2, §4.4.1, §8.6)', async () => {
    const card = await request(server.baseUrl, '/.well-known/agent-card.json');
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('application/json');
    expect(card.headers.get('access-control-allow-origin')).toBe('*');
    expect(card.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = card.headers.get('etag')!;
    expect((await request(server.baseUrl, '/.well-known/agent-card.json', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(card.body).toEqual({
      name: 'Agent Gauge',
      description:
        'Measures how ready websites are for AI agents: 26 checks, reports, fixes, scans and history. This agent audits a site\'s start page, reads stored public reports and lists the checks; no account needed.',
      supportedInterfaces: [{ url: `${server.baseUrl}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
      provider: { organization: 'Agent Gauge', url: `${server.baseUrl}/` },
      version: '6.4.0',
      documentationUrl: `${server.baseUrl}/llms.txt`,
      capabilities: { streaming: false, pushNotifications: false, extendedAgentCard: false },
      defaultInputModes: ['text/plain', 'application/json'],
      defaultOutputModes: ['text/plain', 'application/json', 'text/html'],
      skills: [
        expect.objectContaining({ id: 'audit-site', name: 'Audit a website for AI agents' }),
        expect.objectContaining({ id: 'get-report', name: 'Latest public report of a host' }),
        expect.objectContaining({ id: 'list-checks', name: 'List the checks' }),
      ],
    });
    for (const skill of card.body.skills) {
      expect(Object.keys(skill).sort()).toEqual(['description', 'examples', 'id', 'name', 'tags']);
      expect(skill.tags.length).toBeGreaterThan(0);
    }
  });

  it('audits a site named in a text message: a completed task whose artifact holds the summary, the stored report and the report page (§9.4.1, §3.7, §4.1.7)', async () => {
    const sent = await send([{ text: `How ready is ${site.origin} for agents? Please audit it.` }]);
    expect(sent.status).toBe(200);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    const task = sent.body.result.task;
    expect(task.status.state, JSON.stringify(task.status)).toBe('TASK_STATE_COMPLETED');
    expect(task.metadata).toEqual({ skill: 'audit-site' });
    expect(task.artifacts).toHaveLength(1);
    const [summary, data, link] = task.artifacts[0].parts;
    const stored = await request(server.baseUrl, `/api/v1/report/${host}`);
    expect(stored.status).toBe(200);
    expect(data).toEqual({ data: stored.body, mediaType: 'application/json', metadata: {} });
    expect(link).toEqual({ url: `${server.baseUrl}/report/${encodeURIComponent(host)}`, mediaType: 'text/html', metadata: {} });
    // That the page answers 200 is shown by the built server: tests/system/a2a/a2a-report-page.test.ts.
    expect(summary.mediaType).toBe('text/plain');
    const lines = summary.text.split('\n');
    expect(lines[0]).toBe(`${host} scores ${Math.round(stored.body.score)}/100, grade ${stored.body.grade.label} (measured ${stored.body.scannedAt} by ${stored.body.engine} on ${stored.body.url}).`);
    // Then the opening every surface gives (checks.md 2026-12c): the score's scope, what stops agents, the cap.
    const opening = [
      ...(stored.body.scopeLabel ? [`Scope: ${stored.body.scopeLabel}.`] : []),
      ...(blockerOf(stored.body) ? [`What stops agents: ${blockerOf(stored.body)}`] : []),
      ...(capSentence(stored.body.scoring) ? [`Score cap: ${capSentence(stored.body.scoring)}`] : []),
    ];
    expect(opening.length).toBeGreaterThan(0);
    expect(lines.slice(1, 1 + opening.length)).toEqual(opening);
    lines.splice(1, opening.length);
    const measured = stored.body.categories.filter((category: { score: number | null }) => category.score !== null);
    expect(lines[1]).toBe(`Categories: ${measured.map((category: { category: string; score: number }) => `${category.category} ${Math.round(category.score)}`).join(', ')}.`);
    expect(measured.map((category: { category: string }) => category.category)).toEqual(expect.arrayContaining(['Discovery', 'Access', 'Content']));
    expect(lines[2]).toBe("Top fixes (points the overall score gains when the check's open findings are resolved):");
    expect(lines[3]).toMatch(/^1\. .+ \([a-z0-9-]+, \d+\/100\): \+\d+(\.\d)? points\. /);
    expect(lines.at(-1)).toBe(`Report page: ${server.baseUrl}/report/${encodeURIComponent(host)}`);

    // The task can be read back (§9.4.3), with the user's message in its history (§3.2.4: no limit asked).
    const got = await rpc('GetTask', { id: task.id });
    expect(got.body.result).toEqual(task);
    const withoutHistory = await rpc('GetTask', { id: task.id, historyLength: 0 });
    expect(withoutHistory.body.result.history).toBeUndefined();
  });

  it('reads the latest public report from a data part and lists the checks, as the REST API and MCP do (§3.7, §6.8)', async () => {
    const report = await send([{ data: { skill: 'get-report', host } }]);
    const task = report.body.result.task;
    expect(task.status.state, JSON.stringify(task.status)).toBe('TASK_STATE_COMPLETED');
    expect(task.artifacts[0].parts[1].data).toEqual((await request(server.baseUrl, `/api/v1/report/${host}`)).body);
    // A URL names the same host; a text message asking for a report reads it too.
    const byText = await send([{ text: `Show me the latest report of ${site.origin}/some/page` }]);
    expect(byText.body.result.task.artifacts[0].parts[1].data).toEqual(task.artifacts[0].parts[1].data);

    const checks = await send([{ text: 'list checks' }]);
    const catalog = checks.body.result.task.artifacts[0].parts[1].data;
    expect(catalog.checks).toHaveLength(26);
    expect(catalog.checks.map((check: { id: string }) => check.id)).toContain('a2a-agent-card');
  });

  it('rejects a task the services refuse, with the REST API\'s error code and message: SSRF rules, unknown and invalid hosts (§4.1.3 TASK_STATE_REJECTED)', async () => {
    const refused = await send([{ data: { skill: 'audit-site', domain: 'http://user:pw@127.0.0.1/' } }]);
    const task = refused.body.result.task;
    expect(task.status.state).toBe('TASK_STATE_REJECTED');
    expect(task.artifacts ?? []).toEqual([]);
    const viaRest = await request(server.baseUrl, '/api/v1/scan', { json: { domain: 'http://user:pw@127.0.0.1/' } });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.error).toBe('target-refused');
    expect(task.status.message.role).toBe('ROLE_AGENT');
    expect(task.status.message.parts).toEqual([
      { text: viaRest.body.message, mediaType: 'text/plain', metadata: {} },
      { data: viaRest.body, mediaType: 'application/json', metadata: {} },
    ]);

    const unknown = (await send([{ text: 'report never-scanned.example' }])).body.result.task;
    expect(unknown.status.state).toBe('TASK_STATE_REJECTED');
    expect(unknown.status.message.parts[1].data).toEqual((await request(server.baseUrl, '/api/v1/report/never-scanned.example')).body);
    const invalid = (await send([{ data: { skill: 'get-report', host: 'exa mple.com' } }])).body.result.task;
    expect(invalid.status.state).toBe('TASK_STATE_REJECTED');
    const invalidViaRest = await request(server.baseUrl, `/api/v1/report/${encodeURIComponent('exa mple.com')}`);
    expect([invalidViaRest.status, invalidViaRest.body.error]).toEqual([400, 'invalid-host']);
    expect(invalid.status.message.parts[1].data).toEqual(invalidViaRest.body);
  });

  it('rejects scans over the per-caller rate limit with the REST API\'s error and retryAfter seconds (§3.3.2 system errors: retry guidance)', async () => {
    const caller = { localAddress: '127.0.0.3' };
    let limited: Task | undefined;
    // 3 per minute in fixed minutes (lib/rate-limit/fixed-window.ts): the fourth call is refused. The loop and the
    // REST call after it must share a minute (the REST call is due the same refusal), so they start in a fresh one
    // when less than LIMIT_BLOCK_NEEDS_MS is left of this.
    await clearOfWindowEnd(LIMIT_BLOCK_NEEDS_MS, 60);
    for (let attempt = 0; attempt < 8 && !limited; attempt += 1) {
      const task = (await send([{ data: { domain: limitedSite.origin } }], caller)).body.result.task;
      if (task.status.state === 'TASK_STATE_REJECTED') limited = task;
      else expect(task.status.state).toBe('TASK_STATE_COMPLETED');
    }
    expect(limited).toBeDefined();
    const body = (limited as unknown as { status: { message: { parts: Array<{ data: { error: string; message: string; retryAfter: number } }> } } }).status.message.parts[1]!.data;
    expect(body).toMatchObject({
      error: 'rate-limited',
      message: refusalMessage({ limited: 'Public scans from your address are limited to 3 per minute per caller IP address', env: 'AGENTGAUGE_PUBLIC_SCAN_PER_CALLER', windowSeconds: 60 }, body.retryAfter),
    });
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(60);
    const viaRest = await request(server.baseUrl, '/api/v1/scan', { json: { domain: limitedSite.origin }, localAddress: caller.localAddress });
    expect(viaRest.status).toBe(429);
    expect(viaRest.body).toEqual({ error: body.error, message: body.message });
  }, 30_000 + LIMIT_BLOCK_NEEDS_MS);

  it('returns a working task at once with returnImmediately and completes it for GetTask polling (§3.2.2, §3.5.1)', async () => {
    const sent = await send([{ text: `audit ${site.origin}` }], { localAddress: '127.0.0.4' }, { returnImmediately: true });
    const task = sent.body.result.task;
    expect(task.status.state).toBe('TASK_STATE_WORKING');
    let state = task.status.state;
    for (let poll = 0; poll < 120 && state === 'TASK_STATE_WORKING'; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = (await rpc('GetTask', { id: task.id })).body.result.status.state;
    }
    expect(state).toBe('TASK_STATE_COMPLETED');
    const done = (await rpc('GetTask', { id: task.id })).body.result;
    expect(done.artifacts[0].parts[1].data.host).toBe(host);
    // A finished measurement cannot be canceled (§3.1.5).
    const cancel = await rpc('CancelTask', { id: task.id });
    expect(cancel.body.error).toMatchObject({ code: -32002, data: [errorInfo('TASK_NOT_CANCELABLE')] });
  });

  it('asks for a website when the message names none, with a direct message and no task (§3.1.1, §3.7 clarification)', async () => {
    const sent = await send([{ text: 'hello there' }]);
    const message = sent.body.result.message;
    expect(message.role).toBe('ROLE_AGENT');
    expect(message.parts[0].text).toMatch(/^Name a website: "audit example\.com"/);
    expect(sent.body.result.task).toBeUndefined();
  });

  it('is usable from the official A2A client (@a2a-js/sdk), which finds the endpoint from the card (§8.3.2)', async () => {
    const client = await new ClientFactory().createFromUrl(server.baseUrl);
    const result = await client.sendMessage({
      tenant: '',
      message: {
        messageId: randomUUID(),
        contextId: '',
        taskId: '',
        role: Role.ROLE_USER,
        parts: [{ content: { $case: 'data', value: { skill: 'get-report', host } }, mediaType: 'application/json', filename: '', metadata: {} }],
        metadata: {},
        extensions: [],
        referenceTaskIds: [],
      },
      configuration: undefined,
      metadata: {},
    });
    const task = result as Task;
    expect(task.status?.state).toBe(TaskState.TASK_STATE_COMPLETED);
    const fetched = await client.getTask({ tenant: '', id: task.id, historyLength: undefined });
    expect(fetched.artifacts[0]!.parts.map((part) => part.content?.$case)).toEqual(['text', 'data', 'url']);
  });

  describe('JSON-RPC errors (§9.5, §5.4)', () => {
    const raw = (body: string, headers: Record<string, string> = { 'content-type': 'application/json', ...V1 }) =>
      request(server.baseUrl, '/a2a', { method: 'POST', body, headers });

    it('answers -32700 to a body that is not JSON and -32600 to a malformed or batch envelope', async () => {
      const parse = await raw('{"jsonrpc": "2.0", "id": 1, "method": ');
      expect([parse.status, parse.body]).toEqual([
        200,
        { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Invalid JSON payload: the body is not valid JSON.', data: [errorInfo('PARSE_ERROR')] } },
      ]);
      const envelope = await raw(JSON.stringify({ id: 7, method: 'SendMessage' }));
      expect(envelope.body).toEqual({
        jsonrpc: '2.0',
        id: 7,
        error: { code: -32600, message: 'Request payload validation error: send {"jsonrpc": "2.0", "id", "method", "params"}.', data: [errorInfo('INVALID_REQUEST')] },
      });
      const batch = await raw(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id: 'x' } }]));
      expect(batch.body.error).toEqual({ code: -32600, message: 'Batch requests are not supported; send one JSON-RPC request per HTTP request.', data: [errorInfo('INVALID_REQUEST')] });
      const notJson = await raw('{}', { 'content-type': 'text/plain', ...V1 });
      expect([notJson.status, notJson.body.error.code]).toEqual([415, -32600]);
      const tooLarge = await raw(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'SendMessage', params: { message: userMessage([{ text: 'x'.repeat(9000) }]) } }));
      expect([tooLarge.status, tooLarge.body.error]).toEqual([413, { code: -32600, message: 'The request body is larger than 8 KiB.', data: [errorInfo('REQUEST_TOO_LARGE')] }]);
    });

    it('answers -32601 to an unknown method, the 0.3 name message/send included (§5.3 method names)', async () => {
      for (const method of ['DoSomething', 'message/send']) {
        const answer = await rpc(method, {});
        expect(answer.body.error).toEqual({
          code: -32601,
          message: `Method not found: ${method}. This agent speaks A2A 1.0 (SendMessage, GetTask, …).`,
          data: [errorInfo('METHOD_NOT_FOUND')],
        });
      }
    });

    it('answers -32602 naming the fields of invalid params', async () => {
      const noParts = await rpc('SendMessage', { message: { messageId: 'm1', role: 'ROLE_USER', parts: [] } });
      expect(noParts.body.error).toEqual({
        code: -32602,
        message: 'Invalid parameters.',
        data: [
          errorInfo('INVALID_PARAMS'),
          { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field: 'params.message.parts', description: 'must hold at least one part.' }] },
        ],
      });
      const badPart = await rpc('SendMessage', { message: { messageId: 'm1', role: 'ROLE_USER', parts: [{ text: 5 }] } });
      expect(badPart.body.error.data[1].fieldViolations).toEqual([{ field: 'params.message.parts.0', description: 'must hold exactly one of text, raw, url or data.' }]);
      const noId = await rpc('GetTask', { historyLength: -1 });
      expect(noId.body.error.data[1].fieldViolations.map((violation: { field: string }) => violation.field)).toEqual(['params.id', 'params.historyLength']);
    });

    it('answers the A2A errors: version not supported, task not found, streaming and push notifications unsupported (§3.6.2, §3.3.4)', async () => {
      const unversioned = await request(server.baseUrl, '/a2a', { json: { jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id: 'x' } } });
      expect(unversioned.body.error).toEqual({
        code: -32009,
        message: 'A2A version 0.3 is not supported; send the header A2A-Version: 1.0.',
        data: [errorInfo('VERSION_NOT_SUPPORTED')],
      });
      const byQuery = await request(server.baseUrl, '/a2a?A2A-Version=1.0', { json: { jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id: 'x' } } });
      expect(byQuery.body.error.code).toBe(-32001);
      const missing = await rpc('GetTask', { id: 'no-such-task' });
      expect(missing.body.error).toMatchObject({ code: -32001, data: [errorInfo('TASK_NOT_FOUND')] });
      const streaming = await rpc('SendStreamingMessage', { message: userMessage([{ text: 'audit example.com' }]) });
      expect(streaming.body.error).toEqual({
        code: -32004,
        message: 'SendStreamingMessage needs streaming, which this agent does not offer (capabilities.streaming is false); use SendMessage and GetTask.',
        data: [errorInfo('UNSUPPORTED_OPERATION')],
      });
      const push = await rpc('CreateTaskPushNotificationConfig', { taskId: 'x', url: 'https://example.com/hook' });
      expect(push.body.error).toMatchObject({ code: -32003, data: [errorInfo('PUSH_NOTIFICATION_NOT_SUPPORTED')] });
      const listed = await rpc('ListTasks', {});
      expect(listed.body.result).toEqual({ tasks: [], nextPageToken: '', pageSize: 50, totalSize: 0 });
      const get = await request(server.baseUrl, '/a2a');
      expect([get.status, get.headers.get('allow'), get.body.error]).toEqual([405, 'POST', 'method-not-allowed']);
    });
  });
});
