// A benchmark as words, for every surface that shows one (pages, Markdown, the CLI): one sentence for the standing,
// one per check. Pure, with relative imports, so the CLI bundle takes it without the service.
import type { CheckId } from '../../engine/light.js';
import { CATEGORY_NOUNS, type IndexCategory } from '../schemas/index-category.js';
import { topShare } from './percentile.js';
import { count } from '../format/numbers.js';

export interface CheckShare {
  checkId: CheckId;
  /** pass ÷ (pass + warn + fail) among the category's scanned sites; null when none was measured. */
  passRate: number | null;
  pass: number;
  /** The category's sites where the check was measured and applied (pass + warn + fail). */
  measured: number;
}

export interface Benchmark {
  edition: number;
  title: string;
  category: IndexCategory;
  percentile: number | null;
  categoryPercentile: number | null;
  populationSize: number;
  categorySize: number;
  scorecard: string;
  note: string | null;
  checks: CheckShare[];
}

/** "Scores higher than 64% of 1,204 sites; top 18% of 212 documentation sites (edition 3)." */
export function describeBenchmark(benchmark: Benchmark): string {
  if (benchmark.percentile === null) return benchmark.note ?? `No percentile in edition ${benchmark.edition}.`;
  const noun = CATEGORY_NOUNS[benchmark.category];
  const overall = `Scores higher than ${benchmark.percentile}% of the ${count(benchmark.populationSize)} sites in edition ${benchmark.edition} of the index`;
  const category =
    benchmark.categoryPercentile === null
      ? ''
      : `; top ${topShare(benchmark.categoryPercentile)}% of its ${count(benchmark.categorySize)} ${benchmark.categorySize === 1 ? noun.singular : noun.plural}`;
  return `${overall}${category}.`;
}

/** "31% of documentation sites pass this (of 212 measured)", or null when the category never measured the check. */
export function describeCheckShare(benchmark: Benchmark, checkId: string): string | null {
  const share = benchmark.checks.find((check) => check.checkId === checkId);
  if (!share || share.passRate === null) return null;
  return `${Math.round(share.passRate * 100)}% of ${CATEGORY_NOUNS[benchmark.category].plural} pass this (${count(share.pass)} of ${count(share.measured)} measured, edition ${benchmark.edition}).`;
}

/** The short form for a list of checks: "31% of documentation sites pass this". */
export function shortCheckShare(benchmark: Benchmark, checkId: string): string | null {
  const share = benchmark.checks.find((check) => check.checkId === checkId);
  if (!share || share.passRate === null) return null;
  return `${Math.round(share.passRate * 100)}% of ${CATEGORY_NOUNS[benchmark.category].plural} pass this`;
}
