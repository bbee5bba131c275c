import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  FORMATS
} from "./chunk-T7IDVYWR.mjs";
import {
  require_node_path
} from "./chunk-FQI5YMEL.mjs";
import {
  parseAssertion
} from "./chunk-X7LJQZ2T.mjs";
import {
  OPTION_LIMITS,
  PRESET_NAMES,
  REQUESTABLE_PROFILES,
  journeySchemas
} from "./chunk-2NGWI5PL.mjs";
import {
  require_node_fs
} from "./chunk-4B563FFZ.mjs";
import {
  usageError
} from "./chunk-AF54SNVD.mjs";
import {
  external_exports
} from "./chunk-GZR6GE6Y.mjs";
import {
  __toESM
} from "./chunk-CLW72GYV.mjs";

// bin/cli/config-file.ts
var import_node_fs = __toESM(require_node_fs(), 1);
var import_node_path = __toESM(require_node_path(), 1);
var CONFIG_FILE_NAME = "agentgauge.config.json";
var { timeout, retries, maxPages } = OPTION_LIMITS;
var int = (min, max) => external_exports.int().min(min).max(max);
var CONFIG_JOURNEYS_MAX = 20;
var Journeys = external_exports.array(journeySchemas(external_exports).journey).max(CONFIG_JOURNEYS_MAX, { error: `must list at most ${CONFIG_JOURNEYS_MAX} journeys` }).superRefine((journeys, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  journeys.forEach((journey, index) => {
    if (seen.has(journey.name)) ctx.addIssue({ code: "custom", path: [index, "name"], message: `"${journey.name}" names two journeys; names must be unique` });
    seen.add(journey.name);
  });
});
var ConfigFile = external_exports.strictObject({
  $schema: external_exports.string().optional(),
  urls: external_exports.array(external_exports.string().min(1)).min(1).optional(),
  local: external_exports.boolean().optional(),
  profile: external_exports.enum(REQUESTABLE_PROFILES).optional(),
  checks: external_exports.array(external_exports.string()).min(1).optional(),
  timeout: int(timeout.min, timeout.max).optional(),
  retries: int(retries.min, retries.max).optional(),
  maxPages: int(maxPages.min, maxPages.max).optional(),
  allowPrivateTargets: external_exports.union([external_exports.boolean(), external_exports.array(external_exports.string().regex(/^[^\s,/]+:\d+$/, "a host:port such as 127.0.0.1:4000")).min(1)]).optional(),
  browser: external_exports.union([external_exports.boolean(), external_exports.string().min(1)]).optional(),
  format: external_exports.enum(FORMATS).optional(),
  output: external_exports.union([external_exports.string().min(1), external_exports.array(external_exports.string().min(1)).min(1)]).optional(),
  minScore: int(0, 100).optional(),
  preset: external_exports.union([external_exports.enum(PRESET_NAMES), external_exports.array(external_exports.enum(PRESET_NAMES)).min(1)]).optional(),
  assert: external_exports.record(external_exports.string(), external_exports.union([int(0, 100), external_exports.enum(["pass", "warn", "found", "reads", "partial", "pay"])])).optional(),
  strict: external_exports.boolean().optional(),
  baseline: external_exports.string().min(1).optional(),
  failOnRegression: external_exports.boolean().optional(),
  baseUrl: external_exports.url().optional(),
  journeys: Journeys.optional()
});
function resolveOutput(folder, value) {
  const separator = value.indexOf(":");
  const prefix = separator > 0 ? value.slice(0, separator) : "";
  return FORMATS.includes(prefix) ? `${prefix}:${(0, import_node_path.resolve)(folder, value.slice(separator + 1))}` : (0, import_node_path.resolve)(folder, value);
}
function describeIssue(issue) {
  const path = issue.path.map(String).join(".");
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((key) => `"${key}"`).join(", ");
    return `unknown key${issue.keys.length > 1 ? "s" : ""} ${keys}${path ? ` in ${path}` : ""}`;
  }
  return `${path ? `${path}: ` : ""}${issue.message}`;
}
function readConfigFile(named, isCheckId, cwd = process.cwd()) {
  const path = (0, import_node_path.resolve)(cwd, named ?? CONFIG_FILE_NAME);
  const label = named ?? CONFIG_FILE_NAME;
  let text;
  try {
    text = (0, import_node_fs.readFileSync)(path, "utf8");
  } catch (error) {
    const code = error.code;
    if (named === void 0 && code === "ENOENT") return null;
    throw usageError(`--config ${label}: cannot read it (${code ?? error.message})`);
  }
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw usageError(`${label} is not valid JSON: ${error.message}`);
  }
  const parsed = ConfigFile.safeParse(json);
  if (!parsed.success) throw usageError(`${label}: ${describeIssue(parsed.error.issues[0])}`);
  const { assert = {}, $schema: _schema, output, preset, ...options } = parsed.data;
  const unknown = options.checks?.find((id) => !isCheckId(id));
  if (unknown !== void 0) throw usageError(`${label}: checks: unknown check id "${unknown}" (run "agentgauge checks" for the list)`);
  const assertions = Object.entries(assert).map(
    ([key, value]) => parseAssertion(`${key}=${value}`, isCheckId, `${label}: assert."${key}"`)
  );
  const folder = (0, import_node_path.dirname)(path);
  return {
    ...options,
    ...output ? { output: (Array.isArray(output) ? output : [output]).map((value) => resolveOutput(folder, value)) } : {},
    // "latest" is the service's latest scan (remote mode), not a file.
    ...options.baseline ? { baseline: options.baseline === "latest" ? options.baseline : (0, import_node_path.resolve)(folder, options.baseline) } : {},
    ...preset ? { preset: Array.isArray(preset) ? preset : [preset] } : {},
    assertions
  };
}

export {
  CONFIG_FILE_NAME,
  CONFIG_JOURNEYS_MAX,
  readConfigFile
};
