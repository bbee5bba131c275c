// agentgauge.config.json (in the working directory, or --config <file>): the audit command's options, assertions
// and target URLs, validated with zod. Loaded only when there is a file, so runs without one never load zod.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { journeySchemas, OPTION_LIMITS, PRESET_NAMES, REQUESTABLE_PROFILES } from '../../engine/light.js';
import { parseAssertion, type Assertion } from './assertions.js';
import { usageError } from './exit-codes.js';
import { FORMATS } from './formats/names.js';

export const CONFIG_FILE_NAME = 'agentgauge.config.json';

const { timeout, retries, maxPages } = OPTION_LIMITS;
const int = (min: number, max: number) => z.int().min(min).max(max);

/** Journeys a config file may list: the service's per-site limit (lib/auth/authorize.ts JOURNEYS_PER_SITE). */
export const CONFIG_JOURNEYS_MAX = 20;

/** Issue 33's contract: `"journeys": [{"name", "question", "answer": "…" | ["…"] | {"pattern": "…"}, "start"}]`, names unique. */
const Journeys = z
  .array(journeySchemas(z).journey)
  .max(CONFIG_JOURNEYS_MAX, { error: `must list at most ${CONFIG_JOURNEYS_MAX} journeys` })
  .superRefine((journeys, ctx) => {
    const seen = new Set<string>();
    journeys.forEach((journey, index) => {
      if (seen.has(journey.name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `"${journey.name}" names two journeys; names must be unique` });
      seen.add(journey.name);
    });
  });

/** Keys and meanings mirror the flags (camelCase); paths are relative to the file's folder. */
const ConfigFile = z.strictObject({
  $schema: z.string().optional(),
  urls: z.array(z.string().min(1)).min(1).optional(),
  local: z.boolean().optional(),
  profile: z.enum(REQUESTABLE_PROFILES).optional(),
  checks: z.array(z.string()).min(1).optional(),
  timeout: int(timeout.min, timeout.max).optional(),
  retries: int(retries.min, retries.max).optional(),
  maxPages: int(maxPages.min, maxPages.max).optional(),
  allowPrivateTargets: z.union([z.boolean(), z.array(z.string().regex(/^[^\s,/]+:\d+$/, 'a host:port such as 127.0.0.1:4000')).min(1)]).optional(),
  browser: z.union([z.boolean(), z.string().min(1)]).optional(),
  format: z.enum(FORMATS).optional(),
  output: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
  minScore: int(0, 100).optional(),
  preset: z.union([z.enum(PRESET_NAMES), z.array(z.enum(PRESET_NAMES)).min(1)]).optional(),
  assert: z.record(z.string(), z.union([int(0, 100), z.enum(['pass', 'warn', 'found', 'reads', 'partial', 'pay'])])).optional(),
  strict: z.boolean().optional(),
  baseline: z.string().min(1).optional(),
  failOnRegression: z.boolean().optional(),
  baseUrl: z.url().optional(),
  journeys: Journeys.optional(),
});

export type ConfigOptions = Omit<z.infer<typeof ConfigFile>, 'assert' | '$schema' | 'output' | 'preset'> & {
  /** The presets named, as a list. */
  preset?: Array<(typeof PRESET_NAMES)[number]>;
  assertions: Assertion[];
  /** As --output values: `<file>` or `<format>:<file>`, the file resolved against the config file's folder. */
  output?: string[];
};

/** `markdown:summary.md` keeps its format prefix; only the file part is a path. */
function resolveOutput(folder: string, value: string): string {
  const separator = value.indexOf(':');
  const prefix = separator > 0 ? value.slice(0, separator) : '';
  return (FORMATS as readonly string[]).includes(prefix) ? `${prefix}:${resolve(folder, value.slice(separator + 1))}` : resolve(folder, value);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${key}"`).join(', ');
    return `unknown key${issue.keys.length > 1 ? 's' : ''} ${keys}${path ? ` in ${path}` : ''}`;
  }
  return `${path ? `${path}: ` : ''}${issue.message}`;
}

/**
 * The file's options, or null when no file was named and none is in the working directory. A missing named file,
 * bad JSON, an unknown key, an unknown check id or a malformed assertion is a usage error naming it.
 */
export function readConfigFile(named: string | undefined, isCheckId: (id: string) => boolean, cwd = process.cwd()): ConfigOptions | null {
  const path = resolve(cwd, named ?? CONFIG_FILE_NAME);
  const label = named ?? CONFIG_FILE_NAME;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (named === undefined && code === 'ENOENT') return null;
    throw usageError(`--config ${label}: cannot read it (${code ?? (error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw usageError(`${label} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = ConfigFile.safeParse(json);
  if (!parsed.success) throw usageError(`${label}: ${describeIssue(parsed.error.issues[0]!)}`);
  const { assert = {}, $schema: _schema, output, preset, ...options } = parsed.data;
  const unknown = options.checks?.find((id) => !isCheckId(id));
  if (unknown !== undefined) throw usageError(`${label}: checks: unknown check id "${unknown}" (run "agentgauge checks" for the list)`);
  const assertions = Object.entries(assert).map(([key, value]) =>
    parseAssertion(`${key}=${value}`, isCheckId, `${label}: assert."${key}"`),
  );
  const folder = dirname(path);
  return {
    ...options,
    ...(output ? { output: (Array.isArray(output) ? output : [output]).map((value) => resolveOutput(folder, value)) } : {}),
    // "latest" is the service's latest scan (remote mode), not a file.
    ...(options.baseline ? { baseline: options.baseline === 'latest' ? options.baseline : resolve(folder, options.baseline) } : {}),
    ...(preset ? { preset: Array.isArray(preset) ? preset : [preset] } : {}),
    assertions,
  };
}
