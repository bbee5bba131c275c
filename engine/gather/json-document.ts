// One machine-readable document at a known URL (JSON, or YAML for OpenAPI): fetched through the shared
// expected-file classification (absent, HTML, soft 404, ...), then parsed. Used by the actions and commerce gatherers.
import { errorLine } from '../errors.js';
import type { CapName, FetchFailure, FetchedResponse } from '../fetch/types.js';
import { parseStrictJson } from '../parse/strict-json.js';
import type { GatherContext } from './context.js';
import { fetchExpectedFile, type ExpectedFile } from './soft404.js';

export type JsonDocument =
  /** No response (timeout, refused, network): the checks that need it cannot measure. */
  | { kind: 'error'; url: string; file: ExpectedFile; failure: FetchFailure }
  /** 4xx, 5xx, HTML, soft 404 or empty: counts as absent (`missingFileFinding` says why). */
  | { kind: 'missing'; url: string; file: ExpectedFile }
  | { kind: 'over-cap'; url: string; file: ExpectedFile; response: FetchedResponse }
  | { kind: 'invalid'; url: string; file: ExpectedFile; response: FetchedResponse; parseError: string }
  | { kind: 'ok'; url: string; file: ExpectedFile; response: FetchedResponse; value: unknown };

/** A document that answered (found, absent or broken): what checks judge once a failed fetch is ruled out. */
export type FetchedDocument = Exclude<JsonDocument, { kind: 'error' }>;

export interface FetchDocumentOptions {
  /** Also accept YAML (OpenAPI descriptions). */
  yaml?: boolean;
  /** The Accept header, where the document has a media type of its own to ask for. */
  accept?: string;
  /** The byte cap (default: JSON documents'). */
  cap?: CapName;
}

/**
 * Each response body is parsed once, whoever reads it: gatherers that fetch the same document (the fetch is memoized
 * per audit, so they hold the same response) share one parse and so one value (issue 34, one reading of each document).
 */
const parsedBodies = new WeakMap<FetchedResponse, ReturnType<typeof parseStrictJson>>();

function parseBodyOnce(response: FetchedResponse): ReturnType<typeof parseStrictJson> {
  let parsed = parsedBodies.get(response);
  if (!parsed) {
    parsed = parseStrictJson(response.body);
    parsedBodies.set(response, parsed);
  }
  return parsed;
}

/** A fetched document read as JSON (as RFC 8259 has it: its bytes, not a repaired text). */
export function parseDocument(file: ExpectedFile): JsonDocument {
  const url = file.url;
  if (file.failure) return { kind: 'error', url, file, failure: file.failure };
  const response = file.response;
  if (file.kind !== 'ok' || !response) return { kind: 'missing', url, file };
  if (response.overCap) return { kind: 'over-cap', url, file, response };
  const json = parseBodyOnce(response);
  if (json.ok) return { kind: 'ok', url, file, response, value: json.value };
  return { kind: 'invalid', url, file, response, parseError: json.error };
}

/**
 * A fetched document that may also be YAML (OpenAPI descriptions): read as JSON, else as YAML (the YAML parser loads
 * on the first body that needs it). A body that is JSON in shape stays judged as JSON: YAML (a superset) would
 * silently accept what RFC 8259 refuses.
 */
export async function parseJsonOrYamlDocument(file: ExpectedFile): Promise<JsonDocument> {
  const document = parseDocument(file);
  if (document.kind !== 'invalid' || /^\s*[[{]/.test(document.response.text)) return document;
  const { url, response } = document;
  const { parseYaml } = await import('../parse/yaml.js');
  try {
    const value = parseYaml(response.text);
    if (value !== null && typeof value === 'object') return { kind: 'ok', url, file, response, value };
    return { kind: 'invalid', url, file, response, parseError: 'The body is neither a JSON nor a YAML object.' };
  } catch (yamlError) {
    return { kind: 'invalid', url, file, response, parseError: `Neither JSON nor YAML: ${errorLine(yamlError)}` };
  }
}

export async function fetchJsonDocument(
  ctx: GatherContext,
  url: string,
  options: FetchDocumentOptions = {},
): Promise<JsonDocument> {
  const accept = options.accept ?? (options.yaml ? 'application/json, application/yaml;q=0.9, */*;q=0.5' : 'application/json, */*;q=0.5');
  const file = await fetchExpectedFile(ctx, url, options.cap ?? 'json', { accept });
  return options.yaml ? parseJsonOrYamlDocument(file) : parseDocument(file);
}

/** A document at its current location, else (fetched only then) at its legacy one; `loaded` is the one that parsed. */
export async function fetchCurrentOrLegacy(
  ctx: GatherContext,
  currentUrl: string,
  legacyUrl: string,
): Promise<{
  current: JsonDocument;
  legacy: JsonDocument | null;
  loaded: { url: string; path: 'current' | 'legacy'; value: unknown } | null;
}> {
  const current = await fetchJsonDocument(ctx, currentUrl);
  if (current.kind === 'ok') {
    return { current, legacy: null, loaded: { url: current.url, path: 'current', value: current.value } };
  }
  const legacy = await fetchJsonDocument(ctx, legacyUrl);
  const loaded = legacy.kind === 'ok' ? { url: legacy.url, path: 'legacy' as const, value: legacy.value } : null;
  return { current, legacy, loaded };
}
