// GET /api/v1/index and GET /api/v1/index/editions/{edition}: an edition's method and population (issue 48 point 2).
import type { z } from 'zod';
import { currentEdition, editionByNumber, type Edition } from '@/lib/editions/editions';
import { editionView } from '@/lib/editions/views';
import { ApiError } from '@/lib/errors/api-errors';
import type { IndexEdition } from '@/lib/schemas/editions';

export const NOTHING_PUBLISHED = 'No edition of the index has been published yet.';

/** The edition asked for (the current one without a number), or 404. */
export async function requireEdition(number?: number): Promise<Edition> {
  const edition = number === undefined ? await currentEdition() : await editionByNumber(number);
  if (edition) return edition;
  throw new ApiError('not-found', number === undefined ? NOTHING_PUBLISHED : `No edition ${number} of the index exists; GET /api/v1/index/editions lists them.`);
}

export async function getIndexEdition(number?: number): Promise<z.input<typeof IndexEdition>> {
  return editionView(await requireEdition(number));
}
