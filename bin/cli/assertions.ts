// Assertions as data, as Lighthouse CI has them: each `--assert <key>=<value>` is parsed once into an Assertion, and
// every evaluated assertion becomes one plain result that printing, the formats and the exit code all read.
import type { Category, CheckStatus } from '../../engine/index.js';
import { CATEGORIES } from '../../engine/light.js';
import { usageError } from './exit-codes.js';
import type { ReceivedReport } from './report-view.js';
import { countedOf } from './report-view.js';

export type AssertionTarget =
  | { kind: 'score' }
  | { kind: 'category'; category: Category }
  | { kind: 'check'; checkId: string };

export type Requirement = { kind: 'min'; min: number } | { kind: 'status'; status: 'pass' | 'warn' };

export interface Assertion {
  /** As written: `llms-txt=100`, `category:content=70`, `score=80`. */
  source: string;
  target: AssertionTarget;
  requirement: Requirement;
}

export interface AssertionResult {
  assertion: Assertion;
  /** What was measured: a score, a status, or why there is nothing to measure. */
  actual: string;
  passed: boolean;
  /** Set when the assertion was not judged because its check or category does not apply to the site. */
  notApplicable: boolean;
  /** One line: the check, what was required and what was measured. */
  message: string;
}

const STATUS_RANK: Record<CheckStatus, number> = { pass: 3, warn: 2, fail: 1, error: 0 };
const CATEGORY_PREFIX = 'category:';

/** The assertion keys a user may write, for error messages. */
export const ASSERTION_FORMS = '<check-id>=<0-100>, <check-id>=pass|warn, score=<0-100> or category:<name>=<0-100>';

function targetOf(key: string, isCheckId: (id: string) => boolean, where: string): AssertionTarget {
  if (key === 'score') return { kind: 'score' };
  if (key.toLowerCase().startsWith(CATEGORY_PREFIX)) {
    const name = key.slice(CATEGORY_PREFIX.length).trim().toLowerCase();
    const category = CATEGORIES.find((candidate) => candidate.toLowerCase() === name);
    if (!category) {
      throw usageError(`${where}: unknown category "${key.slice(CATEGORY_PREFIX.length)}" (one of ${CATEGORIES.map((c) => c.toLowerCase()).join(', ')})`);
    }
    return { kind: 'category', category };
  }
  if (!isCheckId(key)) throw usageError(`${where}: unknown check id "${key}" (run "agentgauge checks" for the list)`);
  return { kind: 'check', checkId: key };
}

function requirementOf(value: string, target: AssertionTarget, where: string): Requirement {
  if (value === 'pass' || value === 'warn') {
    if (target.kind !== 'check') throw usageError(`${where}: only a check can be asserted to ${value}; give a score (0-100)`);
    return { kind: 'status', status: value };
  }
  const min = Number(value);
  if (value === '' || !Number.isInteger(min) || min < 0 || min > 100) {
    throw usageError(`${where}: "${value}" is not a score from 0 to 100${target.kind === 'check' ? ', pass or warn' : ''}`);
  }
  return { kind: 'min', min };
}

/**
 * Parses one assertion, `<key>=<value>`; `where` names its origin in error messages (`--assert "x"`, or the config
 * file's key). Unknown ids and malformed values are usage errors.
 */
export function parseAssertion(source: string, isCheckId: (id: string) => boolean, where = `--assert "${source}"`): Assertion {
  const separator = source.lastIndexOf('=');
  if (separator <= 0) throw usageError(`${where}: expected ${ASSERTION_FORMS}`);
  const key = source.slice(0, separator).trim();
  const value = source.slice(separator + 1).trim().toLowerCase();
  const target = targetOf(key, isCheckId, where);
  return { source: `${key}=${value}`, target, requirement: requirementOf(value, target, where) };
}

function targetName(target: AssertionTarget): string {
  switch (target.kind) {
    case 'score':
      return 'overall score';
    case 'category':
      return `category ${target.category}`;
    case 'check':
      return target.checkId;
  }
}

function required(requirement: Requirement): string {
  return requirement.kind === 'min' ? `score ≥ ${requirement.min}` : `status ${requirement.status}${requirement.status === 'warn' ? ' or better' : ''}`;
}

function judged(assertion: Assertion, actual: string, passed: boolean): AssertionResult {
  return {
    assertion,
    actual,
    passed,
    notApplicable: false,
    message: `${targetName(assertion.target)}: required ${required(assertion.requirement)}, measured ${actual}`,
  };
}

function notJudged(assertion: Assertion, reason: string, passed: boolean): AssertionResult {
  return {
    assertion,
    actual: reason,
    passed,
    notApplicable: passed,
    message: `${targetName(assertion.target)}: required ${required(assertion.requirement)}, but ${reason}`,
  };
}

function evaluateOne(assertion: Assertion, report: ReceivedReport): AssertionResult {
  const { target, requirement } = assertion;
  if (target.kind === 'score') {
    return judged(assertion, String(report.overallScore), report.overallScore >= (requirement as { min: number }).min);
  }
  if (target.kind === 'category') {
    const category = report.categories?.find((candidate) => candidate.category === target.category);
    // A category none of whose checks applies has no score: like a not-applicable check, it is never a failure.
    if (!category || category.score === null) return notJudged(assertion, 'no check of this category applies to the site', true);
    return judged(assertion, String(category.score), category.score >= (requirement as { min: number }).min);
  }
  const result = report.results.find((candidate) => candidate.id === target.checkId);
  if (!result) return notJudged(assertion, 'the check was not run (add it to --checks)', false);
  if (result.applicable === false) return notJudged(assertion, 'the check does not apply to this site', true);
  const { score, status } = countedOf(result);
  if (requirement.kind === 'min') return judged(assertion, String(score), score >= requirement.min);
  return judged(assertion, status, STATUS_RANK[status] >= STATUS_RANK[requirement.status]);
}

export function evaluateAssertions(assertions: readonly Assertion[], report: ReceivedReport): AssertionResult[] {
  return assertions.map((assertion) => evaluateOne(assertion, report));
}

/**
 * Later assertions replace earlier ones of the same key and kind (the command line's `llms-txt=90` replaces the
 * file's `llms-txt=100`; a score and a status on one check both hold).
 */
export function mergeAssertions(...lists: Array<readonly Assertion[]>): Assertion[] {
  const byKey = new Map<string, Assertion>();
  for (const assertion of lists.flat()) {
    byKey.set(`${assertion.source.slice(0, assertion.source.lastIndexOf('='))}\u0000${assertion.requirement.kind}`, assertion);
  }
  return [...byKey.values()];
}
