// OpenAPI: the description's first server URL is called, then a few safe operations (GET, no required parameter, no
// security requirement: reading them changes nothing and needs no credentials), each judged against what the
// description declares for it: a declared status (OpenAPI 3.1 §4.8.16 Responses: the code, its `nXX` range, or
// `default`), a declared media type (§4.8.14 Media Type), and a body valid against the declared schema.
import { SURFACE_PROBE_LIMITS } from '../config.js';
import { isObject } from '../parse/json-values.js';
import { parseStrictJson } from '../parse/strict-json.js';
import { resolveUrl } from '../parse/urls.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { documentValidator } from '../parse/json-schema.js';
import type { UnrunPattern } from '../parse/site-pattern.js';
import { isOwnLimit } from '../measured.js';
import { schemaSessionOf } from './schema-session.js';
import { responseSummary } from './probe-link.js';

/** `unchecked`: declared status and media type, but the body was not (fully) validated: a budget, named in the evidence. */
/** `not-measured`: no answer because of the audit's own limits (out of time, refused by its target rules; engine/measured.ts). */
export type OperationOutcome = 'answers' | 'unchecked' | 'wrong-status' | 'wrong-content-type' | 'invalid-body' | 'unreachable' | 'not-measured';

export interface OperationProbe {
  /** "GET /v1/status" as the description names it. */
  operation: string;
  url: string;
  outcome: OperationOutcome;
  evidence: string;
}

export interface OpenApiProbeArtifact {
  /** Null when there was no OpenAPI 3.x description to call. */
  /** `notMeasured`: the call got no answer because of the audit's own limits (engine/measured.ts). */
  server: { url: string; ok: boolean; evidence: string; notMeasured?: boolean } | null;
  /** GET operations the description declares (to tell "none safe" from "none at all"). */
  getOperations: number;
  operations: OperationProbe[];
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    openapiProbe: OpenApiProbeArtifact;
  }
}

type Json = Record<string, unknown>;

/** JSON pointer escaping (RFC 6901 §3). */
const escapePointer = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

/** Follows a local `$ref` ("#/components/…"): the object it names and its pointer. */
function deref(document: Json, value: unknown, pointer: string): { value: unknown; pointer: string } {
  let current = { value, pointer };
  for (let hops = 0; hops < 8 && isObject(current.value) && typeof current.value.$ref === 'string'; hops++) {
    const ref = current.value.$ref;
    if (!ref.startsWith('#/')) return { value: null, pointer: current.pointer };
    const path = ref.slice(2).split('/').map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
    let target: unknown = document;
    for (const token of path) target = isObject(target) ? target[token] : Array.isArray(target) ? target[Number(token)] : undefined;
    current = { value: target, pointer: ref.slice(1) };
  }
  return current;
}

/** OpenAPI 3.x §4.8.5 Server Object: the first server, its variables at their defaults, relative to the document. */
function serverUrl(document: Json, documentUrl: string): string | null {
  const first = Array.isArray(document.servers) && isObject(document.servers[0]) ? document.servers[0] : null;
  let url = first && typeof first.url === 'string' ? first.url : '/';
  const variables = first && isObject(first.variables) ? first.variables : {};
  url = url.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const variable = variables[name];
    return isObject(variable) && typeof variable.default === 'string' ? variable.default : '';
  });
  return resolveUrl(url, documentUrl);
}

function requiresSecurity(document: Json, operation: Json): boolean {
  const requirements = operation.security ?? document.security;
  if (!Array.isArray(requirements) || requirements.length === 0) return false;
  // An empty requirement object ({}) makes the security optional (OpenAPI 3.1 §4.8.30).
  return !requirements.some((requirement) => isObject(requirement) && Object.keys(requirement).length === 0);
}

function hasRequiredParameter(document: Json, pathItem: Json, operation: Json, path: string): boolean {
  if (/\{[^}]+\}/.test(path)) return true;
  const parameters = [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])];
  return parameters.some((parameter) => {
    const resolved = deref(document, parameter, '').value;
    return isObject(resolved) && (resolved.required === true || resolved.in === 'path');
  }) || (isObject(operation.requestBody) && deref(document, operation.requestBody, '').value !== null && (deref(document, operation.requestBody, '').value as Json).required === true);
}

interface SafeOperation {
  path: string;
  pointer: string;
  operation: Json;
}

function safeOperations(document: Json): { safe: SafeOperation[]; gets: number } {
  const paths = isObject(document.paths) ? document.paths : {};
  const safe: SafeOperation[] = [];
  let gets = 0;
  for (const [path, item] of Object.entries(paths)) {
    const pathItem = deref(document, item, `/paths/${escapePointer(path)}`);
    if (!isObject(pathItem.value) || !isObject(pathItem.value.get)) continue;
    gets++;
    const operation = pathItem.value.get;
    if (requiresSecurity(document, operation) || hasRequiredParameter(document, pathItem.value, operation, path)) continue;
    safe.push({ path, pointer: `${pathItem.pointer}/get`, operation });
  }
  return { safe, gets };
}

/** The declared response for a status: the exact code, its range (`2XX`), or `default` (OpenAPI 3.1 §4.8.16). */
function declaredResponse(document: Json, operation: SafeOperation, status: number): { value: Json; pointer: string } | null {
  const responses = isObject(operation.operation.responses) ? operation.operation.responses : {};
  for (const key of [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default']) {
    if (!(key in responses)) continue;
    const resolved = deref(document, responses[key], `${operation.pointer}/responses/${escapePointer(key)}`);
    return isObject(resolved.value) ? { value: resolved.value, pointer: resolved.pointer } : null;
  }
  return null;
}

/** Media type range matching (RFC 9110 §12.5.1): exact, `type/*`, or `*\/*`. */
function matchingMediaType(declared: string[], served: string): string | null {
  return (
    declared.find((type) => type.split(';')[0]!.trim().toLowerCase() === served) ??
    declared.find((type) => type.endsWith('/*') && served.startsWith(type.slice(0, -1).toLowerCase())) ??
    declared.find((type) => type === '*/*') ??
    null
  );
}

const isJsonType = (type: string) => type === 'application/json' || type.endsWith('+json');

/** The patterns a validation did not run, for the evidence: "pattern /x/ was not evaluated: why". */
function unrunPatterns(unrun: readonly UnrunPattern[]): string {
  const shown = unrun.slice(0, 3).map((item) => `/${item.pattern.length > 60 ? `${item.pattern.slice(0, 60)}…` : item.pattern}/ (${item.reason})`);
  return `${shown.join('; ')}${unrun.length > 3 ? ` and ${unrun.length - 3} more` : ''}`;
}

async function probeOperation(ctx: GatherContext, document: Json, base: string, operation: SafeOperation, dialect: 'draft2020' | 'draft07'): Promise<OperationProbe> {
  const url = `${base.replace(/\/+$/, '')}${operation.path.startsWith('/') ? operation.path : `/${operation.path}`}`;
  const named = `GET ${operation.path}`;
  const result = await ctx.fetch({ url, cap: 'json', headers: { accept: 'application/json, */*;q=0.5' } });
  if (!result.ok) return { operation: named, url, outcome: isOwnLimit(result.error) ? 'not-measured' : 'unreachable', evidence: result.error.message };
  const response = result.response;
  const evidence = responseSummary(response);
  const declared = declaredResponse(document, operation, response.status);
  if (!declared) return { operation: named, url, outcome: 'wrong-status', evidence: `${evidence}: the description declares no response for ${response.status}` };
  const content = isObject(declared.value.content) ? declared.value.content : null;
  if (!content || Object.keys(content).length === 0) return { operation: named, url, outcome: 'answers', evidence };
  const mediaType = matchingMediaType(Object.keys(content), response.contentType);
  if (!mediaType) {
    return { operation: named, url, outcome: 'wrong-content-type', evidence: `${evidence}: the description declares ${Object.keys(content).join(', ')} for ${response.status}` };
  }
  const media = content[mediaType];
  if (!isObject(media) || media.schema === undefined || !isJsonType(response.contentType) || response.overCap) return { operation: named, url, outcome: 'answers', evidence };
  const body = parseStrictJson(response.body);
  if (!body.ok) return { operation: named, url, outcome: 'invalid-body', evidence: `${evidence}: the body is not JSON (${body.error})` };
  const validator = await documentValidator(document, `${declared.pointer}/content/${escapePointer(mediaType)}/schema`, dialect, schemaSessionOf(ctx));
  if ('problem' in validator) return { operation: named, url, outcome: 'answers', evidence: `${evidence}; the declared schema does not compile, so the body was not validated (${validator.problem})` };
  if ('notCompiled' in validator) return { operation: named, url, outcome: 'unchecked', evidence: `${evidence}; the body was not validated: the declared schema was not compiled, ${validator.notCompiled}` };
  const { valid, error, unrun } = validator.validate(body.value);
  // A pattern not run counted as a match, which can decide either way (a `patternProperties` key then gets its
  // subschema): the body is neither valid nor invalid for sure.
  if (unrun.length > 0) return { operation: named, url, outcome: 'unchecked', evidence: `${evidence}; the body was not fully validated, patterns not evaluated: ${unrunPatterns(unrun)}` };
  if (!valid) {
    return { operation: named, url, outcome: 'invalid-body', evidence: `${evidence}: the body does not match the declared schema (${error ? `${error.instancePath || '/'} ${error.message ?? ''}`.trim() : 'invalid'})` };
  }
  return { operation: named, url, outcome: 'answers', evidence: `${evidence}, body valid against the declared schema` };
}

export const openapiProbeGatherer = defineOriginGatherer('openapiProbe', async (ctx) => {
  // The description's own failures are the openapi check's to report; here they only mean nothing to call.
  const openapi = await ctx.get('openapi').catch(() => null);
  const found = openapi?.found;
  const document = found?.document.kind === 'ok' && isObject(found.document.value) ? found.document.value : null;
  if (!found || !document || typeof document.openapi !== 'string' || !document.openapi.startsWith('3.')) {
    return { server: null, getOperations: 0, operations: [] };
  }
  const base = serverUrl(document, found.url);
  if (!base) return { server: null, getOperations: 0, operations: [] };
  const dialect = document.openapi.startsWith('3.0') ? 'draft07' : 'draft2020';
  const { safe, gets } = safeOperations(document);
  const [serverResult, operations] = await Promise.all([
    ctx.fetch({ url: base, cap: 'html', headers: { accept: 'application/json, */*;q=0.5' } }),
    Promise.all(safe.slice(0, SURFACE_PROBE_LIMITS.openapiOperations).map((operation) => probeOperation(ctx, document, base, operation, dialect))),
  ]);
  // Any HTTP answer below 500 shows a server there (an API root often answers 401 or 404 itself).
  const server = serverResult.ok
    ? { url: base, ok: serverResult.response.status < 500, evidence: responseSummary(serverResult.response), notMeasured: false }
    : { url: base, ok: false, evidence: serverResult.error.message, notMeasured: isOwnLimit(serverResult.error) };
  return { server, getOperations: gets, operations };
});
