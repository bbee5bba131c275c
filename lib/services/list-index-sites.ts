// GET /api/v1/index/sites?category&edition&limit&offset: the ranked rows of the sites whose owners opted in, best
// first (issue 48 points 2 and 3). A target whose owner did not opt in is never named; it counts in the ranks.
import type { z } from 'zod';
import { listedEntries } from '@/lib/editions/entries';
import type { IndexCategory } from '@/lib/schemas/index-category';
import { PAGE_LIMIT, PAGE_OFFSET } from '@/lib/schemas/common';
import type { IndexSites } from '@/lib/schemas/editions';
import { requireEdition } from './get-index-edition';

export async function listIndexSites(query: { category?: IndexCategory; edition?: number; limit?: number; offset?: number }): Promise<z.input<typeof IndexSites>> {
  const edition = await requireEdition(query.edition);
  const limit = query.limit ?? PAGE_LIMIT.default;
  const offset = query.offset ?? PAGE_OFFSET.default;
  const { rows, more } = await listedEntries(edition, { category: query.category, limit, offset });
  return {
    edition: edition.number,
    category: query.category ?? null,
    sites: rows.map((row) => ({
      host: row.host,
      category: row.category,
      score: row.score,
      grade: row.grade,
      rank: row.rank,
      categoryRank: row.categoryRank,
      percentile: row.percentile,
      categoryPercentile: row.categoryPercentile,
      scannedAt: row.scannedAt.toISOString(),
      previousScore: row.previousScore,
    })),
    nextOffset: more ? offset + limit : null,
  };
}
