import { Field, Form, getInput, setInput, useField, useForm } from '@formisch/react';
import { useState } from 'react';
import { closingStateOf, listingAvailabilityLabels, propertyTypes, transactionTypes } from '../../../contract/catalog.ts';
import { PropertyBody, type Property } from '../../../contract/properties.ts';
import { SelectField, TextField } from '../../components/FormField.tsx';
import { ImageUploader } from '../../components/ImageUploader.tsx';
import {
  createProperty,
  fetchAdminProperty,
  invalidatePropertyViews,
  KEEP_IMAGES_FIELD,
  propertyFormData,
  updateProperty,
} from '../../data/admin.ts';
import { formatRupees, formatRupeesShort } from '../../lib/format.ts';
import { DescriptionField, FormFooter, LocationSection, PinSection, useAdminFormSave } from './adminForm.tsx';
import { conflictRows, digitsOf, shortened, wordsOf, type ConflictField, type ConflictRow } from './editConflict.ts';
import { FormConflictDialog } from './EditConflictDialog.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { FormSection, SegmentedField } from './FormControls.tsx';
import { PropertyFactsSection, propertyFactFieldNames } from './PropertyFactsSection.tsx';
import { categoryAfterChange, newPropertyInput, propertyCategoryOptions, propertyInput } from './propertyFormOptions.ts';
import { useEditConflict, type EditorFormProps } from './useEditConflict.ts';
import { useOwnVisitLength, VisitLengthSection } from './VisitLengthSection.tsx';
import { TranslationSections, translationFieldNames } from './TranslationSections.tsx';

const fieldNames = [
  'title',
  'description',
  'transactionType',
  'propertyType',
  'category',
  'location',
  'address',
  'lat',
  'price',
  'sqt',
  'bedrooms',
  'bathrooms',
  'availability',
  ...propertyFactFieldNames,
  ...translationFieldNames,
] as const;

function amountHint(value: unknown, rent: boolean): string | undefined {
  const text = String(value ?? '')
    .replace(/,/g, '')
    .trim();
  if (!/^\d+$/.test(text) || text === '0') return rent ? 'Monthly rent in rupees.' : 'Whole rupees, no commas needed.';
  const amount = Number(text);
  const short = formatRupeesShort(amount);
  const full = formatRupees(amount);
  return `${full}${short !== full ? ` (${short})` : ''}${rent ? ' / month' : ''}`;
}

const rupees = (value: string) => (digitsOf(value) ? formatRupees(Number(digitsOf(value))) : value);
const words = (value: string) => shortened(wordsOf(value));

const conflictFields: ConflictField<(typeof fieldNames)[number]>[] = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description', compare: wordsOf, show: words },
  { name: 'transactionType', label: 'Purpose' },
  { name: 'propertyType', label: 'Property type' },
  { name: 'category', label: 'Category' },
  { name: 'location', label: 'Location' },
  { name: 'address', label: 'Address' },
  { name: 'price', label: 'Price', compare: digitsOf, show: rupees },
  { name: 'sqt', label: 'Area (sq ft)', compare: digitsOf },
  { name: 'bedrooms', label: 'Bedrooms', compare: (value) => String(Number(value || 0)) },
  { name: 'bathrooms', label: 'Bathrooms', compare: (value) => String(Number(value || 0)) },
  { name: 'availability', label: 'Availability' },
];

const photoCount = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/** The fields where their saved property and this form differ; rooms only where either is residential, then the photos. */
function propertyConflictRows(theirs: Property, yours: PropertyBody, kept: readonly string[], newFiles: number): ConflictRow[] {
  const residential = theirs.propertyType === 'Residential' || yours.propertyType === 'Residential';
  const fields = conflictFields.filter((field) => residential || (field.name !== 'bedrooms' && field.name !== 'bathrooms'));
  const rows = conflictRows(fields, propertyInput(theirs), yours);
  const samePhotos = newFiles === 0 && kept.length === theirs.images.length && kept.every((url, index) => theirs.images[index] === url);
  if (!samePhotos) {
    rows.push({
      name: 'images',
      label: 'Photos',
      theirs: photoCount(theirs.images.length),
      yours: `${photoCount(kept.length + newFiles)}${newFiles ? ` (${newFiles} new)` : ''}`,
    });
  }
  return rows;
}

interface PropertyFormProps extends EditorFormProps<Property> {
  /** The property to edit; without it the form creates one. */
  property?: Property;
}

/**
 * Create and edit share this form (spec: "Edit screen uses the same form as create"): the
 * PropertyBody schema validates it with the API's own messages; images go as multipart files,
 * and on edit the stored images still shown are sent as keepImages.
 */
export function PropertyForm({ property, etag = null, onReload, onSaved, onCancel }: PropertyFormProps) {
  const [initialInput] = useState(() => (property ? propertyInput(property) : newPropertyInput));
  const form = useForm({ schema: PropertyBody, initialInput });
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<string[]>(property?.images ?? []);
  const edit = useEditConflict<PropertyBody, Property>(etag, () => fetchAdminProperty(property?._id ?? ''));
  const visitLength = useOwnVisitLength(property ? { propertyId: property._id } : null);
  const { submit, failure, imageError } = useAdminFormSave({
    form,
    fieldNames,
    imageFields: ['images', KEEP_IMAGES_FIELD],
    save: async (values) => {
      const minutes = visitLength.checked();
      const body = propertyFormData(values, {
        files,
        keepImages: property ? kept : undefined,
        filledPin: property ? initialInput : undefined,
      });
      const saved = await (property ? updateProperty(property._id, body, edit.etag.current) : createProperty(body));
      await visitLength.save({ propertyId: saved.data._id }, minutes);
      return saved;
    },
    successMessage: property ? 'Property has been updated!' : 'Property has been created!',
    invalidate: invalidatePropertyViews,
    onSaved,
    takeFailure: property ? edit.catchConflict : undefined,
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

      <TranslationSections form={form} />

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
        <div className="grid gap-5 sm:grid-cols-2">
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
          <Field of={form} path={['availability']}>
            {(field) => (
              <SelectField
                field={field}
                label="Availability"
                className="sm:max-w-xs"
                hint="Sold or rented listings leave search but keep their page."
                options={(['available', 'under_offer', closingStateOf(transactionType === 'Rent' ? 'Rent' : 'Buy')] as const).map(
                  (state) => ({
                    value: state,
                    label: listingAvailabilityLabels[state],
                  }),
                )}
              />
            )}
          </Field>
        </div>
      </FormSection>

      <LocationSection form={form} locationPlaceholder="e.g. Vesu, Surat" addressPlaceholder="Building, street, landmark" />

      <PinSection form={form} />

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

      <PropertyFactsSection form={form} residential={residential} />

      <VisitLengthSection length={visitLength} />

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
            {property.images.length - kept.length} stored {property.images.length - kept.length === 1 ? 'image' : 'images'} will be removed
            when you save.{' '}
            <button
              type="button"
              className="focus-ring rounded font-semibold text-brand-700 underline"
              onClick={() => setKept(property.images)}
            >
              Undo
            </button>
          </p>
        )}
      </FormSection>

      <FormFooter form={form} failure={failure} submitLabel={property ? 'Save Changes' : 'Add Property'} onCancel={onCancel} />

      <FormConflictDialog
        edit={edit}
        save={submit}
        onReload={onReload}
        rows={(conflict) => propertyConflictRows(conflict.theirs.data, conflict.yours, kept, files.length)}
      />
    </Form>
  );
}
