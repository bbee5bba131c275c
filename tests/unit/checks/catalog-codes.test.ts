// Finding codes (issue 11, point 9; checks.md "Outcomes and scores"): every check lists its codes with a meaning,
// codes are `<check-id>.<kebab-name>`, and the runner's own codes are listed with every check.
import { describe, expect, it } from 'vitest';
import { CHECK_CATALOG, CHECK_IDS, capabilityOfCheck } from '../../../engine/index.js';
import { CHECKS } from '../../../engine/checks/index.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('finding codes in the catalog', () => {
  it('lists every check in catalog order, each with codes of the form <check-id>.<kebab-name> and a one-line meaning', () => {
    expect(CHECK_CATALOG.map((entry) => entry.id)).toEqual([...CHECK_IDS]);
    for (const entry of CHECK_CATALOG) {
      const codes = entry.codes.map(({ code }) => code);
      expect(new Set(codes).size, entry.id).toBe(codes.length);
      for (const { code, meaning } of entry.codes) {
        const [check, name] = [code.slice(0, entry.id.length), code.slice(entry.id.length + 1)];
        expect(`${check}|${KEBAB.test(name)}`, code).toBe(`${entry.id}|true`);
        expect(meaning, code).toMatch(/^\S.*[.)]$/);
        expect(meaning, code).not.toContain('\n');
      }
    }
  });

  // checks.md 2026-12c: the nine checks that look for a capability also get the runner's could-not-ask and
  // declared-only codes (engine/run-check.ts applies the scorecard's rules for evidence to their outcomes).
  it('lists a check\'s own codes, then the HTML page view\'s for checks that judge HTML, then the runner\'s, then the capability codes', () => {
    for (const check of CHECKS) {
      const entry = CHECK_CATALOG.find((candidate) => candidate.id === check.meta.id)!;
      const judgesHtml = (check.requires.page as readonly string[]).includes('html');
      const expected = [
        ...Object.keys(check.meta.codes),
        ...(judgesHtml ? ['page-http-status', 'page-over-cap', 'page-structure-over-cap', 'page-not-html'] : []),
        'fetch-failed',
        'gather-failed',
        'crashed',
        'scanner-blocked',
        'findings-omitted',
        ...(capabilityOfCheck(check.meta.id) ? ['could-not-ask', 'declared-only'] : []),
      ].map((code) => `${check.meta.id}.${code}`);
      expect(entry.codes.map(({ code }) => code)).toEqual(expected);
    }
    expect(CHECK_CATALOG.find((entry) => entry.id === 'llms-txt')!.codes).toContainEqual({
      code: 'llms-txt.missing-summary',
      meaning: 'llms.txt has no blockquote summary after its H1.',
    });
  });
});
