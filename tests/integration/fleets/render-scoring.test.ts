// Which scoring each fleet row got (issue 63 point 5): only the render sample's start pages are rendered, and a
// JavaScript-only page the browsing agent reads scores at least the JavaScript floor only there, so two identical
// JavaScript-only sites score 20 and 8. Every row says which scoring it got (`scoring`), and the run's figures count
// each: rows planted with known values, on PGlite and PostgreSQL, read through the rows' one SELECT and the summary.
import { describe, expect, it } from 'vitest';
import { JAVASCRIPT_READ_FLOOR } from '@/engine/index';
import { describeScorings } from '@/lib/fleets/figure-words';
import { ROW_COLUMNS, rowView, type RowRecord } from '@/lib/fleets/row-view';
import { populationFigures } from '@/lib/fleets/summary';
import { DATABASE_KINDS } from '../../helpers/server';
import { useTestDatabase } from '../../helpers/db/helpers';
import { seedFleetRun, type PlantedRow } from '../../helpers/fleets/seed-run';

const ROWS: PlantedRow[] = [
  // Two identical JavaScript-only sites: the sampled one rendered (the browser reads it: the floor), the other not.
  { status: 'scanned', score: JAVASCRIPT_READ_FLOOR.score, cap: 'javascript-only', renderSampled: true, rendered: true, jsOnly: true, host: 'shell-a.example' },
  { status: 'scanned', score: 8, cap: 'javascript-only', renderSampled: false, host: 'shell-b.example' },
  // In the sample, but the render was not measured: scored without it.
  { status: 'scanned', score: 70, renderSampled: true, rendered: false, host: 'plain.example' },
  { status: 'blocked', host: 'blocked.example' },
];

describe.each(DATABASE_KINDS)('the scoring of each fleet row on %s', (database) => {
  const withDb = useTestDatabase(database);

  it('each row says rendered or not-rendered (null when not scanned), and the run counts each', async () => {
    const { rows, figures } = await withDb(async (db) => {
      const runId = await seedFleetRun(db, ROWS);
      const rows = (await db.$queryRaw<RowRecord[]>`SELECT ${ROW_COLUMNS} FROM fleet_results WHERE run_id = ${runId}::uuid ORDER BY position`).map(rowView);
      return { rows, figures: await populationFigures(db, runId) };
    });
    expect(rows.map((row) => [row.target, row.score, row.scoring])).toEqual([
      ['shell-a.example', 20, 'rendered'],
      ['shell-b.example', 8, 'not-rendered'],
      ['plain.example', 70, 'not-rendered'],
      ['blocked.example', null, null],
    ]);
    expect(figures.render.sampled).toBe(1);
    expect(describeScorings(figures.targets.scanned, figures.render.sampled)).toBe(
      'Scoring: 1 of 3 scanned targets were scored with their start page rendered in a browser (the render sample), 2 without; a JavaScript-only page a browser reads scores at least 20 only where it was rendered, so compare such rows by their Scoring.',
    );
  });
});

it('says so when nothing was scanned yet', () => {
  expect(describeScorings(0, 0)).toBe('Scoring: no target scanned yet.');
});
