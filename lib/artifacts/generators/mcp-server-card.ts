// <endpoint>/server-card: an MCP server card naming the site's Streamable HTTP endpoint, in the current experimental
// server-card extension's shape (schema.json: the v1 `$schema`, `name` as `namespace/name`, a description of at most
// 100 characters) and at the location it reserves (docs/discovery.md §Hosted Server Card Location), served as
// application/mcp-server-card+json.
import { MCP_CARD_SCHEMA, MCP_CARD_TYPE, MCP_DEFAULT_ENDPOINT_PATH } from '@/engine/light';
import { siteNameOf, siteSummaryOf } from '../site-input';
import type { Generator } from './types';

/** schema.json: `title` and `description` are 1–100 characters. */
const CARD_TEXT_MAX = 100;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The reverse-DNS namespace of the host (shop.example → example.shop); an IPv6 literal's colons become dots. */
function cardNamespace(host: string): string {
  const hostname = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.split(':')[0]!;
  return hostname.includes(':') ? hostname.replaceAll(':', '.') : hostname.split('.').reverse().join('.');
}

export const mcpServerCard: Generator = (input) => {
  const card = {
    $schema: MCP_CARD_SCHEMA,
    name: `${cardNamespace(input.host)}/site`,
    title: clip(siteNameOf(input), CARD_TEXT_MAX),
    description: clip(siteSummaryOf(input), CARD_TEXT_MAX),
    version: '1.0.0',
    websiteUrl: `${input.origin}/`,
    remotes: [{ type: 'streamable-http', url: `${input.origin}${MCP_DEFAULT_ENDPOINT_PATH}` }],
  };
  return { contentType: MCP_CARD_TYPE, body: `${JSON.stringify(card, null, 2)}\n` };
};
