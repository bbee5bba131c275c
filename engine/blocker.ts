// What stops agents, in one sentence, from the start page's views (issue 45.4): the report opens with it on every
// surface (the dashboard, the public report and its Markdown, the CLI's text and Markdown), computed here once.
import type { AgentCause } from './agents/types.js';
import { capitalized, evidenceGroups, joinNames, pluralNames, type EvidenceGroup } from './agent-words.js';
import type { CheckId } from './check-ids.js';
import { CAUSE_CHECKS, fixGain, isBlockedBy } from './fix-gains.js';
import { appliedCap, type RescorableReport } from './scoring.js';
import type { ScoreBreakdown } from './types.js';

/** What to do first about each cause that loses content, for one agent and for several (a cause not listed: nothing said). */
const FIRST_STEP: Partial<Record<AgentCause, { one: string; many: string }>> = {
  refused: { one: 'Allow its user agent first.', many: 'Allow their user agents first.' },
  challenged: { one: 'Let its user agent through your bot protection first.', many: 'Let their user agents through your bot protection first.' },
  unreachable: { one: 'Let its requests through your firewall first.', many: 'Let their requests through your firewall first.' },
  disallowed: { one: 'Allow it in robots.txt first.', many: 'Allow them in robots.txt first.' },
  javascript: { one: 'Put the main content in the HTML your server sends first.', many: 'Put the main content in the HTML your server sends first.' },
  truncated: { one: 'Put the main content early in the page, or serve it as Markdown, first.', many: 'Put the main content early in the page, or serve it as Markdown, first.' },
  'no-content': { one: 'Give the page text an agent can read first.', many: 'Give the page text an agent can read first.' },
};

const NOT_RENDERED = 'Agents that run JavaScript were not measured: this scan rendered no page in a browser.';

/**
 * The blocker sentence: who loses the start page's main content and what they received, who reads it, and what to do
 * first (the cause whose fix returns the most); "Every agent reads your start page." when none loses it. Says so
 * when the browsing agent was not measured. Null for a report without agent views (stored before they existed).
 */
export function blockerOf(report: RescorableReport): string | null {
  const views = report.agents?.pages[0]?.views ?? [];
  if (views.length === 0) return null;
  const unmeasured = views.some((view) => view.verdict === null && view.profile === 'browser') ? ` ${NOT_RENDERED}` : '';
  const gainOf = (group: EvidenceGroup) => {
    const check = CAUSE_CHECKS[group.cause];
    return check ? fixGain(report, check) : 0;
  };
  const groups = evidenceGroups(views)
    .map((group) => ({ group, gain: gainOf(group) }))
    .sort((a, b) => b.gain - a.gain || b.group.profiles.length - a.group.profiles.length)
    .map(({ group }) => group);
  const readers = views.filter((view) => view.verdict === 'reads').map((view) => view.profile);
  if (groups.length === 0) return `Every agent reads your start page.${unmeasured}`;
  const [first, ...rest] = groups as [EvidenceGroup, ...EvidenceGroup[]];
  const losing = [`${capitalized(first.clause)} on your start page`, ...rest.map((group) => group.clause)].join('; ');
  const reading =
    readers.length > 0
      ? `${joinNames(readers)} ${pluralNames(readers) ? 'read' : 'reads'} it`
      : views.some((view) => view.verdict === 'partial')
        ? 'no agent reads all of it'
        : 'no agent reads it';
  const step = FIRST_STEP[first.cause]?.[pluralNames(first.profiles) ? 'many' : 'one'];
  return `${losing}; ${reading}.${step ? ` ${step}` : ''}${unmeasured}`;
}

/** Whom the check stops on the start page and what they received ("Claude Code and Codex get HTTP 403"), or null. */
export function blockedBy(report: RescorableReport, checkId: CheckId): string | null {
  const views = (report.agents?.pages[0]?.views ?? []).filter((view) => isBlockedBy(view, checkId));
  const clauses = evidenceGroups(views).map((group) => group.clause);
  return clauses.length === 0 ? null : clauses.join('; ');
}

/**
 * The cap that changed the score, as every surface says it: capped (lowered to its limit) or raised to its floor;
 * null when no cap changed the score (a stored 2026.12 report's cap that lowered nothing is not shown).
 */
export function capSentence(scoring: Pick<ScoreBreakdown, 'cap' | 'score' | 'uncapped'> | null | undefined): string | null {
  const cap = appliedCap(scoring);
  if (!cap || !scoring) return null;
  if (cap.floor && scoring.score > scoring.uncapped) return `Raised to ${scoring.score} from ${scoring.uncapped}: ${cap.reason} ${cap.floor.reason}`;
  return `Capped at ${cap.limit} (${scoring.uncapped} without the cap): ${cap.reason}`;
}
