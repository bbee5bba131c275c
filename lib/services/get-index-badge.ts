// GET /badge/{host}/index.svg: the index badge of a host named in the current edition (opted in and ranked), with its
// category standing ("top 18% of docs sites"). Any other host, or no edition yet, gets the usual answer for an
// unknown host: the grey "not measured" badge with 404, so a host that did not opt in is never told apart.
import { CATEGORY_NOUNS } from '@/lib/editions/category';
import { currentEdition } from '@/lib/editions/editions';
import { listedEntryOf } from '@/lib/editions/entries';
import { topShare } from '@/lib/editions/percentile';
import { indexBadge, notMeasuredBadge } from '@/lib/views/score-badge';
import type { PublicBadge } from './get-public-badge';

export async function getIndexBadge(host: string): Promise<PublicBadge> {
  const edition = await currentEdition();
  const entry = edition ? await listedEntryOf(edition, host) : null;
  if (!edition || !entry) return { svg: notMeasuredBadge(host), measured: false };
  const noun = CATEGORY_NOUNS[entry.category];
  return {
    svg: indexBadge(host, { score: entry.score, topShare: topShare(entry.categoryPercentile), categoryShort: noun.short, categoryPlural: noun.plural, edition: edition.number }),
    measured: true,
  };
}
