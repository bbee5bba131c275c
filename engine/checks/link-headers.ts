import type { AgentLink, LinkTargetsArtifact } from '../gather/link-targets.js';
import { couldNotMeasure, findingsFor, outcome, type CheckOutcome, type CodeStatuses, type DraftFinding } from '../findings.js';
import { defineCheck } from './define.js';

const CODES = {
  'start-page-status': 'The start page did not answer 2xx, so its Link headers were not judged (checks.md 3, 2026-11): the check is error.',
  'no-link-header': 'The start page sends no Link header (or one that does not parse).',
  'no-agent-relations': 'The start page sends Link headers, but none with an agent-relevant relation.',
  'targets-answer': 'Agent-relevant Link header targets answer 2xx.',
  'targets-broken': 'Some agent-relevant Link header targets do not answer 2xx.',
  'unregistered-relations': 'Unregistered relations (agent-skills-index, auth-md, nlweb, ...) with their targets: no credit, no penalty.',
} as const;
type Code = keyof typeof CODES;
const STATUSES = {
  'start-page-status': ['error'],
  'no-link-header': ['fail'],
  'no-agent-relations': ['warn'],
  'targets-answer': ['pass'],
  'targets-broken': ['warn'],
  'unregistered-relations': ['info'],
} as const satisfies CodeStatuses<Code>;
const { fail, info, pass, warn } = findingsFor(STATUSES);

const RELATIONS_HINT =
  'Send an HTTP Link header on the home page pointing agents at machine-readable resources, e.g. ' +
  'Link: </.well-known/api-catalog>; rel="api-catalog", </.well-known/ai-catalog.json>; rel="ai-catalog", </openapi.json>; rel="service-desc", </index.md>; rel="alternate"; type="text/markdown".';

function htmlOnlyHint(artifact: LinkTargetsArtifact): string {
  if (artifact.htmlLinks.length === 0) return RELATIONS_HINT;
  const found = artifact.htmlLinks.map((link) => `<link rel="${link.rel}" href="${link.href}">`).join(', ');
  return `${RELATIONS_HINT} The page has ${found} in its HTML, but an HTML <link> alone does not count: agents that read headers (HEAD requests, non-HTML clients) never see it, so repeat it as a Link header.`;
}

function describe(agentLink: AgentLink): string {
  const probe = agentLink.probe;
  const answer = probe ? (probe.status !== null ? `${probe.method} ${probe.status}` : `no answer: ${probe.error}`) : 'not checked';
  return `rel="${agentLink.relation}" → ${agentLink.link.target ?? agentLink.link.href} (${answer})`;
}

export const linkHeaders = defineCheck({
  meta: {
    id: 'link-headers',
    name: 'Link headers',
    description:
      'Looks for RFC 8288 Link headers on the start page that point agents at API catalogs, service descriptions and markdown versions.',
    category: 'Discovery',
    scope: 'origin',
    codes: CODES,
    statuses: STATUSES,
  },
  requires: { origin: ['linkTargets'] },
  run({ origin: { linkTargets } }) {
    const status = linkTargets.pageStatus;
    if (status !== null && (status < 200 || status > 299)) {
      return couldNotMeasure(
        'start-page-status',
        `The start page answered HTTP ${status}, so its Link headers were not judged.`,
        `${linkTargets.pageUrl} — HTTP ${status}`,
        'Audit a URL that answers 2xx; the Link headers of an error page are not what agents read.',
      );
    }
    const judged = judgeRelations(linkTargets);
    const unregistered = linkTargets.unregisteredLinks;
    if (unregistered.length === 0) return judged;
    const note = info(
      'unregistered-relations',
      `The start page links ${unregistered.length} target${unregistered.length === 1 ? '' : 's'} with relations registered nowhere; they earn no credit and cost nothing.`,
      unregistered.map(describe).join('; '),
      'Keep them if agents you know read them, and add a registered relation (api-catalog, ai-catalog, service-desc, describedby) for the same resource.',
    );
    return { ...judged, findings: [...judged.findings, note] };
  },
});

function judgeRelations(linkTargets: LinkTargetsArtifact): CheckOutcome<Code> {
  const findings: Array<DraftFinding<Code>> = [];
  if (linkTargets.links.length === 0) {
    findings.push(
      fail(
        'no-link-header',
        'The start page sends no Link header.',
        `${linkTargets.pageUrl} — ${linkTargets.header === null ? 'no Link header' : `unparseable Link header: ${linkTargets.header.slice(0, 200)}`}`,
        htmlOnlyHint(linkTargets),
      ),
    );
    return outcome(0, findings);
  }
  if (linkTargets.agentLinks.length === 0) {
    const rels = [...new Set(linkTargets.links.flatMap((link) => link.rels))];
    findings.push(
      warn(
        'no-agent-relations',
        'The start page sends Link headers, but none with an agent-relevant relation.',
        `Relations found: ${rels.join(', ') || '(none)'}`,
        htmlOnlyHint(linkTargets),
      ),
    );
    return outcome(25, findings);
  }
  const broken = linkTargets.agentLinks.filter((agentLink) => !agentLink.probe?.ok);
  const working = linkTargets.agentLinks.filter((agentLink) => agentLink.probe?.ok);
  if (working.length > 0) {
    findings.push(
      pass(
        'targets-answer',
        `${working.length} agent-relevant Link header target${working.length === 1 ? ' answers' : 's answer'} 2xx.`,
        working.map(describe).join('; '),
        null,
      ),
    );
  }
  if (broken.length === 0) return outcome(100, findings);
  findings.push(
    warn(
      'targets-broken',
      `${broken.length} agent-relevant Link header target${broken.length === 1 ? ' does' : 's do'} not answer 2xx.`,
      broken.map(describe).join('; '),
      'Point each Link header at a URL that answers 200, or remove the link.',
    ),
  );
  const share = working.length / linkTargets.agentLinks.length;
  return outcome(25 + 50 * share, findings);
}
