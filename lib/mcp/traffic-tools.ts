// The site's traffic figures as an MCP tool (issue 55): the same operation's schemas and the same service as
// GET /api/v1/me/sites/{id}/traffic, so an agent reads what agents actually got as a user would.
import { getSiteTraffic as getSiteTrafficOperation } from '@/lib/openapi/operations';
import { getSiteTraffic } from '@/lib/services/get-site-traffic';
import { defineTool } from './define-tool';

export const siteTrafficTool = defineTool({
  name: 'site_traffic',
  title: 'What agents actually got from a site (its access logs)',
  description: [
    'Per agent (ChatGPT-User, GPTBot, Claude-User, ClaudeBot, Googlebot, …) what the site\'s own access logs show between two UTC days (from, to; the last 30 by default):',
    'requests, statuses, what it asked for, the observed verdict (reads, refused, mixed, not seen), the latest scan\'s prediction, whether they agree and why in one sentence.',
    'Each request is verified (the vendor\'s published ranges, reverse DNS, or the CDN\'s verified-bot field), spoofed (the name from elsewhere: never counted as the agent), unverifiable (a client-side agent such as Claude Code, Cursor or Codex fetches from its users\' machines) or not claimed; each agent names how it was judged and the evidence\'s date.',
    'Also: the visits AI assistants referred (ChatGPT, Perplexity, Claude, Gemini, Copilot) per landing page with each vendor\'s crawl-to-refer ratio, which of the site\'s own pages (the latest scan\'s sitemap and pages) each agent fetched and its Markdown uptake, and the address-ranges files in force with their dates.',
    'The logs come from uploads and log drains (see the API); with none, every agent is not seen.',
  ].join(' '),
  access: 'organization',
  operation: getSiteTrafficOperation,
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: ({ params, query }, { auth }) => getSiteTraffic(auth, params.id, query),
});

export const TRAFFIC_TOOLS = [siteTrafficTool] as const;
