/**
 * The listing-fact filters of the search panel: BHK as a row of toggles, and the rest (possession,
 * furnishing, preferred tenants, carpet area, amenities) behind a 'More filters' disclosure that is open while any of
 * them is set. Plain form controls only: no script beyond React's.
 */
import { useId, useState } from 'react';
import { amenities, bhkChoices, furnishings, tenantKinds, type Furnishing, type TenantKind } from '../../../contract/catalog.ts';
import { amenityLabel, furnishingLabel } from '../../lib/labels.ts';
import { useT } from '../../i18n/useT.tsx';
import { carpetBound, possessionYears, toggleAmenity, toggleBhk, type FactFilters } from './factFilters.ts';

interface FactFilterProps<F extends FactFilters> {
  draft: F;
  onDraftChange: (draft: F) => void;
}

const bhkLabel = (count: number) => (count === 5 ? '5+' : String(count));

/** BHK multi-select: 1, 2, 3, 4, 5+ (any of the checked ones match). */
export function BhkFilter<F extends FactFilters>({ draft, onDraftChange }: FactFilterProps<F>) {
  const t = useT();
  const chosen = draft.bhk ?? [];
  return (
    <div className="border-t border-sand-200 pt-5">
      <fieldset>
        <legend className="mb-3 text-sm font-bold text-ink">{t('fact.bhk')}</legend>
        <div className="flex flex-wrap gap-2">
          {bhkChoices.map((count) => {
            const checked = chosen.includes(count);
            return (
              <label
                key={count}
                className={`relative flex h-10 focus-within:ring-2 focus-within:ring-brand-500 min-w-12 cursor-pointer items-center justify-center rounded-full border px-3 text-sm font-semibold ${
                  checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-sand-300 bg-white text-ink hover:border-brand-400'
                }`}
              >
                <input
                  type="checkbox"
                  className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
                  checked={checked}
                  onChange={() => onDraftChange(toggleBhk(draft, count))}
                />
                <span aria-hidden="true">{bhkLabel(count)}</span>
                <span className="sr-only">{count === 5 ? t('filters.bhkOrMore', { count }) : t('card.bhk', { count })}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

function hasMoreFilters(filters: FactFilters): boolean {
  return Boolean(
    filters.possession || filters.furnishing || filters.tenants || filters.minCarpet || filters.maxCarpet || filters.amenities?.length,
  );
}

/**
 * Possession, furnishing, carpet area and amenities, in a disclosure: one column in the search
 * screen's side panel on wide screens, or (`wide`) spread across a full-width card. `tenants` adds
 * the preferred-tenants choice, a rental's fact, where rentals are searched.
 */
export function MoreFactFilters<F extends FactFilters>({
  draft,
  onDraftChange,
  wide = false,
  tenants = false,
}: FactFilterProps<F> & { wide?: boolean; tenants?: boolean }) {
  const ids = useId();
  const t = useT();
  const [open, setOpen] = useState(() => hasMoreFilters(draft));
  const chosenAmenities = draft.amenities ?? [];
  const set = (patch: Partial<FactFilters>) => onDraftChange({ ...draft, ...patch });

  return (
    <details
      className="group border-t border-sand-200 pt-5"
      open={open}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="focus-ring flex cursor-pointer list-none items-center justify-between rounded text-sm font-bold text-brand-800 [&::-webkit-details-marker]:hidden">
        {t('filters.more')}
        <span aria-hidden="true" className="text-lg leading-none transition-transform group-open:rotate-45">
          +
        </span>
      </summary>

      <div className="mt-4 space-y-5">
        <div className={`grid grid-cols-2 gap-3 ${wide ? 'md:grid-cols-4' : 'lg:grid-cols-1'}`}>
          <div>
            <label htmlFor={`${ids}-possession`} className="label">
              {t('fact.possession')}
            </label>
            <select
              id={`${ids}-possession`}
              value={draft.possession ?? ''}
              onChange={(event) => set({ possession: event.target.value || undefined })}
              className="field"
            >
              <option value="">{t('filters.anyOption')}</option>
              <option value="ready">{t('possession.ready')}</option>
              <option value="under_construction">{t('possession.underConstruction')}</option>
              {possessionYears().map((year) => (
                <option key={year} value={year}>
                  {t('filters.byYear', { year })}
                </option>
              ))}
              {draft.possession && /^\d{4}$/.test(draft.possession) && !possessionYears().includes(draft.possession) && (
                <option value={draft.possession}>{t('filters.byYear', { year: draft.possession })}</option>
              )}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-furnishing`} className="label">
              {t('fact.furnishing')}
            </label>
            <select
              id={`${ids}-furnishing`}
              value={draft.furnishing ?? ''}
              onChange={(event) => set({ furnishing: (event.target.value || undefined) as Furnishing | undefined })}
              className="field"
            >
              <option value="">{t('filters.anyOption')}</option>
              {furnishings.map((furnishing) => (
                <option key={furnishing} value={furnishing}>
                  {furnishingLabel(t, furnishing)}
                </option>
              ))}
            </select>
          </div>
          {tenants && (
            <div>
              <label htmlFor={`${ids}-tenants`} className="label">
                {t('filters.tenants')}
              </label>
              <select
                id={`${ids}-tenants`}
                value={draft.tenants ?? ''}
                onChange={(event) => set({ tenants: (event.target.value || undefined) as TenantKind | undefined })}
                className="field"
              >
                <option value="">{t('filters.anyOption')}</option>
                {tenantKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t('card.tenants', { kind })}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-bold text-ink">{t('filters.carpetArea')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor={`${ids}-min-carpet`} className="label">
                {t('filters.min')}
              </label>
              <input
                id={`${ids}-min-carpet`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                placeholder={t('filters.anyOption')}
                value={draft.minCarpet ?? ''}
                onChange={(event) => set({ minCarpet: carpetBound(event.target.value) })}
                className="field"
              />
            </div>
            <div>
              <label htmlFor={`${ids}-max-carpet`} className="label">
                {t('filters.max')}
              </label>
              <input
                id={`${ids}-max-carpet`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                placeholder={t('filters.anyOption')}
                value={draft.maxCarpet ?? ''}
                onChange={(event) => set({ maxCarpet: carpetBound(event.target.value) })}
                className="field"
              />
            </div>
          </div>
          {draft.minCarpet !== undefined && draft.maxCarpet !== undefined && draft.minCarpet > draft.maxCarpet && (
            <p className="mt-1 text-xs font-semibold text-red-700" role="status">
              {t('filters.minAboveMax')}
            </p>
          )}
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-sm font-bold text-ink">{t('property.amenities')}</legend>
          <div className={`grid grid-cols-2 gap-2 ${wide ? 'sm:grid-cols-3 lg:grid-cols-4' : 'lg:grid-cols-1'}`}>
            {amenities.map((amenity) => (
              <label key={amenity} className="flex cursor-pointer items-center gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={chosenAmenities.includes(amenity)}
                  onChange={() => onDraftChange(toggleAmenity(draft, amenity))}
                  className="h-4 w-4 rounded accent-brand-700"
                />
                {amenityLabel(t, amenity)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </details>
  );
}
