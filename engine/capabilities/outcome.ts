// A capability's outcome as a check writes it (checks.md 2026-12c): yes at an evidence level, no, or could not ask,
// with who supplied it. The check judges once; the runner publishes it with the check's result (run-check.ts), and the
// audit resolves a file's presence against the host's canary (audit.ts).
import type { CapabilityId, CouldNotAskReason, EvidenceLevel } from '../capability-ids.js';
import type { FetchFailure, FetchResult } from '../fetch/types.js';
import type { CapabilityOutcome, DetectedPlatform } from '../types.js';
import { attributeCapability, type PlatformEvidence } from './platforms.js';
import { REPORT_LIMITS } from '../config.js';

/** A site's words reach a capability's detail and URL (a UCP profile may name any URL): bounded as findings are. */
function bounded(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}
const detailOf = (detail: string) => bounded(detail, REPORT_LIMITS.messageChars);
const urlOf = (url: string | null) => (url === null ? null : bounded(url, REPORT_LIMITS.subjectChars));

/** `file`: the evidence is a document answering at a URL (a catch-all host fakes that); `exchange`: a protocol answered. */
export type EvidenceBasis = 'file' | 'exchange';

export interface YesEvidence {
  level: EvidenceLevel;
  basis: EvidenceBasis;
  /** The document or endpoint that answered. */
  url: string;
  /** Its answer, where there is one (the platform's marker may be on it). */
  response?: PlatformEvidence | null;
  detail: string;
}

export function capabilityYes(capability: CapabilityId, platforms: readonly DetectedPlatform[], evidence: YesEvidence): CapabilityOutcome {
  return {
    capability,
    state: 'yes',
    evidence: evidence.level,
    reason: null,
    url: urlOf(evidence.url),
    detail: detailOf(evidence.detail),
    // A file is proven present only against the host's canary, which the audit reads afterwards (audit.ts).
    proof: evidence.basis === 'exchange' ? 'exchange' : 'unproven',
    platform: attributeCapability(capability, platforms, { url: evidence.url, response: evidence.response ?? null }),
  };
}

export function capabilityNo(capability: CapabilityId, url: string | null, detail: string): CapabilityOutcome {
  return { capability, state: 'no', evidence: null, reason: null, url: urlOf(url), detail: detailOf(detail), proof: null, platform: null };
}

export function capabilityNotAsked(capability: CapabilityId, reason: CouldNotAskReason, url: string | null, detail: string): CapabilityOutcome {
  return { capability, state: 'could-not-ask', evidence: null, reason, url: urlOf(url), detail: detailOf(detail), proof: null, platform: null };
}

/** Why a fetch that got no answer could not ask: our robots rule, our budget, or our own failure or timeout. */
export function reasonOfFailure(failure: FetchFailure): CouldNotAskReason {
  if (failure.code === 'refused' && failure.rule === 'robots-txt') return 'robots';
  if ((failure.code === 'refused' && failure.rule === 'request-budget') || failure.code === 'aborted') return 'budget';
  return 'fetch-error';
}

/** Statuses that ask for credentials (or refuse the scanner), so the question was not answered. */
const AUTH_STATUSES = new Set([401, 403, 407]);

export function asksForAuth(status: number): boolean {
  return AUTH_STATUSES.has(status);
}

/**
 * Why a request for a capability's document could not ask, or null when it was answered: no answer (robots, budget,
 * a failure of ours) or an answer that asks for authentication.
 */
export function notAskedBy(result: FetchResult): { reason: CouldNotAskReason; detail: string } | null {
  if (!result.ok) return { reason: reasonOfFailure(result.error), detail: `${result.error.url}: ${result.error.message}` };
  if (asksForAuth(result.response.status)) {
    return { reason: 'auth', detail: `${result.response.url} answered HTTP ${result.response.status}: it asks for authentication, so whether it exists could not be asked.` };
  }
  return null;
}

/** The first of several attempts that could not ask, when none of them answered with the document. */
export function firstNotAsked(results: readonly FetchResult[]): { reason: CouldNotAskReason; detail: string } | null {
  for (const result of results) {
    const notAsked = notAskedBy(result);
    if (notAsked) return notAsked;
  }
  return null;
}

/** A response as the platform table reads it. */
export function platformEvidenceOf(response: { headers: Record<string, string>; text: string } | null | undefined): PlatformEvidence | null {
  return response ? { headers: response.headers, text: response.text } : null;
}
