// The 26 permanent check ids, in catalog order (checks.md). Data only, so it is cheap to import: every table keyed
// by check id is declared `satisfies Record<CheckId, …>` against this list, and a missing or misspelt id is a
// compile error rather than a silent weight 0 or a missing guide.
export const CHECK_IDS = [
  'robots-txt',
  'sitemap',
  'link-headers',
  'llms-txt',
  'llms-full-txt',
  'api-catalog',
  'ai-crawler-rules',
  'content-signals',
  'agent-access',
  'web-bot-auth',
  'markdown-negotiation',
  'server-rendered-content',
  'structured-data',
  'page-metadata',
  'semantic-structure',
  'content-efficiency',
  'http-semantics',
  'openapi',
  'mcp-server',
  'a2a-agent-card',
  'agent-skills',
  'oauth-discovery',
  'oauth-protected-resource',
  'webmcp',
  'product-data',
  'commerce-protocols',
] as const;

export type CheckId = (typeof CHECK_IDS)[number];

/** How many checks the catalog holds (prose that names the count derives it from here). */
export const CHECK_COUNT = CHECK_IDS.length;

export function isCheckId(value: string): value is CheckId {
  return (CHECK_IDS as readonly string[]).includes(value);
}
