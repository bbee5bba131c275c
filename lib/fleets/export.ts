// A run's rows as a file people load as they are (issue 47 point 8): CSV (RFC 4180 with a header row, through
// csv-stringify) or Apache Parquet (hyparquet-writer, one row group per page of rows), one row per target with point
// 5's fields, a column per check, two per agent profile (its verdict and the engine's cause of it), then per
// capability its value and the platform that supplied it (named as the database's: check_llms_txt, agent_claude_code,
// agent_claude_code_cause, capability_mcp, capability_mcp_platform). Streamed: rows are read a page at a time in the list's order (keyset on position) only when
// the reader asks for more, and each page is encoded and handed on before the next is read, so memory stays bounded
// whatever the run's size. Text cells are inert, and a CSV cell is never a formula (lib/format/inert-text.ts).
import { stringify } from 'csv-stringify/sync';
import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import { getDb, Prisma } from '@/lib/db';
import { csvCell, inertText } from '@/lib/format/inert-text';
import { AGENT_COLUMNS, CHECK_COLUMNS } from './columns';
import { CAPABILITY_IDS } from '@/engine/light';
import { SCORING_SQL } from './row-view';

export const EXPORT_FORMATS = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  parquet: { contentType: 'application/vnd.apache.parquet', extension: 'parquet' },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

/** Rows read from the database at a time. */
export const EXPORT_PAGE_ROWS = 1000;
/** Rows of a Parquet row group: pages are gathered into columns of plain values until a group is full. */
export const PARQUET_ROW_GROUP = 10_000;

type Kind = 'string' | 'int' | 'boolean' | 'timestamp';
const FIELDS: ReadonlyArray<{ name: string; sql: string; kind: Kind }> = [
  { name: 'target', sql: 'target', kind: 'string' },
  { name: 'origin', sql: 'origin', kind: 'string' },
  { name: 'registrableDomain', sql: 'registrable_domain', kind: 'string' },
  { name: 'status', sql: 'status::text', kind: 'string' },
  { name: 'score', sql: 'score', kind: 'int' },
  { name: 'grade', sql: 'grade', kind: 'string' },
  { name: 'scannedAt', sql: 'scanned_at', kind: 'timestamp' },
  { name: 'durationMs', sql: 'duration_ms', kind: 'int' },
  { name: 'requests', sql: 'requests', kind: 'int' },
  { name: 'cap', sql: 'cap', kind: 'string' },
  { name: 'capCondition', sql: 'cap_condition', kind: 'string' },
  { name: 'category', sql: 'category::text', kind: 'string' },
  { name: 'error', sql: 'error', kind: 'string' },
  { name: 'scoring', sql: SCORING_SQL, kind: 'string' },
  { name: 'waitedRobotsTxt', sql: 'robots_waited', kind: 'boolean' },
  { name: 'cameBack', sql: 'deferrals', kind: 'int' },
  ...CHECK_COLUMNS.map(({ column: name }) => ({ name, sql: `"${name}"::text`, kind: 'string' as const })),
  ...AGENT_COLUMNS.map(({ column: name }) => ({ name, sql: `"${name}"::text`, kind: 'string' as const })),
  ...AGENT_COLUMNS.map(({ cause: name }) => ({ name, sql: `"${name}"`, kind: 'string' as const })),
  // Each capability's value and the platform that supplied it (lib/fleets/capability-row.ts), from the row's JSON.
  ...CAPABILITY_IDS.flatMap((id) => {
    const name = `capability_${id.replace(/-/g, '_')}`;
    return [
      { name, sql: `coalesce(capabilities->'${id}'->>'value', 'unknown')`, kind: 'string' as const },
      { name: `${name}_platform`, sql: `capabilities->'${id}'->>'platform'`, kind: 'string' as const },
    ];
  }),
];
export const EXPORT_COLUMNS = FIELDS.map((field) => field.name);

const SELECT = Prisma.raw(FIELDS.map((field, index) => `${field.sql} AS c${index}`).join(', '));

type Row = Record<string, unknown>;

/** The run's rows in the format, as a stream of bytes that reads the database only as fast as it is consumed. */
export function exportStream(runId: string, format: ExportFormat): ReadableStream<Uint8Array> {
  const pages = rowPages(runId);
  return format === 'csv' ? csvStream(pages) : parquetStream(pages);
}

async function* rowPages(runId: string): AsyncGenerator<Row[]> {
  const db = await getDb();
  let after = 0;
  for (;;) {
    const rows = await db.$queryRaw<Array<Row & { position: number }>>`
      SELECT position, ${SELECT} FROM fleet_results WHERE run_id = ${runId}::uuid AND position > ${after}
      ORDER BY position LIMIT ${EXPORT_PAGE_ROWS}`;
    if (rows.length === 0) return;
    after = rows.at(-1)!.position;
    yield rows;
  }
}

function cell(row: Row, index: number): unknown {
  return row[`c${index}`] ?? null;
}

function csvStream(pages: AsyncGenerator<Row[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(stringify([EXPORT_COLUMNS])));
        return;
      }
      const next = await pages.next();
      if (next.done) {
        controller.close();
        return;
      }
      const records = next.value.map((row) =>
        FIELDS.map((field, index) => {
          const value = cell(row, index);
          if (value === null) return '';
          if (field.kind === 'timestamp') return new Date(value as Date).toISOString();
          if (field.kind === 'boolean') return value === true ? 'true' : 'false';
          // Text a scanned site may have written (an error, a cause): inert, and never a formula (lib/format/inert-text.ts).
          return field.kind === 'string' ? csvCell(String(value)) : value;
        }),
      );
      controller.enqueue(encoder.encode(stringify(records)));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

/** hyparquet-writer's byte writer, handing each row group's bytes on at its flush instead of keeping the file. */
class ChunkWriter extends ByteWriter {
  constructor(private readonly emit: (chunk: Uint8Array) => void) {
    super(1 << 20);
  }

  flush(): void {
    if (this.index === 0) return;
    this.emit(new Uint8Array(this.buffer.slice(0, this.index)));
    this.index = 0;
  }

  override finish(): void {
    this.flush();
  }
}

const PARQUET_TYPES: Record<Kind, object> = {
  string: { type: 'BYTE_ARRAY', converted_type: 'UTF8' },
  int: { type: 'INT32' },
  boolean: { type: 'BOOLEAN' },
  timestamp: { type: 'INT64', converted_type: 'TIMESTAMP_MILLIS' },
};

function parquetStream(pages: AsyncGenerator<Row[]>): ReadableStream<Uint8Array> {
  let writer: ParquetWriter | null = null;
  let wroteRows = false;
  let group = emptyColumns();
  let groupRows = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      writer ??= new ParquetWriter({
        writer: new ChunkWriter((chunk) => controller.enqueue(chunk)),
        schema: [
          { name: 'root', num_children: FIELDS.length },
          ...FIELDS.map((field) => ({ name: field.name, repetition_type: 'OPTIONAL', ...PARQUET_TYPES[field.kind] })),
        ] as ConstructorParameters<typeof ParquetWriter>[0]['schema'],
        createdBy: 'agentgauge fleets export',
      });
      // Pages are gathered until a row group is full (or the rows end), so each pull hands on one group's bytes.
      for (;;) {
        const next = await pages.next();
        if (!next.done) {
          appendColumns(group, next.value);
          groupRows += next.value.length;
          if (groupRows < PARQUET_ROW_GROUP) continue;
        }
        if (groupRows > 0 || !wroteRows) {
          await writer.write({ columnData: columnData(group), rowGroupSize: Math.max(groupRows, 1) });
          wroteRows = true;
          group = emptyColumns();
          groupRows = 0;
        }
        if (next.done) {
          await writer.finish();
          controller.close();
        }
        return;
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

type Columns = Array<Array<string | number | boolean | Date | null>>;

function emptyColumns(): Columns {
  return FIELDS.map(() => []);
}

/** The rows' values, column by column (plain values: the row objects are let go at once). */
function appendColumns(columns: Columns, rows: Row[]): void {
  FIELDS.forEach((field, index) => {
    const column = columns[index]!;
    for (const row of rows) {
      const value = cell(row, index);
      column.push(value === null ? null : field.kind === 'timestamp' ? new Date(value as Date) : field.kind === 'int' ? Number(value) : field.kind === 'boolean' ? value === true : inertText(String(value)));
    }
  });
}

function columnData(columns: Columns) {
  return FIELDS.map((field, index) => ({ name: field.name, data: columns[index]! }));
}

/** The file name an export is offered as: the fleet's name made safe, the run's date, the format's extension. */
export function exportFileName(fleetName: string, createdAt: Date, format: ExportFormat): string {
  const safe = fleetName.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'fleet';
  return `${safe}-${createdAt.toISOString().slice(0, 10)}.${EXPORT_FORMATS[format].extension}`;
}
