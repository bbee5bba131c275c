// Issue 54 point 1: an audit's extra headers (a protected preview's bypass) go with every request to the audited
// origin, agent profiles' included (each still with its own User-Agent and Accept), and to no other origin: not where
// a link, a redirect or a declared surface leads. They never appear in the report. Headers that change what is
// measured (identity, negotiation) or how the request travels (hop-by-hop, RFC 9110 §7.6.1) are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PROFILES, AuditError, audit, type AuditReport } from '../../../engine/index.js';
import { NO_DNS } from '../../helpers/check-audit.js';
import { BYPASS_HEADER, BYPASS_SECRET, carriedSecret, serveProtectedPreview, type ProtectedPreview } from '../../fixtures/protected-preview.js';

let fixture: ProtectedPreview;

beforeAll(async () => {
  fixture = await serveProtectedPreview();
});

afterAll(async () => {
  await fixture?.close();
});

const OPTIONS = { allowPrivateTargets: true, resolver: NO_DNS, maxPages: 3 } as const;

describe('extra headers for the audited origin', () => {
  it('without the bypass the preview answers 401 to every agent', async () => {
    const report = await audit(fixture.preview.url, { ...OPTIONS, maxPages: 1 });
    const views = report.agents!.pages[0]!.views;
    expect(views.filter((view) => view.status !== null).every((view) => view.status === 401)).toBe(true);
    expect(report.pages[0]!.httpStatus).toBe(401);
  });

  it('with the bypass every request to the preview carries it, each agent profile with its own User-Agent and Accept; no other origin gets it', async () => {
    fixture.previewRequests.length = 0;
    fixture.elsewhereRequests.length = 0;
    const report: AuditReport = await audit(fixture.preview.url, { ...OPTIONS, headers: { 'X-Vercel-Protection-Bypass': BYPASS_SECRET } });
    expect(report.pages[0]!.httpStatus).toBe(200);
    const views = report.agents!.pages[0]!.views.filter((view) => view.status !== null);
    expect(views.length).toBeGreaterThan(0);
    for (const view of views) expect(view.status).toBe(200);

    // Every request the preview received had the bypass (none answered 401).
    expect(fixture.previewRequests.length).toBeGreaterThan(5);
    expect(fixture.previewRequests.filter((request) => request.headers[BYPASS_HEADER] !== BYPASS_SECRET)).toEqual([]);
    // The agent profiles sent their own identity beside it.
    const chatgpt = AGENT_PROFILES.find((profile) => profile.id === 'chatgpt')!;
    const sentByChatgpt = fixture.previewRequests.find((request) => chatgpt.userAgents.some((variant) => variant.userAgent === request.headers['user-agent']));
    expect(sentByChatgpt?.headers.accept).toBe(chatgpt.accept.value);
    expect(sentByChatgpt?.headers[BYPASS_HEADER]).toBe(BYPASS_SECRET);

    // The other origin was reached (the declared OpenAPI description, the redirects of /moved and /llms.txt) without it.
    const paths = fixture.elsewhereRequests.map((request) => request.path);
    expect(paths).toContain('/openapi.json');
    expect(paths).toContain('/llms.txt');
    expect(carriedSecret(fixture.elsewhereRequests)).toEqual([]);
    expect(fixture.elsewhereRequests.filter((request) => request.headers[BYPASS_HEADER] !== undefined)).toEqual([]);

    // Nowhere in the report.
    expect(JSON.stringify(report)).not.toContain(BYPASS_SECRET);
  });

  it('the request of a check that sets the same header itself keeps its own value', async () => {
    // An Authorization of the caller's is added; nothing of the audit sets one on this site, so every request has it.
    fixture.previewRequests.length = 0;
    await audit(fixture.preview.url, { ...OPTIONS, maxPages: 1, checks: ['robots-txt'], headers: { [BYPASS_HEADER]: BYPASS_SECRET, Authorization: 'Basic dXNlcjpwYXNz' } });
    expect(fixture.previewRequests.length).toBeGreaterThan(0);
    for (const request of fixture.previewRequests) expect(request.headers.authorization).toBe('Basic dXNlcjpwYXNz');
  });

  it.each([
    ['User-Agent', 'each agent profile sends its own User-Agent'],
    ['accept', 'each agent profile sends its own Accept'],
    ['Host', 'the audited URL names the host'],
    ['Connection', 'hop-by-hop'],
    ['Transfer-Encoding', 'hop-by-hop'],
    ['Keep-Alive', 'hop-by-hop'],
    ['Upgrade', 'hop-by-hop'],
    ['TE', 'hop-by-hop'],
  ])('refuses %s before any request, naming it and never its value', async (name, why) => {
    const before = fixture.previewRequests.length;
    const error = await audit(fixture.preview.url, { ...OPTIONS, headers: { [name]: 'secret-value-1234' } }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AuditError);
    expect((error as AuditError).code).toBe('invalid-options');
    expect((error as AuditError).field).toBe('headers');
    expect((error as AuditError).message).toContain(`${name} cannot be set`);
    expect((error as AuditError).message).toContain(why);
    expect((error as AuditError).message).not.toContain('secret-value-1234');
    expect(fixture.previewRequests.length).toBe(before);
  });

  it('refuses a name that is not a token and a value with a line break', async () => {
    await expect(audit(fixture.preview.url, { ...OPTIONS, headers: { 'X Bad': 'v' } })).rejects.toThrow('headers: "X Bad" is not a valid header name.');
    const error = (await audit(fixture.preview.url, { ...OPTIONS, headers: { 'X-Token': 'abc\r\nX-Injected: 1' } }).catch((thrown: unknown) => thrown)) as AuditError;
    expect(error.message).toBe('headers: the value of X-Token holds a character a header cannot carry (a line break or a control character).');
  });
});
