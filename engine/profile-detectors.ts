// Evidence that a site is of a kind (checks.md, "Profiles", auto). Each detector reads gathered artifacts only.
import type { GatherContext } from './gather/context.js';
import { a2aEvidence } from './gather/a2a.js';
import { agentSkillsEvidence } from './gather/agent-skills.js';
import { commerceEvidence } from './gather/commerce.js';
import { mcpEvidence } from './gather/mcp.js';
import { openapiEvidence } from './gather/openapi.js';
import { allTypedNodes, extractJsonLd, typesOf } from './parse/html.js';
import { detectDocsGenerator, detectShopPlatform } from './parse/signals.js';
import { queryAll } from './parse/select.js';
import type { DetectableProfile } from './types.js';

/** "An llms.txt that links many .md pages". */
const MANY_MARKDOWN_LINKS = 5;

type Detector = (ctx: GatherContext) => Promise<string[]>;

async function startPage$(ctx: GatherContext) {
  const page = await ctx.getPage('page', ctx.startUrl);
  return { $: page.$, headers: page.response?.headers ?? {} };
}

export const PROFILE_DETECTORS: Readonly<Record<DetectableProfile, Detector>> = {
  async docs(ctx) {
    const [{ $, headers }, llms] = await Promise.all([startPage$(ctx), ctx.get('llmsTxt').catch(() => null)]);
    const evidence = $ ? detectDocsGenerator($, headers).map((s) => `Documentation generator ${s.name}: ${s.evidence}`) : [];
    if (llms?.found && llms.mdLinkCount >= MANY_MARKDOWN_LINKS) {
      evidence.push(`llms.txt at ${llms.found.url} links ${llms.mdLinkCount} markdown pages`);
    }
    return evidence;
  },
  async api(ctx) {
    const [openapi, catalog] = await Promise.all([ctx.get('openapi'), ctx.get('apiCatalog').catch(() => null)]);
    const evidence = openapiEvidence(openapi);
    if (catalog?.linkset?.hasLinkset && catalog.linkset.contexts > 0) {
      evidence.push(`API catalog at ${catalog.file.url} lists ${catalog.linkset.contexts} API(s)`);
    }
    return evidence;
  },
  async mcp(ctx) {
    return mcpEvidence(await ctx.get('mcp'));
  },
  async agent(ctx) {
    const [a2a, skills, { $ }] = await Promise.all([ctx.get('a2a'), ctx.get('agentSkills'), startPage$(ctx)]);
    const evidence = [...a2aEvidence(a2a), ...agentSkillsEvidence(skills)];
    const toolForms = $ ? queryAll($, 'form[toolname]').length : 0;
    if (toolForms > 0) evidence.push(`${toolForms} WebMCP tool form(s) on the start page`);
    return evidence;
  },
  async commerce(ctx) {
    const [{ $, headers }, commerce] = await Promise.all([startPage$(ctx), ctx.get('commerce')]);
    const evidence = commerceEvidence(commerce);
    if ($) {
      evidence.push(...detectShopPlatform($, headers).map((s) => `Shop platform ${s.name}: ${s.evidence}`));
      const productTypes = new Set<string>();
      for (const block of extractJsonLd($)) {
        if (block.ok) for (const node of allTypedNodes(block.value)) for (const type of typesOf(node)) productTypes.add(type);
      }
      for (const type of ['Product', 'Offer', 'AggregateOffer']) {
        if (productTypes.has(type)) evidence.push(`${type} structured data on the start page`);
      }
    }
    return evidence;
  },
};
