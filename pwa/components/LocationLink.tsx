/** A listing's or project's `location` ('Vesu, Surat'), leading to its locality's page where the gazetteer knows the locality. */
import { Link } from 'wouter';
import { localityPagePath } from '../../contract/localitySlugs.ts';

export function LocationLink({ location, className = '' }: { location: string; className?: string }) {
  const path = localityPagePath(location);
  if (!path) return <>{location}</>;
  return (
    <Link href={path} className={`focus-ring rounded underline decoration-sand-300 underline-offset-2 hover:text-brand-800 ${className}`}>
      {location}
    </Link>
  );
}

/**
 * A card's place on one line: its locality (a link, kept whole) and then its address, cut short
 * where the card is narrow. The link stays outside the clamped address, whose clipping would cut its focus ring.
 */
export function LocalityAndAddress({ location, address, linkClassName }: { location: string; address: string; linkClassName?: string }) {
  return (
    <>
      {location && (
        <>
          <span className="shrink-0 whitespace-nowrap font-semibold text-ink-soft">
            <LocationLink location={location} className={linkClassName} />
          </span>
          <span aria-hidden="true">·</span>
        </>
      )}
      <span className="line-clamp-1 min-w-0">{address}</span>
    </>
  );
}
