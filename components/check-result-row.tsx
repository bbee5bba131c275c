import type { CapabilityOutcome, CheckStatus } from '@/engine/index';
import { CAPABILITY_NAMES } from '@/engine/light';
import { countedScoreOf, countedStatusOf, pageMeanNote } from '@/engine/light';
import { Badge } from './badge';
import { ExpandChevron } from './expand-chevron';
import { FindingsList, type FindingView } from './findings-list';
import { StatusIcon } from './status-icon';
import { NOT_APPLICABLE_LABEL, STATUS_LABELS, STATUS_TONES, asResultStatus, shownStatusOf } from './status';
import { checkAnchor } from '@/lib/web/public-paths';
import { describeCheckShare, shortCheckShare, type Benchmark } from '@/lib/editions/wording';
import { FOCUS_RING, cx } from './styles';

export interface CheckResultView {
  id: string;
  name: string;
  description: string;
  status: CheckStatus;
  /** The start page's score for page checks (whose site mean is siteScore), the origin's otherwise. */
  score: number;
  siteScore?: number | null;
  applicable: boolean;
  informational: boolean;
  findings: FindingView[];
  /** The capability the check looks for, as the audit met it (the nine capability checks). */
  capability?: CapabilityOutcome;
}

const EVIDENCE_WORDS = { declared: 'declared only (claimed, not answering)', probed: 'probed (its endpoint answered)', exercised: 'exercised (a read-only operation answered)' } as const;
const REASON_WORDS = { robots: 'robots.txt disallows our scanner that path', 'fetch-error': 'a fetch or timeout of ours failed', budget: "the audit's budget was spent", auth: 'it asks for authentication' } as const;

/** The capability in one line: "MCP server: exercised (…), supplied by Shopify", "llms.txt: could not ask (…)". */
export function capabilityLine(capability: CapabilityOutcome): string {
  const name = CAPABILITY_NAMES[capability.capability];
  if (capability.state === 'could-not-ask') return `${name}: could not ask (${capability.reason ? REASON_WORDS[capability.reason] : 'not asked'}), never counted as missing.`;
  if (capability.state === 'no') return `${name}: no.`;
  const level = capability.evidence ? EVIDENCE_WORDS[capability.evidence] : 'yes';
  const proof = capability.proof === 'catch-all' ? '; the host answers 200 to any path, so the file proves nothing' : '';
  const who = capability.platform ? `, supplied by ${capability.platform.name} (${capability.platform.evidence})` : ', built by the site';
  return `${name}: ${level}${proof}${who}.`;
}

/**
 * One check as a disclosure (<details>: keyboard and no-JavaScript friendly). Findings are in the HTML either way,
 * so agents and readers without JavaScript get all of them.
 */
export function CheckResultRow({
  result,
  pageCount,
  open = false,
  benchmark = null,
}: {
  result: CheckResultView;
  pageCount: number;
  open?: boolean;
  /** Where the report stands in the index: each check says the share of its category's sites that pass it. */
  benchmark?: Benchmark | null;
}) {
  // What is shown is what counts, by the engine's one rule: a page check's mean over the pages and its status.
  const counted = { ...result, status: countedStatusOf(result), score: countedScoreOf(result) };
  const status = asResultStatus(counted.status);
  const note = result.applicable ? pageMeanNote(result, pageCount) : null;
  const share = benchmark && result.applicable && !result.informational ? shortCheckShare(benchmark, result.id) : null;
  return (
    <li className="rounded-lg border border-slate-200 bg-white">
      <details open={open} className="group">
        {/* The check's name and description take the row's width on a phone; its status and score go under them
            there, beside them from the sm breakpoint on. */}
        <summary className={cx('flex cursor-pointer list-none flex-col gap-2 rounded-lg p-4 sm:flex-row sm:items-center sm:gap-3', FOCUS_RING)}>
          <span className="flex min-w-0 flex-1 items-start gap-3">
            <StatusIcon status={shownStatusOf(counted)} className="mt-0.5" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{result.name}</span>
              <span className="block truncate text-sm text-slate-700">{result.description}</span>
              {note && <span className="block text-xs text-slate-700">{note}</span>}
              {share && (
                <span className="block text-xs text-slate-700" data-testid="check-share">
                  {share}
                </span>
              )}
            </span>
          </span>
          <span className="flex items-center gap-3 pl-8 sm:shrink-0 sm:pl-0">
            {!result.applicable ? (
              <Badge>{NOT_APPLICABLE_LABEL}</Badge>
            ) : result.informational ? (
              <Badge tone="info">Informational</Badge>
            ) : (
              <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>
            )}
            <span className="w-10 text-right font-semibold tabular-nums text-slate-900">
              {result.applicable ? Math.round(counted.score) : '–'}
            </span>
            <ExpandChevron />
          </span>
        </summary>
        <div className="border-t border-slate-200 p-4">
          <p className="mb-3 font-mono text-xs">
            <a href={checkAnchor(result.id)} className={cx('text-blue-800 underline', FOCUS_RING)} title="What this check measures">
              {result.id}
            </a>
          </p>
          {share && benchmark && <p className="mb-3 text-sm text-slate-700">{describeCheckShare(benchmark, result.id)}</p>}
          {result.capability && (
            <p className="mb-3 text-sm text-slate-800" data-testid="check-capability" data-state={result.capability.state} data-evidence={result.capability.evidence ?? ''}>
              {capabilityLine(result.capability)}
              <span className="block text-xs text-slate-700">{result.capability.detail}</span>
            </p>
          )}
          <FindingsList findings={result.findings} />
        </div>
      </details>
    </li>
  );
}

/** Checks of one report; `pageCount` is how many pages it measured (page checks say what their mean covers). */
export function CheckResultList({
  results,
  pageCount,
  openFailing = false,
  benchmark = null,
}: {
  results: CheckResultView[];
  pageCount: number;
  openFailing?: boolean;
  benchmark?: Benchmark | null;
}) {
  return (
    <ul className="space-y-2">
      {results.map((result) => (
        <CheckResultRow
          key={result.id}
          result={result}
          pageCount={pageCount}
          benchmark={benchmark}
          open={openFailing && result.applicable && !result.informational && countedStatusOf(result) !== 'pass'}
        />
      ))}
    </ul>
  );
}
