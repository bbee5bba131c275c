import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  Option
} from "./chunk-EP3D6DWK.mjs";
import {
  DNS_SERVERS_ENV,
  DNS_TRUST_AD_ENV
} from "./chunk-2NGWI5PL.mjs";
import {
  usageError
} from "./chunk-AF54SNVD.mjs";

// bin/cli/connection.ts
var ENVIRONMENT_HELP = `Environment:
  AGENTGAUGE_API_KEY  organization API key (same as --api-key)
  AGENTGAUGE_URL      base URL of your Agent Gauge service (same as --base-url; no default: commands over the
                      API need it, e.g. https://gauge.example.com)
  NO_COLOR            set to any value to turn colours off
  ${DNS_SERVERS_ENV}   local audits: DNS servers (host:port,\u2026) for every lookup, DNS-AID included (same as --dns-server)
  ${DNS_TRUST_AD_ENV}  1: trust the DNSSEC AD bit of a resolver that is not on loopback
  AGENTGAUGE_HEADERS  local audits: extra headers for the audited origin alone, a JSON object
                      ({"x-vercel-protection-bypass": "\u2026"}; --header adds to it and wins on the same name)`;
var HEADERS_ENV = "AGENTGAUGE_HEADERS";
var NO_SERVICE_URL = "no Agent Gauge service named: set AGENTGAUGE_URL (or pass --base-url) to the address of your service, e.g. https://gauge.example.com";
function addConnectionOptions(command) {
  return command.addOption(new Option("--api-key <key>", "organization API key").env("AGENTGAUGE_API_KEY")).addOption(new Option("--base-url <url>", "base URL of your Agent Gauge service (no default)").env("AGENTGAUGE_URL")).addOption(new Option("--url <url>", "the same as --base-url").hideHelp());
}
function serviceUrlOf(flags) {
  return flags.url?.trim() || flags.baseUrl?.trim() || void 0;
}
function connectionFrom(flags) {
  const apiKey = flags.apiKey?.trim();
  if (!apiKey) return null;
  const baseUrl = serviceUrlOf(flags);
  if (!baseUrl) throw usageError(NO_SERVICE_URL);
  let parsed;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw usageError(`--base-url "${baseUrl}" is not a URL (e.g. https://gauge.example.com)`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw usageError(`--base-url must be an http(s) URL, not ${parsed.protocol}`);
  }
  return { apiKey, baseUrl: parsed.href };
}
function requireConnection(flags) {
  const connection = connectionFrom(flags);
  if (!connection) {
    const service = serviceUrlOf(flags) ? "" : ", and AGENTGAUGE_URL (or --base-url) to your service";
    throw usageError(`this command needs an API key: pass --api-key or set AGENTGAUGE_API_KEY${service}`);
  }
  return connection;
}

export {
  ENVIRONMENT_HELP,
  HEADERS_ENV,
  addConnectionOptions,
  connectionFrom,
  requireConnection
};
