import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells on wide screens (alignment, width). */
  className?: string;
}

interface DataTableProps<T> {
  /** Names the table for assistive tech. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The header and cells of the last column, and the footer of each card on phones. */
  actions?: (row: T) => ReactNode;
  loading?: boolean;
  skeletonRows?: number;
  /** Shown instead of rows when there are none. */
  empty?: ReactNode;
}

/**
 * A table on wide screens; on phones each row becomes a card whose first column is its head and
 * the others are labelled lines, so nothing needs sideways scrolling.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, actions, loading = false, skeletonRows = 5, empty }: DataTableProps<T>) {
  const [head, ...rest] = columns;
  if (!loading && rows.length === 0 && empty) return <>{empty}</>;

  return (
    <>
      <div className="card hidden overflow-x-auto md:block">
        <table className="w-full min-w-[640px] text-left text-sm" aria-busy={loading}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-sand-200 bg-sand text-xs font-bold uppercase tracking-wider text-ink-muted">
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={`px-4 py-3 ${column.className ?? ''}`}>
                  {column.header}
                </th>
              ))}
              {actions && (
                <th scope="col" className="px-4 py-3 text-right">
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200">
            {loading
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  <tr key={index} aria-hidden="true">
                    {columns.map((column) => (
                      <td key={column.key} className="px-4 py-4">
                        <div className="skeleton h-4 w-3/4" />
                      </td>
                    ))}
                    {actions && (
                      <td className="px-4 py-4">
                        <div className="skeleton ml-auto h-8 w-28" />
                      </td>
                    )}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)} className="align-middle transition hover:bg-sand/60">
                    {columns.map((column, index) =>
                      index === 0 ? (
                        <th key={column.key} scope="row" className={`px-4 py-3 font-normal ${column.className ?? ''}`}>
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={column.key} className={`px-4 py-3 text-ink-soft ${column.className ?? ''}`}>
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                    {actions && (
                      <td className="px-4 py-3">
                        <div className="flex items-center justify-end gap-2">{actions(row)}</div>
                      </td>
                    )}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label={caption} aria-busy={loading}>
        {loading
          ? Array.from({ length: Math.min(skeletonRows, 3) }, (_, index) => (
              <li key={index} className="card space-y-3 p-4" aria-hidden="true">
                <div className="skeleton h-5 w-2/3" />
                <div className="skeleton h-4 w-1/2" />
                <div className="skeleton h-4 w-1/3" />
              </li>
            ))
          : rows.map((row) => (
              <li key={rowKey(row)} className="card p-4">
                {head && <div>{head.cell(row)}</div>}
                {rest.length > 0 && (
                  <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 border-t border-sand-200 pt-3 text-sm">
                    {rest.map((column) => (
                      <div key={column.key} className="contents">
                        <dt className="font-semibold text-ink-muted">{column.header}</dt>
                        <dd className="min-w-0 text-ink-soft">{column.cell(row)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {actions && <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-sand-200 pt-3">{actions(row)}</div>}
              </li>
            ))}
      </ul>
    </>
  );
}

/** Page N of M with previous / next, for lists the server pages. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label = 'Pagination',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="mt-5 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-ink-soft">
        Showing <span className="font-semibold text-ink">{first}</span>–<span className="font-semibold text-ink">{last}</span> of{' '}
        <span className="font-semibold text-ink">{total}</span>
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className="btn-outline !px-3 !py-2" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">←</span> Previous
        </button>
        <span className="px-2 text-sm font-semibold text-ink" aria-current="page">
          Page {page} of {pages}
        </span>
        <button type="button" className="btn-outline !px-3 !py-2" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next <span aria-hidden="true">→</span>
        </button>
      </div>
    </nav>
  );
}
