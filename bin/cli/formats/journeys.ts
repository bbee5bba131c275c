// Journeys in the readable outputs (issue 33): the grid of journeys by agent profiles, the count found and the reason
// of each one not found. `agentgauge journeys` and the text and Markdown reports of `agentgauge audit` print these.

/** The fields of a journey's results these outputs read (the CLI's JSON contract and the report share them). */
export interface JourneyRows {
  name: string;
  results: ReadonlyArray<{ profile: string; found: boolean; hops: number | null; reason: string; code: string | null }>;
}

function profilesOf(journeys: readonly JourneyRows[]): string[] {
  return [...new Set(journeys.flatMap((journey) => journey.results.map((result) => result.profile)))];
}

function cellOf(journey: JourneyRows, profile: string): string {
  const result = journey.results.find((candidate) => candidate.profile === profile);
  if (!result) return '-';
  return result.found ? `found (${result.hops} hop${result.hops === 1 ? '' : 's'})` : (result.code ?? 'not found');
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - text.length));
}

function failuresOf(journeys: readonly JourneyRows[]) {
  return journeys.flatMap((journey) => journey.results.filter((result) => !result.found).map((result) => ({ journey: journey.name, ...result })));
}

function totalOf(journeys: readonly JourneyRows[]): number {
  return journeys.reduce((sum, journey) => sum + journey.results.length, 0);
}

/** The grid (one row per journey, one column per profile), "N of M found." and the reason of every one not found. */
export function journeyGridLines(journeys: readonly JourneyRows[]): string[] {
  const profiles = profilesOf(journeys);
  const rows = [['journey', ...profiles], ...journeys.map((journey) => [journey.name, ...profiles.map((profile) => cellOf(journey, profile))])];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) => row.map((text, column) => pad(text, widths[column]!)).join('  ').trimEnd());
  const failures = failuresOf(journeys);
  const total = totalOf(journeys);
  lines.push('', `${total - failures.length} of ${total} found.`);
  if (failures.length > 0) lines.push('', 'Not found:', ...failures.map((failure) => `  ${failure.journey} / ${failure.profile}: ${failure.reason}`));
  return lines;
}

/** The same as a Markdown table; `cell` escapes text that came from the site or the config file. */
export function journeyMarkdownLines(journeys: readonly JourneyRows[], cell: (text: string) => string): string[] {
  if (journeys.length === 0) return [];
  const profiles = profilesOf(journeys);
  const failures = failuresOf(journeys);
  const total = totalOf(journeys);
  return [
    '',
    `**Journeys: ${total - failures.length} of ${total} found** (not part of the score)`,
    '',
    `| Journey | ${profiles.map((profile) => `\`${profile}\``).join(' | ')} |`,
    `| --- | ${profiles.map(() => ':-:').join(' | ')} |`,
    ...journeys.map((journey) => `| ${cell(journey.name)} | ${profiles.map((profile) => cellOf(journey, profile)).join(' | ')} |`),
    ...(failures.length > 0 ? ['', ...failures.map((failure) => `- ${cell(failure.journey)} / \`${failure.profile}\`: ${cell(failure.reason)}`)] : []),
  ];
}

/** The readable grid of `agentgauge journeys`: one row per journey, one column per profile, then the reason of every journey not found. */
export function journeysText(output: { url: string; engine: string; scorecard: string | null; journeys: readonly JourneyRows[] }): string {
  const lines = [`Journeys on ${output.url} (engine ${output.engine}${output.scorecard ? `, scorecard ${output.scorecard}` : ''})`, '', ...journeyGridLines(output.journeys)];
  return `${lines.join('\n')}\n`;
}
