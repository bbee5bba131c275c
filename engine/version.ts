// Kept in step with package.json's version by a test (tests/engine/version.test.ts).
export const ENGINE_NAME = 'agentgauge';
export const ENGINE_VERSION = '6.2.0';
export const ENGINE_ID = `${ENGINE_NAME}@${ENGINE_VERSION}`;
export const DOCS_URL = 'https://agentgauge.dev/docs/bot';
export const USER_AGENT = `AgentGauge/${ENGINE_VERSION} (+${DOCS_URL})`;
