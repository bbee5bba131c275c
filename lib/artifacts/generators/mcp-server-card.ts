// <endpoint>/server-card: an MCP server card naming the site's Streamable HTTP endpoint, in the current experimental
// server-card extension's shape (schema.json: the v1 `$schema`, `name` as `namespace/name`, a description of at most
// 100 characters) and at the location it reserves (docs/discovery.md §Hosted Server Card Location), served as
// application/mcp-server-card+json.
import { cardNamespace } from '@/lib/identity/card-namespace';
import { MCP_CARD_SCHEMA, MCP_CARD_TYPE, MCP_DEFAULT_ENDPOINT_PATH } from '@/engine/light';
import { PLACEHOLDER_ORIGIN, mcpEndpointShown } from '../shown-surfaces';
import { siteNameOf, siteSummaryOf } from '../site-input';
import { nameSlug } from './name-slug';
import type { Generator } from './types';

/** schema.json: `title` and `description` are 1–100 characters. */
const CARD_TEXT_MAX = 100;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

// The endpoint is the site's own only when the last scan saw it answer MCP; otherwise the card is a marked template.
export const mcpServerCard: Generator = (input) => {
  const live = mcpEndpointShown(input);
  const card = {
    $schema: MCP_CARD_SCHEMA,
    name: `${cardNamespace(input.host)}/${nameSlug(siteNameOf(input), 'site')}`,
    title: clip(siteNameOf(input), CARD_TEXT_MAX),
    description: clip(live ? siteSummaryOf(input) : `TEMPLATE: set remotes[].url to your MCP endpoint. ${siteSummaryOf(input)}`, CARD_TEXT_MAX),
    version: '1.0.0',
    websiteUrl: `${input.origin}/`,
    remotes: [{ type: 'streamable-http', url: `${live ? input.origin : PLACEHOLDER_ORIGIN}${MCP_DEFAULT_ENDPOINT_PATH}` }],
  };
  return { contentType: MCP_CARD_TYPE, body: `${JSON.stringify(card, null, 2)}\n` };
};
