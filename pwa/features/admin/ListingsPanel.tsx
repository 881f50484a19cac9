import type { ReactNode } from 'react';
import type { Property } from '../../../contract/properties.ts';
import { formatPrice } from '../../lib/format.ts';

interface ListingsPanelProps {
  /** The heading's id, and the panel's test id with `-listings`. */
  name: string;
  title: string;
  hint: string;
  listings: Property[] | undefined;
  /** Shown before the reference (a badge). */
  mark?: ReactNode;
  /** What the office does with one listing here. */
  action: (property: Property) => ReactNode;
}

/** Listings set apart from the table (drafts, sold and rented), one line each with what to do with it; nothing when there are none. */
export function ListingsPanel({ name, title, hint, listings, mark, action }: ListingsPanelProps) {
  if (!listings?.length) return null;
  return (
    <section className="card mb-5 p-4" aria-labelledby={`${name}-heading`} data-testid={`${name}-listings`}>
      <h2 id={`${name}-heading`} className="font-bold text-ink">
        {title} ({listings.length})
      </h2>
      <p className="text-sm text-ink-muted">{hint}</p>
      <ul className="mt-3 divide-y divide-sand-200">
        {listings.map((property) => (
          <li key={property._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
            {mark}
            <span className="font-mono text-xs text-ink-muted">{property.reference}</span>
            <span className="min-w-0 flex-1 font-medium text-ink">{property.title}</span>
            <span className="text-ink-soft">{formatPrice(property)}</span>
            {action(property)}
          </li>
        ))}
      </ul>
    </section>
  );
}
