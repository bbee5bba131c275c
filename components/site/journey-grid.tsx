// Journeys × agent profiles on the site page (issue 33 point 3): one cell per journey and profile, each a link that
// opens the path below the grid (the pages that profile fetched, in order, with what it received at each). Links, not
// client state: the open path is in the address, so it can be shared and works without JavaScript.
import Link from 'next/link';
import { AGENT_PROFILES } from '@/engine/light';
import type { StoredJourneyProfileResult, StoredJourneyResult } from '@/lib/schemas/report';
import { describeJourneyTally, type JourneyCounts } from '@/lib/views/journey-counts';
import { Badge, type BadgeTone } from '../badge';
import { FOCUS_RING } from '../styles';

export interface OpenCell {
  journey: string;
  profile: string;
}

type Step = NonNullable<StoredJourneyProfileResult['steps']>[number];

/** The profile's name without its User-Agent note ("ChatGPT", not "ChatGPT (ChatGPT-User)"): a column header. */
function profileName(id: string): string {
  return (AGENT_PROFILES.find((profile) => profile.id === id)?.name ?? id).split(' (')[0]!;
}

/** The cell's word: found (with hops), or the finding's short name. */
function cellLabel(result: StoredJourneyProfileResult): { text: string; tone: BadgeTone } {
  if (result.found) return { text: result.hops === 0 ? 'Found' : `Found (${result.hops} hop${result.hops === 1 ? '' : 's'})`, tone: 'success' };
  switch (result.code) {
    case 'journey.not-measured':
      return { text: 'Not measured', tone: 'neutral' };
    case 'journey.blocked':
      return { text: 'Blocked', tone: 'danger' };
    case 'journey.pay':
      return { text: 'Asked to pay', tone: 'neutral' };
    // Broken is not blocked (checks.md 2026-12c): the page answers 404 to everyone, the agent is not refused.
    case 'journey.broken-link':
      return { text: 'Broken link', tone: 'warning' };
    case 'journey.javascript':
      return { text: 'Needs JavaScript', tone: 'warning' };
    case 'journey.truncated':
      return { text: 'Cut off', tone: 'warning' };
    case 'journey.unreachable':
      return { text: 'Unreachable', tone: 'warning' };
    default:
      return { text: 'Not found', tone: 'danger' };
  }
}

const STEP_VERDICTS: Record<Step['verdict'], { text: string; tone: BadgeTone }> = {
  answer: { text: 'Answer here', tone: 'success' },
  read: { text: 'Read, no answer', tone: 'neutral' },
  'beyond-truncation': { text: 'Answer past its cut', tone: 'warning' },
  'javascript-only': { text: 'Answer only in a script', tone: 'warning' },
  blocked: { text: 'Blocked', tone: 'danger' },
  'broken-link': { text: 'Broken link', tone: 'warning' },
  pay: { text: 'Asked to pay', tone: 'neutral' },
  'off-site': { text: 'Left the site', tone: 'neutral' },
  'not-measured': { text: 'Not measured', tone: 'neutral' },
};

function cellHref(siteId: string, journey: string, profile: string): string {
  return `/sites/${siteId}?${new URLSearchParams({ journey, profile })}#journey-path`;
}

export function JourneyGrid({ siteId, journeys, counts, open }: { siteId: string; journeys: readonly StoredJourneyResult[]; counts: JourneyCounts; open: OpenCell | null }) {
  const profiles = counts.profiles.map((tally) => tally.profile);
  const opened = open ? journeys.find((journey) => journey.name === open.journey) : undefined;
  const openResult = opened?.results.find((result) => result.profile === open?.profile);
  return (
    <div className="space-y-4" data-testid="journey-grid">
      <p className="text-sm text-slate-700">
        Can each agent find the answer? {describeJourneyTally(counts)} ({counts.journeys} journey{counts.journeys === 1 ? '' : 's'} × {profiles.length} agents). Journeys
        are not part of the score. Open a cell for the pages that agent fetched.
      </p>
      {/* A region that scrolls on its own at phone widths, focusable so a keyboard can scroll it; the page never does. */}
      <div role="region" aria-label="Journeys by agent" tabIndex={0} className={`relative max-w-full overflow-x-auto ${FOCUS_RING}`}>
        <table className="min-w-full border-collapse text-left text-sm">
          <caption className="sr-only">Journeys (rows) by agent profile (columns): found, or what stopped the agent</caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-white py-2 pr-3 font-medium text-slate-700">
                Journey
              </th>
              {profiles.map((profile) => (
                <th key={profile} scope="col" className="px-2 py-2 font-medium text-slate-700">
                  {profileName(profile)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {journeys.map((journey) => (
              <tr key={journey.name} className="border-t border-slate-200">
                {/* The question stays in view while the agents scroll under it, and reads in whole words. */}
                <th scope="row" className="sticky left-0 z-10 min-w-36 max-w-48 bg-white py-2 pr-3 align-top font-medium text-slate-900">
                  <span className="block break-words">{journey.name}</span>
                  <span className="block text-xs font-normal text-slate-700 break-words">{journey.question}</span>
                </th>
                {profiles.map((profile) => {
                  const result = journey.results.find((candidate) => candidate.profile === profile);
                  if (!result) {
                    return (
                      <td key={profile} className="px-2 py-2 align-top text-slate-700">
                        –
                      </td>
                    );
                  }
                  const label = cellLabel(result);
                  const current = open?.journey === journey.name && open.profile === profile;
                  return (
                    <td key={profile} className="px-2 py-2 align-top">
                      <Link
                        href={cellHref(siteId, journey.name, profile)}
                        aria-label={`${journey.name}, ${profileName(profile)}: ${label.text}. Open the path`}
                        aria-current={current ? 'true' : undefined}
                        scroll={false}
                        className={`inline-block rounded-full ${current ? 'ring-2 ring-blue-700' : ''} ${FOCUS_RING}`}
                        data-testid={`journey-cell-${journey.name}-${profile}`}
                      >
                        <Badge tone={label.tone} className="whitespace-nowrap underline decoration-dotted">
                          {label.text}
                        </Badge>
                      </Link>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300">
              <th scope="row" className="sticky left-0 z-10 bg-white py-2 pr-3 font-medium text-slate-700">
                Found
              </th>
              {counts.profiles.map((tally) => (
                <td key={tally.profile} className="px-2 py-2 tabular-nums text-slate-900" data-testid={`journey-count-${tally.profile}`}>
                  {tally.found}/{tally.of}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {open && (opened && openResult ? <JourneyPath journey={opened} result={openResult} /> : <p className="text-sm text-slate-700">This scan did not run that journey for that agent.</p>)}
    </div>
  );
}

function JourneyPath({ journey, result }: { journey: StoredJourneyResult; result: StoredJourneyProfileResult }) {
  const label = cellLabel(result);
  const steps: Step[] = result.steps ?? result.path.map((url) => ({ url, finalUrl: url, status: null, verdict: 'read' as const, kept: 0, excerpt: '' }));
  return (
    <section id="journey-path" aria-labelledby="journey-path-title" className="rounded-md border border-slate-200 p-3 sm:p-4" data-testid="journey-path">
      <h3 id="journey-path-title" className="text-base font-semibold text-slate-900 break-words">
        {journey.name} as {profileName(result.profile)}: <Badge tone={label.tone}>{label.text}</Badge>
      </h3>
      <p className="mt-1 text-sm text-slate-700 break-words">{journey.question}</p>
      <p className="mt-2 text-sm text-slate-900 break-words">
        {result.reason}
        {result.code && <span className="ml-1 font-mono text-xs text-slate-700">({result.code})</span>}
      </p>
      {result.quote && (
        <blockquote className="mt-2 border-l-4 border-green-600 pl-3 text-sm text-slate-900 break-words">{result.quote}</blockquote>
      )}
      <h4 className="mt-4 text-sm font-semibold text-slate-900">
        Pages fetched, in order ({steps.length})
      </h4>
      <ol className="mt-2 space-y-3" aria-label={`Pages ${profileName(result.profile)} fetched for ${journey.name}`}>
        {steps.map((step, index) => {
          const verdict = STEP_VERDICTS[step.verdict];
          return (
            <li key={`${index}-${step.url}`} className="min-w-0 rounded bg-slate-50 p-2 text-sm" data-testid="journey-step">
              <div className="flex flex-wrap items-center gap-2">
                <span className="tabular-nums text-slate-700">{index + 1}.</span>
                <span className="min-w-0 font-mono text-xs text-slate-900 break-words">{step.url}</span>
              </div>
              {result.steps && (
                <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
                  <span>HTTP {step.status ?? 'none'}</span>
                  <Badge tone={verdict.tone}>{verdict.text}</Badge>
                  <span>{step.kept.toLocaleString('en-US')} characters kept</span>
                  {step.finalUrl !== step.url && <span className="break-words">ended at {step.finalUrl}</span>}
                </div>
              )}
              {step.excerpt && <p className="mt-1 text-xs text-slate-900 break-words">{step.excerpt}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
