import { Field, Form, getInput, setInput, useField, useForm } from '@formisch/react';
import { DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { closingStateOf, propertyTypes, transactionTypes } from '../../../contract/catalog.ts';
import { PropertyBody, type Property } from '../../../contract/properties.ts';
import { SelectField, TextField } from '../../components/FormField.tsx';
import { Icon } from '../../components/Icon.tsx';
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
import { propertyTypeLabel, purposeLabel, subCategoryLabel } from '../../lib/labels.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import { DescriptionField, FormFooter, LocationSection, PinSection, useAdminFormSave } from './adminForm.tsx';
import { conflictRows, digitsOf, shortened, wordsOf, type ConflictField, type ConflictRow } from './editConflict.ts';
import { FormConflictDialog } from './EditConflictDialog.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { FormSection, NumberField, SegmentedField } from './FormControls.tsx';
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

/** The amount typed, read back in rupees (and in lakh or crore, in the page's language) so a missing zero shows; else what to type. */
function amountHint(t: Translate, locale: Locale, value: unknown, rent: boolean): string {
  const text = String(value ?? '')
    .replace(/,/g, '')
    .trim();
  if (!/^\d+$/.test(text) || text === '0') return rent ? t('listingForm.rentHint') : t('listingForm.priceHint');
  const amount = Number(text);
  const short = formatRupeesShort(amount, locale);
  const full = formatRupees(amount);
  const read = `${full}${short !== full ? ` (${short})` : ''}`;
  return rent ? t('listingForm.perMonth', { amount: read }) : read;
}

const rupees = (value: string) => (digitsOf(value) ? formatRupees(Number(digitsOf(value))) : value);
const words = (value: string) => shortened(wordsOf(value));

const conflictFields = (t: Translate): ConflictField<(typeof fieldNames)[number]>[] => [
  { name: 'title', label: t('listingForm.title') },
  { name: 'description', label: t('listingForm.description'), compare: wordsOf, show: words },
  { name: 'transactionType', label: t('listingForm.purpose') },
  { name: 'propertyType', label: t('listingForm.propertyType') },
  { name: 'category', label: t('listingForm.category') },
  { name: 'location', label: t('listingForm.location') },
  { name: 'address', label: t('listingForm.address') },
  { name: 'price', label: t('listingForm.price'), compare: digitsOf, show: rupees },
  { name: 'sqt', label: t('listingForm.area'), compare: digitsOf },
  { name: 'bedrooms', label: t('listingForm.bedrooms'), compare: (value) => String(Number(value || 0)) },
  { name: 'bathrooms', label: t('listingForm.bathrooms'), compare: (value) => String(Number(value || 0)) },
  { name: 'availability', label: t('listingForm.availability') },
];

/** The fields where their saved property and this form differ; rooms only where either is residential, then the photos. */
function propertyConflictRows(
  t: Translate,
  theirs: Property,
  yours: PropertyBody,
  kept: readonly string[],
  newFiles: number,
): ConflictRow[] {
  const residential = theirs.propertyType === 'Residential' || yours.propertyType === 'Residential';
  const fields = conflictFields(t).filter((field) => residential || (field.name !== 'bedrooms' && field.name !== 'bathrooms'));
  const rows = conflictRows(fields, propertyInput(theirs), yours);
  const samePhotos = newFiles === 0 && kept.length === theirs.images.length && kept.every((url, index) => theirs.images[index] === url);
  if (!samePhotos) {
    const photos = t('listingForm.photoCount', { count: kept.length + newFiles });
    rows.push({
      name: 'images',
      label: t('listingForm.photos'),
      theirs: t('listingForm.photoCount', { count: theirs.images.length }),
      yours: newFiles ? t('listingForm.newPhotos', { photos, count: newFiles }) : photos,
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
  const t = useT();
  const locale = useLocale();
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
    successMessage: property ? t('listingForm.propertyUpdated') : t('listingForm.propertyCreated'),
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

      <FormSection title={t('listingForm.listing')} description={t('listingForm.listingDescription')}>
        <Field of={form} path={['title']}>
          {(field) => (
            <TextField
              field={field}
              label={t('listingForm.title')}
              placeholder={t('listingForm.example', { text: t('listingForm.propertyTitleExample') })}
              maxLength={150}
            />
          )}
        </Field>
        <Field of={form} path={['description']}>
          {(field) => <DescriptionField field={field} hint={t('listingForm.propertyDescriptionHint')} />}
        </Field>
      </FormSection>

      <TranslationSections form={form} />

      <FormSection title={t('listingForm.type')} description={t('listingForm.typeDescription')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field of={form} path={['transactionType']}>
            {(field) => (
              <SegmentedField
                field={field}
                label={t('listingForm.purpose')}
                options={transactionTypes}
                optionLabel={(purpose) => purposeLabel(t, purpose)}
                onValueChange={(purpose) => followCategory(propertyType, purpose)}
              />
            )}
          </Field>
          <Field of={form} path={['propertyType']}>
            {(field) => (
              <SegmentedField
                field={field}
                label={t('listingForm.propertyType')}
                options={propertyTypes}
                optionLabel={(type) => propertyTypeLabel(t, type)}
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
                label={t('listingForm.category')}
                className="sm:max-w-xs"
                options={propertyCategoryOptions(propertyType, transactionType, typeof category === 'string' ? category : undefined).map(
                  (value) => ({ value, label: subCategoryLabel(t, value) }),
                )}
              />
            )}
          </Field>
          <Field of={form} path={['availability']}>
            {(field) => (
              <SelectField
                field={field}
                label={t('listingForm.availability')}
                className="sm:max-w-xs"
                hint={t('listingForm.availabilityHint')}
                options={(['available', 'under_offer', closingStateOf(transactionType === 'Rent' ? 'Rent' : 'Buy')] as const).map(
                  (state) => ({
                    value: state,
                    label: t('listingForm.availabilityValue', { availability: state }),
                  }),
                )}
              />
            )}
          </Field>
        </div>
      </FormSection>

      <LocationSection
        form={form}
        locationPlaceholder={t('listingForm.example', { text: t('listingForm.propertyLocationExample') })}
        addressPlaceholder={t('listingForm.propertyAddressExample')}
      />

      <PinSection form={form} />

      <FormSection title={t('listingForm.priceAndSize')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field of={form} path={['price']}>
            {(field) => (
              <TextField
                field={field}
                label={rent ? t('listingForm.rent') : t('listingForm.price')}
                inputMode="numeric"
                hint={amountHint(t, locale, field.input, rent)}
              />
            )}
          </Field>
          <NumberField of={form} path={['sqt']} label={t('listingForm.area')} />
          {residential && (
            <>
              <NumberField of={form} path={['bedrooms']} label={t('listingForm.bedrooms')} maxLength={2} />
              <NumberField of={form} path={['bathrooms']} label={t('listingForm.bathrooms')} maxLength={2} />
            </>
          )}
        </div>
      </FormSection>

      <PropertyFactsSection form={form} residential={residential} />

      <VisitLengthSection length={visitLength} />

      <FormSection title={t('listingForm.photos')} description={t('listingForm.photosDescription')}>
        <ImageUploader
          files={files}
          onFilesChange={setFiles}
          existing={kept.map((url) => ({ url, thumbnail: thumbnailOf(url) }))}
          onRemoveExisting={(url) => setKept((urls) => urls.filter((other) => other !== url))}
          error={imageError}
        />
        {property && kept.length < property.images.length && (
          <p className="text-xs text-ink-muted">
            {t('listingForm.imagesRemoved', { count: property.images.length - kept.length })}{' '}
            <button
              type="button"
              className="focus-ring rounded font-semibold text-brand-700 underline"
              onClick={() => setKept(property.images)}
            >
              {t('listingForm.undo')}
            </button>
          </p>
        )}
      </FormSection>

      <FormFooter
        form={form}
        failure={failure}
        submitLabel={property ? t('listingForm.saveChanges') : t('listingForm.addPropertyButton')}
        onCancel={onCancel}
      />

      <FormConflictDialog
        edit={edit}
        save={submit}
        onReload={onReload}
        rows={(conflict) => propertyConflictRows(t, conflict.theirs.data, conflict.yours, kept, files.length)}
      />
    </Form>
  );
}

/** The inside of the Add New Property dialog: its title, its close button and the form to create one. */
export function NewPropertyPanel({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useT();
  return (
    <>
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-sand-200 bg-white px-5 py-4 sm:rounded-t-2xl sm:px-8">
        <DialogTitle className="text-xl font-bold text-brand-900">{t('listingForm.addProperty')}</DialogTitle>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('listingForm.close')}
          className="focus-ring grid h-10 w-10 place-items-center rounded-full text-ink-soft hover:bg-sand-100"
        >
          <Icon name="close" className="h-5 w-5" />
        </button>
      </div>
      <div className="px-5 py-6 sm:px-8">
        <PropertyForm onCancel={onClose} onSaved={onSaved} />
      </div>
    </>
  );
}
