import { useHydrated } from '../../lib/use-hydrated';

export interface TableData {
  /** Says what the table holds; screen readers read it first. */
  caption: string;
  columns: string[];
  /** The first cell of each row names the row. */
  rows: (string | number)[][];
}

/** A cell as CSV: quoted, and a leading = + - @ made text, so a spreadsheet never runs it as a formula. */
function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const toCsv = ({ columns, rows }: TableData) =>
  `${[columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Saves the table as a CSV file made in the browser (the numbers are already on the page). */
export function CsvDownload({
  table,
  filename,
  label,
}: {
  table: TableData;
  filename: string;
  label: string;
}) {
  const hydrated = useHydrated();
  const download = () => {
    const url = URL.createObjectURL(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <button
      type="button"
      onClick={download}
      disabled={!hydrated}
      className="rounded border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-60"
    >
      {label}
    </button>
  );
}

/**
 * A chart's numbers as a table: visible, or (`hidden`) for screen readers only, beside a chart that is
 * their picture. It scrolls inside its own box, never the page.
 */
export function DataTable({ table, hidden = false }: { table: TableData; hidden?: boolean }) {
  const cell = hidden ? '' : 'border-b border-stone-100 px-3 py-1.5';
  return (
    // A table cannot be clipped to nothing itself (it grows to its cells), so its box is hidden instead.
    <div className={hidden ? 'sr-only' : 'mt-3 overflow-x-auto'}>
      <table className={hidden ? '' : 'w-full text-left text-sm'}>
        <caption className={hidden ? '' : 'sr-only'}>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`${cell} ${index > 0 ? 'text-right' : ''} font-semibold`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((value, index) =>
                index === 0 ? (
                  <th key="name" scope="row" className={`${cell} font-normal`}>
                    {value}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                  <td key={index} className={`${cell} text-right tabular-nums`}>
                    {typeof value === 'number' ? value.toLocaleString('en-US') : value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
