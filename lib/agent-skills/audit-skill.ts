// The agentgauge-audit skill: how an agent measures a website with Agent Gauge (MCP, REST API, A2A or CLI) and reads
// the report it gets back.
import { CHECK_COUNT, GRADES, REQUESTABLE_PROFILES } from '@/engine/light';
import { A2A_CARD_PATH, A2A_PATH, A2A_PROTOCOL_VERSION } from '@/lib/a2a/card';
import { OPENAPI_PATH } from '@/lib/http/discovery-links';
import { cliInstallLine } from '@/lib/services/get-cli-package';
import type { SkillSource } from './types';
import { MCP_PATH } from '@/lib/identity/endpoints';

const GRADE_BANDS = GRADES.map((grade) => `${grade.label} from ${grade.min}`).join(', ');

export const auditSkill: SkillSource = {
  name: 'agentgauge-audit',
  description:
    'Measure how ready a website is for AI agents with Agent Gauge (MCP tools, REST API or the agentgauge CLI) and read the score, grade and per-check findings. Use when asked to audit, score or compare a site for agents, or to explain why one check fails.',
  body: (origin) => `# Audit a website with Agent Gauge

Agent Gauge measures how ready a website is for AI agents with ${CHECK_COUNT} checks in five categories (Discovery,
Access, Content, Actions, Commerce) and returns an overall score from 0 to 100 with a grade (${GRADE_BANDS}).

## Choose a way in

### MCP (no account needed)

Connect to ${origin}${MCP_PATH} (Streamable HTTP; revisions 2026-07-28 and 2025).

- \`get_public_report\` with \`{"host": "example.com"}\`: the latest stored public report of a host. It sends no
  traffic to the site, so try it first. The error \`not-found\` means the host was never scanned publicly.
- \`scan_site\` with \`{"domain": "example.com"}\`: measures the start page now, stores the result as the host's
  public report and returns it. Rate limited: on \`rate-limited\`, wait the \`retryAfter\` seconds before trying again.
- \`list_checks\`: every check id with what it measures, its category, scope, weight and the profiles it counts for.

With an organization API key or an OAuth access token sent as \`Authorization: Bearer <token>\` (paid plan), \`run_engine_audit\` with
\`{"url": "https://example.com/", "profile": "auto"}\` audits any public URL without storing it (optional \`checks\`,
\`timeout\`, \`retries\`); it counts against the organization's scan quotas. For the organization's own sites, see the
agentgauge-fix skill.

### REST API

The OpenAPI 3.1 description is at ${origin}${OPENAPI_PATH}.

- \`GET ${origin}/api/v1/report/{host}\`: the latest public report (as \`get_public_report\`).
- \`POST ${origin}/api/v1/scan\` with \`{"domain": "example.com"}\`: a public scan (as \`scan_site\`).
- \`POST ${origin}/api/v1/engine/audit\` with \`{"url": "https://example.com/"}\` and the key as a bearer token: the
  remote engine (as \`run_engine_audit\`).

Errors are JSON \`{"error": "<code>", "message": "<sentence>"}\`; 429 and 503 answers carry \`Retry-After\` (seconds).

### A2A (another agent, no account needed)

The A2A ${A2A_PROTOCOL_VERSION} agent card is at ${origin}${A2A_CARD_PATH}; its JSON-RPC endpoint is ${origin}${A2A_PATH}
(header \`A2A-Version: ${A2A_PROTOCOL_VERSION}\`). \`SendMessage\` with a text part such as "audit example.com" or
"report example.com" (skills audit-site and get-report) answers with a task whose artifact holds a summary, the report
as data and the report page's URL; a refused request is a rejected task with the same \`error\` codes as the API.

### CLI (on your own machine)

Install the CLI from this service with \`${cliInstallLine(origin)}\` (Node.js 22.12 or newer); it is the
\`agentgauge\` command. Releases also go to the npm registry as \`@agentgauge/cli\`.

- \`agentgauge audit example.com --local\`: a readable report (score, grade, categories, every check, top fixes).
- \`--json\` prints the exact report; \`--max-pages 20\` measures up to 20 pages; \`--checks llms-txt,robots-txt\` runs
  only those checks; \`--profile <${REQUESTABLE_PROFILES.join('|')}>\` decides which checks count (default auto).
- \`--assert score=80 --assert llms-txt=100\` exits 1 unless each holds (for CI); \`--format sarif|junit|markdown\`.
- \`--allow-private-targets\` (with \`--local\`) audits a site on localhost or a private network, for testing.
- \`AGENTGAUGE_URL=${origin} AGENTGAUGE_API_KEY=<key> agentgauge audit example.com\` runs it on this service.

Exit codes: 0 done, 1 an assertion failed, 2 usage error, 3 target refused, 4 target unreachable, 5 service error,
7 Node.js too old.

## Read the report

- The overall score is \`score\` in stored and public reports and \`overallScore\` in an engine report; the grade is
  \`grade.label\`.
- \`resolvedProfiles\` says what kind of site was detected (docs, api, mcp, agent, commerce) and the evidence. Only
  checks with \`applicable: true\` count; \`informational\` checks weigh 0.
- \`results[]\` has one entry per check: \`id\`, \`status\` (pass at 100, warn at 1–99, fail at 0, error when it could
  not measure), \`score\`, \`weight\` and \`findings[]\`. Each finding has a stable \`code\`, a \`status\`, a
  \`message\`, its evidence in \`detail\` (URL, status, header, line) and a \`hint\` saying what to change.
- The largest gains are the applicable checks with the highest weight × (100 − score); quote their ids and hints.

## Rules

- Only public hosts on ports 80 and 443 are measured. \`target-refused\` names the rule that refused the target:
  do not retry it. \`target-unreachable\` means the site did not answer.
- Do not scan the same host again and again: reuse a recent public report.
- Report what the findings say, with check ids, and do not invent scores.
`,
};
