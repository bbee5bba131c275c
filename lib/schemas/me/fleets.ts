// Fleets (issue 47): lists of sites scanned in bulk, their runs, one row per target, the population's figures.
import { z } from 'zod';
import { AGENT_CAUSES, AGENT_PROFILE_IDS, CAPABILITY_IDS, CHECK_IDS, COULD_NOT_ASK_REASONS, SCORE_CAPS } from '@/engine/light';
import { Interval95, NextOffset, PaginationQuery, Score, Timestamp, Uuid } from '../common';
import { FullReport } from '../report';
import { CAPABILITY_VALUES, AGENT_READS, CAP_IDS, CATEGORIES, CHECK_OUTCOMES, FINAL_STATUSES, MAX_DEFERRALS, MOVEMENT_LISTED, MOVEMENT_POINTS, NO_CAP_CONDITION } from '@/lib/schemas/vocabulary/fleets';

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
      .meta({ description: 'Share of the targets, drawn at random, whose start page is also rendered in a browser, to measure what a browsing agent reads there (default 0.02; sites that need JavaScript are counted on every target from its agents\' views).' }),
  })
  .meta({ id: 'StartFleetRunRequest' });

export const StartedFleetRun = z
  .object({ runId: Uuid, status: z.literal('queued'), total: z.int().min(0) })
  .meta({ id: 'StartedFleetRun' });

const CheckOutcome = z.enum(CHECK_OUTCOMES);
const Count = z.int().min(0);
const Share = z.number().min(0).max(1);
const OutcomeCount = (what: string) =>
  z.object({ count: Count, share: Share.nullable().meta({ description: 'count ÷ measured; null when measured is 0 (not applicable, never 0%).' }) }).meta({ description: what });

/** An agent profile's outcomes over the targets the scanner reached (issue 51 point 5; lib/fleets/columns.ts AGENT_OUTCOMES). */
export const AgentOutcomes = z
  .object({
    targets: Count.meta({ description: 'The run\'s scanned and blocked targets: the scanner reached them.' }),
    measured: Count.meta({ description: 'Of those, targets where this profile\'s view has an outcome the site gave: the shares\' denominator.' }),
    notMeasured: Count.meta({
      description: 'Of those, targets where it was not measured: the scanner\'s own limits (no browser for the browsing agent, a time budget), a target blocked to the scanner before any view was taken, or a row written before causes were recorded. Never in a denominator.',
    }),
    reads: OutcomeCount('It reads the main content.'),
    partial: OutcomeCount('It gets part of the main content: cut by truncation, part built by scripts, or in a frame.'),
    pay: OutcomeCount('Asked to pay: HTTP 402 (Cloudflare pay per crawl\'s crawler-price, an x402 or MPP challenge, or no terms). The owner\'s choice, never counted as refused (checks.md 2026-12d).')
      .nullable()
      .meta({ description: 'Asked to pay (HTTP 402); null in figures stored before it was recorded (scorecard 2026.12.3), whose 402s were counted as refused.' }),
    refused: OutcomeCount('Refused or challenged: an error status (401, 403, 429 or another) or a refusal or sign-in page for its user agent while a browser gets the content, or a bot challenge.'),
    disallowed: OutcomeCount('Disallowed by robots.txt for the token it obeys; it sends no request.'),
    javascript: OutcomeCount('Needs JavaScript: no main content without it (an application shell), for an agent that runs none.'),
    other: OutcomeCount('Blocked for a cause none of the others name: the main content only in a frame it does not load, or behind a meta refresh it does not follow.'),
    unreachable: OutcomeCount('No answer to its request (the connection failed), where the scanner was answered.'),
  })
  .meta({ id: 'AgentOutcomes', description: 'What one agent profile got, each outcome its own count and share of the targets where it was measured.' });

/** One capability of a target's row (checks.md 2026-12c). */
export const CapabilityCell = z
  .object({
    value: z.enum(CAPABILITY_VALUES).meta({
      description:
        'exercised, probed or declared: present at that evidence level (a file only where the host\'s canary proved it real); no; unproven: a file answered, but the host answers 2xx to a path that cannot exist (or the canary was not asked), so it is not counted as present; could-not-ask (robots.txt disallows the scanner, a failure or timeout of ours, a spent budget, authentication required); unknown: not measured.',
    }),
    reason: z.enum(COULD_NOT_ASK_REASONS).nullable().meta({ description: 'With could-not-ask: robots, fetch-error, budget or auth.' }),
    platform: z.string().nullable().meta({ description: 'With a present value: the platform that supplied it (its id in the engine\'s platform table); null: owner-built.' }),
  })
  .meta({ id: 'FleetCapabilityCell' });

export const CapabilityFigure = z
  .object({
    capability: z.enum(CAPABILITY_IDS),
    checkId: z.enum(CHECK_IDS).meta({ description: 'The check whose outcome carries it.' }),
    exercised: z.int().min(0),
    probed: z.int().min(0),
    declared: z.int().min(0),
    present: z.int().min(0).meta({ description: 'exercised + probed + declared: scanned targets where it is proven present.' }),
    no: z.int().min(0),
    unproven: z.int().min(0).meta({ description: 'A file answered on a host that answers 2xx to any path (or without the canary): not counted as present.' }),
    couldNotAsk: z.int().min(0),
    couldNotAskBy: z.object(Object.fromEntries(COULD_NOT_ASK_REASONS.map((reason) => [reason, z.int().min(0)])) as Record<(typeof COULD_NOT_ASK_REASONS)[number], z.ZodInt>),
    unknown: z.int().min(0).meta({ description: 'Not measured: not scanned, or the check did not run.' }),
    rate: z.number().min(0).max(1).nullable().meta({ description: 'present ÷ (present + no + unproven): could not ask and unknown are never in the denominator; null when it is 0.' }),
    couldNotAskShare: z.number().min(0).max(1).nullable().meta({ description: 'couldNotAsk ÷ (present + no + unproven + couldNotAsk): shown beside the rate with its count.' }),
    platformSupplied: z.int().min(0).meta({ description: 'Of those present, supplied by a platform (its headers, generator tag or known paths say so).' }),
    ownerBuilt: z.int().min(0),
    platformRate: z.number().min(0).max(1).nullable().meta({ description: 'platformSupplied over the rate\'s denominator: the platform-supplied part of the adoption rate.' }),
    ownerRate: z.number().min(0).max(1).nullable().meta({ description: 'ownerBuilt over the same denominator: the owner-built part.' }),
    platforms: z.array(z.object({ platform: z.string(), count: z.int().min(0) })).meta({ description: 'Present targets each platform supplied, most first.' }),
  })
  .meta({ id: 'FleetCapabilityFigure' });
/**
 * One check's outcome counts over a population: a run's summary, an index edition's population and categories, the
 * series of a check over editions (lib/fleets/columns.ts CheckTally). Could not ask (checks.md 2026-12c) is its own
 * count and share, never a fail and never in the pass rate's denominator.
 */
export const CheckTallyCounts = {
  pass: Count,
  warn: Count,
  fail: Count,
  notApplicable: Count,
  unknown: Count.meta({ description: 'Not measured: not scanned, or the check did not run or measured nothing.' }),
  couldNotAsk: Count.nullable().meta({
    description:
      'Could not ask: robots.txt disallows the scanner the check\'s path, a fetch or timeout of ours failed, the audit spent its budget, or the resource asks for authentication. Never a fail, never in passRate\'s denominator. Null in figures stored before it was recorded (their rows counted it as unknown).',
  }),
  passRate: Share.nullable().meta({ description: 'pass ÷ (pass + warn + fail): could not ask, unknown and not applicable are never in the denominator; null when it is 0.' }),
  couldNotAskShare: Share.nullable().meta({ description: 'couldNotAsk ÷ (pass + warn + fail + couldNotAsk): shown beside the pass rate with its count ("could not ask: 3 (12%)"); null when that is 0 or couldNotAsk is null.' }),
};

const AgentRead = z.enum(AGENT_READS);
const CapId = z.enum(CAP_IDS as [keyof typeof SCORE_CAPS, ...Array<keyof typeof SCORE_CAPS>]);

/**
 * An object with one property per id, each of one schema: what z.record over an enum means, spelled as properties so
 * that the OpenAPI document names every required key (a record's "required" list names keys it never defines).
 */
function keyedBy<const Id extends string, Value extends z.ZodType>(ids: readonly Id[], value: Value) {
  return z.strictObject(Object.fromEntries(ids.map((id) => [id, value])) as Record<Id, Value>);
}

/** How a row's score was measured: with the start page rendered in a browser (the render sample), or without. */
export const FLEET_SCORINGS = ['rendered', 'not-rendered'] as const;

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
    checks: keyedBy(CHECK_IDS, CheckOutcome).meta({ description: 'Every check\'s outcome; could-not-ask where the engine could not put its question (robots.txt, a failure of ours, a spent budget, authentication required: never a fail); unknown where it was not measured.' }),
    agents: keyedBy(AGENT_PROFILE_IDS, AgentRead).meta({ description: 'Every agent profile\'s verdict on the start page; unknown where it was not measured.' }),
    causes: keyedBy(AGENT_PROFILE_IDS, z.enum(AGENT_CAUSES).nullable()).meta({
      description:
        'Every agent profile\'s cause of its verdict as the engine gave it (one of the engine\'s causes: ok, refused, challenged, disallowed, javascript, unreachable, not-measured and the others listed); null where no view was taken, or in a row written before causes were recorded.',
    }),
    cap: CapId.nullable().meta({ description: 'The cap that lowered the score, or null.' }),
    capCondition: CapId.or(z.literal(NO_CAP_CONDITION)).nullable().meta({
      description: `The cap whose condition the start page meets, whether or not it lowered the score (${NO_CAP_CONDITION}: none); null when the target was not scanned, or in a row written before it was recorded.`,
    }),
    category: z.enum(CATEGORIES).nullable().meta({ description: 'The site profile the audit detected (other when none); null for a target that was not scanned (opted out, unreachable, blocked, cancelled, error).' }),
    error: z.string().nullable().meta({ description: 'Why the target has no score: the reason, or the evidence (the robots.txt line, the challenge, the status).' }),
    scoring: z.enum(FLEET_SCORINGS).nullable().meta({
      description:
        'How the score was measured: rendered (in the render sample, the start page was rendered in a browser, so what a browsing agent reads counts: a JavaScript-only page it reads scores at least the JavaScript floor) or not-rendered (no browser: the browsing agent not measured); null when the target was not scanned.',
    }),
    capabilities: keyedBy(CAPABILITY_IDS, CapabilityCell).meta({ description: 'Every capability as the audit met it; unknown where it was not measured.' }),
    waited: z
      .strictObject({
        robotsTxt: z.boolean().nullable().meta({
          description:
            'true: robots.txt first answered 429 or 5xx with Retry-After, so nothing else was asked (RFC 9309 §2.3.1.3–4: complete disallow until robots.txt is fetched), and it was asked again after that wait; the second answer is the one judged (the report\'s robots-txt finding fetched-after-wait gives both answers). false: robots.txt was not asked again after a wait in the audit that settled the target (it answered at once, or a longer wait sent the target back in line: cameBack). null: the target has no report (opted out, unreachable, error, or not settled yet), or its row was written before this was recorded.',
        }),
        cameBack: z.int().min(0).meta({
          description: `Times the run put the target back in line because its host asked to wait (429 or 503 with Retry-After), each after the wait it asked for; at most ${MAX_DEFERRALS}, after which a host that still asks ends blocked.`,
        }),
      })
      .meta({ description: 'Where the target\'s host asked the scanner to wait (Retry-After), and what the run did.' }),
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
    checks: z.array(z.object({ checkId: z.enum(CHECK_IDS), ...CheckTallyCounts }).meta({ id: 'FleetCheckTally' })),
    agents: z.array(
      z.object({
        profile: z.enum(AGENT_PROFILE_IDS),
        reads: z.int().min(0),
        partial: z.int().min(0),
        blocked: z.int().min(0),
        pay: z.int().min(0).nullable().meta({ description: 'Targets that asked it to pay (HTTP 402: the owner\'s choice, never blocked); null in figures stored before it was recorded (scorecard 2026.12.3), when a 402 counted as blocked.' }),
        unknown: z.int().min(0),
        readRate: z.number().min(0).max(1).nullable().meta({ description: 'reads ÷ (reads + partial + blocked): pay is in neither, as in Access; null when it is 0.' }),
        outcomes: AgentOutcomes,
      }),
    ),
    caps: z.record(z.string(), z.int().min(0)).meta({ description: 'Scanned targets whose score each cap limited, by cap id (only the caps that lowered a score).' }),
    needsJavaScript: z
      .object({
        targets: Count.meta({ description: 'Scanned targets whose agents\' causes were recorded: the denominator.' }),
        count: Count.meta({ description: 'Of those, targets where some agent that runs no JavaScript gets no main content without it (its view is blocked for the cause javascript: an application shell), rendered or not, whoever else it refuses.' }),
        share: Share.nullable().meta({ description: 'count ÷ targets; null when targets is 0.' }),
        notRecorded: Count.meta({ description: 'Scanned targets whose causes were not recorded (rows written before they were): not in the denominator.' }),
      })
      .meta({ description: 'Sites whose content needs JavaScript, from every scanned row\'s agent causes (not the render sample).' }),
    capConditions: z
      .object({
        targets: Count.meta({ description: 'Scanned targets whose cap condition was recorded: the denominator.' }),
        notRecorded: Count.meta({ description: 'Scanned targets whose cap condition was not recorded (rows written before it was).' }),
        caps: keyedBy(
          CAP_IDS,
          z.object({
            met: Count.meta({ description: 'Targets whose start page meets the cap\'s condition, whether or not it lowered the score (one cap a page: the engine names agents-refused first).' }),
            share: Share.nullable().meta({ description: 'met ÷ targets; null when targets is 0.' }),
            lowered: Count.meta({ description: 'Targets whose score the cap lowered.' }),
          }),
        ),
      })
      .meta({ description: 'Each cap\'s condition and whether it lowered the score, from the rows\' caps.' }),
    categories: z.array(z.object({ category: z.enum(CATEGORIES), targets: z.int().min(0), medianScore: z.number().nullable() })),
    render: z
      .object({
        sampled: z.int().min(0).meta({ description: 'Scanned targets of the render sample whose start page was rendered.' }),
        jsOnly: z.int().min(0).meta({ description: 'Of those, pages where the browser reads main content that no agent without JavaScript gets.' }),
        share: z.number().min(0).max(1).nullable(),
        ci95: Interval95.nullable().meta({ description: 'The share\'s 95% Wilson score interval.' }),
      })
      .meta({ description: 'The render sample: of the start pages rendered in a browser, those where the browser reads main content that no agent without JavaScript gets (sites that need JavaScript, rendered or not: needsJavaScript).' }),
    capabilities: z.array(CapabilityFigure).nullable().meta({
      description:
        'Each capability: how many scanned targets have it at each evidence level, do not, answered only from a catch-all host, could not be asked (its own share), and, of those present, platform-supplied and owner-built. Null in index editions published before scorecard 2026.12.2.',
    }),
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
  .meta({ id: 'FleetMovement', description: `Targets scanned in both runs whose score moved by ${MOVEMENT_POINTS} points or more (at most ${MOVEMENT_LISTED} each way, largest first), and every check's pass rate in both runs.` });

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
