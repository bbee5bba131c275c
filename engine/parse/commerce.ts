// Agent commerce documents and payment challenges (UCP, ACP, x402, MPP, AP2): pure validators that list what they check.
import { isAbsoluteHttpUrl } from './urls.js';
import { isObject } from './json-values.js';
import { parseStrictJson } from './strict-json.js';
import { parseWwwAuthenticate } from './www-authenticate.js';

const DATE_VERSION = /^\d{4}-\d{2}-\d{2}$/;

/** UCP business profile: `ucp.version` (date), `ucp.services` with endpoints, `ucp.capabilities`. */
export function validateUcp(value: unknown): string[] {
  const problems: string[] = [];
  const ucp = isObject(value) ? value.ucp : undefined;
  if (!isObject(ucp)) return ['the document has no "ucp" object'];
  if (typeof ucp.version !== 'string' || !DATE_VERSION.test(ucp.version))
    problems.push('"ucp.version" is not a YYYY-MM-DD version');
  const services = isObject(ucp.services) ? Object.entries(ucp.services) : [];
  if (services.length === 0) problems.push('"ucp.services" declares no service');
  for (const [name, bindings] of services) {
    const list = Array.isArray(bindings) ? bindings : [bindings];
    for (const binding of list) {
      if (!isObject(binding) || typeof binding.transport !== 'string')
        problems.push(`service "${name}" has a binding without "transport"`);
      else if (binding.transport === 'rest' && !isAbsoluteHttpUrl(binding.endpoint))
        problems.push(`service "${name}" has a REST binding without an absolute "endpoint"`);
    }
  }
  const capabilities = ucp.capabilities;
  const capabilityCount = Array.isArray(capabilities)
    ? capabilities.length
    : isObject(capabilities)
      ? Object.keys(capabilities).length
      : 0;
  if (capabilityCount === 0) problems.push('"ucp.capabilities" declares no capability');
  return problems;
}

/** ACP discovery (rfc.discovery): `protocol` {name "acp", version, supported_versions}, `api_base_url`, `transports`, `capabilities.services`. */
export function validateAcp(value: unknown): string[] {
  if (!isObject(value)) return ['the document is not a JSON object'];
  const problems: string[] = [];
  const protocol = value.protocol;
  if (!isObject(protocol)) problems.push('"protocol" is missing');
  else {
    if (protocol.name !== 'acp') problems.push('"protocol.name" is not "acp"');
    if (typeof protocol.version !== 'string' || !DATE_VERSION.test(protocol.version))
      problems.push('"protocol.version" is not a YYYY-MM-DD version');
    if (!Array.isArray(protocol.supported_versions) || protocol.supported_versions.length === 0)
      problems.push('"protocol.supported_versions" is missing or empty');
  }
  if (!isAbsoluteHttpUrl(value.api_base_url)) problems.push('"api_base_url" is not an absolute URL');
  if (!Array.isArray(value.transports) || value.transports.length === 0)
    problems.push('"transports" is missing or empty');
  if (
    !isObject(value.capabilities) ||
    !Array.isArray(value.capabilities.services) ||
    value.capabilities.services.length === 0
  ) {
    problems.push('"capabilities.services" is missing or empty');
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

/** AP2 extension in an A2A card: a `uri`, and `params.roles` naming the agent's AP2 roles. */
export function validateAp2(extension: unknown): string[] {
  if (!isObject(extension)) return ['the extension is not an object'];
  const roles = isObject(extension.params) ? extension.params.roles : undefined;
  return Array.isArray(roles) && roles.length > 0 && roles.every((role) => typeof role === 'string')
    ? []
    : [
        '"params.roles" does not list the agent\'s AP2 roles (merchant, shopper, credentials-provider, payment-processor)',
      ];
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
