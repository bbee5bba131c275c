import { CAPS } from '../fetch/types.js';
import type { LlmsTxtArtifact } from '../gather/llms.js';
import { about, fail, outcome, pass, warn, type CheckOutcome, type DraftFinding } from '../findings.js';
import { defineCheck } from './define.js';
import { MISSING_FILE_CODES, missingFileFinding, responseEvidence } from './helpers/file-findings.js';
import { thousands } from '../thousands.js';
import { capabilityNo, capabilityNotAsked, capabilityYes, notAskedBy, platformEvidenceOf } from '../capabilities/outcome.js';
import type { PlatformsArtifact } from '../gather/platforms.js';
import type { CapabilityOutcome } from '../types.js';

const CREATE_HINT =
  'Publish /llms.txt (llmstxt.org): an "# Site name" H1, a "> one-line summary" blockquote, then "## Section" headings with lists of "- [Title](url): description" links to your key pages (ideally their .md versions).';
const TEXT_TYPES = ['text/plain', 'text/markdown'];

const CODES = {
  ...MISSING_FILE_CODES,
  'not-found': 'No llms.txt was found at /llms.txt nor at its fallback paths (the detail lists what answered).',
  'over-cap': 'llms.txt is larger than the 5 MiB cap.',
  found: 'llms.txt was found (the detail gives its URL, status and type).',
  'fallback-path': 'llms.txt was found only at a fallback path, not at /llms.txt.',
  'scoped-file':
    'The llms.txt found sits in a subpath and covers it (llmstxt.org, 2026): the audited page advertises it with rel="describedby" or lies under that subpath.',
  'wrong-type': 'llms.txt is not served as text/plain or text/markdown.',
  'no-h1': 'llms.txt has no H1 title.',
  'h1-not-first': 'llms.txt does not start with its H1.',
  'starts-with-h1': 'llms.txt starts with an H1.',
  summary: 'llms.txt has a blockquote summary.',
  'missing-summary': 'llms.txt has no blockquote summary after its H1.',
  sections: 'llms.txt has H2 sections with markdown link lists.',
  'missing-sections': 'llms.txt has no H2 section with a markdown link list.',
  'too-long': 'llms.txt is over 100,000 characters, too long for an index.',
  long: 'llms.txt is between 50,000 and 100,000 characters.',
  'links-answer': 'At least 90% of the sampled links answer 2xx.',
  'links-partly-broken': 'Between 50% and 90% of the sampled links answer 2xx.',
  'links-broken': 'Fewer than half of the sampled links answer 2xx.',
} as const;
type Code = keyof typeof CODES;

function judgeAbsent(artifact: LlmsTxtArtifact): Array<DraftFinding<Code>> {
  const findings: Array<DraftFinding<Code>> = [];
  for (const attempt of artifact.attempts) {
    if (attempt.kind === 'absent') continue;
    const finding = missingFileFinding(new URL(attempt.url).pathname, attempt, CREATE_HINT);
    if (finding) findings.push(about(attempt.url, finding));
  }
  const tried = artifact.attempts.map((attempt) => `${attempt.url} (${attempt.response?.status ?? attempt.kind})`);
  findings.push(fail('not-found', 'No llms.txt was found.', `Tried: ${tried.join('; ')}`, CREATE_HINT));
  return findings;
}

function judgeLinks(artifact: LlmsTxtArtifact): { finding: DraftFinding<Code> | null; penalty: number; fatal: boolean } {
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
  if (share >= 0.9) return { finding: pass('links-answer', message, broken ? `Broken: ${broken}` : null, null), penalty: 0, fatal: false };
  const hint = 'Fix or remove the broken links; agents follow llms.txt links directly.';
  if (share >= 0.5) return { finding: warn('links-partly-broken', message, `Broken: ${broken}`, hint), penalty: 25, fatal: false };
  return { finding: fail('links-broken', message, `Broken: ${broken}`, hint), penalty: 0, fatal: true };
}

export const llmsTxt = defineCheck({
  meta: {
    id: 'llms-txt',
    name: 'llms.txt',
    description:
      'Looks for /llms.txt (llmstxt.org): a markdown map of the site that tells language models what matters and where to read it.',
    category: 'Discovery',
    scope: 'origin',
    codes: CODES,
  },
  requires: { origin: ['llmsTxt', 'platforms'] },
  run({ origin: { llmsTxt: artifact, platforms } }) {
    return { ...judgeLlmsTxt(artifact), capability: llmsCapability(artifact, platforms) };
  },
});

/**
 * The llms.txt capability (checks.md 2026-12c). A document, not an endpoint: probed when a real file (2xx, not HTML)
 * answers in the form llmstxt.org requires (an H1 first; within the cap), declared when a file answers without it.
 * Could not ask when the root file or an advertised one asks for authentication (a failed fetch is the runner's).
 */
function llmsCapability(artifact: LlmsTxtArtifact, platforms: PlatformsArtifact): CapabilityOutcome {
  const found = artifact.found;
  const response = found?.response;
  if (found && response) {
    const inForm = artifact.structure?.h1 !== null && artifact.structure?.h1 !== undefined && !response.overCap;
    return capabilityYes('llms-txt', platforms.detected, {
      level: inForm ? 'probed' : 'declared',
      basis: 'file',
      url: found.url,
      response: platformEvidenceOf(response),
      detail: inForm ? `${found.url} answers HTTP ${response.status} with an llms.txt that starts with its H1.` : `${found.url} answers HTTP ${response.status}, but not in llms.txt form (${response.overCap ? 'over its cap' : 'no H1'}).`,
    });
  }
  const primary = artifact.attempts.filter((attempt) => new URL(attempt.url).pathname === '/llms.txt' || artifact.describedBy.includes(attempt.url));
  const notAsked = primary.map((attempt) => notAskedBy(attempt.result)).find((entry) => entry !== null);
  if (notAsked) return capabilityNotAsked('llms-txt', notAsked.reason, primary[0]?.url ?? null, notAsked.detail);
  return capabilityNo('llms-txt', null, `No llms.txt answers: ${artifact.attempts.map((attempt) => `${attempt.url} (${attempt.response?.status ?? attempt.kind})`).join('; ')}.`);
}

function judgeLlmsTxt(artifact: LlmsTxtArtifact): CheckOutcome<Code> {
  const found = artifact.found;
  const response = found?.response;
  if (!found || !response || !artifact.structure) return outcome(0, judgeAbsent(artifact));
  const where = responseEvidence(found);
  if (response.overCap) {
    return outcome(0, [
      fail(
        'over-cap',
        `llms.txt is larger than the ${CAPS.llms / 1024 / 1024} MiB cap.`,
        where,
        'Keep llms.txt a short index (under 50,000 characters); put full content in llms-full.txt or linked .md pages.',
      ),
    ]);
  }
  const structure = artifact.structure;
  const findings: Array<DraftFinding<Code>> = [];
  let penalty = 0;
  let fatal = false;

  findings.push(pass('found', 'llms.txt was found.', where, null));
  const advertised = artifact.describedBy.includes(found.url);
  if (!artifact.fallback && artifact.covers !== null && new URL(found.url).pathname !== '/llms.txt') {
    findings.push(
      pass(
        'scoped-file',
        advertised
          ? `The audited page advertises ${new URL(found.url).pathname} with rel="describedby"; it covers ${artifact.covers}.`
          : `${new URL(found.url).pathname} covers ${artifact.covers}, where the audited page lies.`,
        found.url,
        null,
      ),
    );
  } else if (artifact.fallback) {
    penalty += 15;
    findings.push(
      warn(
        'fallback-path',
        `llms.txt was found only at a fallback path (${new URL(found.url).pathname}), not at /llms.txt.`,
        found.url,
        'Serve it at /llms.txt, where agents look first, or point to it from your pages with a rel="describedby" Link header or <link>.',
      ),
    );
  }
  if (!TEXT_TYPES.includes(response.contentType)) {
    penalty += 10;
    findings.push(
      warn(
        'wrong-type',
        `llms.txt is served as ${response.contentType || 'an unspecified type'}, not text/plain or text/markdown.`,
        where,
        'Serve it with "Content-Type: text/markdown; charset=utf-8" (or text/plain).',
      ),
    );
  }

  if (!structure.h1) {
    fatal = true;
    findings.push(fail('no-h1', 'llms.txt has no H1 title.', found.url, 'Start the file with "# Your site or project name".'));
  } else if (!structure.startsWithH1) {
    penalty += 10;
    findings.push(
      warn(
        'h1-not-first',
        'llms.txt does not start with its H1.',
        `H1: "${structure.h1}"`,
        'Put the "# Title" line first; llmstxt.org requires the H1 as the first element.',
      ),
    );
  } else {
    findings.push(pass('starts-with-h1', `llms.txt starts with an H1: "${structure.h1}".`, null, null));
  }

  if (structure.summary) {
    findings.push(pass('summary', 'llms.txt has a blockquote summary.', structure.summary.slice(0, 200), null));
  } else {
    penalty += 15;
    findings.push(
      warn(
        'missing-summary',
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
        'sections',
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
        'missing-sections',
        structure.sections.length > 0
          ? 'The H2 sections of llms.txt contain no markdown link lists.'
          : 'llms.txt has no H2 sections with link lists.',
        found.url,
        'Add "## Docs" (and similar) sections, each a list of "- [Title](https://…): description" links.',
      ),
    );
  }

  const size = artifact.characters;
  const sizeDetail = `${thousands(size)} characters`;
  if (size > 100_000) {
    fatal = true;
    findings.push(
      fail('too-long', 'llms.txt is over 100,000 characters, too long for an index.', sizeDetail, 'Trim it to the key pages and move full content to llms-full.txt.'),
    );
  } else if (size >= 50_000) {
    penalty += 20;
    findings.push(
      warn('long', 'llms.txt is between 50,000 and 100,000 characters.', sizeDetail, 'Keep it under 50,000 characters; link to details instead of inlining them.'),
    );
  }

  const links = judgeLinks(artifact);
  if (links.finding) findings.push(links.finding);
  penalty += links.penalty;
  fatal ||= links.fatal;

  if (fatal) return outcome(0, findings);
  return outcome(penalty === 0 ? 100 : Math.max(20, 100 - penalty), findings);
}
