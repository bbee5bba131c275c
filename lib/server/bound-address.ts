// What the service's "listening on" line names: the address the socket is actually bound to, and for a wildcard
// bind (0.0.0.0, ::) an address of this machine that reaches it.
import type { AddressInfo } from 'node:net';

function urlOf(address: string, port: number): string {
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

export interface BoundAddress {
  /** The bound address itself, e.g. http://0.0.0.0:3000 or http://127.0.0.1:40123. */
  url: string;
  /** A URL of this machine that reaches the server (loopback for a wildcard bind). */
  localUrl: string;
  /** The log line's words after "listening on". */
  description: string;
}

export function boundAddress(info: AddressInfo): BoundAddress {
  const url = urlOf(info.address, info.port);
  const wildcard = info.address === '0.0.0.0' || info.address === '::';
  if (!wildcard) return { url, localUrl: url, description: url };
  const localUrl = urlOf(info.address === '::' ? '::1' : '127.0.0.1', info.port);
  const scope = info.address === '::' ? 'every interface' : 'every IPv4 interface';
  return { url, localUrl, description: `${url} (${scope}; from this machine ${localUrl})` };
}
