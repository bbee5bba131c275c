// How the score was made (scorecard, cap, its parts, a partial sample) and "As agents see it": what each agent
// profile receives (checks.md, "Agent outcomes (2026-12)"). Server components fed by the stored report.
import type { z } from 'zod';
import { AGENT_PROFILES, capSentence, pageSentence } from '@/engine/light';
import type { AgentView, AgentViews, PartialSample, ScoreBreakdown } from '@/lib/schemas/agent-views';
import { DataTable } from '@/components/data-table';
import { Badge, type BadgeTone } from '../badge';
import { FOCUS_RING } from '../styles';
import { formatScore } from './format';

type Scoring = z.input<typeof ScoreBreakdown>;
type Views = z.input<typeof AgentViews>;
type View = z.input<typeof AgentView>;
type PartialSampleInput = z.input<typeof PartialSample>;

const VERDICTS: Record<NonNullable<View['verdict']> | 'unmeasured', { label: string; tone: BadgeTone }> = {
  reads: { label: 'Reads', tone: 'success' },
  partial: { label: 'Partial', tone: 'warning' },
  blocked: { label: 'Blocked', tone: 'danger' },
  pay: { label: 'Asked to pay', tone: 'neutral' },
  unmeasured: { label: 'Not measured', tone: 'neutral' },
};

function profileName(id: string): string {
  return AGENT_PROFILES.find((profile) => profile.id === id)?.name ?? id;
}

function verdictOf(view: View) {
  return VERDICTS[view.verdict ?? 'unmeasured'];
}

const characters = (count: number) => `${count.toLocaleString('en-US')} character${count === 1 ? '' : 's'}`;

/**
 * What stops agents (one sentence from the start page's views, engine/blocker.ts), then the cap where one changed the
 * score, the score's parts and the partial-sample note. The half of the score from the agent views is "Agent access",
 * never plain "Access", which names a category of checks.
 */
export function ScoreBreakdownView({
  scorecard,
  scoring,
  partialSample,
  blocker,
  scopeLabel,
}: {
  scorecard: string;
  scoring?: Scoring;
  partialSample?: PartialSampleInput;
  blocker: string | null;
  /** "Start page 62 · Site 60 over 5 pages" where a site scan measured more than the start page (engine/score-scope.ts). */
  scopeLabel?: string | null;
}) {
  const cap = capSentence(scoring);
  return (
    <div className="mt-6 space-y-3" data-testid="score-breakdown">
      {scopeLabel && (
        <p className="text-sm font-medium text-slate-900" data-testid="score-scopes">
          {scopeLabel}
        </p>
      )}
      {blocker && (
        <p role="note" className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900" data-testid="blocker">
          <strong className="font-semibold">What stops agents:</strong> {blocker}
        </p>
      )}
      {cap && (
        <p role="note" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950" data-testid="score-cap">
          {cap}
        </p>
      )}
      {partialSample && (
        <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="partial-sample">
          <p>
            <strong className="font-semibold">Partial sample:</strong> {partialSample.failed} of {partialSample.fetches} fetches failed or timed out and{' '}
            {partialSample.challenged} got a challenge page, so the score comes from part of the site. A check the scanner could not measure says so; it is
            never counted as missing.
          </p>
          {partialSample.which.length > 0 && (
            <details className="mt-2">
              <summary className={`cursor-pointer font-medium ${FOCUS_RING}`}>Which fetches ({partialSample.which.length})</summary>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {partialSample.which.map((fetch) => (
                  <li key={fetch.url} className="min-w-0 break-words">
                    {fetch.url}: {fetch.why}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" aria-label="How the score was made">
        <Part term="Scorecard" value={scorecard} />
        {scoring ? (
          <>
            <Part term="Agent access (half of the score)" value={scoring.access === null ? 'n/a' : formatScore(scoring.access)} />
            <Part term="Cost and coverage (the other half)" value={scoring.costCoverage === null ? 'n/a' : formatScore(scoring.costCoverage)} />
            <Part
              term="Bonus"
              value={`+${formatScore(scoring.bonus)}`}
              detail={scoring.bonusFrom.length > 0 ? `From ${scoring.bonusFrom.join(', ')}` : 'No emerging standard published; nothing is lost'}
            />
          </>
        ) : (
          <div className="col-span-1 min-w-0 rounded-md bg-slate-50 p-3 sm:col-span-3">
            <dt className="text-slate-700">Score parts</dt>
            <dd className="text-slate-900">Scored before scorecard 2026.12 split the score into agent access, cost and coverage: scan again to see them.</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

function Part({ term, value, detail }: { term: string; value: string; detail?: string }) {
  return (
    <div className="min-w-0 rounded-md bg-slate-50 p-3">
      <dt className="text-slate-700">{term}</dt>
      <dd className="text-xl font-semibold tabular-nums text-slate-900">{value}</dd>
      {detail && <dd className="text-xs text-slate-700 break-words">{detail}</dd>}
    </div>
  );
}

/** "As agents see it": per profile its verdict, the reason and the text it gets, cut where it cuts. */
export function AgentViewsSection({ agents }: { agents?: Views }) {
  if (!agents) {
    return (
      <p className="text-sm text-slate-700" data-testid="agent-views-missing">
        This report was stored before agent views existed, so it does not say what each AI agent receives. Scan again to see, per agent, whether it reads,
        partly reads or is blocked from the main content, and the text it gets.
      </p>
    );
  }
  const [first, ...rest] = agents.pages;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Agent access {formatScore(agents.access)} of 100. {agents.sample.note}
      </p>
      {first && <PageViews page={first} />}
      {rest.length > 0 && (
        <div className="min-w-0">
          <h3 className="mb-2 text-base font-semibold text-slate-900">Other pages in the sample</h3>
          <ul className="divide-y divide-slate-200 text-sm" aria-label="Agent access of the other sampled pages">
            {rest.map((page) => (
              <li key={page.url} className="min-w-0 py-2" data-testid="sample-page">
                <span className="block font-medium text-slate-900 break-words">{page.url}</span>
                {/* The engine's one sentence for the page (checks.md 2026-12c): broken and not measured are said so, never read. */}
                <span className="block text-slate-700">
                  {page.access === null ? '' : `Agent access ${formatScore(page.access)}. `}
                  {pageSentence(page)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Names joined for a sentence: "Claude Code", "Claude Code and Cursor", "Claude Code, Cursor and Codex". */
function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Views whose agents get the same text: one excerpt each, however many profiles share it. */
function distinctExcerpts(views: View[]): Array<{ excerpt: string; kept: number; views: View[] }> {
  const groups = new Map<string, { excerpt: string; kept: number; views: View[] }>();
  for (const view of views) {
    if (view.excerpt.length === 0) continue;
    const group = groups.get(view.excerpt) ?? { excerpt: view.excerpt, kept: view.kept, views: [] };
    group.kept = Math.max(group.kept, view.kept);
    group.views.push(view);
    groups.set(view.excerpt, group);
  }
  return [...groups.values()];
}

/**
 * One page as the agents see it: a table of every profile (status, verdict, why) and then each distinct text they get
 * once, named by the profiles that get it; most profiles get the same text, so eight cards would say it eight times.
 */
function PageViews({ page }: { page: Views['pages'][number] }) {
  const excerpts = distinctExcerpts(page.views);
  const empty = page.views.filter((view) => view.excerpt.length === 0);
  return (
    <div className="min-w-0 space-y-3">
      <h3 className="text-base font-semibold text-slate-900 break-words">
        {page.url} <span className="font-normal text-slate-700">({page.access === null ? 'no agent measured' : `agent access ${formatScore(page.access)}`})</span>
      </h3>
      {page.views.length === 0 && <p className="text-sm text-slate-700">{pageSentence(page)}</p>}
      <DataTable
        caption={`What each agent gets from ${page.url}`}
        testId="agent-views-table"
        rowHeader="agent"
        rows={page.views}
        rowKey={(view) => view.profile}
        rowAttributes={(view) => ({ 'data-testid': 'agent-view', 'data-profile': view.profile, 'data-verdict': view.verdict ?? 'unmeasured' })}
        columns={[
          { key: 'agent', header: 'Agent', className: 'font-semibold', cell: (view) => profileName(view.profile) },
          { key: 'status', header: 'Status', cell: (view) => <span className="whitespace-nowrap tabular-nums">{view.status ?? 'no answer'}</span> },
          {
            key: 'verdict',
            header: 'Verdict',
            cell: (view) => {
              const verdict = verdictOf(view);
              return <Badge tone={verdict.tone}>{verdict.label}</Badge>;
            },
          },
          { key: 'why', header: 'Why', cell: (view) => <ViewReason view={view} /> },
        ]}
      />
      {excerpts.map((group) => {
        const names = group.views.map((view) => profileName(view.profile));
        return (
          <figure key={group.views[0]!.profile} className="min-w-0" data-testid="agent-excerpt" data-profiles={group.views.map((view) => view.profile).join(' ')}>
            <figcaption className="text-xs text-slate-700">
              The text {joinNames(names)} {names.length === 1 ? 'gets' : 'get'}
              {group.kept > group.excerpt.length ? ` (its first ${characters(group.excerpt.length)})` : ''}:
            </figcaption>
            <pre
              tabIndex={0}
              className={`mt-1 max-h-60 max-w-full overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 font-mono text-xs text-slate-900 break-words ${FOCUS_RING}`}
            >
              {group.excerpt}
              {group.kept > group.excerpt.length ? '\n…' : ''}
            </pre>
          </figure>
        );
      })}
      {empty.length > 0 && <p className="text-xs text-slate-700">{joinNames(empty.map((view) => profileName(view.profile)))} {empty.length === 1 ? 'gets' : 'get'} no text from this page.</p>}
    </div>
  );
}

function ViewReason({ view }: { view: View }) {
  const cut = view.kept < view.textLength;
  return (
    <>
      {view.reason}
      {cut && (
        <span className="mt-1 block text-xs font-medium text-amber-900">
          Cut: keeps {characters(view.kept)} of {characters(view.textLength)}.
        </span>
      )}
    </>
  );
}
