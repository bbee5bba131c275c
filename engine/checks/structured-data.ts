import type { CheerioAPI } from 'cheerio';
import {
  allTypedNodes,
  extractJsonLd,
  isBrokenBlock,
  stringProperty,
  typesOf,
  usesSchemaOrg,
  type JsonLdNode,
} from '../parse/html.js';
import { queryAll } from '../parse/select.js';
import { about, fail, outcome, pass, warn, type DraftFinding } from '../findings.js';
import { defineCheck } from './define.js';

/** Organization and its common subtypes; WebSite. Any of them identifies the site on its start page. */
const SITE_TYPES = new Set([
  'WebSite',
  'Organization',
  'Corporation',
  'LocalBusiness',
  'OnlineStore',
  'OnlineBusiness',
  'NGO',
  'EducationalOrganization',
  'GovernmentOrganization',
  'NewsMediaOrganization',
  'ResearchOrganization',
  'MedicalOrganization',
  'SportsOrganization',
  'Store',
  'Restaurant',
  'ProfessionalService',
  'Airline',
  'Consortium',
  'PerformingGroup',
  'Project',
]);

/** Entities that describe the site or the navigation, never the page's main subject. */
const SITE_WIDE_TYPES = new Set([
  'WebSite',
  'Organization',
  'BreadcrumbList',
  'SiteNavigationElement',
  'ListItem',
  'SearchAction',
  'EntryPoint',
  'ImageObject',
  'Person',
  'WPHeader',
  'WPFooter',
]);

const CODES = {
  'microdata-only': 'The page has only microdata or RDFa, no JSON-LD.',
  none: 'The page has no JSON-LD structured data.',
  'block-unparseable': 'A JSON-LD block does not parse (subject: the block; the finding gives the parse error).',
  'block-not-schema-org': 'A JSON-LD block does not use the schema.org vocabulary (subject: the block).',
  'missing-site-entity': 'The start page declares no Organization or WebSite.',
  'missing-main-entity': "A page other than the start page declares no main entity (the page's own subject).",
  'entity-incomplete': 'The entity wanted is declared without a name or without a url (the message names which is missing).',
  'entity-complete': 'The entity wanted is declared with a name and a url.',
} as const;
type Code = keyof typeof CODES;

const EXAMPLE =
  '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Organization", "name": "Example", "url": "https://example.com/"}</script>';

function hasMicrodataOrRdfa($: CheerioAPI): string | null {
  if (queryAll($, '[itemscope][itemtype]').length > 0) return 'microdata (itemscope/itemtype)';
  if (queryAll($, '[typeof], [vocab]').length > 0) return 'RDFa (vocab/typeof)';
  return null;
}

type Missing = 'without name and url' | 'without name' | 'without url';
const MISSING_HINTS: Readonly<Record<Missing, string>> = {
  'without name and url': 'Give the entity a "name" and an absolute "url".',
  'without name': 'Give the entity a "name".',
  'without url': 'Give the entity an absolute "url" (for an Organization or WebSite: the home page).',
};

/** What the entity lacks, named exactly: an Organization with a name but no url says the url is missing. */
function missingProperties(node: JsonLdNode, named: (node: JsonLdNode) => boolean, located: (node: JsonLdNode) => boolean): Missing {
  if (!named(node)) return located(node) ? 'without name' : 'without name and url';
  return 'without url';
}

function describeNode(node: JsonLdNode): string {
  return `${typesOf(node).join('/')}${stringProperty(node, 'name') ? ` "${stringProperty(node, 'name')}"` : ''}`;
}

export const structuredData = defineCheck({
  meta: {
    id: 'structured-data',
    name: 'Structured data',
    description:
      "Reads the page's JSON-LD: schema.org entities tell agents unambiguously who runs the site and what the page is about.",
    category: 'Content',
    scope: 'page',
    codes: CODES,
  },
  requires: { page: ['html'] },
  run({ page: { html: page }, isStartPage }) {
    const { $, response } = page;
    const blocks = extractJsonLd($);
    if (blocks.length === 0) {
      const other = hasMicrodataOrRdfa($);
      if (other) {
        return outcome(30, [
          warn(
            'microdata-only',
            `The page has only ${other}, no JSON-LD.`,
            response.finalUrl,
            `Agents read JSON-LD most reliably; add it alongside, e.g. ${EXAMPLE}`,
          ),
        ]);
      }
      return outcome(0, [
        fail(
          'none',
          'The page has no JSON-LD structured data.',
          response.finalUrl,
          `Add a schema.org JSON-LD block, e.g. ${EXAMPLE}`,
        ),
      ]);
    }
    const broken = blocks.filter(isBrokenBlock);
    if (broken.length > 0) {
      return outcome(
        0,
        broken.map((b) =>
          about(
            `JSON-LD block ${b.index + 1}`,
            fail(
              'block-unparseable',
              `JSON-LD block ${b.index + 1} does not parse: ${b.error}`,
              `${response.finalUrl}${b.line ? `, line ${b.line}` : ''} — ${b.excerpt}`,
              'Fix the JSON syntax (trailing commas, unescaped quotes and comments are common causes).',
            ),
          ),
        ),
      );
    }
    const findings: Array<DraftFinding<Code>> = [];
    let score = 100;
    const values = blocks.map((b) => (b.ok ? b.value : null));
    const foreign = blocks.filter((b) => b.ok && !usesSchemaOrg(b.value));
    for (const block of foreign) {
      findings.push(
        about(
          `JSON-LD block ${block.index + 1}`,
          warn(
            'block-not-schema-org',
            `JSON-LD block ${block.index + 1} does not use the schema.org vocabulary.`,
            `${response.finalUrl}${block.line ? `, line ${block.line}` : ''}`,
            'Set "@context": "https://schema.org".',
          ),
        ),
      );
    }
    if (foreign.length > 0) score -= 30;
    const nodes = values.flatMap((value) => allTypedNodes(value));
    // The start page must name the site with name and url; a page's subject may be an Article with a headline and @id.
    const named = (node: JsonLdNode) =>
      stringProperty(node, 'name') !== null || (!isStartPage && stringProperty(node, 'headline') !== null);
    const located = (node: JsonLdNode) =>
      stringProperty(node, 'url') !== null ||
      (!isStartPage && (stringProperty(node, '@id') ?? stringProperty(node, 'mainEntityOfPage')) !== null);
    const complete = (node: JsonLdNode) => named(node) && located(node);
    const found = nodes.map(describeNode).join(', ') || 'no typed entities';
    const wanted = isStartPage
      ? nodes.filter((node) => typesOf(node).some((t) => SITE_TYPES.has(t)))
      : nodes.filter((node) => typesOf(node).some((t) => !SITE_WIDE_TYPES.has(t)));
    const what = isStartPage ? 'an Organization or WebSite' : "a main entity (the page's own subject)";
    if (wanted.length === 0) {
      score -= 50;
      findings.push(
        warn(
          isStartPage ? 'missing-site-entity' : 'missing-main-entity',
          `The JSON-LD parses but does not declare ${what}.`,
          `Found: ${found}`,
          isStartPage
            ? `Declare who runs the site on the start page, e.g. ${EXAMPLE}`
            : 'Declare what the page is about (Article, Product, FAQPage, SoftwareApplication, ...) with its name and url.',
        ),
      );
    } else if (!wanted.some(complete)) {
      score -= 30;
      findings.push(
        warn(
          'entity-incomplete',
          `The JSON-LD declares ${describeNode(wanted[0]!)} but ${missingProperties(wanted[0]!, named, located)}.`,
          `Found: ${found}`,
          MISSING_HINTS[missingProperties(wanted[0]!, named, located)],
        ),
      );
    } else {
      findings.push(
        pass(
          'entity-complete',
          `The JSON-LD declares ${describeNode(wanted.find(complete)!)} with name and url.`,
          `${blocks.length} block${blocks.length === 1 ? '' : 's'}; found: ${found}`,
          null,
        ),
      );
    }
    return outcome(score, findings);
  },
});
