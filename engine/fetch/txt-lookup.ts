// The TXT records of one name, asked of the servers an audit asks (AGENTGAUGE_DNS_SERVERS where the operator set it,
// else the system's): for the service's proof of host ownership (issue 52), which reads a TXT record as search
// consoles do. The question goes through queryDns, so an answer counts only when it is bound to its question.
import { queryDns } from './dns-query.js';
import { formatDnsServer, systemDnsServers } from './dns-servers.js';
import { environmentDnsServers } from '../options.js';

export type TxtLookup = { ok: true; texts: string[] } | { ok: false; reason: string };

/** The TXT strings at `name` (each record's strings joined), [] for a name without any; a failure says why. */
export async function lookupTxt(name: string, options: { timeoutMs: number; signal?: AbortSignal }): Promise<TxtLookup> {
  const configured = environmentDnsServers();
  const servers = configured.length > 0 ? configured : systemDnsServers();
  const signal = options.signal ?? new AbortController().signal;
  let last: TxtLookup = { ok: false, reason: 'no DNS server is configured' };
  for (const server of servers) {
    const response = await queryDns(server, name, 'TXT', signal, options.timeoutMs);
    if (response.ok && (response.rcode === 'NOERROR' || response.rcode === 'NXDOMAIN')) {
      return { ok: true, texts: response.records.filter((record) => record.type === 'TXT').map((record) => String(record.data)) };
    }
    last = { ok: false, reason: response.ok ? `${formatDnsServer(server)} answered ${response.rcode}` : `${formatDnsServer(server)}: ${response.reason}` };
  }
  return last;
}
