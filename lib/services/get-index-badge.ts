// GET /badge/{host}/index.svg: the index badge of a host named in the current edition (opted in and ranked), with its
// category standing ("top 18% of docs sites"). Any other host, or no edition yet, gets the grey "not listed" badge with
// 404, the same for a host the index measured that did not opt in as for one it never measured: true of both, and it
// tells neither apart (issue 54: "not measured" was untrue of a measured host).
import { CATEGORY_NOUNS } from '@/lib/schemas/index-category';
import { currentEdition } from '@/lib/editions/editions';
import { listedEntryOf } from '@/lib/editions/entries';
import { topShare } from '@/lib/editions/percentile';
import { indexBadge, notListedBadge } from '@/lib/views/score-badge';
import type { PublicBadge } from './get-public-badge';

export async function getIndexBadge(host: string): Promise<PublicBadge> {
  const edition = await currentEdition();
  const entry = edition ? await listedEntryOf(edition, host) : null;
  if (!edition || !entry) return { svg: notListedBadge(host), measured: false };
  const noun = CATEGORY_NOUNS[entry.category];
  return {
    svg: indexBadge(host, { score: entry.score, topShare: topShare(entry.categoryPercentile), categoryShort: noun.short, categoryPlural: noun.plural, edition: edition.number }),
    measured: true,
  };
}
