// Bad input is a 400 naming the problem (never a 500); refused targets are refused before any traffic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';

// This server keeps the SSRF rules on (the default): nothing here may reach any host.
let server: InProcessService;
beforeAll(async () => {
  server = await startInProcessService();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
});

const scan = (options: Parameters<typeof request>[2]) => request(server.baseUrl, '/api/v1/scan', { method: 'POST', ...options });

describe('POST /api/v1/scan body rules', () => {
  it.each([
    ['invalid JSON', { body: '{"domain":', headers: { 'content-type': 'application/json' } }, 'invalid-json', 'The request body is not valid JSON.'],
    ['an empty body', { body: '', headers: { 'content-type': 'application/json' } }, 'invalid-json', 'The request body is empty; send a JSON object.'],
    ['a wrong content type', { body: '{"domain":"example.com"}', headers: { 'content-type': 'text/plain' } }, 'invalid-content-type', 'Send the request body as JSON with Content-Type: application/json.'],
    ['an unknown field', { json: { domain: 'example.com', depth: 3 } }, 'invalid-body', 'Unknown field "depth" in the request body.'],
    ['a missing field', { json: {} }, 'invalid-body', 'Field "domain" is required.'],
    ['a field of the wrong type', { json: { domain: 42 } }, 'invalid-body', 'Field "domain" must be a string.'],
    ['an empty domain', { json: { domain: '' } }, 'invalid-body', 'Field "domain" must not be empty.'],
    ['an array instead of an object', { json: ['example.com'] }, 'invalid-body', 'The request body must be a JSON object.'],
    ['a non-http scheme', { json: { domain: 'ftp://example.com/' } }, 'invalid-body', 'Field "domain" must use http or https.'],
  ])('refuses %s with 400', async (_label, options, error, message) => {
    const answer = await scan(options as Parameters<typeof request>[2]);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error, message });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a body over 8 KiB with 413', async () => {
    const answer = await scan({ json: { domain: 'a'.repeat(9 * 1024) } });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'body-too-large', message: 'The request body is larger than 8 KiB.' });
  });

  it.each([
    ['a private address', 'http://127.0.0.1:9/', 'private-address'],
    ['credentials in the URL', 'https://user:secret@example.com/', 'credentials'],
    ['a port other than 80 and 443', 'https://example.com:8443/', 'port'],
  ])('refuses %s with 400 target-refused naming the rule', async (_label, domain, rule) => {
    const answer = await scan({ json: { domain } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('target-refused');
    expect(answer.body.message).toContain(`(rule: ${rule})`);
  });
});

describe('GET /api/v1/report/{host} host rules', () => {
  it.each([
    ['exa_mple.com', 'The path parameter "host" must be a valid domain name.'],
    ['example.com:8080', 'The path parameter "host" must not include a port: only ports 80 and 443 are measured.'],
    ['localhost', 'The path parameter "host" must be a fully qualified domain name such as example.com.'],
    ['user%40example.com', 'The path parameter "host" must be a bare domain name, without scheme, path, query or credentials.'],
  ])('refuses %s with 400 invalid-host', async (host, message) => {
    const answer = await request(server.baseUrl, `/api/v1/report/${host}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid-host', message });
  });

  it.each([
    ['Example.COM.', 'example.com'],
    ['b%C3%BCcher.example', 'xn--bcher-kva.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('canonicalizes %s to %s before the lookup (404 when never scanned)', async (host, canonical) => {
    const answer = await request(server.baseUrl, `/api/v1/report/${host}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'not-found', message: `No public report exists for ${canonical}: a host's report is public only from a public scan (POST /api/v1/scan) or a scan its proven owner made public, and a private address never is.` });
  });

  it('refuses unknown and repeated query parameters', async () => {
    const unknown = await request(server.baseUrl, '/api/v1/report/example.com?fresh=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: 'invalid-parameter', message: 'Unknown query parameter "fresh".' });
  });
});

describe('pagination rules (GET /api/v1/agent-tasks/{host})', () => {
  it.each([
    ['limit=0', 'The query parameter "limit" must be an integer from 1 to 50.'],
    ['limit=51', 'The query parameter "limit" must be an integer from 1 to 50.'],
    ['limit=1.5', 'The query parameter "limit" must be an integer from 1 to 50.'],
    ['limit=abc', 'The query parameter "limit" must be an integer from 1 to 50.'],
    ['limit=', 'The query parameter "limit" must be an integer from 1 to 50.'],
    ['offset=-1', 'The query parameter "offset" must be an integer from 0 to 10000.'],
    ['offset=10001', 'The query parameter "offset" must be an integer from 0 to 10000.'],
    ['limit=1&limit=2', 'The query parameter "limit" is repeated; send it once.'],
    ['page=2', 'Unknown query parameter "page".'],
  ])('refuses %s with 400', async (query, message) => {
    const answer = await request(server.baseUrl, `/api/v1/agent-tasks/example.com?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid-parameter', message });
  });

  it('accepts the bounds and answers an empty list for a host without published runs', async () => {
    const answer = await request(server.baseUrl, '/api/v1/agent-tasks/example.com?limit=50&offset=10000');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ host: 'example.com', runs: [], nextOffset: null });
  });
});
