// The index's base URL of an audit (bin/cli/index-benchmark.ts), decided with the other settings: a module of its own,
// so that an audit without an index loads none of the benchmark's code.
import { usageError } from './exit-codes.js';

/** The index's base URL from --index, else the service's address (--url, --base-url, AGENTGAUGE_URL), else null. */
export function indexUrlOf(flags: { index?: string; url?: string; baseUrl?: string }, fileBaseUrl?: string): string | null {
  const raw = flags.index?.trim() || flags.url?.trim() || flags.baseUrl?.trim() || fileBaseUrl?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw usageError(`${flags.index ? '--index' : '--base-url'} "${raw}" is not a URL (e.g. https://gauge.example.com)`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw usageError(`${flags.index ? '--index' : '--base-url'} must be an http(s) URL, not ${parsed.protocol}`);
  return parsed.href;
}
