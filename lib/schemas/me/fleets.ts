// Fleets (issue 47): lists of sites scanned in bulk, their runs, one row per target, the population's figures.
import { z } from 'zod';
import { AGENT_PROFILE_IDS, CHECK_IDS, SCORE_CAPS } from '@/engine/light';
import { AGENT_READS, CATEGORIES, CHECK_OUTCOMES, FINAL_STATUSES } from '@/lib/fleets/columns';
import { Interval95, NextOffset, PaginationQuery, Score, Timestamp, Uuid } from '../common';
import { FullReport } from '../report';

export const FLEET_NAME_MAX_LENGTH = 200;
/** One target line (a domain, origin or URL) at most this long, as the engine takes a URL. */
export const FLEET_TARGET_MAX_LENGTH = 2048;
export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'cancelled', 'failed'] as const;
export const TARGET_STATUSES = FINAL_STATUSES;

export const FleetIdParams = z.strictObject({ id: Uuid.meta({ description: 'Fleet id (UUID).' }) });
export const FleetRunParams = z.strictObject({
  id: Uuid.meta({ description: 'Fleet id (UUID).' }),
  runId: Uuid.meta({ description: 'Run id (UUID).' }),
});
export const FleetRunIdParams = z.strictObject({ runId: Uuid.meta({ description: 'Run id (UUID).' }) });
export const FleetTargetParams = FleetRunParams.extend({
  origin: z
    .string()
    .min(1)
    .max(FLEET_TARGET_MAX_LENGTH)
    .meta({ description: 'The target\'s origin as its row names it (https://example.com, percent-encoded in the path), or its host when one origin of the run has it.', example: 'https%3A%2F%2Fexample.com' }),
});

const FleetName = z
  .string({ error: 'Field "name" must be a string.' })
  .trim()
  .min(1, { error: 'Field "name" must not be empty.' })
  .max(FLEET_NAME_MAX_LENGTH, { error: `Field "name" must be at most ${FLEET_NAME_MAX_LENGTH} characters.` });

export const CreateFleetBody = z
  .strictObject({
    name: FleetName.meta({ description: 'What the list is, e.g. "Client domains".' }),
    targets: z
      .array(z.string({ error: 'Field "targets" must hold strings.' }), { error: 'Field "targets" must be an array of strings.' })
      .min(1, { error: 'Field "targets" must name at least one target.' })
      .meta({
        description:
          'Domains, http(s) origins or URLs, one per item. Each is normalised (host lower-cased, IDN to punycode, trailing dot removed) and deduplicated by origin; a bad item is listed in `rejected` and never fails the upload. A bare domain is scanned as https first and falls back to http.',
      }),
  })
  .meta({ id: 'CreateFleetRequest' });

export const CreateFleetQuery = z.strictObject({
  name: FleetName.optional().meta({ description: 'The fleet\'s name for a text/plain or text/csv upload (a JSON body names it itself).' }),
});

export const RejectedTarget = z
  .object({
    line: z.int().min(1).meta({ description: 'Line of the upload (1-based; for JSON, the item\'s position, 1-based).' }),
    target: z.string().meta({ description: 'The line as given (at most 200 characters shown).' }),
    reason: z.string(),
  })
  .meta({ id: 'RejectedTarget' });

export const CreatedFleet = z
  .object({ id: Uuid, name: z.string(), targetCount: z.int().min(0), rejected: z.array(RejectedTarget), createdAt: Timestamp })
  .meta({ id: 'CreatedFleet' });

export const RunCounts = z
  .object({
    scanned: z.int().min(0),
    blocked: z.int().min(0),
    unreachable: z.int().min(0),
    optedOut: z.int().min(0),
    cancelled: z.int().min(0),
    error: z.int().min(0),
  })
  .meta({ id: 'FleetRunCounts', description: 'Targets that ended in each final status, counted from the stored rows (each target has exactly one).' });

export const FleetRun = z
  .object({
    id: Uuid,
    fleetId: Uuid,
    status: z.enum(RUN_STATUSES),
    total: z.int().min(0),
    done: z.int().min(0).meta({ description: 'Targets with a final status (the sum of counts).' }),
    counts: RunCounts,
    ratePerMinute: z.number().min(0).meta({ description: 'Targets finished per minute over the last 5 minutes (0 before the first).' }),
    etaSeconds: z.int().min(0).nullable().meta({ description: 'Seconds left at that rate; null when the run is not running or nothing finished yet.' }),
    startedAt: Timestamp.nullable(),
    finishedAt: Timestamp.nullable(),
    cancelledAt: Timestamp.nullable().meta({ description: 'When the run was cancelled (status cancelled), or null; it ends (finishedAt) once the audits already in flight finish.' }),
    scorecard: z.string(),
    engine: z.string(),
  })
  .meta({ id: 'FleetRun' });

export const FleetRunListItem = FleetRun.extend({
  createdAt: Timestamp,
  renderSample: z.number().min(0).max(1),
}).meta({ id: 'FleetRunListItem' });

export const Fleet = z
  .object({
    id: Uuid,
    name: z.string(),
    targetCount: z.int().min(0),
    createdAt: Timestamp,
    lastRun: FleetRunListItem.nullable().meta({ description: 'The newest run, or null before the first.' }),
  })
  .meta({ id: 'Fleet' });

export const Fleets = z.object({ fleets: z.array(Fleet), nextOffset: NextOffset }).meta({ id: 'Fleets' });
export const FleetRuns = z.object({ runs: z.array(FleetRunListItem), nextOffset: NextOffset }).meta({ id: 'FleetRuns' });

export const StartFleetRunBody = z
  .strictObject({
    renderSample: z
      .number({ error: 'Field "renderSample" must be a number from 0 to 1.' })
      .min(0, { error: 'Field "renderSample" must be a number from 0 to 1.' })
      .max(1, { error: 'Field "renderSample" must be a number from 0 to 1.' })
      .optional()
      .meta({ description: 'Share of the targets, drawn at random, whose start page is also rendered in a browser, to estimate the share of JavaScript-only sites (default 0.02).' }),
  })
  .meta({ id: 'StartFleetRunRequest' });

export const StartedFleetRun = z
  .object({ runId: Uuid, status: z.literal('queued'), total: z.int().min(0) })
  .meta({ id: 'StartedFleetRun' });

const CheckOutcome = z.enum(CHECK_OUTCOMES);
const AgentRead = z.enum(AGENT_READS);

/**
 * An object with one property per id, each of one schema: what z.record over an enum means, spelled as properties so
 * that the OpenAPI document names every required key (a record's "required" list names keys it never defines).
 */
function keyedBy<const Id extends string, Value extends z.ZodType>(ids: readonly Id[], value: Value) {
  return z.strictObject(Object.fromEntries(ids.map((id) => [id, value])) as Record<Id, Value>);
}

export const FleetTargetRow = z
  .object({
    target: z.string().meta({ description: 'The target as normalised from the upload (a domain, or a URL).' }),
    origin: z.string().meta({ description: 'The origin measured: for a bare domain https, or http when https could not be reached (the fallback).' }),
    registrableDomain: z.string().nullable().meta({ description: 'Registrable domain (Public Suffix List); null for IP addresses and names under no public suffix.' }),
    status: z.enum(TARGET_STATUSES).or(z.enum(['pending', 'auditing'])).meta({
      description: 'scanned, blocked (the scanner was challenged or refused), unreachable, opted-out (robots.txt group AgentGauge or the operator\'s list), cancelled, error; pending or auditing while the run is under way.',
    }),
    score: Score.nullable(),
    grade: z.string().nullable(),
    scannedAt: Timestamp.nullable(),
    durationMs: z.int().min(0).nullable(),
    requests: z.int().min(0).nullable().meta({ description: 'Requests the scanner sent for this target in the run, every attempt counted.' }),
    checks: keyedBy(CHECK_IDS, CheckOutcome).meta({ description: 'Every check\'s outcome; unknown where it was not measured.' }),
    agents: keyedBy(AGENT_PROFILE_IDS, AgentRead).meta({ description: 'Every agent profile\'s verdict on the start page; unknown where it was not measured.' }),
    cap: z.enum(Object.keys(SCORE_CAPS) as [keyof typeof SCORE_CAPS, ...Array<keyof typeof SCORE_CAPS>]).nullable(),
    category: z.enum(CATEGORIES).nullable().meta({ description: 'The site profile the audit detected (other when none); null for a target that was not scanned (opted out, unreachable, blocked, cancelled, error).' }),
    error: z.string().nullable().meta({ description: 'Why the target has no score: the reason, or the evidence (the robots.txt line, the challenge, the status).' }),
  })
  .meta({ id: 'FleetTargetRow' });

export const FleetTargetsQuery = PaginationQuery.extend({
  status: z.enum(TARGET_STATUSES).optional().meta({ description: 'Only targets with this final status.' }),
  check: z.enum(CHECK_IDS, { error: 'must be a check id.' }).optional().meta({ description: 'With `result`: only targets where this check had that outcome.' }),
  result: CheckOutcome.optional().meta({ description: 'The outcome `check` must have.' }),
  agent: z.enum(AGENT_PROFILE_IDS, { error: 'must be an agent profile id.' }).optional().meta({ description: 'With `verdict`: only targets where this agent profile had that verdict.' }),
  verdict: AgentRead.optional().meta({ description: 'The verdict `agent` must have.' }),
});

export const FleetTargets = z.object({ targets: z.array(FleetTargetRow), nextOffset: NextOffset }).meta({ id: 'FleetTargets' });

export const FleetSummary = z
  .object({
    runId: Uuid,
    fleetId: Uuid,
    status: z.enum(RUN_STATUSES),
    scorecard: z.string(),
    engine: z.string(),
    startedAt: Timestamp.nullable(),
    finishedAt: Timestamp.nullable(),
    targets: z.object({ total: z.int().min(0), ...RunCounts.shape }),
    score: z
      .object({
        median: z.number().nullable(),
        p10: z.number().nullable(),
        p25: z.number().nullable(),
        p75: z.number().nullable(),
        p90: z.number().nullable(),
        histogram: z.array(z.object({ from: z.int(), to: z.int(), count: z.int().min(0) })).meta({ description: 'Ten-point bins (the last holds 90 to 100 inclusive), scanned targets only.' }),
      })
      .meta({ description: 'Quantiles (percentile_cont) of the scores of scanned targets; null when none was scanned.' }),
    checks: z.array(
      z.object({
        checkId: z.enum(CHECK_IDS),
        pass: z.int().min(0),
        warn: z.int().min(0),
        fail: z.int().min(0),
        notApplicable: z.int().min(0),
        unknown: z.int().min(0),
        passRate: z.number().min(0).max(1).nullable().meta({ description: 'pass ÷ (pass + warn + fail): unknown and not applicable are never in the denominator; null when it is 0.' }),
      }),
    ),
    agents: z.array(
      z.object({
        profile: z.enum(AGENT_PROFILE_IDS),
        reads: z.int().min(0),
        partial: z.int().min(0),
        blocked: z.int().min(0),
        unknown: z.int().min(0),
        readRate: z.number().min(0).max(1).nullable().meta({ description: 'reads ÷ (reads + partial + blocked); null when it is 0.' }),
      }),
    ),
    caps: z.record(z.string(), z.int().min(0)).meta({ description: 'Scanned targets whose score each cap limited, by cap id.' }),
    categories: z.array(z.object({ category: z.enum(CATEGORIES), targets: z.int().min(0), medianScore: z.number().nullable() })),
    render: z
      .object({
        sampled: z.int().min(0).meta({ description: 'Scanned targets of the render sample whose start page was rendered.' }),
        jsOnly: z.int().min(0).meta({ description: 'Of those, pages whose main content appears only after JavaScript runs.' }),
        share: z.number().min(0).max(1).nullable(),
        ci95: Interval95.nullable().meta({ description: 'The share\'s 95% Wilson score interval.' }),
      })
      .meta({ description: 'The share of JavaScript-only sites, estimated on the render sample.' }),
  })
  .meta({ id: 'FleetSummary', description: 'The population\'s figures, computed by SQL aggregates over the run\'s stored rows.' });

export const FleetMovement = z
  .object({
    runId: Uuid,
    previousRunId: Uuid.nullable().meta({ description: 'The fleet\'s run before this one that has rows to compare, or null.' }),
    gained: z.array(z.object({ target: z.string(), origin: z.string(), before: Score, after: Score, delta: z.int() })),
    lost: z.array(z.object({ target: z.string(), origin: z.string(), before: Score, after: Score, delta: z.int() })),
    checks: z.array(
      z.object({
        checkId: z.enum(CHECK_IDS),
        before: z.number().min(0).max(1).nullable(),
        after: z.number().min(0).max(1).nullable(),
        change: z.number().nullable().meta({ description: 'after − before, in points of rate (0 to 1); null when either is null.' }),
      }),
    ),
  })
  .meta({ id: 'FleetMovement', description: 'Targets scanned in both runs whose score moved by 10 points or more (at most 100 each way, largest first), and every check\'s pass rate in both runs.' });

export const FleetExportQuery = z.strictObject({
  format: z
    .enum(['csv', 'parquet'], { error: 'must be csv or parquet.' })
    .default('csv')
    .meta({ description: 'csv (RFC 4180 with a header row; the default) or parquet (Apache Parquet, one row group per 5,000 rows).' }),
});

export const FleetRunsQuery = PaginationQuery;
export const FleetsQuery = PaginationQuery;

export const FleetTargetReport = FullReport.extend({
  runId: Uuid,
  target: z.string(),
  origin: z.string(),
  status: z.enum(['scanned', 'blocked']).meta({ description: 'scanned, or blocked: the report of what the scanner received, kept as evidence.' }),
}).meta({ id: 'FleetTargetReport', description: 'The full report of one target of a run, readable for the run\'s retention period (AGENTGAUGE_FLEET_RETENTION_DAYS).' });
