// Who the MCP server says it is, in server/discover, initialize, its server card and the AI Catalog: one source,
// so the card never contradicts the live connection (experimental-ext-server-card docs/discovery.md §Consistency
// with Runtime Behavior).
import { cardNamespace } from '@/lib/identity/card-namespace';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { CHECK_COUNT } from '@/engine/light';
import { SERVICE_DESCRIPTION, SERVICE_NAME, SERVICE_VERSION } from '@/lib/identity/service';
import { cliInstallLine } from '@/lib/services/get-cli-package';

export const MCP_SERVER_TITLE = SERVICE_NAME;
export const MCP_SERVER_DESCRIPTION = SERVICE_DESCRIPTION;
export const MCP_SERVER_VERSION = SERVICE_VERSION;

/** The revision without the initialize handshake, served per request (2026-07-28 server/discover). */
export const MODERN_PROTOCOL_VERSIONS = ['2026-07-28'] as const;
/** Every revision the endpoint speaks: the modern one and the 2025-era ones the SDK's initialize negotiates. */
export const MCP_PROTOCOL_VERSIONS: readonly string[] = [...MODERN_PROTOCOL_VERSIONS, ...SUPPORTED_PROTOCOL_VERSIONS];

/**
 * The server's name in the server card's `namespace/name` form: the reverse-DNS name of the host it is published
 * on (agentgauge.example.com → com.example.agentgauge/agentgauge); an IP address or a single label stays as it is.
 */
export function mcpServerName(origin: string): string {
  return `${cardNamespace(new URL(origin).hostname)}/agentgauge`;
}

/** What the server tells a client at connection, with this service's own CLI install line (its public origin). */
export function mcpInstructions(origin: string): string {
  return [
    `Agent Gauge measures how ready a website is for AI agents with ${CHECK_COUNT} checks (discovery, access, content, actions, commerce).`,
    'Without an account: scan_site measures a domain\'s start page (rate limited), get_public_report reads the latest public report of a host, list_checks lists the checks, get_published_agent_tasks lists published agent task replays.',
    'With an organization API key or an OAuth access token (the server is its own authorization server: a call without one answers 401 with WWW-Authenticate resource_metadata) sent as "Authorization: Bearer <token>" (paid plan): list_sites, get_site_report, start_site_scan and get_scan (pass waitSeconds to wait with progress), get_history, compare_scans, list_fixes, get_fix, get_artifact, list_verifications, run_engine_audit, and list_journeys, create_journey, update_journey and delete_journey (the journeys of a site), and run_journey_as_agents and list_journey_runs (a journey as k agent runs, with pass^k); list_fleets, get_fleet_run, get_fleet_summary, list_fleet_targets, get_fleet_target_report and get_fleet_movement read fleets (lists of sites scanned in bulk) and their population\'s figures.',
    'A typical session: list_sites, list_fixes for a site, get_fix for the largest gain, apply it, start_site_scan, get_scan with waitSeconds, compare_scans. The fix_my_site prompt walks through it.',
    `The same audits run from a terminal or CI with the CLI, installed from this service: ${cliInstallLine(origin)}, then agentgauge audit <url> (AGENTGAUGE_URL names this service for remote mode, AGENTGAUGE_API_KEY the key). Releases also go to the npm registry as @agentgauge/cli.`,
    'Failures are tool results with isError and a JSON body {"error", "message"} using the REST API\'s error codes; rate-limited and service-unavailable add retryAfter (seconds).',
  ].join('\n');
}
