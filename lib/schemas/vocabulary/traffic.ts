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

export const LOG_FORMATS = ['combined', 'common', 'cloudflare', 'vercel', 'ndjson'] as const;
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
