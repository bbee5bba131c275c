// Who this service says it is to other software (the MCP server card and handshake, the A2A agent card, the AI
// Catalog): one source, so no two discovery documents describe it differently.
import { CHECK_COUNT, ENGINE_VERSION } from '@/engine/light';

export const SERVICE_NAME = 'Agent Gauge';
/** At most 100 characters (the MCP server card's `description`). */
export const SERVICE_DESCRIPTION = `Measures how ready websites are for AI agents: ${CHECK_COUNT} checks, reports, fixes, scans and history.`;
export const SERVICE_VERSION = ENGINE_VERSION;
