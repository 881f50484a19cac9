/** A picked property's photo, small and square (the placeholder when it has none), beside its title. */
import { PLACEHOLDER_IMAGE } from '../../components/PropertyCard.tsx';
import type { CompareEntry } from '../../lib/compareList.ts';

export function CompareThumbnail({ item, size, className }: { item: CompareEntry; size: number; className: string }) {
  return (
    <img
      src={item.image ?? PLACEHOLDER_IMAGE}
      alt=""
      width={size}
      height={size}
      className={`shrink-0 rounded-lg object-cover ${className}`}
    />
  );
}
