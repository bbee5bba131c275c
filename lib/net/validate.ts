// Runs a zod schema over request input and turns the first issue into a 400 that names the problem.
import type { z } from 'zod';
import { ApiError, type ApiErrorCode } from '@/lib/errors/api-errors';
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
  const control = controlCharacterIn(value);
  if (control) throw new ApiError(PART_ERROR[part], describeControlCharacter(control, part, wording));
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = reportedIssue(result.error.issues);
  const code = (issue.code === 'custom' && (issue.params?.apiError as ApiErrorCode | undefined)) || PART_ERROR[part];
  const missing = missingNames(result.error.issues, value);
  // Every required field or parameter that is missing, at once: a caller fixes them in one go, not one per request.
  if (wording === 'request' && missing.length > 1 && isMissingIssue(issue, value)) throw new ApiError(code, describeMissing(missing, part));
  throw new ApiError(code, wording === 'mcp-arguments' ? describeArgumentIssue(issue, value) : describeIssue(issue, part, value));
}

/** An issue about a field or parameter that was not sent at all (of any code: an enum's is invalid_value). */
function isMissingIssue(issue: z.core.$ZodIssue, value: unknown): boolean {
  return issue.code !== 'unrecognized_keys' && issue.path.length > 0 && isMissing(value, issue.path);
}

function missingNames(issues: readonly z.core.$ZodIssue[], value: unknown): string[] {
  return [...new Set(issues.filter((issue) => isMissingIssue(issue, value)).map((issue) => issue.path.map(String).join('.')))];
}

/** `The query parameters "score", "category" and "scorecard" are required.` */
function describeMissing(names: readonly string[], part: InputPart): string {
  const quoted = names.map((name) => `"${name}"`);
  const list = `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  return part === 'body' ? `Fields ${list} are required.` : `The ${part} parameters ${list} are required.`;
}

/**
 * Characters no text field takes, whatever its schema: the C0 controls but tab, line feed and carriage return, DEL and
 * the C1 controls, and UTF-16 surrogates that pair with nothing (PostgreSQL refuses NUL in text and jsonb, and a lone
 * surrogate in jsonb, so either would otherwise surface as a 500). Checked once where input is read: every JSON body
 * as it is parsed (lib/net/body.ts: REST, MCP, A2A, OAuth registration), and every query, path and form value a schema
 * parses (parseInput), keys included.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface ControlCharacter {
  path: Array<string | number>;
  codePoint: number;
}

/** The first string (or key) holding a control character, by its path; null when there is none. Iterative: any depth. */
export function controlCharacterIn(value: unknown): ControlCharacter | null {
  const pending: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      const found = CONTROL_CHARACTER.exec(next.value);
      if (found) return { path: next.path, codePoint: found[0].charCodeAt(0) };
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    const entries: Array<[string | number, unknown]> = Array.isArray(next.value) ? next.value.map((item, index) => [index, item]) : Object.entries(next.value);
    for (const [key, child] of entries.reverse()) {
      const path = [...next.path, key];
      if (typeof key === 'string') {
        const inKey = CONTROL_CHARACTER.exec(key);
        if (inKey) return { path, codePoint: inKey[0].charCodeAt(0) };
      }
      pending.push({ value: child, path });
    }
  }
  return null;
}

export function describeControlCharacter({ path, codePoint }: ControlCharacter, part: InputPart, wording: InputWording): string {
  // A key may hold the character itself: written escaped, as JSON would.
  const name = path
    .map(String)
    .join('.')
    .replace(new RegExp(CONTROL_CHARACTER.source, 'g'), (found) => `\\u${found.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const character = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  const what = codePoint >= 0xd800 && codePoint <= 0xdfff ? `an unpaired surrogate (${character})` : `a control character (${character})`;
  const label =
    path.length === 0
      ? 'The value'
      : wording === 'mcp-arguments'
        ? `The argument "${name}"`
        : part === 'body'
          ? `Field "${name}"`
          : `The ${part} parameter "${name}"`;
  return `${label} holds ${what}; text may hold printable characters, tabs and line breaks only.`;
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
