// llms-full-txt (checks.md, check 5): run on hand-built llms-full.txt artifacts.
import { describe, expect, it } from 'vitest';
import { llmsFullTxt } from '../../../engine/checks/llms-full-txt.js';
import type { LlmsFullTxtArtifact } from '../../../engine/gather/llms.js';
import type { ResponseInit } from '../../helpers/engine/build.js';
import { ORIGIN, file, runCheck, verdicts } from '../../helpers/engine/build.js';
import { markdownHeadings } from '../../../engine/parse/markdown-links.js';

function artifact(text: string, init: ResponseInit = {}): LlmsFullTxtArtifact {
  const answered = file(`${ORIGIN}/llms-full.txt`, { type: 'text/markdown', body: text, ...init });
  return { file: answered, characters: answered.kind === 'ok' ? text.length : 0, headings: answered.kind === 'ok' ? markdownHeadings(text) : [] };
}

const run = (value: LlmsFullTxtArtifact) => runCheck(llmsFullTxt, { origin: { llmsFullTxt: value } });
const long = (headings: string) => `${headings}\n\n${'Documentation text. '.repeat(40)}`;

describe('llms-full-txt', () => {
  it('passes a text file with an H1, two further headings and a documentation-sized body', () => {
    const outcome = run(artifact(long('# Docs\n\n## Install\n\n## Use')));
    expect(verdicts(outcome)).toEqual(['pass found', 'pass headings', 'pass size-ok']);
    expect(outcome.score).toBe(100);
  });

  it('warns about the type, too few headings and a body too short to be the documentation', () => {
    const outcome = run(artifact('# Docs\n\nShort.', { type: 'application/octet-stream' }));
    expect(verdicts(outcome)).toEqual(['pass found', 'warn wrong-type', 'warn few-headings', 'warn size-out-of-range']);
    expect(outcome.score).toBe(30);
  });

  it('fails when absent or over the cap', () => {
    expect(verdicts(run(artifact('Not found', { status: 404 })))).toEqual(['fail file-absent']);
    expect(verdicts(run(artifact(long('# Docs'), { overCap: true })))).toEqual(['fail over-cap']);
  });
});
