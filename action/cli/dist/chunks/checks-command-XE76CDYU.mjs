import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  examples,
  sections
} from "./chunk-SXDEZMSX.mjs";
import {
  styleFor
} from "./chunk-QB2V7OOS.mjs";
import {
  AGENT_PROFILES,
  ASSERTION_PRESETS,
  CHECK_COUNT,
  CRAWLER_POLICY_CLASS,
  PRESET_NAMES,
  SCORECARD_VERSION,
  describeLimit,
  presetAssertions,
  thousands
} from "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import {
  usageError
} from "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";

// bin/cli/check-details.ts
function columns(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => column === row.length - 1 ? cell : cell.padEnd(widths[column])).join("  ").trimEnd());
}
function capsLines(entry) {
  return [
    ...entry.limits.map((limit) => describeLimit(limit)),
    ...entry.environment.map((setting) => `${setting.name}=${setting.value}: ${setting.meaning}`)
  ];
}
function checkDetails(entry, style) {
  const weight = entry.informational ? "informational (measured, never counted)" : `weight ${entry.weight}`;
  const profiles = entry.profiles.includes("base") ? "every profile" : `profiles ${entry.profiles.join(", ")}`;
  const lines = [
    `${style.bold(entry.id)}  ${entry.name}  (${entry.category}, ${entry.scope})`,
    `  ${entry.description}`,
    `  ${weight}; counts in ${profiles}`
  ];
  const caps = capsLines(entry);
  if (caps.length > 0) lines.push("", "  Limits and settings:", ...caps.map((line) => `    ${line}`));
  lines.push("", "  Finding codes:", ...columns(entry.codes.map((code) => [code.code, code.statuses?.join("/") ?? "", code.meaning])).map((line) => `    ${line}`));
  return `${lines.join("\n")}
`;
}
function capsText(entries, style) {
  return entries.map((entry) => ({ entry, caps: capsLines(entry) })).filter(({ caps }) => caps.length > 0).map(({ entry, caps }) => `${style.bold(entry.id)}
${caps.map((line) => `  ${line}`).join("\n")}
`).join("\n");
}

// bin/cli/checks-table.ts
function catalogTable(entries, style) {
  const header = ["ID", "NAME", "CATEGORY", "SCOPE", "WEIGHT", "GRADE", "PROFILES"];
  const rows = entries.map((entry) => [
    entry.id,
    entry.name,
    entry.category,
    entry.scope,
    weightLabel(entry),
    entry.evidence.grade === "gate" || entry.evidence.grade === "emerging" ? "-" : entry.evidence.grade,
    entry.profiles.join(", ")
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => column === cells.length - 1 ? cell : cell.padEnd(widths[column])).join("  ");
  return [style.bold(line(header)), ...rows.map(line)].join("\n") + "\n";
}
function weightLabel(entry) {
  if (entry.evidence.grade === "gate") return "gate";
  if (entry.evidence.grade === "emerging") return entry.informational ? "info, bonus" : "bonus";
  return entry.informational ? "info" : String(entry.weight);
}

// bin/cli/checks-command.ts
var CHECKS_HELP = sections(
  examples(
    ["agentgauge checks", "list every check with its category, scope, weight and profiles"],
    ["agentgauge checks --json", "the catalog as JSON (ids, names, descriptions, weights, profiles, codes, limits, environment)"],
    ["agentgauge checks api-catalog", "one check in full: its limits, environment variables and finding codes with their statuses"],
    ["agentgauge checks --caps", "every check's caps and budgets, and the environment variables that change them"],
    ["agentgauge checks --presets", "the assertion presets of audit --preset, each with its assertions"],
    ["agentgauge checks --agents", "the agent profiles the reports speak for, every value with its source (--json: as JSON)"],
    [`agentgauge audit example.com --checks $(agentgauge checks --json | jq -r 'map(select(.category=="Discovery").id) | join(",")')`, "audit only the Discovery checks"]
  ),
  `Columns:
  WEIGHT    weight in the cost-and-coverage half of the score (scorecard ${SCORECARD_VERSION}); "gate" = counted in
            Access from the agent views, "bonus" = an emerging standard that can only add, "info" = informational
  GRADE     evidence grade: A success outcome, B cost outcome, C mechanism, 0 none found, N controlled null
  PROFILES  "base" = counted for every site; otherwise the site profiles (--profile) that make it count
  SCOPE     origin = measured once per site; page = measured on each page (site audits average the pages)`,
  `Exit codes:
  0  done
  2  usage error (an unknown check id)`
);
function sourced(fact) {
  return fact.value === "unknown" ? "unknown" : typeof fact.value === "number" ? thousands(fact.value) : String(fact.value);
}
function agentsText(style) {
  const facts = (profile) => [
    ["Accept", sourced(profile.accept), profile.accept.source],
    ["runs JavaScript", sourced(profile.runsJavaScript), profile.runsJavaScript.source],
    ["obeys robots.txt", sourced(profile.obeysRobots), profile.obeysRobots.source],
    ["text", sourced(profile.conversion), profile.conversion.source],
    ["characters kept", sourced(profile.charactersKept), profile.charactersKept.source],
    ["follows Markdown alternate", sourced(profile.followsMarkdownAlternate), profile.followsMarkdownAlternate.source],
    ["follows meta refresh", sourced(profile.followsMetaRefresh), profile.followsMetaRefresh.source]
  ];
  const blocks = AGENT_PROFILES.map(
    (profile) => [
      `${style.bold(profile.id)}  ${profile.name}${profile.namesItselfAsAgent ? "" : style.dim(" (browser-like User-Agent: cannot be told from people)")}`,
      ...profile.userAgents.map((variant, index) => `  User-Agent${index === 0 ? " (sent)" : " (also reported)"}: ${variant.userAgent}
    ${style.dim(variant.source)}`),
      ...facts(profile).map(([name, value, source]) => `  ${name}: ${value}
    ${style.dim(source)}`)
    ].join("\n")
  );
  const crawlers = `${style.bold("crawlers")}  ${CRAWLER_POLICY_CLASS.name}: ${CRAWLER_POLICY_CLASS.tokens.join(", ")}
  ${CRAWLER_POLICY_CLASS.meaning}
    ${style.dim(CRAWLER_POLICY_CLASS.source)}`;
  return `${[...blocks, crawlers].join("\n\n")}
`;
}
function presetsList() {
  return PRESET_NAMES.map((name) => {
    const preset = ASSERTION_PRESETS[name];
    return {
      name,
      description: preset.description,
      extends: "extends" in preset ? preset.extends : null,
      assert: Object.fromEntries(presetAssertions(name))
    };
  });
}
function presetsText(style) {
  return presetsList().map((preset) => {
    const inherited = preset.extends ? style.dim(` (${preset.extends} plus its own)`) : "";
    const assertions = Object.entries(preset.assert).map(([key, value]) => `${key}=${value}`);
    return `${style.bold(preset.name)}${inherited}  ${preset.description}
  ${assertions.join(" ")}
`;
  }).join("\n");
}
function registerChecksCommand(program) {
  program.command("checks").argument("[ids...]", "show these checks in full (limits, environment variables, finding codes)").description(`List the ${CHECK_COUNT} checks: ids, names, categories, scopes, weights and profiles; or some in full.`).option("--json", "print the catalog (or the named checks) as JSON on stdout").option("--caps", "list every check's caps, budgets and environment variables").option("--presets", 'list the assertion presets of "audit --preset" instead (with --json: as JSON)').option("--agents", "list the agent profiles the reports speak for, every value with its source (with --json: as JSON)").addHelpText("after", CHECKS_HELP).action(async (ids, flags) => {
    if (flags.agents) {
      const json = { scorecard: SCORECARD_VERSION, profiles: AGENT_PROFILES, crawlers: CRAWLER_POLICY_CLASS };
      process.stdout.write(flags.json ? `${JSON.stringify(json, null, 2)}
` : agentsText(styleFor(process.stdout)));
      return;
    }
    if (flags.presets) {
      process.stdout.write(flags.json ? `${JSON.stringify(presetsList(), null, 2)}
` : presetsText(styleFor(process.stdout)));
      return;
    }
    const { loadCatalog } = await import("./catalog-A2HJYBHM.mjs");
    const catalog = await loadCatalog();
    const unknown = ids.filter((id) => !catalog.isCheckId(id));
    if (unknown.length > 0) throw usageError(`unknown check id${unknown.length === 1 ? "" : "s"}: ${unknown.join(", ")} (run "agentgauge checks" for the list)`);
    const entries = ids.length > 0 ? catalog.entries.filter((entry) => ids.includes(entry.id)) : catalog.entries;
    const style = styleFor(process.stdout);
    if (flags.json) process.stdout.write(`${JSON.stringify(entries, null, 2)}
`);
    else if (flags.caps) process.stdout.write(capsText(entries, style));
    else if (ids.length > 0) process.stdout.write(entries.map((entry) => checkDetails(entry, style)).join("\n"));
    else process.stdout.write(catalogTable(entries, style));
  });
}
export {
  registerChecksCommand
};
