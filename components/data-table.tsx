import type { ReactNode } from 'react';
import { FOCUS_RING, cx } from './styles';

/** The first column stays put while the others scroll under it. */
const FIRST_COLUMN = 'sticky left-0 z-10';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/**
 * A captioned table that scrolls sideways inside its own box on a phone instead of breaking the page width or
 * squeezing its cells to a few letters a line; the first column (what the row is) stays in view while it scrolls.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty?: ReactNode;
}) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone (WCAG 2.1.1; axe scrollable-region-focusable), and
    // relative, so absolutely placed text in a cell (sr-only headers) scrolls with it instead of widening the page.
    <div className={cx('relative overflow-x-auto rounded-lg border border-slate-200', FOCUS_RING)} tabIndex={0}>
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column, index) => (
              <th key={column.key} scope="col" className={cx('px-4 py-3 font-semibold text-slate-900', index === 0 && FIRST_COLUMN, index === 0 && 'bg-slate-50', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <td key={column.key} className={cx('px-4 py-3 align-top text-slate-800', index === 0 && FIRST_COLUMN, index === 0 && 'bg-white', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
