// ai-crawler-rules (checks.md, check 7): run on hand-built robots.txt artifacts.
import { describe, expect, it } from 'vitest';
import { AI_TOKENS } from '../../../engine/ai-tokens.js';
import { aiCrawlerRules } from '../../../engine/checks/ai-crawler-rules.js';
import { robotsDecisionOf } from '../../../engine/index.js';
import { robots, runCheck, verdicts } from '../../helpers/engine/build.js';

const run = (artifact: ReturnType<typeof robots>) => runCheck(aiCrawlerRules, { origin: { robots: artifact } });
const TRAINING = AI_TOKENS.filter((entry) => entry.class === 'training').map((entry) => entry.token);
const OTHERS = AI_TOKENS.filter((entry) => entry.class !== 'training').map((entry) => entry.token);

describe('ai-crawler-rules', () => {
  it('passes explicit groups that allow every search and user-triggered agent, reporting training tokens unscored', () => {
    const outcome = run(robots('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n'));
    expect(outcome.score).toBe(100);
    expect(verdicts(outcome)).toEqual([
      'pass explicit-groups',
      ...TRAINING.map((token) => `info training-token ${token}`),
      ...OTHERS.map((token) => `pass token-allowed ${token}`),
    ]);
    expect(outcome.findings[1]!.message).toBe('GPTBot (training) is blocked from /; training is your choice and is not scored.');
  });

  // The traffic figures predict a crawler the scan does not view from these findings (lib/traffic/predictions.ts):
  // every token's decision, training tokens included (one code for both), reads back from the stored finding.
  it('records each token\'s decision so that robotsDecisionOf reads it back from the stored finding', () => {
    const outcome = run(robots('User-agent: GPTBot\nDisallow: /\n\nUser-agent: PerplexityBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n'));
    const tokenFindings = outcome.findings.filter((finding) => finding.subject !== undefined);
    const decisions = Object.fromEntries(tokenFindings.map((finding) => [finding.subject, robotsDecisionOf({ code: `ai-crawler-rules.${finding.code}`, detail: finding.detail })]));
    expect(decisions).toEqual(Object.fromEntries(AI_TOKENS.map((entry) => [entry.token, entry.token === 'GPTBot' || entry.token === 'PerplexityBot' ? 'blocked' : 'allowed'])));
    expect(robotsDecisionOf({ code: 'ai-crawler-rules.training-token', detail: 'GPTBot is fine' })).toBeNull();
    expect(robotsDecisionOf({ code: 'robots-txt.present', detail: 'GPTBot (training): allowed — x' })).toBeNull();
  });

  it('caps the score without explicit AI groups, and counts blocked search agents', () => {
    const wildcard = run(robots('User-agent: *\nAllow: /\n'));
    expect(wildcard.score).toBe(60);
    expect(verdicts(wildcard)[0]).toBe('warn no-explicit-groups');
    const blocked = run(robots('User-agent: PerplexityBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n'));
    expect(verdicts(blocked).slice(0, 2)).toEqual(['warn some-blocked', 'pass explicit-groups']);
    expect(verdicts(blocked)).toContain('warn token-blocked PerplexityBot');
    expect(blocked.score).toBe(Math.round((100 * (OTHERS.length - 1)) / OTHERS.length));
  });

  it('fails when every search and user-triggered agent is blocked, or robots.txt answers 5xx', () => {
    const all = run(robots('User-agent: *\nDisallow: /\n'));
    expect(verdicts(all)[0]).toBe('fail all-blocked');
    expect(all.score).toBe(0);
    const unreachable = run(robots('', { status: 503 }));
    expect(verdicts(unreachable)[0]).toBe('fail robots-unreachable');
    expect(unreachable.score).toBe(0);
  });

  it('treats no robots.txt as everything allowed, without explicit intent', () => {
    const outcome = run(robots(null));
    expect(outcome.score).toBe(60);
    expect(outcome.findings[0]!.message).toBe('There is no robots.txt, so AI crawlers get no explicit rules.');
  });
});
