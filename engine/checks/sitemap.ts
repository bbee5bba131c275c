import { CAPS } from '../fetch/types.js';
import type { SitemapArtifact, SitemapDocument } from '../gather/sitemap.js';
import { mergeCounts, SAMPLE_EXAMPLES, type Sample } from '../parse/sitemap-summary.js';
import { SITEMAP_MAX_URLS, SITEMAP_NAMESPACE } from '../parse/sitemap-xml.js';
import type { Finding } from '../types.js';
import { defineCheck } from './define.js';
import { missingFileFinding, responseEvidence } from './helpers/file-findings.js';
import { fail, fetchFailed, outcome, pass, warn } from './findings.js';

const CREATE_HINT =
  'Publish an XML sitemap (sitemaps.org protocol) at /sitemap.xml and list it in robots.txt with a "Sitemap: https://…/sitemap.xml" line.';

function examples(sample: Sample): string {
  return sample.examples.join(', ') + (sample.count > SAMPLE_EXAMPLES ? ` (and ${sample.count - SAMPLE_EXAMPLES} more)` : '');
}

/** A fail finding that explains why one fetched document cannot be used. */
function problemFinding(document: SitemapDocument): Finding {
  const where = responseEvidence(document.file);
  switch (document.problem) {
    case 'doctype':
      return fail(
        'The sitemap declares a <!DOCTYPE>, which was refused for safety (entity expansion) and not parsed.',
        `${where}${document.problemLine ? `, line ${document.problemLine}` : ''}`,
        'Remove the <!DOCTYPE> declaration; sitemaps.org sitemaps do not need one.',
      );
    case 'invalid':
      return fail(
        `The sitemap is not well-formed XML: ${document.problemMessage}`,
        `${where}${document.problemLine ? `, line ${document.problemLine}` : ''}`,
        'Fix the XML so that it parses; validate it against the sitemaps.org schema.',
      );
    case 'not-sitemap':
      return fail(`The sitemap is XML but not a sitemap: ${document.problemMessage}`, where, CREATE_HINT);
    case 'gzip':
      return fail(`The compressed sitemap is broken: ${document.problemMessage}`, where, 'Serve a valid gzip file, or plain XML.');
    case 'over-cap':
      return fail(
        `The sitemap is larger than the ${CAPS.sitemap / 1024 / 1024} MB cap (sitemaps.org allows at most 50 MB uncompressed).`,
        where,
        'Split it into several sitemaps of at most 50,000 URLs and 50 MB each, listed in a sitemap index.',
      );
    default:
      return (
        missingFileFinding('The sitemap', document.file, CREATE_HINT) ??
        fail('The sitemap could not be used.', where, CREATE_HINT)
      );
  }
}

function judgeNotFound(sitemap: SitemapArtifact): Finding[] {
  const informative = sitemap.documents.filter((document) => document.problem !== 'absent');
  const findings = informative.map(problemFinding);
  const tried = sitemap.documents.map((document) => `${document.url} (${document.file.response?.status ?? document.problem})`);
  findings.push(
    fail(
      sitemap.listedInRobots.length > 0
        ? 'No usable sitemap was found at the URLs robots.txt lists nor at the usual paths.'
        : 'No sitemap was found: robots.txt lists none and the usual paths have none.',
      `Tried: ${tried.join('; ')}`,
      CREATE_HINT,
    ),
  );
  return findings;
}

function judgeEntries(documents: readonly SitemapDocument[], origin: string): { findings: Finding[]; penalty: number } {
  const findings: Finding[] = [];
  let penalty = 0;
  const entries = mergeCounts(documents.map((document) => document.entries));
  const host = new URL(origin).host;
  const relative = entries.notAbsolute;
  const foreign = entries.otherHost;
  if (relative.count > 0) {
    penalty += 20;
    findings.push(
      warn(
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
        `${foreign.count} sitemap entr${foreign.count === 1 ? 'y points' : 'ies point'} to another host than ${host}; crawlers ignore them.`,
        examples(foreign),
        'List only URLs of this host; give other hosts their own sitemaps.',
      ),
    );
  }
  if (relative.count === 0 && foreign.count === 0 && entries.count > 0) {
    findings.push(pass(`All ${entries.count} sitemap entries are absolute URLs on ${host}.`, null, null));
  }
  const malformed = entries.malformedLastmods;
  const valid = entries.validLastmods;
  if (entries.count > 0 && valid * 2 <= entries.count) {
    penalty += 15;
    findings.push(
      warn(
        `Only ${valid} of ${entries.count} sitemap entries have a lastmod in W3C datetime format.`,
        malformed.count > 0 ? `Malformed: ${examples(malformed)}` : 'Most entries have no <lastmod>.',
        'Give each entry a <lastmod> such as 2025-01-31 or 2025-01-31T12:00:00+00:00, updated when the page changes, so agents can fetch only what changed.',
      ),
    );
  } else if (entries.count > 0) {
    findings.push(pass(`${valid} of ${entries.count} sitemap entries have a valid W3C datetime lastmod.`, null, null));
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
    informational: false,
    profiles: ['base'],
  },
  requires: { origin: ['sitemap'] },
  run({ origin: { sitemap: artifact }, startUrl }) {
    const found = artifact.found;
    if (!found) {
      const failed = artifact.documents.find((document) => document.problem === 'failed');
      if (failed?.file.failure) return fetchFailed('the sitemap', failed.file.failure);
      return outcome(0, judgeNotFound(artifact));
    }

    const findings: Finding[] = [];
    let penalty = 0;
    const where = responseEvidence(found.file);
    const count = found.entries.count;
    findings.push(
      pass(
        `Found a ${found.kind === 'urlset' ? `<urlset> with ${count} URL${count === 1 ? '' : 's'}` : `<sitemapindex> with ${count} sitemap${count === 1 ? '' : 's'}`}.`,
        where,
        null,
      ),
    );

    if (found.namespace !== SITEMAP_NAMESPACE) {
      penalty += 25;
      findings.push(
        warn(
          `The sitemap's root element is not in the sitemaps.org namespace (found ${found.namespace ? `"${found.namespace}"` : 'none'}).`,
          where,
          `Declare xmlns="${SITEMAP_NAMESPACE}" on the <${found.kind}> element.`,
        ),
      );
    }

    if (count === 0) {
      penalty += 30;
      findings.push(warn(`The sitemap lists no ${found.kind === 'urlset' ? 'URLs' : 'sitemaps'}.`, where, 'List your pages in it.'));
    } else if (count > SITEMAP_MAX_URLS) {
      penalty += 20;
      findings.push(
        warn(
          `The sitemap lists ${count} entries; sitemaps.org allows at most ${SITEMAP_MAX_URLS} per file.`,
          where,
          'Split it into several sitemaps listed in a sitemap index.',
        ),
      );
    }

    if (found.source === 'robots') {
      findings.push(pass('The sitemap is listed in robots.txt.', `Sitemap: ${found.url}`, null));
    } else {
      penalty += 20;
      findings.push(
        warn(
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
          `${brokenChildren.length} of ${artifact.children.length} checked sitemaps of the index fail.`,
          brokenChildren
            .slice(0, 5)
            .map((child) => `${child.url} (${child.file.response?.status ?? child.file.failure?.code ?? ''} ${child.problem})`)
            .join('; '),
          'Make every sitemap listed in the index answer 200 with valid sitemap XML.',
        ),
      );
    } else if (artifact.children.length > 0) {
      findings.push(pass(`All ${artifact.children.length} checked sitemaps of the index answer with valid XML.`, null, null));
    }

    const judged = found.kind === 'sitemapindex' ? [found, ...usableChildren] : [found];
    const entries = judgeEntries(judged, new URL(startUrl).origin);
    findings.push(...entries.findings);
    penalty += entries.penalty;

    return outcome(penalty === 0 ? 100 : Math.max(30, 100 - penalty), findings);
  },
});
