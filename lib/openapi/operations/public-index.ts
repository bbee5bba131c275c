// The index (issue 48): public reads of the published editions. No authentication; cacheable (ETag, Cache-Control);
// limited per caller address like the other public reads that read the database on request.
import { describeIndexReadLimit } from '@/lib/rate-limit/index-reads';
import { CURRENT_TTL_MS } from '@/lib/editions/editions';
import {
  Benchmark,
  BenchmarkQuery,
  CheckIdParams,
  EditionParams,
  IndexAgentSeries,
  IndexCheckSeries,
  IndexEdition,
  IndexEditions,
  IndexSites,
  IndexSitesQuery,
} from '@/lib/schemas/editions';
import { PaginationQuery } from '@/lib/schemas/common';
import type { z } from 'zod';
import { defineOperation, type OperationSpec } from '../define-operation';

/** Shared caches may keep an answer a minute; a new edition is current in this service within CURRENT_TTL_MS. */
export const INDEX_CACHE = 'public, max-age=60, stale-while-revalidate=300';

const COMMON = [
  'No authentication. Responses carry an ETag (send it back in If-None-Match to get 304) and Cache-Control: public, max-age=60.',
  `A newly published edition becomes the current one within ${CURRENT_TTL_MS / 1000} seconds on every instance.`,
  `Rate limit: ${describeIndexReadLimit()}.`,
].join(' ');

const OPT_IN =
  'A site is named only while its owner opts in (the site\'s public report switch, or its index opt-in: PATCH /api/v1/me/sites/{id} with `publicReport` or `indexOptIn`); switching both off takes it out at once. Every other target counts in the aggregates and ranks without its name.';

/** Every index read is a public, cacheable GET whose description ends with what COMMON says. */
function indexRead<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, R extends z.ZodType = z.ZodType>(
  spec: Pick<OperationSpec<P, Q, undefined, R>, 'operationId' | 'path' | 'summary' | 'description' | 'params' | 'query' | 'response' | 'errors'>,
): OperationSpec<P, Q, undefined, R> {
  return defineOperation<P, Q, undefined, R>({
    ...spec,
    method: 'GET',
    tag: 'Public',
    description: `${spec.description} ${COMMON}`,
    auth: 'public',
    cacheControl: INDEX_CACHE,
    etag: true,
  });
}

export const getIndex = indexRead({
  operationId: 'getIndex',
  path: '/api/v1/index',
  summary: 'The current edition of the index: its method and population',
  description: [
    'The newest published edition: its title, publication and scan dates, scorecard and engine, the method first (where the list came from, how targets were deduplicated, what counts as reachable, how blocked scans are handled, what unknown means, the render sample),',
    'then the population\'s figures as the fleet run\'s summary stored them (target counts by status, score quantiles and histogram of scanned targets, every check\'s outcomes and pass rate, every agent profile\'s verdicts, read rate and outcomes by cause, the sites that need JavaScript, each cap\'s condition and whether it lowered the score, categories, the render sample with its 95% interval). It names no target.',
    'A blocked or unreachable target is counted, never scored; unknown is never in a rate\'s denominator. 404 `not-found` before the first edition is published.',
  ].join(' '),
  response: { status: 200, description: 'The current edition.', schema: IndexEdition },
  errors: [404, 429, 503],
});

export const getIndexEditionByNumber = indexRead({
  operationId: 'getIndexEdition',
  path: '/api/v1/index/editions/{edition}',
  summary: 'One edition of the index, current or earlier',
  description: `The same body as GET /api/v1/index for any edition: earlier editions stay readable. 404 for a number that was never published.`,
  params: EditionParams,
  response: { status: 200, description: 'The edition.', schema: IndexEdition },
  errors: [400, 404, 429, 503],
});

export const listIndexEditions = indexRead({
  operationId: 'listIndexEditions',
  path: '/api/v1/index/editions',
  summary: 'Every edition of the index, newest first',
  description: `Paged with limit (1 to 50, default 20) and offset (0 to 10000); send nextOffset as the next offset until it is null. An empty list before the first edition.`,
  query: PaginationQuery,
  response: { status: 200, description: 'The editions, newest first.', schema: IndexEditions },
  errors: [400, 429, 503],
});

export const listIndexSites = indexRead({
  operationId: 'listIndexSites',
  path: '/api/v1/index/sites',
  summary: 'The opted-in leaderboard of an edition',
  description: [
    'Ranked rows of the scanned sites whose owners opted in, best first, with their rank and percentile overall and in their category (computed from the edition\'s stored score counts: ties share a rank), their scan date and their score in the edition before.',
    OPT_IN,
    'Blocked and unreachable targets are never ranked and never shown as 0. An owner may re-scan their row: it then shows the re-scan\'s start-page score and date (scannedAt after the edition\'s scannedTo), placed against the edition as published, whose aggregates never change.',
    '`category` keeps one category; `edition` reads an earlier edition (default: the current one). Paged with limit (1 to 50, default 20) and offset.',
    '404 before the first edition, or for an edition that does not exist.',
  ].join(' '),
  query: IndexSitesQuery,
  response: { status: 200, description: 'One page of ranked, opted-in sites.', schema: IndexSites },
  errors: [400, 404, 429, 503],
});

export const getIndexCheckSeries = indexRead({
  operationId: 'getIndexCheckSeries',
  path: '/api/v1/index/checks/{checkId}',
  summary: 'A check\'s pass rate in every edition, overall and per category',
  description: `One point per edition, oldest first: the check's outcomes and pass rate over every target of the run (a target that was not scanned is unknown, never a failure) and over each category's scanned sites. 400 for an id that is not one of the 26 checks; 404 before the first edition.`,
  params: CheckIdParams,
  response: { status: 200, description: 'The check\'s series.', schema: IndexCheckSeries },
  errors: [400, 404, 429, 503],
});

export const getIndexAgentSeries = indexRead({
  operationId: 'getIndexAgentSeries',
  path: '/api/v1/index/agents',
  summary: 'Each agent profile\'s read rate and outcomes by cause in every edition',
  description: `For each of the eight agent profiles, one point per edition, oldest first: how many sites it reads, partly reads, is blocked on for any cause (blocked), is asked to pay on (pay: HTTP 402, never counted as blocked) and could not be measured on (unknown), its read rate, the share of sites that block it for any cause (blockedRate), and its outcomes by cause (asked to pay, refused or challenged, disallowed by robots.txt, needs JavaScript, other, unreachable: each a share of the sites it was measured on, with its count; not measured counted apart). 404 before the first edition.`,
  response: { status: 200, description: 'Every profile\'s series.', schema: IndexAgentSeries },
  errors: [404, 429, 503],
});

export const getIndexBenchmark = indexRead({
  operationId: 'getIndexBenchmark',
  path: '/api/v1/index/benchmark',
  summary: 'Where a score stands in the current edition',
  description: [
    'The Benchmark object every stored report body carries (site report, scan result, public report, fixes), for a score, category and scorecard given here: the CLI asks it for its audits.',
    'The remote engine\'s Audit report (POST /api/v1/engine/audit) is a closed object with exactly its documented fields, so it carries no benchmark: a client that wants one asks here with the report\'s overallScore, its category (the first site profile in resolvedProfiles other than base, else other) and its scorecard.',
    'Percentiles come from the edition\'s stored score counts; a scorecard other than the edition\'s gets null percentiles and a note saying so. 404 before the first edition.',
  ].join(' '),
  query: BenchmarkQuery,
  response: { status: 200, description: 'The score\'s benchmark.', schema: Benchmark },
  errors: [400, 404, 429, 503],
});
