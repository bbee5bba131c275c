// What api-catalog says about the links its entries make, once each was resolved (gather/catalog-links.ts).
import { about, info, pass, warn, type CodeMeanings, type DraftFinding } from '../../findings.js';
import type { CatalogLinkProbe, CatalogLinksArtifact } from '../../gather/catalog-links.js';

export const CATALOG_LINK_CODES = {
  'links-resolve': 'Every service-desc, service-doc and status link of the catalog answers with a fitting media type.',
  'link-broken': 'A service-doc or status link does not answer 2xx (subject: its URL; broken service-desc links are service-descs-broken).',
  'link-wrong-type': 'A link answers with a media type that does not fit its relation: a service-desc that is no API description, a service-doc that is not a document, a status that is not JSON or text (subject: its URL).',
  'link-not-measured':
    "A link was called but not measured: the audit's own limits (its time budget, its target rules) ended the call; no points lost (subject: its URL).",
  'service-desc-not-openapi': 'A service-desc is a description, but not OpenAPI (OpenRPC, AsyncAPI, an MCP server card): reported, not judged as a broken OpenAPI description (subject: its URL).',
} as const satisfies CodeMeanings;
type LinkCode = keyof typeof CATALOG_LINK_CODES;

/** Points the catalog loses when a link it makes does not work. */
const CATALOG_LINK_PENALTY = 20;

function finding(link: CatalogLinkProbe): DraftFinding<LinkCode> | null {
  const detail = `${link.url} — ${link.evidence}${link.declaredType ? `; the link declares type ${link.declaredType}` : ''}`;
  // Our own limit ended the call: not measured, never a failure (engine/measured.ts).
  if (link.outcome === 'not-measured') return info('link-not-measured', `The ${link.relation} link ${link.url} was not measured: ${link.evidence}`, detail, null);
  if (link.outcome === 'broken') {
    // Broken service-desc targets are the existing service-descs-broken finding's.
    return link.relation === 'service-desc' ? null : warn('link-broken', `The ${link.relation} link ${link.url} does not answer.`, detail, `Point ${link.relation} at a URL that answers 200.`);
  }
  if (link.outcome === 'wrong-type') {
    return warn('link-wrong-type', `The ${link.relation} link ${link.url} answers something that does not fit the relation.`, detail, link.relation === 'service-desc' ? 'Point service-desc at the machine-readable description (OpenAPI, OpenRPC, AsyncAPI).' : link.relation === 'service-doc' ? 'Point service-doc at human-readable documentation (HTML or markdown).' : 'Point status at a health endpoint answering application/health+json.');
  }
  if (link.otherKind) return info('service-desc-not-openapi', `The service-desc ${link.url} is an ${link.otherKind} description, not OpenAPI.`, detail, null);
  return null;
}

export function judgeCatalogLinks(artifact: CatalogLinksArtifact): { findings: Array<DraftFinding<LinkCode>>; penalty: number } {
  const findings = artifact.links.flatMap((link) => {
    const made = finding(link);
    return made ? [about(link.url, made)] : [];
  });
  const problems = findings.filter((item) => item.status === 'warn').length;
  const measured = artifact.links.filter((link) => link.outcome !== 'not-measured').length;
  if (problems === 0 && measured > 0) {
    const more = artifact.skipped > 0 ? ` (${artifact.skipped} more over the audit's budget not resolved)` : '';
    findings.push(pass('links-resolve', `All ${measured} service-desc, service-doc and status links answer with a fitting media type${more}.`, null, null));
  }
  return { findings, penalty: problems > 0 ? CATALOG_LINK_PENALTY : 0 };
}
