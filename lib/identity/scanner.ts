// Who the service's scanner says it is: one User-Agent for all its own requests, `AgentGauge/<major> (+<public
// URL>/scanner)`, stable across releases of a major version so an owner can allow or refuse it once, naming the page
// on this service that says who scans, why, how often and how to opt out (app/(public)/scanner). Every audit the
// service runs sends it (site scans, public scans, remote audits for the CLI, fleet runs, agent and journey runs:
// serviceUserAgent); the agent profiles' requests send their own User-Agents: they are the measurement.
import { ENGINE_VERSION, USER_AGENT } from '@/engine/light';
import { configuredPublicOrigin } from '@/lib/net/public-origin';

/** The robots.txt product token the scanner obeys (a group naming it that disallows a start page opts the site out). */
export const SCANNER_TOKEN = 'AgentGauge';

export const SCANNER_PAGE_PATH = '/scanner';

/** The scanner's User-Agent, or null when the operator has not configured the public URL it must name. */
export function scannerUserAgent(): string | null {
  const origin = configuredPublicOrigin();
  return origin ? `${SCANNER_TOKEN}/${ENGINE_VERSION.split('.')[0]} (+${origin}${SCANNER_PAGE_PATH})` : null;
}

/**
 * The User-Agent of every audit this service runs: the scanner's, or, when no public URL is configured (a service
 * that cannot name its own /scanner page), the engine's own (`AgentGauge/<major> (+https://agentgauge.dev/docs/bot)`,
 * which the command-line client sends too). Fleet runs refuse to start without the public URL instead.
 */
export function serviceUserAgent(): string {
  return scannerUserAgent() ?? USER_AGENT;
}
