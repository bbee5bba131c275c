// What each agent profile receives for the start page, before and after (issue 54 point 2: "ChatGPT: reads →
// blocked"). Judged only where both sides measured the profile: a view our own limits left unmeasured (verdict null)
// is never a regression or an improvement. Pure: no database, no clock.
import type { AgentView } from '@/engine/index';
import { agentProfile, isAgentProfileId } from '@/engine/light';

export type AgentVerdictChange = 'regressed' | 'improved' | 'unjudged';

export interface AgentVerdictDifference {
  profile: string;
  /** The profile's name ("ChatGPT (ChatGPT-User)"). */
  name: string;
  /** The verdict before and after; null: not measured on that side. */
  before: AgentView['verdict'];
  after: AgentView['verdict'];
  change: AgentVerdictChange;
  /** The later side's reason (what the agent receives now). */
  reason: string;
}

/**
 * reads above partial above blocked. pay is not ranked: asking an agent to pay is the owner's choice (checks.md
 * 2026-12d), so a change to or from it is shown, never judged a regression or an improvement.
 */
const RANK = { reads: 2, partial: 1, blocked: 0 } as const;
const ranked = (verdict: AgentView['verdict']): verdict is keyof typeof RANK => verdict !== null && verdict !== 'pay';

/** The report's start-page views (absent from reports without agent views, such as the remote engine's). */
export interface ComparedAgents {
  agents?: { pages: ReadonlyArray<{ views: readonly AgentView[] }> } | undefined;
}

function startPageViews(report: ComparedAgents): readonly AgentView[] {
  return report.agents?.pages[0]?.views ?? [];
}

/** The profiles whose verdict differs, in the later report's order. */
export function compareAgentVerdicts(before: ComparedAgents, after: ComparedAgents): AgentVerdictDifference[] {
  const earlier = new Map(startPageViews(before).map((view) => [view.profile, view]));
  const differences: AgentVerdictDifference[] = [];
  for (const view of startPageViews(after)) {
    const was = earlier.get(view.profile);
    if (!was || was.verdict === view.verdict) continue;
    const change: AgentVerdictChange =
      !ranked(was.verdict) || !ranked(view.verdict) ? 'unjudged' : RANK[view.verdict] < RANK[was.verdict] ? 'regressed' : 'improved';
    differences.push({
      profile: view.profile,
      name: isAgentProfileId(view.profile) ? agentProfile(view.profile).name : view.profile,
      before: was.verdict,
      after: view.verdict,
      change,
      reason: view.reason,
    });
  }
  return differences;
}

/** "ChatGPT (ChatGPT-User): reads → blocked". */
export function describeVerdictChange(difference: Pick<AgentVerdictDifference, 'name' | 'before' | 'after'>): string {
  return `${difference.name}: ${difference.before ?? 'not measured'} → ${difference.after ?? 'not measured'}`;
}
