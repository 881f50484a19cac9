import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '../../../contract/answers.ts';
import type { Project } from '../../../contract/projects.ts';
import {
  MAX_UNIT_TYPES,
  UnitTypesBody,
  unitAvailabilities,
  unitKinds,
  type UnitType,
  type UnitTypeFormInput,
} from '../../../contract/unitTypes.ts';
import { LabelledControl, PlainField, describedBy } from '../../components/FormField.tsx';
import { invalidateProjectViews, saveUnitTypes } from '../../data/admin.ts';
import { ApiError } from '../../lib/apiError.ts';
import { useFailureMessage, useFormMessage } from '../../lib/formMessages.ts';
import toast from '../../lib/toast.ts';
import { formatRupeesShort } from '../../lib/format.ts';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { FormSection } from './FormControls.tsx';

/** A unit type as the section edits it: numbers as typed, and a floor plan file waiting to be sent. */
interface UnitRow {
  id: string;
  label: string;
  kind: UnitTypeFormInput['kind'];
  bhk: string;
  carpetMin: string;
  carpetMax: string;
  priceMin: string;
  priceMax: string;
  availability: UnitTypeFormInput['availability'];
  /** The stored plan the type keeps (its URL), and its card-size variant. */
  floorPlan: string | null;
  floorPlanThumb: string | null;
  file: File | null;
}

const rowOf = (unit: UnitType): UnitRow => ({
  id: unit.id,
  label: unit.label,
  kind: unit.kind,
  bhk: unit.bhk === null ? '' : String(unit.bhk),
  carpetMin: String(unit.carpetMin),
  carpetMax: String(unit.carpetMax),
  priceMin: String(unit.priceMin),
  priceMax: String(unit.priceMax),
  availability: unit.availability,
  floorPlan: unit.floorPlan,
  floorPlanThumb: unit.floorPlanThumb,
  file: null,
});

const blankRow = (): UnitRow => ({
  id: crypto.randomUUID(),
  label: '',
  kind: 'bhk',
  bhk: '',
  carpetMin: '',
  carpetMax: '',
  priceMin: '',
  priceMax: '',
  availability: 'available',
  floorPlan: null,
  floorPlanThumb: null,
  file: null,
});

const inputOf = ({ file: _file, floorPlanThumb: _thumb, bhk, ...row }: UnitRow): UnitTypeFormInput => ({
  ...row,
  bhk: row.kind === 'bhk' ? bhk : null,
});

/** A from–to pair under one legend; each input's name says the whole ('Carpet area from (sq ft)'). */
function RangeFields({
  legend,
  names,
  values,
  errors,
  hints = [undefined, undefined],
  onChange,
}: {
  legend: string;
  /** The from and to inputs' whole names. */
  names: [string, string];
  values: [string, string];
  errors: [string | undefined, string | undefined];
  hints?: [string | undefined, string | undefined];
  onChange: (values: [string, string]) => void;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className="mt-1 grid grid-cols-2 gap-3">
        {(['from', 'to'] as const).map((end, at) => (
          <PlainField
            key={end}
            label={end === 'from' ? t('listingForm.from') : t('listingForm.to')}
            aria-label={names[at]}
            inputMode="numeric"
            value={values[at]}
            error={errors[at]}
            hint={hints[at]}
            onChange={(event) => onChange(at === 0 ? [event.currentTarget.value, values[1]] : [values[0], event.currentTarget.value])}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A rupee amount as typed, read back in lakh or crore (in the page's language) so a missing zero shows. */
function rupeesHint(text: string, locale: Locale): string | undefined {
  const amount = Number(text.replace(/,/g, ''));
  return Number.isInteger(amount) && amount > 0 ? formatRupeesShort(amount, locale) : undefined;
}

/**
 * The project's price list: unit types added, edited, moved and removed here, saved on their own
 * (advisors and admins; `PUT /projects/{id}/unit-types`). Saving moves the project to a new version,
 * which the project form's next save is made from (`etag`).
 */
export function PriceListSection({ project, etag }: { project: Project; etag: RefObject<string | null> }) {
  const t = useT();
  const locale = useLocale();
  const failed = useFailureMessage();
  const localize = useFormMessage();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<UnitRow[]>(() => (project.unitTypes ?? []).map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const change = (index: number, patch: Partial<UnitRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
  // Errors are keyed by position (unitTypes.0.label): a change of order or a removal makes them stale.
  const reshape = (update: () => void) => {
    update();
    setErrors({});
  };

  const save = async () => {
    const body = { unitTypes: rows.map(inputOf) };
    const checked = v.safeParse(UnitTypesBody, body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.issues));
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const plans = new Map(rows.flatMap((row) => (row.file ? [[row.id, row.file] as const] : [])));
      const saved = await saveUnitTypes(project._id, body.unitTypes, plans, etag.current);
      etag.current = saved.etag;
      setRows(saved.data.unitTypes.map(rowOf));
      toast.success((locale === DEFAULT_LOCALE && saved.message) || t('listingForm.priceListSaved'));
      void invalidateProjectViews(queryClient);
    } catch (error) {
      if (error instanceof ApiError && error.errors?.fields) setErrors(error.errors.fields);
      toast.error(failed(error, t('listingForm.priceListFailed')));
    } finally {
      setSaving(false);
    }
  };

  const listError = errors.unitTypes;
  return (
    <FormSection title={t('listingForm.priceList')} description={t('listingForm.priceListDescription')}>
      {rows.length === 0 && <p className="text-sm text-ink-muted">{t('listingForm.noUnitTypes')}</p>}
      <ol className="space-y-4" aria-label={t('listingForm.unitTypes')}>
        {rows.map((row, index) => {
          const error = (field: string) => errors[`unitTypes.${index}.${field}`];
          const name = row.label.trim() || t('listingForm.unitTypeNumber', { number: index + 1 });
          return (
            <li key={row.id} className="rounded-2xl border border-sand-200 p-4" aria-label={name} data-testid="unit-type-row">
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                <PlainField
                  label={t('listingForm.unitType')}
                  placeholder={t('listingForm.example', { text: t('listingForm.unitTypeExample') })}
                  maxLength={40}
                  value={row.label}
                  error={error('label')}
                  onChange={(event) => change(index, { label: event.currentTarget.value })}
                />
                <LabelledControl label={t('listingForm.kind')}>
                  {(id) => (
                    <select
                      id={id}
                      className="field"
                      value={row.kind}
                      onChange={(event) => change(index, { kind: event.currentTarget.value as UnitRow['kind'] })}
                    >
                      {unitKinds.map((kind) => (
                        <option key={kind} value={kind}>
                          {t('listingForm.kindValue', { kind })}
                        </option>
                      ))}
                    </select>
                  )}
                </LabelledControl>
                {row.kind !== 'bhk' && <div className="hidden lg:block" aria-hidden="true" />}
                {row.kind === 'bhk' && (
                  <PlainField
                    label={t('listingForm.bedrooms')}
                    inputMode="numeric"
                    value={row.bhk}
                    error={error('bhk')}
                    onChange={(event) => change(index, { bhk: event.currentTarget.value })}
                  />
                )}
                <LabelledControl label={t('listingForm.availability')}>
                  {(id) => (
                    <select
                      id={id}
                      className="field"
                      value={row.availability}
                      onChange={(event) => change(index, { availability: event.currentTarget.value as UnitRow['availability'] })}
                    >
                      {unitAvailabilities.map((availability) => (
                        <option key={availability} value={availability}>
                          {t('listingForm.unitAvailability', { availability })}
                        </option>
                      ))}
                    </select>
                  )}
                </LabelledControl>
              </div>
              <div className="mt-4 grid gap-4 lg:grid-cols-2">
                <RangeFields
                  legend={t('listingForm.carpetRange')}
                  names={[t('listingForm.carpetFrom'), t('listingForm.carpetTo')]}
                  values={[row.carpetMin, row.carpetMax]}
                  errors={[error('carpetMin'), error('carpetMax')]}
                  onChange={([carpetMin, carpetMax]) => change(index, { carpetMin, carpetMax })}
                />
                <RangeFields
                  legend={t('listingForm.priceRange')}
                  names={[t('listingForm.priceFrom'), t('listingForm.priceTo')]}
                  values={[row.priceMin, row.priceMax]}
                  errors={[error('priceMin'), error('priceMax')]}
                  hints={[rupeesHint(row.priceMin, locale), rupeesHint(row.priceMax, locale)]}
                  onChange={([priceMin, priceMax]) => change(index, { priceMin, priceMax })}
                />
              </div>
              <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
                <LabelledControl label={t('listingForm.floorPlan')} error={error('floorPlan') ?? error('id')}>
                  {(id) => (
                    <div className="flex items-center gap-3">
                      {row.floorPlanThumb && !row.file && (
                        <img
                          src={row.floorPlanThumb}
                          alt={t('listingForm.floorPlanOf', { name })}
                          className="h-14 w-20 rounded-lg object-cover"
                        />
                      )}
                      <input
                        // A new input once the plan is saved or removed: the browser's own would still name the sent file.
                        key={row.floorPlan ?? 'none'}
                        id={id}
                        type="file"
                        accept="image/*"
                        className="block text-sm"
                        {...describedBy(id, { error: error('floorPlan') })}
                        onChange={(event) => change(index, { file: event.currentTarget.files?.[0] ?? null })}
                      />
                      {row.floorPlan && !row.file && (
                        <button
                          type="button"
                          className="btn-ghost text-sm"
                          onClick={() => change(index, { floorPlan: null, floorPlanThumb: null })}
                        >
                          {t('listingForm.removeFloorPlan')}
                        </button>
                      )}
                    </div>
                  )}
                </LabelledControl>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className="btn-ghost text-sm"
                    disabled={index === 0}
                    aria-label={t('listingForm.moveUp', { name })}
                    onClick={() => reshape(() => move(index, -1))}
                  >
                    {t('listingForm.up')}
                  </button>
                  <button
                    type="button"
                    className="btn-ghost text-sm"
                    disabled={index === rows.length - 1}
                    aria-label={t('listingForm.moveDown', { name })}
                    onClick={() => reshape(() => move(index, 1))}
                  >
                    {t('listingForm.down')}
                  </button>
                  <button
                    type="button"
                    className="btn-ghost text-sm text-rose-700"
                    aria-label={t('listingForm.removeUnit', { name })}
                    onClick={() => reshape(() => setRows((current) => current.filter((_, at) => at !== index)))}
                  >
                    {t('listingForm.remove')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p className="text-sm font-medium text-rose-700" role="alert">
          {localize(listError)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-outline"
          disabled={rows.length >= MAX_UNIT_TYPES}
          onClick={() => setRows((current) => [...current, blankRow()])}
        >
          {t('listingForm.addUnitType')}
        </button>
        <button type="button" className="btn-primary" disabled={saving} onClick={() => void save()}>
          {saving ? t('listingForm.saving') : t('listingForm.savePriceList')}
        </button>
      </div>
    </FormSection>
  );
}
