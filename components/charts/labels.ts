// A category's label on a chart's axis, in lines that fit the axis's column: broken between words, at most two lines,
// and a longer name abbreviated with "…" (its full name is the tick's hover title and stands in the table beside).

/** 11 px text: 18 characters fit the 120 px label column. */
export const LABEL_LINE_CHARACTERS = 18;
export const LABEL_MAX_LINES = 2;
export const LABEL_LINE_HEIGHT = 13;

export function labelLines(label: string, characters = LABEL_LINE_CHARACTERS, maxLines = LABEL_MAX_LINES): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= characters) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const cut = (line: string) => (line.length > characters ? `${line.slice(0, characters - 1)}…` : line);
  if (lines.length <= maxLines) return lines.map(cut);
  const kept = lines.slice(0, maxLines);
  const lastLine = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${lastLine.length >= characters ? lastLine.slice(0, characters - 1) : lastLine}…`;
  return kept.map(cut);
}
