/**
 * The listing facts of the property form: areas (with the plot's unit), possession (a month while
 * under construction, the age once ready), furnishing, facing, floor, parking, amenities, the
 * maintenance deposit and advance a buyer pays, a rental's terms (deposit, maintenance, preferred
 * tenants, food and pet rules, lock-in), the project the listing belongs to and, outside a project, its own RERA number or exemption. The
 * contract's PropertyBody checks them as the admin types, with the API's own messages.
 */
import { Field, useField, type FormStore } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { amenities, areaUnits, facings, furnishings, possessionStates, tenantKinds } from '../../../contract/catalog.ts';
import type { PropertyBody } from '../../../contract/properties.ts';
import { SelectField, TextField, type FormischField } from '../../components/FormField.tsx';
import { Icon } from '../../components/Icon.tsx';
import { adminProjectsQuery } from '../../data/admin.ts';
import { useFormMessage } from '../../lib/formMessages.ts';
import { amenityLabel, areaUnitLabel, facingLabel, furnishingLabel } from '../../lib/labels.ts';
import { useT, type Translate } from '../../i18n/useT.tsx';
import { FormSection, NumberField } from './FormControls.tsx';

type PropertyForm = FormStore<typeof PropertyBody>;

/** The fact fields the server may answer a message for, shown at the field. */
export const propertyFactFieldNames = [
  'carpetArea',
  'builtUpArea',
  'superBuiltUpArea',
  'plotArea',
  'plotAreaUnit',
  'possession',
  'possessionDate',
  'ageYears',
  'furnishing',
  'facing',
  'floor',
  'totalFloors',
  'parking',
  'maintenanceDeposit',
  'maintenanceAdvance',
  'securityDeposit',
  'depositMonths',
  'monthlyMaintenance',
  'maintenanceIncluded',
  'preferredTenants',
  'vegetarianOnly',
  'noPets',
  'lockInMonths',
  'amenities',
  'projectId',
  'unitTypeId',
  'reraNumber',
  'reraExempt',
  'reraExemptReason',
] as const;

const none = (label: string) => ({ value: '', label });
const choices = <T extends string>(values: readonly T[], label: (value: T) => string, empty: string) => [
  none(empty),
  ...values.map((value) => ({ value, label: label(value) })),
];

/** 'Ready to move', 'Under construction'. */
const possessionLabel = (t: Translate, state: (typeof possessionStates)[number]) =>
  state === 'ready' ? t('possession.ready') : t('possession.underConstruction');

function FieldError({ field }: { field: FormischField }) {
  const localize = useFormMessage();
  const error = field.errors?.[0];
  if (!error) return null;
  return (
    <p className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-rose-700">
      <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{localize(error)}</span>
    </p>
  );
}

/** A yes/no box bound to a boolean field. */
export function CheckboxField({
  field,
  label,
  hint,
}: {
  field: FormischField & { onChange: (value: boolean) => void };
  label: ReactNode;
  hint?: string;
}) {
  return (
    <div>
      <label className="flex cursor-pointer items-center gap-3 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          name={field.props.name}
          checked={field.input === true || field.input === 'true' || field.input === 'on'}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          className="h-4 w-4 rounded accent-brand-700"
        />
        {label}
      </label>
      {hint && !field.errors && <p className="mt-1 text-xs text-ink-muted">{hint}</p>}
      <FieldError field={field} />
    </div>
  );
}

/** Amenity checkboxes from the contract's catalogue, bound to a list field. */
export function AmenityCheckboxes({ field }: { field: FormischField & { onChange: (value: string[]) => void } }) {
  const t = useT();
  const chosen = Array.isArray(field.input) ? (field.input as string[]) : [];
  return (
    <fieldset>
      <legend className="label">{t('listingForm.amenities')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {amenities.map((amenity) => (
          <label key={amenity} className="flex cursor-pointer items-center gap-2.5 text-sm text-ink">
            <input
              type="checkbox"
              checked={chosen.includes(amenity)}
              onChange={(event) =>
                field.onChange(
                  event.currentTarget.checked
                    ? amenities.filter((name) => name === amenity || chosen.includes(name))
                    : chosen.filter((name) => name !== amenity),
                )
              }
              className="h-4 w-4 rounded accent-brand-700"
            />
            {amenityLabel(t, amenity)}
          </label>
        ))}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}

/** Preferred-tenant checkboxes (none ticked: anyone), bound to a list field. */
function TenantCheckboxes({ field }: { field: FormischField & { onChange: (value: string[]) => void } }) {
  const t = useT();
  const chosen = Array.isArray(field.input) ? (field.input as string[]) : [];
  return (
    <fieldset>
      <legend className="label">{t('listingForm.preferredTenants')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {tenantKinds.map((kind) => (
          <label key={kind} className="flex cursor-pointer items-center gap-2.5 text-sm text-ink">
            <input
              type="checkbox"
              checked={chosen.includes(kind)}
              onChange={(event) =>
                field.onChange(
                  event.currentTarget.checked
                    ? tenantKinds.filter((name) => name === kind || chosen.includes(name))
                    : chosen.filter((name) => name !== kind),
                )
              }
              className="h-4 w-4 rounded accent-brand-700"
            />
            {t('listingForm.tenant', { kind })}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-ink-muted">{t('listingForm.anyTenant')}</p>
      <FieldError field={field} />
    </fieldset>
  );
}

/** A rental's terms: what a tenant asks before visiting (a sale stores none of them). */
function RentTermsSection({ form }: { form: PropertyForm }) {
  const t = useT();
  return (
    <FormSection title={t('listingForm.rentTerms')} description={t('listingForm.rentTermsDescription')}>
      <div className="grid gap-5 sm:grid-cols-3">
        <NumberField of={form} path={['depositMonths']} label={t('listingForm.depositMonths')} maxLength={2} />
        <NumberField
          of={form}
          path={['securityDeposit']}
          label={t('listingForm.securityDeposit')}
          hint={t('listingForm.securityDepositHint')}
        />
        <NumberField of={form} path={['lockInMonths']} label={t('listingForm.lockIn')} maxLength={2} hint={t('listingForm.lockInHint')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <NumberField of={form} path={['monthlyMaintenance']} label={t('listingForm.monthlyMaintenance')} />
        <Field of={form} path={['maintenanceIncluded']}>
          {(field) => <CheckboxField field={field as never} label={t('listingForm.maintenanceIncluded')} />}
        </Field>
      </div>
      <Field of={form} path={['preferredTenants']}>
        {(field) => <TenantCheckboxes field={field as never} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field of={form} path={['vegetarianOnly']}>
          {(field) => <CheckboxField field={field as never} label={t('listingForm.vegetarianOnly')} />}
        </Field>
        <Field of={form} path={['noPets']}>
          {(field) => <CheckboxField field={field as never} label={t('listingForm.noPets')} />}
        </Field>
      </div>
    </FormSection>
  );
}

export function PropertyFactsSection({ form, residential }: { form: PropertyForm; residential: boolean }) {
  const t = useT();
  const rental = useField(form, { path: ['transactionType'] }).input === 'Rent';
  const possession = useField(form, { path: ['possession'] }).input;
  const projectId = String(useField(form, { path: ['projectId'] }).input ?? '');
  const reraExempt = useField(form, { path: ['reraExempt'] }).input;
  const projects = useQuery(adminProjectsQuery());
  const projectOptions = [
    none(t('listingForm.notInProject')),
    ...(projects.data ?? []).map((project) => ({ value: project._id, label: project.title })),
  ];
  if (projectId && !projectOptions.some((option) => option.value === projectId))
    projectOptions.push({ value: projectId, label: t('listingForm.currentProject') });
  const unitTypeId = String(useField(form, { path: ['unitTypeId'] }).input ?? '');
  const unitTypeOptions = [
    none(t('listingForm.unitTypeNotNamed')),
    ...((projects.data ?? []).find((project) => project._id === projectId)?.unitTypes ?? []).map((unit) => ({
      value: unit.id,
      label: unit.label,
    })),
  ];
  // A type of the project chosen before: the server says so under the field when it is saved.
  if (unitTypeId && !unitTypeOptions.some((option) => option.value === unitTypeId))
    unitTypeOptions.push({ value: unitTypeId, label: t('listingForm.notOfThisProject') });
  const underConstruction = possession === 'under_construction';
  const exempt = reraExempt === true || reraExempt === 'true' || reraExempt === 'on';
  const notStated = t('listingForm.notStated');

  return (
    <>
      <FormSection title={t('listingForm.areas')} description={t('listingForm.areasDescription')}>
        <div className="grid gap-5 sm:grid-cols-3">
          <NumberField of={form} path={['carpetArea']} label={t('listingForm.carpetArea')} />
          <NumberField of={form} path={['builtUpArea']} label={t('listingForm.builtUpArea')} />
          <NumberField of={form} path={['superBuiltUpArea']} label={t('listingForm.superBuiltUpArea')} />
        </div>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <NumberField of={form} path={['plotArea']} label={t('listingForm.plotArea')} hint={t('listingForm.plotAreaHint')} />
          <Field of={form} path={['plotAreaUnit']}>
            {(field) => (
              <SelectField
                field={field}
                label={t('listingForm.plotAreaUnit')}
                options={choices(areaUnits, (unit) => areaUnitLabel(t, unit), t('listingForm.unit'))}
              />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title={t('listingForm.possessionAndBuilding')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field of={form} path={['possession']}>
            {(field) => (
              <SelectField
                field={field}
                label={t('listingForm.possession')}
                options={choices(possessionStates, (state) => possessionLabel(t, state), notStated)}
              />
            )}
          </Field>
          {underConstruction ? (
            <Field of={form} path={['possessionDate']}>
              {(field) => (
                <TextField
                  field={field}
                  label={t('listingForm.possessionDate')}
                  type="month"
                  placeholder="YYYY-MM"
                  hint={t('listingForm.possessionDateHint')}
                />
              )}
            </Field>
          ) : (
            <NumberField of={form} path={['ageYears']} label={t('listingForm.age')} maxLength={3} />
          )}
          <Field of={form} path={['furnishing']}>
            {(field) => (
              <SelectField
                field={field}
                label={t('listingForm.furnishing')}
                options={choices(furnishings, (furnishing) => furnishingLabel(t, furnishing), notStated)}
              />
            )}
          </Field>
          <Field of={form} path={['facing']}>
            {(field) => (
              <SelectField
                field={field}
                label={t('listingForm.facing')}
                options={choices(facings, (facing) => facingLabel(t, facing), notStated)}
              />
            )}
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <NumberField of={form} path={['floor']} label={t('listingForm.floor')} maxLength={3} hint={t('listingForm.floorHint')} />
          <NumberField of={form} path={['totalFloors']} label={t('listingForm.totalFloors')} maxLength={3} />
          <NumberField of={form} path={['parking']} label={t('listingForm.parking')} maxLength={2} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField
            of={form}
            path={['maintenanceDeposit']}
            label={t('listingForm.maintenanceDeposit')}
            hint={t('listingForm.maintenanceDepositHint')}
          />
          <NumberField
            of={form}
            path={['maintenanceAdvance']}
            label={t('listingForm.maintenanceAdvance')}
            hint={t('listingForm.maintenanceAdvanceHint')}
          />
        </div>
        <Field of={form} path={['amenities']}>
          {(field) => <AmenityCheckboxes field={field as never} />}
        </Field>
      </FormSection>

      {rental && <RentTermsSection form={form} />}

      <FormSection
        title={t('listingForm.projectAndRera')}
        description={residential || underConstruction ? t('listingForm.projectAndReraDescription') : undefined}
      >
        <Field of={form} path={['projectId']}>
          {(field) => <SelectField field={field} label={t('listingForm.project')} className="sm:max-w-md" options={projectOptions} />}
        </Field>
        {projectId && (
          <Field of={form} path={['unitTypeId']}>
            {(field) => (
              <SelectField
                field={field}
                label={t('listingForm.unitType')}
                hint={t('listingForm.unitTypeHint')}
                className="sm:max-w-md"
                options={unitTypeOptions}
              />
            )}
          </Field>
        )}
        {!projectId && (
          <>
            <Field of={form} path={['reraNumber']}>
              {(field) => <ReraNumberField field={field} />}
            </Field>
            <Field of={form} path={['reraExempt']}>
              {(field) => <CheckboxField field={field as never} label={t('listingForm.reraExempt')} />}
            </Field>
            {exempt && (
              <Field of={form} path={['reraExemptReason']}>
                {(field) => (
                  <TextField
                    field={field}
                    label={t('listingForm.reraExemptReason')}
                    placeholder={t('listingForm.example', { text: t('listingForm.propertyExemptExample') })}
                    maxLength={300}
                  />
                )}
              </Field>
            )}
          </>
        )}
      </FormSection>
    </>
  );
}

/** The GujRERA registration number, of a project or of a listing outside one. */
export function ReraNumberField({ field }: { field: FormischField }) {
  const t = useT();
  return (
    <TextField
      field={field}
      label={t('listingForm.reraNumber')}
      placeholder="PR/GJ/SURAT/SURAT CITY/SUDA/RAA00000/010125"
      autoCapitalize="characters"
      spellCheck={false}
      hint={t('listingForm.reraNumberHint')}
    />
  );
}
