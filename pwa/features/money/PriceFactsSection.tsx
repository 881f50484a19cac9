/**
 * Where a listing's page shows its price history and its price against its locality's median: the
 * part's code, words and figures arrive once the page has settled and its place nears the screen,
 * so the page's first script stays as it was.
 */
import { lazy, Suspense } from 'react';
import type { Property } from '../../../contract/properties.ts';
import { withMessages } from '../../i18n/i18n.ts';
import { useNearScreen } from '../../lib/useNearScreen.ts';
import { useSettled } from '../../lib/useSettled.ts';

const PriceFactsPanel = lazy(
  withMessages('tools', () => import('./PriceFactsPanel.tsx').then((module) => ({ default: module.PriceFactsPanel }))),
);

export function PriceFactsSection({ property }: { property: Property }) {
  const settled = useSettled();
  const [placeRef, near] = useNearScreen<HTMLElement>();
  const ready = settled && near;
  const placeholder = (
    <section ref={placeRef} className="card mt-8 p-5 sm:p-7" aria-busy={ready || undefined} data-testid="price-facts-placeholder">
      <div className="h-48 rounded-xl bg-sand-100" />
    </section>
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PriceFactsPanel property={property} />
    </Suspense>
  );
}
