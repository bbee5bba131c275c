// The values observed traffic is counted in, and the limits its API states: one list each for the API's schemas
// (lib/schemas/me/traffic.ts), the room that reads and tallies access logs (lib/traffic) and the pages.

/** On-demand assistants (a person asked), search indexers, training crawlers, browsing agents, and every other crawler. */
export const AGENT_FAMILIES = ['assistant', 'search', 'training', 'browsing', 'other'] as const;
export type AgentFamily = (typeof AGENT_FAMILIES)[number];

export const STATUS_CLASSES = ['2xx', '3xx', '401', '403', '404', '429', '5xx', 'other'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export const PATH_CLASSES = ['page', 'robotsTxt', 'llmsTxt', 'markdown', 'wellKnown', 'other'] as const;
export type PathClass = (typeof PATH_CLASSES)[number];

export const OBSERVED_VERDICTS = ['reads', 'refused', 'mixed', 'not seen'] as const;
export type ObservedVerdict = (typeof OBSERVED_VERDICTS)[number];

export const LOG_FORMATS = ['combined', 'common', 'cloudflare', 'vercel', 'ndjson', 'caddy', 'nginx-json', 'cloudfront', 'alb', 'fastly'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * Crawlers of the crawler list a site's figures name one by one, those with the most requests in the window: the rest
 * are one `other crawler` row. The named agents are always listed, whatever their count.
 */
export const LISTED_CRAWLERS_SHOWN = 25;

/** Rejected lines listed in a batch (the first ones, each cut to SHOWN_LINE_CHARS). */
export const REJECTED_LISTED = 100;

/**
 * The observed verdict (checks.md 2026-12c "Observed traffic"), over an agent's page requests: `refused` when more
 * than half got 401, 403, 429 or a challenge; `mixed` when at least a tenth did; `reads` otherwise.
 */
export const OBSERVED_THRESHOLDS = { refused: 0.5, mixed: 0.1 } as const;

/**
 * Who fetched, per request (checks.md 2026-12d "Four states of who fetched"): `verified` by the vendor's method,
 * `spoofed` (names an agent its vendor fetches only from its own ranges or hostnames, from elsewhere), `unverifiable`
 * (an agent that fetches from its users' machines, or whose vendor publishes no method this service reads), and
 * `not claimed` (no agent named: people, and clients no list knows).
 */
export const VERIFICATION_STATES = ['verified', 'spoofed', 'unverifiable', 'not claimed'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/**
 * How a request's state was judged: `ranges` (the vendor's published address ranges), `reverse-dns` (forward-confirmed
 * reverse DNS against the vendor's documented hostnames), `cdn` (the CDN's verified-bot field), `client-side` (the agent
 * fetches from its users' machines), `no-method` (its vendor publishes no method this service reads), `not-installed`
 * (its vendor publishes ranges, but no file of them is installed), `unanswered` (reverse DNS was the only way left and
 * gave no answer: a lookup failed, or the batch's lookups were spent), `stored-before` (stored before the four states,
 * outside the vendor's ranges, under a name a client-side agent also sends: Claude Code's bare Claude-User, Codex's
 * bare ChatGPT-User; no address was kept to tell them apart), `none` (no agent was named).
 */
export const VERIFICATION_METHODS = ['ranges', 'reverse-dns', 'cdn', 'client-side', 'no-method', 'not-installed', 'unanswered', 'stored-before', 'none'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** Where an agent fetches from: its vendor's own machines, its users' machines, or no source says. */
export const FETCH_ORIGINS = ['vendor', 'users', 'unknown'] as const;
export type FetchOrigin = (typeof FETCH_ORIGINS)[number];

/** The AI assistants whose visitors a Referer or utm_source names (lib/traffic/referrals.ts says how each is known). */
export const AI_ASSISTANTS = ['ChatGPT', 'Perplexity', 'Claude', 'Gemini', 'Copilot'] as const;
export type AiAssistant = (typeof AI_ASSISTANTS)[number];

/** Landing pages a site's figures list per assistant (those with the most referrals in the window); the rest are summed. */
export const LANDING_PAGES_SHOWN = 20;

/** Pages of the latest scan's list a figures answer names per agent (the rest are counted, not listed). */
export const COVERAGE_PAGES_LISTED = 100;

/** Days after which an address-ranges file is stale: the Traffic tab warns, and the API says `stale`. */
export const RANGES_STALE_DAYS = 90;
