// Agent commerce documents and payment challenges (UCP, ACP, x402, MPP, AP2): pure validators that list what they check.
import { isAbsoluteHttpUrl } from './urls.js';
import { isObject } from './json-values.js';
import { parseStrictJson } from './strict-json.js';
import { parseWwwAuthenticate } from './www-authenticate.js';
import { describeLeaks, leakingKeys } from './jwk-hygiene.js';
import { judgeUcpProfile } from './ucp-versions.js';

const DATE_VERSION = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Everything that keeps a UCP profile from being valid for the release it declares (ucp-versions.ts): shape errors
 * against that release's schema, fields of another release, a version no release has, private key material.
 */
export function validateUcp(value: unknown): string[] {
  const judged = judgeUcpProfile(value);
  const leaks = leakingKeys(judged.keys);
  return [
    ...(judged.unknownVersion ? [judged.unknownVersion] : []),
    ...judged.problems,
    ...judged.foreign.map((field) => `it carries ${field}`),
    ...(leaks.length > 0 ? [`"${judged.keysField}" publishes private key material (${describeLeaks(leaks)})`] : []),
  ];
}

/**
 * ACP's discovery document (/.well-known/acp.json) against the release that defines it: DiscoveryResponse in
 * agentic-commerce-protocol's spec/2026-04-17/json-schema/schema.agentic_checkout.json (the first release with it; the
 * RFC rfc.discovery.md is still marked Proposal). Closed objects (additionalProperties false): protocol {name "acp",
 * version, supported_versions (unique, oldest first, the last the latest), documentation_url}, api_base_url,
 * transports (rest, mcp), capabilities {services (checkout, orders, delegate_payment, carts; required), extensions
 * [{name, spec, schema}], intervention_types (3ds, biometric, address_verification), supported_currencies (lower-case
 * ISO 4217), supported_locales}. Versions are ACP's published releases (spec/2025-09-29 … spec/2026-04-17).
 */
export const ACP_RELEASES = ['2025-09-29', '2025-12-12', '2026-01-16', '2026-01-30', '2026-04-17'] as const;
export const ACP_DISCOVERY_RELEASE = '2026-04-17';
const ACP_TOP = ['protocol', 'api_base_url', 'transports', 'capabilities'];
const ACP_PROTOCOL = ['name', 'version', 'supported_versions', 'documentation_url'];
const ACP_CAPABILITIES: Record<string, readonly string[] | 'extensions' | 'currency' | 'locale'> = {
  services: ['checkout', 'orders', 'delegate_payment', 'carts'],
  extensions: 'extensions',
  intervention_types: ['3ds', 'biometric', 'address_verification'],
  supported_currencies: 'currency',
  supported_locales: 'locale',
};

function unknownMembers(value: Record<string, unknown>, known: readonly string[], where: string): string[] {
  const extra = Object.keys(value).filter((key) => !known.includes(key));
  return extra.length > 0 ? [`${where} has members the ${ACP_DISCOVERY_RELEASE} schema does not allow: ${extra.slice(0, 5).map((key) => `"${key.slice(0, 40)}"`).join(', ')}`] : [];
}

function uniqueStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') && new Set(value).size === value.length;
}

export function validateAcp(value: unknown): string[] {
  if (!isObject(value)) return ['the document is not a JSON object'];
  const problems: string[] = [...unknownMembers(value, ACP_TOP, 'the document')];
  const protocol = value.protocol;
  if (!isObject(protocol)) problems.push('"protocol" is missing');
  else {
    problems.push(...unknownMembers(protocol, ACP_PROTOCOL, '"protocol"'));
    if (protocol.name !== 'acp') problems.push('"protocol.name" is not "acp"');
    if (typeof protocol.version !== 'string' || !DATE_VERSION.test(protocol.version)) problems.push('"protocol.version" is not a YYYY-MM-DD version');
    else if (!(ACP_RELEASES as readonly string[]).includes(protocol.version)) problems.push(`"protocol.version" ${protocol.version} is not a published ACP release (${ACP_RELEASES.join(', ')})`);
    if (!uniqueStrings(protocol.supported_versions) || protocol.supported_versions.length === 0) problems.push('"protocol.supported_versions" is missing, empty or repeats a version');
    else {
      const versions = protocol.supported_versions;
      if (versions.some((version) => !DATE_VERSION.test(version))) problems.push('"protocol.supported_versions" holds a version that is not YYYY-MM-DD');
      else if ([...versions].sort().join() !== versions.join()) problems.push('"protocol.supported_versions" is not in chronological order (oldest first)');
      else if (typeof protocol.version === 'string' && versions.at(-1) !== protocol.version) problems.push(`the last of "protocol.supported_versions" (${versions.at(-1)}) is not "protocol.version" (${protocol.version}): the schema says it is always the latest`);
    }
    if (protocol.documentation_url !== undefined && !isAbsoluteHttpUrl(protocol.documentation_url)) problems.push('"protocol.documentation_url" is not an absolute URL');
  }
  if (!isAbsoluteHttpUrl(value.api_base_url)) problems.push('"api_base_url" is not an absolute URL');
  if (!uniqueStrings(value.transports) || value.transports.length === 0) problems.push('"transports" is missing or empty');
  else if (value.transports.some((transport) => transport !== 'rest' && transport !== 'mcp')) problems.push('"transports" names a transport other than rest and mcp');
  const capabilities = value.capabilities;
  if (!isObject(capabilities) || !Array.isArray(capabilities.services) || capabilities.services.length === 0) {
    problems.push('"capabilities.services" is missing or empty');
  }
  if (isObject(capabilities)) {
    problems.push(...unknownMembers(capabilities, Object.keys(ACP_CAPABILITIES), '"capabilities"'));
    for (const [name, rule] of Object.entries(ACP_CAPABILITIES)) {
      const list = capabilities[name];
      if (list === undefined) continue;
      if (!Array.isArray(list)) problems.push(`"capabilities.${name}" is not an array`);
      else if (rule === 'extensions') {
        if (list.some((extension) => !isObject(extension) || typeof extension.name !== 'string')) problems.push('"capabilities.extensions" holds an entry without "name"');
      } else if (rule === 'currency') {
        if (!uniqueStrings(list) || list.some((code) => !/^[a-z]{3}$/.test(code))) problems.push('"capabilities.supported_currencies" holds a code that is not lower-case ISO 4217 ("usd")');
      } else if (rule === 'locale') {
        if (!uniqueStrings(list)) problems.push('"capabilities.supported_locales" is not a list of unique BCP 47 tags');
      } else if (!uniqueStrings(list) || list.some((item) => !rule.includes(item))) {
        problems.push(`"capabilities.${name}" holds a value ${ACP_DISCOVERY_RELEASE} does not define (${rule.join(', ')})`);
      }
    }
  }
  return problems;
}

/**
 * The x402 discovery manifest at /.well-known/x402 (a draft): an `x402Version` and a non-empty list of the paid
 * resources (`resources`, or `endpoints`/`items` in early drafts; an array or a map), each naming where it lives
 * (a URL string, or an object with `resource`, `url` or `path`). Payment terms of an entry, when given as `accepts`,
 * are judged like a 402's.
 */
export function validateX402Manifest(value: unknown): string[] {
  if (!isObject(value)) return ['the manifest is not a JSON object'];
  const problems: string[] = [];
  if (typeof value.x402Version !== 'number' && !(typeof value.x402Version === 'string' && /^\d+$/.test(value.x402Version)))
    problems.push('"x402Version" is missing');
  const listed = value.resources ?? value.endpoints ?? value.items;
  const entries = Array.isArray(listed) ? listed : isObject(listed) ? Object.entries(listed).map(([key, entry]) => (isObject(entry) ? { path: key, ...entry } : entry)) : [];
  if (entries.length === 0) return [...problems, '"resources" lists no paid resource'];
  entries.slice(0, 20).forEach((entry, index) => {
    const where = typeof entry === 'string' ? entry : isObject(entry) ? (entry.resource ?? entry.url ?? entry.path) : undefined;
    if (typeof where !== 'string' || where === '') problems.push(`resources[${index}] names no resource URL`);
    if (isObject(entry) && entry.accepts !== undefined) {
      for (const problem of validateX402({ x402Version: 2, accepts: entry.accepts })) problems.push(`resources[${index}]: ${problem}`);
    }
  });
  return problems.slice(0, 6);
}

/** x402 PaymentRequired: `x402Version`, and `accepts` entries with scheme, network, payTo, asset and an amount. */
export function validateX402(value: unknown): string[] {
  if (!isObject(value)) return ['the payment requirements are not a JSON object'];
  const problems: string[] = [];
  if (typeof value.x402Version !== 'number') problems.push('"x402Version" is missing');
  if (!Array.isArray(value.accepts) || value.accepts.length === 0)
    return [...problems, '"accepts" lists no payment option'];
  value.accepts.forEach((option, index) => {
    if (!isObject(option)) {
      problems.push(`accepts[${index}] is not an object`);
      return;
    }
    const missing = ['scheme', 'network', 'payTo', 'asset'].filter((field) => typeof option[field] !== 'string');
    if (typeof option.amount !== 'string' && typeof option.maxAmountRequired !== 'string') missing.push('amount');
    if (missing.length > 0) problems.push(`accepts[${index}] lacks ${missing.join(', ')}`);
  });
  return problems;
}

/** The x402 requirements of a 402: the PAYMENT-REQUIRED header (base64 JSON, v2) or an x402 JSON body (v1). */
export function x402Requirements(challenge: { paymentRequired: string | null; body: unknown }): { source: 'header' | 'body'; value: unknown } | null {
  if (challenge.paymentRequired !== null) {
    const json = parseStrictJson(Buffer.from(challenge.paymentRequired, 'base64'));
    return { source: 'header', value: json.ok ? json.value : null };
  }
  if (isObject(challenge.body) && ('x402Version' in challenge.body || 'accepts' in challenge.body)) {
    return { source: 'body', value: challenge.body };
  }
  return null;
}

/** MPP `Payment` challenges of a 402, with what each lacks (id, realm, method, intent, request). */
export function mppChallenges(
  challenge: { wwwAuthenticate: string | null },
): Array<{ params: Record<string, string>; problems: string[] }> {
  if (!challenge.wwwAuthenticate) return [];
  return parseWwwAuthenticate(challenge.wwwAuthenticate)
    .filter((item) => item.scheme === 'payment')
    .map((item) => {
      const missing = ['id', 'realm', 'method', 'intent', 'request'].filter((name) => !item.params[name]);
      return {
        params: item.params,
        problems: missing.length > 0 ? [`the Payment challenge lacks ${missing.join(', ')}`] : [],
      };
    });
}

/**
 * AP2 declared as an A2A extension, by the release its URI names (google-agentic-commerce/AP2):
 * - v0.1 (tag v0.1.0, docs/a2a-extension.md): `https://github.com/google-agentic-commerce/ap2/tree/v0.1`, whose
 *   `params` MUST hold `roles`, at least one of merchant, shopper, credentials-provider, payment-processor (the main
 *   branch's document adds micropayment-provider and streaming-payment-consumer under the same URI).
 * - v0.2 (tag v0.2.0): the samples' cards name `https://github.com/google-agentic-commerce/ap2/v1` with no params;
 *   v0.2.0 publishes no extension document, so no params are required, and roles given are judged as v0.1's.
 * Any other URI naming AP2 is no published extension URI.
 */
export const AP2_EXTENSION_URIS = { 'https://github.com/google-agentic-commerce/ap2/tree/v0.1': 'v0.1', 'https://github.com/google-agentic-commerce/ap2/v1': 'v0.2' } as const;
const AP2_ROLES = ['merchant', 'shopper', 'credentials-provider', 'payment-processor', 'micropayment-provider', 'streaming-payment-consumer'];

export function validateAp2(extension: unknown): string[] {
  if (!isObject(extension)) return ['the extension is not an object'];
  const uri = typeof extension.uri === 'string' ? extension.uri : '';
  const release = (AP2_EXTENSION_URIS as Record<string, string>)[uri.replace(/\/$/, '')];
  const problems: string[] = [];
  if (!release) problems.push(`its URI ${JSON.stringify(uri.slice(0, 100))} is no published AP2 extension URI (${Object.keys(AP2_EXTENSION_URIS).join(' for v0.1, ')} for v0.2)`);
  const roles = isObject(extension.params) ? extension.params.roles : undefined;
  if (roles === undefined) {
    if (release !== 'v0.2') problems.push('"params.roles" does not list the agent\'s AP2 roles (merchant, shopper, credentials-provider, payment-processor): AP2 v0.1 requires it');
  } else if (!Array.isArray(roles) || roles.length === 0 || roles.some((role) => typeof role !== 'string' || !AP2_ROLES.includes(role))) {
    problems.push(`"params.roles" holds a role AP2 does not define (${AP2_ROLES.join(', ')})`);
  }
  return problems;
}

/** An MCP transport a UCP profile lists for one of its services. */
export interface UcpMcpService {
  /** The service's name, reverse-domain (`dev.ucp.shopping`). */
  service: string;
  /** The MCP endpoint, absolute. */
  endpoint: string;
  /** The service binding's version, when it names one. */
  version: string | null;
}

/**
 * The MCP endpoints of a UCP business profile's services. UCP 2026-01-23 and later (schemas/service.json
 * `$defs.base`): `ucp.services` maps each service name to an array of bindings, one per transport, each with
 * `transport` ("rest", "mcp", "a2a" or "embedded") and `endpoint` (a URI); `business_schema` requires `endpoint` on an
 * mcp binding. UCP 2026-01-11: one object per service, with an `mcp` member holding `endpoint`. At most `limit`, in
 * the profile's order, each endpoint once.
 */
export function ucpMcpServices(value: unknown, limit = 10): UcpMcpService[] {
  const ucp = isObject(value) ? value.ucp : undefined;
  const services = isObject(ucp) && isObject(ucp.services) ? Object.entries(ucp.services) : [];
  const found: UcpMcpService[] = [];
  const add = (service: string, binding: Record<string, unknown>, endpoint: unknown) => {
    if (!isAbsoluteHttpUrl(endpoint) || found.some((known) => known.endpoint === endpoint)) return;
    found.push({ service, endpoint, version: typeof binding.version === 'string' ? binding.version : null });
  };
  for (const [service, bindings] of services) {
    for (const binding of Array.isArray(bindings) ? bindings : [bindings]) {
      if (!isObject(binding)) continue;
      if (binding.transport === 'mcp') add(service, binding, binding.endpoint);
      else if (binding.transport === undefined && isObject(binding.mcp)) add(service, binding, binding.mcp.endpoint);
    }
  }
  return found.slice(0, limit);
}
