// Reading editions. A published edition never changes, so each is kept in memory once read (by number); which one is
// current is asked again after CURRENT_TTL_MS, and at once in this process after a publish (forgetCurrentEdition).
// Another process sharing the database sees a new edition within that time.
import { getDb } from '@/lib/db';
import { withCouldNotAsk } from '@/lib/fleets/columns';
import { withCauses, type PopulationFigures } from '@/lib/fleets/summary';
import type { EditionFigures } from './figures';
import type { EditionMethod } from './method';

export interface Edition {
  id: string;
  number: number;
  runId: string;
  title: string;
  listSource: string;
  publishedAt: Date;
  publishedBy: string;
  scannedFrom: Date | null;
  scannedTo: Date | null;
  scorecard: string;
  engine: string;
  method: EditionMethod;
  population: PopulationFigures;
  figures: EditionFigures;
}

export const CURRENT_TTL_MS = 10_000;
const KEPT_EDITIONS = 32;

// On globalThis: route bundles and the services they call may load this module more than once in one process.
const STATE = Symbol.for('agentgauge.editions');
type State = { byNumber: Map<number, Edition>; current: { number: number | null; at: number; generation: number; reading: Promise<number | null> | null } };
const globalState = globalThis as typeof globalThis & { [STATE]?: State };
const state: State = (globalState[STATE] ??= { byNumber: new Map(), current: { number: null, at: 0, generation: 0, reading: null } });

type EditionRow = Awaited<ReturnType<Awaited<ReturnType<typeof getDb>>['indexEdition']['findFirst']>>;

function editionOf(row: NonNullable<EditionRow>): Edition {
  return {
    id: row.id,
    number: row.number,
    runId: row.runId,
    title: row.title,
    listSource: row.listSource,
    publishedAt: row.publishedAt,
    publishedBy: row.publishedBy,
    scannedFrom: row.scannedFrom,
    scannedTo: row.scannedTo,
    scorecard: row.scorecard,
    engine: row.engine,
    method: row.method as unknown as EditionMethod,
    population: withCauses(row.population as unknown as PopulationFigures),
    figures: withCheckTallies(row.figures as unknown as EditionFigures),
  };
}

/** Figures stored before could-not-ask was an outcome of its own: each category's tallies say it is not known. */
function withCheckTallies(figures: EditionFigures): EditionFigures {
  if (!Array.isArray(figures.categories)) return figures;
  return { ...figures, categories: figures.categories.map((category) => ({ ...category, checks: withCouldNotAsk(category.checks) })) };
}

/** The edition with this number, or null. */
export async function editionByNumber(number: number): Promise<Edition | null> {
  const kept = state.byNumber.get(number);
  if (kept) return kept;
  const db = await getDb();
  const row = await db.indexEdition.findUnique({ where: { number } });
  if (!row) return null;
  const edition = editionOf(row);
  if (state.byNumber.size >= KEPT_EDITIONS) state.byNumber.delete(state.byNumber.keys().next().value!);
  state.byNumber.set(number, edition);
  return edition;
}

/** The number of the newest edition, or null before the first is published. */
export async function currentEditionNumber(): Promise<number | null> {
  const { current } = state;
  if (current.at > Date.now() - CURRENT_TTL_MS) return current.number;
  const generation = current.generation;
  const reading = (current.reading ??= (async () => {
    const db = await getDb();
    const newest = await db.indexEdition.findFirst({ orderBy: { number: 'desc' }, select: { number: true } });
    return newest?.number ?? null;
  })());
  try {
    const number = await reading;
    // A publish in between makes this answer stale: it is returned to this caller but not kept.
    if (current.generation === generation) Object.assign(current, { number, at: Date.now() });
    return number;
  } finally {
    if (current.reading === reading) current.reading = null;
  }
}

export async function currentEdition(): Promise<Edition | null> {
  const number = await currentEditionNumber();
  return number === null ? null : editionByNumber(number);
}

/** After a publish: this process asks the database again for the current edition. */
export function forgetCurrentEdition(): void {
  state.current.at = 0;
  state.current.generation += 1;
  state.current.reading = null;
}

/** Every edition, oldest first (for the series of a check or an agent over editions). */
export async function allEditions(): Promise<Edition[]> {
  const db = await getDb();
  const numbers = await db.indexEdition.findMany({ orderBy: { number: 'asc' }, select: { number: true } });
  const editions = await Promise.all(numbers.map(({ number }) => editionByNumber(number)));
  return editions.filter((edition): edition is Edition => edition !== null);
}
