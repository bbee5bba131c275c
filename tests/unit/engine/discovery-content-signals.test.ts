import { describe, expect, it } from 'vitest';
import { HOME, html, NEVER_ANSWERS, text } from '../../helpers/site.js';
import { messages, NO_DNS, useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('content-signals', { home: HOME, resolver: NO_DNS });

function robots(body: string) {
  return { '/robots.txt': text(body) };
}

describe('content-signals', () => {
  it('passes a valid line in a group stating all three keys', async () => {
    const { result } = await measure(
      robots('User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nAllow: /\n'),
    );
    expect(result).toMatchObject({ status: 'pass', score: 100, applicable: true });
    expect(result.findings[0]).toMatchObject({
      status: 'pass',
      message: 'A Content-Signal line states search, ai-input and ai-train.',
      detail: 'robots.txt line 2: Content-Signal: search=yes, ai-input=yes, ai-train=no',
    });
  });

  it('warns when a line states only some keys', async () => {
    const { result } = await measure(robots('User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n'));
    expect(result).toMatchObject({ status: 'warn', score: 70 });
    expect(messages(result)).toEqual(['warn: This Content-Signal line does not state ai-input.']);
  });

  it('warns about unknown keys and values', async () => {
    const { result } = await measure(
      robots('User-agent: *\nContent-Signal: search=yes, ai_train=no, ai-input=allow\nAllow: /\n'),
    );
    expect(result).toMatchObject({ status: 'warn', score: 30 });
    expect(messages(result)).toEqual([
      'warn: This Content-Signal line has values agents do not understand: unknown key "ai_train=no", value not yes/no "ai-input=allow".',
    ]);
  });

  it('warns about a line outside any group', async () => {
    const { result } = await measure(
      robots('Content-Signal: search=yes, ai-input=yes, ai-train=no\n\nUser-agent: *\nAllow: /\n'),
    );
    expect(result).toMatchObject({ status: 'warn', score: 70 });
    expect(messages(result)).toEqual(['warn: This Content-Signal line sits before the first User-agent line, outside any group.']);
  });

  it('warns when the signals are only in a response header', async () => {
    const home = html('<!doctype html><title>Home</title>', { 'content-signal': 'search=yes, ai-input=yes, ai-train=no' });
    const { result } = await measure({ '/': home, ...robots('User-agent: *\nAllow: /\n') });
    expect(result).toMatchObject({ status: 'warn', score: 40 });
    expect(messages(result)).toEqual([
      'info: The start page sends a Content-Signal header stating search, ai-input, ai-train.',
      'warn: Content signals are stated only in a response header, not in robots.txt.',
    ]);
  });

  it('does not pass while the response header has values agents do not understand', async () => {
    const home = html('<!doctype html><title>Home</title>', { 'content-signal': 'search=allow' });
    const body = 'User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nAllow: /\n';
    const { result } = await measure({ '/': home, ...robots(body) });
    expect(result).toMatchObject({ status: 'warn', score: 90 });
    expect(messages(result)[1]).toBe(
      'warn: The Content-Signal response header has values agents do not understand: value not yes/no "search=allow".',
    );
  });

  it('fails when no signal is stated anywhere', async () => {
    const { result } = await measure({ '/': HOME, ...robots('User-agent: *\nAllow: /\n') });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)).toEqual([
      "fail: No Content-Signal is stated, in robots.txt or in the start page's response headers.",
    ]);
  });

  it('is an error when robots.txt does not answer in time', async () => {
    const { result } = await measure({ '/robots.txt': NEVER_ANSWERS }, { timeout: 300 });
    expect(result).toMatchObject({ status: 'error', score: 0 });
    expect(result.findings[0]!.message).toMatch(/^Could not fetch robots.txt/);
  });

  it('is a base check: applicable under every profile', async () => {
    const { result } = await measure(robots('User-agent: *\nAllow: /\n'), { profile: 'agent' });
    expect(result).toMatchObject({ status: 'fail', score: 0, applicable: true });
  });
});
