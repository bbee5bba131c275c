/**
 * The reverse-DNS namespace of a server card's `namespace/name` (shop.example → example.shop). An address is no DNS
 * name: it stays as it is (127.0.0.1, not 1.0.0.127), an IPv6 literal with its colons as dots. Takes a URL's
 * hostname or a `host[:port]`, IPv6 in brackets (ports are no part of a namespace).
 */
export function cardNamespace(host: string): string {
  const hostname = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.split(':')[0]!;
  if (hostname.includes(':')) return hostname.replaceAll(':', '.');
  return /[a-z]/i.test(hostname) ? hostname.split('.').reverse().join('.') : hostname;
}
