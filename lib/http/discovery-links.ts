// The paths agents use to discover this service's API (RFC 9727 api-catalog, RFC 8631 service-desc): the service
// serves its documents where the engine looks for them.
// next.config.ts imports this file through Next's config loader, which cannot follow the `.js` imports of
// engine/light, so it reads the engine's paths from engine/well-known.ts (data that imports nothing, re-exported by
// engine/light and allowed by the dependency rule as an entry module) by a relative path (the loader also misresolves
// the `@/` alias).
import { API_CATALOG_PATH, LLMS_TXT_PATHS, OPENAPI_PROBE_PATHS } from '../../engine/well-known';

/** The first location the engine probes for an OpenAPI description (/.well-known/openapi.json). */
export const OPENAPI_PATH = OPENAPI_PROBE_PATHS[0];
export const OPENAPI_MEDIA_TYPE = 'application/vnd.oai.openapi+json;version=3.1';

export const AGENT_DISCOVERY_LINK = [
  `<${API_CATALOG_PATH}>; rel="api-catalog"`,
  `<${OPENAPI_PATH}>; rel="service-desc"; type="${OPENAPI_MEDIA_TYPE}"`,
  `<${LLMS_TXT_PATHS[0]}>; rel="describedby"; type="text/markdown"`,
].join(', ');
