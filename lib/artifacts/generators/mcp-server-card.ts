// /.well-known/mcp/server-card.json: an MCP server card naming the site's Streamable HTTP endpoint.
import { MCP_DEFAULT_ENDPOINT_PATH } from '@/engine/light';
import { siteNameOf, siteSummaryOf } from '../site-input';
import type { Generator } from './types';

const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

export const mcpServerCard: Generator = (input) => {
  const card = {
    $schema: SERVER_CARD_SCHEMA,
    name: input.host.split(':')[0]!.split('.').reverse().join('.') + '/site',
    title: siteNameOf(input),
    description: siteSummaryOf(input),
    version: '1.0.0',
    websiteUrl: `${input.origin}/`,
    remotes: [{ type: 'streamable-http', url: `${input.origin}${MCP_DEFAULT_ENDPOINT_PATH}` }],
  };
  return { contentType: 'application/json', body: `${JSON.stringify(card, null, 2)}\n` };
};
