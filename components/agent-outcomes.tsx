// What each agent profile gets from a population (a fleet run's targets, an edition's sites), one outcome per cause
// (issue 51 point 5): a stacked bar of shares for each profile measured somewhere, the profiles measured nowhere named
// apart as not applicable (never drawn as 0%), and a table of every share with its count and sample size.
import { agentProfile, type AgentProfileId } from '@/engine/index';
import type { AgentOutcomes } from '@/lib/fleets/columns';
import { describeAgentOutcomes, NOT_MEASURED_WORDS, OUTCOME_WORDS, shareWithCount, count } from '@/lib/fleets/figure-words';
import { LabelledBars } from './charts/bar-charts';
import { PALETTE } from './charts/palette';
import { sampleRange } from './charts/scale';
import { DataTable } from './data-table';

/** Each outcome's colour, from the palette that stays apart under colour blindness (unreachable far from reads). */
const COLORS: Record<(typeof OUTCOME_WORDS)[number]['key'], string> = {
  reads: PALETTE.bluishGreen,
  partial: PALETTE.orange,
  pay: PALETTE.yellow,
  refused: PALETTE.vermillion,
  disallowed: PALETTE.reddishPurple,
  javascript: PALETTE.blue,
  other: PALETTE.grey,
  unreachable: PALETTE.black,
};

/** The axis label of a profile: its name up to the first parenthesis ("Claude Code", "ChatGPT"). */
function shortName(profile: AgentProfileId): string {
  return agentProfile(profile).name.replace(/\s*\(.*$/, '');
}

export function AgentOutcomesFigure({ agents, noun, testId }: { agents: ReadonlyArray<{ profile: AgentProfileId; outcomes: AgentOutcomes }>; noun: string; testId: string }) {
  const measured = agents.filter((agent) => agent.outcomes.measured > 0);
  const notApplicable = agents.filter((agent) => agent.outcomes.measured === 0);
  // other and pay are shown where some target gave them (pay is null in figures stored before it was recorded).
  const shown = OUTCOME_WORDS.filter(({ key }) => (key !== 'other' && key !== 'pay') || agents.some((agent) => (agent.outcomes[key]?.count ?? 0) > 0));
  const rows = measured.map((agent) => ({
    label: shortName(agent.profile),
    ...Object.fromEntries(shown.map(({ key }) => [key, agent.outcomes[key]?.share ?? 0])),
  }));
  const summary = `What each agent profile gets, as shares of the ${noun} it was measured on: ${agents.map((agent) => describeAgentOutcomes(agentProfile(agent.profile).name, agent.outcomes, noun)).join('; ')}.`;
  return (
    <>
      {measured.length > 0 && (
        <LabelledBars
          rows={rows}
          series={shown.map(({ key, label }) => ({ key, name: label, color: COLORS[key] }))}
          scale={{ kind: 'share' }}
          summary={summary}
          n={sampleRange(measured.map((agent) => agent.outcomes.measured), noun)}
          testId={testId}
        />
      )}
      {notApplicable.length > 0 && (
        <p className="mt-2 text-sm text-slate-700" data-testid={`${testId}-not-applicable`}>
          Not applicable, measured on none of the {noun}: {notApplicable.map((agent) => `${agentProfile(agent.profile).name} (not measured on ${count(agent.outcomes.notMeasured)})`).join(', ')}.
        </p>
      )}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-xs text-slate-700 sm:grid-cols-2">
        {[...shown, { key: 'notMeasured', ...NOT_MEASURED_WORDS }].map(({ key, label, holds }) => (
          <div key={key}>
            <dt className="inline font-medium text-slate-900">{label}:</dt> <dd className="inline">{holds}.</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <DataTable
          caption={`What each agent profile gets: each share of the ${noun} it was measured on, with its count`}
          rows={[...agents]}
          rowKey={(agent) => agent.profile}
          columns={[
            { key: 'agent', header: 'Agent', cell: (agent) => agentProfile(agent.profile).name },
            { key: 'measured', header: 'Measured on', cell: (agent) => `${count(agent.outcomes.measured)} of ${count(agent.outcomes.targets)}` },
            ...shown.map(({ key, label }) => ({ key, header: label, cell: (agent: { outcomes: AgentOutcomes }) => shareWithCount(agent.outcomes[key]) })),
            { key: 'notMeasured', header: NOT_MEASURED_WORDS.label, cell: (agent) => count(agent.outcomes.notMeasured) },
          ]}
        />
      </div>
    </>
  );
}
