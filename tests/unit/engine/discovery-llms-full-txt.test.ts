import { describe, expect, it } from 'vitest';
import { HOME, html, NEVER_ANSWERS, text } from '../../helpers/site.js';
import { messages, NO_DNS, useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('llms-full-txt', { home: HOME, resolver: NO_DNS });

const MARKDOWN = 'text/markdown; charset=utf-8';
const PARAGRAPH = 'This is the full documentation of the fixture, written out so an agent can read it at once. '.repeat(4);
const GOOD = `# Fixture Docs\n\n${PARAGRAPH}\n\n## Install\n\n${PARAGRAPH}\n\n\`\`\`sh\n# not a heading\n\`\`\`\n\n## Use\n\n${PARAGRAPH}\n`;

describe('llms-full-txt', () => {
  it('passes a markdown file with an H1, further headings and a sensible size', async () => {
    const { result } = await measure({ '/llms-full.txt': text(GOOD, MARKDOWN) });
    expect(result).toMatchObject({ status: 'pass', score: 100, applicable: true });
    expect(messages(result)).toContain('pass: llms-full.txt has an H1 ("Fixture Docs") and 2 further headings.');
  });

  it('warns when the file is too short', async () => {
    const { result } = await measure({ '/llms-full.txt': text('# Docs\n\n## A\n\n## B\n', MARKDOWN) });
    expect(result).toMatchObject({ status: 'warn', score: 70 });
    expect(messages(result)).toContain('warn: llms-full.txt is under 500 characters, too short to be the full documentation.');
  });

  it('warns without headings', async () => {
    const { result } = await measure({ '/llms-full.txt': text(`${PARAGRAPH}\n${PARAGRAPH}`, 'text/plain') });
    expect(result).toMatchObject({ status: 'warn', score: 70 });
    expect(messages(result)).toContain('warn: llms-full.txt has no H1 heading.');
  });

  it('fails when absent', async () => {
    const { result } = await measure({});
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)).toEqual(['fail: llms-full.txt was not found (HTTP 404).']);
  });

  it('fails on an HTML page, calling it a soft 404', async () => {
    const { result } = await measure({ '/llms-full.txt': html('<!doctype html><title>404 Not Found</title>') });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)).toEqual([
      'fail: llms-full.txt looked like a soft 404: the server answered 2xx with a "not found" page instead of the file.',
    ]);
  });

  it('fails over its byte cap, naming the cap', async () => {
    const body = `# Big\n\n## A\n\n## B\n\n${'x'.repeat(5 * 1024 * 1024 + 10)}`;
    const { result } = await measure({ '/llms-full.txt': text(body, MARKDOWN) });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)).toEqual(['fail: llms-full.txt is larger than the 5 MiB cap.']);
  });

  it('is an error when it does not answer in time', async () => {
    const { result } = await measure({ '/llms-full.txt': NEVER_ANSWERS }, { timeout: 300 });
    expect(result).toMatchObject({ status: 'error', score: 0 });
    expect(result.findings[0]!.message).toMatch(/^Could not fetch llms-full.txt/);
  });

  it('is not applicable under the api profile, and keeps its measured score', async () => {
    const { result } = await measure({ '/llms-full.txt': text(GOOD, MARKDOWN) }, { profile: 'api' });
    expect(result).toMatchObject({ status: 'pass', score: 100, applicable: false, weight: 0 });
  });
});
