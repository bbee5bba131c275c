// Who fetched, per request (checks.md 2026-12d, "Four states of who fetched"): a request that names an agent is
// `verified` by its vendor's method (the CDN's verified-bot field, the vendor's published address ranges, or
// forward-confirmed reverse DNS where the vendor documents it), `spoofed` when its vendor fetches only from its own
// ranges or hostnames and this request came from elsewhere, `unverifiable` when the agent fetches from its users'
// machines (Claude Code, Cursor, Codex: no address can prove them) or its vendor publishes no method this service reads,
// and `not claimed` when it names no agent. Each judgement names its method and the day of the evidence it used (the
// ranges file's date; the day of the lookup for reverse DNS).
import { fetchOriginOf, type Identity } from './agents';
import type { RangeSets } from './ip-ranges';
import { REVERSE_DNS, underSuffix, type ReverseDnsAnswer, type ReverseDnsChecker } from './reverse-dns';
import type { VerificationMethod, VerificationState } from '@/lib/schemas/vocabulary/traffic';

export interface Judgement {
  state: VerificationState;
  method: VerificationMethod;
  /** The day of the evidence (YYYY-MM-DD): the ranges file's, or the lookup's; '' when the method has no date. */
  judgedOn: string;
}

export const NOT_CLAIMED: Judgement = { state: 'not claimed', method: 'none', judgedOn: '' };
const CDN_VERIFIED: Judgement = { state: 'verified', method: 'cdn', judgedOn: '' };
const CLIENT_SIDE: Judgement = { state: 'unverifiable', method: 'client-side', judgedOn: '' };
const NO_METHOD: Judgement = { state: 'unverifiable', method: 'no-method', judgedOn: '' };
const NOT_INSTALLED: Judgement = { state: 'unverifiable', method: 'not-installed', judgedOn: '' };
const UNANSWERED: Judgement = { state: 'unverifiable', method: 'unanswered', judgedOn: '' };

export class Verifier {
  readonly #ranges: RangeSets;
  readonly #reverseDns: ReverseDnsChecker | null;
  readonly #today: string;

  constructor(ranges: RangeSets, reverseDns: ReverseDnsChecker | null, now = Date.now()) {
    this.#ranges = ranges;
    this.#reverseDns = reverseDns;
    this.#today = new Date(now).toISOString().slice(0, 10);
  }

  /** The request's judgement, or a promise of it while its address is looked up. */
  judge(identity: Identity | null, ip: string, cdnVerified: boolean): Judgement | Promise<Judgement> {
    if (identity === null) return NOT_CLAIMED;
    if (cdnVerified) return CDN_VERIFIED;
    const named = identity.named;
    if (fetchOriginOf(identity.agent).fetchesFrom === 'users') return CLIENT_SIDE;
    if (named === null) return NO_METHOD;
    const installed = named.ranges.flatMap((name) => this.#ranges.get(name) ?? []);
    const inRanges = installed.find((set) => set.contains(ip));
    if (inRanges) return { state: 'verified', method: 'ranges', judgedOn: inRanges.date ?? '' };
    const byRanges: Judgement | null = installed.length > 0 ? { state: 'spoofed', method: 'ranges', judgedOn: installed[0]!.date ?? '' } : null;
    const rule = REVERSE_DNS.get(named.agent);
    if (rule && this.#reverseDns) {
      const answer = this.#reverseDns.answer(ip);
      const decide = (found: ReverseDnsAnswer | null): Judgement => {
        if (found === null || !found.answered) return byRanges ?? UNANSWERED;
        return found.names.some((name) => underSuffix(name, rule.suffixes))
          ? { state: 'verified', method: 'reverse-dns', judgedOn: this.#today }
          : { state: 'spoofed', method: 'reverse-dns', judgedOn: this.#today };
      };
      return answer instanceof Promise ? answer.then(decide) : decide(answer);
    }
    if (byRanges) return byRanges;
    if (named.ranges.length > 0 || rule) return rule ? UNANSWERED : NOT_INSTALLED;
    return NO_METHOD;
  }
}
