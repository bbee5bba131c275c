// The caps and budgets each check measures within (checks.md: "the catalog and the README list every cap"), read from
// the constants the gatherers and parsers apply, so the catalog, the /checks page, `agentgauge checks` and the README
// never state a number of their own.
import type { CheckId } from './check-ids.js';
import { DECLARED_SCHEMA_LIMITS, SURFACE_PROBE_LIMITS, PAGE_STRUCTURE_CAPS } from './config.js';
import { MCP_LIST_PAGES, SCHEMA_COMPILE_LIMITS, SITE_PATTERN_LIMITS } from './config.js';
import { DEFAULT_MAX_REDIRECTS } from './fetch/fetcher.js';
import { CAPS } from './fetch/types.js';
import { MAX_PROBED_SERVICE_DESCS } from './gather/api-catalog.js';
import { MAX_SKILL_SAMPLES } from './gather/agent-skills.js';
import { MAX_AUTH_MD_FILES } from './gather/auth-md.js';
import { MAX_ALIAS_HOPS, MAX_DNS_QUERIES } from './gather/dns-aid.js';
import { MAX_PROBED_TARGETS, MAX_PROBED_UNREGISTERED } from './gather/link-targets.js';
import { LLMS_LINK_SAMPLE, MAX_DESCRIBED_BY, MAX_START_DIRECTORIES } from './gather/llms.js';
import { MAX_ADVERTISED_DESCRIPTIONS, OPENAPI_VALIDATION_MS } from './gather/openapi.js';
import { MAX_INLINE } from './gather/rsl.js';
import { MAX_INDEX_CHILDREN, MAX_LISTED_SITEMAPS } from './gather/sitemap.js';
import {
  MAX_CALLED_ENTRIES,
  MAX_CHECKED_SIGNATURES,
  MAX_JUDGED_ENTRIES,
  MAX_KEY_DOCUMENTS,
  MAX_NESTED_FETCHES,
  MAX_NESTING,
  MAX_ROOT_CATALOGS,
} from './parse/ai-catalog-rules.js';
import { MAX_RSL_DOCUMENTS } from './parse/rsl.js';
import { SITEMAP_MAX_URLS } from './parse/sitemap-xml.js';
import { DEFAULT_RENDER_LIMITS } from './render/render-page.js';
import { MAX_THIRD_PARTY_REQUESTS } from './render/render-tab.js';
import { CONVERSION_BUDGET } from './agents/conversion-budget.js';
import type { CatalogLimit } from './types.js';

const bytes = (key: string, value: number, meaning: string): CatalogLimit => ({ key, value, unit: 'bytes', meaning });
const count = (key: string, value: number, meaning: string): CatalogLimit => ({ key, value, unit: 'count', meaning });
const ms = (key: string, value: number, meaning: string): CatalogLimit => ({ key, value, unit: 'ms', meaning });

const JSON_DOCUMENT = bytes('jsonBytes', CAPS.json, 'JSON document size (metadata, cards, indexes)');
const ROBOTS = bytes('robotsBytes', CAPS.robots, 'robots.txt size judged');
const LLMS = bytes('llmsBytes', CAPS.llms, 'llms.txt and llms-full.txt size');
const RENDERED = [
  ms('renderBudgetMs', DEFAULT_RENDER_LIMITS.budgetMs, 'Rendered view time per page (with a browser)'),
  count('renderRequests', DEFAULT_RENDER_LIMITS.maxRequests, 'Requests per rendered page'),
  count('renderThirdPartyRequests', MAX_THIRD_PARTY_REQUESTS, 'Third-party requests per audit in the rendered view'),
];

/** Every schema a site supplies compiles within these budgets (parse/json-schema.ts); over one, it is not compiled. */
const SCHEMA_COMPILE = [
  count('schemaCompileUnits', SCHEMA_COMPILE_LIMITS.units, 'Schema keywords compiled per schema (each $ref target once)'),
  ms('schemaCompileMs', SCHEMA_COMPILE_LIMITS.auditMs, 'Schema compile time per audit'),
];

/** Tool input schemas a site declares (MCP tools/list, WebMCP registerTool) compile under one cap (parse/json-schema.ts). */
const DECLARED_SCHEMA = [
  bytes('toolSchemaBytes', DECLARED_SCHEMA_LIMITS.bytes, 'Tool inputSchema size compiled'),
  count('toolSchemaDepth', DECLARED_SCHEMA_LIMITS.depth, 'Tool inputSchema nesting compiled'),
  ...SCHEMA_COMPILE,
];

/** A site's patterns run on RE2 in linear time, within these (parse/site-pattern.ts); a pattern past them is not run. */
const SITE_PATTERNS = [
  count('sitePatternChars', SITE_PATTERN_LIMITS.chars, 'Characters of a schema pattern run'),
  count('sitePatternWork', SITE_PATTERN_LIMITS.work, 'Pattern work per response body validated (input characters × RE2 instructions)'),
];

const HTML = bytes('htmlBytes', CAPS.html, 'HTML page size');

/** Limits of the HTML page view, for every check that judges a page's HTML (the catalog adds them to those). */
export const HTML_PAGE_LIMITS: readonly CatalogLimit[] = [
  HTML,
  count('pageDepth', PAGE_STRUCTURE_CAPS.depth, 'Nesting depth parsed (Chromium\'s own limit)'),
  count('pageElements', PAGE_STRUCTURE_CAPS.elements, 'Elements parsed per page'),
];

export const CHECK_LIMITS = {
  'robots-txt': [ROBOTS, count('redirects', DEFAULT_MAX_REDIRECTS, 'Redirects followed')],
  sitemap: [
    bytes('sitemapBytes', CAPS.sitemap, 'Sitemap size (uncompressed)'),
    count('sitemapUrls', SITEMAP_MAX_URLS, 'URLs per sitemap (sitemaps.org)'),
    count('listedSitemaps', MAX_LISTED_SITEMAPS, 'Sitemaps tried from robots.txt'),
    count('indexChildren', MAX_INDEX_CHILDREN, 'Child sitemaps read from an index'),
  ],
  'link-headers': [
    count('linkTargets', MAX_PROBED_TARGETS, 'Agent-relevant link targets called'),
    count('unregisteredTargets', MAX_PROBED_UNREGISTERED, 'Unregistered-relation targets called'),
  ],
  'llms-txt': [
    LLMS,
    count('llmsLinks', LLMS_LINK_SAMPLE, 'llms.txt links sampled and called'),
    count('llmsDescribedBy', MAX_DESCRIBED_BY, 'llms.txt files named by rel="describedby" tried'),
    count('startDirectories', MAX_START_DIRECTORIES, 'Directories above the start URL looked in'),
  ],
  'llms-full-txt': [LLMS],
  'api-catalog': [
    JSON_DOCUMENT,
    count('catalogLinks', SURFACE_PROBE_LIMITS.catalogLinks, 'service-desc, service-doc and status links resolved'),
    count('serviceDescs', MAX_PROBED_SERVICE_DESCS, 'service-desc targets called'),
    bytes('aiCatalogBytes', CAPS.aiCatalog, 'AI catalog size'),
    count('aiCatalogLocations', MAX_ROOT_CATALOGS, 'AI catalog locations fetched'),
    count('aiCatalogNesting', MAX_NESTING, 'Nested AI catalog depth'),
    count('aiCatalogNestedFetches', MAX_NESTED_FETCHES, 'Nested AI catalogs fetched'),
    count('aiCatalogEntries', MAX_JUDGED_ENTRIES, 'AI catalog entries judged (the rest counted)'),
    count('aiCatalogEntryCalls', MAX_CALLED_ENTRIES, 'AI catalog entry URLs called'),
    count('trustSignatures', MAX_CHECKED_SIGNATURES, 'Trust manifest signatures checked'),
    count('trustKeyDocuments', MAX_KEY_DOCUMENTS, 'Key documents fetched (JWK Sets, DID documents)'),
    count('dnsAidQueries', MAX_DNS_QUERIES, 'DNS-AID queries'),
    count('dnsAidAliasHops', MAX_ALIAS_HOPS, 'DNS-AID AliasMode hops'),
  ],
  'ai-crawler-rules': [ROBOTS],
  'content-signals': [
    ROBOTS,
    bytes('rslBytes', CAPS.rsl, 'RSL license size'),
    count('rslDocuments', MAX_RSL_DOCUMENTS, 'RSL licenses fetched'),
    count('rslInline', MAX_INLINE, 'Inline RSL scripts read'),
  ],
  'agent-access': [HTML],
  'web-bot-auth': [JSON_DOCUMENT],
  'markdown-negotiation': [HTML],
  'server-rendered-content': RENDERED,
  'structured-data': [],
  'page-metadata': [],
  'semantic-structure': RENDERED,
  // What converting a page to Markdown may cost (agents/conversion-budget.ts): the agent views and journeys convert within it, and this check names a page over it.
  'content-efficiency': [
    count('conversionMarkdownChars', CONVERSION_BUDGET.markdownChars, 'Markdown characters a page is converted to (agent views, journeys)'),
    ms('conversionPageMs', CONVERSION_BUDGET.cpuMsPerPage, 'Conversion CPU per page'),
    ms('conversionAuditMs', CONVERSION_BUDGET.cpuMsPerAudit, 'Conversion CPU per audit'),
  ],
  'http-semantics': [],
  openapi: [
    bytes('openapiBytes', CAPS.openapi, 'OpenAPI description size'),
    ms('openapiValidationMs', OPENAPI_VALIDATION_MS, 'OpenAPI validation time'),
    count('openapiOperations', SURFACE_PROBE_LIMITS.openapiOperations, 'Safe GET operations called'),
    count('openapiAdvertised', MAX_ADVERTISED_DESCRIPTIONS, 'Advertised description locations fetched'),
    ...SCHEMA_COMPILE,
    ...SITE_PATTERNS,
  ],
  'mcp-server': [
    JSON_DOCUMENT,
    bytes('mcpMessageBytes', CAPS.mcp, 'MCP message size (one initialize or list answer)'),
    count('mcpTools', SURFACE_PROBE_LIMITS.mcpTools, 'Tools judged from tools/list'),
    count('mcpToolPages', MCP_LIST_PAGES.tools, 'tools/list pages read (resources/list and prompts/list: the first)'),
    ...DECLARED_SCHEMA,
  ],
  'a2a-agent-card': [JSON_DOCUMENT, count('a2aInterfaces', SURFACE_PROBE_LIMITS.a2aInterfaces, 'Declared interfaces called')],
  'agent-skills': [JSON_DOCUMENT, count('skillSamples', MAX_SKILL_SAMPLES, 'Skill files sampled for digests')],
  'oauth-discovery': [JSON_DOCUMENT, count('authMdFiles', MAX_AUTH_MD_FILES, 'auth.md locations fetched')],
  'oauth-protected-resource': [JSON_DOCUMENT],
  webmcp: [...RENDERED, ...DECLARED_SCHEMA],
  'product-data': [],
  'commerce-protocols': [JSON_DOCUMENT],
} as const satisfies Record<CheckId, readonly CatalogLimit[]>;
