/**
 * A buyer's requirements on their page in /admincp/buyers: the list (with their account's saved
 * searches, read-only), a close or reopen per requirement, and a form to record a new one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { amenities, propertyCategories, type Amenity, type PropertyCategory, type Purpose } from '../../../contract/catalog.ts';
import { localityName } from '../../../contract/gazetteer.ts';
import type { Requirement, RequirementBody } from '../../../contract/requirements.ts';
import { Notice } from '../../components/Notice.tsx';
import { addRequirement, changeRequirement, requirementKeys, requirementsQuery } from '../../data/requirements.ts';
import { useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { formatArea, formatRupeesShort } from '../../lib/format.ts';
import { subCategoryLabel } from '../../lib/labels.ts';
import type { Locale } from '../../i18n/locales.ts';

const BHK = [1, 2, 3, 4, 5] as const;
const bhkLabel = (count: number) => (count === 5 ? '5+' : String(count));

/** One line that says the requirement: `Buy · Apartment · 2, 3 BHK · ₹ 50 L – ₹ 80 L · Vesu, Adajan`. */
function summary(t: Translate, locale: Locale, requirement: Requirement): string {
  const range = (min: number | null, max: number | null, show: (value: number) => string) =>
    min === null && max === null ? null : `${min === null ? '…' : show(min)} – ${max === null ? '…' : show(max)}`;
  const parts = [
    requirement.purpose ? t(requirement.purpose === 'rent' ? 'requirements.purpose.rent' : 'requirements.purpose.buy') : null,
    requirement.category ? subCategoryLabel(t, requirement.category) : null,
    requirement.bhk.length ? `${requirement.bhk.map(bhkLabel).join(', ')} BHK` : null,
    range(requirement.minBudget, requirement.maxBudget, (value) => formatRupeesShort(value, locale)),
    requirement.localities.length ? requirement.localities.map((name) => localityName(name, locale)).join(', ') : null,
    range(requirement.minCarpet, requirement.maxCarpet, (value) => formatArea(value, locale)),
    requirement.possession === 'ready' || requirement.possession === 'under_construction'
      ? t(`requirements.possession.${requirement.possession}`)
      : requirement.possession,
    requirement.amenities.length ? requirement.amenities.map((amenity) => t('fact.amenity', { amenity })).join(', ') : null,
    requirement.text ? `“${requirement.text}”` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('requirements.anything');
}

const emptyForm = {
  purpose: 'buy' as Purpose,
  category: '' as PropertyCategory | '',
  bhk: [] as number[],
  minBudget: '',
  maxBudget: '',
  localities: '',
  minCarpet: '',
  maxCarpet: '',
  possession: '',
  amenities: [] as Amenity[],
  note: '',
};

const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(/[,\s]/g, '')));

function bodyOf(form: typeof emptyForm): RequirementBody {
  return {
    purpose: form.purpose,
    category: form.category || null,
    bhk: form.bhk,
    minBudget: wholeOrNull(form.minBudget),
    maxBudget: wholeOrNull(form.maxBudget),
    localities: form.localities
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    minCarpet: wholeOrNull(form.minCarpet),
    maxCarpet: wholeOrNull(form.maxCarpet),
    possession: form.possession || null,
    amenities: form.amenities,
    note: form.note,
  };
}

/** What one end of a range needs: the digits typed and where a change goes. */
interface RangeEnd {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A range typed as two numbers under one legend (the budget, the carpet area); each box says which end it is. */
function RangeInputs({ legend, min, max }: { legend: string; min: RangeEnd; max: RangeEnd }) {
  const t = useT();
  const end = (bound: RangeEnd, name: string) => (
    <input className="field" inputMode="numeric" {...bound} placeholder={name} aria-label={`${legend} ${name}`} />
  );
  return (
    <fieldset className="grid grid-cols-2 gap-2 text-sm">
      <legend className="col-span-2">{legend}</legend>
      {end(min, t('requirements.min'))}
      {end(max, t('requirements.max'))}
    </fieldset>
  );
}

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((each) => each !== value) : [...list, value]);

function RequirementForm({ buyerId, onSaved }: { buyerId: string; onSaved: () => void }) {
  const t = useT();
  const failure = useFailureMessage();
  const [form, setForm] = useState(emptyForm);
  const save = useMutation({
    mutationFn: () => addRequirement(buyerId, bodyOf(form)),
    onSuccess: () => {
      setForm(emptyForm);
      onSaved();
    },
  });
  const set = (field: keyof typeof emptyForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl bg-sand-50 p-3 sm:grid-cols-2" aria-label={t('requirements.add')}>
      <label className="grid gap-1 text-sm">
        {t('requirements.purpose')}
        <select className="field" value={form.purpose} onChange={set('purpose')}>
          <option value="buy">{t('requirements.purpose.buy')}</option>
          <option value="rent">{t('requirements.purpose.rent')}</option>
        </select>
      </label>
      <label className="grid gap-1 text-sm">
        {t('requirements.type')}
        <select className="field" value={form.category} onChange={set('category')}>
          <option value="">{t('requirements.anyType')}</option>
          {propertyCategories.map((category) => (
            <option key={category} value={category}>
              {subCategoryLabel(t, category)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="grid gap-1 text-sm sm:col-span-2">
        <legend>{t('requirements.bhk')}</legend>
        <div className="flex flex-wrap gap-2">
          {BHK.map((count) => (
            <button
              key={count}
              type="button"
              aria-pressed={form.bhk.includes(count)}
              className={form.bhk.includes(count) ? 'chip-on' : 'chip-off'}
              onClick={() => setForm({ ...form, bhk: toggle(form.bhk, count) })}
            >
              {bhkLabel(count)} BHK
            </button>
          ))}
        </div>
      </fieldset>
      <RangeInputs
        legend={t('requirements.budget')}
        min={{ value: form.minBudget, onChange: set('minBudget') }}
        max={{ value: form.maxBudget, onChange: set('maxBudget') }}
      />
      <RangeInputs
        legend={t('requirements.carpet')}
        min={{ value: form.minCarpet, onChange: set('minCarpet') }}
        max={{ value: form.maxCarpet, onChange: set('maxCarpet') }}
      />
      <label className="grid gap-1 text-sm">
        {t('requirements.localities')}
        <input className="field" value={form.localities} onChange={set('localities')} placeholder={t('requirements.localitiesHint')} />
      </label>
      <label className="grid gap-1 text-sm">
        {t('requirements.possession')}
        <select className="field" value={form.possession} onChange={set('possession')}>
          <option value="">{t('requirements.possession.any')}</option>
          <option value="ready">{t('requirements.possession.ready')}</option>
          <option value="under_construction">{t('requirements.possession.under_construction')}</option>
        </select>
      </label>
      <fieldset className="grid gap-1 text-sm sm:col-span-2">
        <legend>{t('requirements.amenities')}</legend>
        <div className="flex flex-wrap gap-2">
          {amenities.map((amenity) => (
            <button
              key={amenity}
              type="button"
              aria-pressed={form.amenities.includes(amenity)}
              className={form.amenities.includes(amenity) ? 'chip-on' : 'chip-off'}
              onClick={() => setForm({ ...form, amenities: toggle(form.amenities, amenity) })}
            >
              {t('fact.amenity', { amenity })}
            </button>
          ))}
        </div>
      </fieldset>
      <label className="grid gap-1 text-sm sm:col-span-2">
        {t('requirements.note')}
        <input className="field" value={form.note} onChange={set('note')} maxLength={500} />
      </label>
      <button type="submit" className="btn-primary w-fit" disabled={save.isPending}>
        {t('requirements.save')}
      </button>
      {save.isError && (
        <p role="alert" className="text-sm text-rose-700 sm:col-span-2">
          {failure(save.error, t('matches.failed'))}
        </p>
      )}
    </form>
  );
}

export function RequirementsEditor({ buyerId }: { buyerId: string }) {
  const t = useT();
  const failure = useFailureMessage();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { data: requirements, error } = useQuery(requirementsQuery(buyerId));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: requirementKeys.buyer(buyerId) });
  const toggleOpen = useMutation({
    mutationFn: (requirement: Requirement) =>
      changeRequirement(requirement._id, { status: requirement.status === 'open' ? 'closed' : 'open' }),
    onSuccess: refresh,
  });
  return (
    <section className="grid gap-2" aria-labelledby={`requirements-${buyerId}`}>
      <h3 id={`requirements-${buyerId}`} className="font-bold text-brand-900">
        {t('requirements.title')}
      </h3>
      {error && <Notice tone="error" title={failure(error, t('requirements.loadFailed'))} />}
      {requirements?.length === 0 && <p className="text-sm text-ink-soft">{t('requirements.empty')}</p>}
      <ul className="grid gap-2 text-sm">
        {requirements?.map((requirement) => (
          <li
            key={requirement._id}
            className={`flex flex-wrap items-center justify-between gap-2 rounded-xl border border-sand-200 p-2 ${requirement.status === 'closed' ? 'opacity-60' : ''}`}
          >
            <span>
              {requirement.source === 'saved_search' && (
                <span className="mr-1 font-semibold">{t('requirements.savedSearch', { name: requirement.name ?? '' })} ·</span>
              )}
              {summary(t, locale, requirement)}
              {requirement.note && <span className="text-ink-soft"> · {requirement.note}</span>}
              {requirement.status === 'closed' && <span className="ml-2 rounded bg-sand-200 px-1.5">{t('requirements.closed')}</span>}
            </span>
            {requirement.source === 'requirement' && (
              <button
                type="button"
                className="btn-outline text-sm"
                disabled={toggleOpen.isPending}
                onClick={() => toggleOpen.mutate(requirement)}
              >
                {requirement.status === 'open' ? t('requirements.close') : t('requirements.reopen')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <RequirementForm buyerId={buyerId} onSaved={refresh} />
    </section>
  );
}
