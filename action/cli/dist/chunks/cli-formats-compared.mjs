import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  describeVerdictChange,
  findingKey
} from "./chunk-JBAEP3EH.mjs";
import "./chunk-7BP2QXXT.mjs";
import {
  checkChangeLines,
  markdownText,
  renderFormat,
  renderMarkdown,
  signed
} from "./chunk-SXUNGXG3.mjs";
import "./chunk-NKSWJSBL.mjs";
import "./chunk-RAGRN4CC.mjs";
import "./chunk-TEFVBBX6.mjs";
import "./chunk-QB2V7OOS.mjs";
import "./chunk-KEVJWYPO.mjs";
import "./chunk-X7LJQZ2T.mjs";
import "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";

// bin/cli/formats/compared.ts
var MARK = { regressed: "\u274C", improved: "\u2705", unjudged: "\u2796", changed: "\u2796" };
function agentMark(agent) {
  return MARK[agent.change];
}
function checkMark(change) {
  if (change.change === "regressed") return MARK.regressed;
  if (change.change === "improved" || change.resolved) return MARK.improved;
  return MARK.changed;
}
function scoreOf(side) {
  return side === null ? "\u2013" : side.applicable ? String(side.score) : "n/a";
}
function countsLine(comparison) {
  const agentsRegressed = comparison.agents.filter((agent) => agent.change === "regressed").length;
  const agentsImproved = comparison.agents.filter((agent) => agent.change === "improved").length;
  return `${comparison.regressed.length} check${comparison.regressed.length === 1 ? "" : "s"} regressed, ${comparison.resolved.length} resolved; ${agentsRegressed} agent verdict${agentsRegressed === 1 ? "" : "s"} regressed, ${agentsImproved} improved`;
}
function findingLines(change) {
  return [
    ...change.newFindings.map((finding) => `- ${finding.status === "fail" ? "\u274C" : "\u26A0\uFE0F"} new: ${markdownText(finding.message)}${finding.detail ? ` (${markdownText(finding.detail)})` : ""}`),
    ...change.resolvedFindings.map((finding) => `- \u2705 resolved: ${markdownText(finding.message)}`)
  ];
}
function renderPullRequestComment(outcome) {
  const { comparison } = outcome;
  const changed = comparison.changes.filter((change) => change.change !== "unchanged");
  const scoreMark = comparison.scoreDelta < 0 ? "\u274C " : comparison.scoreDelta > 0 ? "\u2705 " : "";
  const lines = [
    "### Agent Gauge: what this change does for agents",
    "",
    `Preview ${markdownText(comparison.previewUrl)} against production ${markdownText(comparison.productionUrl)}: ${countsLine(comparison)}.`,
    ...comparison.comparable ? [] : ["", ...comparison.warnings.map((warning) => `> \u26A0\uFE0F ${markdownText(warning)}`)],
    "",
    "| | Production | Preview | Change |",
    "| --- | --: | --: | --- |",
    `| **Score** | ${comparison.productionScore} (${comparison.productionGrade}) | ${comparison.previewScore} (${comparison.previewGrade}) | ${scoreMark}${signed(comparison.scoreDelta)} |`,
    ...comparison.agents.map((agent) => `| ${markdownText(agent.name)} | ${agent.before ?? "not measured"} | ${agent.after ?? "not measured"} | ${agentMark(agent)} ${agent.change === "unjudged" ? "not judged" : agent.change} |`),
    ...changed.map((change) => `| \`${change.checkId}\` ${markdownText(change.name)} | ${scoreOf(change.before)} | ${scoreOf(change.after)} | ${checkMark(change)} ${change.change.replace(/_/g, " ")}${change.resolved ? " (resolved)" : ""} |`),
    ...comparison.journeys.lost.map((change) => `| journey ${markdownText(change.journey)} / \`${change.profile}\` | found | not found | \u274C lost |`),
    ...comparison.journeys.gained.map((change) => `| journey ${markdownText(change.journey)} / \`${change.profile}\` | not found | found | \u2705 gained |`)
  ];
  if (changed.length === 0 && comparison.agents.length === 0) lines.push("", "No check and no agent verdict changed.");
  const details = changed.filter((change) => change.newFindings.length + change.resolvedFindings.length > 0);
  if (details.length > 0 || comparison.agents.length > 0) {
    lines.push("", "<details><summary>What changed, check by check</summary>", "");
    for (const agent of comparison.agents) lines.push(`- ${agentMark(agent)} ${markdownText(describeVerdictChange(agent))}: ${markdownText(agent.reason)}`);
    for (const change of details) lines.push("", `**\`${change.checkId}\`** ${markdownText(change.name)}`, "", ...findingLines(change));
    lines.push("", "</details>");
  }
  lines.push("", "<details><summary>The preview's full report</summary>", "", renderMarkdown([outcome]).trim(), "", "</details>");
  return `${lines.join("\n")}
`;
}
function comparisonText(comparison, style) {
  return [
    style.bold("Compared with production") + style.dim(` (${comparison.productionUrl})`),
    `  score ${comparison.productionScore} -> ${comparison.previewScore} (${signed(comparison.scoreDelta)}); ${countsLine(comparison)}`,
    ...comparison.warnings.map((warning) => style.yellow(`  warning: ${warning}`)),
    ...comparison.agents.map((agent) => {
      const color = agent.change === "regressed" ? style.red : agent.change === "improved" ? style.green : style.dim;
      return `  ${color(`agent ${agent.change === "unjudged" ? "not judged" : agent.change}`.padEnd(21))} ${describeVerdictChange(agent)}`;
    }),
    ...comparison.journeys.lost.map((change) => style.red(`  journey lost          ${change.journey} / ${change.profile}: ${change.reason}`)),
    ...comparison.journeys.gained.map((change) => style.green(`  journey gained        ${change.journey} / ${change.profile}`)),
    ...checkChangeLines(comparison.changes, style)
  ];
}
function introducedOnly(report, comparison) {
  const introduced = (id, findings) => findings.filter((finding) => !(comparison.productionFindings[id] ?? []).includes(findingKey(finding)));
  return {
    ...report,
    results: report.results.map((result) => ({ ...result, findings: introduced(result.id, result.findings) })),
    pages: (report.pages ?? []).map((page) => ({ ...page, results: page.results.map((result) => ({ ...result, findings: introduced(result.id, result.findings) })) }))
  };
}
function jsonOf(outcome) {
  const { productionFindings: _keys, ...comparison } = outcome.comparison;
  return { ...outcome.report, ...outcome.benchmark ? { benchmark: outcome.benchmark } : {}, comparison };
}
function renderCompared(format, outcomes, context, style) {
  const outcome = outcomes[0];
  switch (format) {
    case "markdown":
      return renderPullRequestComment(outcome);
    case "text":
      return `${renderFormat("text", outcomes, context, style)}
${comparisonText(outcome.comparison, style).join("\n")}
`;
    case "json":
      return `${JSON.stringify(jsonOf(outcome), null, 2)}
`;
    case "sarif":
      return renderFormat("sarif", [{ ...outcome, report: introducedOnly(outcome.report, outcome.comparison) }], context, style);
    case "junit":
      return renderFormat("junit", outcomes, context, style);
  }
}
export {
  renderCompared,
  renderPullRequestComment
};
