/** Thumbnail, title and place of a property in a table row. */
import type { Property } from '../../../contract/properties.ts';
import { PLACEHOLDER_IMAGE } from '../../components/PropertyCard.tsx';

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
