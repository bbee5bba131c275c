// A log's requests counted into the rows the figures are made of: per UTC day, agent, how the request was judged
// (verification.ts: state, method and the evidence's day), whether it carried Signature-Agent, status class, path
// class and challenge; the visits AI assistants referred, per day, assistant and landing page (referrals.ts); and each
// agent's fetches of the site's own pages (site-pages.ts). Nothing of a line survives but these counts (docs/security.md
// "Traffic logs"): no address, no reverse name, no User-Agent, no Referer. A request whose address is being looked
// up (reverse DNS) waits in a compact form until its answer comes, and is counted then.
import { createClassifier, namedAgent, OTHER_CRAWLER, type Identity } from './agents';
import { dayOf, pathClassOf, statusClassOf } from './classes';
import type { LogRecord } from './formats';
import { inertText } from '@/lib/format/inert-text';
import { assistantOf, LANDING_PATH_CHARS, LANDINGS_PER_DAY } from './referrals';
import { pagePath, type PageIndex } from './site-pages';
import { type Judgement, type Verifier } from './verification';
import type { AiAssistant, PathClass, StatusClass, VerificationMethod, VerificationState } from '@/lib/schemas/vocabulary/traffic';

export interface TallyRow {
  day: string;
  /** The agent's name; '' for requests no agent name was found in (people, and clients no list knows). */
  agent: string;
  state: VerificationState;
  method: VerificationMethod;
  /** The day of the evidence the state was judged with (YYYY-MM-DD), or ''. */
  judgedOn: string;
  /** The request carried a Signature-Agent header. */
  signed: boolean;
  statusClass: StatusClass;
  pathClass: PathClass;
  challenged: boolean;
  requests: number;
  /** Epoch milliseconds of the first and last request counted in the row. */
  firstSeen: number;
  lastSeen: number;
}

/** Page requests an AI assistant referred, per day and landing path ('' for the pages past the batch's bound). */
export interface ReferralRow {
  day: string;
  assistant: AiAssistant;
  landing: string;
  requests: number;
}

/** An agent's fetches of one of the site's pages on one day: the page itself, and its Markdown version. */
export interface PageRow {
  day: string;
  agent: string;
  path: string;
  html: number;
  markdown: number;
}

const JUDGED_CACHE_LIMIT = 100_000;
/** An address's text is at most this long (IPv6 with an IPv4 tail): a longer "address" is no address, and never cached. */
const ADDRESS_CHARS = 45;

/** What a request waiting for its address's answer keeps: no address, no text of the line. */
interface Waiting {
  time: number;
  statusClass: StatusClass;
  pathClass: PathClass;
  challenged: boolean;
  signed: boolean;
  page: readonly [string, boolean] | null;
  markdown: boolean;
  ok: boolean;
}

export class Tally {
  readonly #rows = new Map<string, TallyRow>();
  readonly #referrals = new Map<string, ReferralRow>();
  readonly #landings = new Map<string, number>();
  readonly #pages = new Map<string, PageRow>();
  readonly #classify = createClassifier();
  readonly #judged = new Map<string, Judgement>();
  readonly #verifier: Verifier;
  readonly #pageIndex: PageIndex | null;
  readonly #lookups = new Set<Promise<void>>();
  /** Requests waiting for an answer. */
  waiting = 0;

  constructor(verifier: Verifier, pageIndex: PageIndex | null = null) {
    this.#verifier = verifier;
    this.#pageIndex = pageIndex;
  }

  add(record: LogRecord): void {
    const identity = this.#classify(record.userAgent);
    const statusClass = statusClassOf(record.status);
    const pathClass = pathClassOf(record.path);
    if (identity === null) {
      const assistant = pathClass === 'page' ? assistantOf(record.referer, record.utmSource) : null;
      if (assistant) return this.#refer(dayOf(record.time), assistant, record.path);
    }
    const page = identity && this.#pageIndex ? (this.#pageIndex.byPath.get(pagePath(record.path)) ?? null) : null;
    const judgement = this.#judge(identity, record);
    const request: Waiting = {
      time: record.time,
      statusClass,
      pathClass,
      challenged: record.challenged,
      signed: record.signed,
      page,
      markdown: record.markdown,
      ok: record.status >= 200 && record.status < 300,
    };
    if (!(judgement instanceof Promise)) return this.#count(identity, request, judgement);
    const waiting = request;
    this.waiting++;
    const lookup: Promise<void> = judgement.then((answer) => {
      this.waiting--;
      this.#lookups.delete(lookup);
      this.#count(identity, waiting, answer);
    });
    this.#lookups.add(lookup);
  }

  /** Waits for every address being looked up, and counts their requests. */
  async settle(): Promise<void> {
    while (this.#lookups.size > 0) await Promise.all([...this.#lookups]);
  }

  #judge(identity: Identity | null, record: LogRecord): Judgement | Promise<Judgement> {
    if (identity === null || record.cdnVerified || record.ip.length > ADDRESS_CHARS) return this.#verifier.judge(identity, record.ip.length > ADDRESS_CHARS ? '' : record.ip, record.cdnVerified);
    const key = `${identity.agent}\u0000${record.ip}`;
    const known = this.#judged.get(key);
    if (known) return known;
    const judgement = this.#verifier.judge(identity, record.ip, false);
    return judgement instanceof Promise ? judgement.then((value) => this.#remember(key, value)) : this.#remember(key, judgement);
  }

  #remember(key: string, judgement: Judgement): Judgement {
    if (this.#judged.size >= JUDGED_CACHE_LIMIT) this.#judged.clear();
    this.#judged.set(key, judgement);
    return judgement;
  }

  #count(identity: Identity | null, request: Waiting, judgement: Judgement): void {
    const day = dayOf(request.time);
    const agent = identity?.agent ?? '';
    const key = `${day}\t${agent}\t${judgement.state}\t${judgement.method}\t${judgement.judgedOn}\t${request.signed ? 1 : 0}\t${request.statusClass}\t${request.pathClass}\t${request.challenged ? 1 : 0}`;
    const existing = this.#rows.get(key);
    if (existing) {
      existing.requests++;
      if (request.time < existing.firstSeen) existing.firstSeen = request.time;
      if (request.time > existing.lastSeen) existing.lastSeen = request.time;
    } else {
      this.#rows.set(key, {
        day,
        agent,
        state: judgement.state,
        method: judgement.method,
        judgedOn: judgement.judgedOn,
        signed: request.signed,
        statusClass: request.statusClass,
        pathClass: request.pathClass,
        challenged: request.challenged,
        requests: 1,
        firstSeen: request.time,
        lastSeen: request.time,
      });
    }
    if (request.page && (judgement.state === 'verified' || judgement.state === 'unverifiable')) this.#fetched(day, agent, request);
  }

  /** A counted agent's fetch of one of the site's pages: the page (any answer), or its Markdown (a 2xx twin, or a Markdown answer). */
  #fetched(day: string, agent: string, request: Waiting): void {
    const [path, isTwin] = request.page!;
    if (isTwin && !request.ok) return;
    const shown = namedAgent(agent) ? agent : OTHER_CRAWLER;
    const key = `${day}\t${shown}\t${path}`;
    const row = this.#pages.get(key) ?? { day, agent: shown, path, html: 0, markdown: 0 };
    if (isTwin || (request.markdown && request.ok)) row.markdown++;
    else row.html++;
    this.#pages.set(key, row);
  }

  #refer(day: string, assistant: AiAssistant, path: string): void {
    const bounded = `${day}\t${assistant}`;
    let landing = path.length <= LANDING_PATH_CHARS ? inertText(pagePath(path)) : '';
    if (landing !== '' && !this.#referrals.has(`${bounded}\t${landing}`)) {
      const kept = this.#landings.get(bounded) ?? 0;
      if (kept >= LANDINGS_PER_DAY) landing = '';
      else this.#landings.set(bounded, kept + 1);
    }
    const key = `${bounded}\t${landing}`;
    const row = this.#referrals.get(key);
    if (row) row.requests++;
    else this.#referrals.set(key, { day, assistant, landing, requests: 1 });
  }

  rows(): TallyRow[] {
    return [...this.#rows.values()];
  }

  referrals(): ReferralRow[] {
    return [...this.#referrals.values()];
  }

  pages(): PageRow[] {
    return [...this.#pages.values()];
  }
}
