// An MCP endpoint that answers 401 is judged on the OAuth chain a client walks from its challenge (MCP
// basic/authorization: protected resource metadata → authorization server metadata → its endpoints). The chain is the
// one the OAuth checks share (gather/oauth-chain.ts: each resource fetched once per audit); it is asked for only when
// the endpoint challenged with usable metadata, so an audit that meets no such endpoint spends nothing here.
import { defineOriginGatherer } from './context.js';
import type { OAuthChainArtifact } from './oauth-chain.js';

export interface McpAuthorizationArtifact {
  /** Null when the endpoint did not answer 401 with usable protected resource metadata, or the chain could not be gathered. */
  chain: OAuthChainArtifact | null;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    mcpAuthorization: McpAuthorizationArtifact;
  }
}

export const mcpAuthorizationGatherer = defineOriginGatherer('mcpAuthorization', async (ctx) => {
  // The probe's own failures are mcp-server's to report through the mcp artifact.
  const mcp = await ctx.get('mcp').catch(() => null);
  if (mcp?.probe.kind !== 'auth-required' || !mcp.probe.metadataUsable) return { chain: null };
  return { chain: await ctx.get('oauthChain').catch(() => null) };
});
