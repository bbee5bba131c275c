// Where one report stands in the current edition (issue 48 point 4): its percentile overall and in its category from
// the edition's stored score counts, the population's size, and each check's pass share among the category's sites.
// Nothing is scanned or read again: one edition row, kept in memory. A report scored under another scorecard than
// the edition's gets no percentile (its number is not on the same scale) and says so in `note`.
import { UNVERSIONED_SCORECARD } from '@/engine/light';
import { CATEGORY_NOUNS, categoryOfReport, type IndexCategory, type ResolvedProfiles } from '@/lib/schemas/index-category';
import { currentEdition, type Edition } from './editions';
import { standingOf } from './percentile';
import type { Benchmark } from './wording';
import { count } from '@/lib/format/numbers';

export type { Benchmark, CheckShare } from './wording';

export interface BenchmarkedReport extends ResolvedProfiles {
  score: number;
  scorecard: string;
}

export function benchmarkIn(edition: Edition, report: BenchmarkedReport, category: IndexCategory = categoryOfReport(report)): Benchmark {
  const figures = edition.figures.categories.find((entry) => entry.category === category)!;
  const populationSize = edition.figures.overall.size;
  const categorySize = figures.distribution.size;
  const comparable = report.scorecard === edition.scorecard;
  const overall = comparable ? standingOf(report.score, edition.figures.overall.counts) : null;
  const inCategory = comparable ? standingOf(report.score, figures.distribution.counts) : null;
  const noun = CATEGORY_NOUNS[category].plural;
  const note = !comparable
    ? `Scored under scorecard ${report.scorecard}; edition ${edition.number} was scored under ${edition.scorecard}, so the two numbers are not on one scale and no percentile is given. Scan again to compare.`
    : categorySize === 0
      ? `Edition ${edition.number} has no ${noun}: the percentile is against all ${count(populationSize)} scanned sites.`
      : null;
  return {
    edition: edition.number,
    title: edition.title,
    category,
    percentile: overall?.percentile ?? null,
    categoryPercentile: inCategory?.percentile ?? null,
    populationSize,
    categorySize,
    scorecard: edition.scorecard,
    note,
    checks: figures.checks.map((check) => ({ checkId: check.checkId, passRate: check.passRate, pass: check.pass, measured: check.pass + check.warn + check.fail })),
  };
}

/** The report's benchmark in the current edition, or null before any edition is published. */
export async function benchmarkFor(report: BenchmarkedReport): Promise<Benchmark | null> {
  const edition = await currentEdition();
  return edition ? benchmarkIn(edition, report) : null;
}

/** The benchmark of a report as stored (the engine's field names): a report from before scorecards was scored by 2026.11. */
export function benchmarkOfStored(report: { overallScore: number; scorecard?: string; resolvedProfiles: ResolvedProfiles['resolvedProfiles'] }): Promise<Benchmark | null> {
  return benchmarkFor({ score: report.overallScore, scorecard: report.scorecard ?? UNVERSIONED_SCORECARD, resolvedProfiles: report.resolvedProfiles });
}
