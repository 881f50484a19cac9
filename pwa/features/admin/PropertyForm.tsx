import { Field, Form, getInput, setInput, useField, useForm } from '@formisch/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PropertyBody, propertyTypes, transactionTypes, type Property } from '../../../api/contract/index.ts';
import { SelectField, Spinner, TextField } from '../../components/FormField.tsx';
import { ImageUploader } from '../../components/ImageUploader.tsx';
import { Notice } from '../../components/Notice.tsx';
import { RichTextEditor } from '../../components/RichTextEditor.tsx';
import { createProperty, invalidatePropertyViews, propertyFormData, updateProperty } from '../../lib/admin.ts';
import { formatRupees, formatRupeesShort } from '../../lib/format.ts';
import { applyServerFieldErrors, serverFieldErrors } from '../../lib/formErrors.ts';
import { errorMessage } from '../../lib/http.ts';
import { useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { OfflineNotice } from './adminUi.tsx';
import { FormSection, SegmentedField } from './FormControls.tsx';
import { categoryAfterChange, newPropertyInput, propertyCategoryOptions, propertyInput } from './propertyFormOptions.ts';

const SAVE_FAILED = 'Something went wrong';
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
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const form = useForm({ schema: PropertyBody, initialInput: property ? propertyInput(property) : newPropertyInput });
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<string[]>(property?.images ?? []);
  const [failure, setFailure] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

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
    <Form
      of={form}
      className="space-y-6"
      onSubmit={async (values) => {
        setFailure(null);
        setImageError(null);
        try {
          const body = propertyFormData(values, { files, keepImages: property ? kept : undefined });
          const response = property ? await updateProperty(property._id, body) : await createProperty(body);
          toast.success(response.message || (property ? 'Property has been updated!' : 'Property has been created!'));
          await invalidatePropertyViews(queryClient);
          onSaved(response.data);
        } catch (error) {
          const message = errorMessage(error, SAVE_FAILED);
          setFailure(message);
          toast.error(message);
          applyServerFieldErrors(form, error, fieldNames);
          const fields = serverFieldErrors(error);
          setImageError(fields.images ?? fields.keepImages ?? null);
        }
      }}
    >
      <OfflineNotice />

      <FormSection title="Listing" description="What buyers see first.">
        <Field of={form} path={['title']}>
          {(field) => <TextField field={field} label="Title" placeholder="e.g. 3 BHK apartment in Vesu with garden view" maxLength={150} />}
        </Field>
        <Field of={form} path={['description']}>
          {(field) => (
            <RichTextEditor
              label="Description"
              initialHtml={String(field.input ?? '')}
              onChange={(html) => field.onChange(html)}
              error={field.errors?.[0]}
              hint="Rooms, amenities, nearby landmarks, possession status."
            />
          )}
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

      <FormSection title="Location">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field of={form} path={['location']}>
            {(field) => <TextField field={field} label="Location" placeholder="e.g. Vesu, Surat" />}
          </Field>
          <Field of={form} path={['address']}>
            {(field) => <TextField field={field} label="Address" placeholder="Building, street, landmark" />}
          </Field>
        </div>
      </FormSection>

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

      {failure && <Notice tone="error" title={failure} />}

      <div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-6 sm:flex-row sm:justify-end">
        {onCancel && (
          <button type="button" className="btn-outline" onClick={onCancel} disabled={form.isSubmitting}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={form.isSubmitting || !online} aria-busy={form.isSubmitting}>
          {form.isSubmitting && <Spinner />}
          {property ? 'Save Changes' : 'Add Property'}
        </button>
      </div>
    </Form>
  );
}
