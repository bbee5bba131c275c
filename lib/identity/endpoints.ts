// Where the service publishes its agent endpoints, and the catalog type of its A2A card: read by the endpoints
// themselves (lib/mcp, lib/a2a), by the documents that point at them (OAuth resources, skills, llms.txt, the API
// catalog) and by the files generated for customers' sites (lib/artifacts), so one source names them.
import { MCP_SERVER_CARD_SUFFIX } from '@/engine/light';

export const MCP_PATH = '/mcp';
/** `<streamable-http-url>/server-card`, the location the server-card extension reserves (docs/discovery.md). */
export const SERVER_CARD_PATH = `${MCP_PATH}${MCP_SERVER_CARD_SUFFIX}`;

/** An A2A agent card's `type` in an AI Catalog entry (the ARD draft's community media type). */
export const A2A_CARD_CATALOG_TYPE = 'application/a2a-agent-card+json';
