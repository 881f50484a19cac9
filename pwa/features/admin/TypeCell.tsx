/** A property's type and whether it is for rent or sale, in a table row. */
import type { Property } from '../../../contract/properties.ts';

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
