import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { audit } from '../../../engine/index.js';
import { useCheckAudit } from '../../helpers/check-audit.js';
import type { Routes } from '../../helpers/site.js';

const ID = 'agent-access';
const check = useCheckAudit(ID);
const { measure } = check;

const PAGE = `<!doctype html><html><head><title>Acme tools</title></head><body><h1>Acme</h1><p>${'Useful content. '.repeat(40)}</p></body></html>`;
const CHALLENGE =
  '<!doctype html><html><head><title>Just a moment...</title></head><body><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>';

type Answer = { status: number; body: string; headers?: Record<string, string> } | 'hang';

/** A start page that answers by User-Agent token: `answers` keys are tokens found in the User-Agent. */
function byUserAgent(answers: Record<string, Answer>): Routes {
  return {
    '/': (req: http.IncomingMessage, res: http.ServerResponse) => {
      const ua = req.headers['user-agent'] ?? '';
      const token = Object.keys(answers).find((t) => ua.includes(t));
      const answer = token ? answers[token]! : { status: 200, body: PAGE };
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', ...answer.headers });
      res.end(answer.body);
    },
  };
}

describe('agent-access', () => {
  it('passes when every agent gets the page a browser gets, sending the real User-Agent strings', async () => {
    const { result } = await measure(byUserAgent({}));
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(result.findings.filter((f) => f.status === 'pass').map((f) => f.message)).toEqual([
      'ChatGPT-User gets the same page as a browser.',
      'Claude-User gets the same page as a browser.',
      'PerplexityBot gets the same page as a browser.',
      'GPTBot gets the same page as a browser.',
    ]);
    const uas = check.site!.requests.length;
    expect(uas).toBeGreaterThanOrEqual(5);
  });

  it('warns when one agent is refused with 403', async () => {
    const { result } = await measure(byUserAgent({ GPTBot: { status: 403, body: 'Forbidden' } }));
    expect(result.status).toBe('warn');
    expect(result.score).toBe(75);
    const finding = result.findings.find((f) => f.status === 'fail')!;
    expect(finding.message).toBe('GPTBot is answered HTTP 403 while a browser gets HTTP 200.');
    expect(finding.hint).toMatch(/Remove the User-Agent rule that treats GPTBot differently/);
  });

  it('recognises a 200 that refuses agents by comparing with what the browser got (2026-12b): "Access denied", a sign-in form, an empty body', async () => {
    const { result } = await measure(byUserAgent({
      'ChatGPT-User': { status: 200, body: '<!doctype html><html><head><title>Access denied</title></head><body><h1>Access denied</h1><p>Automated access is not allowed.</p></body></html>' },
      'Claude-User': { status: 200, body: '<!doctype html><html><head><title>Sign in</title></head><body><h1>Sign in</h1><form><input type="email"><input type="password"></form></body></html>' },
      PerplexityBot: { status: 200, body: '' },
    }));
    const verdicts = result.findings.map((finding) => `${finding.status} ${finding.code} ${finding.subject ?? ''}`);
    // The agent views send Claude Code's bare Claude-User/1.0 and Codex's ChatGPT-User/1.0, which no probe sent: the
    // rule refuses them too (Perplexity-User is not PerplexityBot, and reads), and the check names them.
    expect(verdicts).toEqual([
      'fail agent-access.agent-refused ChatGPT-User',
      'fail agent-access.agent-refused Claude-User',
      'fail agent-access.agent-refused PerplexityBot',
      'pass agent-access.agent-same-page GPTBot',
      'fail agent-access.agent-refused Claude Code (WebFetch)',
      'fail agent-access.agent-refused OpenAI Codex',
    ]);
    expect(result.score).toBe(17);
    const chatgpt = result.findings[0]!;
    expect(chatgpt.message).toBe('ChatGPT-User gets a page that refuses it (HTTP 200) while a browser gets the content.');
    expect(chatgpt.detail).toMatch(/Refused: HTTP 200 with a page that reads as a refusal \("Access denied Automated access is not allowed\."\) \(\d+ characters of text\), while a browser gets the page \(\d+ characters\)\.$/);
  });

  it('detects a Cloudflare challenge page served with 200 and a different page', async () => {
    const { result } = await measure(byUserAgent({
      'Claude-User': { status: 200, body: CHALLENGE },
      PerplexityBot: { status: 200, body: '<html><head><title>Other</title></head><body>Hi</body></html>' },
    }));
    expect(result.status).toBe('warn');
    // same, challenged, different (half), same, and Claude Code's view (Claude-User/1.0) challenged: 2.5 of 5
    expect(result.score).toBe(50);
    expect(result.findings.find((f) => f.subject === 'Claude Code (WebFetch)')!.message).toBe('Claude Code (WebFetch) gets a challenge page instead of the content.');
    expect(result.findings.find((f) => f.message.startsWith('Claude-User'))!.message).toMatch(
      /challenge page \(Cloudflare "Just a moment\.\.\." interstitial, Cloudflare challenge script\)/,
    );
    expect(result.findings.find((f) => f.message.startsWith('PerplexityBot'))!.message).toBe(
      'PerplexityBot gets another title and a page of very different size than a browser.',
    );
  });

  it('fails when every agent is refused or challenged while the browser gets 2xx', async () => {
    const { result } = await measure(byUserAgent({
      'ChatGPT-User': { status: 403, body: 'no' },
      'Claude-User': { status: 429, body: 'slow down' },
      PerplexityBot: { status: 503, body: CHALLENGE, headers: { 'cf-mitigated': 'challenge' } },
      GPTBot: { status: 200, body: CHALLENGE },
    }));
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    // checks.md 2026-12c: the sentence names the agents it speaks for (the probes', then the agent views' refused with a
    // User-Agent no probe sent), never "every agent".
    expect(result.findings[0]!.message).toBe(
      'ChatGPT-User, Claude-User, PerplexityBot, GPTBot, Claude Code (WebFetch) and OpenAI Codex are refused or challenged while a browser gets the page.',
    );
  });

  it('counts an agent whose request is dropped as refused', async () => {
    const { result } = await measure(byUserAgent({ PerplexityBot: 'hang' }), { timeout: 300 });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(75);
    expect(result.findings.find((f) => f.message.startsWith('PerplexityBot'))!.message).toMatch(
      /could not load the start page/,
    );
  });

  it('is an error when the browser request itself never answers', async () => {
    const { result } = await measure(byUserAgent({ 'Chrome/131': 'hang' }), { timeout: 300 });
    expect(result.status).toBe('error');
    expect(result.score).toBe(0);
    expect(result.findings[0]!.message).toMatch(/^Could not fetch the start page with a browser User-Agent/);
  });

  it('is an error when even the browser User-Agent gets a challenge page, but not for a captcha widget on a login form', async () => {
    const { result: challenged } = await measure(byUserAgent({ 'Chrome/131': { status: 200, body: CHALLENGE } }));
    expect(challenged.status).toBe('error');
    expect(challenged.findings[0]!.message).toBe(
      'Even a browser User-Agent gets a challenge page (Cloudflare "Just a moment..." interstitial, Cloudflare challenge script), so agent access cannot be compared.',
    );
    await check.site!.close();
    const login = `<html><head><title>Sign in</title></head><body><form><div class="g-recaptcha"></div></form>${'text '.repeat(50)}</body></html>`;
    const { result: widget } = await measure(byUserAgent({ 'Mozilla/5.0': { status: 200, body: login } })); // every client gets the login page
    expect(widget.status).toBe('pass');
  });

  it('is applicable under every profile (a base check)', async () => {
    const site = await check.serve({ '/': { status: 200, headers: { 'content-type': 'text/html' }, body: PAGE } });
    const report = await audit(site.url, { checks: [ID], profile: 'api', allowPrivateTargets: true });
    expect(report.results[0]!.applicable).toBe(true);
  });
});
