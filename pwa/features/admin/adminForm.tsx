/**
 * What the property and project forms share: saving with the server's messages shown where they
 * belong, the description and location fields, and the footer with the failure and the buttons.
 */
import { Field, setInput, useField, type FormSchema, type FormStore } from '@formisch/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import toast from '../../lib/toast.ts';
import type * as v from 'valibot';
import type { Envelope } from '../../../contract/answers.ts';
import { TextField, type FormischField } from '../../components/FormField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { Notice } from '../../components/Notice.tsx';
import { RichTextEditor } from '../../components/RichTextEditor.tsx';
import { applyServerFieldErrors, serverFieldErrors } from '../../lib/formErrors.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { FormSection } from './FormControls.tsx';
import { withMessages } from '../../i18n/i18n.ts';
import { DEFAULT_LOCALE } from '../../i18n/locales.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import type { PinValue } from '../maps/PinPicker.tsx';
// The contract's messages of these forms, known in Gujarati and Hindi once this code has loaded.
import './listingFormMessages.ts';

// Leaflet comes with the picker, in a chunk of its own: the admin's other screens do without it.
const PinPicker = lazy(withMessages('maps', () => import('../maps/PinPicker.tsx').then((module) => ({ default: module.PinPicker }))));

interface SaveOptions<TSchema extends FormSchema, TData> {
  form: FormStore<TSchema>;
  /** The form's fields, for the server's field messages. */
  fieldNames: readonly string[];
  /** The server's fields whose message goes under the images, first found first. */
  imageFields: readonly string[];
  save: (values: v.InferOutput<TSchema>) => Promise<Envelope<TData | undefined>>;
  /** Said on success in Gujarati and Hindi; in English the server's message, this when it sent none. */
  successMessage: string;
  invalidate: (queryClient: QueryClient) => Promise<void>;
  onSaved: (data: TData | undefined) => void;
  /** A failure this form shows its own way (an edit conflict): true when it took it. */
  takeFailure?: (error: unknown, values: v.InferOutput<TSchema>) => Promise<boolean>;
}

/**
 * The submit handler of an admin form: a success toast and fresh lists, or the failure as a
 * banner, a toast and each field's own message (the images' one apart, for the uploader).
 */
export function useAdminFormSave<TSchema extends FormSchema, TData>({
  form,
  fieldNames,
  imageFields,
  save,
  successMessage,
  invalidate,
  onSaved,
  takeFailure,
}: SaveOptions<TSchema, TData>) {
  const queryClient = useQueryClient();
  const t = useT();
  const locale = useLocale();
  const failed = useFailureMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});

  const submit = async (values: v.InferOutput<TSchema>) => {
    setFailure(null);
    setImageError(null);
    setServerFields({});
    try {
      const response = await save(values);
      toast.success((locale === DEFAULT_LOCALE && response.message) || successMessage);
      await invalidate(queryClient);
      onSaved(response.data);
    } catch (error) {
      if (await takeFailure?.(error, values)) return;
      const message = failed(error, t('listingForm.saveFailed'));
      setFailure(message);
      toast.error(message);
      applyServerFieldErrors(form, error, fieldNames);
      const fields = serverFieldErrors(error);
      setImageError(imageFields.map((name) => fields[name]).find((message) => message !== undefined) ?? null);
      setServerFields(fields);
    }
  };

  /** `serverFields`: every field message of the last failed save, for inputs outside the form's own fields. */
  return { submit, failure, imageError, serverFields };
}

/** The rich-text description bound to its Formisch field. */
export function DescriptionField({ field, hint }: { field: FormischField & { onChange: (value: string) => void }; hint?: string }) {
  const t = useT();
  return (
    <RichTextEditor
      label={t('listingForm.description')}
      initialHtml={String(field.input ?? '')}
      onChange={(html) => field.onChange(html)}
      error={field.errors?.[0]}
      hint={hint}
    />
  );
}

/** A form schema with the `location` and `address` text fields. */
type PlaceSchema = FormSchema & v.GenericSchema<{ location: string; address: string }>;

/** The Location section: the area and the street address side by side. */
export function LocationSection<TSchema extends PlaceSchema>({
  form,
  locationPlaceholder,
  addressPlaceholder,
}: {
  form: FormStore<TSchema>;
  locationPlaceholder: string;
  addressPlaceholder: string;
}) {
  const t = useT();
  return (
    <FormSection title={t('listingForm.location')}>
      <div className="grid gap-5 sm:grid-cols-2">
        {/* PlaceSchema promises both paths; Formisch cannot check a path against a generic schema. */}
        <Field of={form} path={['location'] as never}>
          {(field) => <TextField field={field} label={t('listingForm.location')} placeholder={locationPlaceholder} />}
        </Field>
        <Field of={form} path={['address'] as never}>
          {(field) => <TextField field={field} label={t('listingForm.address')} placeholder={addressPlaceholder} />}
        </Field>
      </div>
    </FormSection>
  );
}

/** The Pin section: the map picker bound to the form's `lat`, `lng`, `locationPrecision` and `confirmOutside` (placeEntries). */
export function PinSection<TSchema extends PlaceSchema>({ form }: { form: FormStore<TSchema> }) {
  const t = useT();
  // Both forms hold contract/places.ts placeEntries; Formisch cannot check a path against a generic schema.
  const lat = useField(form, { path: ['lat'] as never });
  const lng = useField(form, { path: ['lng'] as never });
  const precision = useField(form, { path: ['locationPrecision'] as never });
  const confirm = useField(form, { path: ['confirmOutside'] as never });
  const location = useField(form, { path: ['location'] as never });
  const value: PinValue = {
    lat: String(lat.input ?? ''),
    lng: String(lng.input ?? ''),
    locationPrecision: precision.input === 'exact' ? 'exact' : 'approximate',
    confirmOutside: confirm.input === true,
  };
  const change = (next: PinValue) => {
    for (const name of ['lat', 'lng', 'locationPrecision', 'confirmOutside'] as const) {
      if (next[name] !== value[name]) setInput(form, { path: [name] as never, input: next[name] as never });
    }
  };
  return (
    <FormSection title={t('listingForm.pin')} description={t('listingForm.pinDescription')}>
      <Suspense fallback={<div className="h-72 rounded-xl bg-sand-100 sm:h-80" aria-hidden="true" />}>
        <PinPicker location={String(location.input ?? '')} value={value} onChange={change} error={lat.errors?.[0]} />
      </Suspense>
    </FormSection>
  );
}

/** The end of a form: the save failure, then Cancel (where there is somewhere to go back to) and the submit button, which waits for the network. */
export function FormFooter({
  form,
  failure,
  submitLabel,
  onCancel,
}: {
  form: { isSubmitting: boolean };
  failure: string | null;
  submitLabel: string;
  onCancel?: () => void;
}) {
  const t = useT();
  const online = useOnlineStatus();
  return (
    <>
      {failure && <Notice tone="error" title={failure} />}

      <div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-6 sm:flex-row sm:justify-end">
        {onCancel && (
          <button type="button" className="btn-outline" onClick={onCancel} disabled={form.isSubmitting}>
            {t('listingForm.cancel')}
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={form.isSubmitting || !online} aria-busy={form.isSubmitting}>
          {form.isSubmitting && <Spinner />}
          {submitLabel}
        </button>
      </div>
    </>
  );
}
