// content-signals (checks.md, check 8): run on hand-built robots.txt and start-page artifacts.
import { describe, expect, it } from 'vitest';
import { contentSignals } from '../../../engine/checks/content-signals.js';
import { START, page, robots, runCheck, verdicts } from './build.js';

const run = (text: string | null, header?: string, usage?: string) =>
  runCheck(contentSignals, {
    origin: { robots: robots(text), rsl: { declarations: [] } },
    page: {
      page: page(START, {
        body: '<html></html>',
        headers: { ...(header ? { 'content-signal': header } : {}), ...(usage ? { 'content-usage': usage } : {}) },
      }),
    },
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

  it("accepts use= (immediate, reference, full) as Cloudflare's managed robots.txt writes it, naming ai-input as missing", () => {
    const managed = run('User-Agent: *\nContent-Signal: search=yes,ai-train=no,use=reference\nAllow: /\n');
    expect(verdicts(managed)).toEqual(['warn line-incomplete Content-Signal: search=yes,ai-train=no,use=reference']);
    expect(managed.findings[0]!.message).toBe('This Content-Signal line does not state ai-input.');
    expect(managed.score).toBe(70);
    const complete = run('User-agent: *\nContent-Signal: search=yes, ai-input=no, ai-train=no, use=full\n');
    expect(complete.score).toBe(100);
    const wrongUse = run('User-agent: *\nContent-Signal: search=yes, ai-input=no, ai-train=no, use=always\n');
    expect(wrongUse.findings[0]!.message).toBe('This Content-Signal line has values agents do not understand: use not immediate/reference/full "use=always".');
  });

  it('reports AIPREF Content-Usage rules (draft-ietf-aipref-attach §4) and the header (§3) without scoring them', () => {
    const text = 'User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nContent-Usage: / train-ai=n, search=y\nContent-Usage: /ai-ok/ train-ai=y;x=1, foo=y\n';
    const outcome = run(text, undefined, 'train-ai=n');
    expect(verdicts(outcome)).toEqual([
      'pass line-complete Content-Signal: search=yes, ai-input=yes, ai-train=no',
      'info usage-rule Content-Usage: / train-ai=n, search=y',
      'info usage-rule Content-Usage: /ai-ok/ train-ai=y;x=1, foo=y',
      'info usage-header',
    ]);
    expect(outcome.findings.map((finding) => finding.message).slice(1)).toEqual([
      'robots.txt states AIPREF usage preferences for /: train-ai=n, search=y.',
      'robots.txt states AIPREF usage preferences for /ai-ok/: train-ai=y (keys outside the vocabulary, ignored: foo=y).',
      'The start page sends AIPREF usage preferences: train-ai=n.',
    ]);
    expect(outcome.score).toBe(100);
  });

  it('warns about Content-Usage rules without a path, outside a group or with values other than y/n', () => {
    const outcome = run('Content-Usage: / train-ai=n\nUser-agent: *\nContent-Usage: train-ai=n\nContent-Usage: / train-ai=no\n', undefined, 'train-ai=');
    expect(verdicts(outcome)).toEqual([
      'warn usage-rule-invalid Content-Usage: / train-ai=n',
      'warn usage-rule-invalid Content-Usage: train-ai=n',
      'warn usage-rule-invalid Content-Usage: / train-ai=no',
      'warn usage-header-invalid',
      'fail none',
    ]);
    expect(outcome.findings[1]!.message).toBe('This Content-Usage rule cannot be applied: no path starting with "/" before the preferences.');
    expect(outcome.findings[4]!.message).toBe(
      "No Content-Signal is stated, in robots.txt or in the start page's response headers; the AIPREF Content-Usage preferences are reported but do not state search, ai-input and ai-train.",
    );
    expect(outcome.findings[2]!.message).toBe(
      'This Content-Usage rule cannot be applied: value not y/n "train-ai=no", no train-ai or search preference.',
    );
    expect(outcome.score).toBe(0);
  });
});
