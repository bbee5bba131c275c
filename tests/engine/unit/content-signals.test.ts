// content-signals (checks.md, check 8): run on hand-built robots.txt and start-page artifacts.
import { describe, expect, it } from 'vitest';
import { contentSignals } from '../../../engine/checks/content-signals.js';
import { START, page, robots, runCheck, verdicts } from './build.js';

const run = (text: string | null, header?: string) =>
  runCheck(contentSignals, {
    origin: { robots: robots(text) },
    page: { page: page(START, { body: '<html></html>', headers: header ? { 'content-signal': header } : {} }) },
  });

describe('content-signals', () => {
  it('passes a line in a group stating search, ai-input and ai-train', () => {
    const outcome = run('User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nAllow: /\n');
    expect(verdicts(outcome)).toEqual(['pass line-complete Content-Signal: search=yes, ai-input=yes, ai-train=no']);
    expect(outcome.score).toBe(100);
  });

  it('warns about lines outside a group, unknown values and missing keys, each by its line', () => {
    const outcome = run('Content-Signal: search=yes\nUser-agent: *\nContent-Signal: ai_train=no\nContent-Signal: search=yes, ai-train=no\n');
    expect(verdicts(outcome)).toEqual([
      'warn line-outside-group Content-Signal: search=yes',
      'warn line-unknown-values Content-Signal: ai_train=no',
      'warn line-incomplete Content-Signal: search=yes, ai-train=no',
    ]);
    expect(outcome.score).toBe(70);
  });

  it('gives partial credit for a header only, and fails when no signal is stated anywhere', () => {
    const header = run('User-agent: *\nAllow: /\n', 'search=yes, ai-input=yes, ai-train=no');
    expect(verdicts(header)).toEqual(['info header', 'warn header-only']);
    expect(header.score).toBe(40);
    const none = run('User-agent: *\nAllow: /\n');
    expect(verdicts(none)).toEqual(['fail none']);
    expect(none.score).toBe(0);
  });
});
