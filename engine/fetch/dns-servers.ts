// Which DNS servers an audit asks: the system's (`dns.getServers()`), or the operator's (AGENTGAUGE_DNS_SERVERS /
// the CLI's --dns-server), which then answer every lookup of the audit, the fetcher's address lookups included.
import ipaddr from 'ipaddr.js';
import { AuditError } from '../errors.js';
import { DNS_SERVERS_ENV } from '../environment.js';
import type { ResolvedAddress, Resolver } from './types.js';

/**
 * node:dns read when a lookup needs it, not imported: the engine's light entry (and with it `agentgauge checks`)
 * includes this module, and loading node:dns costs a light command 3-10 ms of start-up for nothing.
 */
const dnsModule = () => process.getBuiltinModule('node:dns');

export interface DnsServer {
  /** An IP address (DNS servers are named by address). */
  host: string;
  port: number;
}

/** "1.2.3.4", "1.2.3.4:5353", "[::1]:53", "::1" → a server; null when it is not an IP address with a valid port. */
function parseDnsServer(value: string): DnsServer | null {
  const text = value.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  const [host, port] = bracketed
    ? [bracketed[1]!, bracketed[2]]
    : text.split(':').length === 2
      ? (text.split(':') as [string, string])
      : [text, undefined];
  const number = port === undefined ? 53 : Number(port);
  if (!ipaddr.isValid(host) || !Number.isInteger(number) || number < 1 || number > 65535) return null;
  return { host, port: number };
}

/** The operator's servers from a list ("host:port,…"); throws invalid-options on an entry that is not one. */
export function parseDnsServerList(values: readonly string[], field: string): DnsServer[] {
  return values
    .flatMap((value) => value.split(','))
    .filter((value) => value.trim() !== '')
    .map((value) => {
      const server = parseDnsServer(value);
      if (!server) throw new AuditError('invalid-options', `${field}: "${value.trim()}" is not an IP address with an optional port (host:port).`, { field });
      return server;
    });
}

/** The servers of AGENTGAUGE_DNS_SERVERS, [] where the operator set none (the system's then answer). */
export function configuredDnsServers(): DnsServer[] {
  const fromEnvironment = process.env[DNS_SERVERS_ENV];
  return fromEnvironment ? parseDnsServerList([fromEnvironment], DNS_SERVERS_ENV) : [];
}

export function systemDnsServers(): DnsServer[] {
  return dnsModule().getServers().flatMap((entry) => {
    const server = parseDnsServer(entry);
    return server ? [server] : [];
  });
}

export function formatDnsServer(server: DnsServer): string {
  return server.host.includes(':') ? `[${server.host}]:${server.port}` : `${server.host}:${server.port}`;
}

/** A resolver asking only the given servers (dns.Resolver#setServers), for the fetcher's address lookups. */
export function resolverFor(servers: readonly DnsServer[], timeoutMs: number): Resolver {
  const resolver = new (dnsModule().promises.Resolver)({ timeout: timeoutMs, tries: 1 });
  resolver.setServers(servers.map(formatDnsServer));
  return async (hostname) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
    const found: ResolvedAddress[] = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
    ];
    if (found.length > 0) return found;
    throw v4.status === 'rejected' ? v4.reason : Object.assign(new Error(`${hostname} has no address`), { code: 'ENODATA' });
  };
}
