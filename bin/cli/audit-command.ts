// `agentgauge audit <url>`: runs on the Agent Gauge API when a key is configured, on this machine otherwise.
import type { Command } from 'commander';
import { DEFAULTS } from '../../engine/config.js';
import { OPTION_LIMITS } from '../../engine/options.js';
import { REQUESTABLE_PROFILES, type RequestedProfile } from '../../engine/types.js';
import { ApiClient, type EngineAuditRequest } from './api-client.js';
import { loadEngine } from './engine.js';
import { addConnectionOptions, connectionFrom, ENVIRONMENT_HELP, type ConnectionFlags } from './connection.js';
import { CliError, EXIT, EXIT_CODES_HELP, usageError } from './exit-codes.js';
import { examples, sections } from './help.js';
import { runLocalAudit } from './local-audit.js';
import { assertKnownCheckIds, integerFlag, normalizeTargetUrl, parseCheckIds, parseProfile } from './parse-flags.js';
import { writeReport } from './write-report.js';

interface AuditFlags extends ConnectionFlags {
  local?: boolean;
  profile?: RequestedProfile;
  checks?: string[];
  timeout?: number;
  retries?: number;
  maxPages?: number;
  json?: boolean;
  minScore?: number;
  allowPrivateTargets?: boolean;
}

const { timeout, retries, maxPages } = OPTION_LIMITS;

const AUDIT_HELP = sections(
  examples(
    ['agentgauge audit example.com --local', 'audit the home page from this machine (https:// is assumed)'],
    ['agentgauge audit https://docs.example.com --local --profile docs', 'judge a documentation site'],
    ['agentgauge audit example.com --local --max-pages 20', 'measure up to 20 pages of the site'],
    ['agentgauge audit example.com --checks robots-txt,llms-txt,sitemap', 'run only some checks'],
    ['agentgauge audit example.com --json > report.json', 'save the full Audit report as JSON'],
    ['agentgauge audit example.com --min-score 75', 'fail a CI job (exit 1) when the score is below 75'],
    ['AGENTGAUGE_API_KEY=ag_... agentgauge audit example.com', 'run on the Agent Gauge service instead of locally'],
    ['agentgauge audit http://127.0.0.1:3000/ --local --allow-private-targets', 'audit a site on your own machine'],
  ),
  `Where it runs:
  With an API key (--api-key or AGENTGAUGE_API_KEY) the audit runs on the Agent Gauge service
  (POST /api/v1/engine/audit; start page only, public http(s) targets on ports 80 and 443).
  Without a key, or with --local, it runs on this machine and says so on stderr.
  --max-pages and --allow-private-targets exist only locally.`,
  `Output:
  A readable report on stdout (colours when stdout is a terminal and NO_COLOR is unset), or with --json
  the Audit report as JSON. Progress of multi-page audits and all errors go to stderr.
  Top fixes are ordered by the points each check returns when it reaches 100:
  (100 - score) * weight / total weight of the counted checks.`,
  `${EXIT_CODES_HELP}
  Remote errors: the API's refusal of a target exits 3, an unreachable target 4, other invalid
  input (HTTP 400/413) 2, and key, plan, rate-limit or service errors 5; each prints the HTTP status.`,
  ENVIRONMENT_HELP,
);

export function registerAuditCommand(program: Command): void {
  const command = program
    .command('audit')
    .description('Measure how ready a website is for AI agents (26 checks) and print the report.')
    .argument('<url>', 'the page to audit; https:// is added when no scheme is given')
    .option('--local', 'run the audit on this machine even when an API key is configured')
    .option('--profile <profile>', `which checks count: ${REQUESTABLE_PROFILES.join(', ')} (default auto)`, parseProfile)
    .option('--checks <ids>', 'comma-separated check ids to run (default all; see "agentgauge checks")', parseCheckIds)
    .option(
      '--timeout <ms>',
      `per-request timeout in milliseconds, ${timeout.min}-${timeout.max} (default ${DEFAULTS.timeout})`,
      integerFlag(timeout.min, timeout.max),
    )
    .option('--retries <n>', `retries per request, ${retries.min}-${retries.max} (default ${DEFAULTS.retries})`, integerFlag(retries.min, retries.max))
    .option(
      '--max-pages <n>',
      `pages to measure, start page included, ${maxPages.min}-${maxPages.max} (default ${DEFAULTS.maxPages}; local only)`,
      integerFlag(maxPages.min, maxPages.max),
    )
    .option('--json', 'print the Audit report as JSON on stdout')
    .option('--min-score <n>', 'exit with code 1 when the overall score is below n (0-100)', integerFlag(0, 100))
    .option('--allow-private-targets', 'allow localhost, private networks and any port (local only; for testing)');
  addConnectionOptions(command);
  command.addHelpText('after', AUDIT_HELP).action(async (input: string, flags: AuditFlags) => {
    const url = checkedTargetUrl(input);
    const connection = flags.local ? null : connectionFrom(flags);
    if (connection) rejectLocalOnlyFlags(flags);
    const engine = await loadEngine();
    if (flags.checks) assertKnownCheckIds(flags.checks, engine.CHECK_CATALOG);

    if (connection) {
      const report = await new ApiClient(connection).engineAudit(engineRequest(url, flags));
      writeReport(report, engine.CHECK_CATALOG, flags);
      return;
    }
    if (!flags.local) {
      process.stderr.write(
        'agentgauge: no API key (--api-key or AGENTGAUGE_API_KEY), so the audit runs locally on this machine\n',
      );
    }
    const report = await runLocalAudit(engine, url, {
      checks: flags.checks,
      profile: flags.profile,
      timeout: flags.timeout,
      retries: flags.retries,
      maxPages: flags.maxPages,
      allowPrivateTargets: flags.allowPrivateTargets ?? false,
    });
    writeReport(report, engine.CHECK_CATALOG, flags);
  });
}

/** Refuses what no audit could use, before anything is sent, locally or remotely. */
function checkedTargetUrl(input: string): string {
  const normalized = normalizeTargetUrl(input);
  let url: URL;
  try {
    url = new URL(normalized);
  } catch {
    throw usageError(`"${input}" is not a valid URL (e.g. https://example.com/)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(
      EXIT.targetRefused,
      `target refused by the "scheme" rule: only http: and https: URLs can be audited, not ${url.protocol}`,
    );
  }
  return url.href;
}

function rejectLocalOnlyFlags(flags: AuditFlags): void {
  if (flags.maxPages !== undefined) {
    throw usageError('--max-pages works only with --local (the Agent Gauge service audits the start page only)');
  }
  if (flags.allowPrivateTargets) {
    throw usageError('--allow-private-targets works only with --local (the Agent Gauge service audits public targets only)');
  }
}

function engineRequest(url: string, flags: AuditFlags): EngineAuditRequest {
  const request: EngineAuditRequest = { url };
  if (flags.checks) request.checks = flags.checks;
  if (flags.profile) request.profile = flags.profile;
  if (flags.timeout !== undefined) request.timeout = flags.timeout;
  if (flags.retries !== undefined) request.retries = flags.retries;
  return request;
}
