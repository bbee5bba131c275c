import { AGENT_SKILLS_INDEX_PATH, AI_CATALOG_PATH, API_CATALOG_PATH, CHECK_COUNT } from '@/engine/light';
import { A2A_CARD_PATH, A2A_PATH, A2A_PROTOCOL_VERSION } from '@/lib/a2a/card';
import { A2A_SKILLS } from '@/lib/a2a/skills';
import { agentSkillsIndex } from '@/lib/agent-skills';
import { OPENAPI_PATH } from '@/lib/http/discovery-links';
import { publicOrigin } from '@/lib/net/public-origin';
import { cliInstallLine } from '@/lib/services/get-cli-package';
import { CHECKS_PATH, INDEX_PATH } from '@/lib/web/public-paths';
import { MCP_PATH, SERVER_CARD_PATH } from '@/lib/identity/endpoints';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  const origin = publicOrigin(request);
  const skills = agentSkillsIndex(origin).skills.map((skill) => `- [${skill.name} skill](${skill.url}): ${skill.description}`);
  const body = `# Agent Gauge

> Agent Gauge measures how ready a website is for AI agents with ${CHECK_COUNT} checks (discovery, access, content, actions, commerce) and serves the results over a JSON API described by OpenAPI 3.1.

## API

- [OpenAPI description](${origin}${OPENAPI_PATH}): every endpoint, schema and error code
- [API catalog](${origin}${API_CATALOG_PATH}): RFC 9727 linkset pointing at the description

## MCP server

- MCP endpoint (Streamable HTTP, revisions 2026-07-28 and 2025): ${origin}${MCP_PATH}; public tools scan_site, get_public_report, list_checks and get_published_agent_tasks need no account, the organization tools take an API key as "Authorization: Bearer <key>"
- [MCP server card](${origin}${SERVER_CARD_PATH}): name, version and endpoint of the server, listed in the [AI Catalog](${origin}${AI_CATALOG_PATH})

## A2A agent

- [A2A agent card](${origin}${A2A_CARD_PATH}): A2A ${A2A_PROTOCOL_VERSION}, JSON-RPC binding at ${origin}${A2A_PATH} (send the header A2A-Version: ${A2A_PROTOCOL_VERSION}); skills ${A2A_SKILLS.map((skill) => skill.id).join(', ')}, no account needed

## Agent skills

- [Agent skills index](${origin}${AGENT_SKILLS_INDEX_PATH}): Agent Skills Discovery 0.2.0, each SKILL.md with its sha256 digest
${skills.join('\n')}

## CLI

- \`${cliInstallLine(origin)}\` (this service's copy of @agentgauge/cli; \`npm i -g @agentgauge/cli\` once it is on the npm registry): the \`agentgauge\` command audits a site from your machine or CI (assertions, SARIF, JUnit, Markdown); with \`AGENTGAUGE_URL=${origin}\` and \`AGENTGAUGE_API_KEY\` set, audits and site commands run on this service

## Public endpoints

- [The ${CHECK_COUNT} checks](${origin}${CHECKS_PATH}): what each check measures, its weight, caps and settings, and every finding code (markdown with Accept: text/markdown; each check at ${origin}${CHECKS_PATH}#<check-id>)
- Latest public report of a host: GET ${origin}/api/v1/report/{host} (JSON), or the page ${origin}/report/{host} (HTML, or markdown with Accept: text/markdown); no traffic to the host
- Published agent task replays: GET ${origin}/api/v1/agent-tasks/{host}; each run's replay page is ${origin}/replay/{runId}
- Sample scan: POST ${origin}/api/v1/scan with {"domain": "example.com"}, rate limited
- [The index](${origin}${INDEX_PATH}): the published editions of an opt-in index of agent readiness, method first (GET ${origin}/api/v1/index; every edition at ${origin}/api/v1/index/editions, the opted-in leaderboard at ${origin}/api/v1/index/sites, a check's pass rate over editions at ${origin}/api/v1/index/checks/{checkId}, each agent's read rate at ${origin}/api/v1/index/agents)

## Optional

- [Home page](${origin}/)
`;
  return new Response(body, {
    headers: { 'content-type': 'text/markdown; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
