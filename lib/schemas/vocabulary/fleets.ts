// The values a fleet's rows and figures take: one list each for the API's schemas (lib/schemas/me/fleets.ts), the
// room that computes them (lib/fleets) and the pages.
import { SCORE_CAPS, type ScoreCapId } from '@/engine/light';

export const CAPABILITY_VALUES = ['exercised', 'probed', 'declared', 'no', 'unproven', 'could-not-ask', 'unknown'] as const;
export type CapabilityValue = (typeof CAPABILITY_VALUES)[number];

/**
 * A check's outcome on a row. `could-not-ask` (checks.md 2026-12c): the engine could not put the check's question
 * (engine couldNotAsk: robots.txt disallows the scanner that path, a fetch or timeout of ours, a spent budget,
 * authentication required); its own outcome, never a fail and never in a pass rate's denominator. `unknown`: not measured.
 */
export const CHECK_OUTCOMES = ['pass', 'warn', 'fail', 'not-applicable', 'unknown', 'could-not-ask'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** An agent's verdict on a row: the engine's (pay: HTTP 402, the owner's choice, checks.md 2026-12d), or unknown: not measured. */
export const AGENT_READS = ['reads', 'partial', 'blocked', 'pay', 'unknown'] as const;
export type AgentRead = (typeof AGENT_READS)[number];

/** A target's status in a run: `pending` and `auditing` are on the way; the others are final (exactly one per target). */
export const FINAL_STATUSES = ['scanned', 'blocked', 'unreachable', 'opted-out', 'cancelled', 'error'] as const;
export type FinalStatus = (typeof FINAL_STATUSES)[number];
export type TargetStatus = FinalStatus | 'pending' | 'auditing';

export const CATEGORIES = ['docs', 'api', 'mcp', 'agent', 'commerce', 'other'] as const;
export type FleetCategory = (typeof CATEGORIES)[number];

export const CAP_IDS = Object.keys(SCORE_CAPS) as ScoreCapId[];

/** The value of cap_condition when the start page meets no cap's condition. */
export const NO_CAP_CONDITION = 'none';

/** Answers 429/503 with Retry-After a fleet target may get and still go back in line (a row's waited.cameBack). */
export const MAX_DEFERRALS = 2;

/**
 * Movement between a fleet's run and the one before it: a target moved when its score changed by at least this many
 * points, and at most MOVEMENT_LISTED targets are listed each way (the service's query, the API's description, the
 * dashboard and the CLI say the same).
 */
export const MOVEMENT_POINTS = 10;
export const MOVEMENT_LISTED = 100;
