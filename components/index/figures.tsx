// The population's figures on the index page: the score distribution, pass rates per check by category and the read
// rate of each agent profile (with the share that refuses or challenges it). Charts for looking, tables for reading.
import { agentProfile, catalogEntry, type AgentProfileId, type CheckId } from '@/engine/index';
import { CATEGORY_NOUNS } from '@/lib/editions/category';
import type { Edition } from '@/lib/editions/editions';
import { ScoreDistributionChart, ShareBars } from './charts';

const pct = (rate: number | null) => (rate === null ? null : Math.round(rate * 100));
const pctText = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);
const checkName = (id: CheckId) => catalogEntry(id)?.name ?? id;

export function ScoreDistribution({ edition }: { edition: Edition }) {
  const { score } = edition.population;
  const bins = score.histogram.map((bin) => ({ label: `${bin.from}–${bin.to === 100 ? 100 : bin.to - 1}`, count: bin.count }));
  const summary = `Scores of ${edition.figures.overall.size} scanned sites in ten-point bins: ${bins.map((bin) => `${bin.label}: ${bin.count}`).join('; ')}. Median ${score.median ?? 'none'}.`;
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">
        Median <strong>{score.median ?? '–'}</strong>; half of the scanned sites score between {score.p25 ?? '–'} and {score.p75 ?? '–'}, and 80% between{' '}
        {score.p10 ?? '–'} and {score.p90 ?? '–'}. Blocked and unreachable sites are not in it: they have no score, not 0.
      </p>
      <ScoreDistributionChart bins={bins} summary={summary} />
    </>
  );
}

export function CheckPassRates({ edition }: { edition: Edition }) {
  const categories = edition.figures.categories.filter((category) => category.distribution.size > 0);
  const overall = edition.population.checks;
  // The chart draws the checks the edition measured somewhere; the table below lists all of them.
  const measured = overall.filter((check) => check.passRate !== null);
  const rows = measured.map((check) => ({ label: check.checkId, rate: pct(check.passRate) }));
  const unmeasured = overall.length - measured.length;
  const summary = `Pass rate of each check over every measured site: ${measured.map((check) => `${check.checkId} ${pctText(check.passRate)}`).join('; ')}${unmeasured > 0 ? `; ${unmeasured} checks measured on no site` : ''}.`;
  return (
    <>
      <ShareBars rows={rows} series={[{ key: 'rate', name: 'Pass rate', color: '#15803d' }]} summary={summary} testId="check-pass-rates" />
      <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label="Pass rates per check and category">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">Pass rate of each check, overall and per category (pass ÷ pass, warn and fail; unknown never counted)</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Check</th>
              <th scope="col" className="px-3 py-2 font-semibold">All</th>
              {categories.map((category) => (
                <th key={category.category} scope="col" className="px-3 py-2 font-semibold">
                  {CATEGORY_NOUNS[category.category].short} ({category.distribution.size})
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {overall.map((check) => (
              <tr key={check.checkId}>
                <th scope="row" className="px-3 py-2 font-normal">
                  <span className="block font-medium text-slate-900">{checkName(check.checkId)}</span>
                  <span className="font-mono text-xs text-slate-700">{check.checkId}</span>
                </th>
                <td className="px-3 py-2 tabular-nums">{pctText(check.passRate)}</td>
                {categories.map((category) => (
                  <td key={category.category} className="px-3 py-2 tabular-nums">
                    {pctText(category.checks.find((entry) => entry.checkId === check.checkId)?.passRate ?? null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function AgentReadRates({ edition }: { edition: Edition }) {
  const agents = edition.population.agents;
  const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((100 * part) / whole));
  const rows = agents.map((agent) => {
    const measured = agent.reads + agent.partial + agent.blocked;
    return { label: shortName(agent.profile), reads: share(agent.reads, measured), partial: share(agent.partial, measured), blocked: share(agent.blocked, measured) };
  });
  const summary = `Of the sites each agent profile was measured on: ${agents
    .map((agent) => {
      const measured = agent.reads + agent.partial + agent.blocked;
      return `${agentProfile(agent.profile).name} reads ${share(agent.reads, measured) ?? '–'}%, is refused or challenged by ${share(agent.blocked, measured) ?? '–'}%`;
    })
    .join('; ')}.`;
  return (
    <>
      <ShareBars
        rows={rows}
        series={[
          { key: 'reads', name: 'Reads', color: '#15803d' },
          { key: 'partial', name: 'Partly reads', color: '#b45309' },
          { key: 'blocked', name: 'Refused or challenged', color: '#b91c1c' },
        ]}
        summary={summary}
        testId="agent-read-rates"
      />
      <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label="Read rates per agent profile">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">What each agent profile gets from the sites it was measured on (unknown never counted)</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Agent</th>
              <th scope="col" className="px-3 py-2 font-semibold">Reads</th>
              <th scope="col" className="px-3 py-2 font-semibold">Refused or challenged</th>
              <th scope="col" className="px-3 py-2 font-semibold">Measured on</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {agents.map((agent) => {
              const measured = agent.reads + agent.partial + agent.blocked;
              return (
                <tr key={agent.profile}>
                  <th scope="row" className="px-3 py-2 font-medium">{agentProfile(agent.profile).name}</th>
                  <td className="px-3 py-2 tabular-nums">{pctText(agent.readRate)}</td>
                  <td className="px-3 py-2 tabular-nums">{measured === 0 ? '–' : `${share(agent.blocked, measured)}%`}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {measured.toLocaleString('en-US')} sites{agent.unknown > 0 ? ` (${agent.unknown.toLocaleString('en-US')} unknown)` : ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The axis label of a profile: its name up to the first parenthesis ("Claude Code", "ChatGPT"). */
function shortName(profile: AgentProfileId): string {
  return agentProfile(profile).name.replace(/\s*\(.*$/, '');
}

