// Every gatherer, by scope. The runner gathers only what the selected checks declare.
import type { OriginGatherer, PageGatherer } from './context.js';
import { htmlGatherer, pageGatherer } from './page.js';
// -- discovery: robots, sitemap, llms files, api catalog, link targets
import { robotsGatherer } from './robots.js';
import { sitemapGatherer } from './sitemap.js';
import { llmsTxtGatherer, llmsFullTxtGatherer } from './llms.js';
import { apiCatalogGatherer } from './api-catalog.js';
import { catalogLinksGatherer } from './catalog-links.js';
import { aiCatalogsGatherer } from './ai-catalogs.js';
import { dnsAidGatherer } from './dns-aid.js';
import { linkTargetsGatherer } from './link-targets.js';
import { rslGatherer } from './rsl.js';

// -- access and content: agent access, http probes, web bot auth, markdown negotiation, canonical
import { agentAccessGatherer } from './agent-access.js';
import { httpProbesGatherer } from './http-probes.js';
import { webBotAuthGatherer } from './web-bot-auth.js';
import { markdownGatherer, markdownTwinGatherer } from './markdown.js';
import { canonicalGatherer } from './canonical.js';
import { tokenizerGatherer } from './tokenizer.js';
import { renderedGatherer } from './rendered.js';
import { originTrialsGatherer } from './origin-trial.js';
import { agentViewsGatherer } from '../agents/views.js';
import { pageHealthGatherer, pagePlanGatherer, sitePagesGatherer } from '../site/page-health.js';

// -- actions and commerce: openapi, mcp, a2a, skills, oauth, commerce
import { openapiGatherer } from './openapi.js';
import { openapiProbeGatherer } from './openapi-probe.js';
import { mcpGatherer } from './mcp.js';
import { mcpAuthorizationGatherer } from './mcp-authorization.js';
import { a2aGatherer } from './a2a.js';
import { a2aProbeGatherer } from './a2a-probe.js';
import { agentSkillsGatherer } from './agent-skills.js';
import { oauthServerGatherer, protectedResourceGatherer } from './oauth.js';
import { oauthChainGatherer } from './oauth-chain.js';
import { authMdGatherer } from './auth-md.js';
import { commerceGatherer } from './commerce.js';
import { ucpGatherer } from './ucp.js';
import { platformsGatherer } from './platforms.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ORIGIN_GATHERERS: readonly OriginGatherer<any>[] = [
  // discovery
  robotsGatherer,
  sitemapGatherer,
  llmsTxtGatherer,
  llmsFullTxtGatherer,
  apiCatalogGatherer,
  catalogLinksGatherer,
  aiCatalogsGatherer,
  dnsAidGatherer,
  linkTargetsGatherer,
  rslGatherer,

  // access and content
  agentAccessGatherer,
  httpProbesGatherer,
  pagePlanGatherer,
  sitePagesGatherer,
  webBotAuthGatherer,
  tokenizerGatherer,

  // actions and commerce
  openapiGatherer,
  openapiProbeGatherer,
  mcpGatherer,
  mcpAuthorizationGatherer,
  a2aGatherer,
  a2aProbeGatherer,
  agentSkillsGatherer,
  oauthServerGatherer,
  protectedResourceGatherer,
  oauthChainGatherer,
  authMdGatherer,
  ucpGatherer,
  commerceGatherer,

  // who supplied it: the platforms the start page shows
  platformsGatherer,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PAGE_GATHERERS: readonly PageGatherer<any>[] = [
  pageGatherer,
  htmlGatherer,
  renderedGatherer,
  // access and content
  markdownGatherer,
  markdownTwinGatherer,
  canonicalGatherer,
  originTrialsGatherer,
  agentViewsGatherer,
  pageHealthGatherer,
];

const ORIGIN_BY_NAME = new Map<string, OriginGatherer>(ORIGIN_GATHERERS.map((gatherer) => [gatherer.name, gatherer]));
const PAGE_BY_NAME = new Map<string, PageGatherer>(PAGE_GATHERERS.map((gatherer) => [gatherer.name, gatherer]));

export function originGathererNamed(name: string): OriginGatherer | undefined {
  return ORIGIN_BY_NAME.get(name);
}

export function pageGathererNamed(name: string): PageGatherer | undefined {
  return PAGE_BY_NAME.get(name);
}
