// GET /api/v1/index/benchmark?score&category&scorecard: where a score stands in the current edition. The CLI asks it
// for a local or remote audit (the remote engine's Audit report is a closed object: it carries no benchmark), with
// the same rule and stored figures as every report body of the service.
import type { z } from 'zod';
import { benchmarkIn } from '@/lib/editions/benchmark';
import type { IndexCategory } from '@/lib/schemas/index-category';
import type { Benchmark } from '@/lib/schemas/editions';
import { requireEdition } from './get-index-edition';

export async function getIndexBenchmark(query: { score: number; category: IndexCategory; scorecard: string }): Promise<z.input<typeof Benchmark>> {
  const edition = await requireEdition();
  return benchmarkIn(edition, { score: query.score, scorecard: query.scorecard, resolvedProfiles: [] }, query.category);
}
