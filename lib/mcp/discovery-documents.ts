// The documents that let clients find the MCP endpoint before connecting: the server card (experimental-ext-server-card
// schema v1, served at <endpoint>/server-card) and the AI Catalog (/.well-known/ai-catalog.json and /.well-known/ard.json) that lists it and our
// A2A agent card.
// Absolute URLs come from the service's public origin, never from anything else in the request.
import { MCP_CARD_SCHEMA, MCP_CARD_TYPE } from '@/engine/light';
import { A2A_CARD_PATH } from '@/lib/a2a/card';
import { MCP_PROTOCOL_VERSIONS, MCP_SERVER_DESCRIPTION, MCP_SERVER_TITLE, MCP_SERVER_VERSION, mcpServerName } from './identity';
import { A2A_CARD_CATALOG_TYPE, MCP_PATH, SERVER_CARD_PATH } from '@/lib/identity/endpoints';

export function serverCard(origin: string) {
  return {
    $schema: MCP_CARD_SCHEMA,
    name: mcpServerName(origin),
    version: MCP_SERVER_VERSION,
    title: MCP_SERVER_TITLE,
    description: MCP_SERVER_DESCRIPTION,
    websiteUrl: `${origin}/`,
    remotes: [
      {
        type: 'streamable-http',
        url: `${origin}${MCP_PATH}`,
        supportedProtocolVersions: [...MCP_PROTOCOL_VERSIONS],
        headers: [
          {
            name: 'Authorization',
            description:
              'Optional: an organization API key (paid plan) unlocks the organization tools, or an OAuth access token from this service (the 401 of an organization tool names the protected resource metadata); the public tools need none.',
            isRequired: false,
            isSecret: true,
            value: 'Bearer {api_key}',
            variables: {
              api_key: { description: 'An organization API key (ag_live_…), created on the keys page.', isRequired: true, isSecret: true },
            },
          },
        ],
      },
    ],
  };
}

/** AI Catalog (ARD draft): specVersion, host, and entries with identifier, displayName, type and exactly one of url/data.
 *  The identifier is domain-anchored, urn:air:{publisher}:{namespace}:{name} (server-card docs/discovery.md). */
export function aiCatalog(origin: string) {
  const publisher = new URL(origin).hostname;
  return {
    specVersion: '1.0',
    host: { displayName: MCP_SERVER_TITLE, identifier: publisher, documentationUrl: `${origin}/llms.txt` },
    entries: [
      {
        identifier: `urn:air:${publisher}:mcp:agentgauge`,
        displayName: `${MCP_SERVER_TITLE} MCP server`,
        type: MCP_CARD_TYPE,
        url: `${origin}${SERVER_CARD_PATH}`,
        description: MCP_SERVER_DESCRIPTION,
        version: MCP_SERVER_VERSION,
        // ARD: 2–5 questions a user would ask that this entry answers (how registries match queries to entries).
        representativeQueries: [
          'audit a website for AI agent readiness',
          'which checks does my site fail for AI agents',
          'compare two readiness audits of my site',
        ],
      },
      {
        identifier: `urn:air:${publisher}:a2a:agentgauge`,
        displayName: `${MCP_SERVER_TITLE} A2A agent`,
        type: A2A_CARD_CATALOG_TYPE,
        url: `${origin}${A2A_CARD_PATH}`,
        description: MCP_SERVER_DESCRIPTION,
        version: MCP_SERVER_VERSION,
        representativeQueries: ['ask an agent to check my site for AI agent readiness', 'how do I fix an agent readiness finding'],
      },
    ],
  };
}
