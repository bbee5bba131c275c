// What mcp-server says about a live endpoint's list results beside their items (gather/mcp-list-meta.ts): the
// caching hints MCP 2026-07-28 requires (server/utilities/caching), and the tools that declare payments under the draft
// payment extension (SEP-2007), which the audit recognises and never calls.
import { info, warn, type CodeMeanings, type DraftFinding } from '../../findings.js';
import type { ListCaching, McpListMeta } from '../../gather/mcp-list-meta.js';

export const MCP_LIST_META_CODES = {
  'list-caching':
    'The list results carry caching hints, reported as sent: ttlMs (how long a client may consider the result fresh) and cacheScope (public or private) (MCP 2026-07-28 server/utilities/caching).',
  'list-caching-invalid':
    'A 2026-07-28 list result lacks the caching hints the revision requires, or gives invalid ones: ttlMs an integer of at least 0, cacheScope "public" or "private" (server/utilities/caching §Cacheable Results).',
  'paid-tools':
    'Tools declare payments (SEP-2007, the draft payment extension: a "payment" array on the tool; a call without payment is answered with error -32402); recognised and never called by the audit.',
  'payment-required': 'The endpoint answered a request of the audit with the payment challenge -32402 (SEP-2007 §1.3).',
} as const satisfies CodeMeanings;
type MetaCode = keyof typeof MCP_LIST_META_CODES;

/** Points the missing or invalid caching hints of a modern endpoint cost (of the endpoint's half). */
export const LIST_CACHING_PENALTY = 5;

function describeTtl(ttl: unknown): string {
  if (typeof ttl !== 'number') return ttl === undefined ? 'no ttlMs' : `ttlMs ${JSON.stringify(ttl).slice(0, 20)}`;
  if (ttl <= 0) return `ttlMs ${ttl} (immediately stale)`;
  const minutes = ttl / 60000;
  return `ttlMs ${ttl}${Number.isInteger(minutes) ? ` (${minutes} min)` : ttl >= 1000 ? ` (${Math.round(ttl / 1000)} s)` : ''}`;
}

function describe(item: ListCaching): string {
  const scope = item.cacheScope === undefined ? 'no cacheScope' : `cacheScope ${JSON.stringify(item.cacheScope).slice(0, 30)}`;
  return `${item.method}: ${describeTtl(item.ttlMs)}, ${scope}`;
}

/** §Cacheable Results: servers MUST include both hints; `ttlMs` MUST be >= 0 (an integer, in milliseconds). */
function cachingProblems(item: ListCaching): string[] {
  const problems: string[] = [];
  if (item.ttlMs === undefined) problems.push(`${item.method} has no ttlMs`);
  else if (typeof item.ttlMs !== 'number' || !Number.isInteger(item.ttlMs) || item.ttlMs < 0) problems.push(`${item.method} ttlMs ${JSON.stringify(item.ttlMs).slice(0, 20)} is not an integer of at least 0`);
  if (item.cacheScope === undefined) problems.push(`${item.method} has no cacheScope`);
  else if (item.cacheScope !== 'public' && item.cacheScope !== 'private') problems.push(`${item.method} cacheScope ${JSON.stringify(item.cacheScope).slice(0, 30)} is not "public" or "private"`);
  return problems;
}

/** Findings about the list results' metadata, and the points they cost. `modern`: the endpoint speaks 2026-07-28 or later. */
export function judgeListMeta(meta: McpListMeta, modern: boolean): { findings: Array<DraftFinding<MetaCode>>; penalty: number } {
  const findings: Array<DraftFinding<MetaCode>> = [];
  let penalty = 0;
  // The hints exist from 2026-07-28 on: a 2025-era endpoint is reported only when it sends some anyway.
  const sent = meta.caching.filter((item) => modern || item.ttlMs !== undefined || item.cacheScope !== undefined);
  const problems = modern ? meta.caching.flatMap(cachingProblems) : [];
  if (sent.length > 0) findings.push(info('list-caching', `The list results carry caching hints: ${sent.map(describe).join('; ')}.`, sent.map(describe).join('; '), null));
  if (problems.length > 0) {
    penalty += LIST_CACHING_PENALTY;
    findings.push(
      warn(
        'list-caching-invalid',
        `Some list results lack valid caching hints, which MCP 2026-07-28 requires: ${problems.join('; ')}.`,
        meta.caching.map(describe).join('; '),
        'Return "ttlMs" (an integer of milliseconds, at least 0) and "cacheScope" ("public" for lists that are the same for every user, else "private") on tools/list, resources/list and prompts/list results (MCP 2026-07-28 server/utilities/caching).',
      ),
    );
  }
  if (meta.paidTools.length > 0) {
    const listed = meta.paidTools.slice(0, 8).map((tool) => `${tool.name} (${tool.protocols.join(', ') || 'no protocol named'}${tool.wellFormed ? '' : '; "payment" is not an array of {protocol, paymentRequired}'})`);
    const capability = meta.paymentCapability ? `; the server declares the payment capability${meta.paymentCapability.length > 0 ? ` (${meta.paymentCapability.join(', ')})` : ''}` : '';
    findings.push(
      info(
        'paid-tools',
        `${meta.paidTools.length} tool(s) declare payments (SEP-2007, the draft payment extension)${capability}; the audit recognised them and called none.`,
        `${listed.join('; ')}${meta.paidTools.length > 8 ? `; and ${meta.paidTools.length - 8} more` : ''}`,
        null,
      ),
    );
  }
  if (meta.paymentRequired.length > 0) {
    findings.push(info('payment-required', `The endpoint asked for payment (-32402, SEP-2007 §1.3) to answer ${meta.paymentRequired.join(', ')}; the audit pays for nothing.`, meta.paymentRequired.join(', '), null));
  }
  return { findings, penalty };
}
