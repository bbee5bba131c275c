// The method an edition states first (issue 48 point 1): where the list came from, how targets were deduplicated,
// what counts as reachable, how blocked scans are handled, the render sample, the scan dates, the scorecard and the
// engine. The sentences below describe the fleet scanner's own rules (lib/fleets/classify-report.ts); the numbers are
// the run's.
import type { PopulationFigures } from '@/lib/fleets/summary';
import { count } from '@/lib/format/numbers';

export type DedupeKey = 'origin' | 'registrable-domain';

export interface EditionMethod {
  list: string;
  dedupe: DedupeKey;
  /** Distinct origins and registrable domains among the run's targets. */
  origins: number;
  registrableDomains: number;
  reachability: string;
  blocked: string;
  unknown: string;
  /** How capabilities are counted (checks.md 2026-12c); absent in editions published before scorecard 2026.12.2. */
  capabilities?: string;
  renderSample: {
    /** The share of targets drawn for rendering in a browser (the run's renderSample). */
    fraction: number;
    /** Scanned targets of the sample whose start page was rendered. */
    rendered: number;
    jsOnly: number;
    share: number | null;
    ci95: [number, number] | null;
  };
}

export const REACHABILITY =
  'A target is reachable when its start page answered: a bare domain is tried at https:// and, when https cannot be reached, at http://. ' +
  'No answer (DNS, connection, TLS or a timeout) or a 5xx status on the start page makes it unreachable: it is counted, never scored.';

export const BLOCKED =
  'A target whose start page refused the scanner (401, 403 or 429) or served it a challenge is blocked: retried once, then counted as blocked with the evidence, never scored, never ranked and never shown as 0. ' +
  'What a blocked scan did not measure is unknown.';

export const UNKNOWN =
  'Unknown means not measured (an unreachable or blocked target, an opted-out one, a check that could not run, an agent view the scanner could not take). Unknowns are left out of every rate: a pass rate is pass ÷ (pass + warn + fail), a read rate reads ÷ (reads + partial + blocked). ' +
  'A check the scanner could not ask (robots.txt disallows it that path, a failure or timeout of ours, a spent budget, authentication required) is neither unknown nor a fail: it is counted on its own, with its share of pass + warn + fail + could not ask, and never in a pass rate. ' +
  'What each agent gets is split by the cause the engine gave (refused or challenged, disallowed by robots.txt, needs JavaScript, unreachable), each a share of the sites it was measured on; the sites it was not measured on are counted apart.';

export const CAPABILITIES =
  'A capability is present when the site has it: declared (a file, card or profile entry says so), probed (its endpoint answered as its specification says) or exercised (a read-only operation answered, such as MCP tools/list). ' +
  'A file counts only on a host whose canary (a path that cannot exist) answered no 2xx; a file from a catch-all host is counted apart, never as present. ' +
  'Could not ask (robots.txt disallows the scanner that path, which it obeys; a failure or timeout of ours; a spent budget; authentication required) is its own share, never a no and never in a rate\'s denominator. ' +
  'Each rate is split into platform-supplied (the site\'s headers, generator tag or known paths name the platform that switched it on) and owner-built.';

export const OPTED_OUT =
  'A target whose robots.txt disallows AgentGauge, or that is on the operator\'s opt-out list, is counted as opted out and gets no further request.';

export function dedupeDescription(method: Pick<EditionMethod, 'dedupe' | 'origins' | 'registrableDomains'>): string {
  return method.dedupe === 'registrable-domain'
    ? `One target per registrable domain (Public Suffix List): ${count(method.origins)} origins, each on its own registrable domain.`
    : `One target per origin (scheme, host and port): ${count(method.origins)} origins on ${count(method.registrableDomains)} registrable domains, so a domain with several origins (www and apex, docs and shop) counts once per origin.`;
}

export function editionMethod(input: { list: string; renderFraction: number; origins: number; registrableDomains: number; population: PopulationFigures }): EditionMethod {
  const { render } = input.population;
  return {
    list: input.list,
    // Each target of a fleet is one origin; when no registrable domain has two of them, one per domain holds too.
    dedupe: input.registrableDomains === input.origins ? 'registrable-domain' : 'origin',
    origins: input.origins,
    registrableDomains: input.registrableDomains,
    reachability: REACHABILITY,
    blocked: BLOCKED,
    unknown: UNKNOWN,
    capabilities: CAPABILITIES,
    renderSample: { fraction: input.renderFraction, rendered: render.sampled, jsOnly: render.jsOnly, share: render.share, ci95: render.ci95 },
  };
}
