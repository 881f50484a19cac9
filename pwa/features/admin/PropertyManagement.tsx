import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { Property } from '../../../api/contract/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, Pagination, type Column } from '../../components/DataTable.tsx';
import { Icon } from '../../components/Icon.tsx';
import { adminPropertiesQuery, deleteProperty } from '../../lib/admin.ts';
import { formatPrice, formatShortDate } from '../../lib/format.ts';
import { errorMessage } from '../../lib/http.ts';
import { OFFLINE_WRITE_MESSAGE, useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import {
  AdminPageHeader,
  EmptyList,
  ListFailure,
  OfflineNotice,
  PropertyCell,
  RefreshButton,
  rowButton,
  SearchInput,
  TypeCell,
  useDebouncedValue,
} from './adminUi.tsx';
import { PropertyForm } from './PropertyForm.tsx';
import { useDeleteConfirm } from './useDeleteConfirm.ts';

const PAGE_SIZE = 10;

export const propertyColumns: Column<Property>[] = [
  { key: 'property', header: 'Property', cell: (property) => <PropertyCell property={property} />, className: 'w-[40%]' },
  { key: 'type', header: 'Type', cell: (property) => <TypeCell property={property} /> },
  {
    key: 'price',
    header: 'Price',
    cell: (property) => <span className="whitespace-nowrap font-semibold text-ink">{formatPrice(property, { short: true })}</span>,
  },
  {
    key: 'created',
    header: 'Created',
    cell: (property) => (
      <time dateTime={property.createdAt} className="whitespace-nowrap">
        {formatShortDate(property.createdAt)}
      </time>
    ),
  },
];

/** Edit link and Delete button of a property row. */
export function PropertyRowActions({ property, onDelete }: { property: Property; onDelete: (id: string) => void }) {
  const online = useOnlineStatus();
  return (
    <>
      <Link href={`/admincp/property/${property._id}/edit`} className={`${rowButton} btn-outline`}>
        <Icon name="edit" className="h-4 w-4" />
        Edit<span className="sr-only"> {property.title}</span>
      </Link>
      <button
        type="button"
        className={`${rowButton} border border-rose-200 bg-white text-rose-700 hover:bg-rose-50`}
        onClick={() => onDelete(property._id)}
        disabled={!online}
        title={online ? undefined : OFFLINE_WRITE_MESSAGE}
      >
        <Icon name="trash" className="h-4 w-4" />
        Delete<span className="sr-only"> {property.title}</span>
      </button>
    </>
  );
}

/** /admincp/properties: every listing, newest first, with a working search, paging and the add modal. */
export function PropertyManagement() {
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text.trim(), 300);
  const [adding, setAdding] = useState(false);

  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextQ = next.q ?? q;
    const nextPage = next.page ?? page;
    if (nextQ) search.set('q', nextQ);
    if (nextPage > 1) search.set('page', String(nextPage));
    const query = search.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };

  // The typed text reaches the URL (and the query) once typing pauses; a new search starts on page 1.
  useEffect(() => {
    if (settled !== q) go({ q: settled, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const list = useQuery(adminPropertiesQuery({ q: q || undefined, page, limit: PAGE_SIZE }));
  const total = list.data?.meta?.total ?? 0;
  // 'All (count)' counts every listing, also while a search narrows the table.
  const everything = useQuery({ ...adminPropertiesQuery({ page: 1, limit: 1 }), enabled: Boolean(q) });
  const allCount = q ? everything.data?.meta?.total : list.data?.meta?.total;
  const rows = list.data?.data ?? [];

  const deletion = useDeleteConfirm({
    remove: deleteProperty,
    reload: () => list.refetch(),
    successMessage: 'Property has been deleted!',
    failureMessage: 'An error occurred while deleting Property',
  });
  const online = useOnlineStatus();

  return (
    <>
      <AdminPageHeader
        title="Property Management"
        description="Add, edit and remove the listings shown on the site."
        actions={
          <button type="button" className="btn-accent" onClick={() => setAdding(true)} disabled={!online}>
            <Icon name="plus" className="h-4 w-4" />
            Add New Property
          </button>
        }
      />
      <OfflineNotice />

      <div className="mb-5 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={q ? 'chip-off' : 'chip-on'}
          aria-pressed={!q}
          onClick={() => {
            setText('');
            go({ q: '', page: 1 });
          }}
        >
          All ({allCount ?? '…'})
        </button>
        <div className="order-last w-full sm:order-none sm:w-auto sm:flex-1">
          <SearchInput label="Search properties" value={text} onChange={setText} placeholder="Search title, location, address…" />
        </div>
        <div className="ml-auto">
          <RefreshButton onClick={() => void list.refetch()} busy={list.isFetching} />
        </div>
      </div>

      {list.isError && rows.length === 0 ? (
        <ListFailure message={errorMessage(list.error, 'Something went wrong')} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Properties"
            columns={propertyColumns}
            rows={rows}
            rowKey={(property) => property._id}
            loading={list.isPending}
            skeletonRows={PAGE_SIZE}
            actions={(property) => <PropertyRowActions property={property} onDelete={deletion.ask} />}
            empty={
              q ? (
                <EmptyList title={`No properties match "${q}".`}>
                  <button type="button" className="btn-outline" onClick={() => setText('')}>
                    Clear search
                  </button>
                </EmptyList>
              ) : (
                <EmptyList title="No Properties yet.">
                  <button type="button" className="btn-primary" onClick={() => setAdding(true)} disabled={!online}>
                    <Icon name="plus" className="h-4 w-4" />
                    Add New Property
                  </button>
                </EmptyList>
              )
            }
          />
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPage={(next) => go({ page: next })} label="Property pages" />
        </>
      )}

      <ConfirmDialog
        open={deletion.open}
        pending={deletion.deleting}
        onClose={deletion.cancel}
        onConfirm={() => void deletion.confirm()}
        blockedReason={online ? null : OFFLINE_WRITE_MESSAGE}
      >
        {rows.find((property) => property._id === deletion.targetId)?.title ?? 'This property'} will be removed from the site.
      </ConfirmDialog>

      <Dialog open={adding} onClose={() => setAdding(false)} className="relative z-50">
        <DialogBackdrop className="fixed inset-0 bg-brand-950/50 backdrop-blur-sm" />
        <div className="fixed inset-0 overflow-y-auto">
          <div className="flex min-h-full items-start justify-center p-0 sm:p-6">
            <DialogPanel className="w-full max-w-4xl bg-white shadow-lift sm:rounded-2xl">
              <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-sand-200 bg-white px-5 py-4 sm:rounded-t-2xl sm:px-8">
                <DialogTitle className="text-xl font-bold text-brand-900">Add New Property</DialogTitle>
                <button
                  type="button"
                  onClick={() => setAdding(false)}
                  aria-label="Close"
                  className="focus-ring grid h-10 w-10 place-items-center rounded-full text-ink-soft hover:bg-sand-100"
                >
                  <Icon name="close" className="h-5 w-5" />
                </button>
              </div>
              <div className="px-5 py-6 sm:px-8">
                <PropertyForm
                  onCancel={() => setAdding(false)}
                  onSaved={() => {
                    setAdding(false);
                    setText('');
                    go({ q: '', page: 1 });
                    void list.refetch();
                  }}
                />
              </div>
            </DialogPanel>
          </div>
        </div>
      </Dialog>
    </>
  );
}
