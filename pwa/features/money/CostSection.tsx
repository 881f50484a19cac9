/**
 * Where a listing's page shows what buying it really costs, or what renting it takes: the part's code
 * and words arrive once the page has settled and its place nears the screen, so the page's first
 * script stays as it was.
 */
import { lazy, Suspense } from 'react';
import type { Property } from '../../../contract/properties.ts';
import { withMessages } from '../../i18n/i18n.ts';
import { useNearScreen } from '../../lib/useNearScreen.ts';
import { useSettled } from '../../lib/useSettled.ts';

const PurchaseCostPanel = lazy(
  withMessages('tools', () => import('./PurchaseCostPanel.tsx').then((module) => ({ default: module.PurchaseCostPanel }))),
);
const RentCostPanel = lazy(
  withMessages('tools', () => import('./RentCostPanel.tsx').then((module) => ({ default: module.RentCostPanel }))),
);

export function CostSection({ property }: { property: Property }) {
  const settled = useSettled();
  const [placeRef, near] = useNearScreen<HTMLElement>();
  const ready = settled && near;
  const placeholder = (
    <section ref={placeRef} className="card mt-8 p-5 sm:p-7" aria-busy={ready || undefined} data-testid="cost-placeholder">
      <div className="h-[34rem] rounded-xl bg-sand-100 sm:h-[30rem]" />
    </section>
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {property.transactionType === 'Rent' ? <RentCostPanel property={property} /> : <PurchaseCostPanel property={property} />}
    </Suspense>
  );
}
