// What a site has shown an audit it serves (issue 22 point 2: a generated file never declares an endpoint the site
// has not shown). The proof is the latest scan's passing finding for the live surface, never a declaration; what the
// surface says about itself comes from the scan's site facts (engine/site/surface-facts.ts).
import type { SurfaceFacts } from '@/engine/index';
import type { StoredFinding } from '@/lib/schemas/report';
import { factsOf, type ArtifactInput } from './site-input';

/** A reserved name (RFC 2606 .invalid) that never resolves: a template's endpoint can never pass a check by accident. */
export const PLACEHOLDER_ORIGIN = 'https://replace-with-your-endpoint.invalid';

/** Label at the start of a template's description: what to build before publishing it. */
export const TEMPLATE_NOTE = 'TEMPLATE — replace the placeholder endpoint with your live one before publishing.';

type Report = Pick<ArtifactInput, 'report'>;

function findingsWith(input: Report, codes: readonly string[]): StoredFinding[] {
  return input.report.results.flatMap((result) => result.findings.filter((finding) => codes.includes(finding.code ?? '')));
}

function passed(input: Report, codes: readonly string[]): boolean {
  return findingsWith(input, codes).some((finding) => finding.status === 'pass');
}

/** The site's A2A endpoint answered the audit's GetTask probe, or refused it as its card's security says (401 with a matching challenge, issue 34). */
export function a2aEndpointShown(input: Report): boolean {
  return passed(input, ['a2a-agent-card.interface-answers', 'a2a-agent-card.interface-secured']);
}

/**
 * The site's MCP endpoint answered server/discover or initialize and listed tools, or answered 401 with a challenge
 * from which a client walks the OAuth chain to a token.
 */
export function mcpEndpointShown(input: Report): boolean {
  return passed(input, ['mcp-server.live', 'mcp-server.auth-chain-complete']);
}

/** The openapi findings that name the description the scan found, as their subject. */
const DESCRIPTION_CODES = ['openapi.found', 'openapi.advertised'];
const URL_PATTERN = /https?:\/\/[^\s"'<>)]+/g;

/** The OpenAPI description on this origin the last scan found, or null: a catalog never points at a guessed path. */
export function apiDescriptionShown(input: Pick<ArtifactInput, 'report' | 'origin'>): string | null {
  const findings = input.report.results.find((candidate) => candidate.id === 'openapi')?.findings ?? [];
  const onOrigin = (url: string | undefined) => url !== undefined && new URL(url).origin === input.origin;
  const named = findings.find((finding) => finding.status === 'pass' && DESCRIPTION_CODES.includes(finding.code ?? '') && onOrigin(finding.subject));
  return named?.subject ?? storedBeforeCodes(findings.filter((finding) => finding.code === undefined), input.origin);
}

/** Reports stored before findings had codes and subjects: the URL on this origin a passing finding's text names. */
function storedBeforeCodes(findings: StoredFinding[], origin: string): string | null {
  for (const finding of findings.filter((candidate) => candidate.status === 'pass')) {
    for (const text of [finding.detail ?? '', finding.message]) {
      const url = (text.match(URL_PATTERN) ?? []).find((candidate) => candidate.startsWith(origin));
      if (url) return url.replace(/[.,;]$/, '');
    }
  }
  return null;
}

/**
 * The surfaces an AI catalog may list, with what each says about itself; the ones the scan did not see answer are
 * null (or empty). Each one's facts count only where its check's findings prove it answered (a card
 * whose endpoint is dead is not listed). Agent skills are in the facts only when their bytes answered and matched the
 * digest the index declares.
 */
export function surfacesShown(input: Pick<ArtifactInput, 'report' | 'origin'>): SurfaceFacts {
  const facts = factsOf(input)?.surfaces;
  const subjectOf = (code: string, status: StoredFinding['status']) => findingsWith(input, [code]).filter((finding) => finding.status === status).map((finding) => finding.subject);
  const mcp = facts?.mcpServerCard ?? null;
  const mcpCardShown = mcp !== null && [...subjectOf('mcp-server.card-valid', 'pass'), ...subjectOf('mcp-server.card-legacy-path', 'warn')].includes(mcp.url);
  const api = facts?.apiDescription ?? null;
  return {
    apiDescription: api && apiDescriptionShown(input) === api.url ? api : null,
    mcpServerCard: mcpCardShown && mcpEndpointShown(input) ? mcp : null,
    a2aAgentCard: facts?.a2aAgentCard && a2aEndpointShown(input) ? facts.a2aAgentCard : null,
    agentSkills: facts?.agentSkills ?? [],
    llmsTxt: facts?.llmsTxt && passed(input, ['llms-txt.found']) ? facts.llmsTxt : null,
  };
}
