// The paths agents use to discover this service's API (RFC 9727 api-catalog, RFC 8631 service-desc).
export const OPENAPI_PATH = '/.well-known/openapi.json';
export const API_CATALOG_PATH = '/.well-known/api-catalog';
export const OPENAPI_MEDIA_TYPE = 'application/vnd.oai.openapi+json;version=3.1';

export const AGENT_DISCOVERY_LINK = [
  `<${API_CATALOG_PATH}>; rel="api-catalog"`,
  `<${OPENAPI_PATH}>; rel="service-desc"; type="${OPENAPI_MEDIA_TYPE}"`,
  '</llms.txt>; rel="describedby"; type="text/markdown"',
].join(', ');
