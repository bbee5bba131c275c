// What makes a DNS-AID record usable (draft-mozleywilliams-dnsop-dnsaid-02 over RFC 9460): ServiceMode with `alpn`,
// mandatory keys present, keys once and ascending with the right lengths, `port` 1–65535, an effective target
// without "_", `cap-sha256` 43 base64url characters. Pure: the gatherer asks, the api-catalog check judges.
import ipaddr from 'ipaddr.js';
import type { SvcbRecord } from './svcb.js';

export interface RecordJudgement {
  usable: boolean;
  problems: string[];
  /**
   * Why agents must not be sent where the record points, though it is well formed: an IP-literal target, a port or
   * userinfo inside the name, or (the gatherer's DNS check) a name that resolves to a private address. Null when none.
   */
  unsafeTarget: string | null;
  /** The host agents connect to: TargetName, or the owner name when it is ".". */
  effectiveTarget: string;
  port: number | null;
  /** The `well-known` key's value (key65409), if any. */
  wellKnown: string | null;
}

const CAP_SHA256 = /^[A-Za-z0-9_-]{43}$/;

/** Why a target name is not a host agents may be sent to on its face, or null (its addresses are the gatherer's to vet). */
export function unsafeTargetName(target: string): string | null {
  const bare = target.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(bare) || /^[0-9.]+$/.test(bare)) return `its target ${target} is an IP address, not a host name`;
  if (target.includes('@')) return `its target ${target} carries userinfo ("@")`;
  if (target.includes(':')) return `its target ${target} carries a port (":"), which belongs in the "port" key`;
  if (target.includes('/')) return `its target ${target} carries a path ("/")`;
  return null;
}

/** `resolvedTo`: the gatherer's finding about the target's addresses (e.g. a private address), or null. */
export function judgeDnsAidRecord(record: SvcbRecord, owner: string, resolvedTo: string | null = null): RecordJudgement {
  const problems = [...record.problems];
  const effectiveTarget = record.target === '' ? owner : record.target;
  const param = (name: string) => record.params.find((item) => item.name === name);
  if (record.priority === 0) problems.push('it is an AliasMode record that leads to no ServiceMode record');
  if (!param('alpn')) problems.push('it has no "alpn" key');
  const port = param('port')?.value;
  if (port !== undefined && (typeof port !== 'number' || port < 1 || port > 65535)) problems.push('its "port" is not 1–65535');
  if (effectiveTarget.includes('_')) {
    problems.push(record.target === '' ? `its TargetName is "." and the owner name ${owner} has "_" labels, which are not a host` : `its target ${effectiveTarget} has "_" labels, which are not a host`);
  }
  const capSha = param('cap-sha256')?.value;
  if (capSha !== undefined && (typeof capSha !== 'string' || !CAP_SHA256.test(capSha))) problems.push('its "cap-sha256" is not 43 base64url characters');
  const wellKnown = param('well-known')?.value;
  const unsafeTarget = record.priority === 0 ? null : (unsafeTargetName(effectiveTarget) ?? resolvedTo);
  return {
    usable: problems.length === 0 && unsafeTarget === null,
    problems,
    unsafeTarget,
    effectiveTarget,
    port: typeof port === 'number' ? port : null,
    wellKnown: typeof wellKnown === 'string' && wellKnown !== '' ? wellKnown.replace(/^\/+/, '') : null,
  };
}

/** The catalog a usable record's `well-known` key names: `<audited scheme>://<target>[:port]/.well-known/<value>`. */
export function wellKnownCatalogUrl(judgement: RecordJudgement, scheme: string): string | null {
  if (!judgement.usable || !judgement.wellKnown) return null;
  try {
    const url = new URL(`${scheme}//${judgement.effectiveTarget}${judgement.port ? `:${judgement.port}` : ''}/.well-known/${judgement.wellKnown}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
