import { AI_TOKENS } from '../ai-tokens.js';
import { about, fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import type { RobotsArtifact } from '../gather/robots.js';
import { namesToken, robotsAllows, type RobotsVerdict } from '../parse/robots-txt.js';
import { tokenEvidence } from '../robots-decision.js';
import { defineCheck } from './define.js';

const CODES = {
  'training-token': 'Whether a training crawler may fetch / (reported, not scored; subject: the token).',
  'token-allowed': 'A search or user-triggered AI agent may fetch / (subject: the token).',
  'token-blocked': 'A search or user-triggered AI agent is blocked from / (subject: the token).',
  'robots-unreachable': 'robots.txt is unreachable, so every AI crawler must assume it may fetch nothing.',
  'all-blocked': 'robots.txt disallows / for every search and user-triggered AI token the check judges (agents that do not obey robots.txt are not held by it).',
  'no-explicit-groups': 'No group names an AI token (or there is no robots.txt): they all fall back to the "*" group.',
  'explicit-groups': 'robots.txt names AI tokens explicitly.',
  'some-blocked': 'Some search or user-triggered AI agents are blocked from /.',
  'over-cap': 'robots.txt was judged on its first 500 KiB only.',
} as const;
type Code = keyof typeof CODES;

/** Without explicit AI groups the best a site can score: it works, but states no intent. */
const WILDCARD_ONLY_CEILING = 60;

function decidingLine(verdict: RobotsVerdict, robots: RobotsArtifact): string {
  if (robots.kind === 'unreachable') return 'robots.txt unreachable: complete disallow assumed';
  if (!robots.parsed) return 'no robots.txt: everything allowed';
  const group = verdict.groupLine !== null ? `${verdict.namedGroup ? 'named group' : '"*" group'} at line ${verdict.groupLine}` : 'no group applies';
  return verdict.line !== null ? `line ${verdict.line} "${verdict.rule}" (${group})` : `no rule matches / (${group})`;
}

export const aiCrawlerRules = defineCheck({
  meta: {
    id: 'ai-crawler-rules',
    name: 'AI crawler rules',
    description:
      'Resolves robots.txt for each known AI crawler and agent token: search and user-triggered agents should be allowed; training is the owner\'s choice.',
    category: 'Access',
    scope: 'origin',
    codes: CODES,
  },
  requires: { origin: ['robots'] },
  run({ origin: { robots } }) {
    const findings: Array<DraftFinding<Code>> = [];
    const judged = AI_TOKENS.filter((entry) => entry.class !== 'training');
    let allowedCount = 0;
    for (const entry of AI_TOKENS) {
      const verdict = robotsAllows(robots, entry.token, '/');
      const evidence = tokenEvidence(entry.token, entry.class, verdict.allowed, decidingLine(verdict, robots));
      if (entry.class === 'training') {
        findings.push(about(entry.token, info('training-token', `${entry.token} (training) is ${verdict.allowed ? 'allowed' : 'blocked'} from /; training is your choice and is not scored.`, evidence, null)));
        continue;
      }
      if (verdict.allowed) {
        allowedCount++;
        findings.push(about(entry.token, pass('token-allowed', `${entry.token} (${entry.class}) may fetch /.`, evidence, null)));
      } else {
        findings.push(
          about(entry.token, warn(
            'token-blocked',
            `${entry.token} (${entry.class}) is blocked from /, so it cannot ${entry.class === 'search' ? 'show your pages in AI search answers' : 'fetch your pages when a user asks it to'}.`,
            evidence,
            `Add a group "User-agent: ${entry.token}" with "Allow: /" (or remove the Disallow that matches), keeping training crawlers blocked if you wish.`,
          )),
        );
      }
    }

    if (robots.kind === 'unreachable') {
      findings.unshift(
        fail(
          'robots-unreachable',
          'robots.txt is unreachable, so every AI crawler must assume it may fetch nothing (RFC 9309 §2.3.1.4).',
          `${robots.url} — ${robots.response ? `HTTP ${robots.response.status}` : (robots.failure?.message ?? 'no answer')}`,
          'Make /robots.txt answer 200 with your rules (or 404 if you have none).',
        ),
      );
      return outcome(0, findings);
    }

    const share = allowedCount / judged.length;
    if (allowedCount === 0) {
      findings.unshift(
        fail(
          'all-blocked',
          `robots.txt disallows / for every search and user-triggered AI token checked (${judged.length} of ${judged.length}); agents that do not obey robots.txt are not held by it.`,
          `${judged.length} of ${judged.length} tokens blocked`,
          'Allow search and user-triggered agents (OAI-SearchBot, Claude-SearchBot, PerplexityBot, ChatGPT-User, Claude-User, …) in robots.txt.',
        ),
      );
      return outcome(0, findings);
    }

    const explicit = robots.parsed ? AI_TOKENS.filter((entry) => namesToken(robots.parsed!, entry.token)).map((e) => e.token) : [];
    let score = 100 * share;
    if (explicit.length === 0) {
      score = Math.min(score, WILDCARD_ONLY_CEILING);
      findings.unshift(
        warn(
          'no-explicit-groups',
          robots.parsed
            ? 'robots.txt names no AI crawler explicitly; they all fall back to the "*" group.'
            : 'There is no robots.txt, so AI crawlers get no explicit rules.',
          robots.parsed ? robots.url : `${robots.url} — ${robots.kind}`,
          'State your intent per AI token, e.g. "User-agent: OAI-SearchBot" + "Allow: /" and "User-agent: GPTBot" + "Disallow: /" if you opt out of training.',
        ),
      );
    } else {
      findings.unshift(pass('explicit-groups', `robots.txt names AI tokens explicitly: ${explicit.join(', ')}.`, robots.url, null));
    }
    if (share < 1) {
      findings.unshift(
        warn(
          'some-blocked',
          `${judged.length - allowedCount} of ${judged.length} search and user-triggered AI agents are blocked from /.`,
          null,
          'Unblock search and user-triggered agents; they fetch on behalf of people looking for your content.',
        ),
      );
    }
    if (robots.overCap) {
      findings.push(warn('over-cap', 'robots.txt was judged on its first 500 KiB only.', robots.url, 'Shorten robots.txt below 500 KiB.'));
    }
    return outcome(score, findings);
  },
});
