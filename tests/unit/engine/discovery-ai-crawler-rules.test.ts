import { describe, expect, it } from 'vitest';
import { HOME, NEVER_ANSWERS, text } from '../../helpers/site.js';
import { messages, NO_DNS, useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('ai-crawler-rules', { home: HOME, resolver: NO_DNS });

function robots(body: string) {
  return { '/robots.txt': text(body) };
}
function evidenceFor(result: { findings: Array<{ detail: string | null }> }, token: string): string | undefined {
  return result.findings.map((finding) => finding.detail ?? '').find((detail) => detail.startsWith(`${token} (`));
}

describe('ai-crawler-rules', () => {
  it('passes when AI tokens are named and every search and user-triggered agent may fetch /', async () => {
    const { result } = await measure(robots('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n'));
    expect(result).toMatchObject({ status: 'pass', score: 100, applicable: true });
    expect(messages(result)[0]).toBe('pass: robots.txt names AI tokens explicitly: GPTBot.');
    expect(messages(result)).toContain('info: GPTBot (training) is blocked from /; training is your choice and is not scored.');
    expect(evidenceFor(result, 'GPTBot')).toBe('GPTBot (training): blocked — line 2 "Disallow: /" (named group at line 1)');
    expect(evidenceFor(result, 'OAI-SearchBot')).toBe(
      'OAI-SearchBot (search): allowed — line 5 "Allow: /" ("*" group at line 4)',
    );
    // One finding per token (7 training, 4 search, 5 user-triggered: checks.md's four and the MCP fetch server's
    // ModelContextProtocol, which the agent views obey robots.txt for) and the explicit-groups one.
    expect(result.findings).toHaveLength(17);
    expect(evidenceFor(result, 'ModelContextProtocol')).toBe('ModelContextProtocol (user-triggered): allowed — line 5 "Allow: /" ("*" group at line 4)');
  });

  it('warns when only the * group applies (no explicit AI groups)', async () => {
    const { result } = await measure(robots('User-agent: *\nDisallow: /admin\n'));
    expect(result).toMatchObject({ status: 'warn', score: 60 });
    expect(messages(result)[0]).toBe('warn: robots.txt names no AI crawler explicitly; they all fall back to the "*" group.');
  });

  it('warns when there is no robots.txt', async () => {
    const { result } = await measure({});
    expect(result).toMatchObject({ status: 'warn', score: 60 });
    expect(messages(result)[0]).toBe('warn: There is no robots.txt, so AI crawlers get no explicit rules.');
    expect(evidenceFor(result, 'ClaudeBot')).toBe('ClaudeBot (training): allowed — no robots.txt: everything allowed');
  });

  it('warns when some search or user-triggered agents are blocked, citing the deciding line', async () => {
    const body = 'User-agent: PerplexityBot\nUser-agent: Perplexity-User\nDisallow: /\n\nUser-agent: *\nAllow: /\n';
    const { result } = await measure(robots(body));
    expect(result).toMatchObject({ status: 'warn', score: 78 });
    expect(messages(result)[0]).toBe('warn: 2 of 9 search and user-triggered AI agents are blocked from /.');
    expect(evidenceFor(result, 'Perplexity-User')).toBe(
      'Perplexity-User (user-triggered): blocked — line 3 "Disallow: /" (named group at line 1)',
    );
  });

  it('fails when every search and user-triggered agent is blocked from /', async () => {
    const { result } = await measure(robots('User-agent: *\nDisallow: /\n'));
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    // checks.md 2026-12c: a sentence names what it speaks for (the tokens robots.txt holds), never "every agent".
    expect(messages(result)[0]).toBe('fail: robots.txt disallows / for every search and user-triggered AI token checked (9 of 9); agents that do not obey robots.txt are not held by it.');
  });

  it('fails when robots.txt answers 5xx (complete disallow)', async () => {
    const { result } = await measure({ '/robots.txt': { status: 500, body: 'oops' } });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)[0]).toBe(
      'fail: robots.txt is unreachable, so every AI crawler must assume it may fetch nothing (RFC 9309 §2.3.1.4).',
    );
  });

  it('is an error when robots.txt does not answer in time', async () => {
    const { result } = await measure({ '/robots.txt': NEVER_ANSWERS }, { timeout: 300 });
    expect(result).toMatchObject({ status: 'error', score: 0 });
    expect(result.findings[0]!.message).toMatch(/^Could not fetch robots.txt/);
  });

  it('is a base check: applicable under every profile', async () => {
    const { result } = await measure(robots('User-agent: *\nDisallow: /\n'), { profile: 'mcp' });
    expect(result).toMatchObject({ status: 'fail', score: 0, applicable: true });
  });
});
