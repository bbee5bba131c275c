// MCP resources (2026-07-28 server/resources): the check catalog, a host's public report and a site's latest report,
// each the JSON body the REST API (or list_checks) returns for it. Site reports are the organization's: listing
// them needs the key, and reading one without a key is refused with HTTP 401 before it gets here (see request.ts).
import { ResourceTemplate, type McpServer, type ReadResourceResult } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import { CHECK_CATALOG, CHECK_COUNT } from '@/engine/index';
import { authorizeScope } from '@/lib/auth/authorize';
import { parseInput } from '@/lib/net/validate';
import { getPublicReport as publicReportOperation, getSiteReport as siteReportOperation } from '@/lib/openapi/operations';
import { CheckCatalog } from '@/lib/schemas/catalog';
import { HostParams, IdParams } from '@/lib/schemas/common';
import { getPublicReport } from '@/lib/services/get-public-report';
import { getSiteReport } from '@/lib/services/get-site-report';
import { listOrganizationSites } from '@/lib/services/list-organization-sites';
import { requireOrganization } from './authenticate';
import { protocolErrorOf } from './errors';
import type { McpRequestScope } from './scope';
import { serializeResult } from './serialize';

export const CHECK_CATALOG_URI = 'agentgauge://checks';
export const PUBLIC_REPORT_TEMPLATE = 'agentgauge://report/{host}';
export const SITE_REPORT_TEMPLATE = 'agentgauge://sites/{id}/report';
/** Reading these needs an organization. */
export const ORGANIZATION_RESOURCE_PREFIX = 'agentgauge://sites/';

const JSON_TYPE = 'application/json';

export const siteReportUri = (siteId: string) => `agentgauge://sites/${siteId}/report`;

async function jsonContents(uri: URL, schema: z.ZodType, read: () => Promise<unknown>): Promise<ReadResourceResult> {
  try {
    const { text } = serializeResult(schema, await read());
    return { contents: [{ uri: uri.href, mimeType: JSON_TYPE, text }] };
  } catch (error) {
    throw protocolErrorOf(error, uri.href);
  }
}

/** A template variable as the REST path parameter of the same name (the same canonicalization and messages). */
function pathParameter<S extends z.ZodType>(schema: S, name: string, value: string | string[] | undefined): z.output<S> {
  return parseInput(schema, { [name]: Array.isArray(value) ? value.join('/') : value }, 'path');
}

export function registerResources(server: McpServer, scope: McpRequestScope): void {
  server.registerResource(
    'check-catalog',
    CHECK_CATALOG_URI,
    { title: `The ${CHECK_COUNT} checks`, description: 'Every check: id, name, what it measures, category, scope, weight and profiles.', mimeType: JSON_TYPE, cacheHint: { ttlMs: 3_600_000, cacheScope: 'public' } },
    (uri) => jsonContents(uri, CheckCatalog, async () => ({ checks: [...CHECK_CATALOG] })),
  );

  server.registerResource(
    'public-report',
    new ResourceTemplate(PUBLIC_REPORT_TEMPLATE, { list: undefined }),
    { title: 'Public report of a host', description: 'The latest stored public measurement of a host (as get_public_report).', mimeType: JSON_TYPE, cacheHint: { ttlMs: 60_000, cacheScope: 'public' } },
    (uri, variables) =>
      jsonContents(uri, publicReportOperation.response.schema, async () => getPublicReport(pathParameter(HostParams, 'host', variables.host).host)),
  );

  server.registerResource(
    'site-report',
    new ResourceTemplate(SITE_REPORT_TEMPLATE, {
      // Listed for the key's organization only: a caller without one has no sites.
      list: async () => {
        if (scope.caller.kind !== 'organization') return { resources: [] };
        const { sites } = await listOrganizationSites(scope.caller.auth.organizationId, {});
        return {
          resources: sites.map((site) => ({
            uri: siteReportUri(site.id),
            name: `${site.host} report`,
            title: `Latest report of ${site.host}`,
            mimeType: JSON_TYPE,
          })),
        };
      },
    }),
    { title: 'Latest report of one of your sites', description: 'The latest finished scan of a site of your organization (as get_site_report). Needs the organization API key.', mimeType: JSON_TYPE, cacheHint: { ttlMs: 0, cacheScope: 'private' } },
    (uri, variables) =>
      jsonContents(uri, siteReportOperation.response.schema, async () => {
        const auth = await requireOrganization(scope.caller);
        authorizeScope(auth, siteReportOperation.action!);
        return getSiteReport(auth.organizationId, pathParameter(IdParams, 'id', variables.id).id);
      }),
  );
}
