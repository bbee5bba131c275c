// A category's label on a chart's axis, in lines that fit the axis's column: broken between words, at most two lines,
// and a longer name abbreviated with "…" (its full name is the tick's hover title and stands in the table beside).

/** 11 px text: 17 characters fit the 124 px label column, wide letters (m, w) included. */
export const LABEL_LINE_CHARACTERS = 17;
export const LABEL_MAX_LINES = 2;
export const LABEL_LINE_HEIGHT = 13;

export function labelLines(label: string, characters = LABEL_LINE_CHARACTERS, maxLines = LABEL_MAX_LINES): string[] {
  const lines: string[] = [];
  // A word longer than a line breaks after its hyphens ("markdown-" / "negotiation"), as text on a page would.
  const pieces = label
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => (word.length > characters ? word.split(/(?<=-)/).map((piece, index) => ({ piece, joiner: index === 0 ? ' ' : '' })) : [{ piece: word, joiner: ' ' }]));
  for (const { piece, joiner } of pieces) {
    const last = lines.at(-1);
    if (last !== undefined && `${last}${joiner}${piece}`.length <= characters) lines[lines.length - 1] = `${last}${joiner}${piece}`;
    else lines.push(piece);
  }
  const cut = (line: string) => (line.length > characters ? `${line.slice(0, characters - 1)}…` : line);
  if (lines.length <= maxLines) return lines.map(cut);
  const kept = lines.slice(0, maxLines);
  const lastLine = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${lastLine.length >= characters ? lastLine.slice(0, characters - 1) : lastLine}…`;
  return kept.map(cut);
}
