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
import {
  amenities,
  amenityLabels,
  areaUnitLabels,
  areaUnits,
  facingLabels,
  facings,
  furnishingLabels,
  furnishings,
  possessionLabels,
  possessionStates,
  tenantKindLabels,
  tenantKinds,
} from '../../../contract/catalog.ts';
import type { PropertyBody } from '../../../contract/properties.ts';
import { SelectField, TextField, type FormischField } from '../../components/FormField.tsx';
import { Icon } from '../../components/Icon.tsx';
import { adminProjectsQuery } from '../../data/admin.ts';
import { FormSection } from './FormControls.tsx';

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
const choices = <T extends string>(values: readonly T[], labels: Record<T, string>, empty = 'Not stated') => [
  none(empty),
  ...values.map((value) => ({ value, label: labels[value] })),
];

function FieldError({ field }: { field: FormischField }) {
  const error = field.errors?.[0];
  if (!error) return null;
  return (
    <p className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-rose-700">
      <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{error}</span>
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
  const chosen = Array.isArray(field.input) ? (field.input as string[]) : [];
  return (
    <fieldset>
      <legend className="label">Amenities</legend>
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
            {amenityLabels[amenity]}
          </label>
        ))}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}

/** Preferred-tenant checkboxes (none ticked: anyone), bound to a list field. */
function TenantCheckboxes({ field }: { field: FormischField & { onChange: (value: string[]) => void } }) {
  const chosen = Array.isArray(field.input) ? (field.input as string[]) : [];
  return (
    <fieldset>
      <legend className="label">Preferred tenants</legend>
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
            {tenantKindLabels[kind]}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-ink-muted">None ticked: the owner lets to anyone.</p>
      <FieldError field={field} />
    </fieldset>
  );
}

/** A rental's terms: what a tenant asks before visiting (a sale stores none of them). */
function RentTermsSection({ form }: { form: PropertyForm }) {
  return (
    <FormSection title="Rent terms" description="What the owner asks of a tenant. Give the deposit in months of rent or in rupees.">
      <div className="grid gap-5 sm:grid-cols-3">
        <Field of={form} path={['depositMonths']}>
          {(field) => <TextField field={field} label="Deposit (months of rent)" inputMode="numeric" maxLength={2} />}
        </Field>
        <Field of={form} path={['securityDeposit']}>
          {(field) => <TextField field={field} label="Deposit (₹)" inputMode="numeric" hint="When the owner asks a fixed sum." />}
        </Field>
        <Field of={form} path={['lockInMonths']}>
          {(field) => (
            <TextField
              field={field}
              label="Lock-in (months)"
              inputMode="numeric"
              maxLength={2}
              hint="Months before the tenant may leave."
            />
          )}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <Field of={form} path={['monthlyMaintenance']}>
          {(field) => <TextField field={field} label="Monthly maintenance (₹)" inputMode="numeric" />}
        </Field>
        <Field of={form} path={['maintenanceIncluded']}>
          {(field) => <CheckboxField field={field as never} label="The rent includes the maintenance" />}
        </Field>
      </div>
      <Field of={form} path={['preferredTenants']}>
        {(field) => <TenantCheckboxes field={field as never} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field of={form} path={['vegetarianOnly']}>
          {(field) => <CheckboxField field={field as never} label="Vegetarians only" />}
        </Field>
        <Field of={form} path={['noPets']}>
          {(field) => <CheckboxField field={field as never} label="No pets" />}
        </Field>
      </div>
    </FormSection>
  );
}

export function PropertyFactsSection({ form, residential }: { form: PropertyForm; residential: boolean }) {
  const rental = useField(form, { path: ['transactionType'] }).input === 'Rent';
  const possession = useField(form, { path: ['possession'] }).input;
  const projectId = String(useField(form, { path: ['projectId'] }).input ?? '');
  const reraExempt = useField(form, { path: ['reraExempt'] }).input;
  const projects = useQuery(adminProjectsQuery());
  const projectOptions = [
    none('Not in a project'),
    ...(projects.data ?? []).map((project) => ({ value: project._id, label: project.title })),
  ];
  if (projectId && !projectOptions.some((option) => option.value === projectId))
    projectOptions.push({ value: projectId, label: 'Current project' });
  const unitTypeId = String(useField(form, { path: ['unitTypeId'] }).input ?? '');
  const unitTypeOptions = [
    none('Not named'),
    ...((projects.data ?? []).find((project) => project._id === projectId)?.unitTypes ?? []).map((unit) => ({
      value: unit.id,
      label: unit.label,
    })),
  ];
  // A type of the project chosen before: the server says so under the field when it is saved.
  if (unitTypeId && !unitTypeOptions.some((option) => option.value === unitTypeId))
    unitTypeOptions.push({ value: unitTypeId, label: 'Not of this project' });
  const underConstruction = possession === 'under_construction';
  const exempt = reraExempt === true || reraExempt === 'true' || reraExempt === 'on';

  return (
    <>
      <FormSection title="Areas" description="In sq ft: carpet ≤ built-up ≤ super built-up. A plot's area in its own unit.">
        <div className="grid gap-5 sm:grid-cols-3">
          <Field of={form} path={['carpetArea']}>
            {(field) => <TextField field={field} label="Carpet area (sq ft)" inputMode="numeric" />}
          </Field>
          <Field of={form} path={['builtUpArea']}>
            {(field) => <TextField field={field} label="Built-up area (sq ft)" inputMode="numeric" />}
          </Field>
          <Field of={form} path={['superBuiltUpArea']}>
            {(field) => <TextField field={field} label="Super built-up area (sq ft)" inputMode="numeric" />}
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <Field of={form} path={['plotArea']}>
            {(field) => <TextField field={field} label="Plot area" inputMode="numeric" hint="For plots, bungalows and farmhouses." />}
          </Field>
          <Field of={form} path={['plotAreaUnit']}>
            {(field) => <SelectField field={field} label="Plot area unit" options={choices(areaUnits, areaUnitLabels, 'Unit')} />}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Possession and building">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field of={form} path={['possession']}>
            {(field) => <SelectField field={field} label="Possession" options={choices(possessionStates, possessionLabels)} />}
          </Field>
          {underConstruction ? (
            <Field of={form} path={['possessionDate']}>
              {(field) => (
                <TextField field={field} label="Possession date" type="month" placeholder="YYYY-MM" hint="The month of possession." />
              )}
            </Field>
          ) : (
            <Field of={form} path={['ageYears']}>
              {(field) => <TextField field={field} label="Age (years)" inputMode="numeric" maxLength={3} />}
            </Field>
          )}
          <Field of={form} path={['furnishing']}>
            {(field) => <SelectField field={field} label="Furnishing" options={choices(furnishings, furnishingLabels)} />}
          </Field>
          <Field of={form} path={['facing']}>
            {(field) => <SelectField field={field} label="Facing" options={choices(facings, facingLabels)} />}
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <Field of={form} path={['floor']}>
            {(field) => <TextField field={field} label="Floor" inputMode="numeric" maxLength={3} hint="0 for the ground floor." />}
          </Field>
          <Field of={form} path={['totalFloors']}>
            {(field) => <TextField field={field} label="Total floors" inputMode="numeric" maxLength={3} />}
          </Field>
          <Field of={form} path={['parking']}>
            {(field) => <TextField field={field} label="Parking (covered)" inputMode="numeric" maxLength={2} />}
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field of={form} path={['maintenanceDeposit']}>
            {(field) => (
              <TextField
                field={field}
                label="Maintenance deposit (₹)"
                inputMode="numeric"
                hint="The corpus the builder or society asks a buyer for."
              />
            )}
          </Field>
          <Field of={form} path={['maintenanceAdvance']}>
            {(field) => (
              <TextField field={field} label="Advance maintenance (₹)" inputMode="numeric" hint="Maintenance a buyer pays in advance." />
            )}
          </Field>
        </div>
        <Field of={form} path={['amenities']}>
          {(field) => <AmenityCheckboxes field={field as never} />}
        </Field>
      </FormSection>

      {rental && <RentTermsSection form={form} />}

      <FormSection
        title="Project and RERA"
        description={
          residential || underConstruction
            ? 'A listing in one of our projects is advertised with the project’s RERA details; one under construction outside a project needs its own.'
            : undefined
        }
      >
        <Field of={form} path={['projectId']}>
          {(field) => <SelectField field={field} label="Project" className="sm:max-w-md" options={projectOptions} />}
        </Field>
        {projectId && (
          <Field of={form} path={['unitTypeId']}>
            {(field) => (
              <SelectField
                field={field}
                label="Unit type"
                hint="Its row on the project's price list; the listing's page links to it."
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
              {(field) => <CheckboxField field={field as never} label="Exempt from RERA registration" />}
            </Field>
            {exempt && (
              <Field of={form} path={['reraExemptReason']}>
                {(field) => (
                  <TextField field={field} label="Reason for the exemption" placeholder="e.g. Plot area up to 500 m²" maxLength={300} />
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
  return (
    <TextField
      field={field}
      label="RERA number"
      placeholder="PR/GJ/SURAT/SURAT CITY/SUDA/RAA00000/010125"
      autoCapitalize="characters"
      spellCheck={false}
      hint="As printed on the certificate (PR/GJ/...)."
    />
  );
}
