/**
 * The "List your property with us" form: the owner, what and where, the expected price or rent (shown
 * in rupees as Indians group them while it is typed) and photos. Photos go up first while there is a
 * connection; with none the rest is queued on the phone and the form says the photos were left out.
 * The purposes notice is shown before anything is sent.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '../../../contract/answers.ts';
import { commercialCategories, residentialCategories, type PropertyCategory } from '../../../contract/catalog.ts';
import {
  isHomeCategory,
  OFFER_PHOTOS_MAX,
  offerPurposes,
  ownerListingMessages,
  OwnerListingBody,
  type OwnerListingArgs,
} from '../../../contract/ownerListings.ts';
import { ContactFields, FormEnd, RobotTrap, SentReference, ThanksCard } from '../../components/ContactForm.tsx';
import { describedBy, LabelledControl, PlainField, PlainTextArea } from '../../components/FormField.tsx';
import { RadioChoices } from '../../components/RadioChoices.tsx';
import { sendOwnerListing, uploadOfferPhotos } from '../../data/ownerListings.ts';
import { isNetworkError } from '../../data/sender.ts';
import { ApiError } from '../../lib/apiError.ts';
import { formatRupees } from '../../lib/format.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { subCategoryLabel } from '../../lib/labels.ts';
import { useAuth } from '../../lib/store.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { PurposeNotice } from '../privacy/PurposeNotice.tsx';

type Field = 'name' | 'mobile' | 'email' | 'purpose' | 'category' | 'locality' | 'address' | 'bhk' | 'areaSqft' | 'expectedPrice' | 'notes';

type Outcome = { kind: 'sent'; reference: string | null; photosLeftOut: boolean } | { kind: 'queued'; photosLeftOut: boolean } | null;

/** The contract's messages in the page's language (the shared ones, name and mobile, the field shell translates). */
const ownMessages: Record<string, MessageId> = {
  [ownerListingMessages.purpose]: 'owners.error.purpose',
  [ownerListingMessages.category]: 'owners.error.category',
  [ownerListingMessages.locality]: 'owners.error.locality',
  [ownerListingMessages.price]: 'owners.error.price',
  [ownerListingMessages.priceNumber]: 'owners.error.priceNumber',
  [ownerListingMessages.bhk]: 'owners.error.bhk',
  [ownerListingMessages.area]: 'owners.error.area',
  [ownerListingMessages.photos]: 'owners.error.photos',
};

const BHK_CHOICES = ['1', '2', '3', '4', '5'];

/** Digits of a typed amount ("85,00,000" → 8500000); null while it is not a whole number. */
function amountOf(text: string): number | null {
  const digits = text.replace(/[,\s]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null;
}

export function OwnerListingForm() {
  const t = useT();
  const locale = useLocale();
  const describeFailure = useFailureMessage();
  const user = useAuth().user;
  const [values, setValues] = useState<Record<Field, string>>({
    name: user?.fullName ?? '',
    mobile: user?.mobile ?? '',
    email: user?.email ?? '',
    purpose: 'sale',
    category: '',
    locality: '',
    address: '',
    bhk: '',
    areaSqft: '',
    expectedPrice: '',
    notes: '',
  });
  const [photos, setPhotos] = useState<File[]>([]);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [offline, setOffline] = useState(false);
  const headingId = useId();
  const outcomeRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  // Whether photos can go up now: said before the owner sends, not after.
  useEffect(() => {
    const update = () => setOffline(navigator.onLine === false);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const say = (message: string | undefined) => (message && ownMessages[message] ? t(ownMessages[message]) : message);
  const home = values.category === '' || isHomeCategory(values.category as PropertyCategory);
  const amount = amountOf(values.expectedPrice);

  /** The photos' keys; null when they were left out for want of a connection. */
  async function uploadedPhotos(): Promise<string[] | null> {
    if (photos.length === 0) return [];
    if (navigator.onLine === false) return null;
    try {
      return await uploadOfferPhotos(photos);
    } catch (error) {
      if (isNetworkError(error)) return null;
      throw error;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const body = {
      ...values,
      bhk: home ? values.bhk : '',
      language: locale,
      ...(website ? { website } : {}),
    };
    const parsed = v.safeParse(OwnerListingBody, body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return;
    }
    if (photos.length > OFFER_PHOTOS_MAX) {
      setErrors({ photos: ownerListingMessages.photos });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const keys = await uploadedPhotos();
      const { website: honeypot, id: _id, ...args } = parsed.output;
      const sent = await sendOwnerListing({ ...args, photos: keys ?? [] } as OwnerListingArgs, honeypot);
      const photosLeftOut = keys === null;
      if (sent.kind === 'sent') setOutcome({ kind: 'sent', reference: sent.reference, photosLeftOut });
      else if (sent.kind === 'queued') setOutcome({ kind: 'queued', photosLeftOut });
      else if (sent.error instanceof ApiError && sent.error.errors?.fields) setErrors(sent.error.errors.fields);
      else setFailure(describeFailure(sent.error, t('owners.failed')));
    } catch (error) {
      // A photo the server refused (not an image, too large): said on the photos field.
      if (error instanceof ApiError && (error.status === 413 || error.status === 415 || error.status === 400)) {
        setErrors({ photos: describeFailure(error, t('owners.failed')) });
      } else setFailure(describeFailure(error, t('owners.failed')));
    } finally {
      setBusy(false);
    }
  }

  const announcement = (
    <p role="status" aria-live="polite" className="sr-only">
      {outcome?.kind === 'sent' ? t('owners.thanks') : outcome?.kind === 'queued' ? t('owners.savedOffline') : ''}
    </p>
  );

  if (outcome) {
    return (
      <>
        {announcement}
        <ThanksCard heading={t('owners.formTitle')} headingId={headingId} sectionRef={outcomeRef} testId="offer-outcome">
          <div className="space-y-1">
            {outcome.kind === 'sent' ? (
              <>
                <p className="font-bold text-ink">{t('owners.thanks')}</p>
                {outcome.reference && <SentReference id="owners.reference" reference={outcome.reference} testId="offer-reference" />}
              </>
            ) : (
              <p className="font-bold text-ink">{t('owners.savedOffline')}</p>
            )}
            {outcome.photosLeftOut && <p className="text-sm text-ink-soft">{t('owners.photosLeftOut')}</p>}
          </div>
        </ThanksCard>
      </>
    );
  }

  return (
    <>
      {announcement}
      <form className="card space-y-5 p-5 sm:p-6" onSubmit={submit} noValidate aria-labelledby={headingId} data-testid="owner-listing-form">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {t('owners.formTitle')}
        </h2>
        <RadioChoices
          legend={t('owners.purpose')}
          name="purpose"
          options={offerPurposes}
          value={values.purpose}
          labelOf={(purpose) => t(purpose === 'sale' ? 'owners.purpose.sale' : 'owners.purpose.rent')}
          onChange={(purpose) => setValues((current) => ({ ...current, purpose }))}
          optionsClassName="grid grid-cols-2 gap-2"
          error={say(errors.purpose)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledControl label={t('owners.category')} error={say(errors.category)}>
            {(id) => (
              <select
                id={id}
                className="field"
                value={values.category}
                onChange={set('category')}
                {...describedBy(id, { error: errors.category })}
              >
                <option value="">{t('owners.choose')}</option>
                <optgroup label={t('catalog.residential')}>
                  {residentialCategories.map((category) => (
                    <option key={category} value={category}>
                      {subCategoryLabel(t, category)}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('catalog.commercial')}>
                  {commercialCategories.map((category) => (
                    <option key={category} value={category}>
                      {subCategoryLabel(t, category)}
                    </option>
                  ))}
                </optgroup>
              </select>
            )}
          </LabelledControl>
          {home && (
            <LabelledControl label={t('owners.bhk')} error={say(errors.bhk)}>
              {(id) => (
                <select id={id} className="field" value={values.bhk} onChange={set('bhk')} {...describedBy(id, { error: errors.bhk })}>
                  <option value="">{t('owners.choose')}</option>
                  {BHK_CHOICES.map((count) => (
                    <option key={count} value={count}>
                      {t('card.bhk', { count: Number(count) })}
                    </option>
                  ))}
                </select>
              )}
            </LabelledControl>
          )}
          <PlainField
            label={t('owners.locality')}
            error={say(errors.locality)}
            hint={t('owners.localityHint')}
            autoComplete="address-level2"
            value={values.locality}
            onChange={set('locality')}
          />
          <PlainField
            label={t('owners.area')}
            error={say(errors.areaSqft)}
            inputMode="numeric"
            value={values.areaSqft}
            onChange={set('areaSqft')}
          />
        </div>
        <PlainField
          label={t('owners.address')}
          error={say(errors.address)}
          autoComplete="street-address"
          value={values.address}
          onChange={set('address')}
        />
        <PlainField
          label={t(values.purpose === 'rent' ? 'owners.price.rent' : 'owners.price.sale')}
          error={say(errors.expectedPrice)}
          hint={amount ? <span data-testid="price-in-words">{formatRupees(amount, locale)}</span> : undefined}
          inputMode="numeric"
          value={values.expectedPrice}
          onChange={set('expectedPrice')}
        />
        <PlainTextArea
          label={t('owners.notes')}
          error={say(errors.notes)}
          className="min-h-20"
          rows={3}
          maxLength={2000}
          value={values.notes}
          onChange={set('notes')}
        />
        <LabelledControl
          label={t('owners.photos', { max: OFFER_PHOTOS_MAX })}
          error={say(errors.photos)}
          hint={offline ? <span data-testid="photos-offline">{t('owners.photosOffline')}</span> : undefined}
        >
          {(id) => (
            // The browser's own file button speaks the browser's language: this one speaks the page's.
            <div className="flex flex-wrap items-center gap-3">
              <input
                id={id}
                type="file"
                accept="image/*"
                multiple
                disabled={offline}
                className="peer sr-only"
                onChange={(event) => setPhotos([...(event.target.files ?? [])])}
                {...describedBy(id, { error: errors.photos, hint: offline ? true : undefined })}
              />
              <label
                htmlFor={id}
                className="btn-outline cursor-pointer text-sm peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
              >
                {t('owners.choosePhotos')}
              </label>
              <span className="text-sm text-ink-soft" data-testid="photos-chosen">
                {photos.length > 0 ? t('owners.photosChosen', { count: photos.length }) : t('owners.noPhotos')}
              </span>
            </div>
          )}
        </LabelledControl>
        <fieldset className="space-y-4 border-t border-sand-200 pt-4">
          <legend className="label pt-4">{t('owners.you')}</legend>
          <ContactFields
            labels={{ name: t('owners.name'), mobile: t('owners.mobile'), email: t('owners.email') }}
            values={values}
            errors={errors}
            onChange={set}
            pairClassName="grid gap-4 sm:grid-cols-2"
          />
        </fieldset>
        <RobotTrap value={website} onChange={setWebsite} />
        <PurposeNotice purposes={['enquiry']} />
        <FormEnd
          failure={failure ?? errors._ ?? null}
          busy={busy}
          label={busy ? t('owners.sending') : t('owners.send')}
          consent={t('owners.consent')}
        />
      </form>
    </>
  );
}
