// The sentences the figures say per agent: why its observed verdict is what it is beside the scan's prediction, and how
// its requests were judged (the method and the evidence's date). Every surface (the Traffic tab, the CLI, MCP, the
// API) shows these same sentences.
import type { PredictedVerdict, Prediction } from './predictions';
import { count } from '@/lib/format/numbers';
import type { VerificationMethod, VerificationState } from '@/lib/schemas/vocabulary/traffic';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "25 Nov" (UTC), as the sentences date things. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "25 Nov 2026" (UTC), for evidence dates that may be a year or more old. */
export function longDate(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function predictionWords(agent: string, prediction: Prediction): string {
  const when = `The scan of ${shortDate(prediction.scannedAt)}`;
  switch (prediction.verdict as PredictedVerdict) {
    case 'reads':
      return `${when} says ${agent} reads your pages`;
    case 'partial':
      return `${when} says ${agent} reads part of your pages`;
    case 'blocked':
      return prediction.cause === 'refused' || prediction.cause === 'challenged' || prediction.cause === 'disallowed'
        ? `${when} says ${agent} is ${prediction.cause === 'disallowed' ? 'disallowed by robots.txt' : prediction.cause}`
        : `${when} says ${agent} gets your pages but cannot read them (${prediction.cause})`;
    case 'pay':
      return `${when} says your site asks ${agent} to pay (HTTP 402), which is your choice, not a refusal`;
    case 'allowed':
      return `${when} says your robots.txt allows ${agent}`;
    case 'disallowed':
      return `${when} says your robots.txt disallows ${agent}`;
  }
}

/** How a judgement's method reads in a sentence ("by its vendor's ranges of 30 Oct 2025"). */
export function methodWords(method: VerificationMethod, judgedOn: string | null, agent: string): string {
  switch (method) {
    case 'ranges':
      return judgedOn ? `by its vendor's published ranges of ${longDate(judgedOn)}` : "by its vendor's published ranges";
    case 'reverse-dns':
      return judgedOn ? `by reverse DNS on ${longDate(judgedOn)}` : 'by reverse DNS';
    case 'cdn':
      return "by the CDN's verified-bot field";
    case 'client-side':
      return `${agent} fetches from its users' machines, so no address can verify it`;
    case 'no-method':
      return 'its vendor publishes no method this service reads';
    case 'not-installed':
      return "its vendor's ranges are not installed";
    case 'unanswered':
      return 'reverse DNS gave no answer';
    case 'stored-before':
      return `stored before requests were judged four ways, outside its vendor's ranges, and Claude Code and Codex send ${agent}'s name from their users' machines`;
    case 'none':
      return 'no agent named';
  }
}

export interface JudgedCount {
  state: Exclude<VerificationState, 'not claimed'>;
  method: VerificationMethod;
  judgedOn: string | null;
  requests: number;
}

/** One sentence of how an agent's requests were judged, each state with its count and method. */
export function verificationSummary(agent: string, judged: readonly JudgedCount[], howJudged: string): string {
  if (judged.length === 0) return `No request names ${agent}. ${howJudged}`;
  const parts = judged.map((entry) => `${count(entry.requests)} ${entry.state} (${methodWords(entry.method, entry.judgedOn, agent)})`);
  const spoofed = judged.filter((entry) => entry.state === 'spoofed').reduce((sum, entry) => sum + entry.requests, 0);
  return `${parts.join('; ')}.${spoofed > 0 ? ` Spoofed requests are counted apart, never as ${agent}.` : ''}`;
}
