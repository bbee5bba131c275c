// Kept in step with package.json's version by a test (tests/unit/engine/version.test.ts).
export const ENGINE_NAME = 'agentgauge';
export const ENGINE_VERSION = '6.4.0';
export const ENGINE_ID = `${ENGINE_NAME}@${ENGINE_VERSION}`;
export const DOCS_URL = 'https://agentgauge.dev/docs/bot';
/**
 * The scanner's one User-Agent (checks.md, "A scan that was blocked says so"): stable across releases of a major
 * version, so an owner can allow it once; the URL explains what it is. The agent profiles' own requests send theirs.
 */
export const USER_AGENT = `AgentGauge/${ENGINE_VERSION.split('.')[0]} (+${DOCS_URL})`;
