// What a scan predicted for each agent, read from its stored report and never re-judged: an agent profile's verdict
// on the start page (the report's agent views), or, for a crawler the scan does not view, what robots.txt tells its
// token (ai-crawler-rules, finding per token). Observed traffic never writes back into a report (checks.md 2026-12c).
import { robotsDecisionOf, type AGENT_CAUSES, type AGENT_VERDICTS, type AgentProfileId } from '@/engine/light';
import { NAMED_AGENTS, UNNAMEABLE_PROFILES } from './agents';

type AgentVerdict = (typeof AGENT_VERDICTS)[number];
type AgentCause = (typeof AGENT_CAUSES)[number];

/** The prediction's verdict: an agent view's (reads, partial, blocked, pay) or robots.txt's for a crawler (allowed, disallowed). */
export type PredictedVerdict = AgentVerdict | 'allowed' | 'disallowed';

export interface Prediction {
  verdict: PredictedVerdict;
  /** The view's cause (refused, challenged, javascript, …), or 'robots' for a robots.txt prediction. */
  cause: AgentCause | 'robots';
  scanId: string;
  scannedAt: string;
}

/** The parts of a stored report the predictions read (engine/types.ts AuditReport). */
export interface PredictingReport {
  agents?: { pages: Array<{ views: Array<{ profile: string; verdict: AgentVerdict | null; cause: AgentCause }> }> };
  results: Array<{ id: string; findings: Array<{ code?: string; subject?: string; detail?: string | null }> }>;
}

function robotsPrediction(report: PredictingReport, token: string): PredictedVerdict | null {
  const check = report.results.find((result) => result.id === 'ai-crawler-rules');
  const finding = check?.findings.find((item) => item.subject === token);
  const decision = finding ? robotsDecisionOf(finding) : null;
  return decision === null ? null : decision === 'allowed' ? 'allowed' : 'disallowed';
}

/** Every agent's prediction from one scan, keyed by the agent's name as the figures show it. */
export function predictionsOf(report: PredictingReport, scan: { id: string; at: string }, profileNames: ReadonlyMap<AgentProfileId, string>): Map<string, Prediction> {
  const predictions = new Map<string, Prediction>();
  const startPage = report.agents?.pages[0];
  const viewOf = (profile: AgentProfileId) => startPage?.views.find((view) => view.profile === profile);
  const fromView = (profile: AgentProfileId): Prediction | null => {
    const view = viewOf(profile);
    return view && view.verdict !== null ? { verdict: view.verdict, cause: view.cause, scanId: scan.id, scannedAt: scan.at } : null;
  };
  for (const agent of NAMED_AGENTS) {
    if (agent.profile) {
      const prediction = fromView(agent.profile);
      if (prediction) predictions.set(agent.agent, prediction);
    } else if (agent.robotsToken) {
      const verdict = robotsPrediction(report, agent.robotsToken);
      if (verdict) predictions.set(agent.agent, { verdict, cause: 'robots', scanId: scan.id, scannedAt: scan.at });
    }
  }
  for (const profile of UNNAMEABLE_PROFILES) {
    const prediction = fromView(profile);
    if (prediction) predictions.set(profileNames.get(profile) ?? profile, prediction);
  }
  return predictions;
}

/**
 * Whether the prediction says the agent is kept out (refused, challenged or disallowed), as logs could show it. Asked to
 * pay (pay, HTTP 402) is not: charging is the owner's choice (checks.md 2026-12d), and a log's 402 is no refusal.
 */
export function predictsRefusal(prediction: Prediction): boolean {
  if (prediction.verdict === 'disallowed') return true;
  return prediction.verdict === 'blocked' && (prediction.cause === 'refused' || prediction.cause === 'challenged' || prediction.cause === 'disallowed');
}
