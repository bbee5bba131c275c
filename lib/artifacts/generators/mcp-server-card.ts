// <endpoint>/server-card: an MCP server card naming the site's Streamable HTTP endpoint, in the current experimental
// server-card extension's shape (schema.json: the v1 `$schema`, `name` as `namespace/name`, a description of at most
// 100 characters) and at the location it reserves (docs/discovery.md §Hosted Server Card Location), served as
// application/mcp-server-card+json.
import { cardNamespace } from '@/lib/identity/card-namespace';
import { MCP_CARD_SCHEMA, MCP_CARD_TYPE, MCP_DEFAULT_ENDPOINT_PATH } from '@/engine/light';
import { PLACEHOLDER_ORIGIN, mcpEndpointShown } from '../shown-surfaces';
import { factsOf, siteNameOf, siteSummaryOf } from '../site-input';
import { nameSlug } from './name-slug';
import type { Generator } from './types';

/** schema.json: `title` and `description` are 1–100 characters. */
const CARD_TEXT_MAX = 100;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The card's reverse-DNS name: the server's own where it gave one (its part after a slash kept), else the site's. */
function cardName(host: string, serverName: string | null, siteName: string): string {
  if (serverName && /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/.test(serverName)) return serverName;
  return `${cardNamespace(host)}/${nameSlug(serverName ?? siteName, 'site')}`;
}

// The endpoint is the site's own only when the last scan saw it answer MCP; otherwise the card is a marked template.
// Its name and version are the live server's serverInfo where the scan recorded it: clients check a card against the
// server and prefer the server's values (experimental-ext-server-card docs/discovery.md, Consistency with Runtime
// Behavior), so a card we write never contradicts the server it names.
export const mcpServerCard: Generator = (input) => {
  const live = mcpEndpointShown(input);
  const server = live ? (factsOf(input)?.surfaces?.mcpServer ?? null) : null;
  const card = {
    $schema: MCP_CARD_SCHEMA,
    name: cardName(input.host, server?.name ?? null, siteNameOf(input)),
    title: clip(siteNameOf(input), CARD_TEXT_MAX),
    description: clip(live ? siteSummaryOf(input) : `TEMPLATE: set remotes[].url to your MCP endpoint. ${siteSummaryOf(input)}`, CARD_TEXT_MAX),
    version: server?.version ?? '1.0.0',
    websiteUrl: `${input.origin}/`,
    remotes: [{ type: 'streamable-http', url: `${live ? input.origin : PLACEHOLDER_ORIGIN}${MCP_DEFAULT_ENDPOINT_PATH}` }],
  };
  return { contentType: MCP_CARD_TYPE, body: `${JSON.stringify(card, null, 2)}\n` };
};
