// The agent views' report shapes (checks.md, "Agent outcomes"): data only.
import type { PaymentTerms } from '../parse/payment-words.js';
import type { AgentProfileId } from './profiles.js';

/**
 * reads, partial, blocked (checks.md, "Agent outcomes"), and pay (2026-12d, "Priced is not refused"): the site answered
 * this agent HTTP 402, asking it to pay (Cloudflare pay per crawl's crawler-price, an x402 or MPP challenge, or a bare
 * 402). Priced access is the owner's choice: a pay view is never blocked and never counted in Access (scoring.ts).
 */
export const AGENT_VERDICTS = ['reads', 'partial', 'blocked', 'pay'] as const;
export type AgentVerdict = (typeof AGENT_VERDICTS)[number];

/**
 * Why the verdict (checks.md, "Agent outcomes", 2026-12b: blocked only for a cause observed for the profile): ok
 * (reads), truncated (cut before the main content ends), javascript (evidence that scripts build all or part of the
 * main content: an application shell, a noscript asking for JavaScript, an empty mount point, or the rendered view),
 * iframe (the content is in a frame the agent does not load), meta-refresh (the page only sends its reader on with a
 * meta refresh, which the agent is not documented to follow: 2026-12c), refused (an error status, or a 2xx page that
 * reads as a refusal while a browser gets the content), challenged (a bot-challenge page), disallowed (robots.txt,
 * for a profile that obeys it), unreachable (no answer to this agent while a browser got one), not-measured (no
 * answer to anyone, or the scanner's own limits: no browser or no render for the browsing agent, a timeout, a
 * budget), priced (HTTP 402: the verdict pay, checks.md 2026-12d). no-content is no longer given (earlier reports
 * hold it for a page with little text).
 */
export const AGENT_CAUSES = ['ok', 'truncated', 'javascript', 'iframe', 'meta-refresh', 'refused', 'challenged', 'disallowed', 'unreachable', 'no-content', 'not-measured', 'priced'] as const;
export type AgentCause = (typeof AGENT_CAUSES)[number];

export interface AgentView {
  profile: AgentProfileId;
  /** The page the view is of. */
  url: string;
  /** The User-Agent sent. */
  userAgent: string;
  /** HTTP status received; null when no request was sent or none was answered. */
  status: number | null;
  /** Challenge markers found in what the agent received (empty: none). */
  challenge: string[];
  /** robots.txt's decision for profiles that obey it; null for the others. */
  robots: { allowed: boolean; line: number | null; rule: string | null } | null;
  /** served: the site answered Markdown (to the agent's Accept, or at the Markdown alternate a page links, for a profile that follows it); converted: the agent turned HTML into Markdown; none: read as received. */
  markdown: 'served' | 'converted' | 'none';
  /** Characters of text the agent's conversion produced (as far as a verdict needed it converted). */
  textLength: number;
  /** Characters it keeps after truncation. */
  kept: number;
  /** Share (0 to 1) of the page's main content in what it keeps. */
  mainShare: number;
  /** The first characters of what it keeps. */
  excerpt: string;
  /** null: not measured (the browsing agent without a browser), never a failure. */
  verdict: AgentVerdict | null;
  cause: AgentCause;
  /** One sentence: the verdict's reason, with how much where part is lost. */
  reason: string;
  /** With the verdict pay: the scheme that states the price and the price as stated (checks.md 2026-12d). */
  payment?: PaymentTerms;
  /**
   * The request behind the verdict (issue 62 point 5): what was sent (secrets redacted), what came back, and a curl
   * line that sends it again. Null where the profile sent none (robots.txt disallowed it); absent in reports made
   * before it was recorded.
   */
  request?: AgentRequest | null;
}

/** One request an agent view sent, as the report shows it (engine/agents/request-record.ts writes it). */
export interface AgentRequest {
  method: 'GET';
  url: string;
  /** Headers sent, lower-case names; a secret's value (the audit's extra headers, credentials) is "[redacted]". */
  headers: Record<string, string>;
  /** The answer after redirects; null when none came. */
  response: {
    status: number;
    /** The URL that answered (after redirects). */
    url: string;
    /** Headers received, lower-case names, bounded; cookies' values "[redacted]". */
    headers: Record<string, string>;
  } | null;
  /** A shell line that sends the same request (redacted headers read from environment variables it names). */
  curl: string;
}

export interface AgentPageViews {
  url: string;
  /**
   * Share (0 to 100) of the measured profiles that read this page's main content (partial counts half); null when no
   * profile was measured on it (checks.md 2026-12c: unmeasured is never read, and never 0). Reports stored before
   * scorecard 2026.12.2 hold a number for every page.
   */
  access: number | null;
  views: AgentView[];
  /**
   * Present when the page is broken (checks.md 2026-12c): it answered 404, 410 or a 5xx to the scanner and to a
   * browser alike, so it has no views and no access (http-semantics reports it).
   */
  broken?: { status: number | null; browserStatus: number | null };
}

export interface AgentViewsReport {
  /** Mean access over the pages with at least one measured view: the Access half of the score (0 when there is none). */
  access: number;
  /** Pages with at least one measured view, of the pages measured, and which pages are counted and why. */
  sample: { pages: number; of: number; note: string };
  pages: AgentPageViews[];
}
