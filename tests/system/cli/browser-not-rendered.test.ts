// Issue 35 point 4: `--browser` that could not render says so in every output format (and on stderr), rather than
// quietly answering from the raw view. The "browser" here is /bin/false: it exits at once, so no page renders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';
import { buildCli, runCli } from '../../helpers/cli/run-cli';

const SENTENCE =
  '--browser could not render any page (the browser did not start, or no page loaded in it): every finding comes from the raw view, and the rendered view was not measured.';

let site: FixtureSite;

beforeAll(async () => {
  buildCli();
  site = await serveSite({
    '/': html('<!doctype html><html lang="en"><head><title>Raw only</title></head><body><main><h1>Raw only</h1></main></body></html>'),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  });
}, 240_000);

afterAll(async () => {
  await site?.close();
});

const audit = (format: string) =>
  runCli(['audit', site.url, '--local', '--allow-private-targets', '--browser', '/bin/false', '--checks', 'robots-txt,webmcp', '--format', format]);

describe('agentgauge audit --browser that could not render', () => {
  it.each([
    ['text', `Rendered view: ${SENTENCE}`],
    ['markdown', `> **Rendered view:** ${SENTENCE}`],
    ['junit', `<property name="rendered-view" value="not measured: ${SENTENCE}"/>`],
    ['sarif', ''],
  ])('says so in %s output and on stderr', async (format, expected) => {
    const result = await audit(format);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(`agentgauge: ${site.url}: ${SENTENCE}\n`);
    if (format === 'sarif') {
      const log = JSON.parse(result.stdout);
      expect(log.runs[0].invocations[0].toolExecutionNotifications).toContainEqual({
        level: 'warning',
        message: { text: `${site.url}: ${SENTENCE}` },
        descriptor: { id: 'rendered-view/not-measured' },
        properties: {},
      });
    } else {
      expect(result.stdout).toContain(expected);
    }
  }, 120_000);

  it('says so in JSON output: the report records rendered false, and stderr says why', async () => {
    const result = await audit('json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).rendered).toBe(false);
    expect(result.stderr).toBe(`agentgauge: ${site.url}: ${SENTENCE}\n`);
  }, 120_000);
});
