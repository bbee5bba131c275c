// The DNS-AID part of `api-catalog` (checks.md 2026-11). Records point agents at a site's agents; they never make
// the check pass on their own, and a site that publishes none loses nothing. The codes are contracts.
import { findingsFor, type CodeMeanings, type CodeStatuses, type DraftFinding } from '../../findings.js';
import type { DnsAidArtifact, DnsAidLookup } from '../../gather/dns-aid.js';
import { judgeDnsAidRecord } from '../../parse/dns-aid-rules.js';
import { DNS_SERVERS_ENV, DNS_TRUST_AD_ENV } from '../../environment.js';
import type { CatalogPart } from './catalog-outcome.js';

export const DNS_AID_CODES = {
  'dns-aid-valid': 'Usable, DNSSEC-authenticated DNS-AID records.',
  'dns-aid-unsigned': 'Usable DNS-AID records, not authenticated.',
  'dns-aid-invalid': 'Unusable DNS-AID records (each problem named).',
  'dns-aid-unsafe-target': 'DNS-AID records whose target is an IP address, carries a port or userinfo, or resolves to a private address (not usable).',
  'dns-aid-absent': 'No DNS-AID records (NXDOMAIN or NODATA).',
  'dns-aid-unmeasured': 'DNS-AID not measured (resolver failed or none to ask).',
  'dns-aid-ip-literal': 'An IP-address target has no DNS-AID names.',
  'dns-aid-no-catalog': 'DNS-AID records but no valid catalog.',
} as const satisfies CodeMeanings;
export type DnsAidCode = keyof typeof DNS_AID_CODES;
export const DNS_AID_STATUSES = {
  'dns-aid-valid': ['pass'],
  'dns-aid-unsigned': ['warn'],
  'dns-aid-invalid': ['warn'],
  'dns-aid-unsafe-target': ['warn'],
  'dns-aid-absent': ['info'],
  'dns-aid-unmeasured': ['info'],
  'dns-aid-ip-literal': ['info'],
  'dns-aid-no-catalog': ['warn'],
} as const satisfies CodeStatuses<DnsAidCode>;
const { info, pass, warn } = findingsFor(DNS_AID_STATUSES);

const PUBLISH_HINT =
  'Publish e.g. "_mcp._agents.example.com. 3600 IN SVCB 1 mcp.example.com. alpn=h2 port=443 key65409=ai-catalog.json" (ServiceMode, alpn, a target host without "_"), and sign the zone with DNSSEC.';

/** Points DNS-AID problems take off a valid catalog's score. */
const PENALTY = { unsigned: 10, invalid: 15, noCatalog: 10 } as const;

function describe(lookup: DnsAidLookup): string {
  return `${lookup.type} ${lookup.name}${lookup.aliases.length > 0 ? ` → ${lookup.aliases.join(' → ')}` : ''}`;
}

export function judgeDnsAid(artifact: DnsAidArtifact, catalogFound: boolean): CatalogPart<DnsAidCode> {
  const none = (finding: DraftFinding<DnsAidCode>): CatalogPart<DnsAidCode> => ({ present: false, valid: false, score: 0, findings: [finding], unmeasured: false, pointsOnly: true });
  if (artifact.state === 'ip-literal') {
    return none(info('dns-aid-ip-literal', `The audited host ${artifact.host} is an IP address, so there are no DNS-AID names (_agents.<host>) to look up.`, null, null));
  }
  if (artifact.state === 'no-servers') {
    return none(info('dns-aid-unmeasured', `DNS-AID was not measured: the audit has no DNS server to ask (set ${DNS_SERVERS_ENV} or --dns-server).`, artifact.host, null));
  }
  const published = artifact.lookups.filter((lookup) => lookup.outcome === 'records');
  const failed = artifact.lookups.filter((lookup) => lookup.outcome === 'failed');
  const servers = `asked ${artifact.servers.join(', ')} (${artifact.queries} queries)`;
  if (published.length === 0) {
    if (failed.length > 0 || artifact.unasked.length > 0) {
      return none(info('dns-aid-unmeasured', `DNS-AID could not be measured: ${failed.map((lookup) => `${describe(lookup)}: ${lookup.reason}`).slice(0, 3).join('; ') || 'the query budget ran out'}.`, servers, null));
    }
    return none(info('dns-aid-absent', `No DNS-AID records under _agents.${artifact.host} (NXDOMAIN or NODATA for every name).`, servers, PUBLISH_HINT));
  }

  const findings: Array<DraftFinding<DnsAidCode>> = [];
  const usable: string[] = [];
  const problems: string[] = [];
  const unsafe: string[] = [];
  const txt: string[] = [];
  for (const lookup of published) {
    if (lookup.type === 'TXT') {
      txt.push(...lookup.txt.map((text) => `TXT ${lookup.name}: "${text.slice(0, 80)}"`));
      continue;
    }
    if (lookup.aliasProblem) problems.push(`${describe(lookup)}: ${lookup.aliasProblem}`);
    for (const entry of lookup.records) {
      if (!entry.record) {
        problems.push(`${entry.type} ${entry.owner}: ${entry.parseError}`);
        continue;
      }
      if (entry.record.priority === 0 && lookup.aliasProblem) continue;
      const judged = judgeDnsAidRecord(entry.record, entry.owner, entry.targetRefused);
      if (judged.usable) usable.push(`${entry.type} ${entry.owner} → ${judged.effectiveTarget}${judged.port ? `:${judged.port}` : ''}${judged.wellKnown ? ` (well-known ${judged.wellKnown})` : ''}`);
      if (judged.problems.length > 0) problems.push(`${entry.type} ${entry.owner}: ${judged.problems.join('; ')}`);
      if (judged.unsafeTarget) unsafe.push(`${entry.type} ${entry.owner}: ${judged.unsafeTarget}`);
    }
  }
  let penalty = 0;
  if (problems.length > 0) {
    findings.push(warn('dns-aid-invalid', `${problems.length} DNS-AID record problem${problems.length === 1 ? '' : 's'}: agents cannot use ${problems.length === 1 ? 'that record' : 'those records'}.`, problems.slice(0, 8).join('; '), PUBLISH_HINT));
    penalty += PENALTY.invalid;
  }
  if (unsafe.length > 0) {
    findings.push(
      warn(
        'dns-aid-unsafe-target',
        `${unsafe.length} DNS-AID record${unsafe.length === 1 ? ' points' : 's point'} agents at a target they must not use: an IP address, a port or userinfo in the name, or a private address.`,
        unsafe.slice(0, 8).join('; '),
        'Name a public host name as the TargetName and put the port in the "port" key.',
      ),
    );
    penalty += PENALTY.invalid;
  }
  const authenticated = published.filter((lookup) => lookup.type !== 'TXT').every((lookup) => lookup.authenticated);
  if (usable.length > 0) {
    const detail = [...usable, ...txt].slice(0, 8).join('; ');
    if (authenticated && artifact.adTrusted) {
      findings.push(pass('dns-aid-valid', `${usable.length} usable DNS-AID record${usable.length === 1 ? '' : 's'}, authenticated by DNSSEC.`, `${detail}; ${servers}`, null));
    } else {
      const why = authenticated
        ? `DNSSEC could not be verified from this resolver (${artifact.servers.join(', ')} is not on loopback; set ${DNS_TRUST_AD_ENV}=1 to trust its AD bit)`
        : 'the answers were not authenticated (no AD bit): the zone is unsigned or the resolver does not validate';
      findings.push(warn('dns-aid-unsigned', `${usable.length} usable DNS-AID record${usable.length === 1 ? '' : 's'}, but ${why}.`, `${detail}; ${servers}`, 'Sign the zone with DNSSEC so validating resolvers can authenticate the records.'));
      penalty += PENALTY.unsigned;
    }
    if (!catalogFound) {
      findings.push(warn('dns-aid-no-catalog', 'DNS-AID records point agents at the site, but no catalog describes its agents.', detail, 'Publish an AI catalog (/.well-known/ai-catalog.json and /.well-known/ard.json) and name it in the records\' well-known key (key65409).'));
      penalty += PENALTY.noCatalog;
    }
  }
  if (failed.length > 0) findings.push(info('dns-aid-unmeasured', `${failed.length} DNS-AID question${failed.length === 1 ? '' : 's'} could not be answered.`, failed.map((lookup) => `${describe(lookup)}: ${lookup.reason}`).slice(0, 4).join('; '), null));
  return { present: true, valid: false, score: 0, findings, unmeasured: false, pointsOnly: true, penalty };
}
