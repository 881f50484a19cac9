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
