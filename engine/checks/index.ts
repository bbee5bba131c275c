// The 26 checks in catalog order (checks.md). Ids are permanent.
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const CHECKS: readonly CheckDefinition<any, any>[] = [
  robotsTxt,
  sitemap,
  linkHeaders,
  llmsTxt,
  llmsFullTxt,
  apiCatalog,
  aiCrawlerRules,
  contentSignals,
  agentAccess,
  webBotAuth,
  markdownNegotiation,
  serverRenderedContent,
  structuredData,
  pageMetadata,
  semanticStructure,
  contentEfficiency,
  httpSemantics,
  openapi,
  mcpServer,
  a2aAgentCard,
  agentSkills,
  oauthDiscovery,
  oauthProtectedResource,
  webmcp,
  productData,
  commerceProtocols,
];

export const CHECK_IDS: readonly string[] = CHECKS.map((check) => check.meta.id);
