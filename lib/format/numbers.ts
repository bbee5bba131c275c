// The one format of a share, a difference and a count, on every page, chart and sentence (issue 63 point 1: a share is printed
// once, never as a float artefact). No imports: charts in the browser use it as the server's prose does.

/** A share (0–1) to a tenth of a percent: "62.5%", "100%" (1.0000000000000002 included), or "n/a" without one. */
export function percent(share: number | null): string {
  return share === null ? 'n/a' : `${percentPoints(share)}%`;
}

/** A share, or a change of one (−1 to 1), in percentage points to a tenth, rounded as percent() rounds: 0.75 → 75. */
export const percentPoints = (share: number) => Math.round(share * 1000) / 10;

/** A difference with its sign: "+25", "-10", "0". */
export const withSign = (value: number) => (value > 0 ? `+${value}` : String(value));

/** A count with thousands separators: "1,234". */
export const count = (value: number) => value.toLocaleString('en-US');
