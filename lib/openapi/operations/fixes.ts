// Fixes and the generated files behind them.
import { IdParams } from '@/lib/schemas/common';
import { Artifact, ArtifactParams, FixDetail, FixParams, Fixes } from '@/lib/schemas/me';
import { defineOperation } from '../define-operation';
import { ARTIFACT_KINDS } from '@/lib/schemas/vocabulary/artifacts';

export const listSiteFixes = defineOperation({
  operationId: 'listSiteFixes',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/fixes',
  tag: 'Sites',
  summary: 'Open work on one site, ordered by the points each fix returns',
  description:
    "Derived from the latest finished scan, never from a new one: the open work (applicable, scored, measured checks below 100 or with an open finding; a gate while an agent profile loses the start page to it; never a check at 100 with no open finding), ordered by gain, largest first: the points of overall score the fix returns, one decimal, which is the score the same report would have with the check's open findings resolved (Access and caps recomputed) minus the score it has. So a gate whose cap binds comes first. The generated files on offer (artifacts) follow. An empty fixes array when nothing is open or nothing was scanned yet. Listing records nothing.",
  auth: 'api-key',
  action: 'organization:read',
  params: IdParams,
  response: { status: 200, description: 'Fixes, largest gain first.', schema: Fixes },
  errors: [400, 404],
});

export const getSiteFix = defineOperation({
  operationId: 'getSiteFix',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/fixes/{checkId}',
  tag: 'Sites',
  summary: 'Every finding behind one check, its guide and the whole fix',
  description:
    'Every finding of the check (origin, and per page for page checks), a Markdown guide and the whole fix as one prose block, built from the latest finished scan. Reading it records advice for the check when it is open work (as the fix list says): one open verification record (pending) per site and check, made once per check and scan, with the current score as baseline; later finished scans move it to measuring or verified. No record is made for a check with no open work (its guide then says there is nothing to do), one that does not apply or only informs. 404 naming the valid ids when the check id is unknown; 404 when the site has no finished scan.',
  auth: 'api-key',
  action: 'organization:read',
  params: FixParams,
  response: { status: 200, description: 'The fix.', schema: FixDetail },
  errors: [400, 404],
});

export const getSiteArtifact = defineOperation({
  operationId: 'getSiteArtifact',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/artifacts/{kind}',
  tag: 'Sites',
  summary: 'A generated file, with the path and headers to serve it at',
  description: `The file is returned inside JSON as {kind, path, alsoServeAt, contentType, headers, body, filename, siteId, generatedFrom}: body is the whole file (UTF-8 text), path where to serve it (alsoServeAt: further paths for the same bytes), headers what to serve it with, generatedFrom the finished scan it was generated from. Kinds: ${ARTIFACT_KINDS.join(', ')} (json-ld is a JSON-LD script element, type application/ld+json, for the start page's head; robots-txt keeps the site's existing rules and adds what is missing; ai-catalog lists only the agent surfaces the scan saw answer, in their own words, served at /.well-known/ai-catalog.json and /.well-known/ard.json). Files are generated from the site's latest finished scan (its pages, titles and descriptions, and what its agent surfaces said about themselves), never by fetching the site, and never declare an endpoint the scan did not see answer (the agent and MCP server cards are then marked templates with a placeholder endpoint). A kind is offered only where it is needed and can be truthful (GET .../fixes lists the kinds on offer): not where the site's own file already passes the checks the file fixes, not an api-catalog without an API description the scan found, not an ai-catalog without a surface that answered; such a kind answers 404 artifact-not-applicable with a message saying why (the kind exists; this site is not offered it). Reading one records advice for the check it addresses, on the same terms as reading the check's fix (a verification record only for an applicable, scored check that does not pass; once per check and scan). 404 not-found naming the valid kinds for an unknown kind; 404 not-found when the site has no finished scan.`,
  auth: 'api-key',
  action: 'organization:read',
  params: ArtifactParams,
  response: { status: 200, description: 'The generated file.', schema: Artifact },
  errors: [400, 404],
});
