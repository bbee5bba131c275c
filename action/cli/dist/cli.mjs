import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  styleFor
} from "./chunks/chunk-QB2V7OOS.mjs";
import {
  addRemoteOptions,
  clientFor,
  examples,
  printResult,
  require_promises,
  sections,
  table
} from "./chunks/chunk-EEHZ3OKC.mjs";
import {
  ApiError,
  describeApiError,
  exitCodeForApiError
} from "./chunks/chunk-AE2BWU5J.mjs";
import {
  FORMATS
} from "./chunks/chunk-T7IDVYWR.mjs";
import {
  ASSERTION_FORMS
} from "./chunks/chunk-VNM5XBMO.mjs";
import {
  Command,
  CommanderError,
  ENVIRONMENT_HELP,
  InvalidArgumentError,
  Option,
  addConnectionOptions
} from "./chunks/chunk-Y5WYN2XP.mjs";
import {
  CliError,
  EXIT,
  EXIT_CODES_HELP,
  usageError
} from "./chunks/chunk-WTATI42K.mjs";
import {
  AGENT_PROFILES,
  AGENT_PROFILE_IDS,
  ASSERTION_PRESETS,
  CHECK_COUNT,
  CRAWLER_POLICY_CLASS,
  DEFAULTS,
  DNS_SERVERS_ENV,
  DNS_TRUST_AD_ENV,
  OPTION_LIMITS,
  PRESET_NAMES,
  REQUESTABLE_PROFILES,
  SCORECARD_VERSION,
  SCORE_CAPS,
  describeLimit,
  isAgentProfileId,
  isPresetName,
  parsePrivateTargets,
  presetAssertions,
  thousands
} from "./chunks/chunk-FVZW2CLM.mjs";
import "./chunks/chunk-IWOCQL2G.mjs";
import {
  require_node_path
} from "./chunks/chunk-FQI5YMEL.mjs";
import {
  require_node_fs
} from "./chunks/chunk-4B563FFZ.mjs";
import {
  __toESM
} from "./chunks/chunk-CLW72GYV.mjs";

// lib/observability/describe-thrown.ts
var WASI_ERRNO = {
  2: "EACCES: permission denied",
  8: "EBADF: bad file descriptor",
  10: "EBUSY: resource busy",
  20: "EEXIST: file already exists",
  28: "EINVAL: invalid argument",
  29: "EIO: input/output error",
  31: "EISDIR: is a directory",
  37: "ENAMETOOLONG: file name too long",
  44: "ENOENT: no such file or directory",
  48: "ENOMEM: out of memory",
  51: "ENOSPC: no space left on device",
  54: "ENOTDIR: not a directory",
  55: "ENOTEMPTY: directory not empty",
  63: "EPERM: operation not permitted",
  69: "EROFS: read-only file system"
};
var MAX_FIELDS = 6;
function describeThrown(value) {
  if (value instanceof Error) return value.message || value.name;
  if (value === null || typeof value !== "object") return String(value);
  const record = value;
  if (typeof record.message === "string" && record.message) return record.message;
  const name = typeof record.name === "string" && record.name ? record.name : value.constructor?.name ?? "object";
  if (name === "ErrnoError" && typeof record.errno === "number") {
    const meaning = WASI_ERRNO[record.errno];
    return `file system error ${meaning ?? `errno ${record.errno}`} (ErrnoError errno ${record.errno})`;
  }
  const fields = Object.entries(record).filter(([key, field]) => key !== "name" && field !== void 0 && typeof field !== "function" && typeof field !== "object").slice(0, MAX_FIELDS).map(([key, field]) => `${key}=${String(field)}`);
  return fields.length > 0 ? `${name} (${fields.join(", ")})` : `${name} with no message`;
}

// package.json
var package_default = { version: "6.4.0" };

// bin/cli/parse-flags.ts
function integerFlag(min, max) {
  return (value) => {
    const parsed = Number(value.trim());
    if (value.trim() === "" || !Number.isInteger(parsed) || parsed < min || parsed > max) {
      throw new InvalidArgumentError(`Expected an integer from ${min} to ${max}.`);
    }
    return parsed;
  };
}
function parseCheckIds(value) {
  const ids = value.split(",").map((id) => id.trim()).filter((id) => id !== "");
  if (ids.length === 0) throw new InvalidArgumentError("Name at least one check id.");
  return [...new Set(ids)];
}
function parsePreset(value, previous = []) {
  const name = value.trim().toLowerCase();
  if (!isPresetName(name)) throw new InvalidArgumentError(`Expected one of ${PRESET_NAMES.join(", ")} (see "agentgauge checks --presets").`);
  return [...previous, name];
}
function parseAgent(value) {
  const id = value.trim().toLowerCase();
  if (!isAgentProfileId(id)) throw new InvalidArgumentError(`Expected one of ${AGENT_PROFILE_IDS.join(", ")}.`);
  return id;
}
function parseProfile(value) {
  const profile = value.trim().toLowerCase();
  if (!REQUESTABLE_PROFILES.includes(profile)) {
    throw new InvalidArgumentError(`Expected one of ${REQUESTABLE_PROFILES.join(", ")}.`);
  }
  return profile;
}
function parsePrivateTargetsFlag(value) {
  try {
    const parsed = parsePrivateTargets(value);
    return typeof parsed === "boolean" ? parsed : [...parsed];
  } catch (error) {
    throw new InvalidArgumentError(error.message);
  }
}

// bin/cli/audit-command.ts
var { timeout, retries, maxPages } = OPTION_LIMITS;
var AUDIT_HELP = sections(
  examples(
    ["agentgauge audit example.com --local", "audit the home page from this machine (https:// is assumed)"],
    ["agentgauge audit https://docs.example.com --local --profile docs", "judge a documentation site"],
    ["agentgauge audit example.com --local --max-pages 20", "measure up to 20 pages of the site"],
    ["agentgauge audit example.com --checks robots-txt,llms-txt,sitemap", "run only some checks"],
    ["agentgauge audit example.com --json > report.json", "save the full Audit report as JSON"],
    ["agentgauge audit example.com --local --agent claude-code", "what Claude Code's WebFetch receives: verdict, reason and the text it keeps"],
    ["agentgauge audit example.com --assert score=80 --assert llms-txt=100 --assert category:content=70", "fail a CI job (exit 1) unless every assertion holds"],
    ["agentgauge audit example.com --assert robots-txt=pass --assert sitemap=warn", "require a status: pass, or warn and better"],
    ["agentgauge audit docs.example.com --preset docs --assert llms-full-txt=pass", "a preset's assertions, one of them replaced"],
    ["agentgauge audit example.com --assert openapi=100 --strict", "fail unless openapi applies to the site and scores 100"],
    ["agentgauge audit example.com --format sarif --output agentgauge.sarif", "SARIF for code scanning; the readable summary still prints"],
    ['agentgauge audit example.com --format markdown >> "$GITHUB_STEP_SUMMARY"', "a summary table for a CI job page or a pull request"],
    ["agentgauge audit example.com --baseline report.json --fail-on-regression", "exit 1 when any check regressed since report.json"],
    ["agentgauge audit example.com --baseline latest --fail-on-regression", "remote mode: compare with the site's latest scan on the service"],
    ["agentgauge audit --config ci/agentgauge.config.json", "URLs, options and assertions from a file"],
    ["AGENTGAUGE_API_KEY=ag_... agentgauge audit example.com", "run on the Agent Gauge service instead of locally"],
    ["agentgauge audit example.com --local --index https://gauge.example.com", "where the score stands in that service's index: percentile, population, pass share per check"],
    ["agentgauge audit http://127.0.0.1:3000/ --local --allow-private-targets", "audit a site on your own machine"],
    ["agentgauge audit http://127.0.0.1:4000/ --local --browser --allow-private-targets=127.0.0.1:4000", "render it in a local Chromium; only that origin is allowed"],
    ['agentgauge audit https://my-app-git-fix.vercel.app --header "x-vercel-protection-bypass: $BYPASS"', "a protected preview: the header goes to that origin alone"],
    ["agentgauge audit <preview URL> --compare-to https://example.com --assert no-regression", "exit 1 when the preview is worse for agents than production"],
    ["agentgauge audit <preview URL> --compare-to https://example.com --format markdown", "what the change does for agents, as a pull-request comment"]
  ),
  `Where it runs:
  With an API key (--api-key or AGENTGAUGE_API_KEY) the audit runs on the Agent Gauge service
  (POST /api/v1/engine/audit; start page only, public http(s) targets on ports 80 and 443).
  Without a key, or with --local, it runs on this machine and says so on stderr.
  --max-pages, --allow-private-targets and --browser exist only locally.
  --browser renders each page in Chromium/Chrome (the path given, else AGENTGAUGE_BROWSER or CHROME_PATH, else the
  usual install paths; never a downloaded browser) through playwright-core, an optional package. Every request the
  page makes goes through the same SSRF rules as the engine's own; findings then say view "rendered" or "raw".`,
  `Output:
  --format text (default): a readable report on stdout (colours when stdout is a terminal and NO_COLOR is
  unset). json: the Audit report itself (an array of reports for several URLs). markdown: a summary table
  for $GITHUB_STEP_SUMMARY or a pull-request comment. sarif: SARIF 2.1.0 for code scanning (one rule per
  check, one result per warning or failure). junit: JUnit XML (one testsuite per URL, one testcase per check).
  --output <file> writes the format to the file and prints the readable report on stdout;
  --output <format>:<file> (repeatable) writes other formats of the same audit, e.g.
  --output sarif:agentgauge.sarif --output markdown:summary.md --output json:report.json.
  A check that does not apply to the site is never shown as a failure, in any format.
  Top fixes are ordered by the points each check returns when it reaches 100:
  (100 - score) * weight / total weight of the counted checks.
  Progress of multi-page audits, failed assertions and all errors go to stderr.`,
  `Protected previews and production:
  --header "Name: value" (repeatable) and AGENTGAUGE_HEADERS (a JSON object) add headers to every request to the
  audited URL's origin (agent profiles keep their own User-Agent and Accept): never to another origin a link, a
  redirect or a declared surface leads to, nor to the --compare-to URL, and never printed or written to a report.
  User-Agent, Accept, Accept-Encoding, Host and hop-by-hop headers (Connection, Transfer-Encoding, ...) are refused.
  --compare-to <production URL> audits production in the same run with the same options and compares: the score's
  change, checks resolved and regressed, agent verdicts that changed ("ChatGPT (ChatGPT-User): reads \u2192 blocked"),
  whether the two are comparable and why not. --format markdown is then a pull-request comment; sarif lists only the
  findings the preview introduced; --assert no-regression exits 1 on a regressed check, agent verdict or journey.`,
  `Index:
  With --index <base URL>, or AGENTGAUGE_URL (--base-url) set, each report asks that service's published index
  (GET /api/v1/index/benchmark) where its score stands in the current edition: its percentile overall and among
  sites of its category, the population, and for each check the share of those sites that pass it. The text and
  Markdown reports print it; --format json adds it to the report as "benchmark". A report scored under another
  scorecard than the edition's gets no percentile, and says why. A service with no edition published gives none.`,
  `Assertions:
  --assert ${ASSERTION_FORMS}. A score assertion needs at least that score
  (a page check's mean over the pages in a site audit); "pass" needs the check to pass, "warn" a warning
  or a pass. Each failed assertion prints one line on stderr; the run exits 1. --min-score <n> is
  --assert score=<n>. A check or category that does not apply to the site is not judged: the run counts
  "N met, N failed, N not judged" and exits 0 for it, unless --strict (config "strict": true) makes it fail.
  Under --profile auto, an --assert on a check that auto-detection dropped says so on stderr.
  --preset <name> (${PRESET_NAMES.join(", ")}) adds a documented set ("agentgauge checks --presets");
  an --assert or config entry of the same key replaces the preset's.`,
  `Config file:
  agentgauge.config.json in the working directory, or --config <file>: the flags' options in camelCase
  (urls, local, profile, checks, timeout, retries, maxPages, allowPrivateTargets, browser, format, output, minScore,
  preset, strict, baseline, failOnRegression, baseUrl) and "assert": {"score": 80, "llms-txt": 100, "robots-txt": "pass"}.
  Flags win over the file; paths in the file are relative to it. Several URLs give one report each.`,
  `${EXIT_CODES_HELP}
  With several URLs, an audit that could not run gives its exit code (3, 4 or 5) after the others ran.
  Remote errors: the API's refusal of a target exits 3, an unreachable target 4, other invalid
  input (HTTP 400/413) 2, and key, plan, rate-limit or service errors 5; each prints the HTTP status.`,
  ENVIRONMENT_HELP
);
var collect = (value, previous = []) => [...previous, value];
function registerAuditCommand(program) {
  const command = program.command("audit").description(`Measure how ready a website is for AI agents (${CHECK_COUNT} checks) and print the report.`).argument("[urls...]", 'the pages to audit; https:// is added when no scheme is given (default: "urls" of the config file)').option("--local", "run the audit on this machine even when an API key is configured").option("--profile <profile>", `which checks count: ${REQUESTABLE_PROFILES.join(", ")} (default auto)`, parseProfile).option("--checks <ids>", 'comma-separated check ids to run (default all; see "agentgauge checks")', parseCheckIds).option(
    "--timeout <ms>",
    `per-request timeout in milliseconds, ${timeout.min}-${timeout.max} (default ${DEFAULTS.timeout})`,
    integerFlag(timeout.min, timeout.max)
  ).option("--retries <n>", `retries per request, ${retries.min}-${retries.max} (default ${DEFAULTS.retries})`, integerFlag(retries.min, retries.max)).option(
    "--max-pages <n>",
    `pages to measure, start page included, ${maxPages.min}-${maxPages.max} (default ${DEFAULTS.maxPages}; local only)`,
    integerFlag(maxPages.min, maxPages.max)
  ).addOption(new Option("--format <format>", "output format (default text)").choices(FORMATS)).option("--json", "the same as --format json: the Audit report as JSON on stdout").option("--agent <id>", "print what this agent profile receives (claude-code, cursor, codex, chatgpt, gemini, perplexity, mcp-fetch, browser): its verdict, why, and the text it keeps", parseAgent).option(
    "--output <file>",
    "write the output format to this file, the readable report still printing on stdout (repeatable; <format>:<file> writes another format)",
    collect
  ).option("--assert <assertion>", `exit 1 unless it holds (repeatable): ${ASSERTION_FORMS}`, collect).option("--preset <name>", `assertions of a preset (repeatable): ${PRESET_NAMES.join(", ")}; --assert replaces its entries (see "agentgauge checks --presets")`, parsePreset).option("--strict", "an assertion that could not be judged (its check does not apply to the site) fails the run").option("--min-score <n>", "exit with code 1 when the overall score is below n (0-100); same as --assert score=<n>", integerFlag(0, 100)).option(
    "--baseline <report.json|latest>",
    "compare with an earlier Audit report (--format json output), or in remote mode with the latest scan of the site on the service, and print what changed"
  ).option("--fail-on-regression", "with --baseline: exit 1 when any check regressed or an agent lost a journey; with --compare-to, the same as --assert no-regression").option("--config <file>", "read URLs, options and assertions from this file (default: ./agentgauge.config.json if present)").option(
    "--allow-private-targets [host:port,...]",
    "allow localhost, private networks and any port, or only the listed host:port origins (local only; for testing)",
    parsePrivateTargetsFlag
  ).option(
    "--browser [path]",
    "render each page in a local Chromium/Chrome for the rendered view: WebMCP tools registered by scripts, the accessibility tree, content added by JavaScript (local only; needs playwright-core)"
  ).option("--index <url>", "the Agent Gauge service whose published index benchmarks each report (default: --base-url / AGENTGAUGE_URL): percentile, population and each check's pass share").option("--dns-server <host:port>", "ask this DNS server for every lookup of the audit, DNS-AID records included (repeatable; local only; default AGENTGAUGE_DNS_SERVERS, else the system's)", collect).option(
    '--header <"Name: value">',
    "send this header with every request to the audited URL's origin and no other, e.g. a protected preview's bypass token (repeatable; local only; never printed; also AGENTGAUGE_HEADERS)",
    collect
  ).option("--compare-to <url>", "audit this production URL in the same run and report what the audited preview changes for agents: score, checks, agent verdicts");
  addConnectionOptions(command);
  command.addHelpText("after", AUDIT_HELP).action(async (inputs, flags) => {
    const [{ loadCatalog }, { resolveAuditSettings }, { runAudits }] = await Promise.all([import("./chunks/catalog-UMWZXU2C.mjs"), import("./chunks/audit-settings-IK7TAYMQ.mjs"), import("./chunks/audit-run-AHPXPA2E.mjs")]);
    const catalog = await loadCatalog();
    const settings = await resolveAuditSettings(inputs, flags, catalog);
    await runAudits(settings, catalog);
  });
}

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
  lines.push("", "  Finding codes:", ...columns(entry.codes.map((code2) => [code2.code, code2.statuses?.join("/") ?? "", code2.meaning])).map((line) => `    ${line}`));
  return `${lines.join("\n")}
`;
}
function capsText(entries, style) {
  return entries.map((entry) => ({ entry, caps: capsLines(entry) })).filter(({ caps }) => caps.length > 0).map(({ entry, caps }) => `${style.bold(entry.id)}
${caps.map((line) => `  ${line}`).join("\n")}
`).join("\n");
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
function table2(entries, style) {
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
    const { loadCatalog } = await import("./chunks/catalog-UMWZXU2C.mjs");
    const catalog = await loadCatalog();
    const unknown = ids.filter((id) => !catalog.isCheckId(id));
    if (unknown.length > 0) throw usageError(`unknown check id${unknown.length === 1 ? "" : "s"}: ${unknown.join(", ")} (run "agentgauge checks" for the list)`);
    const entries = ids.length > 0 ? catalog.entries.filter((entry) => ids.includes(entry.id)) : catalog.entries;
    const style = styleFor(process.stdout);
    if (flags.json) process.stdout.write(`${JSON.stringify(entries, null, 2)}
`);
    else if (flags.caps) process.stdout.write(capsText(entries, style));
    else if (ids.length > 0) process.stdout.write(entries.map((entry) => checkDetails(entry, style)).join("\n"));
    else process.stdout.write(table2(entries, style));
  });
}

// bin/cli/admin-elsewhere.ts
var ADMIN_ELSEWHERE = `admin commands need the service's database and are not part of @agentgauge/cli: run "bin/agentgauge admin ..." in the Agent Gauge service checkout (with its DATABASE_URL or DATA_DIR)`;
function registerAdminCommands(program) {
  program.command("admin").description("Operators' commands: they live in the Agent Gauge service checkout (bin/agentgauge admin), not in this package.").helpOption(false).allowUnknownOption().allowExcessArguments().argument("[command...]").action(() => {
    throw usageError(ADMIN_ELSEWHERE);
  });
}

// bin/cli/fleet-command.ts
var import_node_path = __toESM(require_node_path(), 1);

// lib/fleets/figure-words.ts
var OUTCOME_WORDS = [
  { key: "reads", label: "Reads", holds: "it reads the main content" },
  { key: "partial", label: "Partly reads", holds: "it gets part of the main content (cut by truncation, part built by scripts, or in a frame)" },
  {
    key: "refused",
    label: "Refused or challenged",
    holds: "an error status (401, 403, 429 or another) or a refusal or sign-in page for its user agent while a browser gets the content, or a bot challenge"
  },
  { key: "disallowed", label: "Disallowed by robots.txt", holds: "a robots.txt rule for the token it obeys: it sends no request" },
  { key: "javascript", label: "Needs JavaScript", holds: "no main content without JavaScript (an application shell), for an agent that runs none" },
  { key: "other", label: "Blocked otherwise", holds: "blocked for a cause none of these name: the main content only in a frame it does not load, or behind a meta refresh it does not follow" },
  { key: "unreachable", label: "Unreachable", holds: "no answer to its request (the connection failed) where the scanner was answered" }
];
var NOT_MEASURED_WORDS = {
  label: "Not measured",
  holds: "the scanner's own limits (no browser for the browsing agent, a time budget), a target blocked to the scanner before any view was taken, or a row from before causes were recorded; never in a share's denominator"
};
function percent(share) {
  return share === null ? "n/a" : `${Math.round(share * 1e3) / 10}%`;
}
var count = (value) => value.toLocaleString("en-US");
function shareWithCount(part) {
  return part.share === null ? "n/a" : `${percent(part.share)} (${count(part.count)})`;
}
function describeScoreRange(score, noun) {
  if (score.median === null) return `No ${noun} scored.`;
  return `Median ${score.median}; half of the ${noun} score between ${score.p25} and ${score.p75}, eight in ten between ${score.p10} and ${score.p90}.`;
}
function describeNeedsJavaScript(figure, noun) {
  const unrecorded = figure.notRecorded > 0 ? ` ${count(figure.notRecorded)} more scanned before causes were recorded are not counted.` : "";
  if (figure.targets === 0) return `Needs JavaScript: not applicable (no scanned ${noun} with recorded causes).${unrecorded}`;
  return `Needs JavaScript: ${percent(figure.share)} of ${count(figure.targets)} scanned ${noun} (${count(figure.count)}), where some agent that runs no JavaScript gets no main content without it (an application shell), rendered in a browser or not.` + unrecorded;
}
var CAP_CONDITION_WORDS = {
  "agents-refused": "every agent that names itself in its user agent is refused, challenged, disallowed by robots.txt or gets no answer",
  "javascript-only": "every agent that runs no JavaScript and is not refused gets none or part of the main content without it (a page that also refuses every named agent counts under agents-refused)"
};
function describeCapConditions(figure, noun) {
  const unrecorded = figure.notRecorded > 0 ? ` (${count(figure.notRecorded)} scanned before it was recorded are not counted)` : "";
  if (figure.targets === 0) return [`Caps: not applicable (no scanned ${noun} with a recorded cap condition)${unrecorded}.`];
  return Object.keys(SCORE_CAPS).map((id) => {
    const cap = figure.caps[id];
    return `Cap ${id} (at most ${SCORE_CAPS[id].limit}: ${CAP_CONDITION_WORDS[id]}): condition met on ${percent(cap.share)} of ${count(figure.targets)} scanned ${noun} (${count(cap.met)})${unrecorded}; it lowered ${count(cap.lowered)} of their scores.`;
  });
}
function describeRenderSample(render) {
  if (render.sampled === 0) return "Render sample: no start page was rendered in a browser, so what a browsing agent reads was not measured.";
  return `Render sample: ${count(render.sampled)} start pages rendered in a browser; on ${count(render.jsOnly)} of them (${percent(render.share)}, 95% interval ${percent(render.ci95?.[0] ?? null)} to ${percent(render.ci95?.[1] ?? null)}) the browser reads main content that no agent without JavaScript gets.`;
}

// bin/cli/fleet-progress.ts
var import_promises = __toESM(require_promises(), 1);
var POLL_SECONDS = 2;
var PLAIN_LINE_SECONDS = 15;
var BAR_WIDTH = 24;
var count2 = (value) => value.toLocaleString("en-US");
function duration(seconds) {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor(seconds % 3600 / 60);
  const rest = Math.round(seconds % 60);
  return hours > 0 ? `${hours}h ${minutes}m` : minutes > 0 ? `${minutes}m ${rest}s` : `${rest}s`;
}
function progressText(run) {
  const share = run.total === 0 ? 1 : run.done / run.total;
  const eta = run.etaSeconds === null ? "" : `, ETA ${duration(run.etaSeconds)}`;
  return `${count2(run.done)}/${count2(run.total)} ${Math.floor(share * 100)}% (${run.ratePerMinute}/min${eta})`;
}
function bar(run) {
  const filled = Math.round(BAR_WIDTH * (run.total === 0 ? 1 : run.done / run.total));
  return `[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${progressText(run)}`;
}
function countsLine(counts) {
  return `${count2(counts.scanned)} scanned, ${count2(counts.blocked)} blocked, ${count2(counts.unreachable)} unreachable, ${count2(counts.optedOut)} opted out, ${count2(counts.cancelled)} cancelled, ${count2(counts.error)} error`;
}
function timesLine(run) {
  const times = [
    run.startedAt ? `started ${run.startedAt}` : "not started yet",
    run.cancelledAt ? `cancelled ${run.cancelledAt}` : null,
    run.finishedAt ? `ended ${run.finishedAt}` : null
  ].filter(Boolean);
  return times.join(", ");
}
async function followRun(client, fleetId, runId, timeoutSeconds) {
  const stream = process.stderr;
  const deadline = Date.now() + timeoutSeconds * 1e3;
  let lastStatus = "";
  let lastLine = 0;
  for (; ; ) {
    const run = await client.fleetRun(fleetId, runId);
    const ended = run.status !== "queued" && run.status !== "running";
    if (stream.isTTY) {
      stream.write(`\r\x1B[K${`run ${run.status} ${bar(run)}`.slice(0, Math.max((stream.columns ?? 80) - 1, 20))}`);
      if (ended) stream.write("\n");
    } else if (run.status !== lastStatus || Date.now() - lastLine >= PLAIN_LINE_SECONDS * 1e3 || ended) {
      stream.write(`agentgauge: run ${runId} ${run.status}: ${progressText(run)}
`);
      lastLine = Date.now();
    }
    lastStatus = run.status;
    if (ended) return run;
    if (Date.now() >= deadline) {
      if (stream.isTTY) stream.write("\n");
      throw new CliError(EXIT.waitTimedOut, `gave up waiting after ${timeoutSeconds} s: run ${runId} is still ${run.status} (it goes on; follow it with agentgauge fleet status ${runId} --watch)`);
    }
    await (0, import_promises.setTimeout)(Math.min(POLL_SECONDS * 1e3, deadline - Date.now()));
  }
}
function failUnlessSucceeded(run) {
  if (run.status === "succeeded") return;
  const when = run.status === "cancelled" && run.cancelledAt ? ` at ${run.cancelledAt}` : "";
  throw new CliError(EXIT.failure, `run ${run.id} ended ${run.status}${when}`);
}

// bin/cli/fleet-reads.ts
var WATCH_SECONDS = 86400;
function fleetLines(body) {
  if (body.fleets.length === 0) return ["No fleet yet: upload a list with agentgauge fleet create <file>."];
  return [
    ...table(
      ["FLEET", "NAME", "TARGETS", "LAST RUN", "STATUS", "DONE"],
      body.fleets.map((fleet) => [
        fleet.id,
        fleet.name,
        count2(fleet.targetCount),
        fleet.lastRun?.id ?? "none yet",
        fleet.lastRun ? `${fleet.lastRun.status}${fleet.lastRun.cancelledAt ? ` ${fleet.lastRun.cancelledAt}` : ""}` : "-",
        fleet.lastRun ? `${count2(fleet.lastRun.done)}/${count2(fleet.lastRun.total)}` : "-"
      ])
    ),
    ...body.nextOffset === null ? [] : ["", `More: agentgauge fleet list --offset ${body.nextOffset}`]
  ];
}
function runLines(run) {
  return [
    `Run ${run.id} of fleet ${run.fleetId}: ${run.status}${run.status === "cancelled" && run.cancelledAt ? ` (cancelled ${run.cancelledAt})` : ""}`,
    `Progress: ${progressText(run)}; ${timesLine(run)}.`,
    `Targets: ${countsLine(run.counts)}.`,
    run.status === "queued" || run.status === "running" ? `Follow it: agentgauge fleet status ${run.id} --watch` : `The figures: agentgauge fleet summary ${run.id}`
  ];
}
function registerFleetReads(fleet) {
  addRemoteOptions(
    fleet.command("list").description("The organization's fleets, newest first, each with its newest run.").option("--limit <n>", "fleets per page, 1-50 (default 20)", integerFlag(1, 50), 20).option("--offset <n>", "fleets to skip, 0-10000 (default 0)", integerFlag(0, 1e4), 0),
    ["agentgauge fleet list", "every fleet, its targets and its last run"],
    ["agentgauge fleet list --json", "the API's body (GET /api/v1/me/fleets)"]
  ).action(async (flags) => {
    printResult(flags, await clientFor(flags).listFleets(flags.limit, flags.offset), fleetLines);
  });
  addRemoteOptions(
    fleet.command("status").description("One run's state: progress, counts, when it started, was cancelled and ended; --watch follows it to the end.").argument("<runId>", 'the run id (printed by "agentgauge fleet run", listed by "agentgauge fleet list")').option("--watch", "follow the run until it ends (a progress bar on a terminal, plain lines otherwise); exit 5 when it failed or was cancelled").option("--timeout <seconds>", `with --watch, give up after this many seconds, 1-${WATCH_SECONDS} (default ${WATCH_SECONDS}); exit 6 when the run is still going`, integerFlag(1, WATCH_SECONDS), WATCH_SECONDS),
    ["agentgauge fleet status <runId>", "where the run stands now"],
    ["agentgauge fleet status <runId> --watch", "follow it to the end"]
  ).action(async (runId, flags) => {
    const client = clientFor(flags);
    const found = await client.findFleetRun(runId);
    const run = flags.watch ? await followRun(client, found.fleetId, runId, flags.timeout) : found;
    printResult(flags, run, runLines);
    if (flags.watch) failUnlessSucceeded(run);
  });
}

// bin/cli/fleet-command.ts
var DEFAULT_WAIT_SECONDS = 86400;
var MEDIA_TYPES = { ".csv": "text/csv", ".json": "application/json" };
function renderSampleFlag(value) {
  const parsed = Number(value.trim());
  if (value.trim() === "" || !Number.isFinite(parsed) || parsed < 0 || parsed > 1) throw new InvalidArgumentError("Expected a number from 0 to 1.");
  return parsed;
}
function formatFlag(value) {
  const format = value.trim().toLowerCase();
  if (format !== "csv" && format !== "parquet") throw new InvalidArgumentError("Expected csv or parquet.");
  return format;
}
var percent2 = (value) => value === null ? "-" : `${Math.round(value * 1e3) / 10}%`;
function agentLines(summary) {
  if (!summary.needsJavaScript || !summary.agents.every((agent) => agent.outcomes)) {
    return table(["AGENT", "READS", "PARTIAL", "BLOCKED", "UNKNOWN", "READ RATE"], summary.agents.map((agent) => [agent.profile, agent.reads, agent.partial, agent.blocked, agent.unknown, percent2(agent.readRate)]));
  }
  return [
    ...table(
      ["AGENT", "MEASURED", ...OUTCOME_WORDS.map(({ label }) => label.toUpperCase()), NOT_MEASURED_WORDS.label.toUpperCase()],
      summary.agents.map((agent) => [agent.profile, `${agent.outcomes.measured} of ${agent.outcomes.targets}`, ...OUTCOME_WORDS.map(({ key }) => shareWithCount(agent.outcomes[key])), agent.outcomes.notMeasured])
    ),
    "",
    describeNeedsJavaScript(summary.needsJavaScript, "targets"),
    ...describeCapConditions(summary.capConditions, "targets")
  ];
}
function summaryLines(summary) {
  const { targets, score, render } = summary;
  const lines = [
    `Run ${summary.runId} of fleet ${summary.fleetId}: ${summary.status} (scorecard ${summary.scorecard}, ${summary.engine})`,
    `Targets: ${count2(targets.total)}: ${count2(targets.scanned)} scanned, ${count2(targets.blocked)} blocked, ${count2(targets.unreachable)} unreachable, ${count2(targets.optedOut)} opted out, ${count2(targets.cancelled)} cancelled, ${count2(targets.error)} error`,
    score.median === null ? "Score: no target scanned yet." : `Score of ${count2(targets.scanned)} scanned targets: median ${score.median}, p10 ${score.p10}, p25 ${score.p25}, p75 ${score.p75}, p90 ${score.p90}. ${describeScoreRange(score, "scanned targets")}`,
    "",
    ...table(["SCORE", "TARGETS"], score.histogram.map((bin) => [`${bin.from}-${bin.to === 100 ? 100 : bin.to - 1}`, bin.count])),
    "",
    ...table(
      ["CHECK", "PASS", "WARN", "FAIL", "N/A", "UNKNOWN", "PASS RATE"],
      summary.checks.map((check) => [check.checkId, check.pass, check.warn, check.fail, check.notApplicable, check.unknown, percent2(check.passRate)])
    ),
    "",
    ...agentLines(summary),
    `Categories: ${summary.categories.filter((category) => category.targets > 0).map((category) => `${category.category} ${category.targets} (median ${category.medianScore})`).join(", ") || "none yet"}`,
    describeRenderSample(render),
    "Unknown and not measured are never in a rate's or share's denominator; n/a: measured on none (not applicable, not 0%)."
  ];
  return lines;
}
function registerFleetCommands(program) {
  const fleet = program.command("fleet").description("Lists of sites scanned in bulk on the service: create, list, run, status, summary, export (API key needed).");
  registerFleetReads(fleet);
  addRemoteOptions(
    fleet.command("create").description(`Upload a list of sites as a fleet: one domain, origin or URL a line (# comments), a CSV's first column, or JSON {"name", "targets"}.`).argument("<file>", "the list: .csv is read as CSV, .json as JSON, anything else as one target a line; - reads stdin").option("--name <name>", "the fleet's name (default: the file's name)"),
    ["agentgauge fleet create clients.txt", 'upload one domain a line; the fleet is named "clients"'],
    ['agentgauge fleet create top-sites.csv --name "Top 10k"', "the first column of a CSV"]
  ).action(async (file, flags) => {
    const { readFile } = await import("node:fs/promises");
    const text = file === "-" ? await readStdin() : await readFile(file, "utf8").catch((error) => {
      throw new CliError(EXIT.usage, `cannot read ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}`);
    });
    const extension = file === "-" ? "" : import_node_path.default.extname(file).toLowerCase();
    const contentType = MEDIA_TYPES[extension] ?? "text/plain";
    const name = flags.name ?? (file === "-" ? void 0 : import_node_path.default.basename(file, extension));
    const body = contentType === "application/json" ? jsonUpload(text, name) : text;
    const created = await clientFor(flags).createFleet(body, contentType, contentType === "application/json" ? void 0 : name);
    printResult(flags, created, (body2) => [
      `Fleet ${body2.id} "${body2.name}": ${count2(body2.targetCount)} targets.`,
      ...body2.rejected.length === 0 ? [] : [`${count2(body2.rejected.length)} line(s) not taken:`, ...body2.rejected.slice(0, 20).map((entry) => `  line ${entry.line}: ${entry.target}: ${entry.reason}`), ...body2.rejected.length > 20 ? [`  \u2026 and ${count2(body2.rejected.length - 20)} more (--json lists them)`] : []],
      `Run it with: agentgauge fleet run ${body2.id} --wait`
    ]);
  });
  addRemoteOptions(
    fleet.command("run").description("Start a run of a fleet; with --wait, follow it to the end (a progress bar on a terminal, plain lines otherwise).").argument("<fleetId>", 'the fleet id (printed by "agentgauge fleet create")').option("--wait", "follow the run until it ends, then print its counts; exit 5 when it failed or was cancelled").option("--render-sample <share>", "share of start pages (0-1) also rendered in a browser, to measure what a browsing agent reads (default 0.02)", renderSampleFlag).option("--timeout <seconds>", `with --wait, give up after this many seconds, 1-${DEFAULT_WAIT_SECONDS} (default ${DEFAULT_WAIT_SECONDS}); exit 6 when the run is still going`, integerFlag(1, DEFAULT_WAIT_SECONDS), DEFAULT_WAIT_SECONDS),
    ["agentgauge fleet run <fleetId>", "queue a run and print its id"],
    ["agentgauge fleet run <fleetId> --wait", "follow it to the end"]
  ).action(async (fleetId, flags) => {
    const client = clientFor(flags);
    const started = await client.startFleetRun(fleetId, flags.renderSample);
    if (!flags.wait) {
      printResult(flags, started, (body) => [`Run ${body.runId} ${body.status}: ${count2(body.total)} targets.`, `Follow it with: agentgauge fleet summary ${body.runId}`]);
      return;
    }
    const run = await followRun(client, fleetId, started.runId, flags.timeout);
    printResult(flags, run, (body) => [`Run ${body.id} ${body.status}: ${countsLine(body.counts)}.`, `The figures: agentgauge fleet summary ${body.id}`]);
    failUnlessSucceeded(run);
  });
  addRemoteOptions(
    fleet.command("summary").description("Print the population's figures of a run: counts, score quantiles and histogram, pass rate per check, read rate per agent, caps.").argument("<runId>", 'the run id (printed by "agentgauge fleet run")'),
    ["agentgauge fleet summary <runId>", "the figures as tables"],
    ["agentgauge fleet summary <runId> --json", "the API's summary body"]
  ).action(async (runId, flags) => {
    const client = clientFor(flags);
    const run = await client.findFleetRun(runId);
    printResult(flags, await client.fleetSummary(run.fleetId, runId), summaryLines);
  });
  addRemoteOptions(
    fleet.command("export").description("Download a run's rows, one per target with a column per check and agent profile, as CSV or Parquet.").argument("<runId>", "the run id").requiredOption("--format <format>", "csv or parquet", formatFlag).requiredOption("-o, --output <file>", "where to write it (- for stdout)"),
    ["agentgauge fleet export <runId> --format csv -o run.csv", "a CSV with a header row"],
    ["agentgauge fleet export <runId> --format parquet -o run.parquet", "for DuckDB or pandas"]
  ).action(async (runId, flags) => {
    const client = clientFor(flags);
    const run = await client.findFleetRun(runId);
    const response = await client.exportFleetRun(run.fleetId, runId, flags.format);
    const [{ createWriteStream }, { Readable }, { pipeline }] = await Promise.all([import("node:fs"), import("node:stream"), import("node:stream/promises")]);
    const body = Readable.fromWeb(response.body);
    if (flags.output === "-") {
      await pipeline(body, process.stdout, { end: false });
      return;
    }
    let bytes = 0;
    body.on("data", (chunk) => {
      bytes += chunk.length;
    });
    await pipeline(body, createWriteStream(flags.output)).catch((error) => {
      throw new CliError(EXIT.failure, `cannot write ${flags.output}: ${error.message}`);
    });
    process.stderr.write(`agentgauge: wrote ${count2(bytes)} bytes (${count2(run.total)} rows) to ${flags.output}
`);
  });
}
function jsonUpload(text, name) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CliError(EXIT.usage, 'the .json file is not valid JSON: send {"name": "...", "targets": [...]} or an array of targets');
  }
  return Array.isArray(parsed) ? JSON.stringify({ name: name ?? "Fleet", targets: parsed }) : text;
}
async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

// bin/cli/journeys-command.ts
var JOURNEYS_HELP = sections(
  examples(
    ['agentgauge journeys example.com --journey "What does the Pro plan cost? => $29"', "can each agent find the answer?"],
    ["agentgauge journeys example.com --config agentgauge.config.json --json", `the config file's "journeys", as JSON`],
    ['agentgauge journeys 127.0.0.1:3000 --allow-private-targets --journey "Opening hours? => 9am"', "a site on your own machine"]
  ),
  `Journeys:
  A journey is a question and its answer: --journey "<question> => <answer>" (repeatable), or the config file's
  "journeys" (name, question, answer, start). Each runs, from its start page, for every user-triggered agent
  profile (the browser profile only with --browser): found (hops, URL, the quoted sentence), or the reason this
  agent did not find it and a finding code. Journeys always run on this machine (--local is implied; an API key,
  set or not, is not used): the service's engine audit takes none. The run exits 0 whatever the results, unless --assert journey:<name>=found (repeatable; also
  in "agentgauge audit") names a journey some profile did not find: then 1. With no journey it exits 2.
  --json prints {"url", "engine", "scorecard", "journeys": [{"name", "question", "results": [{"profile", "found",
  "hops", "url", "quote", "reason", "code"}]}]}.`,
  EXIT_CODES_HELP,
  `Environment:
  ${DNS_SERVERS_ENV}   DNS servers (host:port,\u2026) for every lookup (same as --dns-server of "audit")
  ${DNS_TRUST_AD_ENV}  1: trust the DNSSEC AD bit of a resolver that is not on loopback
  AGENTGAUGE_API_KEY and AGENTGAUGE_URL are not read: journeys never run on the service.`
);
var collect2 = (value, previous = []) => [...previous, value];
function journeysOutput(url, engine, scorecard, journeys) {
  return {
    url,
    engine,
    scorecard: scorecard ?? null,
    journeys: journeys.map((journey) => ({
      name: journey.name,
      question: journey.question,
      results: journey.results.map(({ profile, found, hops, url: at, quote, reason, code: code2 }) => ({ profile, found, hops, url: at, quote, reason, code: code2 }))
    }))
  };
}
function registerJourneysCommand(program) {
  const command = program.command("journeys").description("Can each AI agent find the answer? Run journeys (a question and its answer) for every agent profile, on this machine.").argument("<url>", "the start page; https:// is added when no scheme is given").option("--local", "run on this machine: implied, journeys always do (the service's engine audit takes none)").option("--config <file>", 'read "journeys" and options from this file (default: ./agentgauge.config.json if present)').option("--journey <journey>", `a journey, "<question> => <answer>" (repeatable; added to the config file's)`, collect2).option("--browser [path]", "render pages in a local Chromium/Chrome: adds the browser profile (needs playwright-core)").option(
    "--allow-private-targets [host:port,...]",
    "allow localhost, private networks and any port, or only the listed host:port origins (for testing)",
    parsePrivateTargetsFlag
  ).option("--assert <assertion>", "exit 1 unless it holds (repeatable): journey:<name>=found, or any of audit's", collect2).option("--json", 'print {"url", "engine", "scorecard", "journeys"} as JSON');
  for (const flag of ["--api-key <key>", "--base-url <url>", "--url <url>"]) command.addOption(new Option(flag).hideHelp());
  command.addHelpText("after", JOURNEYS_HELP).action(async (input, flags) => {
    const [{ loadCatalog }, { resolveAuditSettings }, { evaluateAssertions }, { runLocalAudit }, { journeysText }] = await Promise.all([
      import("./chunks/catalog-UMWZXU2C.mjs"),
      import("./chunks/audit-settings-IK7TAYMQ.mjs"),
      import("./chunks/assertions-5BUBHFSE.mjs"),
      import("./chunks/local-audit-SIB3M72W.mjs"),
      import("./chunks/journeys-S45ZDAAZ.mjs")
    ]);
    const catalog = await loadCatalog();
    const settings = await resolveAuditSettings([input], { ...flags, local: true, json: void 0 }, catalog);
    const { assertRunnablePatterns, resolveJourneys } = await import("./chunks/journeys-input-Y5TQ5EWH.mjs");
    const journeys = resolveJourneys(settings.engine.journeys ?? [], flags.journey ?? []);
    if (journeys.length === 0) {
      throw usageError('no journeys to run: add --journey "<question> => <answer>" or list "journeys" in the config file');
    }
    const { keepCompiledEngine, loadEngine } = await import("./chunks/engine-YVUNIUO7.mjs");
    const engine = await loadEngine();
    if (journeys.some((journey) => typeof journey.answer === "object" && !Array.isArray(journey.answer))) {
      await engine.loadJourneyPatterns();
      assertRunnablePatterns(journeys, engine.journeyPatternRefusal);
    }
    const report = await runLocalAudit(engine, settings.urls[0], { ...settings.engine, journeys });
    keepCompiledEngine(true);
    const output = journeysOutput(report.url, report.engine, report.scorecard, report.journeys ?? []);
    process.stdout.write(flags.json ? `${JSON.stringify(output, null, 2)}
` : journeysText(output));
    const failed = evaluateAssertions(settings.assertions, report, catalog.entries, settings.strict).filter((result) => result.failsRun);
    for (const result of failed) process.stderr.write(`agentgauge: assertion failed: ${result.message}
`);
    if (failed.length > 0) throw new CliError(EXIT.assertionFailed, "");
  });
}

// bin/cli/reads-command.ts
var import_node_fs = __toESM(require_node_fs(), 1);

// bin/cli/sites-command.ts
function siteRows(sites) {
  if (sites.length === 0) return ["No sites yet. Add one with: agentgauge sites add <url>"];
  const rows = table(
    ["ID", "HOST", "LATEST", "PREVIOUS", "SCANNED"],
    sites.map((site) => [site.id, site.host, site.latestScore, site.previousScore, site.latestScannedAt])
  );
  const failures = sites.flatMap((site) => site.lastScanFailure ? [`${site.host}: ${scanFailureLine(site.lastScanFailure)}`] : []);
  return failures.length === 0 ? rows : [...rows, "", ...failures];
}
function scanFailureLine(failure) {
  return `last scan failed at ${failure.failedAt}: ${failure.error} (scan ${failure.scanId})`;
}
function registerSitesCommands(program) {
  const sites = program.command("sites").description("List the organization's sites with their latest and previous scores (API key needed).").enablePositionalOptions();
  addRemoteOptions(
    sites,
    ["agentgauge sites", "list your sites and their scores"],
    ["agentgauge sites --json", "the same as JSON"],
    ["agentgauge sites add https://example.com/", "add a site"],
    ["agentgauge sites set-url <siteId> http://127.0.0.1:4000/", "correct the address of a site, keeping its history"]
  ).action(async (flags) => {
    const list = await clientFor(flags).listSites();
    printResult(flags, list, (body) => siteRows(body.sites));
  });
  const add = sites.command("add").description("Add a site to the organization (API key needed).").argument("<url>", "the start page of the site, e.g. https://example.com/ (a bare domain means https://, a bare IP or localhost with a port http://)");
  addRemoteOptions(
    add,
    ["agentgauge sites add https://example.com/", "add a site; prints its id for `agentgauge scan <siteId>`"],
    ["agentgauge sites add https://example.com/ --json", "the created site as JSON"]
  ).action(async (url, flags) => {
    const site = await clientFor(flags).addSite(url);
    printResult(flags, site, (body) => [
      `Added ${body.host} (${body.url}) with id ${body.id}.`,
      `Scan it with: agentgauge scan ${body.id} --wait`
    ]);
  });
  const setUrl = sites.command("set-url").description("Change the address of one of the organization's sites; its scans and history stay (API key needed).").argument("<siteId>", 'the site id (see "agentgauge sites")').argument("<url>", 'the new start page, by the rule of "sites add"');
  addRemoteOptions(
    setUrl,
    ["agentgauge sites set-url <siteId> http://127.0.0.1:4000/", "the site is measured at the new address from its next scan on"],
    ["agentgauge sites set-url <siteId> example.com --json", "the changed site as JSON"]
  ).action(async (siteId, url, flags) => {
    const site = await clientFor(flags).setSiteUrl(siteId, url);
    printResult(flags, site, (body) => [`${body.id} now measures ${body.url}; its history is kept.`, `Scan it with: agentgauge scan ${body.id} --wait`]);
  });
}

// bin/cli/reads-command.ts
var SITE_ID = ["<siteId>", 'the site id (see "agentgauge sites")'];
function siteCommand(program, name, description) {
  return program.command(name).description(`${description} (API key needed).`).argument(...SITE_ID);
}
function comparisonLines(body) {
  const sign = body.scoreDelta > 0 ? "+" : "";
  const lines = [
    `${body.host}: ${body.before.score ?? "-"} -> ${body.after.score ?? "-"} (${sign}${body.scoreDelta}), scans ${body.before.id} -> ${body.after.id}`,
    ...body.warnings.map((warning) => `warning: ${warning}`)
  ];
  const changed = body.changes.filter((change) => change.scoreDelta !== 0);
  if (changed.length > 0) {
    lines.push(...table(["CHECK", "BEFORE", "AFTER", "DELTA", "CHANGE"], changed.map((c) => [c.checkId, c.before?.score, c.after?.score, c.scoreDelta, c.change])));
  } else {
    lines.push("No check changed its score.");
  }
  return lines;
}
function registerReport(program) {
  addRemoteOptions(
    siteCommand(program, "report", "Print the latest stored report of one site"),
    ["agentgauge report <siteId>", "score, grade and every check of the latest scan"],
    ["agentgauge report <siteId> --json", "the full report, pages included, as JSON"]
  ).action(async (siteId, flags) => {
    const report = await clientFor(flags).siteReport(siteId);
    printResult(flags, report, (body) => [
      `${body.host}: score ${body.score}/100, grade ${body.grade.label} (scan ${body.scanId}, ${body.scannedAt})`,
      ...table(["CHECK", "SCORE", "NAME"], body.results.map((result) => [result.id, result.score, result.name]))
    ]);
  });
}
function registerHistory(program) {
  const command = siteCommand(program, "history", "List the finished scans of one site, newest first").option("--limit <n>", "scans per page, 1-50 (without --limit and --offset: the 100 newest)", integerFlag(1, 50)).option("--offset <n>", 'scans to skip, 0-10000 (the "next" line of the previous page says where to go on)', integerFlag(0, 1e4));
  addRemoteOptions(
    command,
    ["agentgauge history <siteId>", "scores and engine versions over time"],
    ["agentgauge history <siteId> --limit 10", "the ten newest scans, and the command for the next ten"],
    ["agentgauge history <siteId> --json", "the same as JSON (nextOffset says where the next page starts)"]
  ).action(async (siteId, flags) => {
    const history = await clientFor(flags).history(siteId, { limit: flags.limit, offset: flags.offset });
    printResult(flags, history, (body) => {
      const failure = body.lastScanFailure ? [`${body.host}: ${scanFailureLine(body.lastScanFailure)}`] : [];
      if (body.scans.length === 0) {
        return [...failure, flags.offset ? `${body.host} has no finished scan past offset ${flags.offset}.` : `${body.host} has no finished scan yet.`];
      }
      const rows = table(["SCAN", "FINISHED", "SCORE", "PAGES", "ENGINE", "TRIGGER"], body.scans.map((s) => [s.id, s.finishedAt, s.score, s.pageCount, s.engine, s.trigger]));
      const withNotes = rows.flatMap((row, index) => {
        const from = index > 0 ? body.scans[index - 1].addressChangedFrom : null;
        return from ? [row, `  (address changed here: the scans from here down measured ${from})`] : [row];
      });
      const lines = [...failure, ...failure.length > 0 ? [""] : [], ...withNotes];
      if (body.nextOffset === null) return lines;
      const limit = flags.limit ? ` --limit ${flags.limit}` : "";
      return [...lines, `next: agentgauge history ${siteId}${limit} --offset ${body.nextOffset}`];
    });
  });
}
function registerCompare(program) {
  const command = siteCommand(program, "compare", "Compare two finished scans of one site (default: the latest two)").option("--before <scanId>", 'the earlier scan (see "agentgauge history")').option("--after <scanId>", "the later scan");
  addRemoteOptions(
    command,
    ["agentgauge compare <siteId>", "what changed between the latest two scans"],
    ["agentgauge compare <siteId> --before <scanId> --after <scanId>", "compare two chosen scans"]
  ).action(async (siteId, flags) => {
    const comparison = await clientFor(flags).compare(siteId, { before: flags.before, after: flags.after });
    printResult(flags, comparison, comparisonLines);
  });
}
function registerFixes(program) {
  const command = siteCommand(program, "fixes", "List the open fixes of one site, or print the whole fix of one check").argument(
    "[checkId]",
    "a check id: print its fix as prose"
  );
  addRemoteOptions(
    command,
    ["agentgauge fixes <siteId>", "open work, ordered by the points each fix returns"],
    ["agentgauge fixes <siteId> llms-txt", "the whole fix of the llms-txt check"]
  ).action(async (siteId, checkId, flags) => {
    const client = clientFor(flags);
    if (checkId) {
      printResult(flags, await client.fixGuide(siteId, checkId), (body) => [body.fix]);
      return;
    }
    printResult(
      flags,
      await client.fixes(siteId),
      (body) => body.fixes.length === 0 ? [body.scanId ? "Nothing to fix: every counted check scores 100." : "No finished scan yet."] : table(["GAIN", "CHECK", "FIX"], body.fixes.map((fix) => [fix.gain, fix.checkId, fix.headline]))
    );
  });
}
function registerArtifact(program) {
  const command = siteCommand(program, "artifact", "Print a file generated for one site (e.g. llms-txt)").argument("<kind>", "which file, e.g. llms-txt, robots-txt, sitemap-xml").option("--out <file>", "write the file here instead of stdout");
  addRemoteOptions(
    command,
    ["agentgauge artifact <siteId> llms-txt --out llms.txt", "save the generated llms.txt; where to serve it goes to stderr"],
    ["agentgauge artifact <siteId> robots-txt", "print the generated robots.txt"]
  ).action(async (siteId, kind, flags) => {
    const artifact = await clientFor(flags).artifact(siteId, kind);
    if (flags.json) {
      printResult(flags, artifact, () => []);
      return;
    }
    if (flags.out) {
      try {
        (0, import_node_fs.writeFileSync)(flags.out, artifact.body);
      } catch (error) {
        throw new CliError(EXIT.failure, `could not write ${flags.out}: ${error instanceof Error ? error.message : String(error)}`);
      }
      process.stderr.write(`agentgauge: wrote ${flags.out}
`);
    } else {
      process.stdout.write(artifact.body.endsWith("\n") ? artifact.body : `${artifact.body}
`);
    }
    const headers = Object.entries(artifact.headers).map(([name, value]) => `${name}: ${value}`);
    const paths = [artifact.path, ...artifact.alsoServeAt ?? []].join(" and at ");
    process.stderr.write(`agentgauge: serve it at ${paths} with ${headers.join("; ") || "no extra headers"}
`);
  });
}
function registerVerifications(program) {
  addRemoteOptions(
    siteCommand(program, "verifications", "List whether advised fixes were verified by later scans"),
    ["agentgauge verifications <siteId>", "pending, verified and expired fixes"],
    ["agentgauge verifications <siteId> --json", "the same as JSON"]
  ).action(async (siteId, flags) => {
    const list = await clientFor(flags).verifications(siteId);
    printResult(
      flags,
      list,
      (body) => body.verifications.length === 0 ? [`${body.host} has no verification records yet.`] : table(["CHECK", "STATUS", "BASELINE", "OBSERVED", "GAINED", "ADVISED"], body.verifications.map((v) => [v.checkId, v.status, v.baselineScore, v.observedScore, v.gained, v.advisedAt]))
    );
  });
}
function registerReadCommands(program) {
  registerReport(program);
  registerHistory(program);
  registerCompare(program);
  registerFixes(program);
  registerArtifact(program);
  registerVerifications(program);
}

// bin/cli/scan-command.ts
var import_promises2 = __toESM(require_promises(), 1);
var FALLBACK_POLL_SECONDS = 2;
var DEFAULT_WAIT_SECONDS2 = 600;
var MAX_WAIT_SECONDS = 86400;
async function waitForScan(client, scanId, timeoutSeconds) {
  const deadline = Date.now() + timeoutSeconds * 1e3;
  let lastStatus = "";
  for (; ; ) {
    const poll = await client.pollScan(scanId);
    if (poll.status !== lastStatus) {
      process.stderr.write(`agentgauge: scan ${scanId} ${poll.status}
`);
      lastStatus = poll.status;
    }
    if (poll.status !== "queued" && poll.status !== "running") return poll;
    const remainingMs = deadline - Date.now();
    if (remainingMs <= 0) {
      throw new CliError(
        EXIT.waitTimedOut,
        `gave up waiting after ${timeoutSeconds} s: scan ${scanId} is still ${poll.status} (it goes on; follow it with GET /api/v1/me/scans/${scanId})`
      );
    }
    const seconds = poll.pollAfterSeconds !== void 0 && poll.pollAfterSeconds > 0 ? poll.pollAfterSeconds : FALLBACK_POLL_SECONDS;
    await (0, import_promises2.setTimeout)(Math.min(seconds * 1e3, remainingMs));
  }
}
function settledLines(scanId, poll) {
  if (poll.status !== "succeeded" || !poll.report) return [`Scan ${scanId}: ${poll.status}`];
  const { report } = poll;
  return [`Scan ${scanId} succeeded: score ${report.score}/100, grade ${report.grade.label} over ${report.pageCount} page(s).`];
}
function registerScanCommand(program) {
  const command = program.command("scan").description("Start a stored scan of one of the organization's sites (API key needed).").argument("<siteId>", 'the site id (see "agentgauge sites")').option("--wait", "poll until the scan settles, then print its score; exit 5 when the scan failed").option(
    "--timeout <seconds>",
    `with --wait, give up after this many seconds, 1-${MAX_WAIT_SECONDS} (default ${DEFAULT_WAIT_SECONDS2}); exit 6 when the scan is still queued or running`,
    integerFlag(1, MAX_WAIT_SECONDS),
    DEFAULT_WAIT_SECONDS2
  );
  addRemoteOptions(
    command,
    ["agentgauge scan <siteId>", "queue a scan and print its id"],
    ["agentgauge scan <siteId> --wait", "wait for the score (progress on stderr)"],
    ["agentgauge scan <siteId> --wait --json", "print the settled scan as JSON"],
    ["agentgauge scan <siteId> --wait --timeout 120", "wait at most two minutes (exit 6 if the scan has not settled)"]
  ).action(async (siteId, flags) => {
    const client = clientFor(flags);
    const queued = await client.startScan(siteId);
    if (!flags.wait) {
      printResult(flags, queued, (body) => [
        `Scan ${body.scanId} ${body.status}.`,
        `Follow it with: agentgauge scan ${siteId} --wait, or read GET ${body.pollUrl}`
      ]);
      return;
    }
    const settled = await waitForScan(client, queued.scanId, flags.timeout);
    printResult(flags, settled, (body) => settledLines(queued.scanId, body));
    if (settled.status === "failed") throw new CliError(EXIT.failure, `scan ${queued.scanId} failed: ${settled.error ?? "no reason given"}`);
  });
}

// bin/cli/traffic-command.ts
var FORMATS2 = ["combined", "common", "cloudflare", "vercel", "ndjson"];
function formatFlag2(value) {
  const format = value.trim().toLowerCase();
  if (!FORMATS2.includes(format)) throw new InvalidArgumentError(`Expected one of ${FORMATS2.join(", ")}.`);
  return format;
}
function dayFlag(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new InvalidArgumentError("Expected a date, YYYY-MM-DD.");
  return value;
}
function registerTrafficCommands(program) {
  const traffic = program.command("traffic").description("what agents actually got from one of your sites, from its access logs, beside what the scan predicted").argument("[siteId]", "the site (with no subcommand: show its figures)").option("--from <day>", "first UTC day (YYYY-MM-DD; 29 days before --to by default)", dayFlag).option("--to <day>", "last UTC day (YYYY-MM-DD; today by default)", dayFlag);
  addRemoteOptions(
    traffic,
    ["agentgauge traffic <siteId>", "per agent: requests, verified and claimed, observed vs predicted, agreement"],
    ["agentgauge traffic upload <siteId> access.log.gz", "send a log; prints its counts when the worker has read it"],
    ["agentgauge traffic analyze access.log --site example.com", "no service: the same table, with a local audit's predictions"]
  ).action(async (siteId, flags) => {
    const { showTraffic } = await import("./chunks/traffic-run-2CXSRWPV.mjs");
    await showTraffic(siteId, flags);
  });
  const upload = traffic.command("upload").description("send an access log of a site (combined, common, Cloudflare Logpush, Vercel or generic NDJSON; .gz is sent compressed)").argument("<siteId>", "the site").argument("<file>", "the log file").option("--format <format>", `the log's format (${FORMATS2.join(", ")}); detected from its first lines by default`, formatFlag2).option("--no-wait", "print the queued batch and return without waiting for its counts");
  addRemoteOptions(upload, ["agentgauge traffic upload <siteId> /var/log/nginx/access.log", "send a log and wait for its counts"]).action(
    async (siteId, file, flags) => {
      const { uploadTraffic } = await import("./chunks/traffic-run-2CXSRWPV.mjs");
      await uploadTraffic(siteId, file, flags);
    }
  );
  const analyze = traffic.command("analyze").description("read a log on this machine (no service, no API key): per agent what it got; with --site, a local audit's predictions beside it").argument("<file>", "the log file (.gz is read compressed)").option("--site <url>", "the site the log is of: other hosts' lines are skipped, and a local audit of its start page predicts each agent").option("--format <format>", `the log's format (${FORMATS2.join(", ")}); detected from its first lines by default`, formatFlag2).option("--allow-private-targets", "let the --site audit reach private addresses (local testing)").option("--json", "print the figures as JSON on stdout");
  analyze.addHelpText("after", sections(examples(["agentgauge traffic analyze access.log", "every agent in the log"], ["agentgauge traffic analyze access.log.gz --site https://example.com", "beside a local audit"]), EXIT_CODES_HELP, ENVIRONMENT_HELP));
  analyze.action(async (file, flags) => {
    const { analyzeTraffic } = await import("./chunks/traffic-run-2CXSRWPV.mjs");
    await analyzeTraffic(file, flags);
  });
}

// bin/cli/program.ts
var PROGRAM_HELP = sections(
  examples(
    ["agentgauge audit example.com --local", "audit a site from this machine"],
    ["agentgauge audit example.com --json --min-score 75", "JSON report; exit 1 when the score is below 75"],
    ["agentgauge checks", `list the ${CHECK_COUNT} checks`],
    ["agentgauge sites", "your organization's sites (API key needed)"],
    ["agentgauge scan <siteId> --wait", "scan one of your sites on the service and print its score"],
    ["agentgauge fleet create sites.txt", "upload a list of sites to scan in bulk (then fleet run, fleet summary)"],
    ["agentgauge traffic analyze access.log", "which agents came and what they got, from a log on this machine"],
    ["agentgauge admin --help", "operators' commands on the service's database"],
    ["agentgauge audit --help", "everything about one command"]
  ),
  EXIT_CODES_HELP,
  ENVIRONMENT_HELP
);
function oneLine(message) {
  return message.replace(/^error:\s*/i, "").replace(/\s*\n\s*/g, " ").trim();
}
function createProgram() {
  const program = new Command().name("agentgauge").description("Agent Gauge: measure how ready a website is for AI agents.").version(package_default.version, "-v, --version", "print the version").helpOption("-h, --help", "show help").showSuggestionAfterError(true).enablePositionalOptions().configureOutput({ outputError: (message, write) => write(`agentgauge: ${oneLine(message)}
`) }).exitOverride((error) => {
    throw new CommanderError(error.exitCode === 0 ? EXIT.ok : EXIT.usage, error.code, error.message);
  }).addHelpText("after", PROGRAM_HELP);
  registerAuditCommand(program);
  registerChecksCommand(program);
  registerJourneysCommand(program);
  registerSitesCommands(program);
  registerScanCommand(program);
  registerReadCommands(program);
  registerFleetCommands(program);
  registerTrafficCommands(program);
  registerAdminCommands(program);
  return program;
}

// bin/cli/main.ts
function fail(message) {
  process.stderr.write(`agentgauge: ${message.replace(/\s*\n\s*/g, " ").trim()}
`);
}
function exitCodeFor(error) {
  if (error instanceof CommanderError) return error.exitCode;
  if (error instanceof CliError) {
    if (error.message) fail(error.message);
    return error.exitCode;
  }
  if (error instanceof ApiError) {
    fail(describeApiError(error));
    return exitCodeForApiError(error);
  }
  const message = describeThrown(error);
  fail(`unexpected error: ${message}${process.env.AGENTGAUGE_DEBUG ? "" : " (set AGENTGAUGE_DEBUG=1 for details)"}`);
  if (process.env.AGENTGAUGE_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}
`);
  return EXIT.failure;
}
async function main(argv) {
  try {
    await createProgram().parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    return exitCodeFor(error);
  }
}
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(EXIT.ok);
  throw error;
});
var code = await main(process.argv);
process.stdout.write("", () => process.exit(code));
