/**
 * A project's price list: a plain table (type, carpet area, price range, availability) the server
 * renders whole, a part of the project page whose code comes after the page (lazyPart); a floor plan
 * opens in a dialog whose code is fetched on the first tap. A kept unit's page shows it too (the
 * visit pack's copy), its own type marked. Each row has an address of its own (`#unit-type-<id>`).
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Project } from '../../../contract/projects.ts';
import type { UnitAvailability, UnitType } from '../../../contract/unitTypes.ts';
import { Icon } from '../../components/Icon.tsx';
import { withMessages } from '../../i18n/i18n.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { formatArea, formatIndianNumber, formatRupeesShort } from '../../lib/format.ts';
import { PRICE_LIST_ID, unitTypeRowId } from './priceListAnchors.ts';

const FloorPlanDialog = lazy(withMessages('info', () => import('./FloorPlanDialog.tsx')));

const availabilityWords = {
  available: ['project.priceList.available', 'bg-emerald-50 text-emerald-800'],
  few_left: ['project.priceList.fewLeft', 'bg-amber-100 text-amber-900'],
  sold_out: ['project.priceList.soldOut', 'bg-sand-100 text-ink-muted'],
} as const satisfies Record<UnitAvailability, readonly [string, string]>;

function Availability({ availability }: { availability: UnitAvailability }) {
  const t = useT();
  const [word, tone] = availabilityWords[availability];
  return <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ${tone}`}>{t(word)}</span>;
}

/**
 * The row the address points at (`#unit-type-<id>`: a unit's page links to its type), lit and brought
 * into view. The browser scrolls to it by itself only where the page came with the list (the
 * server's page); where this device drew the page after fetching the project, it is done here.
 */
function useTargetedRow(unitTypes: readonly UnitType[]): string | null {
  const [targeted, setTargeted] = useState<string | null>(null);
  const ids = unitTypes.map((unit) => unitTypeRowId(unit.id)).join(' ');
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || !ids.split(' ').includes(id)) return;
    setTargeted(id);
    document.getElementById(id)?.scrollIntoView({ block: 'center' });
  }, [ids]);
  return targeted;
}

export function PriceList({
  project,
  current = null,
  heading,
  footnote,
}: {
  project: Pick<Project, 'title' | 'unitTypes'>;
  /** The type of the unit the list is shown with: its row is marked. */
  current?: string | null;
  /** Where the list is not its project page's own, the heading that names the project. */
  heading?: string;
  /** Said under the table, before the note on prices. */
  footnote?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const [plan, setPlan] = useState<UnitType | null>(null);
  const targeted = useTargetedRow(project.unitTypes);
  // Each end of a range stays on one line ('₹ 1.1 Cr', never '₹ 1.1' over 'Cr').
  const range = (same: boolean, min: string, max: string) =>
    same ? (
      <span className="whitespace-nowrap">{max}</span>
    ) : (
      <>
        <span className="whitespace-nowrap">{min} –</span> <span className="whitespace-nowrap">{max}</span>
      </>
    );
  const planButton = (unit: UnitType) =>
    unit.floorPlan && (
      <button
        type="button"
        className="btn-outline !min-h-9 whitespace-nowrap !px-3 !py-1 text-xs"
        aria-label={t('project.priceList.floorPlanOf', { label: unit.label })}
        onClick={() => setPlan(unit)}
      >
        <Icon name="image" className="h-4 w-4" />
        {t('project.priceList.floorPlan')}
      </button>
    );

  return (
    <section id={PRICE_LIST_ID} className="card mt-8 scroll-mt-24 p-5 sm:p-7" aria-labelledby="price-list-heading" data-testid="price-list">
      <h2 id="price-list-heading" className="text-xl font-bold text-brand-900">
        {heading ?? t('project.priceList.heading')}
      </h2>
      <table className="mt-4 w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('project.priceList.caption', { title: project.title })}</caption>
        <thead>
          <tr className="border-b border-sand-200 text-xs font-semibold uppercase tracking-wide text-ink-muted">
            <th scope="col" className="py-2 pl-2 pr-3">
              {t('project.priceList.type')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('project.priceList.carpet')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('project.priceList.price')}
            </th>
            <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
              {t('project.priceList.availability')}
            </th>
            <th scope="col" className="hidden py-2 sm:table-cell">
              <span className="sr-only">{t('project.priceList.floorPlan')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {project.unitTypes.map((unit) => (
            <tr
              key={unit.id}
              id={unitTypeRowId(unit.id)}
              aria-current={unit.id === current || undefined}
              className={`scroll-mt-24 border-b border-sand-100 align-top last:border-b-0 sm:align-middle ${
                unit.id === current || unitTypeRowId(unit.id) === targeted ? 'bg-accent-50' : ''
              }`}
            >
              <th scope="row" className="py-3 pl-2 pr-3 font-bold text-ink">
                {unit.label}
                {unit.id === current && (
                  <span className="mt-1 block w-fit whitespace-nowrap rounded-full bg-brand-800 px-2.5 py-0.5 text-xs font-bold text-white">
                    {t('project.priceList.thisUnit')}
                  </span>
                )}
                <span className="mt-1 block sm:hidden">
                  <Availability availability={unit.availability} />
                </span>
              </th>
              <td className="py-3 pr-3 text-ink-soft">
                {range(unit.carpetMin === unit.carpetMax, formatIndianNumber(unit.carpetMin), formatArea(unit.carpetMax, locale))}
              </td>
              <td className="py-3 pr-3 font-semibold text-ink">
                {range(unit.priceMin === unit.priceMax, formatRupeesShort(unit.priceMin, locale), formatRupeesShort(unit.priceMax, locale))}
                {unit.floorPlan && <span className="mt-2 block sm:hidden">{planButton(unit)}</span>}
              </td>
              <td className="hidden py-3 pr-3 sm:table-cell">
                <Availability availability={unit.availability} />
              </td>
              <td className="hidden py-2 text-right sm:table-cell">{planButton(unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {footnote}
      <p className="mt-3 text-xs text-ink-muted">{t('project.priceList.note')}</p>
      {plan && (
        <Suspense fallback={null}>
          <FloorPlanDialog unit={plan} onClose={() => setPlan(null)} />
        </Suspense>
      )}
    </section>
  );
}
