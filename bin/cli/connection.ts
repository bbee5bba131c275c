// Where the API is and who calls it: flags first, then the environment. Shared by every command that uses the API.
// There is no built-in service address: a key is only ever sent to the service the user named.
import { Option, type Command } from 'commander';
import { DNS_SERVERS_ENV, DNS_TRUST_AD_ENV } from '../../engine/light.js';
import type { ApiConnection } from './api-client.js';
import { usageError } from './exit-codes.js';

export const ENVIRONMENT_HELP = `Environment:
  AGENTGAUGE_API_KEY  organization API key (same as --api-key)
  AGENTGAUGE_URL      base URL of your Agent Gauge service (same as --base-url; no default: commands over the
                      API need it, e.g. https://gauge.example.com)
  NO_COLOR            set to any value to turn colours off
  ${DNS_SERVERS_ENV}   local audits: DNS servers (host:port,…) for every lookup, DNS-AID included (same as --dns-server)
  ${DNS_TRUST_AD_ENV}  1: trust the DNSSEC AD bit of a resolver that is not on loopback
  AGENTGAUGE_HEADERS  local audits: extra headers for the audited origin alone, a JSON object
                      ({"x-vercel-protection-bypass": "…"}; --header adds to it and wins on the same name)`;

/** Extra headers for the audited origin (a protected preview), as a JSON object; see bin/cli/extra-headers.ts. */
export const HEADERS_ENV = 'AGENTGAUGE_HEADERS';

const NO_SERVICE_URL =
  'no Agent Gauge service named: set AGENTGAUGE_URL (or pass --base-url) to the address of your service, e.g. https://gauge.example.com';

export interface ConnectionFlags {
  apiKey?: string;
  baseUrl?: string;
  /** --url, the same as --base-url (the name AGENTGAUGE_URL suggests). */
  url?: string;
}

export function addConnectionOptions(command: Command): Command {
  return command
    .addOption(new Option('--api-key <key>', 'organization API key').env('AGENTGAUGE_API_KEY'))
    .addOption(new Option('--base-url <url>', 'base URL of your Agent Gauge service (no default)').env('AGENTGAUGE_URL'))
    .addOption(new Option('--url <url>', 'the same as --base-url').hideHelp());
}

/** The service's address from --url or --base-url (AGENTGAUGE_URL), or undefined. */
function serviceUrlOf(flags: ConnectionFlags): string | undefined {
  return flags.url?.trim() || flags.baseUrl?.trim() || undefined;
}

/** The connection when an API key is configured, null otherwise; a key without a service address is a usage error. */
export function connectionFrom(flags: ConnectionFlags): ApiConnection | null {
  const apiKey = flags.apiKey?.trim();
  if (!apiKey) return null;
  const baseUrl = serviceUrlOf(flags);
  if (!baseUrl) throw usageError(NO_SERVICE_URL);
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw usageError(`--base-url "${baseUrl}" is not a URL (e.g. https://gauge.example.com)`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw usageError(`--base-url must be an http(s) URL, not ${parsed.protocol}`);
  }
  return { apiKey, baseUrl: parsed.href };
}

/** For commands that only exist over the API. */
export function requireConnection(flags: ConnectionFlags): ApiConnection {
  const connection = connectionFrom(flags);
  if (!connection) {
    const service = serviceUrlOf(flags) ? '' : ', and AGENTGAUGE_URL (or --base-url) to your service';
    throw usageError(`this command needs an API key: pass --api-key or set AGENTGAUGE_API_KEY${service}`);
  }
  return connection;
}
