// Marks that can be seen (issue 63 point 1): WCAG 2.2 success criterion 1.4.11 (non-text contrast) asks 3:1 of a
// graphical object against its neighbours; a colour of the Okabe–Ito palette that falls short on the cards' white is
// drawn with a dark edge instead of being swapped for a colour that colour-blind readers would confuse.
import { describe, expect, it } from 'vitest';
import { CHART_BACKGROUND, contrastRatio, MARK_OUTLINE, outlineFor, PALETTE } from '../../../components/charts/palette';

describe('contrastRatio (WCAG 2.2, "contrast ratio" and "relative luminance" definitions)', () => {
  it('is 21 for black on white, 1 for a colour on itself, and the same either way round', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBe(21);
    expect(contrastRatio('#0072B2', '#0072B2')).toBe(1);
    expect(contrastRatio('#F0E442', '#FFFFFF')).toBe(contrastRatio('#FFFFFF', '#F0E442'));
    expect(contrastRatio('#F0E442', '#FFFFFF')).toBeCloseTo(1.32, 2);
  });
});

describe('outlineFor', () => {
  it('outlines exactly the palette colours under 3:1 on the background: yellow, orange and sky blue', () => {
    const outlined = Object.entries(PALETTE).filter(([, color]) => outlineFor(color) !== undefined).map(([name]) => name);
    expect(outlined).toEqual(['orange', 'skyBlue', 'yellow']);
    for (const [, color] of Object.entries(PALETTE)) {
      expect(outlineFor(color) === undefined).toBe(contrastRatio(color, CHART_BACKGROUND) >= 3);
    }
  });

  it('draws the edge in a colour that itself stands out from the background and from every pale fill', () => {
    expect(contrastRatio(MARK_OUTLINE, CHART_BACKGROUND)).toBeGreaterThanOrEqual(3);
    for (const color of [PALETTE.yellow, PALETTE.orange, PALETTE.skyBlue]) expect(contrastRatio(MARK_OUTLINE, color)).toBeGreaterThanOrEqual(3);
  });
});
