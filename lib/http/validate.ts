// Runs a zod schema over request input and turns the first issue into a 400 that names the problem.
import type { z } from 'zod';
import { ApiError, type ApiErrorCode } from './errors';
import { issuePredicate, reportedIssue } from './issue-wording';

export type InputPart = 'body' | 'query' | 'path';

const PART_ERROR: Record<InputPart, ApiErrorCode> = {
  body: 'invalid-body',
  query: 'invalid-parameter',
  path: 'invalid-parameter',
};

/**
 * How a message names what was sent: `request` as the HTTP request carries it (field, path or query parameter),
 * `mcp-arguments` as an MCP client sent it (every value is an argument of the tool or prompt, whatever REST part it
 * maps to).
 */
export type InputWording = 'request' | 'mcp-arguments';

export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part: InputPart, wording: InputWording = 'request'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = reportedIssue(result.error.issues);
  const code = (issue.code === 'custom' && (issue.params?.apiError as ApiErrorCode | undefined)) || PART_ERROR[part];
  throw new ApiError(code, wording === 'mcp-arguments' ? describeArgumentIssue(issue, value) : describeIssue(issue, part, value));
}

function describeArgumentIssue(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'unrecognized_keys') return unknownArguments(issue.keys);
  if (issue.path.length === 0) return 'The arguments must be a JSON object.';
  const name = issue.path.map(String).join('.');
  if (issue.code === 'invalid_type' && isMissing(value, issue.path)) return `The argument "${name}" is required.`;
  return `The argument "${name}" ${issuePredicate(issue)}`;
}

export function unknownArguments(keys: readonly string[]): string {
  return `Unknown argument${keys.length > 1 ? 's' : ''} ${keys.map((key) => `"${key}"`).join(', ')}.`;
}

function describeIssue(issue: z.core.$ZodIssue, part: InputPart, value: unknown): string {
  const name = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${key}"`).join(', ');
    const noun = part === 'body' ? 'field' : `${part} parameter`;
    return `Unknown ${noun}${issue.keys.length > 1 ? 's' : ''} ${keys}${part === 'body' ? ' in the request body' : ''}.`;
  }
  if (part === 'body' && issue.path.length === 0) return 'The request body must be a JSON object.';
  if (issue.code === 'invalid_type' && isMissing(value, issue.path)) {
    return part === 'body' ? `Field "${name}" is required.` : `The ${part} parameter "${name}" is required.`;
  }
  const label = part === 'body' ? `Field "${name}"` : `The ${part} parameter "${name}"`;
  return `${label} ${issuePredicate(issue)}`;
}

/** zod does not report the input, so a missing field is told apart from a mistyped one by looking it up. */
function isMissing(value: unknown, path: PropertyKey[]): boolean {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return true;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current === undefined;
}

/**
 * Query parameters as an object; a parameter sent twice is refused rather than silently picked. The object has no
 * prototype, so `__proto__` or `constructor` is a parameter like any other (an unknown one on strict endpoints).
 */
export function queryObject(searchParams: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = Object.create(null);
  for (const [key, value] of searchParams) {
    if (Object.hasOwn(query, key)) {
      throw new ApiError('invalid-parameter', `The query parameter "${key}" is repeated; send it once.`);
    }
    query[key] = value;
  }
  return query;
}
