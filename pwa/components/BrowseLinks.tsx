/** The way on from a screen with nothing to show (no listing, nothing to compare): the two listings. */
import { Link } from 'wouter';

export function BrowseLinks({ className = '' }: { className?: string }) {
  return (
    <div className={`flex flex-wrap justify-center gap-3 ${className}`}>
      <Link href="/residential" className="btn-primary">
        Browse residential
      </Link>
      <Link href="/commercial" className="btn-outline">
        Browse commercial
      </Link>
    </div>
  );
}
