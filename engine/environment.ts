// The environment variables an audit reads, in one place: the engine reads them by these names, and the catalog
// (the /checks page, `agentgauge checks`, the README) lists them with the checks they change.
import type { CheckId } from './check-ids.js';
import { BROWSER_ENV } from './render/find-browser.js';
import { DEFAULT_RENDER_MEMORY_MB, RENDER_MEMORY_ENV } from './render/memory-watch.js';

export const DNS_SERVERS_ENV = 'AGENTGAUGE_DNS_SERVERS';
export const DNS_TRUST_AD_ENV = 'AGENTGAUGE_DNS_TRUST_AD';

export interface AuditSetting {
  name: string;
  /** The form its value takes. */
  value: string;
  meaning: string;
  /** The checks whose measurement it changes. */
  checks: readonly CheckId[];
}

const RENDERED_VIEW_CHECKS: readonly CheckId[] = ['server-rendered-content', 'semantic-structure', 'webmcp'];

export const AUDIT_ENVIRONMENT: readonly AuditSetting[] = [
  {
    name: DNS_SERVERS_ENV,
    value: 'host:port,…',
    meaning: 'DNS servers that answer every lookup of an audit (host addresses and DNS-AID records) instead of the system\'s; the CLI\'s --dns-server',
    checks: ['api-catalog'],
  },
  {
    name: DNS_TRUST_AD_ENV,
    value: '1',
    meaning: 'trust the DNSSEC AD bit of a resolver that is not on loopback (DNS-AID records then count as authenticated)',
    checks: ['api-catalog'],
  },
  ...BROWSER_ENV.map((name) => ({
    name,
    value: 'path',
    meaning: 'the Chromium or Chrome executable for the rendered view of a CLI audit with --browser (read in this order)',
    checks: RENDERED_VIEW_CHECKS,
  })),
  {
    name: RENDER_MEMORY_ENV,
    value: 'MB',
    meaning: `resident memory any one process of the rendered view's browser may hold (default ${DEFAULT_RENDER_MEMORY_MB}); past it the browser is stopped and the page keeps to the raw view`,
    checks: RENDERED_VIEW_CHECKS,
  },
];
