import { CAPS } from '../fetch/types.js';
import type { LlmsTxtArtifact } from '../gather/llms.js';
import type { Finding } from '../types.js';
import { defineCheck } from './define.js';
import { missingFileFinding, responseEvidence } from './helpers/file-findings.js';
import { fail, fetchFailed, outcome, pass, warn } from './findings.js';

const CREATE_HINT =
  'Publish /llms.txt (llmstxt.org): an "# Site name" H1, a "> one-line summary" blockquote, then "## Section" headings with lists of "- [Title](url): description" links to your key pages (ideally their .md versions).';
const TEXT_TYPES = ['text/plain', 'text/markdown'];

function judgeAbsent(artifact: LlmsTxtArtifact): Finding[] {
  const findings: Finding[] = [];
  for (const attempt of artifact.attempts) {
    if (attempt.kind === 'absent') continue;
    const finding = missingFileFinding(new URL(attempt.url).pathname, attempt, CREATE_HINT);
    if (finding) findings.push(finding);
  }
  const tried = artifact.attempts.map((attempt) => `${attempt.url} (${attempt.response?.status ?? attempt.kind})`);
  findings.push(fail('No llms.txt was found.', `Tried: ${tried.join('; ')}`, CREATE_HINT));
  return findings;
}

function judgeLinks(artifact: LlmsTxtArtifact): { finding: Finding | null; penalty: number; fatal: boolean } {
  const sampled = artifact.sampled;
  if (sampled.length === 0) return { finding: null, penalty: 0, fatal: false };
  const ok = sampled.filter((probe) => probe.ok).length;
  const share = ok / sampled.length;
  const broken = sampled
    .filter((probe) => !probe.ok)
    .slice(0, 5)
    .map((probe) => `${probe.url} (${probe.status ?? probe.error})`)
    .join('; ');
  const message = `${ok} of ${sampled.length} sampled links in llms.txt answer 2xx.`;
  if (share >= 0.9) return { finding: pass(message, broken ? `Broken: ${broken}` : null, null), penalty: 0, fatal: false };
  const hint = 'Fix or remove the broken links; agents follow llms.txt links directly.';
  if (share >= 0.5) return { finding: warn(message, `Broken: ${broken}`, hint), penalty: 25, fatal: false };
  return { finding: fail(message, `Broken: ${broken}`, hint), penalty: 0, fatal: true };
}

export const llmsTxt = defineCheck({
  meta: {
    id: 'llms-txt',
    name: 'llms.txt',
    description:
      'Looks for /llms.txt (llmstxt.org): a markdown map of the site that tells language models what matters and where to read it.',
    category: 'Discovery',
    scope: 'origin',
    informational: false,
    profiles: ['base'],
  },
  requires: { origin: ['llmsTxt'] },
  run({ origin: { llmsTxt: artifact } }) {
    const found = artifact.found;
    const response = found?.response;
    if (!found || !response || !artifact.structure) {
      const failed = artifact.attempts.find((attempt) => attempt.failure);
      if (failed?.failure) return fetchFailed('llms.txt', failed.failure);
      return outcome(0, judgeAbsent(artifact));
    }
    const where = responseEvidence(found);
    if (response.overCap) {
      return outcome(0, [
        fail(
          `llms.txt is larger than the ${CAPS.llms / 1024 / 1024} MiB cap.`,
          where,
          'Keep llms.txt a short index (under 50,000 characters); put full content in llms-full.txt or linked .md pages.',
        ),
      ]);
    }
    const structure = artifact.structure;
    const findings: Finding[] = [];
    let penalty = 0;
    let fatal = false;

    findings.push(pass('llms.txt was found.', where, null));
    if (artifact.fallback) {
      penalty += 15;
      findings.push(
        warn(
          `llms.txt was found only at a fallback path (${new URL(found.url).pathname}), not at /llms.txt.`,
          found.url,
          'Serve it at /llms.txt, where agents look first.',
        ),
      );
    }
    if (!TEXT_TYPES.includes(response.contentType)) {
      penalty += 10;
      findings.push(
        warn(
          `llms.txt is served as ${response.contentType || 'an unspecified type'}, not text/plain or text/markdown.`,
          where,
          'Serve it with "Content-Type: text/markdown; charset=utf-8" (or text/plain).',
        ),
      );
    }

    if (!structure.h1) {
      fatal = true;
      findings.push(fail('llms.txt has no H1 title.', found.url, 'Start the file with "# Your site or project name".'));
    } else if (!structure.startsWithH1) {
      penalty += 10;
      findings.push(
        warn(
          'llms.txt does not start with its H1.',
          `H1: "${structure.h1}"`,
          'Put the "# Title" line first; llmstxt.org requires the H1 as the first element.',
        ),
      );
    } else {
      findings.push(pass(`llms.txt starts with an H1: "${structure.h1}".`, null, null));
    }

    if (structure.summary) {
      findings.push(pass('llms.txt has a blockquote summary.', structure.summary.slice(0, 200), null));
    } else {
      penalty += 15;
      findings.push(
        warn(
          'llms.txt has no blockquote summary after its H1.',
          found.url,
          'Add a "> One or two sentences about the site" line right after the H1.',
        ),
      );
    }

    const linkSections = structure.sections.filter((section) => section.linkCount > 0);
    if (linkSections.length > 0) {
      findings.push(
        pass(
          `llms.txt has ${linkSections.length} H2 section${linkSections.length === 1 ? '' : 's'} with link lists.`,
          linkSections
            .slice(0, 10)
            .map((section) => `"${section.title}" (${section.linkCount} links, line ${section.line})`)
            .join(', '),
          null,
        ),
      );
    } else {
      penalty += 25;
      findings.push(
        warn(
          structure.sections.length > 0
            ? 'The H2 sections of llms.txt contain no markdown link lists.'
            : 'llms.txt has no H2 sections with link lists.',
          found.url,
          'Add "## Docs" (and similar) sections, each a list of "- [Title](https://…): description" links.',
        ),
      );
    }

    const size = artifact.characters;
    const sizeDetail = `${size.toLocaleString('en-US')} characters`;
    if (size > 100_000) {
      fatal = true;
      findings.push(
        fail('llms.txt is over 100,000 characters, too long for an index.', sizeDetail, 'Trim it to the key pages and move full content to llms-full.txt.'),
      );
    } else if (size >= 50_000) {
      penalty += 20;
      findings.push(
        warn('llms.txt is between 50,000 and 100,000 characters.', sizeDetail, 'Keep it under 50,000 characters; link to details instead of inlining them.'),
      );
    }

    const links = judgeLinks(artifact);
    if (links.finding) findings.push(links.finding);
    penalty += links.penalty;
    fatal ||= links.fatal;

    if (fatal) return outcome(0, findings);
    return outcome(penalty === 0 ? 100 : Math.max(20, 100 - penalty), findings);
  },
});
