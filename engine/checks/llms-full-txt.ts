import { CAPS } from '../fetch/types.js';
import { fail, outcome, pass, warn, type DraftFinding } from '../findings.js';
import { defineCheck } from './define.js';
import { MISSING_FILE_CODES, missingFileFinding, responseEvidence } from './helpers/file-findings.js';
import { thousands } from '../thousands.js';

const CODES = {
  ...MISSING_FILE_CODES,
  missing: 'llms-full.txt could not be read.',
  'over-cap': 'llms-full.txt is larger than the 5 MiB cap.',
  found: 'llms-full.txt was found (the detail gives its URL, status and type).',
  'wrong-type': 'llms-full.txt is not served as text.',
  headings: 'llms-full.txt has an H1 and at least two further headings.',
  'few-headings': 'llms-full.txt has no H1, or fewer than two further headings.',
  'size-out-of-range': 'llms-full.txt is under 500 or over 5,000,000 characters.',
  'size-ok': 'llms-full.txt is between 500 and 5,000,000 characters long.',
} as const;
type Code = keyof typeof CODES;

const CREATE_HINT =
  'Publish /llms-full.txt: your documentation as one markdown text file, starting with an "# H1" and organised with "##" headings.';
const MIN_CHARACTERS = 500;
const MAX_CHARACTERS = 5_000_000;

export const llmsFullTxt = defineCheck({
  meta: {
    id: 'llms-full-txt',
    name: 'llms-full.txt',
    description: 'Looks for /llms-full.txt: the full documentation as one markdown file an agent can read in a single fetch.',
    category: 'Discovery',
    scope: 'origin',
    profiles: ['docs'],
    codes: CODES,
  },
  requires: { origin: ['llmsFullTxt'] },
  run({ origin: { llmsFullTxt: artifact } }) {
    const { file, headings, characters } = artifact;
    const response = file.response;
    const missing = missingFileFinding('llms-full.txt', file, CREATE_HINT);
    if (missing || !response) return outcome(0, [missing ?? fail('missing', 'llms-full.txt is missing.', file.url, CREATE_HINT)]);
    const where = responseEvidence(file);
    if (response.overCap) {
      return outcome(0, [
        fail(
          'over-cap',
          `llms-full.txt is larger than the ${CAPS.llms / 1024 / 1024} MiB cap.`,
          where,
          'Keep llms-full.txt under 5,000,000 characters; split very large documentation per product or version.',
        ),
      ]);
    }
    const findings: Array<DraftFinding<Code>> = [pass('found', 'llms-full.txt was found.', where, null)];
    let penalty = 0;

    if (!response.contentType.startsWith('text/')) {
      penalty += 10;
      findings.push(
        warn(
          'wrong-type',
          `llms-full.txt is served as ${response.contentType || 'an unspecified type'}, not as text.`,
          where,
          'Serve it with "Content-Type: text/markdown; charset=utf-8" (or text/plain).',
        ),
      );
    }

    const h1 = headings.find((heading) => heading.depth === 1);
    const further = h1 ? headings.filter((heading) => heading !== h1).length : 0;
    if (h1 && further >= 2) {
      findings.push(pass('headings', `llms-full.txt has an H1 ("${h1.text}") and ${further} further headings.`, `H1 at line ${h1.line}`, null));
    } else {
      penalty += 30;
      findings.push(
        warn(
          'few-headings',
          h1
            ? `llms-full.txt has an H1 but only ${further} further heading${further === 1 ? '' : 's'}.`
            : 'llms-full.txt has no H1 heading.',
          `${headings.length} markdown heading${headings.length === 1 ? '' : 's'} found`,
          'Structure the file as markdown: one "# Title", then a "##" heading per page or topic so agents can navigate it.',
        ),
      );
    }

    const sizeDetail = `${thousands(characters)} characters`;
    if (characters < MIN_CHARACTERS || characters > MAX_CHARACTERS) {
      penalty += 30;
      findings.push(
        warn(
          'size-out-of-range',
          characters < MIN_CHARACTERS
            ? `llms-full.txt is under ${MIN_CHARACTERS} characters, too short to be the full documentation.`
            : `llms-full.txt is over ${thousands(MAX_CHARACTERS)} characters.`,
          sizeDetail,
          characters < MIN_CHARACTERS
            ? 'Put the full text of your documentation in it, not just an index (that is what llms.txt is for).'
            : 'Split it per product or version so it fits an agent\'s context.',
        ),
      );
    } else {
      findings.push(pass('size-ok', `llms-full.txt is ${sizeDetail} long.`, null, null));
    }

    return outcome(penalty === 0 ? 100 : Math.max(20, 100 - penalty), findings);
  },
});
