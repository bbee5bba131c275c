// The capabilities the checks look for, and the words every reader uses for them (checks.md 2026-12c, "Claims,
// probes, exercises", "Three states", "Who supplied it"). Data only, so it is cheap to import (the light entry
// re-exports it): a capability is a property of one check's outcome, never a check of its own (there are 26).
import type { CheckId } from './check-ids.js';

/** Each capability, in catalog order of the check that judges it. */
export const CAPABILITY_IDS = ['llms-txt', 'web-bot-auth', 'markdown', 'openapi', 'mcp', 'a2a', 'agent-skills', 'oauth-metadata', 'commerce'] as const;
export type CapabilityId = (typeof CAPABILITY_IDS)[number];

/** The check whose outcome carries each capability. */
export const CAPABILITY_CHECKS = {
  'llms-txt': 'llms-txt',
  'web-bot-auth': 'web-bot-auth',
  markdown: 'markdown-negotiation',
  openapi: 'openapi',
  mcp: 'mcp-server',
  a2a: 'a2a-agent-card',
  'agent-skills': 'agent-skills',
  'oauth-metadata': 'oauth-discovery',
  commerce: 'commerce-protocols',
} as const satisfies Record<CapabilityId, CheckId>;

/** The capability a check's outcome carries, or null for a check that looks for none. */
export function capabilityOfCheck(id: CheckId): CapabilityId | null {
  for (const capability of CAPABILITY_IDS) if (CAPABILITY_CHECKS[capability] === id) return capability;
  return null;
}

/** Human names, as reports, fleet rows and index editions print them. */
export const CAPABILITY_NAMES: Readonly<Record<CapabilityId, string>> = {
  'llms-txt': 'llms.txt',
  'web-bot-auth': 'Web Bot Auth key directory',
  markdown: 'Markdown for agents',
  openapi: 'OpenAPI description',
  mcp: 'MCP server',
  a2a: 'A2A agent card',
  'agent-skills': 'Agent skills',
  'oauth-metadata': 'OAuth metadata',
  commerce: 'Commerce profile',
};

/**
 * yes: the site has it (at the evidence level named beside it). no: asked, and it is not there. could-not-ask: the
 * question could not be put (never a no, never in a rate's denominator).
 */
export const CAPABILITY_STATES = ['yes', 'no', 'could-not-ask'] as const;
export type CapabilityState = (typeof CAPABILITY_STATES)[number];

/**
 * declared: a file, card, profile entry or link says it exists. probed: its endpoint answered as its specification
 * says. exercised: a read-only operation answered (MCP initialize + tools/list, an OpenAPI GET without parameters, a
 * Markdown answer to an agent's Accept). Known Good's census rubric: claimed, probe-verified, behaviourally verified.
 */
export const EVIDENCE_LEVELS = ['declared', 'probed', 'exercised'] as const;
export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number];

/**
 * Why a question could not be put: robots (robots.txt disallows the scanner that path, in a bulk audit that obeys
 * it), fetch-error (a timeout or failure of ours), budget (the audit's request or time budget was spent), auth (the
 * resource asks for authentication: 401, 403 or 407).
 */
export const COULD_NOT_ASK_REASONS = ['robots', 'fetch-error', 'budget', 'auth'] as const;
export type CouldNotAskReason = (typeof COULD_NOT_ASK_REASONS)[number];

/**
 * How far a "yes" is proven present. exchange: a protocol exchange answered (no catch-all answers that). canary: the
 * evidence is a file, and the host answered a path that cannot exist with no 2xx, so the file is real. catch-all:
 * the evidence is a file, but the host answers 2xx to a path that cannot exist, so it proves nothing. unproven: the
 * evidence is a file and the canary was not asked (or got no answer).
 */
export const PRESENCE_PROOFS = ['exchange', 'canary', 'catch-all', 'unproven'] as const;
export type PresenceProof = (typeof PRESENCE_PROOFS)[number];

/** Whether a "yes" with this proof counts as present in a fleet or an edition (checks.md 2026-12c, "Three states"). */
export function presenceCounts(proof: PresenceProof | null): boolean {
  return proof === 'exchange' || proof === 'canary';
}
