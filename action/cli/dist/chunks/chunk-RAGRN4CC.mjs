import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// bin/cli/formats/journeys.ts
function profilesOf(journeys) {
  return [...new Set(journeys.flatMap((journey) => journey.results.map((result) => result.profile)))];
}
function cellOf(journey, profile) {
  const result = journey.results.find((candidate) => candidate.profile === profile);
  if (!result) return "-";
  return result.found ? `found (${result.hops} hop${result.hops === 1 ? "" : "s"})` : result.code ?? "not found";
}
function pad(text, width) {
  return text + " ".repeat(Math.max(0, width - text.length));
}
function failuresOf(journeys) {
  return journeys.flatMap((journey) => journey.results.filter((result) => !result.found).map((result) => ({ journey: journey.name, ...result })));
}
function totalOf(journeys) {
  return journeys.reduce((sum, journey) => sum + journey.results.length, 0);
}
function journeyGridLines(journeys) {
  const profiles = profilesOf(journeys);
  const rows = [["journey", ...profiles], ...journeys.map((journey) => [journey.name, ...profiles.map((profile) => cellOf(journey, profile))])];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const lines = rows.map((row) => row.map((text, column) => pad(text, widths[column])).join("  ").trimEnd());
  const failures = failuresOf(journeys);
  const total = totalOf(journeys);
  lines.push("", `${total - failures.length} of ${total} found.`);
  if (failures.length > 0) lines.push("", "Not found:", ...failures.map((failure) => `  ${failure.journey} / ${failure.profile}: ${failure.reason}`));
  return lines;
}
function journeyMarkdownLines(journeys, cell) {
  if (journeys.length === 0) return [];
  const profiles = profilesOf(journeys);
  const failures = failuresOf(journeys);
  const total = totalOf(journeys);
  return [
    "",
    `**Journeys: ${total - failures.length} of ${total} found** (not part of the score)`,
    "",
    `| Journey | ${profiles.map((profile) => `\`${profile}\``).join(" | ")} |`,
    `| --- | ${profiles.map(() => ":-:").join(" | ")} |`,
    ...journeys.map((journey) => `| ${cell(journey.name)} | ${profiles.map((profile) => cellOf(journey, profile)).join(" | ")} |`),
    ...failures.length > 0 ? ["", ...failures.map((failure) => `- ${cell(failure.journey)} / \`${failure.profile}\`: ${cell(failure.reason)}`)] : []
  ];
}
function journeysText(output) {
  const lines = [`Journeys on ${output.url} (engine ${output.engine}${output.scorecard ? `, scorecard ${output.scorecard}` : ""})`, "", ...journeyGridLines(output.journeys)];
  return `${lines.join("\n")}
`;
}

export {
  journeyGridLines,
  journeyMarkdownLines,
  journeysText
};
