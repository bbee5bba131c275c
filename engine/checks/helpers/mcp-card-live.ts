// A server card against the live server (issue 62 point 3; checks.md 2026-12d): the card is advisory, and clients
// "SHOULD verify a Server Card's claims against the live connection" (modelcontextprotocol/experimental-ext-server-card,
// docs/discovery.md, "Consistency with Runtime Behavior": the serverInfo name and version and the supported versions
// from server/discover, the transport served at each remotes[] endpoint, SHOULD NOT contradict the card). The card's
// `name` is reverse-DNS (`com.example/weather`) where serverInfo's is free: the server part after the slash is the
// name the catalog derives from it (discovery.md, "Catalog Entry"), so either form agrees. The card's `version` is
// "Equivalent of Implementation.version" (SEP-2127, Field Descriptions) and is compared as written.
import { warn, type DraftFinding } from '../../findings.js';
import type { McpCardSource, McpProbe } from '../../gather/mcp.js';
import { isObject } from '../../parse/json-values.js';
import { resolveUrl } from '../../parse/urls.js';

export const MCP_CARD_LIVE_CODES = {
  'card-disagrees':
    'The server card and the live server disagree (name, version, transport or protocol revision), each value named: clients prefer the live values and treat the card as stale (subject: the card URL).',
} as const;
type Code = keyof typeof MCP_CARD_LIVE_CODES;

/** What the card-disagrees finding costs the endpoint's half, as a card whose tools disagree does (helpers/mcp-tools.ts). */
export const CARD_DISAGREES_PENALTY = 10;

type LiveProbe = Extract<McpProbe, { kind: 'live' }>;

/** The loaded card that names the probed endpoint among its remotes, else the first loaded card. */
function cardFor(cards: readonly McpCardSource[], probe: LiveProbe): { source: McpCardSource; value: Record<string, unknown> } | null {
  const loaded = cards.flatMap((source) => (source.document.kind === 'ok' && isObject(source.document.value) ? [{ source, value: source.document.value as Record<string, unknown> }] : []));
  return loaded.find((card) => card.source.validation?.remoteUrls.includes(probe.url)) ?? loaded[0] ?? null;
}

/** A name as a card can spell it (schema.json allows [a-zA-Z0-9._-] after the slash): case and separators aside. */
const normalized = (name: string) => name.toLowerCase().replace(/[^a-z0-9.]+/g, '-').replace(/^-+|-+$/g, '');

function sameName(card: string, live: string): boolean {
  const server = normalized(live);
  return normalized(card) === server || normalized(card.slice(card.indexOf('/') + 1)) === server;
}

const quote = (value: string) => JSON.stringify(value.slice(0, 100));

export function judgeCardAgainstLive(cards: readonly McpCardSource[], probe: McpProbe): { findings: Array<DraftFinding<Code>>; penalty: number } {
  if (probe.kind !== 'live') return { findings: [], penalty: 0 };
  const card = cardFor(cards, probe);
  if (!card) return { findings: [], penalty: 0 };
  const how = probe.era === 'modern' ? 'server/discover' : 'initialize';
  const differences: string[] = [];
  const { name, version } = card.value;
  if (typeof name === 'string' && probe.serverName !== null && !sameName(name, probe.serverName)) {
    differences.push(`name: the card says ${quote(name)}, the server's ${how} says ${quote(probe.serverName)}`);
  }
  if (typeof version === 'string' && probe.serverVersion !== null && version !== probe.serverVersion) {
    differences.push(`version: the card says ${quote(version)}, the server says ${quote(probe.serverVersion)}`);
  }
  const remote = Array.isArray(card.value.remotes)
    ? card.value.remotes.find((entry) => isObject(entry) && typeof entry.url === 'string' && resolveUrl(entry.url, card.source.url) === probe.url)
    : undefined;
  if (isObject(remote)) {
    if (remote.type === 'sse') differences.push(`transport: the card says "sse" for ${probe.url}, which answered as Streamable HTTP`);
    const versions = remote.supportedProtocolVersions;
    if (Array.isArray(versions) && probe.protocolVersion !== null && !versions.includes(probe.protocolVersion)) {
      differences.push(`protocol revision: the card lists ${versions.slice(0, 5).map((entry) => quote(String(entry))).join(', ')}, the server speaks ${quote(probe.protocolVersion)}`);
    }
  }
  const evidence = `${card.source.url}; ${probe.url} (${how}): ${[probe.serverName, probe.serverVersion].filter(Boolean).join(' ') || 'no serverInfo'}, protocol ${probe.protocolVersion ?? 'unknown'}`;
  // Agreement needs no finding: the card-valid and live findings already stand for both.
  if (differences.length === 0) return { findings: [], penalty: 0 };
  return {
    findings: [
      {
        ...warn(
          'card-disagrees',
          `The server card ${card.source.url} and the live server disagree: ${differences.join('; ')}.`,
          evidence,
          'Publish the card from the values the server answers (serverInfo name and version, the transport and revisions each remote serves), and update it with every release: clients prefer the live values and treat a card that contradicts them as stale.',
        ),
        subject: card.source.url,
      },
    ],
    penalty: CARD_DISAGREES_PENALTY,
  };
}
