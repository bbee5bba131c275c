// The fix_my_site prompt (2026-07-28 server/prompts): the open fixes of one of the organization's sites, largest gain
// first, and the tool calls that apply and verify them. Built from list_fixes' own service, so it shows what
// list_fixes shows; reading it records nothing.
import type { GetPromptResult, McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { authorizeScope } from '@/lib/auth/authorize';
import { parseInput } from '@/lib/net/validate';
import { Uuid } from '@/lib/schemas/common';
import { listFixes } from '@/lib/services/list-fixes';
import { requireOrganization } from './authenticate';
import { protocolErrorOf } from './errors';
import { jsonSchemaArguments } from './schema-adapter';
import type { McpRequestScope } from './scope';

export const FIX_MY_SITE = 'fix_my_site';

const FixMySiteArguments = z.strictObject({
  site_id: Uuid.meta({ description: 'The id of one of your sites (list_sites).' }),
});

type Fixes = Awaited<ReturnType<typeof listFixes>>;

export function fixMySiteText(fixes: Fixes): string {
  const id = fixes.siteId;
  if (fixes.scanId === null) {
    return `${fixes.host} has no finished scan yet, so there is nothing to fix yet. Call start_site_scan with id "${id}", then get_scan with its scanId and waitSeconds 120 to wait for the result, then use the ${FIX_MY_SITE} prompt again.`;
  }
  if (fixes.fixes.length === 0) {
    return `Nothing is open on ${fixes.host} in scan ${fixes.scanId}: no check has open work. After the next change to the site, call start_site_scan with id "${id}" and get_scan with waitSeconds 120 to keep it that way.`;
  }
  const list = fixes.fixes
    .map((fix, index) => {
      const files = fix.artifactKinds.length > 0 ? ` Generated files: ${fix.artifactKinds.join(', ')}.` : '';
      return `${index + 1}. ${fix.checkId} (${fix.name}, score ${fix.score}): +${fix.gain} points. ${fix.headline}${files}`;
    })
    .join('\n');
  return [
    `Help me make ${fixes.host} ready for AI agents with the Agent Gauge tools. These are the open fixes from scan ${fixes.scanId}, largest gain first:`,
    '',
    list,
    '',
    'Work through them in this order. For each one:',
    `1. Call get_fix with id "${id}" and its checkId, and read the findings and the whole fix.`,
    `2. For each of its generated files, call get_artifact with id "${id}" and the kind, and serve the file at the path and with the headers it names.`,
    '3. Make the change in the site\'s code or configuration. Show me what you change and ask before you deploy anything.',
    '',
    `When the changes are live, call start_site_scan with id "${id}", then get_scan with the scanId and waitSeconds 120 to wait for the result, and compare_scans with id "${id}" to see what improved. list_verifications shows which fixes were verified and the points they gained.`,
  ].join('\n');
}

export function registerPrompts(server: McpServer, scope: McpRequestScope): void {
  server.registerPrompt(
    FIX_MY_SITE,
    {
      title: 'Fix my site',
      description: 'Walks through the open fixes of one of your sites, largest gain first: read each fix, apply it with its generated files, rescan and compare. Needs the organization API key.',
      argsSchema: jsonSchemaArguments(FixMySiteArguments),
    },
    async (args): Promise<GetPromptResult> => {
      try {
        const auth = await requireOrganization(scope.caller);
        authorizeScope(auth, 'organization:read');
        const { site_id: siteId } = parseInput(FixMySiteArguments, args ?? {}, 'body', 'mcp-arguments');
        const fixes = await listFixes(auth.organizationId, siteId);
        return {
          description: `Open fixes of ${fixes.host}`,
          messages: [{ role: 'user', content: { type: 'text', text: fixMySiteText(fixes) } }],
        };
      } catch (error) {
        throw protocolErrorOf(error);
      }
    },
  );
}
