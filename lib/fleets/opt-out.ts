// The operator's opt-out list (AGENTGAUGE_FLEET_OPT_OUT): a file of hosts and registrable domains, one a line, `#`
// starting a comment. A target whose host, or registrable domain, is on it is recorded `opted-out` without a request.
// The file is read again when it changes (its modification time), so an owner's request takes effect on the next
// target without a restart. A list that cannot be read stops the batch (the run waits) rather than scan anyone on it.
import { readFileSync, statSync } from 'node:fs';
import { domainToASCII } from 'node:url';
import { optOutFile } from './settings';

interface Loaded {
  path: string;
  mtimeMs: number;
  entries: Set<string>;
}

let loaded: Loaded | null = null;

/** The entry that opts this target out, or null. */
export function optedOutBy(host: string, registrableDomain: string | null): string | null {
  const entries = currentEntries();
  if (entries.size === 0) return null;
  const name = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  if (entries.has(name)) return name;
  if (registrableDomain && entries.has(registrableDomain)) return registrableDomain;
  return null;
}

/** The file's entries, canonical like target hosts (lower case, punycode, no trailing dot). */
export function parseOptOut(text: string): Set<string> {
  const entries = new Set<string>();
  for (const raw of text.split(/\r\n|\n|\r/)) {
    const value = raw.replace(/#.*/, '').trim().replace(/\.$/, '');
    if (value === '') continue;
    const ascii = domainToASCII(value.toLowerCase());
    entries.add(ascii === '' ? value.toLowerCase() : ascii);
  }
  return entries;
}

function currentEntries(): Set<string> {
  const path = optOutFile();
  if (!path) return new Set();
  const { mtimeMs } = statSync(path);
  if (loaded && loaded.path === path && loaded.mtimeMs === mtimeMs) return loaded.entries;
  loaded = { path, mtimeMs, entries: parseOptOut(readFileSync(path, 'utf8')) };
  return loaded.entries;
}
