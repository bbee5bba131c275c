import { about, fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import { CONTENT_SIGNAL_KEYS, isCleanSignal, parseContentSignal, type ContentSignalValue } from '../parse/content-signal.js';
import { parseUsagePreferences, parseUsageRule, statedPreferences, usageForPath, type UsagePreferences } from '../parse/content-usage.js';
import type { ContentSignalLine, ParsedRobots, RobotsRecord } from '../parse/robots-txt.js';
import { defineCheck } from './define.js';
import { judgeRsl, RSL_CODES, RSL_STATUSES } from './helpers/rsl-findings.js';

const EXAMPLE = 'Content-Signal: search=yes, ai-input=yes, ai-train=no';
const CODES = {
  'line-outside-group': 'A Content-Signal line sits before the first User-agent line, outside any group (subject: the line).',
  'line-unknown-values': 'A Content-Signal line has keys or values agents do not understand (subject: the line).',
  'line-incomplete': 'A Content-Signal line does not state all of search, ai-input and ai-train (subject: the line).',
  'line-complete': 'A Content-Signal line states search, ai-input and ai-train (subject: the line).',
  'header-unknown-values': 'The Content-Signal response header has keys or values agents do not understand.',
  header: 'The start page sends a Content-Signal response header.',
  'header-only': 'Content signals are stated only in a response header, not in robots.txt.',
  none: 'No Content-Signal is stated, in robots.txt or in the response headers.',
  'usage-rule': 'robots.txt has an IETF AIPREF Content-Usage rule (draft-ietf-aipref-attach-05 §4: for a path, or every path when it names none); reported, not scored (subject: the line).',
  'usage-rule-invalid':
    'A robots.txt Content-Usage rule is outside a group, or states no train-ai/ai-use/search preference that parses (draft-ietf-aipref-vocab-08) (subject: the line).',
  'usage-header': 'The start page sends an IETF AIPREF Content-Usage header (draft-ietf-aipref-attach-05 §3); reported, not scored.',
  'usage-header-invalid': 'The Content-Usage response header is not a dictionary stating train-ai, ai-use or search as y or n.',
  'usage-start-page':
    'The AIPREF preferences that apply to the start page: the wildcard group\'s Content-Usage rules with the longest matching path (attach-05 §4.1), combined with the header, the most restrictive winning (vocab-08 §Combining Preferences); none apply to a path robots.txt disallows.',
  ...RSL_CODES,
} as const;
type Code = keyof typeof CODES;

const CREATE_HINT = `Add a line such as "${EXAMPLE}" inside the "User-agent: *" group of robots.txt (contentsignals.org).`;

function stated(value: ContentSignalValue): string[] {
  return CONTENT_SIGNAL_KEYS.filter((key) => value.signals[key] !== undefined);
}

function problems(value: ContentSignalValue): string[] {
  return [
    ...value.unknownKeys.map((pair) => `unknown key "${pair}"`),
    ...value.invalidValues.map((pair) => (/^use\s*=/i.test(pair) ? `use not immediate/reference/full "${pair}"` : `value not yes/no "${pair}"`)),
    ...value.malformed.map((part) => `not key=value "${part}"`),
  ];
}

/** Score of one line: 100 only for a clean line in a group stating all three keys. */
function lineScore(line: ContentSignalLine): number {
  const keys = stated(line).length;
  if (keys === CONTENT_SIGNAL_KEYS.length && isCleanSignal(line) && line.group !== null) return 100;
  let score = 30 + 20 * keys;
  if (!isCleanSignal(line)) score -= 20;
  if (line.group === null) score -= 20;
  return Math.max(10, Math.min(90, score));
}

function judgeLine(line: ContentSignalLine): DraftFinding<Code> {
  return about(`Content-Signal: ${line.raw}`, lineFinding(line));
}

function lineFinding(line: ContentSignalLine): DraftFinding<Code> {
  const detail = `robots.txt line ${line.line}: Content-Signal: ${line.raw}`;
  const keys = stated(line);
  const issues = problems(line);
  const missing = CONTENT_SIGNAL_KEYS.filter((key) => !keys.includes(key));
  if (line.group === null) {
    return warn('line-outside-group', 'This Content-Signal line sits before the first User-agent line, outside any group.', detail, 'Move it under a "User-agent:" line, e.g. "User-agent: *".');
  }
  if (issues.length > 0) {
    return warn('line-unknown-values', `This Content-Signal line has values agents do not understand: ${issues.join(', ')}.`, detail, `Use only the keys search, ai-input and ai-train with yes or no (and use= immediate, reference or full), e.g. "${EXAMPLE}".`);
  }
  if (missing.length > 0) {
    return warn('line-incomplete', `This Content-Signal line does not state ${missing.join(', ')}.`, detail, `State all three keys, e.g. "${EXAMPLE}".`);
  }
  return pass('line-complete', 'A Content-Signal line states search, ai-input and ai-train.', detail, null);
}

const AIPREF_HINT = 'Write preferences as in draft-ietf-aipref-attach-05 with the draft-ietf-aipref-vocab-08 categories: "Content-Usage: train-ai=n, ai-use=y, search=y" (or with a path: "Content-Usage: /blog/ train-ai=y") inside a group, and the header "Content-Usage: train-ai=n".';

function usageProblems(value: UsagePreferences): string[] {
  if (value.syntaxError) return [value.syntaxError];
  const problems = value.invalidValues.map((member) => `value not y/n "${member}"`);
  if (statedPreferences(value) === '') problems.push('no train-ai, ai-use or search preference');
  return problems;
}

function ignoredNote(value: UsagePreferences): string {
  return value.ignoredKeys.length > 0 ? ` (keys outside the vocabulary, ignored: ${value.ignoredKeys.join(', ')})` : '';
}

function judgeUsageRule(record: RobotsRecord): DraftFinding<Code> {
  const rule = parseUsageRule(record.value);
  const detail = `robots.txt line ${record.line}: Content-Usage: ${record.value.slice(0, 200)}`;
  const problems = [...(record.group === null ? ['before the first User-agent line, outside any group'] : []), ...usageProblems(rule)];
  const scope = rule.path === null ? 'every path of its group (the rule names no path)' : rule.path;
  const finding =
    problems.length > 0
      ? warn('usage-rule-invalid', `This Content-Usage rule cannot be applied: ${problems.join(', ')}.`, detail, AIPREF_HINT)
      : info('usage-rule', `robots.txt states AIPREF usage preferences for ${scope}: ${statedPreferences(rule)}${ignoredNote(rule)}.`, detail, null);
  return about(`Content-Usage: ${record.value}`, finding);
}

function judgeUsageHeader(header: string, url: string): DraftFinding<Code> {
  const value = parseUsagePreferences(header);
  const detail = `${url} — Content-Usage: ${header.slice(0, 200)}`;
  const problems = usageProblems(value);
  return problems.length > 0
    ? warn('usage-header-invalid', `The Content-Usage header states no usable preference: ${problems.join(', ')}.`, detail, AIPREF_HINT)
    : info('usage-header', `The start page sends AIPREF usage preferences: ${statedPreferences(value)}${ignoredNote(value)}.`, detail, null);
}

/** What the AIPREF preferences say about the start page itself, once robots.txt's path rules and the header are combined. */
function startPageUsage(parsed: ParsedRobots | null, url: string, header: string | null): DraftFinding<Code> | null {
  const path = (() => {
    try {
      const target = new URL(url);
      return target.pathname + target.search;
    } catch {
      return '/';
    }
  })();
  const rules = parsed ? usageForPath(parsed, path) : null;
  const fromHeader = header !== null ? parseUsagePreferences(header) : null;
  if (!rules && !fromHeader) return null;
  if (rules && !rules.crawlable) {
    return info('usage-start-page', `robots.txt disallows the start page (${path}) to the wildcard group, so no Content-Usage rule applies to it (draft-ietf-aipref-attach-05 §4.1).`, rules.rules.map((record) => `line ${record.line}`).join(', ') || null, null);
  }
  const combined: UsagePreferences['preferences'] = { ...(rules?.preferences ?? {}) };
  for (const [category, value] of Object.entries(fromHeader?.preferences ?? {}) as Array<[keyof UsagePreferences['preferences'], 'y' | 'n']>) {
    combined[category] = combined[category] === 'n' ? 'n' : value;
  }
  const stated = statedPreferences({ preferences: combined });
  const sources = [
    ...(rules && rules.rules.length > 0 ? [`robots.txt line${rules.rules.length === 1 ? '' : 's'} ${rules.rules.map((record) => record.line).join(', ')}`] : []),
    ...(fromHeader && statedPreferences(fromHeader) !== '' ? ['the Content-Usage header'] : []),
  ];
  if (sources.length === 0) return null;
  return info('usage-start-page', `The AIPREF preferences for the start page (${path}) are ${stated || 'unknown for every category'}, from ${sources.join(' and ')}.`, `${url} — ${sources.join('; ')}`, null);
}

export const contentSignals = defineCheck({
  meta: {
    id: 'content-signals',
    name: 'Content signals',
    description:
      'Looks for Content-Signal preferences (search, ai-input, ai-train) in robots.txt groups or response headers, which tell AI systems how content may be used, and reports IETF AIPREF Content-Usage preferences (train-ai, ai-use, search).',
    category: 'Access',
    scope: 'origin',
    codes: CODES,
    statuses: RSL_STATUSES,
  },
  requires: { origin: ['robots', 'rsl'], page: ['page'] },
  run({ origin: { robots, rsl }, page: { page } }) {
    const lines = robots.contentSignals;
    const header = page.response?.headers['content-signal'] ?? null;
    const findings: Array<DraftFinding<Code>> = lines.map(judgeLine);
    let score = Math.max(0, ...lines.map(lineScore));

    if (header !== null) {
      const parsed = parseContentSignal(header);
      const detail = `${page.url} — Content-Signal: ${header.slice(0, 200)}`;
      const issues = problems(parsed);
      findings.push(
        issues.length > 0
          ? warn('header-unknown-values', `The Content-Signal response header has values agents do not understand: ${issues.join(', ')}.`, detail, `Use "${EXAMPLE.replace('Content-Signal: ', '')}".`)
          : info('header', `The start page sends a Content-Signal header stating ${stated(parsed).join(', ') || 'no known key'}.`, detail, null),
      );
      if (issues.length > 0) score = Math.min(score, 90);
      if (lines.length === 0) {
        score = issues.length > 0 ? 20 : 40;
        findings.push(warn('header-only', 'Content signals are stated only in a response header, not in robots.txt.', detail, CREATE_HINT));
      }
    }

    // AIPREF preferences are read and reported (checks.md, content-signals): they never move the score.
    const usageRules = (robots.parsed?.otherRecords ?? []).filter((record) => record.key === 'content-usage');
    findings.push(...usageRules.map(judgeUsageRule));
    const usageHeader = page.response?.headers['content-usage'] ?? null;
    if (usageHeader !== null) findings.push(judgeUsageHeader(usageHeader, page.url));
    const startPage = startPageUsage(robots.parsed, page.response?.finalUrl ?? page.url, usageHeader);
    if (startPage) findings.push(startPage);

    // RSL 1.0 licenses (checks.md 2026-11): a valid site-wide license counts like a complete line; one used wrongly caps the score.
    const signals = [...lines, ...(header !== null ? [parseContentSignal(header)] : [])];
    const usages = [...usageRules.map((record) => parseUsageRule(record.value)), ...(usageHeader !== null ? [parseUsagePreferences(usageHeader)] : [])];
    const licenses = judgeRsl(rsl, signals, usages);
    findings.push(...licenses.findings);
    if (licenses.present) {
      const stated = lines.length > 0 || header !== null ? score : 0;
      return outcome(Math.min(licenses.cap, Math.max(stated, licenses.lineScore ?? 30)), findings);
    }

    if (lines.length === 0 && header === null) {
      findings.push(
        fail(
          'none',
          usageRules.length > 0 || usageHeader !== null
            ? 'No Content-Signal is stated, in robots.txt or in the start page\'s response headers; the AIPREF Content-Usage preferences are reported but do not state search, ai-input and ai-train.'
            : 'No Content-Signal is stated, in robots.txt or in the start page\'s response headers.',
          robots.parsed ? robots.url : `${robots.url} — ${robots.kind}`,
          CREATE_HINT,
        ),
      );
      return outcome(0, findings);
    }
    return outcome(score, findings);
  },
});
