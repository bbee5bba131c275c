// What stops agents, in one sentence, from the start page's views (issue 45.4): the report opens with it on every
// surface (the dashboard, the public report and its Markdown, the CLI's text and Markdown), computed here once.
import type { AgentCause } from './agents/types.js';
import { capitalized, evidenceGroups, joinNames, pluralNames, type EvidenceGroup, type ViewForWords } from './agent-words.js';
import type { CheckId } from './check-ids.js';
import { CAUSE_CHECKS, fixGain, isBlockedBy, openFixes } from './fix-gains.js';
import { appliedCap, type RescorableReport } from './scoring.js';
import type { ScoreBreakdown } from './types.js';

/**
 * What to do about each cause that loses content, for one agent and for several (a cause not listed: nothing said).
 * The sentence says "first" only where that step's check leads the fix list (engine/fix-gains.ts openFixes): the
 * blocker and the fix list never disagree about what comes first.
 */
const STEP: Partial<Record<AgentCause, { one: string; many: string }>> = {
  refused: { one: 'Allow its user agent', many: 'Allow their user agents' },
  challenged: { one: 'Let its user agent through your bot protection', many: 'Let their user agents through your bot protection' },
  unreachable: { one: 'Let its requests through your firewall', many: 'Let their requests through your firewall' },
  disallowed: { one: 'Allow it in robots.txt', many: 'Allow them in robots.txt' },
  javascript: { one: 'Put the main content in the HTML your server sends', many: 'Put the main content in the HTML your server sends' },
  iframe: { one: "Put the frame's content in the page's own HTML", many: "Put the frame's content in the page's own HTML" },
  'meta-refresh': { one: 'Redirect with an HTTP 301 or 308 in place of the meta refresh', many: 'Redirect with an HTTP 301 or 308 in place of the meta refresh' },
  truncated: { one: 'Put the main content early in the page, or serve it as Markdown', many: 'Put the main content early in the page, or serve it as Markdown' },
  'no-content': { one: 'Give the page text an agent can read', many: 'Give the page text an agent can read' },
};

const NOT_RENDERED = 'Agents that run JavaScript were not measured: this scan rendered no page in a browser.';

/** Said where agents are asked to pay (checks.md 2026-12d): the owner's choice, so no step asks to allow them. */
const PRICED = 'Charging agents is your choice: it counts neither for nor against the score.';

/**
 * What agent-access found a browser gets where agents are refused: the same refusal (a 401 that asks everyone to
 * sign in, or an error status for every visitor), or null where the refusal is the agents' alone or unknown.
 */
function browserRefusedToo(report: RescorableReport): 'sign-in' | 'error' | null {
  const access = report.results.find((result) => result.id === 'agent-access');
  const codes = new Set((access?.findings ?? []).map((finding) => finding.code));
  if (codes.has('agent-access.all-same-login')) return 'sign-in';
  return codes.has('agent-access.browser-not-2xx') ? 'error' : null;
}

/**
 * The blocker sentence: who loses the start page's main content and what they received, who reads it, and what to do
 * about the cause whose fix returns the most ("first" where that fix leads the fix list); "Every agent reads your
 * start page." when none loses it. Names the agents that were not measured, and says so when the browsing agent was
 * not. Null for a report without agent views (stored before they existed).
 */
export function blockerOf(report: RescorableReport): string | null {
  const start = report.agents?.pages[0];
  if (start?.broken) return `Your start page answers ${brokenStatus(start.broken)} to browsers and agents alike: it is broken, not closed to agents, so no agent verdict is given. Make the start page answer its visitors.`;
  const views = start?.views ?? [];
  if (views.length === 0) return null;
  const unmeasuredAgents = views.filter((view) => view.verdict === null && view.profile !== 'browser').map((view) => view.profile);
  const unmeasured = [
    unmeasuredAgents.length > 0 ? ` ${capitalized(joinNames(unmeasuredAgents))} ${pluralNames(unmeasuredAgents) ? 'were' : 'was'} not measured (the scanner's own limits), so ${pluralNames(unmeasuredAgents) ? 'they count' : 'it counts'} nowhere.` : '',
    views.some((view) => view.verdict === null && view.profile === 'browser') ? ` ${NOT_RENDERED}` : '',
  ].join('');
  const gainOf = (group: EvidenceGroup) => {
    const check = CAUSE_CHECKS[group.cause];
    return check ? fixGain(report, check) : 0;
  };
  const groups = evidenceGroups(views)
    .map((group) => ({ group, gain: gainOf(group) }))
    .sort((a, b) => b.gain - a.gain || b.group.profiles.length - a.group.profiles.length)
    .map(({ group }) => group);
  const readers = views.filter((view) => view.verdict === 'reads').map((view) => view.profile);
  if (groups.length === 0) return `${unmeasuredAgents.length > 0 ? 'Every agent measured reads' : 'Every agent reads'} your start page.${unmeasured}`;
  const [first, ...rest] = groups as [EvidenceGroup, ...EvidenceGroup[]];
  // A refusal every visitor gets is not a rule about agents: it is said so, and no agent's User-Agent is to allow.
  const everyone = first.cause === 'refused' ? browserRefusedToo(report) : null;
  const losing = [`${capitalized(first.clause)} on your start page${everyone ? ', as browsers do' : ''}`, ...rest.map((group) => group.clause)].join('; ');
  const reading =
    readers.length > 0
      ? `${joinNames(readers)} ${pluralNames(readers) ? 'read' : 'reads'} it`
      : views.some((view) => view.verdict === 'partial')
        ? 'no agent reads all of it'
        : 'no agent reads it';
  const check = CAUSE_CHECKS[first.cause];
  const leads = check !== undefined && openFixes(report)[0]?.checkId === check;
  const words = STEP[first.cause]?.[pluralNames(first.profiles) ? 'many' : 'one'];
  const step =
    everyone === 'sign-in'
      ? ' The page asks every visitor to sign in: agents are treated like people.'
      : everyone === 'error'
        ? ' Make the start page answer its visitors.'
        : words
          ? ` ${words}${leads ? ' first' : ''}.`
          : '';
  const priced = groups.some((group) => group.cause === 'priced') ? ` ${PRICED}` : '';
  return `${losing}; ${reading}.${step}${priced}${unmeasured}`;
}

function brokenStatus(broken: NonNullable<PageViewsForWords['broken']>): string {
  return broken.status === null ? 'no page' : `HTTP ${broken.status}${broken.browserStatus !== null && broken.browserStatus !== broken.status ? ` (a browser: HTTP ${broken.browserStatus})` : ''}`;
}

export interface PageViewsForWords {
  access: number | null;
  views: readonly ViewForWords[];
  broken?: { status: number | null; browserStatus: number | null };
}

/**
 * One page of the sample in one sentence, from its views alone (every surface says the same, checks.md 2026-12c):
 * broken, not measured, or who loses its main content with what they received, who reads it, and who was not
 * measured, each named.
 */
export function pageSentence(page: PageViewsForWords): string {
  if (page.broken) return `Broken: ${brokenStatus(page.broken)} to browsers and agents alike, so no agent verdict (http-semantics lists it).`;
  const measured = page.views.filter((view) => view.verdict !== null);
  if (measured.length === 0) return 'Not measured: no agent got an answer the scanner could judge, so the page counts nowhere.';
  const unmeasured = page.views.filter((view) => view.verdict === null).map((view) => view.profile);
  const readers = measured.filter((view) => view.verdict === 'reads').map((view) => view.profile);
  const losing = evidenceGroups(measured).map((group) => group.clause);
  const reading = readers.length === 0 ? null : unmeasured.length === 0 && losing.length === 0 ? 'every agent reads it' : `${joinNames(readers)} ${pluralNames(readers) ? 'read' : 'reads'} it`;
  const notMeasured = unmeasured.length === 0 ? null : `${joinNames(unmeasured)} ${pluralNames(unmeasured) ? 'were' : 'was'} not measured`;
  return `${capitalized([...losing, reading, notMeasured].filter((part): part is string => part !== null).join('; '))}.`;
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
