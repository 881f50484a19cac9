import { useId, type FormEvent } from 'react';
import { propertyTypes } from '../../../contract/catalog.ts';
import { subCategoryLabel } from '../../lib/labels.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { formatArea, formatIndianNumber } from '../../lib/format.ts';
import { BudgetFields } from './BudgetFields.tsx';
import { BhkFilter, MoreFactFilters } from './FactFilterControls.tsx';
import {
  bathroomChoices,
  bedroomChoices,
  categoryChoices,
  resetFilters,
  SQFT_MAX,
  SQFT_STEP,
  toggleCategory,
  withPropertyType,
  type SearchFilters,
  type TypeChoice,
} from './searchFilters.ts';

interface FilterPanelProps {
  id: string;
  draft: SearchFilters;
  onDraftChange: (draft: SearchFilters) => void;
  onApply: () => void;
}

const typeLabels: Record<TypeChoice, MessageId> = {
  all: 'filters.allProperties',
  Residential: 'catalog.residential',
  Commercial: 'catalog.commercial',
};

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-sand-200 pt-5 first:border-t-0 first:pt-0">
      <fieldset>
        <legend className="mb-3 text-sm font-bold text-ink">{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/**
 * The draft filters. Nothing here searches by itself: Apply does (spec §4), Reset only
 * restores the defaults.
 */
export function FilterPanel({ id, draft, onDraftChange, onApply }: FilterPanelProps) {
  const ids = useId();
  const t = useT();
  const locale = useLocale();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };

  return (
    <form id={id} onSubmit={submit} aria-label={t('filters.label')} className="card space-y-5 p-5">
      <Group legend={t('filters.propertyType')}>
        <div className="space-y-2">
          {(['all', ...propertyTypes] as const).map((type) => (
            <label key={type} className="flex cursor-pointer items-center gap-3 text-sm text-ink">
              <input
                type="radio"
                name={`${ids}-type`}
                value={type}
                checked={draft.propertyType === type}
                onChange={() => onDraftChange(withPropertyType(draft, type))}
                className="h-4 w-4 accent-brand-700"
              />
              {t(typeLabels[type])}
            </label>
          ))}
        </div>
      </Group>

      <Group legend={t('listing.category')}>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          {categoryChoices(draft.propertyType).map((category) => (
            <label key={category} className="flex cursor-pointer items-center gap-3 text-sm text-ink">
              <input
                type="checkbox"
                checked={draft.category === category}
                onChange={() => onDraftChange(toggleCategory(draft, category))}
                className="h-4 w-4 rounded accent-brand-700"
              />
              {subCategoryLabel(t, category)}
            </label>
          ))}
        </div>
      </Group>

      <Group legend={draft.transactionType === 'Rent' ? t('budget.rentLegend') : t('budget.legend')}>
        {/* In the desktop sidebar two menus side by side cut their 'No minimum' short: one above the other there. */}
        <BudgetFields
          purpose={draft.transactionType}
          budget={draft}
          onChange={(budget) => onDraftChange({ ...draft, ...budget })}
          className="grid grid-cols-2 gap-3 lg:grid-cols-1"
        />
      </Group>

      <Group legend={t('filters.rooms')}>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${ids}-beds`} className="label">
              {t('property.bedrooms')}
            </label>
            <select
              id={`${ids}-beds`}
              value={draft.bedrooms ?? ''}
              onChange={(event) => onDraftChange({ ...draft, bedrooms: event.target.value ? Number(event.target.value) : null })}
              className="field"
            >
              <option value="">{t('filters.anyOption')}</option>
              {bedroomChoices.map((count) => (
                <option key={count} value={count}>
                  {count}+
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-baths`} className="label">
              {t('property.bathrooms')}
            </label>
            <select
              id={`${ids}-baths`}
              value={draft.bathrooms ?? ''}
              onChange={(event) => onDraftChange({ ...draft, bathrooms: event.target.value ? Number(event.target.value) : null })}
              className="field"
            >
              <option value="">{t('filters.anyOption')}</option>
              {bathroomChoices.map((count) => (
                <option key={count} value={count}>
                  {count}+
                </option>
              ))}
            </select>
          </div>
        </div>
      </Group>

      <BhkFilter draft={draft} onDraftChange={onDraftChange} />

      <Group legend={t('filters.squareFootage')}>
        <label htmlFor={`${ids}-sqft`} className="sr-only">
          {t('filters.maxArea')}
        </label>
        <input
          id={`${ids}-sqft`}
          type="range"
          min={SQFT_STEP}
          max={SQFT_MAX}
          step={SQFT_STEP}
          value={draft.sqftMax}
          onChange={(event) => onDraftChange({ ...draft, sqftMax: Number(event.target.value) })}
          aria-valuetext={
            draft.sqftMax >= SQFT_MAX ? t('filters.noLimit') : t('filters.upToSquareFeet', { value: formatIndianNumber(draft.sqftMax) })
          }
          className="w-full accent-brand-700"
        />
        <p className="mt-1 flex justify-between text-xs font-semibold text-ink-muted">
          <span>{formatArea(0, locale)}</span>
          <output htmlFor={`${ids}-sqft`} className="text-brand-800">
            {draft.sqftMax >= SQFT_MAX
              ? t('filters.anyArea', { value: formatIndianNumber(SQFT_MAX) })
              : t('filters.upTo', { value: formatArea(draft.sqftMax, locale) })}
          </output>
        </p>
      </Group>

      {/* Preferred tenants are a rental's: offered unless only sales are searched. */}
      <MoreFactFilters draft={draft} onDraftChange={onDraftChange} tenants={draft.transactionType !== 'Buy'} />

      <div className="grid grid-cols-2 gap-3 border-t border-sand-200 pt-5">
        <button type="button" className="btn-outline" onClick={() => onDraftChange(resetFilters(draft.transactionType))}>
          {t('filters.reset')}
        </button>
        <button type="submit" className="btn-primary">
          {t('filters.apply')}
        </button>
      </div>
    </form>
  );
}
