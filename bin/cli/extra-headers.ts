// --header "Name: value" (repeatable) and AGENTGAUGE_HEADERS (a JSON object): the extra headers a local audit sends to
// the audited origin alone, such as a protected preview's bypass token (issue 54 point 1). Checked by the engine's one
// rule (engine/fetch/origin-headers.ts) before any request. Every message names a header, never its value: values are
// secrets, and CI logs keep what the CLI prints. Loaded only when headers are given.
import { loadExtraHeaderRules } from '../../engine/light.js';
import { HEADERS_ENV } from './connection.js';
import { usageError } from './exit-codes.js';

function fromEnvironment(raw: string): Array<[string, string]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw usageError(`${HEADERS_ENV} is not JSON: set it to an object of header names and values, {"Name": "value"}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw usageError(`${HEADERS_ENV} must be a JSON object of header names and values, {"Name": "value"}`);
  }
  return Object.entries(parsed).map(([name, value]) => {
    if (typeof value !== 'string') throw usageError(`${HEADERS_ENV}: the value of ${name} must be a string`);
    return [name, value];
  });
}

function fromFlag(value: string, index: number): [string, string] {
  const separator = value.indexOf(':');
  if (separator <= 0) throw usageError(`--header (the ${ordinal(index + 1)}): write it as "Name: value"`);
  return [value.slice(0, separator), value.slice(separator + 1)];
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The headers of AGENTGAUGE_HEADERS, then of each --header (a later one wins on the same name); undefined when none. */
export async function extraHeadersOf(flags: readonly string[] | undefined, environment: string | undefined): Promise<Record<string, string> | undefined> {
  const { checkExtraHeaders } = await loadExtraHeaderRules();
  const entries = [...(environment?.trim() ? fromEnvironment(environment) : []), ...(flags ?? []).map(fromFlag)];
  const checked = checkExtraHeaders(entries);
  if (!checked.ok) {
    const from = (flags ?? []).some((flag) => flag.slice(0, Math.max(0, flag.indexOf(':'))).trim() === checked.name) ? '--header' : HEADERS_ENV;
    throw usageError(`${from}: ${checked.message}`);
  }
  return Object.keys(checked.headers).length > 0 ? { ...checked.headers } : undefined;
}
