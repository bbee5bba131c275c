// What one `agentgauge audit` run does, from its flags and the config file: flags win over the file, and assertions
// of the command line replace the file's for the same key. Every inconsistency is a usage error before any request.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RequestedProfile } from '../../engine/index.js';
import type { ApiConnection } from './api-client.js';
import { mergeAssertions, parseAssertion, type Assertion } from './assertions.js';
import type { Catalog } from './catalog.js';
import { connectionFrom, type ConnectionFlags } from './connection.js';
import { CliError, EXIT, usageError } from './exit-codes.js';
import { FORMATS, type Format } from './formats/names.js';
import { parseStartUrl } from '../../lib/http/host.js';

export interface AuditFlags extends ConnectionFlags {
  local?: boolean;
  profile?: RequestedProfile;
  checks?: string[];
  timeout?: number;
  retries?: number;
  maxPages?: number;
  format?: Format;
  json?: boolean;
  output?: string[];
  assert?: string[];
  minScore?: number;
  baseline?: string;
  failOnRegression?: boolean;
  config?: string;
  allowPrivateTargets?: boolean;
}

export interface EngineSettings {
  checks?: string[];
  profile?: RequestedProfile;
  timeout?: number;
  retries?: number;
  maxPages?: number;
  allowPrivateTargets: boolean;
}

export interface OutputFile {
  format: Format;
  file: string;
}

export interface AuditSettings {
  urls: string[];
  /** Null: the audit runs on this machine. */
  connection: ApiConnection | null;
  /** No --local and no API key: the audit runs locally, and the CLI says so. */
  localByDefault: boolean;
  engine: EngineSettings;
  format: Format;
  /** Files to write, each in its format; when there is any, stdout gets the readable report. */
  outputs: OutputFile[];
  assertions: Assertion[];
  baseline: string | null;
  failOnRegression: boolean;
}

/** Refuses what no audit could use, before anything is sent, locally or remotely. */
export function checkedTargetUrl(input: string): string {
  const parsed = parseStartUrl(input);
  if (parsed.ok) return parsed.url.href;
  if (parsed.problem === 'scheme') {
    const scheme = input.trim().slice(0, input.trim().indexOf(':') + 1);
    throw new CliError(EXIT.targetRefused, `target refused by the "scheme" rule: only http: and https: URLs can be audited, not ${scheme}`);
  }
  throw usageError(`"${input}" is not a valid URL (e.g. https://example.com/)`);
}

function knownChecks(ids: readonly string[], catalog: Catalog): string[] {
  const unknown = ids.filter((id) => !catalog.isCheckId(id));
  if (unknown.length > 0) {
    throw usageError(`--checks: unknown check id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (run "agentgauge checks" for the list)`);
  }
  return [...ids];
}

/** `--output <file>` writes --format; `--output <format>:<file>` another format (several outputs from one audit). */
function outputOf(value: string, format: Format): OutputFile {
  const separator = value.indexOf(':');
  const prefix = separator > 0 ? value.slice(0, separator) : '';
  if ((FORMATS as readonly string[]).includes(prefix)) {
    if (separator === value.length - 1) throw usageError(`--output "${value}": name a file after "${prefix}:"`);
    return { format: prefix as Format, file: value.slice(separator + 1) };
  }
  return { format, file: value };
}

function formatOf(flags: AuditFlags, fromFile: Format | undefined): Format {
  if (flags.json && flags.format && flags.format !== 'json') {
    throw usageError(`--json is --format json; it cannot be combined with --format ${flags.format}`);
  }
  return flags.json ? 'json' : (flags.format ?? fromFile ?? 'text');
}

export async function resolveAuditSettings(inputs: string[], flags: AuditFlags, catalog: Catalog): Promise<AuditSettings> {
  // zod and the file's schema load only when there is a file.
  const wantsFile = flags.config !== undefined || existsSync(resolve('agentgauge.config.json'));
  const file = wantsFile ? (await import('./config-file.js')).readConfigFile(flags.config, catalog.isCheckId) : null;

  const checks = flags.checks ? knownChecks(flags.checks, catalog) : file?.checks;
  const fromFlags = (flags.assert ?? []).map((source) => parseAssertion(source, catalog.isCheckId));
  const minScore = flags.minScore ?? file?.minScore;
  const assertions = mergeAssertions(
    file?.assertions ?? [],
    minScore === undefined ? [] : [parseAssertion(`score=${minScore}`, catalog.isCheckId, '--min-score')],
    fromFlags,
  );
  if (checks) {
    const excluded = assertions.find((a) => a.target.kind === 'check' && !checks.includes(a.target.checkId));
    if (excluded) throw usageError(`--assert "${excluded.source}": ${excluded.source.split('=')[0]} is not among the checks this run measures (--checks)`);
  }

  const rawUrls = inputs.length > 0 ? inputs : (file?.urls ?? []);
  if (rawUrls.length === 0) throw usageError('name a URL to audit (or list "urls" in agentgauge.config.json)');
  const urls = [...new Set(rawUrls.map(checkedTargetUrl))];

  const local = flags.local ?? file?.local ?? false;
  const connection = local ? null : connectionFrom({ apiKey: flags.apiKey, baseUrl: flags.baseUrl ?? file?.baseUrl });
  const maxPages = flags.maxPages ?? file?.maxPages;
  const allowPrivateTargets = flags.allowPrivateTargets ?? file?.allowPrivateTargets ?? false;
  if (connection && maxPages !== undefined) {
    throw usageError('--max-pages works only with --local (the Agent Gauge service audits the start page only)');
  }
  if (connection && allowPrivateTargets) {
    throw usageError('--allow-private-targets works only with --local (the Agent Gauge service audits public targets only)');
  }

  const baseline = flags.baseline ?? file?.baseline ?? null;
  const failOnRegression = flags.failOnRegression ?? file?.failOnRegression ?? false;
  if (failOnRegression && baseline === null) throw usageError('--fail-on-regression needs --baseline <report.json> to compare with');

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
    },
    format,
    outputs,
    assertions,
    baseline,
    failOnRegression,
  };
}
