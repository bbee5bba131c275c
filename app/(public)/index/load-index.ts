// The index page's data: the edition asked for (the current one by default), the editions to switch between, one page
// of the opted-in leaderboard, and which of its hosts have a public report to link to. One read per part.
import { INDEX_CATEGORIES, isIndexCategory, type IndexCategory } from '@/lib/schemas/index-category';
import { currentEdition, editionByNumber, type Edition } from '@/lib/editions/editions';
import { listedEntries, type ListedEntry } from '@/lib/editions/entries';
import { hostsWithPublicReports } from '@/lib/editions/public-links';
import { listIndexEditions } from '@/lib/services/list-index-editions';
import { NOTHING_PUBLISHED } from '@/lib/services/get-index-edition';
import { unlessDatabaseDown } from '@/lib/web/database-outage';

export type IndexPageQuery = Record<string, string | string[] | undefined>;

const PAGE_SIZE = 20;
const MAX_OFFSET = 10_000;

export type IndexPageData =
  | { kind: 'empty'; message: string }
  /** An edition number that was never published: the page's 404. */
  | { kind: 'missing' }
  | {
      kind: 'edition';
      edition: Edition;
      explicitEdition: boolean;
      editions: Array<{ edition: number; title: string }>;
      rows: ListedEntry[];
      more: boolean;
      category: IndexCategory | null;
      offset: number;
      pageSize: number;
      hasPrevious: boolean;
      publicHosts: Set<string>;
      sizes: Record<IndexCategory, number>;
    };

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function loadIndexPage(query: IndexPageQuery) {
  return unlessDatabaseDown(async (): Promise<IndexPageData> => {
    const asked = single(query.edition);
    const number = asked && /^[1-9][0-9]{0,8}$/.test(asked) ? Number(asked) : undefined;
    const edition = number === undefined ? await currentEdition() : await editionByNumber(number);
    if (!edition) return number === undefined ? { kind: 'empty', message: NOTHING_PUBLISHED } : { kind: 'missing' };
    const rawCategory = single(query.category);
    const category = rawCategory && isIndexCategory(rawCategory) ? rawCategory : null;
    const rawOffset = single(query.offset);
    const offset = rawOffset && /^\d{1,5}$/.test(rawOffset) ? Math.min(Number(rawOffset), MAX_OFFSET) : 0;
    const [page, editions] = await Promise.all([
      listedEntries(edition, { category: category ?? undefined, limit: PAGE_SIZE, offset }),
      listIndexEditions({ limit: 50, offset: 0 }),
    ]);
    const publicHosts = await hostsWithPublicReports(page.rows.map((row) => row.host));
    const sizes = Object.fromEntries(
      INDEX_CATEGORIES.map((name) => [name, edition.figures.categories.find((entry) => entry.category === name)?.distribution.size ?? 0]),
    ) as Record<IndexCategory, number>;
    return {
      kind: 'edition',
      edition,
      explicitEdition: number !== undefined,
      editions: editions.editions.map((item) => ({ edition: item.edition, title: item.title })).reverse(),
      rows: page.rows,
      more: page.more,
      category,
      offset,
      pageSize: PAGE_SIZE,
      hasPrevious: edition.number > 1,
      publicHosts,
      sizes,
    };
  });
}
