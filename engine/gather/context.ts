import type { FetchRequest, FetchResult, FetchedResponse } from '../fetch/types.js';
import type { OriginArtifacts, OriginInput, OriginInputs, PageArtifacts, PageInput, PageInputs } from './artifacts.js';
import type { ResolvedAuditOptions } from '../options.js';
import type { ArtifactProblem } from './problem.js';

/** What every gatherer receives. All I/O goes through `fetch`, which is memoized per audit. */
export interface GatherContext {
  /** The normalized start URL of the audit. */
  startUrl: string;
  /** scheme://host[:port] of the start URL. */
  origin: string;
  options: ResolvedAuditOptions;
  /** The audit's deadline (and the caller's cancellation): work outside the fetcher (DNS queries) stops with it. */
  signal: AbortSignal;
  /** The one SSRF-safe fetcher; identical requests within one audit are sent once. */
  fetch(request: FetchRequest): Promise<FetchResult>;
  /** Sends the request again (a robots.txt asked again after Retry-After); later identical requests read this answer. */
  refetch(request: FetchRequest): Promise<FetchResult>;
  /** Every response received so far in this audit (e.g. to find WWW-Authenticate headers). */
  seenResponses(): readonly FetchedResponse[];
  /** Every distinct request the scanner sent with its own User-Agent, and what came back (the partial-sample rule). */
  scannerFetches(): ReadonlyArray<{ url: string; result: FetchResult }>;
  /** Another origin artifact (gathered once, shared). */
  get<K extends keyof OriginArtifacts>(name: K): Promise<OriginArtifacts[K]>;
  /** A page artifact of the given page URL (gathered once per page, shared). */
  getPage<K extends keyof PageArtifacts>(name: K, pageUrl: string): Promise<PageArtifacts[K]>;
  /**
   * Forgets the page artifacts of a page whose checks are done (its parsed document is the largest thing an audit
   * holds), so a site audit keeps one page's worth at a time instead of every page's. Responses stay memoized.
   */
  releasePage(pageUrl: string): void;
  /** Whether a page artifact was asked for (gathered or under way) on this page. */
  hasPage(name: keyof PageArtifacts, pageUrl: string): boolean;
  /** Whether an origin artifact was asked for (gathered or under way): readers that must not add requests check first. */
  hasOrigin(name: keyof OriginArtifacts): boolean;
}

/** What checks receive of an artifact, or why it cannot be judged (the runner then gives the check's result). */
export type InputOf<A, I> = (artifact: A) => I | ArtifactProblem;

export interface OriginGatherer<K extends keyof OriginArtifacts = keyof OriginArtifacts> {
  name: K;
  scope: 'origin';
  run(ctx: GatherContext): Promise<OriginArtifacts[K]>;
  /** Absent: checks receive the artifact as gathered. */
  input?: InputOf<OriginArtifacts[K], OriginInput<K>>;
}

export interface PageGatherer<K extends keyof PageArtifacts = keyof PageArtifacts> {
  name: K;
  scope: 'page';
  run(ctx: GatherContext, pageUrl: string): Promise<PageArtifacts[K]>;
  /** Absent: checks receive the artifact as gathered. */
  input?: InputOf<PageArtifacts[K], PageInput<K>>;
}

/** An `input` is required when the artifact declares a narrower input shape (OriginInputs / PageInputs). */
type OriginInputArgument<K extends keyof OriginArtifacts> = K extends keyof OriginInputs
  ? [input: InputOf<OriginArtifacts[K], OriginInputs[K]>]
  : [input?: InputOf<OriginArtifacts[K], OriginArtifacts[K]>];
type PageInputArgument<K extends keyof PageArtifacts> = K extends keyof PageInputs
  ? [input: InputOf<PageArtifacts[K], PageInputs[K]>]
  : [input?: InputOf<PageArtifacts[K], PageArtifacts[K]>];

export function defineOriginGatherer<K extends keyof OriginArtifacts>(
  name: K,
  run: (ctx: GatherContext) => Promise<OriginArtifacts[K]>,
  ...[input]: OriginInputArgument<K>
): OriginGatherer<K> {
  return { name, scope: 'origin', run, input: input as OriginGatherer<K>['input'] };
}

export function definePageGatherer<K extends keyof PageArtifacts>(
  name: K,
  run: (ctx: GatherContext, pageUrl: string) => Promise<PageArtifacts[K]>,
  ...[input]: PageInputArgument<K>
): PageGatherer<K> {
  return { name, scope: 'page', run, input: input as PageGatherer<K>['input'] };
}
