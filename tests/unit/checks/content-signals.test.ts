// content-signals (checks.md, check 8): run on hand-built robots.txt and start-page artifacts.
import { describe, expect, it } from 'vitest';
import { contentSignals } from '../../../engine/checks/content-signals.js';
import { START, page, robots, runCheck, verdicts } from '../../helpers/engine/build.js';

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
      'info usage-start-page',
    ]);
    expect(outcome.findings.map((finding) => finding.message).slice(1)).toEqual([
      'robots.txt states AIPREF usage preferences for /: train-ai=n, search=y.',
      'robots.txt states AIPREF usage preferences for /ai-ok/: train-ai=y (keys outside the vocabulary, ignored: foo=y).',
      'The start page sends AIPREF usage preferences: train-ai=n.',
      'The AIPREF preferences for the start page (/) are train-ai=n, search=y, from robots.txt line 3 and the Content-Usage header.',
    ]);
    expect(outcome.score).toBe(100);
  });

  // draft-ietf-aipref-attach-05 §4 ("The path might be absent or empty"), §4.2 (a value that does not start with "/"
  // has no path: the whole value is the preference); draft-ietf-aipref-vocab-08 (train-ai, ai-use, search).
  it('warns about Content-Usage rules outside a group or with values other than y/n, and reads a rule without a path as every path', () => {
    const outcome = run('Content-Usage: / train-ai=n\nUser-agent: *\nContent-Usage: train-ai=n, ai-use=y\nContent-Usage: / train-ai=no\n', undefined, 'train-ai=');
    expect(verdicts(outcome)).toEqual([
      'warn usage-rule-invalid Content-Usage: / train-ai=n',
      'info usage-rule Content-Usage: train-ai=n, ai-use=y',
      'warn usage-rule-invalid Content-Usage: / train-ai=no',
      'warn usage-header-invalid',
      'info usage-start-page',
      'fail none',
    ]);
    expect(outcome.findings[0]!.message).toBe('This Content-Usage rule cannot be applied: before the first User-agent line, outside any group.');
    expect(outcome.findings[1]!.message).toBe('robots.txt states AIPREF usage preferences for every path of its group (the rule names no path): train-ai=n, ai-use=y.');
    expect(outcome.findings[2]!.message).toBe(
      'This Content-Usage rule cannot be applied: value not y/n "train-ai=no", no train-ai, ai-use or search preference.',
    );
    // The rule with the longest matching path decides (§4.1): "/ train-ai=no" states nothing, so nothing is known.
    expect(outcome.findings[4]!.message).toBe('The AIPREF preferences for the start page (/) are unknown for every category, from robots.txt line 4.');
    expect(outcome.findings[5]!.message).toBe(
      "No Content-Signal is stated, in robots.txt or in the start page's response headers; the AIPREF Content-Usage preferences are reported but do not state search, ai-input and ai-train.",
    );
    expect(outcome.score).toBe(0);
  });

  // draft-ietf-aipref-attach-05 §4.1: rules apply by the longest matching path prefix, as Allow/Disallow; rules with the
  // same path and conflicting preferences apply separately, which vocab-08 §Combining Preferences resolves to the most
  // restrictive; "Usage preferences apply only to those resources that can be crawled".
  it('applies the rule with the longest matching path to the start page, combines equal paths most restrictively, and none on a disallowed path', () => {
    const robotsTxt = 'User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nContent-Usage: ai-use=n\nContent-Usage: / ai-use=y, search=y\nContent-Usage: / search=n\nContent-Usage: /private/ train-ai=y\n';
    const outcome = run(robotsTxt, undefined, 'train-ai=n, ai-use=y');
    expect(outcome.findings.find((finding) => finding.code === 'usage-start-page')!.message).toBe(
      'The AIPREF preferences for the start page (/) are train-ai=n, ai-use=y, search=n, from robots.txt lines 4, 5 and the Content-Usage header.',
    );
    expect(outcome.score).toBe(100);
    const disallowed = run('User-agent: *\nDisallow: /\nContent-Usage: train-ai=n\n');
    expect(disallowed.findings.find((finding) => finding.code === 'usage-start-page')!.message).toBe(
      'robots.txt disallows the start page (/) to the wildcard group, so no Content-Usage rule applies to it (draft-ietf-aipref-attach-05 §4.1).',
    );
  });
});
