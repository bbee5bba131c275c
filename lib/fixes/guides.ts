// One fix guide per check id (checks.md): what to change, what passes, the specification, and the steps a
// developer or coding agent follows. Findings of the stored report make it specific (see fix-prose.ts).
import type { CheckId } from '@/engine/index';

export interface CheckGuide {
  /** The fix in one imperative sentence. */
  headline: string;
  /** What passes, in one or two sentences. */
  passes: string;
  /** Ordered steps; `{origin}` is replaced by the site's origin. Code is marked with backticks, as in Markdown. */
  steps: string[];
  /** Specifications and references. */
  specs: string[];
  /**
   * What the fix is known to cost in production, each with its source (issue 53: a scanner that tells owners to add
   * something says what it costs). Absent: no known cost.
   */
  costs?: string[];
  /**
   * How to apply the fix on a platform, by the platform's id in the engine's platform table (engine/platforms.ts):
   * shown where the report's evidence names that platform (the start page's headers, generator tag, known paths).
   */
  onPlatform?: Readonly<Record<string, readonly string[]>>;
}

export const CHECK_GUIDES = {
  'robots-txt': {
    headline: 'Serve a valid /robots.txt as text/plain with at least one user-agent group.',
    passes: 'GET /robots.txt answers 200 with Content-Type text/plain, at least one User-agent group, every line parses, at most 500 KiB.',
    steps: [
      'Create the file robots.txt at the web root so that `{origin}/robots.txt` answers 200.',
      'Serve it with `Content-Type: text/plain; charset=utf-8` (never an HTML page or a soft 404).',
      'Start with a `User-agent: *` group and put every `Allow` or `Disallow` rule after a `User-agent` line.',
      'Add `Sitemap: {origin}/sitemap.xml` with the absolute URL of your sitemap.',
      'Keep every line a record (`key: value`) or a comment; remove stray text.',
    ],
    specs: ['RFC 9309 (Robots Exclusion Protocol)'],
  },
  sitemap: {
    headline: 'Publish an XML sitemap and reference it from robots.txt.',
    passes: 'A valid urlset or sitemapindex in the sitemaps.org namespace, absolute same-host URLs, W3C lastmod on most entries, referenced from robots.txt.',
    steps: [
      'Serve `{origin}/sitemap.xml` as `application/xml` with a `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`.',
      'List each public page as an absolute URL on this host in `<loc>`, with `<lastmod>` in W3C datetime (e.g. `2026-11-21`).',
      'Stay within 50,000 URLs and 50 MB per file (use a sitemap index beyond that); never include a `<!DOCTYPE>`.',
      'Add `Sitemap: {origin}/sitemap.xml` to robots.txt.',
    ],
    specs: ['sitemaps.org protocol 0.9'],
  },
  'link-headers': {
    headline: 'Send agent-relevant Link headers on the start page.',
    passes: 'The start page response carries at least one RFC 8288 Link header with an agent-relevant relation (api-catalog, ai-catalog, ard, service-desc, service-doc, service-meta, describedby, alternate type="text/markdown", or license type="application/rsl+xml") whose target answers 2xx.',
    steps: [
      'Add an HTTP response header on the start page, e.g. `Link: </llms.txt>; rel="describedby"; type="text/plain"`.',
      'If you have an API catalog or OpenAPI description, add `Link: </.well-known/api-catalog>; rel="api-catalog"` and `</openapi.json>; rel="service-desc"`.',
      'Make sure every linked target answers 2xx; an HTML `<link>` element alone does not count.',
    ],
    specs: ['RFC 8288 (Web Linking)', 'RFC 9727 (api-catalog)'],
  },
  'llms-txt': {
    headline: 'Publish /llms.txt: an H1, a blockquote summary and sections of links to your key pages.',
    passes: '/llms.txt answers 200 as text/plain or text/markdown, starts with an H1, has a blockquote summary and at least one H2 section of markdown links, stays under 50,000 characters, and at least 90% of sampled links answer 2xx.',
    steps: [
      'Create `{origin}/llms.txt` (at the root, not only under `/docs` or `/.well-known`).',
      'Start with `# <site name>`, then a `> one-paragraph summary` blockquote.',
      'Add `## ` sections with markdown link lists: `- [Page title](absolute URL): what it covers`.',
      'Serve it as `text/plain` or `text/markdown`; keep it under 50,000 characters; check every link answers 200.',
    ],
    specs: ['llmstxt.org'],
    onPlatform: {
      squarespace: [
        'On Squarespace, files cannot be uploaded at the root: upload llms.txt as a file (it is served under `/s/llms.txt`) and add the URL mapping `/llms.txt -> /s/llms.txt 301`. A page at `/llms` reached by a mapping is served as HTML, which agents (and this check) read as no llms.txt.',
      ],
      'yoast-seo': [
        'With Yoast SEO, the llms.txt feature writes `/llms.txt` weekly from your latest posts and most-used categories (developer.yoast.com/features/llms-txt): turn it on, or off and publish your own file, whose links you choose.',
      ],
    },
  },
  'llms-full-txt': {
    headline: 'Publish /llms-full.txt with the full text of your documentation.',
    passes: '/llms-full.txt answers 200 as text, not HTML, with an H1 and at least two further headings, 500 to 5,000,000 characters.',
    steps: [
      'Concatenate your documentation as markdown into `{origin}/llms-full.txt`.',
      'Start with an H1 and keep each page under its own heading.',
      'Serve it as `text/plain` or `text/markdown`; keep it between 500 and 5,000,000 characters.',
    ],
    specs: ['llmstxt.org'],
  },
  'api-catalog': {
    headline: 'Publish /.well-known/api-catalog as an RFC 9727 linkset.',
    passes: 'At least one catalog is valid and nothing published is wrong: an RFC 9727 linkset (application/linkset+json, relations as arrays of {href} objects with an item or service-desc, HEAD answering Link rel="api-catalog") or an AI catalog at both well-known paths; any DNS-AID records usable and DNSSEC-signed.',
    steps: [
      'Serve `{origin}/.well-known/api-catalog` with `Content-Type: application/linkset+json`.',
      'Body: `{"linkset": [{"anchor": "{origin}/", "service-desc": [{"href": "<your OpenAPI URL>"}], "service-doc": [{"href": "<your docs URL>"}]}]}`.',
      'Answer `HEAD` on the same path with `Link: </.well-known/api-catalog>; rel="api-catalog"`.',
      'Make sure every service-desc target answers 2xx.',
      'If you publish an AI catalog (ARD), serve the same document at `{origin}/.well-known/ai-catalog.json` and `{origin}/.well-known/ard.json` as `application/ai-catalog+json`, with `"specVersion": "1.0"`, `urn:air:<your host>:…` identifiers, exactly one of `url`/`data` per entry and 2–5 `representativeQueries` on each entry; make every entry url answer. Once a scan has seen your API description, MCP server, A2A agent or agent skills answer, the generated `ai-catalog` file lists them in their own words.',
      'If an entry or the host carries a `trustManifest` with a `signature`: remove `signature`, canonicalise the manifest with RFC 8785 (JCS), sign those bytes as a detached compact JWS (`ES256`, `EdDSA` or `RS256`; never `none` or `HS256`) and store it in `signature`; make the manifest\'s `identity` resolve to the key, as `did:web:<your host>` (its `/.well-known/did.json` listing the key in `verificationMethod` as `publicKeyJwk`) or the https URL of a JWK Set holding it under the JWS `kid`, served from your own domain.',
      'If you publish DNS-AID records (`_mcp`/`_a2a`/`_index._agents.<host>`), make them ServiceMode SVCB or HTTPS records with `alpn` and a target host without `_`, name your catalog in the well-known key (`key65409`), and sign the zone with DNSSEC.',
    ],
    specs: ['RFC 9727 (api-catalog)', 'RFC 9264 (Linkset)', 'ARD 0.91 (ards-project/ard-spec) and the AI Catalog core (Trust Manifest Signatures, Key Resolution)', 'RFC 7515 (JWS) and RFC 8785 (JCS)', 'draft-mozleywilliams-dnsop-dnsaid-02 (DNS-AID)', 'RFC 9460 (SVCB and HTTPS)'],
  },
  'ai-crawler-rules': {
    headline: 'Name AI crawlers explicitly in robots.txt and let search and user-triggered agents fetch your pages.',
    passes: 'At least one robots.txt group names an AI token explicitly, and every search and user-triggered token (OAI-SearchBot, Claude-SearchBot, PerplexityBot, Amazonbot, ChatGPT-User, Claude-User, Perplexity-User, Meta-ExternalFetcher, and ModelContextProtocol, the MCP fetch server) may fetch /.',
    steps: [
      'Add explicit groups to robots.txt for the search and user-triggered agents, e.g. `User-agent: OAI-SearchBot`, `User-agent: ChatGPT-User`, `User-agent: Claude-User`, `User-agent: PerplexityBot` followed by `Allow: /`.',
      'Decide separately about training crawlers (GPTBot, ClaudeBot, Google-Extended, CCBot …): allowing or blocking them is your choice and is not scored.',
      'Remember a named group replaces the `*` group for that agent: repeat any `Disallow` lines you still want.',
    ],
    specs: ['RFC 9309', 'Crawler documentation of OpenAI, Anthropic, Perplexity'],
  },
  'content-signals': {
    headline: 'State your content preferences with a Content-Signal line in robots.txt.',
    passes: 'A valid Content-Signal line inside a robots.txt group, or a valid RSL 1.0 license for "/" that applies to every agent, states all three uses: search, ai-input and ai-train; no preference contradicts another.',
    steps: [
      'Inside the `User-agent: *` group of robots.txt add a line such as `Content-Signal: search=yes, ai-input=yes, ai-train=no`.',
      'Use exactly the keys `search`, `ai-input` and `ai-train` with values `yes` or `no`.',
      'If you declare an RSL license (robots.txt `License: {origin}/license.xml`, or a `Link` with `rel="license" type="application/rsl+xml"`), serve it as `application/rsl+xml` without a DOCTYPE, with `<rsl xmlns="https://rslstandard.org/rsl"><content url="/"><license>` and `<permits>`/`<prohibits type="usage">` naming `search`, `ai-input` and `ai-train` with the 1.0 tokens, and make it agree with your `Content-Signal` line.',
    ],
    specs: ['contentsignals.org', 'RSL 1.0 (rslstandard.org, 2025-11-06)', 'draft-ietf-aipref-attach'],
  },
  'agent-access': {
    headline: 'Serve AI agents the same page a browser gets.',
    passes: 'Requests with ChatGPT-User, Claude-User, PerplexityBot and GPTBot User-Agents get the same status class and substantially the same page (title, size within half) as a browser.',
    steps: [
      'Check your CDN, WAF and bot-management rules for blocks or challenges on AI user agents.',
      'Allow at least the user-triggered agents (ChatGPT-User, Claude-User, Perplexity-User) that act for a person.',
      'Do not serve challenge interstitials, 401/403/429/503 or a stripped-down page to these agents.',
    ],
    specs: ['Bot documentation of OpenAI, Anthropic, Perplexity'],
  },
  'web-bot-auth': {
    headline: 'If your own bots fetch other sites, publish their signing keys.',
    passes: '/.well-known/http-message-signatures-directory answers application/http-message-signatures-directory+json with a JWKS holding at least one usable key.',
    steps: [
      'Only needed when your service sends bots: generate an Ed25519 key pair for signing requests.',
      'Serve the public key as a JWKS at `{origin}/.well-known/http-message-signatures-directory` with `Content-Type: application/http-message-signatures-directory+json`.',
    ],
    specs: ['IETF draft: HTTP Message Signatures Directory (Web Bot Auth)', 'RFC 9421'],
  },
  'markdown-negotiation': {
    headline: 'Answer Accept: text/markdown with a markdown version of each page.',
    passes: 'A request with Accept: text/markdown gets Content-Type text/markdown and a markdown body, the response has Vary: Accept, and a browser Accept still gets HTML.',
    steps: [
      'In your server or CDN, when the `Accept` header prefers `text/markdown`, render the page as markdown and answer `Content-Type: text/markdown; charset=utf-8`.',
      'Add `Vary: Accept` to both the HTML and the markdown responses so caches keep them apart.',
      'Keep serving HTML to browsers (`Accept: text/html`).',
    ],
    specs: ['RFC 9110 §12 (content negotiation)', 'RFC 9111 §4.1 (Vary and cache keys)'],
    costs: [
      '`Vary: Accept` splits a shared cache by every distinct Accept header that browsers, bots and agents send, so the HTML hit rate falls unless the CDN first normalises Accept to two values (text/markdown or not) and keys on that (RFC 9111 §4.1).',
      "Cloudflare keys a cached response on the headers `Vary` names only where a Cache Rule's Vary setting lists them; without one a `Vary: Accept` page is not cached per Accept (developers.cloudflare.com/cache/concepts/vary/).",
      "Next.js writes its own `Vary` (RSC, Next-Router-State-Tree, Next-Router-Prefetch) on app-router pages and has overwritten an application's `Vary` on prerendered pages (vercel/next.js issues #85852 and #85999): check the header on the deployed page, not in the configuration.",
      "Negotiation needs no paid CDN feature: an origin middleware or plugin can answer `Accept: text/markdown` (Cloudflare's Markdown for Agents, which converts at the edge, is for Pro plans and above). Converting costs CPU on each cache miss: cache the Markdown variant like the HTML one.",
    ],
    onPlatform: {
      cloudflare: [
        "On Cloudflare, Markdown for Agents (Pro plans and above) converts pages at the edge for requests that prefer text/markdown and answers with `Vary: accept`. On the Free plan, convert at the origin and add a Cache Rule whose Vary setting lists `Accept` (developers.cloudflare.com/cache/concepts/vary/), so browsers and agents never get each other's cached answer.",
      ],
      fastly: [
        'On Fastly, normalise Accept in `vcl_recv` before the cache lookup, e.g. `set req.http.Accept = if(req.http.Accept ~ "text/markdown", "text/markdown", "text/html");`, so `Vary: Accept` keeps two variants per URL instead of one per browser.',
      ],
      vercel: [
        "On Vercel, do not rely on the edge cache keying on `Vary: Accept` (vercel/vercel discussion #7612): rewrite requests whose Accept prefers text/markdown in middleware to a path of their own (`<path>.md`), so the Markdown has its own cache key, and keep `Vary: Accept` on both answers.",
      ],
      nextjs: [
        'With Next.js, serve the Markdown from a route handler at `<path>.md` and rewrite `Accept: text/markdown` requests to it in middleware, instead of relying on a `Vary` set in `next.config.js` `headers()`, which prerendered pages have overwritten (vercel/next.js #85999); then check `Vary` on the deployed HTML.',
      ],
      wordpress: [
        "On WordPress, a plugin can answer `Accept: text/markdown` at the origin without a paid CDN feature (Botkibble, Slim SEO Pro's Markdown for AI); make sure your page cache varies on Accept or bypasses Markdown requests, or it will serve one to the other.",
      ],
    },
  },
  'server-rendered-content': {
    headline: 'Render the page content on the server, not only in JavaScript.',
    passes: 'The raw HTML (scripts, styles and noscript removed) has at least 500 characters of visible text in real headings and paragraphs.',
    steps: [
      'Enable server-side rendering or static generation for the page (e.g. Next.js SSR/SSG, Nuxt SSR, Astro).',
      'Make sure the main text, headings and links are in the HTML response, not injected after load.',
      'Avoid meta-refresh or script-only redirects on content pages.',
    ],
    specs: ['HTML Living Standard'],
  },
  'structured-data': {
    headline: 'Add schema.org JSON-LD: Organization or WebSite with name and url on the start page.',
    passes: 'Every application/ld+json block parses, uses schema.org, and the start page declares Organization or WebSite with name and url (other pages: their main entity).',
    steps: [
      'Add `<script type="application/ld+json">` to the start page with `{"@context": "https://schema.org", "@type": "WebSite", "name": "…", "url": "{origin}/"}` (and an Organization).',
      'On other pages describe their main entity (Article, Product, …).',
      'Validate each block as JSON; fix every parse error.',
    ],
    specs: ['schema.org', 'JSON-LD 1.1'],
  },
  'page-metadata': {
    headline: 'Complete the page metadata: title, description, lang, canonical, Open Graph and charset.',
    passes: 'A <title> of 10–70 characters, a meta description of 50–160, <html lang>, an absolute same-host canonical answering 2xx, og:title, og:description and a declared charset.',
    steps: [
      'Give each page a unique `<title>` of 10–70 characters and `<meta name="description">` of 50–160 characters.',
      'Declare `<html lang="en">` (your language) and `<meta charset="utf-8">` first in `<head>`.',
      'Add `<link rel="canonical" href="absolute URL of the page">` on this host, answering 200.',
      'Add `<meta property="og:title">` and `<meta property="og:description">`.',
    ],
    specs: ['HTML Living Standard', 'Open Graph protocol'],
  },
  'semantic-structure': {
    headline: 'Give the page a semantic structure agents can navigate.',
    passes: 'One h1, no skipped heading levels, main and nav landmarks, alt on at least 90% of images, discernible text on at least 95% of links and buttons, labels on form controls, no clickable div/span without a role.',
    steps: [
      'Use exactly one `<h1>` and nest headings without skipping levels.',
      'Wrap the main content in `<main>` and navigation in `<nav>`.',
      'Give images `alt` text, links and buttons visible text or `aria-label`, and form controls a `<label>`.',
      'Replace clickable `<div>` and `<span>` elements with `<button>` or `<a>`.',
    ],
    specs: ['WAI-ARIA 1.2', 'WCAG 2.2'],
  },
  'content-efficiency': {
    headline: 'Make pages cheaper for agents to read: less markup, main content early, or a markdown twin.',
    passes: 'Visible text is at least 10% of the HTML or a markdown twin exists, HTML under 500 KB, and the main content starts in the first 10% of the document.',
    steps: [
      'Offer a markdown twin (`Accept: text/markdown` or a `.md` URL) for content pages.',
      'Move inline scripts, styles and large JSON blobs out of the HTML.',
      'Put `<main>` early in the document, before long navigation or inline assets.',
    ],
    specs: ['llmstxt.org (.md twins)'],
  },
  'http-semantics': {
    headline: 'Serve HTTPS with HSTS, redirect http:// to https:// and answer 404 for unknown paths.',
    passes: 'HTTPS on the origin, http:// redirects to https://, an unknown path answers 404 (not a soft 200), at most 2 redirects from the given URL, Strict-Transport-Security on HTTPS.',
    steps: [
      'Serve the site over HTTPS with a valid certificate.',
      'Redirect every http:// request to the same https:// URL with 301 or 308, in one hop.',
      'Send `Strict-Transport-Security: max-age=31536000; includeSubDomains` on HTTPS responses.',
      'Answer 404 for paths that do not exist (not 200 with a "not found" page).',
    ],
    specs: ['RFC 9110', 'RFC 6797 (HSTS)'],
  },
  openapi: {
    headline: 'Publish an OpenAPI 3.x description and advertise it.',
    passes: 'An OpenAPI 3.x document that validates, has at least one path, operations with operationId and summary or description, advertised from the API catalog or a Link rel="service-desc".',
    steps: [
      'Serve your API description at `{origin}/.well-known/openapi.json` (or `/openapi.json`).',
      'Use OpenAPI 3.x (convert Swagger 2.0), fix validation errors, give every operation an operationId and a summary.',
      'Advertise it: a `service-desc` entry in `/.well-known/api-catalog` and a `Link: <…>; rel="service-desc"` header.',
    ],
    specs: ['OpenAPI Specification 3.1', 'RFC 9727'],
  },
  'mcp-server': {
    headline: 'Publish an MCP server card and a live Streamable HTTP endpoint.',
    passes: 'A valid server card (the current server-card $schema, name in namespace/name form) at a current location and a live endpoint that answers server/discover (2026-07-28) or initialize (2025 revisions) and lists at least one tool (or answers 401 pointing at valid protected-resource metadata from which a client walks the OAuth chain to a token).',
    steps: [
      'Serve a server card at `{origin}/mcp/server-card` (`<endpoint>/server-card`) as `application/mcp-server-card+json`, and list it in `/.well-known/ai-catalog.json` (`specVersion`, `host`, entries with `identifier`, `displayName`, type `application/mcp-server-card+json` and `url`).',
      'Include `"$schema": "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json"`, `name` (e.g. `com.example/weather`), `description`, `version` and `remotes[]` with type `streamable-http` and the URL of your endpoint (e.g. `{origin}/mcp`).',
      'Make the endpoint answer MCP `server/discover` (2026-07-28; keep answering `initialize` for 2025-era clients) and `tools/list` with at least one tool.',
      'If the endpoint needs authorization, answer 401 with `WWW-Authenticate: Bearer resource_metadata="<its RFC 9728 metadata URL>"`, and make the chain work: the metadata lists authorization servers whose RFC 8414 metadata advertises PKCE `S256`, whose `jwks_uri` is a JWK Set, whose authorization endpoint answers an unknown client with a page or an RFC 6749 error, and whose token endpoint answers an invalid code with RFC 6749 §5.2 JSON.',
    ],
    specs: ['Model Context Protocol 2026-07-28 (Streamable HTTP transport, versioning)', 'MCP server card (experimental-ext-server-card)', 'AI Catalog (ARD draft)', 'UCP business profile (/.well-known/ucp, services with an mcp transport)'],
    onPlatform: {
      shopify: [
        'On Shopify, the storefront already serves an MCP endpoint (`{origin}/api/mcp`) and lists it in `/.well-known/ucp`: agents that read UCP find it. For clients that read server cards, publish a card whose `remotes[]` names that endpoint (shopify.dev/docs/apps/build/storefront-mcp).',
      ],
      wix: [
        'On Wix, every site serves an MCP endpoint at `{origin}/_api/mcp` (dev.wix.com: About the Wix Site MCP): publish a server card whose `remotes[]` names it, so clients that read cards find it too.',
      ],
    },
  },
  'a2a-agent-card': {
    headline: 'Publish an A2A agent card at /.well-known/agent-card.json.',
    passes: 'An A2A 1.0 card with name, description, version, supportedInterfaces[] (url, protocolBinding, protocolVersion), capabilities, defaultInputModes, defaultOutputModes and skills[] (id, name, description, tags).',
    steps: [
      'Serve `{origin}/.well-known/agent-card.json` as `application/json` (not only the legacy `/.well-known/agent.json`).',
      'Fill every A2A 1.0 required field; describe each skill with id, name, description and tags.',
    ],
    specs: ['A2A Protocol 1.0 (Agent Card)'],
  },
  'agent-skills': {
    headline: 'Publish an Agent Skills index at /.well-known/agent-skills/index.json.',
    passes: 'An index with $schema and non-empty skills, valid names ([a-z0-9-], 1–64), type skill-md or archive, URLs that answer and sha256 digests that match.',
    steps: [
      'Write each skill as a `SKILL.md` and serve it (e.g. `{origin}/.well-known/agent-skills/<name>/SKILL.md`).',
      'Serve `{origin}/.well-known/agent-skills/index.json` listing each skill with `name`, type `skill-md`, `url` and the `sha256` of the file.',
      'Recompute the digests whenever a skill file changes.',
      'In the discovery RFC\'s files shape (`"version": "0.2.0"`, skills with `files[{path, digest}]`), list `SKILL.md` among the files and set each skill\'s `digest` to the SHA-256 over its files\' `{path}\\0{hex}\\n` lines sorted by path.',
    ],
    specs: ['Agent Skills Discovery 0.2.0 (cloudflare/agent-skills-discovery-rfc)'],
  },
  'oauth-discovery': {
    headline: 'Publish OAuth authorization server metadata with PKCE S256.',
    passes: 'JSON at /.well-known/oauth-authorization-server or /.well-known/openid-configuration whose issuer matches, with authorization_endpoint, token_endpoint, response_types_supported and code_challenge_methods_supported including S256.',
    steps: [
      'Serve `{origin}/.well-known/oauth-authorization-server` (RFC 8414) as `application/json`.',
      'Set `issuer` to exactly the issuer URL the document is served for; list `authorization_endpoint`, `token_endpoint` and `response_types_supported`.',
      'Add `"code_challenge_methods_supported": ["S256"]`.',
      'If you publish auth.md, serve `{origin}/auth.md` as `text/markdown` with an H1, and put `agent_auth` (an absolute `identity_endpoint`, `identity_types_supported` and a skill URL pointing at that auth.md) in the authorization server\'s RFC 8414 metadata, not in the protected-resource metadata.',
    ],
    specs: ['RFC 8414', 'OpenID Connect Discovery 1.0', 'RFC 7636 (PKCE)', 'auth.md (workos/auth.md)'],
  },
  'oauth-protected-resource': {
    headline: 'Publish OAuth protected resource metadata.',
    passes: '/.well-known/oauth-protected-resource whose resource equals the origin, with at least one authorization_servers entry with valid metadata, every listed server leading a client to a token (its jwks_uri, authorization and token endpoints answer as OAuth says, PKCE S256 advertised), and scopes_supported.',
    steps: [
      'Serve `{origin}/.well-known/oauth-protected-resource` as `application/json`.',
      'Set `resource` to `{origin}`, list `authorization_servers` and `scopes_supported`.',
      'Point `WWW-Authenticate` `resource_metadata` on 401 answers at this document.',
      'List only authorization servers that work: the `oauth-discovery` findings name each broken endpoint of the server it judged.',
    ],
    specs: ['RFC 9728'],
  },
  webmcp: {
    headline: 'Describe forms as WebMCP tools (toolname, tooldescription).',
    passes: 'At least one form in the static HTML carries toolname and tooldescription, with described parameters.',
    steps: [
      'On forms agents should use, add `toolname="…"` and `tooldescription="…"` attributes.',
      'Describe each input (a `<label>` or `toolparamdescription`).',
    ],
    specs: ['WebMCP (W3C Web Machine Learning CG draft)'],
  },
  'product-data': {
    headline: 'Add complete Product JSON-LD to product pages.',
    passes: 'Product JSON-LD with name, image and offers carrying a numeric price, an ISO 4217 priceCurrency and a schema.org availability.',
    steps: [
      'On each product page add `<script type="application/ld+json">` with `"@type": "Product"`, `name` and `image`.',
      'Add `"offers": {"@type": "Offer", "price": "9.99", "priceCurrency": "EUR", "availability": "https://schema.org/InStock"}` (numeric price, no currency symbol).',
    ],
    specs: ['schema.org Product and Offer'],
  },
  'commerce-protocols': {
    headline: 'Expose an agentic commerce protocol (UCP, ACP, x402, MPP or AP2).',
    passes: 'At least one protocol discovered and valid for its specification.',
    steps: [
      'Choose a protocol your payment provider supports: UCP (`/.well-known/ucp`), ACP (`/.well-known/acp.json`), x402 or MPP (402 answers), or AP2 (an A2A card extension).',
      'Publish its discovery document or answer paid resources with a valid 402 challenge.',
    ],
    specs: ['UCP', 'ACP', 'x402', 'MPP', 'AP2'],
  },
} satisfies Readonly<Record<CheckId, CheckGuide>>;
