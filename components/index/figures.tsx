// The population's figures on the index page: the score distribution and pass rates per check by category (what each
// agent gets is components/agent-outcomes.tsx, shared with a fleet run's page). Charts for looking, tables for reading.
import { catalogEntry, type CheckId } from '@/engine/index';
import { CATEGORY_NOUNS } from '@/lib/schemas/index-category';
import type { Edition } from '@/lib/editions/editions';
import type { CheckTally } from '@/lib/fleets/columns';
import { describeCouldNotAsk, describeScoreRange } from '@/lib/fleets/figure-words';
import { ColumnBars, LabelledBars } from '@/components/charts/bar-charts';
import { DataTable } from '@/components/data-table';
import { PALETTE } from '@/components/charts/palette';
import { sampleRange } from '@/components/charts/scale';

const pctText = (rate: number | null) => (rate === null ? 'n/a' : `${Math.round(rate * 100)}%`);
/**
 * A pass rate with its sample: "70% of 40", or "n/a" (not applicable: measured nowhere, never 0%); where some sites could
 * not be asked (checks.md 2026-12c), their count and share beside it, never in the rate: "70% of 40; could not ask: 3 (7%)".
 */
const rateOf = (check: CheckTally | undefined) => {
  if (!check) return 'n/a';
  const rate = check.passRate === null ? 'n/a' : `${pctText(check.passRate)} of ${check.pass + check.warn + check.fail}`;
  return check.couldNotAsk ? `${rate}; ${describeCouldNotAsk(check)}` : rate;
};
const sampleOf = (check: CheckTally) => check.pass + check.warn + check.fail;
const checkName = (id: CheckId) => catalogEntry(id)?.name ?? id;

export function ScoreDistribution({ edition }: { edition: Edition }) {
  const { score } = edition.population;
  const bins = score.histogram.map((bin) => ({ label: `${bin.from}–${bin.to === 100 ? 100 : bin.to - 1}`, count: bin.count }));
  const summary = `Scores of ${edition.figures.overall.size} scanned sites in ten-point bins: ${bins.map((bin) => `${bin.label}: ${bin.count}`).join('; ')}. Median ${score.median ?? 'none'}.`;
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">
        {edition.figures.overall.size.toLocaleString('en-US')} scanned sites. {describeScoreRange(score, 'scanned sites')} Blocked and unreachable sites are not in it: they
        have no score, not 0.
      </p>
      <ColumnBars
        rows={bins}
        series={[{ key: 'count', name: 'Scanned sites', color: PALETTE.blue }]}
        scale={{ kind: 'count', max: Math.max(0, ...bins.map((bin) => bin.count)) }}
        summary={summary}
        n={`n = ${edition.figures.overall.size.toLocaleString('en-US')} scanned sites, in ten-point score bands.`}
        testId="score-distribution"
      />
    </>
  );
}

export function CheckPassRates({ edition }: { edition: Edition }) {
  const categories = edition.figures.categories.filter((category) => category.distribution.size > 0);
  const overall = edition.population.checks;
  // The chart draws the checks the edition measured somewhere; the table below lists all of them.
  const measured = overall.filter((check) => check.passRate !== null);
  const rows = measured.map((check) => ({ label: check.checkId, rate: check.passRate }));
  const unmeasured = overall.filter((check) => check.passRate === null);
  const notAsked = overall.filter((check) => check.couldNotAsk);
  const summary = `Pass rate of each check over the sites where it applied and was measured: ${measured.map((check) => `${check.checkId} ${pctText(check.passRate)} of ${check.pass + check.warn + check.fail}`).join('; ')}${unmeasured.length > 0 ? `; not applicable (measured on no site): ${unmeasured.map((check) => check.checkId).join(', ')}` : ''}.`;
  return (
    <>
      <LabelledBars
        rows={rows}
        series={[{ key: 'rate', name: 'Pass rate', color: PALETTE.bluishGreen }]}
        scale={{ kind: 'share' }}
        summary={summary}
        n={sampleRange(measured.map(sampleOf), 'sites')}
        testId="check-pass-rates"
      />
      {notAsked.length > 0 && (
        <p className="mt-2 text-sm text-slate-700" data-testid="check-could-not-ask">
          Never a fail and never in a pass rate (robots.txt disallows the scanner that path, a failure or timeout of ours, a spent budget, authentication
          required): {notAsked.map((check) => `${check.checkId} ${describeCouldNotAsk(check)}`).join('; ')}.
        </p>
      )}
      <div className="mt-4">
        <DataTable
          caption="Pass rate of each check, overall and per category, of the sites where it applied and was measured (pass ÷ pass, warn and fail; unknown and could not ask never counted, could not ask shown beside it with its count and share; n/a: measured on none)"
          rows={overall}
          rowKey={(check) => check.checkId}
          rowHeader="check"
          columns={[
            {
              key: 'check',
              header: 'Check',
              className: 'font-normal',
              cell: (check) => (
                <>
                  <span className="block font-medium text-slate-900">{checkName(check.checkId)}</span>
                  <span className="font-mono text-xs text-slate-700">{check.checkId}</span>
                </>
              ),
            },
            { key: 'all', header: 'All', className: 'tabular-nums', cell: (check) => rateOf(check) },
            ...categories.map((category) => ({
              key: category.category,
              header: `${CATEGORY_NOUNS[category.category].short} (${category.distribution.size})`,
              className: 'tabular-nums',
              cell: (check: CheckTally) => rateOf(category.checks.find((entry) => entry.checkId === check.checkId)),
            })),
          ]}
        />
      </div>
    </>
  );
}
