import { CAPS } from '../fetch/types.js';
import type { SitemapArtifact, SitemapDocument } from '../gather/sitemap.js';
import { mergeCounts, SAMPLE_EXAMPLES, type Sample } from '../parse/sitemap-summary.js';
import { SITEMAP_MAX_URLS, SITEMAP_NAMESPACE } from '../parse/sitemap-xml.js';
import { about, fail, outcome, pass, warn, type DraftFinding } from '../findings.js';
import { defineCheck } from './define.js';
import { MISSING_FILE_CODES, missingFileFinding, responseEvidence } from './helpers/file-findings.js';

const CODES = {
  ...MISSING_FILE_CODES,
  doctype: 'A sitemap declares a <!DOCTYPE>, refused for safety and not parsed.',
  'invalid-xml': 'A sitemap is not well-formed XML.',
  'not-sitemap': 'A document is XML but not a urlset or sitemapindex.',
  'broken-gzip': 'A compressed sitemap does not decompress.',
  'over-cap': 'A sitemap is larger than the 50 MB cap.',
  unusable: 'A sitemap could not be used for another reason.',
  'not-found': 'No usable sitemap was found at the URLs robots.txt lists nor at the usual paths.',
  found: 'A usable urlset or sitemapindex was found (the detail says where).',
  'wrong-namespace': "The sitemap's root element is not in the sitemaps.org namespace.",
  'no-entries': 'The sitemap lists no URLs or sitemaps.',
  'too-many-entries': 'The sitemap lists more than 50,000 entries.',
  'listed-in-robots': 'The sitemap is listed in robots.txt.',
  'not-in-robots': 'The sitemap is not referenced from robots.txt.',
  'broken-listed': 'Some sitemaps listed in robots.txt cannot be used.',
  'broken-children': 'Some sitemaps of the index fail.',
  'children-ok': 'Every checked sitemap of the index answers with valid XML.',
  'relative-entries': 'Some entries are not absolute URLs.',
  'foreign-entries': 'Some entries point to another host.',
  'entries-ok': 'Every entry is an absolute URL on this host.',
  'lastmod-missing': 'Most entries lack a lastmod in W3C datetime format.',
  'lastmod-ok': 'Most entries have a valid W3C datetime lastmod.',
} as const;
type Code = keyof typeof CODES;

const CREATE_HINT =
  'Publish an XML sitemap (sitemaps.org protocol) at /sitemap.xml and list it in robots.txt with a "Sitemap: https://…/sitemap.xml" line.';

function examples(sample: Sample): string {
  return sample.examples.join(', ') + (sample.count > SAMPLE_EXAMPLES ? ` (and ${sample.count - SAMPLE_EXAMPLES} more)` : '');
}

/** A fail finding that explains why one fetched document cannot be used. */
function problemFinding(document: SitemapDocument): DraftFinding<Code> {
  const where = responseEvidence(document.file);
  switch (document.problem) {
    case 'doctype':
      return fail(
        'doctype',
        'The sitemap declares a <!DOCTYPE>, which was refused for safety (entity expansion) and not parsed.',
        `${where}${document.problemLine ? `, line ${document.problemLine}` : ''}`,
        'Remove the <!DOCTYPE> declaration; sitemaps.org sitemaps do not need one.',
      );
    case 'invalid':
      return fail(
        'invalid-xml',
        `The sitemap is not well-formed XML: ${document.problemMessage}`,
        `${where}${document.problemLine ? `, line ${document.problemLine}` : ''}`,
        'Fix the XML so that it parses; validate it against the sitemaps.org schema.',
      );
    case 'not-sitemap':
      return fail('not-sitemap', `The sitemap is XML but not a sitemap: ${document.problemMessage}`, where, CREATE_HINT);
    case 'gzip':
      return fail('broken-gzip', `The compressed sitemap is broken: ${document.problemMessage}`, where, 'Serve a valid gzip file, or plain XML.');
    case 'over-cap':
      return fail(
        'over-cap',
        `The sitemap is larger than the ${CAPS.sitemap / 1024 / 1024} MB cap (sitemaps.org allows at most 50 MB uncompressed).`,
        where,
        'Split it into several sitemaps of at most 50,000 URLs and 50 MB each, listed in a sitemap index.',
      );
    default:
      return (
        missingFileFinding('The sitemap', document.file, CREATE_HINT) ??
        fail('unusable', 'The sitemap could not be used.', where, CREATE_HINT)
      );
  }
}

function judgeNotFound(sitemap: SitemapArtifact): Array<DraftFinding<Code>> {
  const informative = sitemap.documents.filter((document) => document.problem !== 'absent');
  const findings = informative.map((document) => about(document.url, problemFinding(document)));
  const tried = sitemap.documents.map((document) => `${document.url} (${document.file.response?.status ?? document.problem})`);
  findings.push(
    fail(
      'not-found',
      sitemap.listedInRobots.length > 0
        ? 'No usable sitemap was found at the URLs robots.txt lists nor at the usual paths.'
        : 'No sitemap was found: robots.txt lists none and the usual paths have none.',
      `Tried: ${tried.join('; ')}`,
      CREATE_HINT,
    ),
  );
  return findings;
}

function judgeEntries(documents: readonly SitemapDocument[], origin: string): { findings: Array<DraftFinding<Code>>; penalty: number } {
  const findings: Array<DraftFinding<Code>> = [];
  let penalty = 0;
  const entries = mergeCounts(documents.map((document) => document.entries));
  const host = new URL(origin).host;
  const relative = entries.notAbsolute;
  const foreign = entries.otherHost;
  if (relative.count > 0) {
    penalty += 20;
    findings.push(
      warn(
        'relative-entries',
        `${relative.count} sitemap entr${relative.count === 1 ? 'y is' : 'ies are'} not absolute URLs.`,
        examples(relative),
        'Write every <loc> as a full URL, e.g. https://example.com/page.',
      ),
    );
  }
  if (foreign.count > 0) {
    penalty += 20;
    findings.push(
      warn(
        'foreign-entries',
        `${foreign.count} sitemap entr${foreign.count === 1 ? 'y points' : 'ies point'} to another host than ${host}; crawlers ignore them.`,
        examples(foreign),
        'List only URLs of this host; give other hosts their own sitemaps.',
      ),
    );
  }
  if (relative.count === 0 && foreign.count === 0 && entries.count > 0) {
    findings.push(pass('entries-ok', `All ${entries.count} sitemap entries are absolute URLs on ${host}.`, null, null));
  }
  const malformed = entries.malformedLastmods;
  const valid = entries.validLastmods;
  if (entries.count > 0 && valid * 2 <= entries.count) {
    penalty += 15;
    findings.push(
      warn(
        'lastmod-missing',
        `Only ${valid} of ${entries.count} sitemap entries have a lastmod in W3C datetime format.`,
        malformed.count > 0 ? `Malformed: ${examples(malformed)}` : 'Most entries have no <lastmod>.',
        'Give each entry a <lastmod> such as 2025-01-31 or 2025-01-31T12:00:00+00:00, updated when the page changes, so agents can fetch only what changed.',
      ),
    );
  } else if (entries.count > 0) {
    findings.push(pass('lastmod-ok', `${valid} of ${entries.count} sitemap entries have a valid W3C datetime lastmod.`, null, null));
  }
  return { findings, penalty };
}

export const sitemap = defineCheck({
  meta: {
    id: 'sitemap',
    name: 'XML sitemap',
    description:
      'Looks for an XML sitemap (robots.txt Sitemap lines, then the usual paths) so agents can find every page and see what changed.',
    category: 'Discovery',
    scope: 'origin',
    codes: CODES,
  },
  requires: { origin: ['sitemap'] },
  run({ origin: { sitemap: artifact }, startUrl }) {
    const found = artifact.found;
    if (!found) return outcome(0, judgeNotFound(artifact));

    const findings: Array<DraftFinding<Code>> = [];
    let penalty = 0;
    const where = responseEvidence(found.file);
    const count = found.entries.count;
    findings.push(
      pass(
        'found',
        `Found a ${found.kind === 'urlset' ? `<urlset> with ${count} URL${count === 1 ? '' : 's'}` : `<sitemapindex> with ${count} sitemap${count === 1 ? '' : 's'}`}.`,
        where,
        null,
      ),
    );

    if (found.namespace !== SITEMAP_NAMESPACE) {
      penalty += 25;
      findings.push(
        warn(
          'wrong-namespace',
          `The sitemap's root element is not in the sitemaps.org namespace (found ${found.namespace ? `"${found.namespace}"` : 'none'}).`,
          where,
          `Declare xmlns="${SITEMAP_NAMESPACE}" on the <${found.kind}> element.`,
        ),
      );
    }

    if (count === 0) {
      penalty += 30;
      findings.push(warn('no-entries', `The sitemap lists no ${found.kind === 'urlset' ? 'URLs' : 'sitemaps'}.`, where, 'List your pages in it.'));
    } else if (count > SITEMAP_MAX_URLS) {
      penalty += 20;
      findings.push(
        warn(
          'too-many-entries',
          `The sitemap lists ${count} entries; sitemaps.org allows at most ${SITEMAP_MAX_URLS} per file.`,
          where,
          'Split it into several sitemaps listed in a sitemap index.',
        ),
      );
    }

    if (found.source === 'robots') {
      findings.push(pass('listed-in-robots', 'The sitemap is listed in robots.txt.', `Sitemap: ${found.url}`, null));
    } else {
      penalty += 20;
      findings.push(
        warn(
          'not-in-robots',
          'The sitemap is not referenced from robots.txt, so crawlers only find it by guessing its path.',
          found.url,
          `Add "Sitemap: ${found.url}" to robots.txt.`,
        ),
      );
    }

    const brokenListed = artifact.documents.filter((document) => document.source === 'robots' && document.problem);
    if (brokenListed.length > 0) {
      penalty += 15;
      findings.push(
        warn(
          'broken-listed',
          `${brokenListed.length} sitemap${brokenListed.length === 1 ? '' : 's'} listed in robots.txt cannot be used.`,
          brokenListed.map((document) => `${document.url} (${document.file.response?.status ?? ''} ${document.problem})`).join('; '),
          'Fix or remove the Sitemap lines in robots.txt that point to missing or broken files.',
        ),
      );
    }

    const usableChildren = artifact.children.filter((child) => !child.problem);
    const brokenChildren = artifact.children.filter((child) => child.problem);
    if (brokenChildren.length > 0) {
      penalty += 20;
      findings.push(
        warn(
          'broken-children',
          `${brokenChildren.length} of ${artifact.children.length} checked sitemaps of the index fail.`,
          brokenChildren
            .slice(0, 5)
            .map((child) => `${child.url} (${child.file.response?.status ?? child.file.failure?.code ?? ''} ${child.problem})`)
            .join('; '),
          'Make every sitemap listed in the index answer 200 with valid sitemap XML.',
        ),
      );
    } else if (artifact.children.length > 0) {
      findings.push(pass('children-ok', `All ${artifact.children.length} checked sitemaps of the index answer with valid XML.`, null, null));
    }

    const judged = found.kind === 'sitemapindex' ? [found, ...usableChildren] : [found];
    const entries = judgeEntries(judged, new URL(startUrl).origin);
    findings.push(...entries.findings);
    penalty += entries.penalty;

    return outcome(penalty === 0 ? 100 : Math.max(30, 100 - penalty), findings);
  },
});
