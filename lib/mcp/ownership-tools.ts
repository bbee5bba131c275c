// A site's proof of ownership as MCP tools (issue 52 point 3): the same operations' schemas and the same services as
// GET and POST /api/v1/me/sites/{id}/ownership, so an agent sees the token and the ways to prove a host, and asks for
// the check, as a user would. The withdrawal of a host stays with the API and the site page.
import { getSiteOwnership as getSiteOwnershipOperation, proveSiteOwnership as proveSiteOwnershipOperation } from '@/lib/openapi/operations';
import { getSiteOwnership } from '@/lib/services/get-site-ownership';
import { proveSiteOwnership } from '@/lib/services/prove-site-ownership';
import { defineTool } from './define-tool';

export const siteOwnershipTool = defineTool({
  name: 'site_ownership',
  title: 'Whether your organization proved it controls a site\'s host',
  description:
    'The organization\'s token, the three ways to prove the host (a DNS TXT record agentgauge-verification=<token> at the host or _agentgauge.<host>, the file /.well-known/agentgauge-verification.txt of the host\'s origin served as text/plain, or a <meta name="agentgauge-verification"> tag in the <head> of the origin\'s root page /; never a page under a path) and the last check\'s outcome. Naming the host in the index, making its report public and reading its index row need the proof; `held` says a switch is on but not public. Reads only.',
  access: 'organization',
  operation: getSiteOwnershipOperation,
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: ({ params }, { auth }) => getSiteOwnership(auth, params.id),
});

export const checkSiteOwnershipTool = defineTool({
  name: 'check_site_ownership',
  title: 'Check the proof that your organization controls a site\'s host, now',
  description:
    'Asks DNS, then fetches the well-known file, then the origin\'s root page /, for the organization\'s token (see site_ownership), stores the outcome and answers it: verified true with the way that proved it, or false with what each way found (a failed check also clears an earlier proof). Owners and admins; limited per organization and host (an error rate-limited says when to try again).',
  access: 'organization',
  operation: proveSiteOwnershipOperation,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  run: ({ params }, { auth }) => proveSiteOwnership(auth, params.id),
});

export const OWNERSHIP_TOOLS = [siteOwnershipTool, checkSiteOwnershipTool] as const;
