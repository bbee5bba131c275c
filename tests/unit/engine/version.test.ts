import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_ID, ENGINE_VERSION, USER_AGENT } from '../../../engine/index.js';

describe('engine version', () => {
  it('matches package.json (major version 6) and names the engine agentgauge@<semver>', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(ENGINE_VERSION).toBe(pkg.version);
    expect(pkg.version).toMatch(/^6\.\d+\.\d+$/);
    expect(ENGINE_ID).toBe(`agentgauge@${pkg.version}`);
    expect(USER_AGENT).toBe(`AgentGauge/${pkg.version.split('.')[0]} (+https://agentgauge.dev/docs/bot)`);
    expect(USER_AGENT).toBe('AgentGauge/6 (+https://agentgauge.dev/docs/bot)');
  });
});
