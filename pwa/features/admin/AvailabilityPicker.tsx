import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { closingStateOf, listingAvailabilityLabels, type ListingAvailability } from '../../../contract/catalog.ts';
import type { Property } from '../../../contract/properties.ts';
import { closedPropertiesQuery, invalidatePropertyViews, setPropertyAvailability } from '../../data/admin.ts';
import { OFFLINE_WRITE_MESSAGE, useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { ApiError } from '../../lib/apiError.ts';
import { ListingsPanel } from './ListingsPanel.tsx';

/** The states a listing of this purpose can take: sold only for a sale, rented only for a rental. */
const statesOf = (property: Property): ListingAvailability[] => ['available', 'under_offer', closingStateOf(property.transactionType)];

/** A listing's availability as a select: choosing a state saves it at once (one tap, one event). */
export function AvailabilityPicker({ property }: { property: Property }) {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (availability: ListingAvailability) => {
    setSaving(true);
    setError(null);
    try {
      await setPropertyAvailability(property._id, availability);
      await invalidatePropertyViews(queryClient);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Not saved. Try again.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <span className="inline-flex flex-col gap-1">
      <select
        className="field h-9 w-auto py-1 text-sm"
        aria-label={`Availability of ${property.title}`}
        value={property.availability ?? 'available'}
        disabled={!online || saving}
        title={online ? undefined : OFFLINE_WRITE_MESSAGE}
        onChange={(event) => void change(event.target.value as ListingAvailability)}
        data-testid="availability-picker"
      >
        {statesOf(property).map((state) => (
          <option key={state} value={state}>
            {listingAvailabilityLabels[state]}
          </option>
        ))}
      </select>
      {error && (
        <span role="alert" className="text-xs text-rose-700">
          {error}
        </span>
      )}
    </span>
  );
}

/** The sold and rented listings, which search no longer shows: each can be put back on the market here. */
export function ClosedListings() {
  const closed = useQuery(closedPropertiesQuery());
  return (
    <ListingsPanel
      name="closed"
      title="Sold and rented"
      hint="Out of search, alerts and the sitemap; their pages stay, marked."
      listings={closed.data}
      action={(property) => <AvailabilityPicker property={property} />}
    />
  );
}
