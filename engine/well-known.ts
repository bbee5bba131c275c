// Where the files and documents the engine looks for live on a site (paths from the origin). Data only: the
// gatherers fetch these, and the service's generated files (lib/artifacts) are served at them.

export const ROBOTS_TXT_PATH = '/robots.txt';

/** Tried in order after the `Sitemap:` lines of robots.txt. */
export const SITEMAP_PROBE_PATHS = ['/sitemap.xml', '/sitemap_index.xml', '/sitemap-index.xml', '/sitemap.xml.gz'] as const;

/** llms.txt, then its fallback locations. */
export const LLMS_TXT_PATHS = ['/llms.txt', '/docs/llms.txt', '/.well-known/llms.txt'] as const;
export const LLMS_FULL_TXT_PATH = '/llms-full.txt';

/** RFC 9727. */
export const API_CATALOG_PATH = '/.well-known/api-catalog';

/** Probed in order when nothing advertises an OpenAPI description. */
export const OPENAPI_PROBE_PATHS = [
  '/.well-known/openapi.json',
  '/openapi.json',
  '/openapi.yaml',
  '/swagger.json',
  '/api/openapi.json',
  '/docs/openapi.json',
  '/v3/api-docs',
] as const;

/** The AI Catalog (Agent-Card/ai-catalog core; read by Lighthouse and isitagentready), which also lists MCP server cards. */
export const AI_CATALOG_PATH = '/.well-known/ai-catalog.json';
/** The same catalog where ARD 0.91 consumers look (since 26 August 2026). */
export const ARD_CATALOG_PATH = '/.well-known/ard.json';
export const AI_CATALOG_TYPE = 'application/ai-catalog+json';
/** Where an MCP endpoint is looked for when no card names one. */
export const MCP_DEFAULT_ENDPOINT_PATH = '/mcp';
/** Appended to an MCP endpoint's URL: where its server card lives. */
export const MCP_SERVER_CARD_SUFFIX = '/server-card';
/** The server card's media type (experimental-ext-server-card docs/discovery.md), also its AI Catalog entry `type`. */
export const MCP_CARD_TYPE = 'application/mcp-server-card+json';
/** The one `$schema` a current server card carries (experimental-ext-server-card schema.json, `$schema.pattern`). */
export const MCP_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
/** Older server-card locations, still read (and graded as legacy). */
export const MCP_LEGACY_CARD_PATHS = ['/.well-known/mcp/server-card.json', '/.well-known/mcp.json'] as const;

/** A2A 1.0, and the legacy location. */
export const A2A_CARD_PATH = '/.well-known/agent-card.json';
export const A2A_LEGACY_CARD_PATH = '/.well-known/agent.json';
/** A2A 1.0.1's registered media type (§14.1), preferred in the HTTP+JSON binding (§11.1). */
export const A2A_MEDIA_TYPE = 'application/a2a+json';
/** The AI catalog entry `type` of an A2A agent card (ARD conformance list). */
export const A2A_AGENT_CARD_ENTRY_TYPE = 'application/a2a-agent-card+json';

/** Agent Skills Discovery 0.2.0, and the legacy location. */
export const AGENT_SKILLS_INDEX_PATH = '/.well-known/agent-skills/index.json';
export const AGENT_SKILLS_LEGACY_INDEX_PATH = '/.well-known/skills/index.json';
/** The `$schema` of a 0.2.0 index. */
export const AGENT_SKILLS_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';

/** RFC 8414 (inserted before an issuer's path), OpenID Connect Discovery (appended to it), RFC 9728. */
export const OAUTH_AUTHORIZATION_SERVER_PATH = '/.well-known/oauth-authorization-server';
export const OPENID_CONFIGURATION_PATH = '/.well-known/openid-configuration';
export const OAUTH_PROTECTED_RESOURCE_PATH = '/.well-known/oauth-protected-resource';
/** auth.md (workos/auth.md): how an agent registers and authenticates, in markdown. */
export const AUTH_MD_PATH = '/auth.md';

/** Web Bot Auth key directory. */
export const SIGNATURES_DIRECTORY_PATH = '/.well-known/http-message-signatures-directory';
export const SIGNATURES_DIRECTORY_TYPE = 'application/http-message-signatures-directory+json';

/** Agent commerce discovery documents. */
export const UCP_PROFILE_PATH = '/.well-known/ucp';
export const ACP_DISCOVERY_PATH = '/.well-known/acp.json';
/** The x402 discovery draft's manifest of paid resources. */
export const X402_MANIFEST_PATH = '/.well-known/x402';
