import Link from 'next/link';
import type { z } from 'zod';
import { Badge } from '@/components/badge';
import { Breadcrumb } from '@/components/breadcrumb';
import { Button, ButtonLink } from '@/components/button';
import { AgentOutcomesFigure } from '@/components/agent-outcomes';
import { Card } from '@/components/card';
import { CapabilityFigures, capabilityCellsText } from '@/components/capability-figures';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { FOCUS_RING, cx } from '@/components/styles';
import { AGENT_PROFILE_IDS, CHECK_IDS, catalogEntry } from '@/engine/index';
import { can } from '@/lib/auth/authorize';
import { requireMembership } from '@/lib/auth/require-member';
import { describeCapConditions, describeCouldNotAsk, describeNeedsJavaScript, describeRenderSample, describeScoreRange, describeScorings, describeWaited, movedChecks, movementCounts, percent } from '@/lib/fleets/figure-words';
import { percentPoints, withSign } from '@/lib/format/numbers';
import { TARGET_STATUSES, type FleetTargetsQuery } from '@/lib/schemas/me/fleets';
import { getFleet } from '@/lib/services/get-fleet';
import { getFleetMovement } from '@/lib/services/get-fleet-movement';
import { getFleetRun } from '@/lib/services/get-fleet-run';
import { getFleetRunSummary } from '@/lib/services/get-fleet-run-summary';
import { listFleetTargets } from '@/lib/services/list-fleet-targets';
import { formatDateTime } from '@/lib/format/dates';
import { readOrNotFound } from '../../../../sites/load';
import { cancelRunAction } from '../../../actions';
import { runTone, targetTone } from '../../../run-status';
import { RateBars, ScoreHistogram } from './fleet-charts';
import { RunProgress } from './run-progress';
import { AGENT_READS, CHECK_OUTCOMES, MOVEMENT_POINTS } from '@/lib/schemas/vocabulary/fleets';

export const metadata = { title: 'Fleet run' };

const ROWS_PER_PAGE = 50;
type Filters = { status?: string; check?: string; result?: string; agent?: string; verdict?: string; page?: string };
const SELECT = cx('mt-1 block min-h-10 rounded-md border border-slate-400 px-2 py-1 text-sm', FOCUS_RING);

/** The list's filters from the address, valid ones only (a half pair is dropped). */
function filtersOf(raw: Filters): z.output<typeof FleetTargetsQuery> {
  const status = (TARGET_STATUSES as readonly string[]).includes(raw.status ?? '') ? (raw.status as (typeof TARGET_STATUSES)[number]) : undefined;
  const check = (CHECK_IDS as readonly string[]).includes(raw.check ?? '') && (CHECK_OUTCOMES as readonly string[]).includes(raw.result ?? '') ? { check: raw.check as (typeof CHECK_IDS)[number], result: raw.result as (typeof CHECK_OUTCOMES)[number] } : {};
  const agent = (AGENT_PROFILE_IDS as readonly string[]).includes(raw.agent ?? '') && (AGENT_READS as readonly string[]).includes(raw.verdict ?? '') ? { agent: raw.agent as (typeof AGENT_PROFILE_IDS)[number], verdict: raw.verdict as (typeof AGENT_READS)[number] } : {};
  const page = Math.max(1, Math.min(200, Number.parseInt(raw.page ?? '1', 10) || 1));
  return { ...(status ? { status } : {}), ...check, ...agent, limit: ROWS_PER_PAGE, offset: (page - 1) * ROWS_PER_PAGE };
}

function pageHref(base: string, raw: Filters, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) if (value && name !== 'page') query.set(name, value);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${base}?${text}#targets` : `${base}#targets`;
}

export default async function FleetRunPage({ params, searchParams }: { params: Promise<{ id: string; runId: string }>; searchParams: Promise<Filters> }) {
  const { id, runId } = await params;
  const raw = await searchParams;
  const { membership } = await requireMembership();
  const fleet = await readOrNotFound(() => getFleet(membership, id));
  const run = await readOrNotFound(() => getFleetRun(membership, id, runId));
  const [summary, movement] = await Promise.all([getFleetRunSummary(membership, id, runId), getFleetMovement(membership, id, runId)]);
  const moved = [...movement.gained, ...movement.lost];
  const filters = filtersOf(raw);
  const targets = await listFleetTargets(membership, id, runId, filters).catch(() => null);
  const base = `/fleets/${id}/runs/${runId}`;
  const active = run.status === 'queued' || run.status === 'running';
  const page = Math.floor((filters.offset ?? 0) / ROWS_PER_PAGE) + 1;
  const checkRows = summary.checks.map((check) => ({ ...check, label: catalogEntry(check.checkId)?.name ?? check.checkId }));
  // Checks with targets they could not ask (or figures stored before that was recorded), worded beside the pass rates.
  const notAskedRows = checkRows.filter((check) => check.couldNotAsk !== 0);
  const scanned = summary.targets.scanned;
  return (
    <>
      <Breadcrumb trail={[{ label: 'Fleets', href: '/fleets' }, { label: fleet.name, href: `/fleets/${id}` }, { label: `Run of ${formatDateTime(run.startedAt ?? summary.startedAt)}` }]} />
      <div className="mt-4">
        <PageHeader
          title={`${fleet.name}: run`}
          description={
            <>
              <Badge tone={runTone(run.status)}>{run.status}</Badge> Scorecard {run.scorecard}, {run.engine}. Started {formatDateTime(run.startedAt)}
              {run.cancelledAt ? `, cancelled ${formatDateTime(run.cancelledAt)}` : ''}
              {run.finishedAt ? `, ended ${formatDateTime(run.finishedAt)}` : ''}.
              {run.cancelledAt && ' Targets not started when it was cancelled count as cancelled; audits already under way finished.'}
            </>
          }
          actions={
            <div className="flex flex-wrap gap-2">
              <ButtonLink variant="secondary" href={`${base}/download?format=csv`}>Export CSV</ButtonLink>
              <ButtonLink variant="secondary" href={`${base}/download?format=parquet`}>Export Parquet</ButtonLink>
              {active && can(membership, 'fleet:run') && (
                <form action={cancelRunAction}>
                  <input type="hidden" name="fleetId" value={id} />
                  <input type="hidden" name="runId" value={runId} />
                  <Button type="submit" variant="danger">Cancel run</Button>
                </form>
              )}
            </div>
          }
        />
      </div>
      <div className="space-y-8">
        <Card title="Progress">
          <RunProgress fleetId={id} runId={runId} initial={run} />
        </Card>

        <Card title="Scores of the scanned targets">
          {summary.score.median === null ? (
            <p className="text-sm text-slate-700">No target scanned yet: the figures appear as targets are scanned.</p>
          ) : (
            <>
              <p className="text-sm text-slate-700">
                {scanned.toLocaleString('en-US')} scanned targets. {describeScoreRange(summary.score, 'scanned targets')} Blocked, unreachable and opted-out targets have no score (not 0).
              </p>
              <ScoreHistogram bins={summary.score.histogram} />
              <p className="mt-2 text-sm text-slate-700">
                Categories: {summary.categories.filter((category) => category.targets > 0).map((category) => `${category.category} ${category.targets} (median ${category.medianScore})`).join(', ')}.
              </p>
              <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="gates">
                <li>{describeNeedsJavaScript(summary.needsJavaScript, 'targets')}</li>
                {describeCapConditions(summary.capConditions, 'targets').map((line) => (
                  <li key={line}>{line}</li>
                ))}
                <li>{describeRenderSample(summary.render)}</li>
                <li data-testid="scorings">{describeScorings(scanned, summary.render.sampled)}</li>
              </ul>
            </>
          )}
        </Card>

        <Card title="Pass rate per check">
          <p className="mb-2 text-sm text-slate-700">
            pass ÷ (pass + warning + fail): a check not measured on a target (unknown) or not applicable to it is never counted. Could not ask (robots.txt
            disallows the scanner that path, a failure or timeout of ours, a spent budget, authentication required) is never a fail: it is its own count and
            share, outside the pass rate.
          </p>
          <RateBars rows={checkRows.map((check) => ({ label: check.label, rate: check.passRate, of: check.pass + check.warn + check.fail }))} label="Pass rate per check" name="Pass rate" />
          {notAskedRows.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700" data-testid="could-not-ask">Could not ask: 0 on every check.</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="could-not-ask">
              {notAskedRows.map((check) => (
                <li key={check.checkId}>{`${check.label}: ${describeCouldNotAsk(check)}`}</li>
              ))}
            </ul>
          )}
          <details className="mt-3 text-sm">
            <summary className={cx('cursor-pointer font-medium', FOCUS_RING)}>The counts</summary>
            <DataTable caption="Outcomes per check" rows={checkRows} rowKey={(check) => check.checkId} columns={[
              { key: 'check', header: 'Check', cell: (check) => check.label },
              { key: 'pass', header: 'Pass', cell: (check) => check.pass },
              { key: 'warn', header: 'Warning', cell: (check) => check.warn },
              { key: 'fail', header: 'Fail', cell: (check) => check.fail },
              { key: 'na', header: 'N/A', cell: (check) => check.notApplicable },
              { key: 'unknown', header: 'Unknown', cell: (check) => check.unknown },
              { key: 'could-not-ask', header: 'Could not ask', cell: (check) => (check.couldNotAsk === null ? 'not recorded' : `${check.couldNotAsk} (${percent(check.couldNotAskShare)})`) },
              { key: 'rate', header: 'Pass rate', cell: (check) => percent(check.passRate) },
            ]} />
          </details>
        </Card>

        <Card title="What each agent gets">
          <p className="mb-2 text-sm text-slate-700">
            For each agent profile, the share of the start pages it was measured on that it reads, partly reads, or is kept from, by cause; the targets it was not
            measured on are counted apart, never in a share.
          </p>
          <AgentOutcomesFigure agents={summary.agents} noun="targets" testId="agent-outcomes" />
        </Card>

        <Card title="Capabilities">
          <p className="mb-2 text-sm text-slate-700">
            present ÷ (present + no + catch-all) over the targets where it was asked, split into platform-supplied and owner-built; a file counts only where the
            host answers a path that cannot exist with no 200; could not ask (robots.txt, our failure or timeout, authentication) is its own share.
          </p>
          <CapabilityFigures figures={summary.capabilities} testId="run-capabilities" />
        </Card>

        <Card title="Since the previous run">
          {movement.previousRunId === null ? (
            <p className="text-sm text-slate-700">This is the fleet&apos;s first run with rows to compare: the next one shows what moved.</p>
          ) : (
            <div className="space-y-3 text-sm text-slate-700" data-testid="run-movement">
              <p>
                Compared with <Link className={`text-blue-800 underline ${FOCUS_RING}`} href={`/fleets/${id}/runs/${movement.previousRunId}`}>the previous run</Link>:{' '}
                {movementCounts(movement.gained.length, movement.lost.length)}.
              </p>
              {moved.length > 0 && (
                <DataTable caption={`Targets whose score moved by ${MOVEMENT_POINTS} points or more`} rows={moved} rowKey={(row) => row.origin} columns={[
                  { key: 'target', header: 'Target', cell: (row) => <span className="break-all">{row.target}</span> },
                  { key: 'before', header: 'Before', cell: (row) => row.before },
                  { key: 'after', header: 'After', cell: (row) => row.after },
                  { key: 'delta', header: 'Change', cell: (row) => withSign(row.delta) },
                ]} />
              )}
              <p>
                Checks whose pass rate moved:{' '}
                {movedChecks(movement.checks).map((check) => `${check.checkId} ${withSign(percentPoints(check.change))} pts`).join(', ') || 'none'}.
              </p>
            </div>
          )}
        </Card>

        <Card title="Targets">
          <form method="get" action={base} className="mb-4 flex flex-wrap items-end gap-3 text-sm" id="targets">
            <label className="font-medium text-slate-900">
              Status
              <select name="status" defaultValue={filters.status ?? ''} className={SELECT}>
                <option value="">any</option>
                {TARGET_STATUSES.map((status) => <option key={status}>{status}</option>)}
              </select>
            </label>
            <label className="font-medium text-slate-900">
              Check
              <select name="check" defaultValue={filters.check ?? ''} className={SELECT}>
                <option value="">any</option>
                {CHECK_IDS.map((check) => <option key={check}>{check}</option>)}
              </select>
            </label>
            <label className="font-medium text-slate-900">
              Outcome
              <select name="result" defaultValue={filters.result ?? ''} className={SELECT}>
                <option value="">any</option>
                {CHECK_OUTCOMES.map((outcome) => <option key={outcome}>{outcome}</option>)}
              </select>
            </label>
            <label className="font-medium text-slate-900">
              Agent
              <select name="agent" defaultValue={filters.agent ?? ''} className={SELECT}>
                <option value="">any</option>
                {AGENT_PROFILE_IDS.map((agent) => <option key={agent}>{agent}</option>)}
              </select>
            </label>
            <label className="font-medium text-slate-900">
              Verdict
              <select name="verdict" defaultValue={filters.verdict ?? ''} className={SELECT}>
                <option value="">any</option>
                {AGENT_READS.map((verdict) => <option key={verdict}>{verdict}</option>)}
              </select>
            </label>
            <Button type="submit" variant="secondary">Filter</Button>
          </form>
          {targets === null ? (
            <p className="text-sm text-slate-700">The rows of this run are no longer kept (past its retention period); its figures above stay.</p>
          ) : (
            <>
              <DataTable
                caption="One row per target"
                rows={targets.targets}
                rowKey={(row) => row.origin}
                empty={<p className="text-sm text-slate-700">No target matches these filters.</p>}
                columns={[
                  {
                    key: 'target',
                    header: 'Target',
                    cell: (row) =>
                      row.status === 'scanned' || row.status === 'blocked' ? (
                        <Link className={`break-all text-blue-800 underline ${FOCUS_RING}`} href={`${base}/targets/${encodeURIComponent(row.origin)}`}>
                          {row.target}
                        </Link>
                      ) : (
                        <span className="break-all">{row.target}</span>
                      ),
                  },
                  { key: 'status', header: 'Status', cell: (row) => <Badge tone={targetTone(row.status)}>{row.status}</Badge> },
                  { key: 'score', header: 'Score', cell: (row) => (row.score === null ? '–' : `${row.score} (${row.grade})`) },
                  { key: 'category', header: 'Profile', cell: (row) => row.category },
                  { key: 'scoring', header: 'Scoring', cell: (row) => (row.scoring === null ? '–' : row.scoring === 'rendered' ? 'rendered in a browser' : 'not rendered') },
                  {
                    key: 'why',
                    header: 'Note',
                    cell: (row) => <span className="block max-w-md text-xs text-slate-700">{[row.cap ?? row.error ?? '', describeWaited(row.waited)].filter(Boolean).join(' ')}</span>,
                  },
                  { key: 'capabilities', header: 'Capabilities', cell: (row) => <span className="block max-w-md text-xs text-slate-700">{capabilityCellsText(row.capabilities)}</span> },
                ]}
              />
              <nav aria-label="Pages of targets" className="mt-3 flex gap-3 text-sm">
                {page > 1 && <Link className={`text-blue-800 underline ${FOCUS_RING}`} href={pageHref(base, raw, page - 1)}>Previous</Link>}
                {targets.nextOffset !== null && <Link className={`text-blue-800 underline ${FOCUS_RING}`} href={pageHref(base, raw, page + 1)}>Next</Link>}
              </nav>
            </>
          )}
        </Card>
      </div>
    </>
  );
}
