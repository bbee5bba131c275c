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

/** Series in order, for charts whose series carry no meaning of their own. */
export const SERIES_COLORS = [PALETTE.blue, PALETTE.orange, PALETTE.bluishGreen, PALETTE.vermillion, PALETTE.reddishPurple, PALETTE.skyBlue, PALETTE.black] as const;

export interface Series {
  key: string;
  name: string;
  color: string;
}
