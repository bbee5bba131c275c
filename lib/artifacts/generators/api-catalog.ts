// /.well-known/api-catalog per RFC 9727 / RFC 9264: a linkset describing the site's API and its documentation.
import { API_CATALOG_PATH, OPENAPI_PROBE_PATHS } from '@/engine/light';
import { sitePagesOf } from '../site-input';
import type { StoredFinding } from '@/lib/schemas/report';
import type { ArtifactInput } from '../site-input';
import type { Generator } from './types';

/** The openapi findings that name the description the scan found, as their subject. */
const DESCRIPTION_CODES: ReadonlySet<string> = new Set(['openapi.found', 'openapi.advertised']);
const URL_PATTERN = /https?:\/\/[^\s"'<>)]+/g;

/** The OpenAPI description on this origin the last scan found, else the standard path. */
function openApiUrl(input: ArtifactInput): string {
  const findings = input.report.results.find((candidate) => candidate.id === 'openapi')?.findings ?? [];
  const onOrigin = (url: string | undefined) => url !== undefined && url.startsWith(input.origin);
  const named = findings.find((finding) => DESCRIPTION_CODES.has(finding.code ?? '') && onOrigin(finding.subject));
  return named?.subject ?? storedBeforeCodes(findings.filter((finding) => finding.code === undefined), input.origin) ?? `${input.origin}${OPENAPI_PROBE_PATHS[0]}`;
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

export const apiCatalog: Generator = (input) => {
  const docs = sitePagesOf(input)[0]?.url ?? `${input.origin}/`;
  const body = {
    linkset: [
      {
        anchor: `${input.origin}${API_CATALOG_PATH}`,
        item: [{ href: `${input.origin}/` }],
        'service-desc': [{ href: openApiUrl(input), type: 'application/openapi+json' }],
        'service-doc': [{ href: docs, type: 'text/html' }],
      },
    ],
  };
  return {
    contentType: 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    body: `${JSON.stringify(body, null, 2)}\n`,
    headers: { link: `<${API_CATALOG_PATH}>; rel="api-catalog"` },
  };
};
