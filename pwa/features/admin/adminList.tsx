/**
 * What the admin lists share: the search and page kept in the URL, the table or its failure,
 * the creation-date column and the delete confirmation.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { useT } from '../../i18n/useT.tsx';
import { formatShortDate } from '../../lib/format.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { OFFLINE_WRITE_MESSAGE, useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { ListFailure } from './ListFailure.tsx';
import { useDebouncedValue } from './useDebouncedValue.ts';
import type { useDeleteConfirm } from './useDeleteConfirm.ts';

type Filters = Record<string, string | undefined>;

/** A change of the list's place: a field left out keeps its value, '' clears a filter. */
export type ListSearchChange<F extends Filters> = { q?: string; page?: number } & { [K in keyof F]?: F[K] | '' };

/**
 * The search box and page of an admin list, kept in the URL as ?q=…&page=… (with the list's own
 * `filters`, read by `readFilters`, between them). The typed text reaches the URL once typing
 * pauses, and a new search starts on page 1.
 */
export function useListSearch<F extends Filters = Record<never, never>>(readFilters?: (params: URLSearchParams) => F) {
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const q = params.get('q') ?? '';
  const filters = readFilters?.(params) ?? ({} as F);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text.trim(), 300);

  const go = (next: ListSearchChange<F>) => {
    const search = new URLSearchParams();
    const nextQ = next.q ?? q;
    const nextPage = next.page ?? page;
    if (nextQ) search.set('q', nextQ);
    for (const [name, value] of Object.entries(filters)) {
      const nextValue = next[name] === undefined ? value : next[name];
      if (nextValue) search.set(name, nextValue);
    }
    if (nextPage > 1) search.set('page', String(nextPage));
    const query = search.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };

  useEffect(() => {
    if (settled !== q) go({ q: settled, page: 1 } as ListSearchChange<F>);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return { q, page, filters, text, setText, go };
}

/** The list's table, or its failure with Try again while a failed load left nothing to show. */
export function TableOrFailure({
  query,
  showing,
  children,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  showing: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const failure = useFailureMessage();
  if (query.isError && !showing) {
    return <ListFailure message={failure(query.error, t('listing.error.title'))} onRetry={() => void query.refetch()} />;
  }
  return <>{children}</>;
}

/** A column with the row's creation date. */
export function createdColumn<T extends { createdAt: string }>(key = 'created', header = 'Created'): Column<T> {
  return {
    key,
    header,
    cell: (row) => (
      <time dateTime={row.createdAt} className="whitespace-nowrap">
        {formatShortDate(row.createdAt)}
      </time>
    ),
  };
}

/** "Are you sure?" for a list's useDeleteConfirm flow; confirming waits for the network. */
export function DeleteConfirm({ deletion, children }: { deletion: ReturnType<typeof useDeleteConfirm>; children: ReactNode }) {
  const online = useOnlineStatus();
  return (
    <ConfirmDialog
      open={deletion.open}
      pending={deletion.deleting}
      onClose={deletion.cancel}
      onConfirm={() => void deletion.confirm()}
      blockedReason={online ? null : OFFLINE_WRITE_MESSAGE}
    >
      {children}
    </ConfirmDialog>
  );
}
