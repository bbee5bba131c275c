// The charts' one tick rule and formatter (issue 63 point 1): round numbers at even steps from zero, shares printed
// without a float artefact, long labels wrapped and abbreviated within the label column.
import { describe, expect, it } from 'vitest';
import { labelLines } from '../../../components/charts/labels';
import { formatShare, niceTicks, rankTicks, sampleRange } from '../../../components/charts/scale';

describe('rankTicks', () => {
  it('starts a rank axis at 1 (the first citation), never at a rank 0, in round steps', () => {
    expect(rankTicks(1)).toEqual([1, 2]);
    expect(rankTicks(3.4)).toEqual([1, 2, 3, 4]);
    expect(rankTicks(5)).toEqual([1, 2, 3, 4, 5]);
    expect(rankTicks(10)).toEqual([1, 3, 5, 7, 9, 11]);
    expect(rankTicks(Number.NaN)).toEqual([1, 2]);
  });
});

describe('niceTicks', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten from zero to the first round number at or above the maximum', () => {
    expect(niceTicks(14)).toEqual([0, 5, 10, 15]);
    // The daily traffic chart of issue 63 ticked 0, 3, 6, 12.
    expect(niceTicks(12)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(32)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(1234)).toEqual([0, 250, 500, 750, 1000, 1250]);
  });

  it('never takes a fractional step for counts, but may for a continuous value', () => {
    expect(niceTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(9)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(0.9, { integer: false })).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('gives an empty or broken series an axis of 0 to 1', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});

describe('formatShare', () => {
  it('prints a share once, without a float artefact', () => {
    expect(formatShare(1.0000000000000002)).toBe('100%');
    expect(formatShare(0.1 + 0.2)).toBe('30%');
    expect(formatShare(0.625)).toBe('62.5%');
  });
});

describe('sampleRange', () => {
  it('states the n of bars that each have their own sample', () => {
    expect(sampleRange([13, 13], 'sites')).toBe("n = 13 sites a bar (each bar's own n is in the table).");
    expect(sampleRange([13, 1040], 'targets')).toBe("n = 13 to 1,040 targets a bar (each bar's own n is in the table).");
  });
});

describe('labelLines', () => {
  it('wraps between words within 17 characters a line, a longer word after its hyphens', () => {
    expect(labelLines('Claude Code')).toEqual(['Claude Code']);
    expect(labelLines('Structured data of the start page')).toEqual(['Structured data', 'of the start page']);
    expect(labelLines('markdown-negotiation')).toEqual(['markdown-', 'negotiation']);
  });

  it('abbreviates what would take more than two lines, or a word longer than a line', () => {
    expect(labelLines('A check whose name is far too long for two lines')).toEqual(['A check whose', 'name is far too…']);
    expect(labelLines('supercalifragilisticexpialidocious')).toEqual(['supercalifragili…']);
  });
});
