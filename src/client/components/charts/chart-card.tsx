import { type ReactNode, useId } from 'react';
import { CsvDownload, DataTable, type TableData } from './data-table';

/**
 * One question of a numbers screen (readership, revenue): its heading, its chart (a picture, hidden from
 * screen readers), the table of the same numbers (`tableHidden`: for screen readers only) and a CSV download
 * of it, labelled `csvLabel`.
 */
export function ChartCard({
  title,
  table,
  filename,
  csvLabel,
  tableHidden = true,
  controls,
  children,
}: {
  title: string;
  table: TableData;
  filename: string;
  csvLabel: string;
  tableHidden?: boolean;
  controls?: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-serif text-xl font-bold text-stone-900">
          {title}
        </h2>
        <CsvDownload table={table} filename={filename} label={csvLabel} />
      </div>
      {controls}
      {children}
      <DataTable table={table} hidden={tableHidden} />
    </section>
  );
}
