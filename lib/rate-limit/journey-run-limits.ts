// How many agent runs one journey batch may hold (pass^k over k runs), and the profile runs browse as by default.
// A module of its own so the request schemas read them without loading the engine.
import type { AgentProfileId } from '@/engine/light';

export const JOURNEY_RUNS = { default: 3, max: 5 } as const;

/** Claude Code: the first profile of the table, a user-triggered agent that reads pages without JavaScript. */
export const DEFAULT_RUN_PROFILE: AgentProfileId = 'claude-code';
