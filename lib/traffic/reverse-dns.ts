// Forward-confirmed reverse DNS (FCrDNS), the method Google, Microsoft and Apple document for their crawlers: the
// address's PTR names, each looked up forward, and a name counts only when it resolves back to the address and ends
// in one of the vendor's hostnames. Each hostname below is quoted from its vendor's page:
//   - Google, "Verifying Googlebot and other Google crawlers" (developers.google.com/search/docs/crawling-indexing/
//     verifying-googlebot): "Verify that the domain name is either googlebot.com, google.com, or googleusercontent.com";
//     common crawlers resolve to "crawl-***-***-***-***.googlebot.com or geo-crawl-***-***-***-***.geo.googlebot.com";
//     user-triggered "fetchers controlled by Google originate from IPs in the user-triggered-fetchers-google.json object
//     and resolve to a google.com hostname" (googleusercontent.com names are Google Cloud customers' fetchers: not
//     Google's agents, so not taken here).
//   - Microsoft, "Verifying Bingbot" (bing.com/webmaster/help/how-to-verify-bingbot-3905dc26): "verify that it
//     resolves to a name that end with search.msn.com", then "a forward DNS lookup … resolves back to the same IP".
//   - Apple, "About Applebot" (support.apple.com/en-us/119829): "reverse DNS shows it in the *.applebot.apple.com
//     domain".
// Lookups ask the resolvers the scans ask (AGENTGAUGE_DNS_SERVERS, else the system's), run on the thread that reads
// the batch (never the one that serves HTTP), are cached per address for the batch, and are bounded per batch
// (AGENTGAUGE_TRAFFIC_REVERSE_DNS_LOOKUPS). Nothing of them is stored: not the address, not the name.
import ipaddr from 'ipaddr.js';
import { parseAddress } from './ip-ranges';

export interface ReverseDnsRule {
  /** Hostnames a forward-confirmed name must end in (the name itself, or under it). */
  suffixes: readonly string[];
  source: string;
}

const GOOGLE = 'Google, "Verifying Googlebot and other Google crawlers", https://developers.google.com/search/docs/crawling-indexing/verifying-googlebot';

/** The agents whose vendors document FCrDNS, by the figures' agent name. */
export const REVERSE_DNS: ReadonlyMap<string, ReverseDnsRule> = new Map([
  ['Googlebot', { suffixes: ['googlebot.com', 'google.com'], source: `${GOOGLE} (common crawlers: googlebot.com; "either googlebot.com, google.com")` }],
  ['GoogleAgent-URLContext', { suffixes: ['google.com'], source: `${GOOGLE} (fetchers controlled by Google "resolve to a google.com hostname")` }],
  ['Google-Agent', { suffixes: ['google.com'], source: `${GOOGLE} (fetchers controlled by Google "resolve to a google.com hostname")` }],
  ['bingbot', { suffixes: ['search.msn.com'], source: 'Microsoft, "Verifying Bingbot", https://www.bing.com/webmaster/help/how-to-verify-bingbot-3905dc26 ("a name that end with search.msn.com")' }],
  ['Applebot', { suffixes: ['applebot.apple.com'], source: 'Apple, "About Applebot", https://support.apple.com/en-us/119829 ("reverse DNS shows it in the *.applebot.apple.com domain")' }],
]);

/** Whether a DNS name is one of the suffixes or under one (label by label: "evilgoogle.com" is not under google.com). */
export function underSuffix(name: string, suffixes: readonly string[]): boolean {
  const host = name.toLowerCase().replace(/\.$/, '');
  return suffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/** What FCrDNS found for an address: the PTR names that resolve back to it, or no answer to be had. */
export type ReverseDnsAnswer = { answered: true; names: readonly string[] } | { answered: false };

export interface ReverseDnsSettings {
  /** "host:port" of each resolver to ask; [] asks the system's. */
  servers: readonly string[];
  /** Distinct addresses one batch may look up; past it an address is not looked up. */
  lookups: number;
  /** Per DNS question. */
  timeoutMs: number;
}

/** Lookups in flight at once: a batch of many spoofers' addresses never floods the resolver. */
const CONCURRENT = 8;
/** PTR names looked up forward per address (an address with many is not a crawler's). */
const NAMES_CHECKED = 4;
/** Errors that mean "no such name or record": an answer (not confirmed), not a failure to answer. */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN']);

type DnsPromises = typeof import('node:dns').promises;

/** One batch's FCrDNS: cached per address, at most `lookups` addresses, CONCURRENT at a time. */
export class ReverseDnsChecker {
  readonly #settings: ReverseDnsSettings;
  readonly #answers = new Map<string, ReverseDnsAnswer | Promise<ReverseDnsAnswer>>();
  readonly #waiting: Array<() => void> = [];
  #resolver: InstanceType<DnsPromises['Resolver']> | null = null;
  #running = 0;
  /** Addresses looked up (or being looked up) in this batch. */
  started = 0;

  constructor(settings: ReverseDnsSettings) {
    this.#settings = settings;
  }

  /** The address's answer (cached), a promise of it, or null when the batch's lookups are spent. */
  answer(ip: string): ReverseDnsAnswer | Promise<ReverseDnsAnswer> | null {
    const address = parseAddress(ip);
    if (!address) return { answered: true, names: [] };
    const key = address.toNormalizedString();
    const known = this.#answers.get(key);
    if (known) return known;
    if (this.started >= this.#settings.lookups) return null;
    this.started++;
    const pending = this.#lookUp(address).then((answer) => {
      this.#answers.set(key, answer);
      return answer;
    });
    this.#answers.set(key, pending);
    return pending;
  }

  #dns(): InstanceType<DnsPromises['Resolver']> {
    if (!this.#resolver) {
      const { Resolver } = process.getBuiltinModule('node:dns').promises;
      this.#resolver = new Resolver({ timeout: this.#settings.timeoutMs, tries: 1 });
      if (this.#settings.servers.length > 0) this.#resolver.setServers([...this.#settings.servers]);
    }
    return this.#resolver;
  }

  async #lookUp(address: ipaddr.IPv4 | ipaddr.IPv6): Promise<ReverseDnsAnswer> {
    if (this.#running >= CONCURRENT) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#running++;
    try {
      const resolver = this.#dns();
      let names: string[];
      try {
        names = await resolver.reverse(address.toString());
      } catch (error) {
        return NO_RECORD.has((error as NodeJS.ErrnoException).code ?? '') ? { answered: true, names: [] } : { answered: false };
      }
      const confirmed: string[] = [];
      let unanswered = false;
      for (const name of names.slice(0, NAMES_CHECKED)) {
        try {
          const forward = address.kind() === 'ipv4' ? await resolver.resolve4(name) : await resolver.resolve6(name);
          if (forward.some((value) => sameAddress(value, address))) confirmed.push(name);
        } catch (error) {
          if (!NO_RECORD.has((error as NodeJS.ErrnoException).code ?? '')) unanswered = true;
        }
      }
      return confirmed.length === 0 && unanswered ? { answered: false } : { answered: true, names: confirmed };
    } finally {
      this.#running--;
      this.#waiting.shift()?.();
    }
  }
}

function sameAddress(text: string, address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  const other = parseAddress(text);
  return other !== null && other.kind() === address.kind() && other.toNormalizedString() === address.toNormalizedString();
}
