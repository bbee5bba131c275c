// GET /api/v1/index/editions: every edition, newest first, paged (limit 1–50, default 20; offset).
import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { editionByNumber } from '@/lib/editions/editions';
import { editionListItem } from '@/lib/editions/views';
import { PAGE_LIMIT, PAGE_OFFSET } from '@/lib/schemas/common';
import type { IndexEditions } from '@/lib/schemas/editions';

export async function listIndexEditions(query: { limit?: number; offset?: number }): Promise<z.input<typeof IndexEditions>> {
  const limit = query.limit ?? PAGE_LIMIT.default;
  const offset = query.offset ?? PAGE_OFFSET.default;
  const db = await getDb();
  const numbers = await db.indexEdition.findMany({ orderBy: { number: 'desc' }, select: { number: true }, skip: offset, take: limit + 1 });
  const page = numbers.slice(0, limit);
  const editions = await Promise.all(page.map(({ number }) => editionByNumber(number)));
  return {
    editions: editions.flatMap((edition) => (edition ? [editionListItem(edition)] : [])),
    nextOffset: numbers.length > limit ? offset + limit : null,
  };
}
