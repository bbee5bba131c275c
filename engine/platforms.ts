// The platform table (checks.md 2026-12c, "Who supplied it"): data in the engine's config, one row per platform, each
// with the source its signals and supplies come from. A platform is recognised on the start page's response (a
// header, the generator tag, a known path in the HTML); a capability is attributed to it where the platform is known
// to switch that capability on and the capability's own evidence carries the platform's marker (a known path, a
// header of the answer, a line in the file), or, where the platform has no marker for it, where the platform is
// recognised on the site. Re-exported by engine/config.ts: the scoring policy and this table are the engine's config.
import type { CapabilityId } from './capability-ids.js';
import type { PlatformKind } from './types.js';

/** One sign of a platform on the start page's response. */
export interface PlatformSignal {
  /** A response header (lower-case name), present, or with a value matching `value`. */
  header?: string;
  value?: RegExp;
  /** The content of `<meta name="generator">`. */
  generator?: RegExp;
  /** A pattern in the start page's HTML (a comment the platform writes, a host its assets load from). */
  html?: RegExp;
  /** The evidence as a report names it. */
  what: string;
}

/** How a capability's own evidence names the platform that supplied it. */
export interface PlatformSupply {
  /** The path of the capability's URL (the endpoint or file that answered). */
  path?: RegExp;
  /** A header of the capability's answer, present, or with a value matching `headerValue`. */
  header?: string;
  headerValue?: RegExp;
  /** A pattern in the capability's answer. */
  body?: RegExp;
  /** The marker, as a report names it. */
  what: string;
  /** The marker alone names the platform (without its signals on the start page). */
  alone?: boolean;
  /** Where the platform documents that it supplies this. */
  source: string;
}

export interface PlatformEntry {
  id: string;
  name: string;
  kind: PlatformKind;
  /** Where its signals are documented (or observed, said so). */
  source: string;
  signals: readonly PlatformSignal[];
  supplies: Partial<Record<CapabilityId, PlatformSupply>>;
}

const KNOWN_GOOD = 'Known Good agent census, October 2026 (95,529 hosts): llms.txt adoption comes mostly from platform switches (Wix, Shopify, Mintlify, Duda)';
const KNOWN_GOOD_UCP = 'Known Good agent census, October 2026: every Wix and Shopify shop sampled (96 of 96) publishes /.well-known/ucp listing an MCP endpoint that answers tools/list';

export const PLATFORMS: readonly PlatformEntry[] = [
  {
    id: 'shopify',
    name: 'Shopify',
    kind: 'commerce',
    source: 'https://shopify.dev/docs/apps/build/storefront-mcp (every storefront serves /api/mcp); storefront responses carry x-shopid and powered-by: Shopify',
    signals: [
      { header: 'x-shopid', what: 'the x-shopid header' },
      { header: 'powered-by', value: /shopify/i, what: 'powered-by: Shopify' },
      { header: 'x-shopify-stage', what: 'the x-shopify-stage header' },
      { html: /\/\/cdn\.shopify\.com\//i, what: 'assets from cdn.shopify.com' },
    ],
    supplies: {
      mcp: { path: /^\/api\/(?:ucp\/)?mcp\/?$/, what: "Shopify's storefront MCP path /api/mcp", source: 'https://shopify.dev/docs/apps/build/storefront-mcp' },
      commerce: { path: /^\/\.well-known\/ucp$/, what: 'the UCP profile every Shopify storefront publishes', source: KNOWN_GOOD_UCP },
      'llms-txt': { what: 'a Shopify storefront', source: KNOWN_GOOD },
    },
  },
  {
    id: 'wix',
    name: 'Wix',
    kind: 'site-builder',
    source: 'https://dev.wix.com/docs/develop-websites/articles/get-started/about-the-wix-site-mcp (every Wix site has an MCP server at /_api/mcp); Wix pages carry the generator tag "Wix.com Website Builder" and x-wix-request-id',
    signals: [
      { generator: /wix\.com website builder/i, what: 'the generator tag "Wix.com Website Builder"' },
      { header: 'x-wix-request-id', what: 'the x-wix-request-id header' },
    ],
    supplies: {
      mcp: { path: /^(?:\/[^/]+)?\/_api\/mcp\/?$/, what: "Wix's site MCP path /_api/mcp", alone: true, source: 'https://dev.wix.com/docs/develop-websites/articles/get-started/about-the-wix-site-mcp' },
      commerce: { path: /^\/\.well-known\/ucp$/, what: 'the UCP profile Wix publishes for its stores', source: KNOWN_GOOD_UCP },
      'llms-txt': { what: 'a Wix site', source: KNOWN_GOOD },
    },
  },
  {
    id: 'squarespace',
    name: 'Squarespace',
    kind: 'site-builder',
    source: 'Squarespace pages carry the comment "This is Squarespace." and load assets from static1.squarespace.com; root files cannot be uploaded (llms.txt is a page reached by a URL mapping: squareranked.com/squarespace-ai-search/llms-txt/)',
    signals: [
      { html: /<!--\s*This is Squarespace\.\s*-->/i, what: 'the comment "This is Squarespace."' },
      { html: /\/\/static1\.squarespace\.com\//i, what: 'assets from static1.squarespace.com' },
      { header: 'server', value: /squarespace/i, what: 'server: Squarespace' },
    ],
    supplies: {},
  },
  {
    id: 'mintlify',
    name: 'Mintlify',
    kind: 'docs',
    source: 'https://mintlify.com/docs/ai/llmstxt and https://mintlify.com/docs/ai/markdown-export: llms.txt and a Markdown version of every page (.md, Accept: text/markdown) are generated',
    signals: [
      { generator: /mintlify/i, what: 'the generator tag "Mintlify"' },
      { html: /\/\/(?:[a-z0-9-]+\.)?mintcdn\.com\/|\/_mintlify\//i, what: 'Mintlify assets (mintcdn.com)' },
    ],
    supplies: {
      'llms-txt': { what: 'a Mintlify site', source: 'https://mintlify.com/docs/ai/llmstxt' },
      markdown: { what: 'a Mintlify site', source: 'https://mintlify.com/docs/ai/markdown-export' },
    },
  },
  {
    id: 'gitbook',
    name: 'GitBook',
    kind: 'docs',
    source: 'https://gitbook.com/docs/getting-started/llm-ready-docs: llms.txt, llms-full.txt, a .md of every page and an MCP server at /~gitbook/mcp are published automatically',
    signals: [{ generator: /gitbook/i, what: 'the generator tag "GitBook"' }],
    supplies: {
      'llms-txt': { what: 'a GitBook site', source: 'https://gitbook.com/docs/getting-started/llm-ready-docs' },
      markdown: { body: /This documentation is published with GitBook/, what: 'the line "This documentation is published with GitBook"', alone: true, source: 'https://gitbook.com/docs/getting-started/llm-ready-docs' },
      mcp: { path: /\/~gitbook\/mcp\/?$/, what: "GitBook's MCP path /~gitbook/mcp", alone: true, source: 'https://gitbook.com/docs/getting-started/llm-ready-docs' },
    },
  },
  {
    id: 'cloudflare',
    name: 'Cloudflare',
    kind: 'cdn',
    source: 'https://developers.cloudflare.com/fundamentals/reference/markdown-for-agents/ (Markdown for Agents converts HTML at the edge, on Pro plans and above, answering with x-markdown-tokens and Content-Signal); responses through Cloudflare carry cf-ray',
    signals: [
      { header: 'cf-ray', what: 'the cf-ray header' },
      { header: 'server', value: /^cloudflare/i, what: 'server: cloudflare' },
    ],
    supplies: {
      markdown: {
        header: 'x-markdown-tokens',
        what: "Markdown for Agents' x-markdown-tokens header on the Markdown answer",
        source: 'https://developers.cloudflare.com/fundamentals/reference/markdown-for-agents/',
      },
    },
  },
  {
    id: 'vercel',
    name: 'Vercel',
    kind: 'host',
    source: 'https://vercel.com/docs/headers/response-headers (x-vercel-id, server: Vercel)',
    signals: [
      { header: 'x-vercel-id', what: 'the x-vercel-id header' },
      { header: 'server', value: /^vercel/i, what: 'server: Vercel' },
    ],
    supplies: {},
  },
  {
    id: 'fastly',
    name: 'Fastly',
    kind: 'cdn',
    source: 'https://www.fastly.com/documentation/reference/http/http-headers/X-Served-By/ (x-served-by names cache-… nodes; x-fastly-request-id)',
    signals: [
      { header: 'x-fastly-request-id', what: 'the x-fastly-request-id header' },
      { header: 'x-served-by', value: /\bcache-[a-z0-9-]+/i, what: 'x-served-by: cache-…' },
    ],
    supplies: {},
  },
  {
    id: 'nextjs',
    name: 'Next.js',
    kind: 'framework',
    source: 'https://nextjs.org/docs (x-powered-by: Next.js, x-nextjs-cache and x-nextjs-prerender on prerendered pages, assets under /_next/static/)',
    signals: [
      { header: 'x-powered-by', value: /next\.js/i, what: 'x-powered-by: Next.js' },
      { header: 'x-nextjs-cache', what: 'the x-nextjs-cache header' },
      { header: 'x-nextjs-prerender', what: 'the x-nextjs-prerender header' },
      { html: /\/_next\/static\//, what: 'assets under /_next/static/' },
    ],
    supplies: {},
  },
  {
    id: 'wordpress',
    name: 'WordPress',
    kind: 'cms',
    source: 'https://developer.wordpress.org/reference/functions/the_generator/ (the generator tag "WordPress"); themes and plugins load from /wp-content/',
    signals: [
      { generator: /^wordpress/i, what: 'the generator tag "WordPress"' },
      { html: /\/wp-content\/(?:themes|plugins)\//i, what: 'assets under /wp-content/' },
    ],
    supplies: {},
  },
  {
    id: 'yoast-seo',
    name: 'Yoast SEO (WordPress plugin)',
    kind: 'plugin',
    source: 'https://developer.yoast.com/features/llms-txt/functional-specification (Yoast SEO generates /llms.txt weekly when its feature is on); its pages carry the comment "This site is optimized with the Yoast SEO plugin"',
    signals: [{ html: /<!--\s*This site is optimized with the Yoast SEO (?:Premium )?plugin/i, what: 'the comment "This site is optimized with the Yoast SEO plugin"' }],
    supplies: {
      'llms-txt': { what: 'the Yoast SEO plugin', source: 'https://developer.yoast.com/features/llms-txt/functional-specification' },
    },
  },
];
