// How ai-crawler-rules writes each AI token's robots.txt decision into its finding, and how a reader gets the decision
// back. Training tokens share one code ('training-token') for both decisions, so the decision lives in the evidence;
// the writer and the reader stay in this one file so that a wording change cannot silently break the reader (the
// traffic figures' prediction for a crawler the scan does not view, lib/traffic/predictions.ts).
export type RobotsDecision = 'allowed' | 'blocked';

const DECISION = /^[^\s()]+ \([a-z-]+\): (allowed|blocked) — /;

/** The evidence of one token's finding: "GPTBot (training): allowed — line 4 "Allow: /" (named group at line 3)". */
export function tokenEvidence(token: string, tokenClass: string, allowed: boolean, decidingLine: string): string {
  return `${token} (${tokenClass}): ${allowed ? 'allowed' : 'blocked'} — ${decidingLine}`;
}

/** The decision an ai-crawler-rules token finding records, or null when the finding is not one. */
export function robotsDecisionOf(finding: { code?: string; detail?: string | null }): RobotsDecision | null {
  if (finding.code === 'ai-crawler-rules.token-allowed') return 'allowed';
  if (finding.code === 'ai-crawler-rules.token-blocked') return 'blocked';
  if (finding.code !== 'ai-crawler-rules.training-token') return null;
  const decision = DECISION.exec(finding.detail ?? '');
  return decision ? (decision[1] as RobotsDecision) : null;
}
