import type { ReactNode } from 'react';
import { FOCUS_RING, cx } from './styles';

/** On a wide screen the first column stays put while the others scroll under it. */
const FIRST_COLUMN = 'sm:sticky sm:left-0 sm:z-10';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** The cell's label on a phone, where each row is a card of "label: value" lines; the header when it is text. */
  label?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/**
 * The product's one table (issue 63 point 2). On a wide screen, a captioned table whose cells wrap to fit its card; on
 * a phone (below 640 px) each row becomes a card: the first column its title, every other cell a "label: value" line
 * (app/globals.css, .stacked-table), never a grid squeezed to a few letters a line. A table still wider than its box
 * scrolls inside it, the first column in view.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  rowAttributes,
  testId,
  rowHeader,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty?: ReactNode;
  /** data- attributes of a row (what a test or a script finds it by). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
  testId?: string;
  /** The key of the column that names the row (th scope="row"): a screen reader says it before each of the row's cells. */
  rowHeader?: string;
}) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  // Eight columns and more (what each agent gets, a census): narrower gaps and smaller headers, so at 1280 px the
  // table fits its card instead of scrolling.
  const dense = columns.length >= 8;
  const pad = dense ? 'px-2' : 'px-3';
  return (
    // Focusable, so a keyboard can scroll it sideways when it must (WCAG 2.1.1; axe scrollable-region-focusable), and
    // relative, so absolutely placed text in a cell (sr-only headers) scrolls with it instead of widening the page.
    <div className={cx('relative overflow-x-auto rounded-lg border border-slate-200', FOCUS_RING)} tabIndex={0} data-table-box="">
      <table className="stacked-table min-w-full divide-y divide-slate-200 text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column, index) => (
              <th key={column.key} scope="col" className={cx(pad, 'py-3 font-semibold text-slate-900', dense && 'text-xs', index === 0 && FIRST_COLUMN, index === 0 && 'bg-slate-50', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column, index) => {
                const value = <div className="stacked-value">{column.cell(row)}</div>;
                // On a phone the first column is the card's title: no label of its own.
                const label = index === 0 ? undefined : (column.label ?? (typeof column.header === 'string' ? column.header : undefined));
                const className = cx(
                  pad,
                  'py-3 text-left align-top',
                  index === 0 && cx(FIRST_COLUMN, 'bg-white max-sm:font-semibold max-sm:text-slate-900'),
                  // A row header's weight is its column's (className): the table's own rule would fight it.
                  column.key === rowHeader ? 'text-slate-900' : 'text-slate-800',
                  column.className,
                );
                return column.key === rowHeader ? (
                  <th key={column.key} scope="row" data-label={label} className={className}>
                    {value}
                  </th>
                ) : (
                  <td key={column.key} data-label={label} className={className}>
                    {value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
