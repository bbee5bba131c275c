// GET /api/v1/index/checks/{checkId}: the check's outcomes and pass rate in every edition, overall (every target of
// the run; not scanned is unknown) and per category (scanned sites), oldest first.
import type { z } from 'zod';
import { catalogEntry, type CheckId } from '@/engine/index';
import { allEditions } from '@/lib/editions/editions';
import { ApiError } from '@/lib/errors/api-errors';
import type { IndexCheckSeries } from '@/lib/schemas/editions';
import { NOTHING_PUBLISHED } from './get-index-edition';

export async function getIndexCheckSeries(checkId: CheckId): Promise<z.input<typeof IndexCheckSeries>> {
  const editions = await allEditions();
  if (editions.length === 0) throw new ApiError('not-found', NOTHING_PUBLISHED);
  return {
    checkId,
    name: catalogEntry(checkId)!.name,
    series: editions.map((edition) => {
      const { checkId: _id, ...overall } = edition.population.checks.find((check) => check.checkId === checkId)!;
      return {
        edition: edition.number,
        title: edition.title,
        publishedAt: edition.publishedAt.toISOString(),
        scorecard: edition.scorecard,
        overall,
        categories: edition.figures.categories.map(({ category, checks }) => {
          const { checkId: _check, ...counts } = checks.find((check) => check.checkId === checkId)!;
          return { category, ...counts };
        }),
      };
    }),
  };
}
