// A UCP business profile (/.well-known/ucp) judged against the schema of the release it declares (issue 62 point 2;
// checks.md 2026-12d). Each release's rules are taken from Universal-Commerce-Protocol/ucp at its tag (v2026-01-11,
// v2026-01-23, v2026-04-08) and, for 2026-08-25, from main at fdcf8934 (2026-08-22, "Clean up transition & deprecated
// schema in preparation of a version cut"; the v2026-08-25 tag itself is not in the mirror this was written from, and
// the release was announced in PR #770 and adopted by Shopify's ucp-cli in PR #50: signing_keys[] → keys[],
// map_order, a widened reverse-domain pattern). A business profile is `{ucp: ucp.json#/$defs/business_schema, …}`:
// - 2026-01-11: ucp.version, ucp.services (an object of services, each an object), ucp.capabilities (an array of
//   {name, version}), root payment.handlers and signing_keys (discovery/profile_schema.json, ucp.json discovery_profile).
// - 2026-01-23, 2026-04-08: registries keyed by reverse-domain names (`^[a-z][a-z0-9]*(?:\.[a-z][a-z0-9_]*)+$`), each an
//   array of entities with a YYYY-MM-DD version; services and payment_handlers required; a service binding has a
//   transport (rest, mcp, a2a, embedded) and, but for embedded, an endpoint; a payment handler an id; root
//   signing_keys[] of JWKs with kid and kty (discovery/profile_schema.json). 2026-04-08 adds ucp.supported_versions.
// - 2026-08-25: root keys[] (schemas/profile.json jwk_public_key: kid, kty; EC with crv, x, y; OKP with crv, x; alg
//   paired with its curve; never a private member), signing_keys[] gone; capabilities require schema; ucp.map_order;
//   reverse-domain names may hold interior hyphens and start a later segment with a digit.
// Fields of another release are named, never silently accepted: a profile that declares one version and carries
// another's is a warning.
import { isObject } from './json-values.js';
import { isAbsoluteHttpUrl } from './urls.js';

export const UCP_RELEASES = ['2026-01-11', '2026-01-23', '2026-04-08', '2026-08-25'] as const;
export type UcpRelease = (typeof UCP_RELEASES)[number];
export const LATEST_UCP_RELEASE: UcpRelease = '2026-08-25';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const REVERSE_DOMAIN_EARLY = /^[a-z][a-z0-9]*(?:\.[a-z][a-z0-9_]*)+$/;
const REVERSE_DOMAIN_2026_08 = /^[a-z](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]*[a-z0-9_])?)+$/;
const TRANSPORTS = ['rest', 'mcp', 'a2a', 'embedded'];
const CURVE_ALGORITHMS: Record<string, string> = { 'P-256': 'ES256', 'P-384': 'ES384', Ed25519: 'EdDSA' };
const PROBLEMS_KEPT = 8;

/** Where a field lives and the releases that define it: what "a field of another release" is judged by. */
interface VersionedField {
  path: string;
  in: readonly UcpRelease[];
  /** What replaced it, where it was removed. */
  instead?: string;
}

const VERSIONED_FIELDS: readonly VersionedField[] = [
  { path: 'signing_keys', in: ['2026-01-11', '2026-01-23', '2026-04-08'], instead: 'the root "keys" JWK Set' },
  { path: 'keys', in: ['2026-08-25'] },
  { path: 'payment', in: ['2026-01-11'], instead: 'ucp.payment_handlers' },
  { path: 'ucp.payment_handlers', in: ['2026-01-23', '2026-04-08', '2026-08-25'] },
  { path: 'ucp.supported_versions', in: ['2026-04-08', '2026-08-25'] },
  { path: 'ucp.map_order', in: ['2026-08-25'] },
];

export interface UcpJudgement {
  /** The version the profile declares (ucp.version), or null. */
  declared: string | null;
  /** The release whose schema it was judged against: the declared one, else the latest. */
  judgedAs: UcpRelease;
  /** Where the declared version is no published release (or none is declared): why it was judged as the latest. */
  unknownVersion: string | null;
  /** Shape errors against that schema. */
  problems: string[];
  /** Fields of another release, named with what replaced them. */
  foreign: string[];
  /** The signing keys the profile publishes (the judged release's field), for key hygiene. */
  keys: unknown[];
  /** The field they were read from. */
  keysField: 'keys' | 'signing_keys';
}

function fieldAt(value: Record<string, unknown>, path: string): unknown {
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) return value[head];
  const inner = value[head];
  return isObject(inner) ? inner[tail] : undefined;
}

function releaseIndex(release: UcpRelease): number {
  return UCP_RELEASES.indexOf(release);
}

/** `"signing_keys" (of 2026-01-11 to 2026-04-08; removed in 2026-08-25, which uses the root "keys" JWK Set)`. */
function describeForeign(field: VersionedField, judgedAs: UcpRelease): string {
  const first = field.in[0]!;
  const last = field.in[field.in.length - 1]!;
  const span = first === last ? first : `${first} to ${last}`;
  if (releaseIndex(last) < releaseIndex(judgedAs)) {
    const removedIn = UCP_RELEASES[releaseIndex(last) + 1]!;
    return `"${field.path}" (of ${span}; removed in ${removedIn}${field.instead ? `, which uses ${field.instead}` : ''})`;
  }
  return `"${field.path}" (introduced in ${first}, after ${judgedAs})`;
}

export function judgeUcpProfile(value: unknown): UcpJudgement {
  const ucp = isObject(value) ? value.ucp : undefined;
  const declared = isObject(ucp) && typeof ucp.version === 'string' ? ucp.version : null;
  const known = (UCP_RELEASES as readonly string[]).includes(declared ?? '');
  const judgedAs = known ? (declared as UcpRelease) : LATEST_UCP_RELEASE;
  const unknownVersion = known
    ? null
    : declared === null
      ? 'it declares no ucp.version'
      : `${JSON.stringify(declared.slice(0, 20))} is not a published UCP release (${UCP_RELEASES.join(', ')})`;
  const keysField = releaseIndex(judgedAs) >= releaseIndex('2026-08-25') ? 'keys' : 'signing_keys';
  const result: UcpJudgement = { declared, judgedAs, unknownVersion, problems: [], foreign: [], keys: [], keysField };
  if (!isObject(value) || !isObject(ucp)) {
    result.problems.push('the document has no "ucp" object');
    return result;
  }
  if (declared === null) result.problems.push('"ucp.version" is missing');
  else if (!DATE.test(declared)) result.problems.push('"ucp.version" is not a YYYY-MM-DD version');
  for (const field of VERSIONED_FIELDS) {
    if (fieldAt(value, field.path) !== undefined && !field.in.includes(judgedAs)) result.foreign.push(describeForeign(field, judgedAs));
  }
  if (judgedAs === '2026-01-11') judgeFirstRelease(ucp, result.problems);
  else judgeRegistries(ucp, judgedAs, result.problems);
  const keys = value[keysField];
  if (keys !== undefined) {
    if (!Array.isArray(keys)) result.problems.push(`"${keysField}" is not an array of JWKs`);
    else {
      result.keys = keys;
      keys.forEach((key, index) => judgeKey(key, `${keysField}[${index}]`, judgedAs, result.problems));
    }
  }
  result.problems = result.problems.length > PROBLEMS_KEPT ? [...result.problems.slice(0, PROBLEMS_KEPT), `and ${result.problems.length - PROBLEMS_KEPT} more`] : result.problems;
  return result;
}

/** 2026-01-11's discovery_profile: version, services (an object), capabilities (an array of {name, version}). */
function judgeFirstRelease(ucp: Record<string, unknown>, problems: string[]): void {
  if (!isObject(ucp.services) || Object.keys(ucp.services).length === 0) problems.push('"ucp.services" declares no service');
  else for (const [name, service] of Object.entries(ucp.services)) if (!isObject(service)) problems.push(`service "${name.slice(0, 60)}" is not an object`);
  if (!Array.isArray(ucp.capabilities)) problems.push('"ucp.capabilities" is not an array (2026-01-11 lists capabilities as {name, version} objects)');
  else ucp.capabilities.forEach((capability, index) => {
    if (!isObject(capability) || typeof capability.name !== 'string' || typeof capability.version !== 'string') problems.push(`ucp.capabilities[${index}] lacks "name" or "version"`);
  });
}

/** 2026-01-23 and later: the registries keyed by reverse-domain names, each an array of entities (business_schema). */
function judgeRegistries(ucp: Record<string, unknown>, release: UcpRelease, problems: string[]): void {
  const reverseDomain = release === '2026-08-25' ? REVERSE_DOMAIN_2026_08 : REVERSE_DOMAIN_EARLY;
  const registry = (name: 'services' | 'capabilities' | 'payment_handlers', required: boolean, entry: (item: Record<string, unknown>, where: string) => void) => {
    const value = ucp[name];
    if (value === undefined) {
      if (required) problems.push(`"ucp.${name}" is missing (the ${release} business schema requires it)`);
      return;
    }
    if (!isObject(value) || Array.isArray(value)) {
      problems.push(`"ucp.${name}" is not an object keyed by reverse-domain names${Array.isArray(value) ? ' (an array is the 2026-01-11 form)' : ''}`);
      return;
    }
    for (const [key, items] of Object.entries(value)) {
      const where = `ucp.${name}["${key.slice(0, 60)}"]`;
      if (!reverseDomain.test(key)) problems.push(`${where}: the key is not a reverse-domain name of ${release} (such as dev.ucp.shopping.checkout)`);
      if (!Array.isArray(items)) {
        problems.push(`${where} is not an array of ${name === 'services' ? 'bindings' : 'entries'}`);
        continue;
      }
      items.forEach((item, index) => {
        const at = `${where}[${index}]`;
        if (!isObject(item)) problems.push(`${at} is not an object`);
        else {
          if (typeof item.version !== 'string' || !DATE.test(item.version)) problems.push(`${at} has no YYYY-MM-DD "version"`);
          entry(item, at);
        }
      });
    }
  };
  registry('services', true, (binding, at) => {
    if (typeof binding.transport !== 'string' || !TRANSPORTS.includes(binding.transport)) problems.push(`${at} has no "transport" of ${TRANSPORTS.join(', ')}`);
    else if (binding.transport !== 'embedded' && !isAbsoluteHttpUrl(binding.endpoint)) problems.push(`${at} (${binding.transport}) has no absolute "endpoint"`);
  });
  registry('capabilities', false, (capability, at) => {
    if (release === '2026-08-25' && typeof capability.schema !== 'string') problems.push(`${at} has no "schema" URL (required from 2026-08-25)`);
    const parents = capability.extends === undefined ? [] : Array.isArray(capability.extends) ? capability.extends : [capability.extends];
    if (parents.some((parent) => typeof parent !== 'string' || !reverseDomain.test(parent))) problems.push(`${at}.extends names no reverse-domain capability`);
  });
  registry('payment_handlers', true, (handler, at) => {
    if (typeof handler.id !== 'string' || handler.id === '') problems.push(`${at} has no "id"`);
  });
}

/** signing_key (to 2026-04-08: kid and kty) or jwk_public_key (2026-08-25: members by key type, alg by curve). */
function judgeKey(key: unknown, where: string, release: UcpRelease, problems: string[]): void {
  if (!isObject(key)) {
    problems.push(`${where} is not a JWK object`);
    return;
  }
  const missing = ['kid', 'kty'].filter((member) => typeof key[member] !== 'string');
  if (release === '2026-08-25') {
    if (key.kty === 'EC') missing.push(...['crv', 'x', 'y'].filter((member) => typeof key[member] !== 'string'));
    if (key.kty === 'OKP') missing.push(...['crv', 'x'].filter((member) => typeof key[member] !== 'string'));
    const paired = typeof key.crv === 'string' ? CURVE_ALGORITHMS[key.crv] : undefined;
    if (paired && key.alg !== undefined && key.alg !== paired) problems.push(`${where}: "alg" ${JSON.stringify(key.alg).slice(0, 20)} does not pair with ${key.crv as string} (${paired})`);
  }
  if (missing.length > 0) problems.push(`${where} lacks ${missing.map((member) => `"${member}"`).join(', ')}`);
}
