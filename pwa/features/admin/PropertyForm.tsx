import { Field, Form, getInput, setInput, useField, useForm } from '@formisch/react';
import { useState } from 'react';
import { PropertyBody, propertyTypes, transactionTypes, type Property } from '../../../api/contract/index.ts';
import { SelectField, TextField } from '../../components/FormField.tsx';
import { ImageUploader } from '../../components/ImageUploader.tsx';
import { createProperty, invalidatePropertyViews, KEEP_IMAGES_FIELD, propertyFormData, updateProperty } from '../../lib/admin.ts';
import { formatRupees, formatRupeesShort } from '../../lib/format.ts';
import { DescriptionField, FormFooter, LocationSection, useAdminFormSave } from './adminForm.tsx';
import { OfflineNotice } from './adminUi.tsx';
import { FormSection, SegmentedField } from './FormControls.tsx';
import { categoryAfterChange, newPropertyInput, propertyCategoryOptions, propertyInput } from './propertyFormOptions.ts';

const fieldNames = [
  'title',
  'description',
  'transactionType',
  'propertyType',
  'category',
  'location',
  'address',
  'price',
  'sqt',
  'bedrooms',
  'bathrooms',
] as const;

function amountHint(value: unknown, rent: boolean): string | undefined {
  const text = String(value ?? '').replace(/,/g, '').trim();
  if (!/^\d+$/.test(text) || text === '0') return rent ? 'Monthly rent in rupees.' : 'Whole rupees, no commas needed.';
  const amount = Number(text);
  const short = formatRupeesShort(amount);
  const full = formatRupees(amount);
  return `${full}${short !== full ? ` (${short})` : ''}${rent ? ' / month' : ''}`;
}

interface PropertyFormProps {
  /** The property to edit; without it the form creates one. */
  property?: Property;
  onSaved: (property: Property | undefined) => void;
  onCancel?: () => void;
}

/**
 * Create and edit share this form (spec: "Edit screen uses the same form as create"): the
 * PropertyBody schema validates it with the API's own messages; images go as multipart files,
 * and on edit the stored images still shown are sent as keepImages.
 */
export function PropertyForm({ property, onSaved, onCancel }: PropertyFormProps) {
  const form = useForm({ schema: PropertyBody, initialInput: property ? propertyInput(property) : newPropertyInput });
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<string[]>(property?.images ?? []);
  const { submit, failure, imageError } = useAdminFormSave({
    form,
    fieldNames,
    imageFields: ['images', KEEP_IMAGES_FIELD],
    save: (values) => {
      const body = propertyFormData(values, { files, keepImages: property ? kept : undefined });
      return property ? updateProperty(property._id, body) : createProperty(body);
    },
    successMessage: property ? 'Property has been updated!' : 'Property has been created!',
    invalidate: invalidatePropertyViews,
    onSaved,
  });

  const propertyType = String(useField(form, { path: ['propertyType'] }).input ?? 'Residential');
  const transactionType = String(useField(form, { path: ['transactionType'] }).input ?? 'Buy');
  const category = useField(form, { path: ['category'] }).input;
  const residential = propertyType === 'Residential';
  const rent = transactionType === 'Rent';

  const followCategory = (type: string, purpose: string) => {
    const current = getInput(form, { path: ['category'] });
    const next = categoryAfterChange(type, purpose, typeof current === 'string' ? current : undefined);
    if (next !== current) setInput(form, { path: ['category'], input: next });
  };

  const thumbnailOf = (url: string) => {
    const index = property?.images.indexOf(url) ?? -1;
    return index >= 0 ? property?.thumbnails?.[index] : undefined;
  };

  return (
    <Form of={form} className="space-y-6" onSubmit={submit}>
      <OfflineNotice />

      <FormSection title="Listing" description="What buyers see first.">
        <Field of={form} path={['title']}>
          {(field) => <TextField field={field} label="Title" placeholder="e.g. 3 BHK apartment in Vesu with garden view" maxLength={150} />}
        </Field>
        <Field of={form} path={['description']}>
          {(field) => <DescriptionField field={field} hint="Rooms, amenities, nearby landmarks, possession status." />}
        </Field>
      </FormSection>

      <FormSection title="Type" description="Where the listing appears on the site.">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field of={form} path={['transactionType']}>
            {(field) => (
              <SegmentedField
                field={field}
                label="Purpose"
                options={transactionTypes}
                onValueChange={(purpose) => followCategory(propertyType, purpose)}
              />
            )}
          </Field>
          <Field of={form} path={['propertyType']}>
            {(field) => (
              <SegmentedField
                field={field}
                label="Property type"
                options={propertyTypes}
                onValueChange={(type) => followCategory(type, transactionType)}
              />
            )}
          </Field>
        </div>
        <Field of={form} path={['category']}>
          {(field) => (
            <SelectField
              field={field}
              label="Category"
              className="sm:max-w-xs"
              options={propertyCategoryOptions(propertyType, transactionType, typeof category === 'string' ? category : undefined)}
            />
          )}
        </Field>
      </FormSection>

      <LocationSection form={form} locationPlaceholder="e.g. Vesu, Surat" addressPlaceholder="Building, street, landmark" />

      <FormSection title="Price and size">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field of={form} path={['price']}>
            {(field) => (
              <TextField
                field={field}
                label={rent ? 'Rent per month (₹)' : 'Price (₹)'}
                inputMode="numeric"
                hint={amountHint(field.input, rent)}
              />
            )}
          </Field>
          <Field of={form} path={['sqt']}>
            {(field) => <TextField field={field} label="Area (sq ft)" inputMode="numeric" />}
          </Field>
          {residential && (
            <>
              <Field of={form} path={['bedrooms']}>
                {(field) => <TextField field={field} label="Bedrooms" inputMode="numeric" maxLength={2} />}
              </Field>
              <Field of={form} path={['bathrooms']}>
                {(field) => <TextField field={field} label="Bathrooms" inputMode="numeric" maxLength={2} />}
              </Field>
            </>
          )}
        </div>
      </FormSection>

      <FormSection title="Photos" description="The first image is the cover on cards and the gallery.">
        <ImageUploader
          files={files}
          onFilesChange={setFiles}
          existing={kept.map((url) => ({ url, thumbnail: thumbnailOf(url) }))}
          onRemoveExisting={(url) => setKept((urls) => urls.filter((other) => other !== url))}
          error={imageError}
        />
        {property && kept.length < property.images.length && (
          <p className="text-xs text-ink-muted">
            {property.images.length - kept.length} stored {property.images.length - kept.length === 1 ? 'image' : 'images'} will be
            removed when you save.{' '}
            <button type="button" className="focus-ring rounded font-semibold text-brand-700 underline" onClick={() => setKept(property.images)}>
              Undo
            </button>
          </p>
        )}
      </FormSection>

      <FormFooter form={form} failure={failure} submitLabel={property ? 'Save Changes' : 'Add Property'} onCancel={onCancel} />
    </Form>
  );
}
