// /.well-known/api-catalog per RFC 9727 / RFC 9264: a linkset describing the site's API and its documentation.
import { API_CATALOG_PATH, OPENAPI_PROBE_PATHS } from '@/engine/index';
import { sitePagesOf } from '../site-input';
import type { ArtifactInput } from '../site-input';
import type { Generator } from './types';

const URL_PATTERN = /https?:\/\/[^\s"'<>)]+/g;

/** The OpenAPI description the last scan found (a passing openapi finding names it), else the standard path. */
function openApiUrl(input: ArtifactInput): string {
  const result = input.report.results.find((candidate) => candidate.id === 'openapi');
  const passing = (result?.findings ?? []).filter((finding) => finding.status === 'pass');
  for (const finding of passing) {
    for (const text of [finding.detail ?? '', finding.message]) {
      const url = (text.match(URL_PATTERN) ?? []).find((candidate) => candidate.startsWith(input.origin));
      if (url) return url.replace(/[.,;]$/, '');
    }
  }
  return `${input.origin}${OPENAPI_PROBE_PATHS[0]}`;
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
