// agent-access (checks.md, check 9): run on hand-built browser and agent fetches of the start page.
import { describe, expect, it } from 'vitest';
import { agentAccess } from '../../../engine/checks/agent-access.js';
import type { AgentView } from '../../../engine/agents/types.js';
import type { AgentAccessInput, UserAgentProbe } from '../../../engine/gather/agent-access.js';
import { START, failed, fetched, runCheck, verdicts, type ResponseInit } from '../../helpers/engine/build.js';

const PAGE = `<html><head><title>Welcome</title></head><body>${'<p>Content for everyone.</p>'.repeat(20)}</body></html>`;
const html = (init: ResponseInit = {}) => fetched(START, { type: 'text/html', body: PAGE, ...init });

function access(browser: ReturnType<typeof fetched>, agents: Record<string, UserAgentProbe['result']>): AgentAccessInput {
  return {
    url: START,
    browser: { agent: 'browser', userAgent: 'Mozilla/5.0', result: browser },
    agents: Object.entries(agents).map(([agent, result]) => ({ agent, userAgent: `${agent}/1.0`, result })),
  };
}

const run = (value: AgentAccessInput, agentViews: AgentView[] = []) => runCheck(agentAccess, { origin: { agentAccess: value }, page: { agentViews } });

/** An agent view of the start page as the views gatherer reports it. */
function view(profile: AgentView['profile'], userAgent: string, verdict: AgentView['verdict'], cause: AgentView['cause'], reason: string): AgentView {
  return { profile, url: START, userAgent, status: 403, challenge: [], robots: null, markdown: 'none', textLength: 0, kept: 0, mainShare: 0, excerpt: '', verdict, cause, reason };
}

describe('agent-access', () => {
  it('passes when every agent gets the page a browser gets', () => {
    const outcome = run(access(html(), { 'ChatGPT-User': html(), GPTBot: html() }));
    expect(verdicts(outcome)).toEqual(['pass agent-same-page ChatGPT-User', 'pass agent-same-page GPTBot', 'info all-same']);
    expect(outcome.score).toBe(100);
  });

  it('tells refused, challenged, different and unreachable agents apart', () => {
    const challenge = html({ status: 403, body: '<html><head><title>Just a moment...</title></head><body>cf-chl</body></html>', headers: { 'cf-mitigated': 'challenge' } });
    const outcome = run(
      access(html(), {
        'ChatGPT-User': html({ status: 403, body: 'Forbidden' }),
        'Claude-User': challenge,
        PerplexityBot: html({ body: '<html><head><title>Other</title></head><body>x</body></html>' }),
        GPTBot: failed(START, 'network'),
      }),
    );
    expect(verdicts(outcome)).toEqual([
      'fail agent-refused ChatGPT-User',
      'fail agent-challenged Claude-User',
      'warn agent-different-page PerplexityBot',
      'fail agent-unreachable GPTBot',
    ]);
    expect(outcome.score).toBe(13);
  });

  it('fails when every agent is refused, and cannot measure when the browser itself is refused', () => {
    const refused = run(access(html(), { GPTBot: html({ status: 403, body: 'no' }) }));
    expect(verdicts(refused)).toEqual(['fail all-blocked', 'fail agent-refused GPTBot']);
    const browserRefused = run(access(html({ status: 503 }), { GPTBot: html() }));
    expect(browserRefused).toMatchObject({ error: true, score: 0 });
    expect(verdicts(browserRefused)).toEqual(['error browser-not-2xx']);
  });

  it('passes with an info finding when the browser and every agent get the same 401 (agents treated like people)', () => {
    const login = () => html({ status: 401, headers: { 'www-authenticate': 'Basic realm="members"' } });
    const outcome = run(access(login(), { 'ChatGPT-User': login(), GPTBot: login() }));
    expect(outcome.score).toBe(100);
    expect(verdicts(outcome)).toEqual(['info all-same-login']);
    expect(outcome.findings[0]!.message).toBe(
      'The browser and all 2 tested agents get the same HTTP 401: the start page asks everyone to sign in, so agents are treated like people.',
    );
    // A 401 for the browser alone (agents get another answer) still cannot be compared.
    expect(verdicts(run(access(login(), { GPTBot: html({ status: 403 }) })))).toEqual(['error browser-not-2xx']);
  });

  it('names the refusals the agent views found with requests its own probes did not send, and counts them (one judgement with the views)', () => {
    const views = [
      view('gemini', 'GoogleAgent-URLContext', 'blocked', 'refused', 'Refused: HTTP 403 (forbidden to this User-Agent).'),
      view('chatgpt', 'ChatGPT-User/1.0', 'blocked', 'refused', 'Refused: HTTP 403 (forbidden to this User-Agent).'),
      view('mcp-fetch', 'ModelContextProtocol/1.0', 'blocked', 'disallowed', 'robots.txt'),
      view('cursor', 'Cursor', 'reads', 'ok', 'Reads the main content.'),
    ];
    // ChatGPT-User's probe sent the chatgpt view's request and was refused: named once, by the probe. Gemini's request
    // no probe sent: named from its view. A robots.txt rule is ai-crawler-rules' matter, a view that reads none.
    const outcome = run(access(html(), { 'ChatGPT-User': html({ status: 403, body: 'Forbidden' }), GPTBot: html() }), views);
    expect(verdicts(outcome)).toEqual(['fail agent-refused ChatGPT-User', 'pass agent-same-page GPTBot', 'fail agent-refused Gemini CLI / Google URL context']);
    expect(outcome.findings[2]!.message).toBe('Gemini CLI / Google URL context is refused while a browser gets HTTP 200.');
    expect(outcome.findings[2]!.detail).toBe("the agent view's request (User-Agent: GoogleAgent-URLContext) — Refused: HTTP 403 (forbidden to this User-Agent).");
    expect(outcome.score).toBe(33);
    // Every probe gets the page and no view is refused: nothing added.
    expect(run(access(html(), { GPTBot: html() }), [views[3]!]).score).toBe(100);
  });
});
