// Fixes and the generated files behind them.
import { ARTIFACT_KINDS } from '@/lib/artifacts/kinds';
import { IdParams } from '@/lib/schemas/common';
import { Artifact, ArtifactParams, FixDetail, FixParams, Fixes } from '@/lib/schemas/me';
import { defineOperation } from '../define-operation';

export const listSiteFixes = defineOperation({
  operationId: 'listSiteFixes',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/fixes',
  tag: 'Sites',
  summary: 'Open work on one site, ordered by the points each fix returns',
  description:
    'Derived from the latest finished scan, never from a new one: applicable, scored checks below 100, ordered by gain, the points of overall score the fix returns if the check reached 100 (weight × (100 − site score) ÷ total applicable weight, one decimal). An empty fixes array when nothing is open or nothing was scanned yet. Listing records nothing.',
  auth: 'api-key',
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
    'Every finding of the check (origin, and per page for page checks), a Markdown guide and the whole fix as one prose block, built from the latest finished scan. Reading it records advice for the check: one open verification record (pending) per site and check, with the current score as baseline; later finished scans move it to measuring or verified. No record is opened when the check already scores 100. 404 naming the valid ids when the check id is unknown; 404 when the site has no finished scan.',
  auth: 'api-key',
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
  description: `Decision on what the contract leaves open: the file is returned inside JSON as {kind, path, contentType, headers, body, filename, siteId, generatedFrom}: body is the whole file (UTF-8 text), path where to serve it, headers what to serve it with, generatedFrom the finished scan it was generated from. Kinds: ${ARTIFACT_KINDS.join(', ')} (json-ld is a <script type="application/ld+json"> element for the start page's <head>; robots-txt keeps the site's existing rules and adds what is missing). Files are generated from the site's latest finished scan (its pages, titles and descriptions), never by fetching the site. Reading one records advice for the check it addresses (a verification record). 404 naming the valid kinds for an unknown kind; 404 when the site has no finished scan.`,
  auth: 'api-key',
  params: ArtifactParams,
  response: { status: 200, description: 'The generated file.', schema: Artifact },
  errors: [400, 404],
});
