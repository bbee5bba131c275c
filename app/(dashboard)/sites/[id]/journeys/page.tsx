// Journeys of one site (issue 33): the questions the owner cares about ("can an agent find our pricing?") and how
// each answer is recognised; while there are none, suggestions from the last scan to confirm or edit.
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { agentProfile, describeAnswer, type AgentProfileId } from '@/engine/light';
import { LiveRefresh } from '@/components/site/live-refresh';
import { DEFAULT_RUN_PROFILE, JOURNEY_RUNS } from '@/lib/rate-limit/journey-run-limits';
import { RUN_PROFILE_VALUES } from '@/lib/schemas/me/journeys';
import { siteWorkProgress } from '@/lib/services/site-work-progress';
import { refusalMessage } from '@/lib/auth/authorize';
import { requireMembership } from '@/lib/auth/require-member';
import { agentModelSettings } from '@/lib/agents/model-client';
import { listJourneyRuns } from '@/lib/services/list-journey-runs';
import { listJourneys } from '@/lib/services/list-journeys';
import { getSiteReport } from '@/lib/services/get-site-report';
import { readOrNotFound, readOrNull, requireSiteId } from '../../load';
import { deleteJourneyAction } from './actions';
import { RunJourneyForm } from './run-journey-form';
import { JourneyRunsSummary } from './journey-runs';
import { JourneyForm } from './journey-form';
import { LatestScanJourney } from './latest-scan-journey';

export const metadata = { title: 'Journeys' };

export default async function JourneysPage({ params }: { params: Promise<{ id: string }> }) {
  const id = requireSiteId((await params).id);
  const { membership } = await requireMembership();
  // Read before the runs: a run that ends in between is then shown as still going, with an old version the next poll
  // corrects, never as going with nothing left to poll for.
  const progress = await readOrNotFound(() => siteWorkProgress(membership.organizationId, id, 'agent-runs'));
  const list = await readOrNotFound(() => listJourneys(membership, id, { limit: 50 }));
  const manageRefused = refusalMessage(membership, 'journey:manage');
  const full = list.total >= list.limit;
  const runRefused = refusalMessage(membership, 'agent-run:start');
  const model = agentModelSettings();
  // What one press runs, as the service decides it (start-journey-runs.ts): k model runs, or one built-in run.
  const agent = model ? `${model.model}, ${JOURNEY_RUNS.default} runs` : 'the built-in agent, 1 run';
  const runProfiles = RUN_PROFILE_VALUES.map((profile) => ({ id: profile, name: agentProfile(profile as AgentProfileId).name }));

  // What the latest scan found for each journey (every scan runs them for every agent profile), beside its agent runs.
  const report = await readOrNull(() => getSiteReport(membership.organizationId, id));
  // The latest batch of agent runs of each journey (a site holds at most 20 journeys).
  const latest = new Map(
    await Promise.all(list.journeys.map(async (journey) => [journey.id, (await listJourneyRuns(membership.organizationId, id, journey.id, { limit: 1 })).batches[0] ?? null] as const)),
  );

  return (
    <>
      <PageHeader
        title={`Journeys on ${list.host}`}
        description={`The questions you care about, such as "can an agent find our pricing?", and how to recognise each answer on a page. ${list.total} of ${list.limit}.`}
      />
      <div className="space-y-6">
        <LiveRefresh siteId={id} work="agent-runs" active={progress.active} version={progress.version} />
        {list.journeys.length === 0 ? (
          <Card title="Journeys">
            <EmptyState title="No journeys yet.">{list.suggestions.length > 0 ? 'Confirm or edit a suggestion below, or add your own; nothing runs until one is saved.' : 'Add the first one below.'}</EmptyState>
          </Card>
        ) : (
          <ul className="space-y-4" aria-label="Journeys">
            {list.journeys.map((journey) => (
              <li key={journey.id}>
                <Card title={journey.name}>
                  <p className="text-sm text-slate-900">{journey.question}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    Answer: {describeAnswer(journey.answer)}
                    {journey.start ? ` · starts at ${journey.start}` : ''}
                  </p>
                  <LatestScanJourney siteId={id} journey={journey.name} scannedAt={report?.scannedAt ?? null} result={report?.journeys?.find((entry) => entry.name === journey.name) ?? null} />
                  <JourneyRunsSummary siteId={id} batch={latest.get(journey.id) ?? null} />
                  {!runRefused && (
                    <RunJourneyForm
                      siteId={id}
                      journeyId={journey.id}
                      journeyName={journey.name}
                      profiles={runProfiles}
                      defaultProfile={DEFAULT_RUN_PROFILE}
                      agent={agent}
                    />
                  )}
                  {!manageRefused && (
                    <div className="mt-3 space-y-3">
                      <details>
                        <summary className="cursor-pointer text-sm text-blue-800 underline">Edit {journey.name}</summary>
                        <div className="mt-3">
                          <JourneyForm siteId={id} journeyId={journey.id} initial={journey} submitLabel={`Save ${journey.name}`} />
                        </div>
                      </details>
                      <form action={deleteJourneyAction}>
                        <input type="hidden" name="siteId" value={id} />
                        <input type="hidden" name="journeyId" value={journey.id} />
                        <Button type="submit" variant="danger">
                          Remove {journey.name}
                        </Button>
                      </form>
                    </div>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
        {list.suggestions.length > 0 && !manageRefused && (
          <Card title="Suggested from the last scan">
            <ul className="space-y-6" aria-label="Suggested journeys">
              {list.suggestions.map((suggestion) => (
                <li key={suggestion.name} className="space-y-2">
                  <p className="text-sm text-slate-700">
                    Read on <a href={suggestion.source.url} className="text-blue-800 underline">{suggestion.source.url}</a>: <q>{suggestion.source.quote}</q>
                  </p>
                  <JourneyForm siteId={id} initial={{ ...suggestion, start: null }} submitLabel={`Save suggestion ${suggestion.name}`} />
                </li>
              ))}
            </ul>
          </Card>
        )}
        <Card title="Add a journey">
          {manageRefused ? (
            <p className="text-sm text-slate-700">{manageRefused}</p>
          ) : full ? (
            <p className="text-sm text-slate-700">The site holds {list.limit} journeys, the most it may; remove one to add another.</p>
          ) : (
            <JourneyForm siteId={id} submitLabel="Add journey" />
          )}
        </Card>
      </div>
    </>
  );
}
