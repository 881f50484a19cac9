import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { Property } from '../../../contract/properties.ts';
import { DataTable, Pagination, type Column } from '../../components/DataTable.tsx';
import { Icon } from '../../components/Icon.tsx';
import { adminPropertiesQuery, deleteProperty, draftPropertiesQuery } from '../../data/admin.ts';
import { formatPrice } from '../../lib/format.ts';
import { OFFLINE_WRITE_MESSAGE, useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { createdColumn, DeleteConfirm, TableOrFailure, useListSearch } from './adminList.tsx';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { EmptyList } from './EmptyList.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { PropertyCell } from './PropertyCell.tsx';
import { RefreshButton } from './RefreshButton.tsx';
import { rowButton } from './rowButton.ts';
import { SearchInput } from './SearchInput.tsx';
import { TypeCell } from './TypeCell.tsx';
import { AvailabilityPicker, ClosedListings } from './AvailabilityPicker.tsx';
import { ListingsPanel } from './ListingsPanel.tsx';
import { useDeleteConfirm } from './useDeleteConfirm.ts';
import { useListingLeadColumn } from '../enquiries/listingLeadColumn.tsx';
import { withMessages } from '../../i18n/i18n.ts';

// The form speaks the office's language: its words (and code) come when the dialog is first opened.
const NewPropertyPanel = lazy(
  withMessages('listingForms', () => import('./PropertyForm.tsx').then((module) => ({ default: module.NewPropertyPanel }))),
);

const PAGE_SIZE = 10;

/** The columns of a property table, the first `width` wide; `extra` ones go between Type and Price. */
export function propertyColumns(width: string, extra: Column<Property>[] = []): Column<Property>[] {
  return [
    { key: 'property', header: 'Property', cell: (property) => <PropertyCell property={property} />, className: width },
    { key: 'type', header: 'Type', cell: (property) => <TypeCell property={property} /> },
    ...extra,
    {
      key: 'price',
      header: 'Price',
      cell: (property) => <span className="whitespace-nowrap font-semibold text-ink">{formatPrice(property, { short: true })}</span>,
    },
    createdColumn(),
  ];
}

// The availability sits under the type, not in a column of its own: a sixth column pushed the row's
// Edit and Delete past the edge of a 1280 px screen.
const columns = propertyColumns('w-[36%]').map((column) =>
  column.key === 'type'
    ? {
        ...column,
        header: 'Type · availability',
        cell: (property: Property) => (
          <span className="flex flex-col items-start gap-1.5">
            <TypeCell property={property} />
            <AvailabilityPicker property={property} />
          </span>
        ),
      }
    : column,
);

/** The delete flow of a property table; `reload` reloads the table after each attempt. */
export function usePropertyDeletion(reload: () => unknown) {
  return useDeleteConfirm({
    remove: deleteProperty,
    reload,
    successMessage: 'Property has been deleted!',
    failureMessage: 'An error occurred while deleting Property',
  });
}

/** "Are you sure?" for the property of `rows` that is about to be deleted. */
export function PropertyDeleteConfirm({ deletion, rows }: { deletion: ReturnType<typeof useDeleteConfirm>; rows: readonly Property[] }) {
  return (
    <DeleteConfirm deletion={deletion}>
      {rows.find((property) => property._id === deletion.targetId)?.title ?? 'This property'} will be removed from the site.
    </DeleteConfirm>
  );
}

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

/** The drafts made from owners' offers: the office's own until an admin edits and publishes each. */
function DraftListings() {
  const drafts = useQuery(draftPropertiesQuery());
  return (
    <ListingsPanel
      name="drafts"
      title="Drafts from owners"
      hint="Not on the site until published."
      listings={drafts.data}
      mark={<span className="rounded bg-accent-400 px-1.5 py-0.5 text-xs font-bold text-ink">Draft</span>}
      action={(property) => (
        <Link href={`/admincp/property/${property._id}/edit`} className="font-semibold text-brand-800 hover:underline">
          Edit and publish
        </Link>
      )}
    />
  );
}

/** /admincp/properties: every listing, newest first, with a working search, paging and the add modal. */
export function PropertyManagement() {
  const { q, page, text, setText, go } = useListSearch();
  const [adding, setAdding] = useState(false);

  const list = useQuery(adminPropertiesQuery({ q: q || undefined, page, limit: PAGE_SIZE }));
  const leads = useListingLeadColumn();
  const total = list.data?.meta?.total ?? 0;
  // 'All (count)' counts every listing, also while a search narrows the table.
  const everything = useQuery({ ...adminPropertiesQuery({ page: 1, limit: 1 }), enabled: Boolean(q) });
  const allCount = q ? everything.data?.meta?.total : list.data?.meta?.total;
  const rows = list.data?.data ?? [];

  const deletion = usePropertyDeletion(() => list.refetch());
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
      <DraftListings />
      <ClosedListings />

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

      <TableOrFailure query={list} showing={rows.length > 0}>
        <DataTable
          caption="Properties"
          columns={[...columns.slice(0, -2), leads, ...columns.slice(-2)]}
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
      </TableOrFailure>

      <PropertyDeleteConfirm deletion={deletion} rows={rows} />

      <Dialog open={adding} onClose={() => setAdding(false)} className="relative z-50">
        <DialogBackdrop className="fixed inset-0 bg-brand-950/50 backdrop-blur-sm" />
        <div className="fixed inset-0 overflow-y-auto">
          <div className="flex min-h-full items-start justify-center p-0 sm:p-6">
            <DialogPanel className="w-full max-w-4xl bg-white shadow-lift sm:rounded-2xl">
              <Suspense fallback={<div className="h-64" aria-hidden="true" />}>
                <NewPropertyPanel
                  onClose={() => setAdding(false)}
                  onSaved={() => {
                    setAdding(false);
                    setText('');
                    go({ q: '', page: 1 });
                    void list.refetch();
                  }}
                />
              </Suspense>
            </DialogPanel>
          </div>
        </div>
      </Dialog>
    </>
  );
}
