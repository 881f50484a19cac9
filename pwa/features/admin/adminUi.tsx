/** Small pieces the admin screens share: page heading, offline notice, search box, table cells. */
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Property } from '../../../contract/properties.ts';
import { Icon } from '../../components/Icon.tsx';
import { PLACEHOLDER_IMAGE } from '../../components/PropertyCard.tsx';
import { OFFLINE_WRITE_MESSAGE, useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

export function AdminPageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-ink-soft">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/** Writes need the network; while it is gone, say so where the buttons are. */
export function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div
      role="status"
      className="mb-5 flex items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm font-semibold text-amber-900"
    >
      <Icon name="wifiOff" className="h-5 w-5 shrink-0" />
      {OFFLINE_WRITE_MESSAGE}
    </div>
  );
}

/** The value once it has stopped changing for `delay` ms (search boxes). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon name="search" className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-muted" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={placeholder}
        className="field !pl-10"
        autoComplete="off"
      />
    </div>
  );
}

export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <button type="button" className="btn-outline !px-3.5" onClick={onClick} disabled={busy} title="Reload the list">
      <Icon name="refresh" className={`h-4 w-4 ${busy ? 'animate-spin' : ''}`} />
      Refresh
    </button>
  );
}

/** Thumbnail, title and place of a property in a table row. */
export function PropertyCell({ property }: { property: Property }) {
  const image = property.thumbnails?.[0] ?? property.images?.[0] ?? PLACEHOLDER_IMAGE;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <img src={image} alt="" loading="lazy" className="h-12 w-16 shrink-0 rounded-lg bg-sand-100 object-cover" />
      <div className="min-w-0">
        <p className="line-clamp-2 font-semibold leading-snug text-ink" title={property.title}>
          {property.title}
        </p>
        <p className="line-clamp-1 text-xs text-ink-muted">{property.location}</p>
      </div>
    </div>
  );
}

export function TypeCell({ property }: { property: Property }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="font-medium text-ink">{property.propertyType}</span>
      <span
        className={`rounded-full px-2 py-0.5 text-[0.7rem] font-bold ${
          property.transactionType === 'Rent' ? 'bg-violet-100 text-violet-800' : 'bg-accent-100 text-accent-800'
        }`}
      >
        {property.transactionType === 'Rent' ? 'Rent' : 'Sale'}
      </span>
    </span>
  );
}

/** A list's failure with a way to try again. */
export function ListFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl border border-rose-200 bg-rose-50 p-4 text-rose-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="alert" className="h-5 w-5 shrink-0" />
        {message}
      </p>
      <button type="button" className="btn-outline !border-rose-200 !px-3 !py-1.5 !text-rose-900" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function EmptyList({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="card flex flex-col items-center px-6 py-14 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon name="info" className="h-7 w-7" />
      </span>
      <p className="mt-4 text-lg font-bold text-brand-900">{title}</p>
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}

/** Edit / Delete buttons of a row, sized for touch. */
export const rowButton = 'btn !px-3 !py-1.5 !rounded-lg';
