// --format sarif: SARIF 2.1.0 (OASIS), as GitHub code scanning reads it. One run for every audited URL (GitHub accepts
// one run per tool and category), one rule per check id, one result per warn or fail finding of a check that applies
// to the site, located at the URL it was measured on. A check that could not measure is a tool execution
// notification, not a result: it says nothing about the site. So is each assertion that failed (level error) or was
// not judged (level note; error under --strict): they are about the run, not findings on the site.
import { CHECK_GUIDES, type CheckGuide } from '../../../lib/fixes/guides.js';
import type { CatalogEntry, Finding } from '../../../engine/index.js';
import type { AuditOutcome, RenderContext } from '../outcome.js';
import type { CheckRow } from '../report-view.js';
import type { AssertionResult } from '../assertions.js';

const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const INFORMATION_URI = 'https://www.npmjs.com/package/@agentgauge/cli';

type Level = 'error' | 'warning' | 'note';

/** Findings as the CLI may receive them; `code` is a finding's stable identifier where the engine gives one. */
type CodedFinding = Finding & { code?: string };

interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string; markdown: string };
  defaultConfiguration: { level: Level };
  properties: Record<string, unknown>;
}

function ruleOf(entry: Pick<CatalogEntry, 'name' | 'description' | 'category' | 'scope' | 'informational' | 'weight'> & { id: string }, fallbackHint: string | null): SarifRule {
  const guide = (CHECK_GUIDES as Readonly<Record<string, CheckGuide | undefined>>)[entry.id];
  const fix = guide?.headline ?? fallbackHint ?? entry.description;
  const text = guide ? `${fix} What passes: ${guide.passes}` : fix;
  const markdown = guide
    ? [`**${fix}**`, '', `What passes: ${guide.passes}`, '', ...guide.steps.map((step, index) => `${index + 1}. ${step.replaceAll('{origin}', 'https://your-site')}`), '', `Specifications: ${guide.specs.join('; ')}`].join('\n')
    : fix;
  return {
    id: entry.id,
    name: entry.name,
    shortDescription: { text: entry.name },
    fullDescription: { text: entry.description },
    help: { text, markdown },
    defaultConfiguration: { level: entry.informational ? 'note' : 'error' },
    properties: { category: entry.category, scope: entry.scope, weight: entry.weight, informational: entry.informational, tags: ['agent-readiness', entry.category.toLowerCase()] },
  };
}

function levelOf(finding: Finding, row: CheckRow): Level {
  if (row.informational) return 'note';
  return finding.status === 'fail' ? 'error' : 'warning';
}

function messageOf(finding: Finding): string {
  const parts = [finding.view === 'rendered' ? `${finding.message} (rendered view)` : finding.message];
  if (finding.detail) parts.push(`Evidence: ${finding.detail}`);
  if (finding.hint) parts.push(`Fix: ${finding.hint}`);
  return parts.join(' ');
}

/** Stable across runs for the same problem at the same place, so code scanning tracks one alert, not one per run. */
function fingerprint(ruleId: string, finding: CodedFinding, uri: string): string {
  // Node's crypto module (some forty internal modules) loads when a SARIF report is written, not with every command.
  return process.getBuiltinModule('node:crypto').createHash('sha256').update(`${ruleId}\u0000${finding.code ?? finding.message}\u0000${uri}`).digest('hex').slice(0, 32);
}

/** Where each finding of a check was measured: the report's URL for origin checks, each page for page checks. */
function locatedFindings(outcome: AuditOutcome, row: CheckRow): Array<{ uri: string; finding: CodedFinding }> {
  const { report } = outcome;
  const result = report.results.find((candidate) => candidate.id === row.id);
  const pages = row.scope === 'page' ? (report.pages ?? []) : [];
  const onPages = pages.flatMap((page) => {
    const onPage = page.results.find((candidate) => candidate.id === row.id);
    return onPage && onPage.applicable !== false ? onPage.findings.map((finding) => ({ uri: page.url, finding })) : [];
  });
  if (onPages.length > 0) return onPages;
  return (result?.findings ?? []).map((finding) => ({ uri: report.url, finding }));
}

export function renderSarif(outcomes: readonly AuditOutcome[], context: RenderContext): string {
  const rows = outcomes.flatMap((outcome) => outcome.view.categories.flatMap((category) => category.checks.map((row) => ({ outcome, row }))));
  const ruleIds = [...new Set(rows.map(({ row }) => row.id))];
  const catalogOrder = (id: string) => {
    const index = context.catalog.findIndex((entry) => entry.id === id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  ruleIds.sort((a, b) => catalogOrder(a) - catalogOrder(b));
  const rules = ruleIds.map((id) => {
    const { row } = rows.find((candidate) => candidate.row.id === id)!;
    const entry = context.catalog.find((candidate) => candidate.id === id);
    // A check this CLI's catalog does not know (a newer service's report) still gets a rule from what the report says.
    const known = entry ?? { ...row, category: row.category as CatalogEntry['category'], description: row.name };
    return ruleOf(known, row.headline?.hint ?? null);
  });

  const results: unknown[] = [];
  const notifications: unknown[] = [];
  for (const { outcome, row } of rows) {
    // Read applicable first: a check that does not apply to the site has nothing to report, whatever it measured.
    if (!row.applicable) continue;
    const ruleIndex = ruleIds.indexOf(row.id);
    if (row.status === 'error') {
      notifications.push({
        level: 'error',
        message: { text: `${row.id} could not measure ${outcome.report.url}: ${row.headline?.message ?? 'no finding'}` },
        associatedRule: { id: row.id, index: ruleIndex },
      });
      continue;
    }
    for (const { uri, finding } of locatedFindings(outcome, row)) {
      if (finding.status !== 'warn' && finding.status !== 'fail') continue;
      results.push({
        ruleId: row.id,
        ruleIndex,
        level: levelOf(finding, row),
        message: { text: messageOf(finding) },
        locations: [{ physicalLocation: { artifactLocation: { uri } } }],
        partialFingerprints: { 'agentgauge/v1': fingerprint(row.id, finding, uri) },
        properties: {
          ...(finding.code ? { code: finding.code } : {}),
          status: finding.status,
          // raw: from the HTML as fetched; rendered: from the page after its scripts ran in a browser (--browser).
          view: finding.view ?? 'raw',
          checkScore: row.countedScore,
          auditedUrl: outcome.report.url,
        },
      });
    }
  }

  for (const { report, renderedViewMissing } of outcomes) {
    if (renderedViewMissing) {
      notifications.push({ level: 'warning', message: { text: `${report.url}: ${renderedViewMissing}` }, descriptor: { id: 'rendered-view/not-measured' }, properties: {} });
    }
  }
  /** The rule an assertion speaks about: its check's, or agent-access for an agent's verdict (the check that names refusals). */
  const associatedCheck = (result: AssertionResult): string | null =>
    result.assertion.target.kind === 'check' ? result.assertion.target.checkId : result.assertion.target.kind === 'agent' ? 'agent-access' : null;
  for (const { report, assertions } of outcomes) {
    for (const result of assertions) {
      if (result.outcome === 'met') continue;
      notifications.push({
        level: result.failsRun ? 'error' : 'note',
        message: { text: `assertion ${result.assertion.source} ${result.outcome === 'failed' ? 'failed' : 'not judged'} for ${report.url}: ${result.message}` },
        descriptor: { id: `assertion/${result.outcome}` },
        ...(associatedCheck(result) !== null && ruleIds.includes(associatedCheck(result)!)
          ? { associatedRule: { id: associatedCheck(result)!, index: ruleIds.indexOf(associatedCheck(result)!) } }
          : {}),
        properties: {
          assertion: result.assertion.source,
          outcome: result.outcome,
          ...(result.assertion.target.kind === 'agent' ? { agent: result.assertion.target.profile, measured: result.actual } : {}),
          ...(result.assertion.preset ? { preset: result.assertion.preset } : {}),
        },
      });
    }
  }

  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'agentgauge', version: context.version, semanticVersion: context.version, informationUri: INFORMATION_URI, rules } },
        automationDetails: { id: 'agentgauge/' },
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
        results,
        properties: {
          audits: outcomes.map(({ report }) => ({ url: report.url, score: report.overallScore, grade: report.grade.label, engine: report.engine })),
        },
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
