// docs/operations.md "Scale-out", step 3 of the recipe shows the nginx site to run; tests/system/api/load-balancer.test.ts,
// bench/web-balanced.ts and bench/drain.ts run the one tests/helpers/nginx.ts writes. They must be the same site, or
// the test proves a recipe nobody is told to follow.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nginxConfig } from '../../helpers/nginx';

const OPERATIONS = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');
const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');

describe('the scale-out recipe\'s nginx site (issue 26, point 6)', () => {
  it('is the site the scale-out test and the benches run, line for line', () => {
    const section = OPERATIONS.slice(OPERATIONS.indexOf('### The recipe, step by step'));
    const shown = /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
    expect(shown).toBeDefined();
    const written = lines(nginxConfig('/run/agentgauge-nginx', '80', ['10.0.0.11:3000', '10.0.0.12:3000']));
    // From the upstream block to the end of the server block: the http block's own closing brace is the last line.
    const site = written.slice(written.indexOf('upstream agentgauge {'), -1);
    expect(lines(shown!)).toEqual(site);
  });
});
