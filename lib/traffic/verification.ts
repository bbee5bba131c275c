// Who fetched, per request (checks.md 2026-12d, "Four states of who fetched"): a request that names an agent is
// `verified` by its vendor's method (the CDN's verified-bot field, the vendor's published address ranges, or
// forward-confirmed reverse DNS where the vendor documents it), `spoofed` when its vendor fetches only from its own
// ranges or hostnames and this request came from elsewhere, `unverifiable` when the agent fetches from its users'
// machines (Claude Code, Cursor, Codex: no address can prove them) or its vendor publishes no method this service reads,
// and `not claimed` when it names no agent. Each judgement names its method and the day of the evidence it used (the
// ranges file's date; the day of the lookup for reverse DNS).
import { fetchOriginOf, type Identity } from './agents';
import type { RangeSet, RangeSets } from './ip-ranges';
import { REVERSE_DNS, underSuffix, type ReverseDnsAnswer, type ReverseDnsChecker } from './reverse-dns';
import type { VerificationMethod, VerificationState } from '@/lib/schemas/vocabulary/traffic';

export interface Judgement {
  state: VerificationState;
  method: VerificationMethod;
  /** The day of the evidence (YYYY-MM-DD): the ranges file's, or the lookup's; '' when the method has none. */
  judgedOn: string;
}

const judgement = (state: VerificationState, method: VerificationMethod, judgedOn = ''): Judgement => ({ state, method, judgedOn });

export const NOT_CLAIMED = judgement('not claimed', 'none');
const CDN_VERIFIED = judgement('verified', 'cdn');
const CLIENT_SIDE = judgement('unverifiable', 'client-side');
const NO_METHOD = judgement('unverifiable', 'no-method');
const NOT_INSTALLED = judgement('unverifiable', 'not-installed');
const UNANSWERED = judgement('unverifiable', 'unanswered');

/** How one agent's requests are judged, worked out once per batch: no judgement allocates per request. */
interface AgentPlan {
  /** Judged without the address (client-side, no method, not installed), or null. */
  fixed: Judgement | null;
  /** The vendor's ranges files in force, each with its `verified` judgement. */
  ranges: Array<{ set: RangeSet; verified: Judgement }>;
  /** `spoofed` by the ranges, when any is in force. */
  byRanges: Judgement | null;
  /** Reverse DNS hostnames, when the vendor documents them and lookups are on. */
  suffixes: readonly string[] | null;
}

export class Verifier {
  readonly #ranges: RangeSets;
  readonly #reverseDns: ReverseDnsChecker | null;
  readonly #plans = new Map<string, AgentPlan>();
  readonly #byDns: { verified: Judgement; spoofed: Judgement };

  constructor(ranges: RangeSets, reverseDns: ReverseDnsChecker | null, now = Date.now()) {
    this.#ranges = ranges;
    this.#reverseDns = reverseDns;
    const today = new Date(now).toISOString().slice(0, 10);
    this.#byDns = { verified: judgement('verified', 'reverse-dns', today), spoofed: judgement('spoofed', 'reverse-dns', today) };
  }

  #plan(identity: Identity): AgentPlan {
    const known = this.#plans.get(identity.agent);
    if (known) return known;
    const named = identity.named;
    const rule = named ? REVERSE_DNS.get(named.agent) : undefined;
    const installed = (named?.ranges ?? []).flatMap((name) => this.#ranges.get(name) ?? []);
    const byRanges = installed.length > 0 ? judgement('spoofed', 'ranges', installed[0]!.date ?? '') : null;
    const suffixes = rule && this.#reverseDns ? rule.suffixes : null;
    const fixed =
      fetchOriginOf(identity.agent).fetchesFrom === 'users'
        ? CLIENT_SIDE
        : named === null
          ? NO_METHOD
          : installed.length > 0 || suffixes
            ? null
            : rule
              ? UNANSWERED
              : named.ranges.length > 0
                ? NOT_INSTALLED
                : NO_METHOD;
    const plan: AgentPlan = { fixed, ranges: installed.map((set) => ({ set, verified: judgement('verified', 'ranges', set.date ?? '') })), byRanges, suffixes };
    this.#plans.set(identity.agent, plan);
    return plan;
  }

  /** The request's judgement, or a promise of it while its address is looked up. */
  judge(identity: Identity | null, ip: string, cdnVerified: boolean): Judgement | Promise<Judgement> {
    if (identity === null) return NOT_CLAIMED;
    if (cdnVerified) return CDN_VERIFIED;
    const plan = this.#plan(identity);
    if (plan.fixed) return plan.fixed;
    for (const range of plan.ranges) if (range.set.contains(ip)) return range.verified;
    const suffixes = plan.suffixes;
    if (!suffixes) return plan.byRanges ?? UNANSWERED;
    const decide = (found: ReverseDnsAnswer | null): Judgement => {
      if (found === null || !found.answered) return plan.byRanges ?? UNANSWERED;
      return found.names.some((name) => underSuffix(name, suffixes)) ? this.#byDns.verified : this.#byDns.spoofed;
    };
    const answer = this.#reverseDns!.answer(ip);
    return answer instanceof Promise ? answer.then(decide) : decide(answer);
  }
}
