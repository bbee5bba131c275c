// What one `agentgauge audit` run does, from its flags and the config file: flags win over the file, and assertions
// of the command line replace the file's for the same key. Every inconsistency is a usage error before any request.
import type { AgentProfileId, Journey } from '../../engine/light.js';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PresetName, RequestedProfile } from '../../engine/index.js';
import type { ApiConnection } from './api-client.js';
import { mergeAssertions, NO_REGRESSION, parseAssertion, presetsAssertions, type Assertion } from './assertions.js';
import type { Catalog } from './catalog.js';
import { connectionFrom, HEADERS_ENV, type ConnectionFlags } from './connection.js';
import { CliError, EXIT, usageError } from './exit-codes.js';
import { FORMATS, type Format } from './formats/names.js';
import { LATEST } from './latest-baseline-name.js';
import { indexUrlOf } from './index-url.js';
import { parseStartUrl } from '../../lib/net/host.js';
import { BROWSER_ENV, findBrowser } from '../../engine/light.js';

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
  preset?: PresetName[];
  strict?: boolean;
  minScore?: number;
  baseline?: string;
  failOnRegression?: boolean;
  config?: string;
  /** true (the bare flag) or the `host:port` origins to allow. */
  allowPrivateTargets?: boolean | string[];
  /** true (the bare flag: find a local Chromium/Chrome) or the browser's path. */
  browser?: boolean | string;
  dnsServer?: string[];
  /** --agent: the agent profile whose view the text report prints in full. */
  agent?: AgentProfileId;
  /** --index: the service whose index benchmarks each report (default: the service of --base-url / AGENTGAUGE_URL). */
  index?: string;
  /** --header "Name: value", repeatable: sent to the audited origin alone (issue 54). */
  header?: string[];
  /** --compare-to: the production URL the audited preview is compared with, in the same run. */
  compareTo?: string;
  /** --verbose: how the run went about its work, on stderr (a local audit: how its engine started). */
  verbose?: boolean;
}

export interface EngineSettings {
  checks?: string[];
  profile?: RequestedProfile;
  timeout?: number;
  retries?: number;
  maxPages?: number;
  allowPrivateTargets: boolean | string[];
  /** The rendered view: the browser to render with, or absent (raw view only). */
  render?: { browser: string };
  /** --dns-server: every lookup of a local audit asks these (DNS-AID and the fetcher's address lookups). */
  dnsServers?: string[];
  /** The config file's journeys (issue 33), run for every user-triggered agent profile, by a local audit or on the service. */
  journeys?: Journey[];
  /** --header and AGENTGAUGE_HEADERS: extra headers for the audited URL's origin alone (never the --compare-to URL's). */
  headers?: Record<string, string>;
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
  /** A not-judged assertion fails the run (--strict, or "strict": true in the config file). */
  strict: boolean;
  baseline: string | null;
  failOnRegression: boolean;
  /** The agent profile whose view the text report prints in full, or null. */
  agent: AgentProfileId | null;
  /** The service whose public index benchmarks each report, or null (no benchmark). */
  indexUrl: string | null;
  /** --compare-to: the production URL audited in the same run and compared with the one audited URL, or null. */
  compareTo: string | null;
  /** --assert no-regression with --compare-to: a regressed check, agent verdict or journey fails the run. */
  assertNoRegression: boolean;
  /** --verbose: notes on how the run went about its work, on stderr. */
  verbose: boolean;
}

/** Refuses what no audit could use, before anything is sent, locally or remotely. */
export function checkedTargetUrl(input: string): string {
  const parsed = parseStartUrl(input);
  if (parsed.ok) return parsed.url.href;
  if (parsed.problem === 'scheme') {
    const scheme = input.trim().slice(0, input.trim().indexOf(':') + 1);
    throw new CliError(EXIT.targetRefused, `target refused by the "scheme" rule: only http: and https: URLs can be audited, not ${scheme}`);
  }
  throw usageError(`"${input}" is not a valid URL: ${parsed.message}`);
}

/**
 * The browser --browser renders with: the path it names, else AGENTGAUGE_BROWSER or CHROME_PATH, else a Chromium,
 * Chrome or Edge at its usual install path. A usage error names the flag and the variables when there is none.
 */
function localBrowser(setting: true | string): string {
  const found = findBrowser(setting === true ? null : setting);
  if (found) return found;
  if (setting !== true) throw usageError(`--browser ${setting}: no such file (name a Chromium or Chrome executable)`);
  throw usageError(
    `--browser: no local Chromium or Chrome was found; name one with --browser <path>, or set ${BROWSER_ENV.join(' or ')} to its executable`,
  );
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
  const noRegression = (flags.assert ?? []).some((source) => source.trim() === NO_REGRESSION);
  const fromFlags = (flags.assert ?? []).filter((source) => source.trim() !== NO_REGRESSION).map((source) => parseAssertion(source, catalog.isCheckId));
  const minScore = flags.minScore ?? file?.minScore;
  const presets = flags.preset ?? file?.preset ?? [];
  const assertions = mergeAssertions(
    presetsAssertions(presets, catalog.isCheckId),
    file?.assertions ?? [],
    minScore === undefined ? [] : [parseAssertion(`score=${minScore}`, catalog.isCheckId, '--min-score')],
    fromFlags,
  );
  if (checks) {
    // A preset's assertion on a check left out by --checks is simply not part of this run.
    const excluded = assertions.find((a) => a.target.kind === 'check' && !a.preset && !checks.includes(a.target.checkId));
    if (excluded) throw usageError(`--assert "${excluded.source}": ${excluded.source.split('=')[0]} is not among the checks this run measures (--checks)`);
  }

  const rawUrls = inputs.length > 0 ? inputs : (file?.urls ?? []);
  if (rawUrls.length === 0) throw usageError('name a URL to audit (or list "urls" in agentgauge.config.json)');
  const urls = [...new Set(rawUrls.map(checkedTargetUrl))];

  const local = flags.local ?? file?.local ?? false;
  const connection = local ? null : connectionFrom({ apiKey: flags.apiKey, url: flags.url, baseUrl: flags.baseUrl ?? file?.baseUrl });
  const maxPages = flags.maxPages ?? file?.maxPages;
  const allowPrivateTargets = flags.allowPrivateTargets ?? file?.allowPrivateTargets ?? false;
  const dnsServers = flags.dnsServer;
  const browserSetting = flags.browser ?? file?.browser ?? false;
  if (connection) {
    // Settings of the local engine only, each with why the service has no use for it; the first one set is the error.
    const localOnly: Array<[flag: string, set: boolean, why: string]> = [
      ['--max-pages', maxPages !== undefined, 'the Agent Gauge service audits the start page only'],
      ['--dns-server', dnsServers !== undefined, 'the Agent Gauge service uses its own resolvers'],
      ['--allow-private-targets', allowPrivateTargets !== false, 'the Agent Gauge service audits public targets only'],
      ['--browser', browserSetting !== false, 'the Agent Gauge service renders with its own browsers'],
    ];
    const misplaced = localOnly.find(([, set]) => set);
    if (misplaced) throw usageError(`${misplaced[0]} works only with --local (${misplaced[2]})`);
  }
  const render = browserSetting === false ? undefined : { browser: localBrowser(browserSetting) };

  // Extra headers: the checks (and their one-line refusals) load only when some are given.
  const headers = flags.header !== undefined || process.env[HEADERS_ENV] ? await (await import('./extra-headers.js')).extraHeadersOf(flags.header, process.env[HEADERS_ENV]) : undefined;
  if (connection && headers) {
    throw usageError(`${flags.header ? '--header' : HEADERS_ENV} works only with --local (the headers of a protected site are never sent to the Agent Gauge service)`);
  }

  const compareTo = flags.compareTo === undefined ? null : checkedTargetUrl(flags.compareTo);
  if (compareTo !== null && urls.length !== 1) throw usageError('--compare-to compares one preview URL with production: name exactly one URL to audit');
  const baseline = flags.baseline ?? file?.baseline ?? null;
  if (compareTo !== null && baseline !== null) throw usageError('--compare-to and --baseline are two comparisons: give one of them');
  if (noRegression && compareTo === null && baseline === null) {
    throw usageError('--assert no-regression needs a comparison: --compare-to <production URL> (or --baseline <report.json>)');
  }
  const failFlag = flags.failOnRegression ?? file?.failOnRegression ?? false;
  // With --compare-to, --fail-on-regression asks what --assert no-regression does; with --baseline, the other way round.
  const failOnRegression = baseline !== null && (failFlag || noRegression);
  if (failFlag && baseline === null && compareTo === null) throw usageError('--fail-on-regression needs --baseline <report.json> to compare with');
  if (baseline === LATEST && !connection) {
    throw usageError(
      '--baseline latest compares with the latest scan on the service: it needs remote mode (an API key and AGENTGAUGE_URL, without --local)',
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
      ...(render ? { render } : {}),
      ...(dnsServers !== undefined ? { dnsServers } : {}),
      // Run locally, or sent with a remote audit (POST /api/v1/engine/report runs them the same way).
      ...(file?.journeys?.length ? { journeys: file.journeys } : {}),
      ...(headers ? { headers } : {}),
    },
    format,
    outputs,
    assertions: checks ? assertions.filter((a) => a.target.kind !== 'check' || checks.includes(a.target.checkId)) : assertions,
    strict: flags.strict ?? file?.strict ?? false,
    baseline,
    failOnRegression,
    agent: flags.agent ?? null,
    indexUrl: indexUrlOf(flags, file?.baseUrl),
    compareTo,
    assertNoRegression: compareTo !== null && (noRegression || failFlag),
    verbose: flags.verbose ?? false,
  };
}
