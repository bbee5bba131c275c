// Which private targets an installation allows: the setting's one parser and the one rule that reads it. Pure and
// dependency-free, so the CLI can parse its flag without loading the fetcher.

/**
 * true lifts the address and port rules for every target; a list of `host:port` lifts them for those origins only
 * (so a test can allow one fixture server and prove that every other loopback port stays refused).
 */
export type PrivateTargets = boolean | readonly string[];

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };

/** `host:port` of a URL with its default port spelled out, as the allow-list names it. */
function hostPortOf(url: URL): string {
  return `${url.hostname}:${url.port === '' ? (DEFAULT_PORTS[url.protocol] ?? '') : url.port}`;
}

/**
 * The setting as operators write it: `1` (or `true`) allows every private target; a comma-separated `host:port` list
 * (`127.0.0.1:4000,localhost:4000`) allows those origins; empty, `0` or absent allows none. Throws on an entry that is
 * not a host and port.
 */
export function parsePrivateTargets(raw: string | undefined): PrivateTargets {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value.split(',').map((entry) => {
    const trimmed = entry.trim();
    let url: URL | null = null;
    try {
      url = new URL(`http://${trimmed}`);
    } catch {
      url = null;
    }
    if (url === null || url.port === '' || url.pathname !== '/' || url.username !== '' || `${url.host}` !== trimmed.toLowerCase()) {
      throw new Error(`"${trimmed}" is not a host:port (e.g. 127.0.0.1:4000).`);
    }
    return hostPortOf(url);
  });
}

/** Whether the address and port rules are lifted for this URL. */
export function privateAllowedFor(url: URL, allowed: PrivateTargets): boolean {
  if (typeof allowed === 'boolean') return allowed;
  return allowed.includes(hostPortOf(url));
}
