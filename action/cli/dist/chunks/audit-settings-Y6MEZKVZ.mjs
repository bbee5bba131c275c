import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  parseStartUrl
} from "./chunk-QLICTWUU.mjs";
import {
  LATEST
} from "./chunk-ZBMHSXNG.mjs";
import {
  indexUrlOf
} from "./chunk-UDBG7IEV.mjs";
import {
  FORMATS
} from "./chunk-T7IDVYWR.mjs";
import {
  HEADERS_ENV,
  connectionFrom
} from "./chunk-Y7YEYXO7.mjs";
import "./chunk-EP3D6DWK.mjs";
import {
  require_node_path
} from "./chunk-FQI5YMEL.mjs";
import {
  NO_REGRESSION,
  mergeAssertions,
  parseAssertion,
  presetsAssertions
} from "./chunk-X7LJQZ2T.mjs";
import {
  BROWSER_ENV,
  findBrowser
} from "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import {
  require_node_fs
} from "./chunk-4B563FFZ.mjs";
import {
  CliError,
  EXIT,
  usageError
} from "./chunk-AF54SNVD.mjs";
import {
  __toESM
} from "./chunk-CLW72GYV.mjs";

// bin/cli/audit-settings.ts
var import_node_fs = __toESM(require_node_fs(), 1);
var import_node_path = __toESM(require_node_path(), 1);
function checkedTargetUrl(input) {
  const parsed = parseStartUrl(input);
  if (parsed.ok) return parsed.url.href;
  if (parsed.problem === "scheme") {
    const scheme = input.trim().slice(0, input.trim().indexOf(":") + 1);
    throw new CliError(EXIT.targetRefused, `target refused by the "scheme" rule: only http: and https: URLs can be audited, not ${scheme}`);
  }
  throw usageError(`"${input}" is not a valid URL: ${parsed.message}`);
}
function localBrowser(setting) {
  const found = findBrowser(setting === true ? null : setting);
  if (found) return found;
  if (setting !== true) throw usageError(`--browser ${setting}: no such file (name a Chromium or Chrome executable)`);
  throw usageError(
    `--browser: no local Chromium or Chrome was found; name one with --browser <path>, or set ${BROWSER_ENV.join(" or ")} to its executable`
  );
}
function knownChecks(ids, catalog) {
  const unknown = ids.filter((id) => !catalog.isCheckId(id));
  if (unknown.length > 0) {
    throw usageError(`--checks: unknown check id${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")} (run "agentgauge checks" for the list)`);
  }
  return [...ids];
}
function outputOf(value, format) {
  const separator = value.indexOf(":");
  const prefix = separator > 0 ? value.slice(0, separator) : "";
  if (FORMATS.includes(prefix)) {
    if (separator === value.length - 1) throw usageError(`--output "${value}": name a file after "${prefix}:"`);
    return { format: prefix, file: value.slice(separator + 1) };
  }
  return { format, file: value };
}
function formatOf(flags, fromFile) {
  if (flags.json && flags.format && flags.format !== "json") {
    throw usageError(`--json is --format json; it cannot be combined with --format ${flags.format}`);
  }
  return flags.json ? "json" : flags.format ?? fromFile ?? "text";
}
async function resolveAuditSettings(inputs, flags, catalog) {
  const wantsFile = flags.config !== void 0 || (0, import_node_fs.existsSync)((0, import_node_path.resolve)("agentgauge.config.json"));
  const file = wantsFile ? (await import("./cli-config-file.mjs")).readConfigFile(flags.config, catalog.isCheckId) : null;
  const checks = flags.checks ? knownChecks(flags.checks, catalog) : file?.checks;
  const noRegression = (flags.assert ?? []).some((source) => source.trim() === NO_REGRESSION);
  const fromFlags = (flags.assert ?? []).filter((source) => source.trim() !== NO_REGRESSION).map((source) => parseAssertion(source, catalog.isCheckId));
  const minScore = flags.minScore ?? file?.minScore;
  const presets = flags.preset ?? file?.preset ?? [];
  const assertions = mergeAssertions(
    presetsAssertions(presets, catalog.isCheckId),
    file?.assertions ?? [],
    minScore === void 0 ? [] : [parseAssertion(`score=${minScore}`, catalog.isCheckId, "--min-score")],
    fromFlags
  );
  if (checks) {
    const excluded = assertions.find((a) => a.target.kind === "check" && !a.preset && !checks.includes(a.target.checkId));
    if (excluded) throw usageError(`--assert "${excluded.source}": ${excluded.source.split("=")[0]} is not among the checks this run measures (--checks)`);
  }
  const rawUrls = inputs.length > 0 ? inputs : file?.urls ?? [];
  if (rawUrls.length === 0) throw usageError('name a URL to audit (or list "urls" in agentgauge.config.json)');
  const urls = [...new Set(rawUrls.map(checkedTargetUrl))];
  const local = flags.local ?? file?.local ?? false;
  const connection = local ? null : connectionFrom({ apiKey: flags.apiKey, url: flags.url, baseUrl: flags.baseUrl ?? file?.baseUrl });
  const maxPages = flags.maxPages ?? file?.maxPages;
  const allowPrivateTargets = flags.allowPrivateTargets ?? file?.allowPrivateTargets ?? false;
  const dnsServers = flags.dnsServer;
  const browserSetting = flags.browser ?? file?.browser ?? false;
  if (connection) {
    const localOnly = [
      ["--max-pages", maxPages !== void 0, "the Agent Gauge service audits the start page only"],
      ["--dns-server", dnsServers !== void 0, "the Agent Gauge service uses its own resolvers"],
      ["--allow-private-targets", allowPrivateTargets !== false, "the Agent Gauge service audits public targets only"],
      ["--browser", browserSetting !== false, "the Agent Gauge service renders with its own browsers"]
    ];
    const misplaced = localOnly.find(([, set]) => set);
    if (misplaced) throw usageError(`${misplaced[0]} works only with --local (${misplaced[2]})`);
  }
  const render = browserSetting === false ? void 0 : { browser: localBrowser(browserSetting) };
  const headers = flags.header !== void 0 || process.env[HEADERS_ENV] ? await (await import("./cli-extra-headers.mjs")).extraHeadersOf(flags.header, process.env[HEADERS_ENV]) : void 0;
  if (connection && headers) {
    throw usageError(`${flags.header ? "--header" : HEADERS_ENV} works only with --local (the headers of a protected site are never sent to the Agent Gauge service)`);
  }
  const compareTo = flags.compareTo === void 0 ? null : checkedTargetUrl(flags.compareTo);
  if (compareTo !== null && urls.length !== 1) throw usageError("--compare-to compares one preview URL with production: name exactly one URL to audit");
  const baseline = flags.baseline ?? file?.baseline ?? null;
  if (compareTo !== null && baseline !== null) throw usageError("--compare-to and --baseline are two comparisons: give one of them");
  if (noRegression && compareTo === null && baseline === null) {
    throw usageError("--assert no-regression needs a comparison: --compare-to <production URL> (or --baseline <report.json>)");
  }
  const failFlag = flags.failOnRegression ?? file?.failOnRegression ?? false;
  const failOnRegression = baseline !== null && (failFlag || noRegression);
  if (failFlag && baseline === null && compareTo === null) throw usageError("--fail-on-regression needs --baseline <report.json> to compare with");
  if (baseline === LATEST && !connection) {
    throw usageError(
      "--baseline latest compares with the latest scan on the service: it needs remote mode (an API key and AGENTGAUGE_URL, without --local)"
    );
  }
  const format = formatOf(flags, file?.format);
  const outputs = (flags.output ?? file?.output ?? []).map((value) => outputOf(value, format));
  return {
    urls,
    connection,
    localByDefault: !local && connection === null,
    engine: {
      checks,
      profile: flags.profile ?? file?.profile,
      timeout: flags.timeout ?? file?.timeout,
      retries: flags.retries ?? file?.retries,
      maxPages,
      allowPrivateTargets,
      ...render ? { render } : {},
      ...dnsServers !== void 0 ? { dnsServers } : {},
      // Run locally, or sent with a remote audit (POST /api/v1/engine/report runs them the same way).
      ...file?.journeys?.length ? { journeys: file.journeys } : {},
      ...headers ? { headers } : {}
    },
    format,
    outputs,
    assertions: checks ? assertions.filter((a) => a.target.kind !== "check" || checks.includes(a.target.checkId)) : assertions,
    strict: flags.strict ?? file?.strict ?? false,
    baseline,
    failOnRegression,
    agent: flags.agent ?? null,
    indexUrl: indexUrlOf(flags, file?.baseUrl),
    compareTo,
    assertNoRegression: compareTo !== null && (noRegression || failFlag),
    verbose: flags.verbose ?? false
  };
}
export {
  checkedTargetUrl,
  resolveAuditSettings
};
