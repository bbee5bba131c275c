// Anonymous public scans of the hostile fixture sites (tests/fixtures/hostile-reports.ts), as both tiers' hostile
// isolation tests make them: with these settings the service lets them reach the 127.0.0.1 fixtures, as many times
// as a test scans, and renders no page.
import { request } from '../http';
import type { FixtureSite } from '../site';

export const HOSTILE_SCAN_ENV: Record<string, string> = {
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  // Anonymous scans of the 127.0.0.1 fixtures (a test bed's setting: they never reach a private origin otherwise).
  AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
  AGENTGAUGE_PUBLIC_SCAN_PER_CALLER: '100',
  AGENTGAUGE_PUBLIC_SCAN_PER_TARGET: '100',
  AGENTGAUGE_RENDER: '0',
};

export const publicScan = (baseUrl: string, site: FixtureSite) => request(baseUrl, '/api/v1/scan', { json: { domain: site.origin } });
