// The agentgauge-fix skill: how an agent works through the open fixes of a site an organization measures with
// Agent Gauge, applies them with the generated files and proves the gain with a rescan.
import { cliInstallLine } from '@/lib/services/get-cli-package';
import type { SkillSource } from './types';
import { MCP_PATH } from '@/lib/identity/endpoints';
import { ARTIFACT_KINDS } from '@/lib/schemas/vocabulary/artifacts';

export const fixSkill: SkillSource = {
  name: 'agentgauge-fix',
  description:
    'Work through the open Agent Gauge fixes of a website, largest gain first (read each fix, apply it with its generated files, rescan and compare). Use when asked to make a site more ready for AI agents or to raise its Agent Gauge score.',
  body: (origin) => `# Fix a website's Agent Gauge findings

Agent Gauge keeps the scans of an organization's sites and turns their open work into fixes, ordered by the points
of overall score each returns. This skill needs an organization API key (paid plan), sent as
\`Authorization: Bearer <key>\` to the MCP server at ${origin}${MCP_PATH} or to the REST API under
${origin}/api/v1/me/. The same tools on another organization's ids answer \`not-found\`.

## Steps

1. Find the site: \`list_sites\` (REST \`GET /api/v1/me/sites\`). Use its \`id\` below.
2. List the open work: \`list_fixes\` with \`{"id": "<site id>"}\` (REST \`GET /api/v1/me/sites/{id}/fixes\`). Each fix
   has a \`checkId\`, a \`gain\` (points of overall score the fix returns), a one-sentence \`headline\` and the
   \`artifactKinds\` of generated files that address it. An empty list means no check has open work.
   With no finished scan yet, start one first (step 5).
3. For each fix, largest gain first, read it whole: \`get_fix\` with \`{"id": "<site id>", "checkId": "<check id>"}\`
   (REST \`GET /api/v1/me/sites/{id}/fixes/{checkId}\`). It returns every finding with its evidence, a \`guide\` (how the
   check is measured and the specifications) and \`fix\`, the whole change as one prose block. Reading it records the
   advice, so the next finished scan can verify it.
4. Fetch the files it names: \`get_artifact\` with \`{"id": "<site id>", "kind": "<kind>"}\` (REST
   \`GET /api/v1/me/sites/{id}/artifacts/{kind}\`). Serve \`body\` at \`path\` (and at each of \`alsoServeAt\`) with
   every header in \`headers\`. The files are generated from the latest scan: review them against the site before
   using them. Kinds: ${ARTIFACT_KINDS.join(', ')}; a site is offered only those \`list_fixes\` names
   (\`artifact-not-applicable\` says why another is not).
5. Make the change in the site's code or configuration. Show the user the change and ask before deploying anything.
6. When the change is live, rescan: \`start_site_scan\` with \`{"id": "<site id>"}\`, then \`get_scan\` with
   \`{"id": "<scan id>", "waitSeconds": 120}\` until it has \`succeeded\` (REST \`POST /api/v1/me/sites/{id}/scan\`, then
   poll \`GET /api/v1/me/scans/{scanId}\` after \`pollAfterSeconds\`). \`scan-active\` means a scan of the site is
   already queued or running: wait a few minutes for it instead of starting another.
7. Compare: \`compare_scans\` with \`{"id": "<site id>"}\` shows the score delta and the checks resolved or regressed
   since the previous scan (read \`comparable\` and \`warnings\` first). \`list_verifications\` shows which fixes were
   verified and the points they gained.

With MCP, the prompt \`fix_my_site\` with \`{"site_id": "<site id>"}\` lists the open fixes with these steps filled in.
From a terminal (the CLI, installed from this service: \`${cliInstallLine(origin)}\`): \`agentgauge fixes <siteId> [checkId]\`, \`agentgauge artifact <siteId> <kind> --out <file>\`,
\`agentgauge scan <siteId> --wait\`, \`agentgauge compare <siteId>\` (with \`AGENTGAUGE_URL=${origin}\` and
\`AGENTGAUGE_API_KEY\` set).

## Rules

- Fix what the findings name; do not change things the report does not ask for.
- A check that does not apply to the site (\`applicable: false\`) is never a fix; informational checks are not listed.
- Scans count against the organization's scan quotas: on \`rate-limited\`, wait \`retryAfter\` seconds (REST:
  \`Retry-After\`) instead of retrying at once.
`,
};
