// The figures of a site's traffic (GET /api/v1/me/sites/{id}/traffic, the Traffic tab, `agentgauge traffic`, MCP
// site_traffic): per agent what the logs show, the observed verdict, and whether the scan's prediction agrees, in one
// sentence. Each request was judged verified, spoofed, unverifiable or not claimed (verification.ts; checks.md
// 2026-12d): an agent's figures count its verified and unverifiable requests, each state beside them (never merged
// silently), and its spoofed ones stand apart; a client-side agent's verdict comes from its unverifiable requests and
// says so. Each row names the methods and the evidence's dates it was judged with.
//
// The figures are bounded whatever the logs hold (issue 60 point 2): every name is of the fixed vocabulary
// (agents.ts agentOfFigures), and past the named agents only the LISTED_CRAWLERS_SHOWN listed crawlers with the most
// requests keep their own row; the tail is one OTHER_CRAWLER row. The fold never touches a named agent, and a row it
// keeps is exact: it is decided over the whole window before anything is summed (foldedAgent).
import type { AgentProfileId } from '@/engine/light';
import { agentOfFigures, familyOf, fetchOriginOf, namedAgent, NAMED_AGENTS, OTHER_CRAWLER, UNNAMEABLE_PROFILES } from './agents';
import { isPageRequest, REFUSING_STATUSES } from './classes';
import { methodWords, predictionWords, shortDate, verificationSummary, type JudgedCount } from './figure-words';
import type { RangeSets } from './ip-ranges';
import { predictsRefusal, type PredictedVerdict, type Prediction } from './predictions';
import { REVERSE_DNS } from './reverse-dns';
import {
  type AgentFamily,
  type FetchOrigin,
  LISTED_CRAWLERS_SHOWN,
  OBSERVED_THRESHOLDS,
  type ObservedVerdict,
  PATH_CLASSES,
  type PathClass,
  STATUS_CLASSES,
  type StatusClass,
  type VerificationMethod,
  type VerificationState,
} from '@/lib/schemas/vocabulary/traffic';

export { shortDate } from './figure-words';

/** The window's requests of one agent and kind (tally.ts TallyRow summed over the days, instants as Date or epoch ms). */
export interface FigureRow {
  agent: string;
  state: string;
  method: string;
  judgedOn: string;
  signed: boolean;
  statusClass: string;
  pathClass: string;
  challenged: boolean;
  requests: number;
  firstSeen: Date | number;
  lastSeen: Date | number;
}

/** How an agent's requests are judged: where it fetches from, the files that verify it, and what its requests got. */
export interface AgentVerification {
  fetchesFrom: FetchOrigin;
  /** The ranges files of its vendor in force, each with the day it speaks for. */
  files: Array<{ file: string; date: string | null }>;
  /** The hostnames reverse DNS checks for it, or []. */
  reverseDns: string[];
  /** Its requests per state, method and evidence day (most first; at most JUDGED_SHOWN). */
  judged: JudgedCount[];
  summary: string;
}

export interface AgentFigures {
  agent: string;
  family: AgentFamily;
  /** Verified and unverifiable requests: what every figure of the row counts. */
  requests: number;
  verified: number;
  unverifiable: number;
  spoofed: number;
  /** Requests not verified (unverifiable and spoofed), as the first version of the figures named them. */
  claims: number;
  /** Requests that carried Signature-Agent (a signed-agent claim; counted in their state). */
  signed: number;
  statuses: Record<StatusClass, number>;
  paths: Record<PathClass, number>;
  firstSeen: string | null;
  lastSeen: string | null;
  observed: ObservedVerdict;
  predicted: { verdict: PredictedVerdict; scanId: string; scannedAt: string } | null;
  agrees: boolean | null;
  why: string;
  verification: AgentVerification;
}

/** One day's requests of one agent and outcome: what the daily series is made of. */
export interface FigureDayRow {
  day: string;
  agent: string;
  state: string;
  statusClass: string;
  challenged: boolean;
  requests: number;
}

export interface TrafficFigures {
  /** Requests counted in the window: every agent's in every state, the unclassified, and the referred visits. */
  lines: number;
  agents: AgentFigures[];
  days: Array<{ day: string; agent: string; requests: number; refused: number }>;
  unclassified: { requests: number; signed: number };
}

export interface FigureInputs {
  rows: readonly FigureRow[];
  days: readonly FigureDayRow[];
  ranges: RangeSets;
  predictions: ReadonlyMap<string, Prediction>;
  /** The engine's profile names, for the profiles no User-Agent names (the browsing agent). */
  profileNames: ReadonlyMap<AgentProfileId, string>;
}

/** Judgement entries an agent row lists; the rest are summed per state and method. */
const JUDGED_SHOWN = 8;

const epoch = (value: Date | number) => (typeof value === 'number' ? value : value.getTime());
const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
const count = (value: number) => value.toLocaleString('en-US');

/** The states an agent's figures count: verified and unverifiable (spoofed stand apart, not claimed is no agent). */
export function isCounted(state: string): boolean {
  return state === 'verified' || state === 'unverifiable';
}

export function isRefused(row: Pick<FigureRow, 'statusClass' | 'challenged'>): boolean {
  return row.challenged || REFUSING_STATUSES.has(row.statusClass as StatusClass);
}

/** The observed verdict over the basis rows' page requests (all their requests when none was a page). */
export function observedOf(basis: ReadonlyArray<Pick<FigureRow, 'pathClass' | 'statusClass' | 'challenged' | 'requests'>>): { observed: ObservedVerdict; judged: number; refused: number } {
  const pages = basis.filter((row) => isPageRequest(row.pathClass as PathClass));
  const judgedRows = pages.length > 0 ? pages : basis;
  const judged = judgedRows.reduce((sum, row) => sum + row.requests, 0);
  const refused = judgedRows.filter(isRefused).reduce((sum, row) => sum + row.requests, 0);
  if (judged === 0) return { observed: 'not seen', judged, refused };
  const share = refused / judged;
  const observed = share > OBSERVED_THRESHOLDS.refused ? 'refused' : share >= OBSERVED_THRESHOLDS.mixed ? 'mixed' : 'reads';
  return { observed, judged, refused };
}

function agreementOf(observed: ObservedVerdict, prediction: Prediction | undefined): boolean | null {
  if (observed === 'not seen' || !prediction) return null;
  if (observed === 'mixed') return false;
  return (observed === 'refused') === predictsRefusal(prediction);
}

/** The refusing statuses the judged requests got, named as a reader says them ("403", "401 or 403", "a challenge"). */
function refusalWords(rows: readonly FigureRow[]): string {
  const kinds = new Set<string>();
  for (const row of rows) {
    if (!isRefused(row) || row.requests === 0) continue;
    if (REFUSING_STATUSES.has(row.statusClass as StatusClass)) kinds.add(row.statusClass);
    if (row.challenged) kinds.add('a challenge');
  }
  const list = [...kinds].sort();
  return list.length <= 1 ? (list[0] ?? 'a refusal') : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`;
}

/** What the counted requests are, as the why sentence names them ("verified page requests", "… (unverifiable: …)"). */
function basisWords(agent: string, basis: readonly FigureRow[], noun: string): string {
  const verified = basis.filter((row) => row.state === 'verified').reduce((sum, row) => sum + row.requests, 0);
  const unverifiable = basis.filter((row) => row.state === 'unverifiable');
  const unverifiableCount = unverifiable.reduce((sum, row) => sum + row.requests, 0);
  if (unverifiableCount === 0) return `verified ${noun}`;
  const methods = [...new Set(unverifiable.map((row) => row.method as VerificationMethod))];
  const why = methods.length === 1 ? methodWords(methods[0]!, null, agent) : 'no method verifies them';
  if (verified === 0) return `unverifiable ${noun} (${why})`;
  return `${noun} (${count(verified)} verified, ${count(unverifiableCount)} unverifiable: ${why})`;
}

function whyOf(agent: string, facts: { basis: FigureRow[]; spoofed: number; prediction: Prediction | undefined; unnameable: boolean }): string {
  const { observed, judged, refused } = observedOf(facts.basis);
  if (facts.unnameable) return `${agent} sends a desktop browser's User-Agent, so a log cannot tell its requests from people's.`;
  if (observed === 'not seen') {
    if (facts.spoofed > 0) {
      return `None of the ${count(facts.spoofed)} requests naming ${agent} came from its vendor's published addresses or hostnames, so none is counted as ${agent}.`;
    }
    return `No request in these logs names ${agent}.`;
  }
  const noun = `${facts.basis.some((row) => isPageRequest(row.pathClass as PathClass)) ? 'page request' : 'request'}${judged === 1 ? '' : 's'}`;
  const whose = basisWords(agent, facts.basis, noun);
  const since = facts.basis.filter(isRefused).reduce<number | null>((first, row) => (first === null ? epoch(row.firstSeen) : Math.min(first, epoch(row.firstSeen))), null);
  const logs = refused === 0
    ? `your logs show ${judged === 1 ? 'its one' : `none of its ${count(judged)}`} ${whose} ${judged === 1 ? 'answered without a refusal' : 'refused'}`
    : `your logs show ${count(refused)} of its ${count(judged)} ${whose} answered ${refusalWords(facts.basis)}${since === null ? '' : ` since ${shortDate(new Date(since).toISOString())}`}`;
  if (!facts.prediction) return `${logs.charAt(0).toUpperCase()}${logs.slice(1)}; no finished scan predicts it.`;
  return `${predictionWords(agent, facts.prediction)}; ${logs}.`;
}

/** How an agent would be judged, in words, whatever its requests: for the summary of an agent with none. */
function howJudged(agent: string, files: AgentVerification['files'], reverseDns: readonly string[]): string {
  const origin = fetchOriginOf(agent);
  if (origin.fetchesFrom === 'users') return `Its requests are unverifiable: ${methodWords('client-side', null, agent)}.`;
  const ways = [
    ...(files.length > 0 ? [`its vendor's published ranges (${files.map((file) => `${file.file}.json${file.date ? ` of ${file.date}` : ''}`).join(', ')})`] : []),
    ...(reverseDns.length > 0 ? [`reverse DNS (${reverseDns.join(', ')})`] : []),
  ];
  if (ways.length > 0) return `Its requests are verified by ${ways.join(' or ')}; any other is spoofed.`;
  return (namedAgent(agent)?.ranges.length ?? 0) > 0
    ? `Its requests are unverifiable: ${methodWords('not-installed', null, agent)}.`
    : `Its requests are unverifiable: ${methodWords('no-method', null, agent)}.`;
}

function judgedCounts(rows: readonly FigureRow[]): JudgedCount[] {
  const sums = new Map<string, JudgedCount>();
  for (const row of rows) {
    if (row.state === 'not claimed') continue;
    const key = `${row.state}\t${row.method}\t${row.judgedOn}`;
    const entry = sums.get(key) ?? { state: row.state as JudgedCount['state'], method: row.method as VerificationMethod, judgedOn: row.judgedOn || null, requests: 0 };
    entry.requests += row.requests;
    sums.set(key, entry);
  }
  const sorted = [...sums.values()].sort((a, b) => b.requests - a.requests || a.state.localeCompare(b.state) || a.method.localeCompare(b.method) || (a.judgedOn ?? '').localeCompare(b.judgedOn ?? ''));
  if (sorted.length <= JUDGED_SHOWN) return sorted;
  const kept = sorted.slice(0, JUDGED_SHOWN - 1);
  const rest = new Map<string, JudgedCount>();
  for (const entry of sorted.slice(JUDGED_SHOWN - 1)) {
    const key = `${entry.state}\t${entry.method}`;
    const sum = rest.get(key) ?? { ...entry, judgedOn: null, requests: 0 };
    sum.requests += entry.requests;
    rest.set(key, sum);
  }
  return [...kept, ...rest.values()];
}

function verificationOf(agent: string, rows: readonly FigureRow[], ranges: RangeSets): AgentVerification {
  const entry = namedAgent(agent);
  const files = (entry?.ranges ?? []).flatMap((file) => {
    const set = ranges.get(file);
    return set ? [{ file, date: set.date }] : [];
  });
  const reverseDns = [...(REVERSE_DNS.get(agent)?.suffixes ?? [])];
  const judged = judgedCounts(rows);
  return { fetchesFrom: fetchOriginOf(agent).fetchesFrom, files, reverseDns, judged, summary: verificationSummary(agent, judged, howJudged(agent, files, reverseDns)) };
}

function agentFigures(agent: string, rows: FigureRow[], inputs: FigureInputs, unnameable = false): AgentFigures {
  const basis = rows.filter((row) => isCounted(row.state));
  const sum = (list: readonly FigureRow[]) => list.reduce((total, row) => total + row.requests, 0);
  const inState = (state: VerificationState) => sum(rows.filter((row) => row.state === state));
  const statuses = zeros(STATUS_CLASSES);
  const paths = zeros(PATH_CLASSES);
  for (const row of basis) {
    statuses[row.statusClass as StatusClass] += row.requests;
    paths[row.pathClass as PathClass] += row.requests;
  }
  const first = basis.length === 0 ? null : Math.min(...basis.map((row) => epoch(row.firstSeen)));
  const last = basis.length === 0 ? null : Math.max(...basis.map((row) => epoch(row.lastSeen)));
  const prediction = inputs.predictions.get(agent);
  const { observed } = unnameable ? { observed: 'not seen' as const } : observedOf(basis);
  const spoofed = inState('spoofed');
  const unverifiable = inState('unverifiable');
  return {
    agent,
    family: unnameable ? 'browsing' : familyOf(agent),
    requests: sum(basis),
    verified: inState('verified'),
    unverifiable,
    spoofed,
    claims: unverifiable + spoofed,
    signed: sum(rows.filter((row) => row.signed)),
    statuses,
    paths,
    firstSeen: first === null ? null : new Date(first).toISOString(),
    lastSeen: last === null ? null : new Date(last).toISOString(),
    observed,
    predicted: prediction ? { verdict: prediction.verdict, scanId: prediction.scanId, scannedAt: prediction.scannedAt } : null,
    agrees: agreementOf(observed, prediction),
    why: whyOf(agent, { basis, spoofed, prediction, unnameable }),
    verification: unnameable
      ? { fetchesFrom: 'unknown', files: [], reverseDns: [], judged: [], summary: `${agent} sends a desktop browser's User-Agent: a log cannot name its requests, so none is judged.` }
      : verificationOf(agent, rows, inputs.ranges),
  };
}

/** The agent rows a figures answer holds at most: the named agents that send a User-Agent, the profiles none names, the
 *  LISTED_CRAWLERS_SHOWN listed crawlers with the most requests, and the OTHER_CRAWLER row. */
export const MAX_AGENT_ROWS = NAMED_AGENTS.filter((agent) => agent.sendsUserAgent).length + UNNAMEABLE_PROFILES.length + LISTED_CRAWLERS_SHOWN + 1;

/**
 * The names a window's figures show as their own rows, from each stored name's requests in the window: every named
 * agent, '' (no agent), OTHER_CRAWLER, and the LISTED_CRAWLERS_SHOWN listed crawlers with the most requests (ties by
 * name, so the choice is the same on every read). Names outside the vocabulary are OTHER_CRAWLER already.
 */
export function shownAgents(totals: Iterable<readonly [string, number]>): ReadonlySet<string> {
  const listed = new Map<string, number>();
  for (const [stored, requests] of totals) {
    const agent = agentOfFigures(stored);
    if (agent === '' || agent === OTHER_CRAWLER || namedAgent(agent)) continue;
    listed.set(agent, (listed.get(agent) ?? 0) + requests);
  }
  const top = [...listed].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, LISTED_CRAWLERS_SHOWN);
  return new Set(['', OTHER_CRAWLER, ...NAMED_AGENTS.map((agent) => agent.agent), ...top.map(([agent]) => agent)]);
}

/** The row a stored name is counted in: its own when shown, else OTHER_CRAWLER. */
export function foldedAgent(stored: string, shown: ReadonlySet<string>): string {
  return shown.has(stored) ? stored : OTHER_CRAWLER;
}

/** Rows summed by a key, instants kept as their earliest and latest: what SQL's GROUP BY does for the database's rows. */
function summed<Row extends { requests: number; firstSeen?: Date | number; lastSeen?: Date | number }>(rows: Iterable<Row>, keyOf: (row: Row) => string): Row[] {
  const sums = new Map<string, Row>();
  for (const row of rows) {
    const key = keyOf(row);
    const sum = sums.get(key);
    if (!sum) {
      sums.set(key, { ...row });
      continue;
    }
    sum.requests += row.requests;
    if (row.firstSeen !== undefined && epoch(row.firstSeen) < epoch(sum.firstSeen!)) sum.firstSeen = row.firstSeen;
    if (row.lastSeen !== undefined && epoch(row.lastSeen) > epoch(sum.lastSeen!)) sum.lastSeen = row.lastSeen;
  }
  return [...sums.values()];
}

const rowKey = (row: FigureRow) => `${row.agent}\t${row.state}\t${row.method}\t${row.judgedOn}\t${row.signed}\t${row.statusClass}\t${row.pathClass}\t${row.challenged}`;
const dayKey = (row: FigureDayRow) => `${row.day}\t${row.agent}\t${row.state}\t${row.statusClass}\t${row.challenged}`;

/**
 * Day rows (the tally's, or the database's) as the figures take them, folded (shownAgents) and summed: the rows of the
 * window without their day, and the daily rows without their path class. The CLI's local analysis reads its tally
 * through this; the service sums the same way in SQL (stored-figures.ts).
 */
export function figureInputsOf(dayRows: ReadonlyArray<FigureRow & { day: string }>): Pick<FigureInputs, 'rows' | 'days'> {
  const totals = new Map<string, number>();
  for (const row of dayRows) totals.set(row.agent, (totals.get(row.agent) ?? 0) + row.requests);
  const shown = shownAgents(totals);
  const folded = dayRows.map((row) => ({ ...row, agent: foldedAgent(agentOfFigures(row.agent), shown) }));
  return {
    rows: summed(
      folded.map(({ day: _day, ...row }) => row),
      rowKey,
    ),
    days: summed(
      folded.map((row) => ({ day: row.day, agent: row.agent, state: row.state, statusClass: row.statusClass, challenged: row.challenged, requests: row.requests })),
      dayKey,
    ),
  };
}

export function trafficFigures(inputs: FigureInputs): TrafficFigures {
  // Folded again here (a no-op for inputs already folded), so no caller can pass more rows than the bound through.
  const totals = new Map<string, number>();
  for (const row of inputs.rows) totals.set(row.agent, (totals.get(row.agent) ?? 0) + row.requests);
  const shown = shownAgents(totals);
  const fold = (agent: string) => foldedAgent(agentOfFigures(agent), shown);
  const byAgent = new Map<string, FigureRow[]>();
  let lines = 0;
  const unclassified = { requests: 0, signed: 0 };
  for (const row of summed(inputs.rows.map((row) => ({ ...row, agent: fold(row.agent) })), rowKey)) {
    lines += row.requests;
    if (row.agent === '') {
      unclassified.requests += row.requests;
      if (row.signed) unclassified.signed += row.requests;
      continue;
    }
    const list = byAgent.get(row.agent);
    if (list) list.push(row);
    else byAgent.set(row.agent, [row]);
  }
  // Every named agent the scan speaks for or that sends a User-Agent is listed, seen or not; any other crawler when seen.
  const names = [...new Set([...NAMED_AGENTS.filter((agent) => agent.sendsUserAgent).map((agent) => agent.agent), ...byAgent.keys()])];
  const agents = names.map((agent) => agentFigures(agent, byAgent.get(agent) ?? [], inputs));
  for (const profile of UNNAMEABLE_PROFILES) agents.push(agentFigures(inputs.profileNames.get(profile) ?? profile, [], inputs, true));
  const order = new Map(names.map((name, index) => [name, index]));
  agents.sort((a, b) => b.requests - a.requests || b.claims - a.claims || (order.get(a.agent) ?? 1e9) - (order.get(b.agent) ?? 1e9));

  const days = new Map<string, { day: string; agent: string; requests: number; refused: number }>();
  for (const row of inputs.days) {
    const agent = fold(row.agent);
    if (agent === '' || !isCounted(row.state)) continue;
    const key = `${row.day}\t${agent}`;
    const day = days.get(key) ?? { day: row.day, agent, requests: 0, refused: 0 };
    day.requests += row.requests;
    if (isRefused(row)) day.refused += row.requests;
    days.set(key, day);
  }
  return {
    lines,
    agents,
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day) || a.agent.localeCompare(b.agent)),
    unclassified,
  };
}

/** The first disagreement worth leading a page with (most requests first), or null. */
export function leadingDisagreement(figures: Pick<TrafficFigures, 'agents'>): AgentFigures | null {
  return figures.agents.find((agent) => agent.agrees === false) ?? null;
}

/**
 * The disagreement as a page leads with it: what the site does to the agent against what the scan says
 * ("Your server or CDN refuses ClaudeBot although your robots.txt allows it.").
 */
export function disagreementHeadline(agent: AgentFigures): string {
  const predicted = agent.predicted?.verdict;
  const scanSays =
    predicted === 'allowed'
      ? 'your robots.txt allows it'
      : predicted === 'disallowed'
        ? 'your robots.txt disallows it'
        : predicted === 'blocked'
          ? 'the scan says it is refused'
          : predicted === 'pay'
            ? 'the scan says it is asked to pay'
            : 'the scan says it reads your pages';
  if (agent.observed === 'reads') return `${agent.agent} reads your pages although ${scanSays}.`;
  const part = agent.observed === 'mixed' ? ' part of the time' : '';
  return `Your server or CDN refuses ${agent.agent}${part} although ${scanSays}.`;
}
