// The agent views' report shapes (checks.md, "Agent outcomes"): data only.
import type { AgentProfileId } from './profiles.js';

export const AGENT_VERDICTS = ['reads', 'partial', 'blocked'] as const;
export type AgentVerdict = (typeof AGENT_VERDICTS)[number];

/**
 * Why the verdict (checks.md, "Agent outcomes", 2026-12b: blocked only for a cause observed for the profile): ok
 * (reads), truncated (cut before the main content ends), javascript (evidence that scripts build all or part of the
 * main content: an application shell, a noscript asking for JavaScript, an empty mount point, or the rendered view),
 * iframe (the content is in a frame the agent does not load), refused (an error status, or a 2xx page that reads as a
 * refusal while a browser gets the content), challenged (a bot-challenge page), disallowed (robots.txt, for a profile
 * that obeys it), unreachable (no answer), not-measured (the scanner's own limits: no browser for the browsing agent,
 * a timeout, a budget). no-content is no longer given (earlier reports hold it for a page with
 * little text).
 */
export const AGENT_CAUSES = ['ok', 'truncated', 'javascript', 'iframe', 'refused', 'challenged', 'disallowed', 'unreachable', 'no-content', 'not-measured'] as const;
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
}

export interface AgentPageViews {
  url: string;
  /** Share (0 to 100) of the measured profiles that read this page's main content (partial counts half). */
  access: number;
  views: AgentView[];
}

export interface AgentViewsReport {
  /** Mean access over the pages with views: the Access half of the score. */
  access: number;
  /** Pages the views were taken on, and why only those. */
  sample: { pages: number; of: number; note: string };
  pages: AgentPageViews[];
}
