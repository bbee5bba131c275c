// The MCP capability of mcp-server's outcome (checks.md 2026-12c): how far the evidence for an MCP server goes.
import { capabilityNo, capabilityNotAsked, capabilityYes, reasonOfFailure } from '../../capabilities/outcome.js';
import type { McpArtifact } from '../../gather/mcp.js';
import type { PlatformsArtifact } from '../../gather/platforms.js';
import type { CapabilityOutcome } from '../../types.js';

const FOUND_THROUGH = { card: 'its server card', ucp: 'the UCP profile', default: '/mcp', 'start-url': 'the start URL' } as const;

/**
 * The MCP capability (checks.md 2026-12c): exercised when initialize (or server/discover) and tools/list answered;
 * probed when the endpoint answered as MCP says but tools/list did not (or it asks for OAuth with valid metadata);
 * declared when a card, a UCP profile entry or a link names an endpoint that did not answer as MCP (with the endpoint
 * and what it answered); could not ask when our own limits ended the call with nothing declared; no otherwise.
 */
export function mcpCapability(artifact: McpArtifact, platforms: PlatformsArtifact): CapabilityOutcome {
  const { probe, endpoint } = artifact;
  const via = FOUND_THROUGH[endpoint.from];
  const yes = (level: 'exercised' | 'probed', detail: string) => capabilityYes('mcp', platforms.detected, { level, basis: 'exchange', url: probe.url, detail });
  if (probe.kind === 'live') {
    return yes('exercised', `${probe.url} (found through ${via}) answered ${probe.era === 'modern' ? 'server/discover' : 'initialize'} and tools/list (${probe.toolNames.length} tool(s)).`);
  }
  if (probe.kind === 'auth-required' && probe.metadataUsable) return yes('probed', `${probe.url} (found through ${via}) answered 401 with an MCP authorization challenge and valid protected resource metadata; tools/list needs a token.`);
  if (probe.kind === 'broken' && (probe.step === 'tools/list' || probe.headerMismatch !== undefined)) {
    return yes('probed', `${probe.url} (found through ${via}) answered as MCP, but ${probe.headerMismatch !== undefined ? `refused the audit's ${probe.step} request (HeaderMismatch)` : `tools/list failed: ${probe.message}`}.`);
  }
  const answered =
    probe.kind === 'absent' ? `HTTP ${probe.status}${probe.soft404 ? ' (an HTML page)' : ''}` : probe.kind === 'broken' ? `${probe.status === null ? 'no HTTP answer' : `HTTP ${probe.status}`}, not MCP (${probe.step} failed)` : probe.kind === 'auth-required' ? 'HTTP 401 without usable protected resource metadata' : `nothing (${probe.failure.message})`;
  const card = artifact.cards.find((source) => source.document.kind === 'ok' && source.validation?.remoteUrls.includes(endpoint.url)) ?? artifact.cards.find((source) => source.document.kind === 'ok');
  const elsewhere = artifact.ucp.entries.find((entry) => !entry.sameSite);
  if (card || endpoint.from === 'ucp' || elsewhere) {
    const declaredBy = card ? `the server card ${card.url}` : `the UCP profile ${artifact.ucp.profile.url}`;
    // A card whose endpoint is on another site declares that endpoint: it was not called (chooseEndpoint).
    const cardElsewhere = card && !card.validation?.remoteUrls.includes(endpoint.url) ? artifact.cardRemotesElsewhere.find((remote) => remote.cardUrl === card.url) : undefined;
    const url = cardElsewhere ? cardElsewhere.endpoint : endpoint.from === 'default' && elsewhere && !card ? elsewhere.endpoint : endpoint.url;
    const detail =
      url === endpoint.url
        ? `${declaredBy} names the MCP endpoint ${url}, which answered ${answered}.`
        : `${declaredBy} names the MCP endpoint ${url} on another site, not called.`;
    return capabilityYes('mcp', platforms.detected, { level: 'declared', basis: 'file', url, response: card?.document.kind === 'ok' ? card.document.response : null, detail });
  }
  if (probe.kind === 'error') return capabilityNotAsked('mcp', reasonOfFailure(probe.failure), probe.url, `${probe.url}: ${probe.failure.message}`);
  if (probe.kind === 'auth-required') return capabilityNotAsked('mcp', 'auth', probe.url, `${probe.url} answered 401 without usable protected resource metadata: whether an MCP server is there could not be asked.`);
  return capabilityNo('mcp', null, `No server card, UCP profile entry or link names an MCP endpoint, and ${endpoint.url} answered ${answered}.`);
}
