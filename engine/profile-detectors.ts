// Evidence that a site is of a kind (checks.md, "Profiles", auto). Each detector reads gathered artifacts only.
import type { GatherContext } from './gather/context.js';
import { a2aEvidence } from './gather/a2a.js';
import { aiCatalogEvidence } from './gather/ai-catalogs.js';
import { agentSkillsEvidence } from './gather/agent-skills.js';
import { commerceEvidence } from './gather/commerce.js';
import { commerceTypesIn } from './parse/commerce-offers.js';
import { mcpEvidence } from './gather/mcp.js';
import { openapiEvidence } from './gather/openapi.js';
import type { CheerioAPI } from 'cheerio';
import { extractJsonLd, visibleText } from './parse/html.js';
import { redirectPageOf } from './parse/redirect-page.js';
import { detectDocsGenerator, detectShopPlatform } from './parse/signals.js';
import { queryAll } from './parse/select.js';
import type { DetectableProfile } from './types.js';
import { thousands } from './thousands.js';

/** "An llms.txt that links many .md pages". */
const MANY_MARKDOWN_LINKS = 5;
/** An llms-full.txt this long is a documentation corpus, not one page (checks.md 2026: llms.txt plus a large llms-full.txt). */
const LARGE_LLMS_FULL_CHARACTERS = 50_000;
/** A start page with less text than this that redirects is a redirect page (MkDocs versioned with mike writes one at /). */
const REDIRECT_PAGE_TEXT = 100;

type Detector = (ctx: GatherContext) => Promise<string[]>;

async function startPage$(ctx: GatherContext) {
  const page = await ctx.getPage('page', ctx.startUrl);
  return { $: page.$, headers: page.response?.headers ?? {} };
}

/** Generators of the page a start-page redirect leads to, on the same origin (one hop). */
async function behindRedirectPage(ctx: GatherContext, $: CheerioAPI): Promise<string[]> {
  if (visibleText($).length >= REDIRECT_PAGE_TEXT) return [];
  const redirect = redirectPageOf($);
  const written = redirect?.target ?? redirect?.fallback?.target;
  if (!written) return [];
  let target: string;
  try {
    target = new URL(written, ctx.startUrl).href;
  } catch {
    return [];
  }
  if (new URL(target).origin !== ctx.origin || target === ctx.startUrl) return [];
  const page = await ctx.getPage('page', target);
  if (!page.$) return [];
  const headers = page.response?.headers ?? {};
  return detectDocsGenerator(page.$, headers).map((s) => `Documentation generator ${s.name} behind the redirect page at / (${target}): ${s.evidence}`);
}

export const PROFILE_DETECTORS: Readonly<Record<DetectableProfile, Detector>> = {
  async docs(ctx) {
    const [{ $, headers }, llms] = await Promise.all([startPage$(ctx), ctx.get('llmsTxt').catch(() => null)]);
    const evidence = $ ? detectDocsGenerator($, headers).map((s) => `Documentation generator ${s.name}: ${s.evidence}`) : [];
    if ($ && evidence.length === 0) evidence.push(...(await behindRedirectPage(ctx, $)));
    if (llms?.found && llms.mdLinkCount >= MANY_MARKDOWN_LINKS) {
      evidence.push(`llms.txt at ${llms.found.url} links ${llms.mdLinkCount} markdown pages`);
    }
    // Checks start once profiles are resolved: llms-full.txt is waited for only when nothing else decided, and only
    // next to a usable llms.txt (a slow or endless one must not hold every check back).
    if (evidence.length === 0 && llms?.found && !llms.found.response?.overCap) {
      const llmsFull = await ctx.get('llmsFullTxt').catch(() => null);
      if (llmsFull?.file.kind === 'ok' && llmsFull.characters >= LARGE_LLMS_FULL_CHARACTERS) {
        evidence.push(`llms.txt at ${llms.found.url} with an llms-full.txt of ${thousands(llmsFull.characters)} characters`);
      }
    }
    return evidence;
  },
  async api(ctx) {
    const [openapi, catalog, aiCatalogs] = await Promise.all([ctx.get('openapi'), ctx.get('apiCatalog').catch(() => null), ctx.get('aiCatalogs').catch(() => null)]);
    const evidence = [...openapiEvidence(openapi), ...(aiCatalogs ? aiCatalogEvidence(aiCatalogs, 'api') : [])];
    if (catalog?.linkset?.hasLinkset && catalog.linkset.contexts > 0) {
      evidence.push(`API catalog at ${catalog.file.url} lists ${catalog.linkset.contexts} API(s)`);
    }
    return evidence;
  },
  async mcp(ctx) {
    const [mcp, aiCatalogs] = await Promise.all([ctx.get('mcp'), ctx.get('aiCatalogs').catch(() => null)]);
    return [...mcpEvidence(mcp), ...(aiCatalogs ? aiCatalogEvidence(aiCatalogs, 'mcp') : [])];
  },
  async agent(ctx) {
    const [a2a, skills, { $ }, aiCatalogs] = await Promise.all([ctx.get('a2a'), ctx.get('agentSkills'), startPage$(ctx), ctx.get('aiCatalogs').catch(() => null)]);
    const evidence = [...a2aEvidence(a2a), ...agentSkillsEvidence(skills), ...(aiCatalogs ? aiCatalogEvidence(aiCatalogs, 'agent') : [])];
    const toolForms = $ ? queryAll($, 'form[toolname]').length : 0;
    if (toolForms > 0) evidence.push(`${toolForms} WebMCP tool form(s) on the start page`);
    return evidence;
  },
  async commerce(ctx) {
    const [{ $, headers }, commerce] = await Promise.all([startPage$(ctx), ctx.get('commerce')]);
    const evidence = commerceEvidence(commerce);
    if ($) {
      evidence.push(...detectShopPlatform($, headers).map((s) => `Shop platform ${s.name}: ${s.evidence}`));
      // Offers that only price a service or an app (SaaS tiers) are not commerce (parse/commerce-offers.ts).
      const productTypes = new Set<string>();
      for (const block of extractJsonLd($)) if (block.ok) commerceTypesIn(block.value, productTypes);
      for (const type of ['Product', 'Offer', 'AggregateOffer']) {
        if (productTypes.has(type)) evidence.push(`${type} structured data on the start page`);
      }
    }
    return evidence;
  },
};
