/** A report's table and its CSV button, shared by the lead and the visit reports. */
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { useT } from '../../i18n/useT.tsx';

/** Downloads the table titled `title` as CSV. */
export function CsvButton({ title, onExport }: { title: string; onExport: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="btn-outline !px-3 !py-1.5 text-xs"
      onClick={onExport}
      aria-label={t('reports.exportLabel', { table: title })}
    >
      <Icon name="download" className="h-3.5 w-3.5" />
      {t('reports.export')}
    </button>
  );
}

/** Figures under their headers, the first column naming the row; it scrolls sideways on a phone rather than squeeze. */
export function FigureGrid({ headers, rows }: { headers: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-sand-200">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="bg-sand-50 text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={`px-3 py-2 font-semibold ${index > 0 ? 'text-right' : ''}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={row} className="border-t border-sand-200">
              {cells.map((cell, index) => (
                <td key={index} className={`px-3 py-2 ${index > 0 ? 'text-right tabular-nums' : 'font-medium text-ink'}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
