// Findings as checks write them, and the small constructors that keep them uniform across the checks.
//
// A check names each finding with a short code from the list in its meta (`missing-summary`); the runner
// publishes it as `<check-id>.<code>` (`llms-txt.missing-summary`), so a check cannot emit a code its meta does
// not declare (see checks/define.ts) and every code is documented in the catalog.
import type { FetchFailure } from './fetch/types.js';
import type { CapabilityOutcome, FindingStatus, FindingView } from './types.js';

export interface DraftFinding<C extends string = string> {
  /** Short code, declared in the check's meta. */
  code: C;
  /** The URL or token the finding is about, where one check reports the same code for several (see `about`). */
  subject?: string;
  /** Set by findings drawn from the rendered page (see `rendered`); absent means the raw view. */
  view?: FindingView;
  status: FindingStatus;
  /** One sentence. */
  message: string;
  /** Evidence: URL, status, header or line number, short excerpt. */
  detail: string | null;
  /** What to change, or null. */
  hint: string | null;
}

/** What a check's pure `run` returns. Status is derived from the score unless the check could not measure. */
export interface CheckOutcome<C extends string = string> {
  score: number;
  findings: Array<DraftFinding<C>>;
  /** Set only when the check could not measure (resource timed out, refused, broke). Score is then 0. */
  error?: boolean;
  /** The capability the check looks for, as it met it (engine/capabilities/outcome.ts); only the nine capability checks set it. */
  capability?: CapabilityOutcome;
}

/** Meanings of codes, one line each: the catalog and the API description list them per check. */
export type CodeMeanings<C extends string = string> = Readonly<Record<C, string>>;

function make(status: FindingStatus) {
  return <C extends string>(code: C, message: string, detail: string | null = null, hint: string | null = null): DraftFinding<C> => ({
    code,
    status,
    message,
    detail,
    hint,
  });
}

export const pass = make('pass');
export const warn = make('warn');
export const fail = make('fail');
export const info = make('info');
export const errorFinding = make('error');

/** The statuses each code is reported with: the catalog lists them beside the meanings. */
export type CodeStatuses<C extends string = string> = Readonly<Record<C, readonly FindingStatus[]>>;

type CodesWith<S extends CodeStatuses, Status extends FindingStatus> = { [K in keyof S & string]: Status extends S[K][number] ? K : never }[keyof S & string];
type Make<S extends CodeStatuses, Status extends FindingStatus> = <C extends CodesWith<S, Status>>(code: C, message: string, detail?: string | null, hint?: string | null) => DraftFinding<C>;

/**
 * The constructors for a table of codes whose statuses are declared: `warn` accepts only codes declared with `warn`,
 * so what the catalog says of a code is what the check can report (a compile error otherwise).
 */
export function findingsFor<S extends CodeStatuses>(_statuses: S): { pass: Make<S, 'pass'>; warn: Make<S, 'warn'>; fail: Make<S, 'fail'>; info: Make<S, 'info'> } {
  return { pass, warn, fail, info };
}

/**
 * The finding is about one URL or token among several the check reports with the same code (a probe path, an AI
 * token, a card location). Comparisons match findings by code and subject, never by message.
 */
export function about<C extends string>(subject: string, finding: DraftFinding<C>): DraftFinding<C> {
  const { code, view, status, message, detail, hint } = finding;
  return view === undefined ? { code, subject, status, message, detail, hint } : { code, subject, view, status, message, detail, hint };
}

/** The finding comes from the rendered view (the page after scripts ran in a browser). */
export function rendered<C extends string>(finding: DraftFinding<C>): DraftFinding<C> {
  return { ...finding, view: 'rendered' };
}

/** Findings saying the same about this many URLs or more become one (two alternatives of a path stay two). */
const GROUP_MIN = 3;
/** How many URLs a grouped finding's detail lists before "and N more". */
const GROUP_DETAIL_LIMIT = 10;

function isUrl(subject: string | undefined): subject is string {
  return subject !== undefined && /^https?:\/\//i.test(subject);
}

/** What a finding says with its URL (and that URL's path) taken out: findings saying the same thing share it. */
function sameness(finding: DraftFinding & { subject: string }): string {
  const path = new URL(finding.subject).pathname;
  const blank = (text: string | null) => (text ?? '').replaceAll(finding.subject, '\u0000').replaceAll(path, '\u0001');
  return [finding.code, finding.view ?? 'raw', finding.status, finding.hint ?? '', blank(finding.message), blank(finding.detail)].join('\u0002');
}

/**
 * Many findings that say the same thing about different URLs (eight probe paths that all answer the same soft 404)
 * become one finding that lists them (checks.md, "Outcomes and scores"). A group has no subject: it is identified by its
 * code alone, which comparisons know (lib/compare). Findings about tokens (AI crawlers) are left one per token.
 */
export function groupRepeated<C extends string>(findings: ReadonlyArray<DraftFinding<C>>): Array<DraftFinding<C>> {
  const groups = new Map<string, Array<DraftFinding<C> & { subject: string }>>();
  for (const finding of findings) {
    if (!isUrl(finding.subject)) continue;
    const subjectFinding = finding as DraftFinding<C> & { subject: string };
    const key = sameness(subjectFinding);
    groups.set(key, [...(groups.get(key) ?? []), subjectFinding]);
  }
  if ([...groups.values()].every((group) => group.length < GROUP_MIN)) return [...findings];
  const grouped: Array<DraftFinding<C>> = [];
  const done = new Set<DraftFinding<C>>();
  for (const finding of findings) {
    if (done.has(finding)) continue;
    const group = isUrl(finding.subject) ? groups.get(sameness(finding as DraftFinding<C> & { subject: string })) : undefined;
    if (!group || group.length < GROUP_MIN) {
      grouped.push(finding);
      continue;
    }
    for (const member of group) done.add(member);
    const first = group[0]!;
    const path = new URL(first.subject).pathname;
    const more = ` and ${group.length - 1} more`;
    const message = first.message.includes(first.subject)
      ? first.message.replace(first.subject, `${first.subject}${more}`)
      : first.message.includes(path)
        ? first.message.replace(path, `${path}${more}`)
        : `${first.message.replace(/\.?$/, '')} (${group.length} URLs).`;
    const listed = group.slice(0, GROUP_DETAIL_LIMIT).map((member) => member.detail ?? member.subject);
    const rest = group.length > GROUP_DETAIL_LIMIT ? ` (and ${group.length - GROUP_DETAIL_LIMIT} more)` : '';
    grouped.push({
      code: first.code,
      ...(first.view === undefined ? {} : { view: first.view }),
      status: first.status,
      message,
      detail: `${group.length} URLs: ${listed.join('; ')}${rest}`,
      hint: first.hint,
    });
  }
  return grouped;
}

export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.max(0, Math.min(100, Math.round(score)));
}

export function outcome<C extends string>(score: number, findings: Array<DraftFinding<C>>): CheckOutcome<C> {
  return { score: clampScore(score), findings };
}

/** The check could not measure: score 0, status `error`, and a finding that says why. */
export function couldNotMeasure<C extends string>(code: C, message: string, detail: string | null, hint: string | null = null): CheckOutcome<C> {
  return { score: 0, findings: [errorFinding(code, message, detail, hint)], error: true };
}

/** The error finding for a resource that could not be fetched (timeout, refused, broke). */
export function fetchFailedFinding(what: string, failure: FetchFailure): DraftFinding<'fetch-failed'> {
  const rule = failure.rule ? ` (rule: ${failure.rule})` : '';
  return errorFinding(
    'fetch-failed',
    `Could not fetch ${what}: ${failure.message}`,
    `${failure.url} — ${failure.code}${rule}`,
    failure.code === 'timeout' ? 'Make sure the resource answers within the audit timeout.' : null,
  );
}

/** Score from a list of rules, skipping rules with nothing to judge (null). */
export function shareOfRules(rules: ReadonlyArray<{ weight?: number; ok: boolean | null }>): number | null {
  let got = 0;
  let total = 0;
  for (const rule of rules) {
    if (rule.ok === null) continue;
    const weight = rule.weight ?? 1;
    total += weight;
    if (rule.ok) got += weight;
  }
  return total === 0 ? null : (100 * got) / total;
}
