// Where the API is and who calls it: flags first, then the environment. Shared by every command that uses the API.
import { Option, type Command } from 'commander';
import type { ApiConnection } from './api-client.js';
import { usageError } from './exit-codes.js';

export const DEFAULT_BASE_URL = 'https://agentgauge.dev';

export const ENVIRONMENT_HELP = `Environment:
  AGENTGAUGE_API_KEY  organization API key (same as --api-key)
  AGENTGAUGE_URL      base URL of the Agent Gauge service (same as --base-url; default ${DEFAULT_BASE_URL})
  NO_COLOR            set to any value to turn colours off`;

export interface ConnectionFlags {
  apiKey?: string;
  baseUrl?: string;
}

export function addConnectionOptions(command: Command): Command {
  return command
    .addOption(new Option('--api-key <key>', 'organization API key').env('AGENTGAUGE_API_KEY'))
    .addOption(
      new Option('--base-url <url>', `base URL of the Agent Gauge service (default ${DEFAULT_BASE_URL})`).env(
        'AGENTGAUGE_URL',
      ),
    );
}

/** The connection when an API key is configured, null otherwise. */
export function connectionFrom(flags: ConnectionFlags): ApiConnection | null {
  const apiKey = flags.apiKey?.trim();
  if (!apiKey) return null;
  const baseUrl = flags.baseUrl?.trim() || DEFAULT_BASE_URL;
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw usageError(`--base-url "${baseUrl}" is not a URL (e.g. ${DEFAULT_BASE_URL})`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw usageError(`--base-url must be an http(s) URL, not ${parsed.protocol}`);
  }
  return { apiKey, baseUrl: parsed.href };
}

/** For commands that only exist over the API. */
export function requireConnection(flags: ConnectionFlags): ApiConnection {
  const connection = connectionFrom(flags);
  if (!connection) throw usageError('this command needs an API key: pass --api-key or set AGENTGAUGE_API_KEY');
  return connection;
}
