// Every check, keyed by its permanent id and listed in catalog order (checks.md).
import { CHECK_IDS, type CheckId } from '../check-ids.js';
import type { CheckDefinition } from './define.js';
import { robotsTxt } from './robots-txt.js';
import { sitemap } from './sitemap.js';
import { linkHeaders } from './link-headers.js';
import { llmsTxt } from './llms-txt.js';
import { llmsFullTxt } from './llms-full-txt.js';
import { apiCatalog } from './api-catalog.js';
import { aiCrawlerRules } from './ai-crawler-rules.js';
import { contentSignals } from './content-signals.js';
import { agentAccess } from './agent-access.js';
import { webBotAuth } from './web-bot-auth.js';
import { markdownNegotiation } from './markdown-negotiation.js';
import { serverRenderedContent } from './server-rendered-content.js';
import { structuredData } from './structured-data.js';
import { pageMetadata } from './page-metadata.js';
import { semanticStructure } from './semantic-structure.js';
import { contentEfficiency } from './content-efficiency.js';
import { httpSemantics } from './http-semantics.js';
import { openapi } from './openapi.js';
import { mcpServer } from './mcp-server.js';
import { a2aAgentCard } from './a2a-agent-card.js';
import { agentSkills } from './agent-skills.js';
import { oauthDiscovery } from './oauth-discovery.js';
import { oauthProtectedResource } from './oauth-protected-resource.js';
import { webmcp } from './webmcp.js';
import { productData } from './product-data.js';
import { commerceProtocols } from './commerce-protocols.js';

/** Each key must be its check's own meta id, and every id of the catalog must have its check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type CheckRegistry = { [Id in CheckId]: CheckDefinition<any, any, Id> };

const BY_ID = {
  'robots-txt': robotsTxt,
  sitemap,
  'link-headers': linkHeaders,
  'llms-txt': llmsTxt,
  'llms-full-txt': llmsFullTxt,
  'api-catalog': apiCatalog,
  'ai-crawler-rules': aiCrawlerRules,
  'content-signals': contentSignals,
  'agent-access': agentAccess,
  'web-bot-auth': webBotAuth,
  'markdown-negotiation': markdownNegotiation,
  'server-rendered-content': serverRenderedContent,
  'structured-data': structuredData,
  'page-metadata': pageMetadata,
  'semantic-structure': semanticStructure,
  'content-efficiency': contentEfficiency,
  'http-semantics': httpSemantics,
  openapi,
  'mcp-server': mcpServer,
  'a2a-agent-card': a2aAgentCard,
  'agent-skills': agentSkills,
  'oauth-discovery': oauthDiscovery,
  'oauth-protected-resource': oauthProtectedResource,
  webmcp,
  'product-data': productData,
  'commerce-protocols': commerceProtocols,
} satisfies CheckRegistry;

/** The checks in catalog order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const CHECKS: readonly CheckDefinition<any, any>[] = CHECK_IDS.map((id) => BY_ID[id]);

export function checkById(id: CheckId): CheckDefinition {
  return BY_ID[id] as CheckDefinition;
}

export { CHECK_IDS };
