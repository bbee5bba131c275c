// Our wording for a failed zod check. Schema messages are ours, written as predicates ("must be ..."); zod's
// defaults ("Too big: expected int to be <=9007199254740991") speak of its internals and never reach a client.
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** The issue to report for a field: one carrying our own message when zod raised several for the same path. */
export function reportedIssue(issues: readonly Issue[]): Issue {
  const first = issues[0]!;
  const samePath = (issue: Issue) => issue.path.length === first.path.length && issue.path.every((key, i) => key === issue.path[i] && key === first.path[i]);
  return issues.find((issue) => samePath(issue) && isOwnMessage(issue.message)) ?? first;
}

export function isOwnMessage(message: string): boolean {
  return /^[a-z]/.test(message);
}

/** A predicate ("must be ...") for the issue: its own message, or one said in the API's words. */
export function issuePredicate(issue: Issue): string {
  if (isOwnMessage(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${TYPE_NAMES[issue.expected] ?? `of type ${issue.expected}`}.`;
    case 'too_big':
      return `must be ${boundWording(issue.origin, issue.inclusive === false ? 'less than' : 'at most', issue.maximum)}.`;
    case 'too_small':
      return `must be ${boundWording(issue.origin, issue.inclusive === false ? 'more than' : 'at least', issue.minimum)}.`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}.`;
    case 'invalid_format':
      return `must be a valid ${FORMAT_NAMES[issue.format] ?? issue.format}.`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}.`;
    default:
      return 'is not valid.';
  }
}

const TYPE_NAMES: Record<string, string> = {
  number: 'a number',
  int: 'an integer',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = { url: 'URL', email: 'email address', uuid: 'UUID', datetime: 'ISO 8601 date-time' };

function boundWording(origin: string, relation: string, bound: number | bigint): string {
  const amount = String(bound);
  switch (origin) {
    case 'string':
      return `${relation} ${amount} characters long`;
    case 'array':
    case 'set':
      return `a list of ${relation} ${amount} items`;
    case 'int':
      return `a whole number ${relation} ${amount}`;
    default:
      return `${relation} ${amount}`;
  }
}
