// The index (issue 48): editions published from fleet runs, their population and method, the opted-in leaderboard,
// series of check pass rates and agent read rates over editions, and the benchmark a report carries.
import { z } from 'zod';
import { AGENT_PROFILE_IDS, CHECK_IDS } from '@/engine/light';
import { AgentOutcomes, CheckTallyCounts, FleetSummary } from './me/fleets';
import { Category, Count, EditionNumber, Percentile, Share } from './benchmark';
import { Interval95, NextOffset, PaginationQuery, Score, Timestamp, integerQuery } from './common';

export { Benchmark, CheckShare } from './benchmark';

export const IndexMethod = z
  .object({
    list: z.string().meta({ description: 'Where the list of sites came from, as the publisher stated it.' }),
    dedupe: z.enum(['origin', 'registrable-domain']).meta({
      description: 'How targets were deduplicated: one per origin (scheme, host, port), or one per registrable domain (Public Suffix List) when no registrable domain had two origins in the run.',
    }),
    origins: Count.meta({ description: 'Distinct origins among the run\'s targets.' }),
    registrableDomains: Count.meta({ description: 'Distinct registrable domains among them.' }),
    reachability: z.string().meta({ description: 'What counts as reachable.' }),
    blocked: z.string().meta({ description: 'How blocked scans are handled: counted, never scored, ranked or shown as 0.' }),
    unknown: z.string().meta({ description: 'What unknown means, and that it is never in a rate\'s denominator.' }),
    capabilities: z.string().nullable().meta({
      description: 'How capabilities are counted: evidence levels, the canary that proves a file real, could not ask as its own share, platform-supplied and owner-built. Null in editions published before scorecard 2026.12.2.',
    }),
    renderSample: z
      .object({
        fraction: Share.meta({ description: 'The share of targets drawn at random to be rendered in a browser.' }),
        rendered: Count.meta({ description: 'Scanned targets of the sample whose start page was rendered.' }),
        jsOnly: Count.meta({ description: 'Of those, pages where the browser reads main content that no agent without JavaScript gets.' }),
        share: Share.nullable(),
        ci95: Interval95.nullable().meta({ description: 'The share\'s 95% Wilson interval.' }),
      })
      .meta({ description: 'The render sample: start pages also rendered in a browser, where what a browsing agent reads is measured.' }),
  })
  .meta({ id: 'IndexMethod', description: 'How the edition was made, stated before any figure.' });

export const IndexPopulation = FleetSummary.omit({ runId: true, fleetId: true, status: true, scorecard: true, engine: true, startedAt: true, finishedAt: true }).meta({
  id: 'IndexPopulation',
  description:
    'The population\'s figures of the run the edition was published from (the fleets summary): counts of every target status, score quantiles and ten-point histogram (scanned targets only), each check\'s outcomes and pass rate, each agent profile\'s verdicts, read rate and outcomes by cause, sites needing JavaScript, caps (met and lowered), categories and the render sample. It names no target.',
});

export const IndexEdition = z
  .object({
    edition: EditionNumber,
    title: z.string(),
    publishedAt: Timestamp,
    scannedFrom: Timestamp.nullable().meta({ description: 'The first target\'s scan.' }),
    scannedTo: Timestamp.nullable().meta({ description: 'The last target\'s scan.' }),
    scorecard: z.string(),
    engine: z.string(),
    method: IndexMethod,
    population: IndexPopulation,
  })
  .meta({ id: 'IndexEdition', description: 'An edition of the index: its method first, then its population\'s figures.' });

export const EditionParams = z.strictObject({
  edition: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, { error: 'must be an edition number (1, 2, 3…).' })
    .transform(Number)
    .meta({ description: 'The edition\'s number.', override: { type: 'integer', minimum: 1 } }),
});

export const IndexEditionListItem = z
  .object({
    edition: EditionNumber,
    title: z.string(),
    publishedAt: Timestamp,
    scannedFrom: Timestamp.nullable(),
    scannedTo: Timestamp.nullable(),
    scorecard: z.string(),
    engine: z.string(),
    list: z.string().meta({ description: 'Where the list came from.' }),
    targets: Count.meta({ description: 'Every target of the run.' }),
    populationSize: Count.meta({ description: 'Scanned targets: the population of percentiles.' }),
    medianScore: Score.nullable(),
  })
  .meta({ id: 'IndexEditionListItem' });

export const IndexEditions = z.object({ editions: z.array(IndexEditionListItem).meta({ description: 'Newest first.' }), nextOffset: NextOffset }).meta({ id: 'IndexEditions' });

export const IndexSitesQuery = PaginationQuery.extend({
  category: Category.optional().meta({ description: 'Only sites of this category (ranked by categoryRank).' }),
  edition: integerQuery({ min: 1, max: 999_999_999, description: 'An earlier edition\'s number (default: the current edition).' }).optional(),
});

export const IndexSite = z
  .object({
    host: z.string(),
    category: Category,
    score: Score.meta({ description: 'The edition\'s score, or the owner\'s re-scan of it (then scannedAt is the re-scan\'s date, after the edition\'s scannedTo).' }),
    grade: z.string(),
    rank: z.int().min(1).meta({ description: '1 + the edition\'s scanned sites that scored higher (ties share a rank), named or not.' }),
    categoryRank: z.int().min(1).meta({ description: 'The same within the category.' }),
    percentile: Percentile,
    categoryPercentile: Percentile,
    scannedAt: Timestamp,
    previousScore: Score.nullable().meta({ description: 'The host\'s score in the edition before, or null when it was not scanned there.' }),
  })
  .meta({ id: 'IndexSite', description: 'A ranked site of the edition whose owner opted in.' });

export const IndexSites = z
  .object({
    edition: EditionNumber,
    category: Category.nullable(),
    sites: z.array(IndexSite).meta({ description: 'Opted-in scanned sites only, best first. Every other target counts in the ranks and aggregates, unnamed.' }),
    nextOffset: NextOffset,
  })
  .meta({ id: 'IndexSites' });

/** A check's counts in an edition: the fleets summary's tally, defined once (me/fleets.ts). */
const CheckCounts = CheckTallyCounts;

export const CheckIdParams = z.strictObject({ checkId: z.enum(CHECK_IDS, { error: 'must be one of the 26 check ids (see /checks).' }).meta({ description: 'A check id.' }) });

export const IndexCheckSeries = z
  .object({
    checkId: z.enum(CHECK_IDS),
    name: z.string(),
    series: z
      .array(
        z.object({
          edition: EditionNumber,
          title: z.string(),
          publishedAt: Timestamp,
          scorecard: z.string(),
          overall: z.object(CheckCounts).meta({ description: 'Every target of the run: a target that was not scanned is unknown.' }),
          categories: z.array(z.object({ category: Category, ...CheckCounts })).meta({ description: 'Scanned sites of each category.' }),
        }),
      )
      .meta({ description: 'One point per edition, oldest first.' }),
  })
  .meta({ id: 'IndexCheckSeries' });

const AgentCounts = {
  reads: Count,
  partial: Count,
  blocked: Count,
  pay: Count.nullable().meta({ description: 'Sites that asked it to pay (HTTP 402: the owner\'s choice, never blocked, checks.md 2026-12d); null in editions published before it was recorded (scorecard 2026.12.3), when a 402 counted as blocked.' }),
  unknown: Count,
  readRate: Share.nullable().meta({ description: 'reads ÷ (reads + partial + blocked): pay is in neither; null when that is 0.' }),
  blockedRate: Share.nullable().meta({
    description: 'blocked ÷ (reads + partial + blocked): the share of the sites it was measured on that block it for any cause (refused or challenged, disallowed by robots.txt, needing JavaScript, no answer); `outcomes` splits them by cause.',
  }),
  outcomes: AgentOutcomes,
};

export const IndexAgentSeries = z
  .object({
    profiles: z.array(
      z.object({
        profile: z.enum(AGENT_PROFILE_IDS),
        name: z.string(),
        series: z.array(z.object({ edition: EditionNumber, title: z.string(), publishedAt: Timestamp, ...AgentCounts })).meta({ description: 'One point per edition, oldest first.' }),
      }),
    ),
  })
  .meta({ id: 'IndexAgentSeries' });

export const BenchmarkQuery = z.strictObject({
  score: z
    .string()
    .regex(/^(100|[1-9]?[0-9])(\.[0-9]+)?$/, { error: 'must be a score from 0 to 100.' })
    .transform(Number)
    .pipe(z.number().max(100, { error: 'must be a score from 0 to 100.' }))
    .meta({ description: 'The report\'s overall score.', override: { type: 'number', minimum: 0, maximum: 100 } }),
  category: Category.meta({ description: 'The report\'s category (its first detected site profile; other when none).' }),
  scorecard: z.string().regex(/^[0-9]{4}\.[0-9]{1,2}(\.[0-9]+)?$/, { error: 'must be a scorecard version such as 2026.12.' }).meta({ description: 'The scorecard the report was scored under.' }),
});

