// The charts' colours: Okabe and Ito's palette ("Color Universal Design", 2008), whose eight colours stay apart under
// protanopia, deuteranopia and tritanopia. Every chart takes its colours from here, and its legend from the same entry.

export const PALETTE = {
  blue: '#0072B2',
  bluishGreen: '#009E73',
  vermillion: '#D55E00',
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  reddishPurple: '#CC79A7',
  yellow: '#F0E442',
  black: '#000000',
  /** Not one of the eight: the neutral of "other" and of a line that gives a scale (questions asked, journeys run). */
  grey: '#6B7280',
} as const;

/** WCAG 2.2's relative luminance of a "#rrggbb" colour. */
function luminance(hex: string): number {
  const channel = (at: number) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2.2's contrast ratio of two "#rrggbb" colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The cards' background, which every mark is drawn on. */
export const CHART_BACKGROUND = '#FFFFFF';
/** The outline of a mark whose fill alone is too pale to see against the background. */
export const MARK_OUTLINE = '#334155';

/**
 * The outline a mark of this fill needs: WCAG 2.2's 1.4.11 asks 3:1 of a graphical object against what is next to
 * it, and Okabe and Ito's yellow (1.3:1 on white), orange (2.3:1) and sky blue (2.3:1) fall short, so their bars and
 * swatches are drawn with a dark edge (slate 700, 10:1) rather than in other colours, which would lose the palette's
 * reading under colour blindness. Undefined when the fill is enough.
 */
export function outlineFor(fill: string): string | undefined {
  return contrastRatio(fill, CHART_BACKGROUND) < 3 ? MARK_OUTLINE : undefined;
}

/** Series in order, for charts whose series carry no meaning of their own. */
export const SERIES_COLORS = [PALETTE.blue, PALETTE.orange, PALETTE.bluishGreen, PALETTE.vermillion, PALETTE.reddishPurple, PALETTE.skyBlue, PALETTE.black] as const;

export interface Series {
  key: string;
  name: string;
  color: string;
}
