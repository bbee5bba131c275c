import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  integerFlag,
  parseAgent,
  parseCheckIds,
  parsePreset,
  parsePrivateTargetsFlag,
  parseProfile
} from "./chunk-UMFTRR2M.mjs";
import {
  examples,
  sections
} from "./chunk-SXDEZMSX.mjs";
import {
  FORMATS
} from "./chunk-T7IDVYWR.mjs";
import {
  ENVIRONMENT_HELP,
  addConnectionOptions
} from "./chunk-Y7YEYXO7.mjs";
import {
  Option
} from "./chunk-EP3D6DWK.mjs";
import "./chunk-FQI5YMEL.mjs";
import {
  ASSERTION_FORMS
} from "./chunk-X7LJQZ2T.mjs";
import {
  CHECK_COUNT,
  DEFAULTS,
  OPTION_LIMITS,
  PRESET_NAMES,
  REQUESTABLE_PROFILES
} from "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import {
  EXIT_CODES_HELP
} from "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";

// bin/cli/audit-command.ts
var { timeout, retries, maxPages } = OPTION_LIMITS;
var AUDIT_HELP = sections(
  examples(
    ["agentgauge audit example.com --local", "audit the home page from this machine (https:// is assumed)"],
    ["agentgauge audit https://docs.example.com --local --profile docs", "judge a documentation site"],
    ["agentgauge audit example.com --local --max-pages 20", "measure up to 20 pages of the site"],
    ["agentgauge audit example.com --checks robots-txt,llms-txt,sitemap", "run only some checks"],
    ["agentgauge audit example.com --json > report.json", "save the full Audit report as JSON"],
    ["agentgauge audit example.com --local --agent claude-code", "what Claude Code's WebFetch receives: verdict, reason, the request with a curl line, and the text it keeps"],
    ["agentgauge audit example.com --assert agent:chatgpt=reads --assert agent:*=pay", "fail unless ChatGPT reads the start page and no agent is refused (asked to pay is allowed)"],
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
  or a pass. agent:<profile> (claude-code, cursor, codex, chatgpt, gemini, perplexity, mcp-fetch, browser;
  * for every one) judges that agent's view of the start page, whatever the score: "reads" needs it to read
  the main content, "partial" reads or part of it, "pay" anything but refused (HTTP 402 is the owner's
  choice); an agent that was not measured is not judged. Each failed assertion prints one line on stderr; the run exits 1. --min-score <n> is
  --assert score=<n>. A check or category that does not apply to the site is not judged: the run counts
  "N met, N failed, N not judged" and exits 0 for it, unless --strict (config "strict": true) makes it fail.
  Under --profile auto, an --assert on a check that auto-detection dropped says so on stderr.
  --preset <name> (${PRESET_NAMES.join(", ")}) adds a documented set ("agentgauge checks --presets");
  an --assert or config entry of the same key replaces the preset's.`,
  `Config file:
  agentgauge.config.json in the working directory, or --config <file>: the flags' options in camelCase
  (urls, local, profile, checks, timeout, retries, maxPages, allowPrivateTargets, browser, format, output, minScore,
  preset, strict, baseline, failOnRegression, baseUrl) and "assert": {"score": 80, "llms-txt": 100, "robots-txt": "pass",
  "agent:chatgpt": "reads"}.
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
  ).option("--compare-to <url>", "audit this production URL in the same run and report what the audited preview changes for agents: score, checks, agent verdicts").option("--verbose", "say on stderr how a local audit's engine started: from its start-up snapshot, or why not");
  addConnectionOptions(command);
  command.addHelpText("after", AUDIT_HELP).action(async (inputs, flags) => {
    const [{ loadCatalog }, { resolveAuditSettings }, { runAudits }] = await Promise.all([import("./catalog-A2HJYBHM.mjs"), import("./audit-settings-Y6MEZKVZ.mjs"), import("./audit-run-ZYXTGQBV.mjs")]);
    const catalog = await loadCatalog();
    const settings = await resolveAuditSettings(inputs, flags, catalog);
    await runAudits(settings, catalog);
  });
}
export {
  registerAuditCommand
};
