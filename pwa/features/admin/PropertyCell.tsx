/** Thumbnail, title and place of a property in a table row, and a possession date that needs updating. */
import type { Property } from '../../../contract/properties.ts';
import { PLACEHOLDER_IMAGE } from '../../components/PropertyCard.tsx';
import { formatMonth } from '../../lib/format.ts';
import { possessionPassed } from '../../lib/labels.ts';

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
        {property.possession === 'under_construction' && property.possessionDate && possessionPassed(property.possessionDate) && (
          <p className="mt-1 inline-block rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-800">
            Possession {formatMonth(property.possessionDate)} has passed: update it
          </p>
        )}
      </div>
    </div>
  );
}
