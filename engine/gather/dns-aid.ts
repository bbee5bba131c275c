// DNS-AID (draft-mozleywilliams-dnsop-dnsaid-02): SVCB and HTTPS at _index/_mcp/_a2a._agents.<host>, TXT at
// _index._agents.<host>, asked of the audit's DNS servers with DO and AD set, AliasMode followed up to MAX_ALIAS_HOPS
// with loop detection, at most MAX_DNS_QUERIES per audit (checks.md, api-catalog, 2026-11).
import ipaddr from 'ipaddr.js';
import { queryDns, type DnsQuestionType, type DnsRecord } from '../fetch/dns-query.js';
import { formatDnsServer, systemDnsServers, type DnsServer } from '../fetch/dns-servers.js';
import { bareHostname, privateAllowedFor, systemResolver, vetTarget } from '../fetch/ssrf.js';
import { unsafeTargetName } from '../parse/dns-aid-rules.js';
import { parseSvcb, type SvcbRecord } from '../parse/svcb.js';
import { defineOriginGatherer, type GatherContext } from './context.js';

export const MAX_ALIAS_HOPS = 8;
export const MAX_DNS_QUERIES = 16;
const DNS_AID_LABELS = ['_index', '_mcp', '_a2a'] as const;

export interface DnsAidRecord {
  /** The name whose answer carried it (after aliases). */
  owner: string;
  type: 'SVCB' | 'HTTPS';
  /** Null when the RDATA did not parse. */
  record: SvcbRecord | null;
  parseError: string | null;
  /**
   * Why the target must not be used though the record is well formed: it resolves to a private address (the fetcher's
   * SSRF rules, with the audit's allowance of private targets); null when it resolves to public addresses or was not checked.
   */
  targetRefused: string | null;
}

export interface DnsAidLookup {
  name: string;
  type: DnsQuestionType;
  /** `records`: an answer with data; `absent`: NXDOMAIN or NODATA; `failed`: SERVFAIL, time-out, broken answer. */
  outcome: 'records' | 'absent' | 'failed';
  reason: string | null;
  records: DnsAidRecord[];
  txt: string[];
  /** Every answer on the way (aliases included) came with AD. */
  authenticated: boolean;
  /** Names followed through AliasMode records. */
  aliases: string[];
  aliasProblem: string | null;
  /** An answer came truncated over UDP and was asked again over TCP. */
  overTcp: boolean;
}

export type DnsAidArtifact =
  | { state: 'ip-literal'; host: string }
  | { state: 'no-servers'; host: string }
  | {
      state: 'measured';
      host: string;
      servers: string[];
      /** The AD bit is honoured: every server is on loopback, or the operator trusts it. */
      adTrusted: boolean;
      lookups: DnsAidLookup[];
      queries: number;
      /** Questions not asked because the query budget was spent. */
      unasked: string[];
    };

declare module './artifacts.js' {
  interface OriginArtifacts {
    dnsAid: DnsAidArtifact;
  }
}

interface Budget {
  used: number;
}

async function ask(ctx: GatherContext, servers: readonly DnsServer[], name: string, type: DnsQuestionType, budget: Budget) {
  budget.used++;
  let last: { ok: false; reason: string } = { ok: false, reason: 'no DNS server was asked' };
  for (const server of servers) {
    const response = await queryDns(server, name, type, ctx.signal, ctx.options.timeout);
    if (response.ok && response.rcode !== 'SERVFAIL' && response.rcode !== 'REFUSED') return response;
    last = response.ok ? { ok: false, reason: `${formatDnsServer(server)} answered ${response.rcode}` } : { ok: false, reason: `${formatDnsServer(server)}: ${response.reason}` };
  }
  return last;
}

function svcbOf(owner: string, type: 'SVCB' | 'HTTPS', record: DnsRecord): DnsAidRecord {
  const parsed = Buffer.isBuffer(record.data) ? parseSvcb(record.data) : { error: 'no RDATA' };
  return 'error' in parsed ? { owner, type, record: null, parseError: parsed.error, targetRefused: null } : { owner, type, record: parsed, parseError: null, targetRefused: null };
}

async function lookup(ctx: GatherContext, servers: readonly DnsServer[], name: string, type: DnsQuestionType, budget: Budget): Promise<DnsAidLookup> {
  const result: DnsAidLookup = { name, type, outcome: 'absent', reason: null, records: [], txt: [], authenticated: true, aliases: [], aliasProblem: null, overTcp: false };
  const seen = new Set<string>([name]);
  let current = name;
  for (let hop = 0; ; hop++) {
    const response = await ask(ctx, servers, current, type, budget);
    if (!response.ok) return { ...result, outcome: 'failed', reason: response.reason, authenticated: false };
    result.authenticated &&= response.authenticated;
    result.overTcp ||= response.truncatedRetried;
    if (response.rcode === 'NXDOMAIN') return result.records.length > 0 ? result : { ...result, outcome: 'absent', reason: 'NXDOMAIN' };
    if (type === 'TXT') {
      result.txt = response.records.filter((record) => record.type === 'TXT').map((record) => String(record.data).slice(0, 300));
      return { ...result, outcome: result.txt.length > 0 ? 'records' : 'absent', reason: result.txt.length > 0 ? null : 'NODATA' };
    }
    const records = response.records.filter((record) => record.type === type).map((record) => svcbOf(current, type as 'SVCB' | 'HTTPS', record));
    if (records.length === 0) return { ...result, outcome: 'absent', reason: 'NODATA' };
    const alias = records.find((item) => item.record?.priority === 0);
    // RFC 9460 §2.4.2: an AliasMode record is followed (ServiceMode records beside it are ignored).
    if (!alias) {
      result.records.push(...records);
      return { ...result, outcome: 'records' };
    }
    const target = alias.record!.target;
    if (target === '' ) {
      // "." in AliasMode: the service is not available (RFC 9460 §2.5.1).
      result.records.push(alias);
      return { ...result, outcome: 'records', aliasProblem: `${current} is an AliasMode record to "." (no service)` };
    }
    if (seen.has(target)) return { ...result, outcome: 'records', records: [...result.records, alias], aliasProblem: `the aliases loop back to ${target}` };
    if (hop + 1 >= MAX_ALIAS_HOPS) return { ...result, outcome: 'records', records: [...result.records, alias], aliasProblem: `more than ${MAX_ALIAS_HOPS} AliasMode hops` };
    if (budget.used >= MAX_DNS_QUERIES) return { ...result, outcome: 'failed', reason: `the ${MAX_DNS_QUERIES}-query budget ran out while following aliases`, authenticated: false };
    seen.add(target);
    result.aliases.push(target);
    current = target;
  }
}

/** Distinct ServiceMode targets vetted per audit (each costs one resolution). */
export const MAX_TARGETS_VETTED = 8;

/**
 * Marks records whose target resolves to an address the fetcher would refuse: agents told to go there would be sent
 * into someone's private network. Targets that are refused on their face (an IP literal, a port) are the rules' to name.
 */
async function vetTargets(ctx: GatherContext, lookups: readonly DnsAidLookup[]): Promise<void> {
  const resolver = ctx.options.resolver ?? systemResolver;
  const verdicts = new Map<string, Promise<string | null>>();
  for (const entry of lookups.flatMap((lookup) => lookup.records)) {
    if (!entry.record || entry.record.priority === 0) continue;
    const target = entry.record.target === '' ? entry.owner : entry.record.target;
    if (target.includes('_') || unsafeTargetName(target) !== null) continue;
    if (!verdicts.has(target)) {
      if (verdicts.size >= MAX_TARGETS_VETTED) continue;
      const port = entry.record.params.find((param) => param.name === 'port')?.value;
      let allowed = false;
      try {
        allowed = privateAllowedFor(new URL(`https://${target}${typeof port === 'number' ? `:${port}` : ''}/`), ctx.options.allowPrivateTargets);
      } catch {
        continue;
      }
      verdicts.set(
        target,
        vetTarget(`https://${target}/`, { allowPrivateTargets: allowed }, resolver).then((vetting) =>
          !vetting.ok && vetting.rule === 'private-address' ? `its target ${target} resolves to a private address (${vetting.range ?? 'not public'})` : null,
        ),
      );
    }
    entry.targetRefused = await verdicts.get(target)!;
  }
}

function isLoopback(server: DnsServer): boolean {
  return ipaddr.process(server.host).range() === 'loopback';
}

export const dnsAidGatherer = defineOriginGatherer('dnsAid', async (ctx): Promise<DnsAidArtifact> => {
  const host = bareHostname(new URL(ctx.startUrl)).replace(/\.$/, '');
  if (ipaddr.isValid(host)) return { state: 'ip-literal', host };
  // An audit given its own resolver function (a library caller, the tests) has no DNS server to ask unless the
  // operator named one: asking the system's servers behind its back would leak the audit's names.
  const servers = ctx.options.dnsServers ?? (ctx.options.resolver ? [] : systemDnsServers());
  if (servers.length === 0) return { state: 'no-servers', host };
  const questions: Array<{ name: string; type: DnsQuestionType }> = DNS_AID_LABELS.flatMap((label) => [
    { name: `${label}._agents.${host}`, type: 'SVCB' as const },
    { name: `${label}._agents.${host}`, type: 'HTTPS' as const },
  ]);
  questions.push({ name: `_index._agents.${host}`, type: 'TXT' });
  const budget: Budget = { used: 0 };
  const lookups: DnsAidLookup[] = [];
  const unasked: string[] = [];
  // Asked in parallel up to the budget; each lookup's alias chain spends from the same budget.
  await Promise.all(
    questions.map(async (question) => {
      if (budget.used >= MAX_DNS_QUERIES) {
        unasked.push(`${question.type} ${question.name}`);
        return;
      }
      lookups.push(await lookup(ctx, servers, question.name, question.type, budget));
    }),
  );
  const order = (item: { name: string; type: string }) => questions.findIndex((question) => question.name === item.name && question.type === item.type);
  lookups.sort((a, b) => order(a) - order(b));
  await vetTargets(ctx, lookups);
  return {
    state: 'measured',
    host,
    servers: servers.map(formatDnsServer),
    adTrusted: ctx.options.trustDnsAd || servers.every(isLoopback),
    lookups,
    queries: budget.used,
    unasked,
  };
});
