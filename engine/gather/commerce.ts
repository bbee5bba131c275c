// Agent commerce protocols: UCP and ACP discovery documents, x402 and MPP payment challenges (HTTP 402)
// seen during the audit, and AP2 declared as an A2A extension. Validators are pure and list what they check.
import type { FetchedResponse } from '../fetch/types.js';
import { parseWwwAuthenticate } from '../parse/www-authenticate.js';
import { a2aExtensions } from './a2a.js';
import { defineOriginGatherer } from './context.js';
import { fetchJsonDocument, isAbsoluteHttpUrl, isObject, type JsonDocument } from './json-document.js';

export interface PaymentChallenge {
  url: string;
  status: number;
  /** The PAYMENT-REQUIRED header (x402 v2, base64 JSON), if any. */
  paymentRequired: string | null;
  /** The JSON body when it parses (x402 v1 puts the requirements there). */
  body: unknown;
  /** WWW-Authenticate, if any (MPP uses the `Payment` scheme). */
  wwwAuthenticate: string | null;
}

export interface CommerceArtifact {
  ucp: JsonDocument;
  acp: JsonDocument;
  /** Every 402 answer seen in the audit (start page included). */
  challenges: PaymentChallenge[];
  /** A2A card extensions whose URI names AP2. */
  ap2Extensions: unknown[];
  a2aCardUrl: string | null;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    commerce: CommerceArtifact;
  }
}

function challengeOf(response: FetchedResponse): PaymentChallenge {
  let body: unknown = null;
  try {
    body = JSON.parse(response.text);
  } catch {
    // Not JSON: x402 v2 carries its requirements in the header instead.
  }
  return {
    url: response.finalUrl,
    status: response.status,
    paymentRequired: response.headers['payment-required'] ?? null,
    body,
    wwwAuthenticate: response.headers['www-authenticate'] ?? null,
  };
}

export function isAp2Extension(extension: unknown): boolean {
  return isObject(extension) && typeof extension.uri === 'string' && /(^|[/:.])ap2([/:.#-]|$)/i.test(extension.uri);
}

export const commerceGatherer = defineOriginGatherer('commerce', async (ctx) => {
  const [ucp, acp, page, a2a] = await Promise.all([
    fetchJsonDocument(ctx, `${ctx.origin}/.well-known/ucp`),
    fetchJsonDocument(ctx, `${ctx.origin}/.well-known/acp.json`),
    ctx.getPage('page', ctx.startUrl),
    ctx.get('a2a').catch(() => null),
  ]);
  const responses = [...(page.response ? [page.response] : []), ...ctx.seenResponses()];
  const challenges: PaymentChallenge[] = [];
  for (const response of responses) {
    if (response.status !== 402 || challenges.some((known) => known.url === response.finalUrl)) continue;
    challenges.push(challengeOf(response));
  }
  return {
    ucp,
    acp,
    challenges,
    ap2Extensions: a2a ? a2aExtensions(a2a).filter(isAp2Extension) : [],
    a2aCardUrl: a2a?.card?.url ?? null,
  };
});

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
export function x402Requirements(challenge: PaymentChallenge): { source: 'header' | 'body'; value: unknown } | null {
  if (challenge.paymentRequired !== null) {
    try {
      return { source: 'header', value: JSON.parse(Buffer.from(challenge.paymentRequired, 'base64').toString('utf8')) };
    } catch {
      return { source: 'header', value: null };
    }
  }
  if (isObject(challenge.body) && ('x402Version' in challenge.body || 'accepts' in challenge.body)) {
    return { source: 'body', value: challenge.body };
  }
  return null;
}

/** MPP `Payment` challenges of a 402, with what each lacks (id, realm, method, intent, request). */
export function mppChallenges(
  challenge: PaymentChallenge,
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

/** Profile auto-detection (commerce): a discovery document that loaded, or a payment challenge. */
export function commerceEvidence(artifact: CommerceArtifact): string[] {
  const evidence: string[] = [];
  if (artifact.ucp.kind === 'ok') evidence.push(`UCP profile at ${artifact.ucp.url}`);
  if (artifact.acp.kind === 'ok') evidence.push(`ACP discovery at ${artifact.acp.url}`);
  for (const challenge of artifact.challenges) evidence.push(`HTTP 402 payment challenge at ${challenge.url}`);
  if (artifact.ap2Extensions.length > 0) evidence.push('AP2 extension in the A2A agent card');
  return evidence;
}
