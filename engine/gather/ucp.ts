// The UCP business profile (/.well-known/ucp): fetched once per audit and read by both checks that need it
// (checks.md 2026-12c): commerce-protocols judges the profile, mcp-server follows the MCP transports its services list.
import { ucpMcpServices, type UcpMcpService } from '../parse/commerce.js';
import { UCP_PROFILE_PATH } from '../well-known.js';
import { defineOriginGatherer } from './context.js';
import { fetchJsonDocument, type JsonDocument } from './json-document.js';

export interface UcpArtifact {
  profile: JsonDocument;
  /** The MCP transports its services list (none unless the profile loaded). */
  mcpServices: UcpMcpService[];
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    ucp: UcpArtifact;
  }
}

export const ucpGatherer = defineOriginGatherer('ucp', async (ctx) => {
  const profile = await fetchJsonDocument(ctx, `${ctx.origin}${UCP_PROFILE_PATH}`);
  return { profile, mcpServices: profile.kind === 'ok' ? ucpMcpServices(profile.value) : [] };
});
