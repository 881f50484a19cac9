/**
 * The Enquire form of a property, a project or the contact page: name, mobile, optional e-mail, a
 * message prefilled with the listing, and an optional site visit. The form records an
 * `enquiry.create` mutation (data/enquiries.ts) and shows how it went: sent with its reference,
 * kept on the phone until the connection is back, or refused. Before it is sent the form shows the
 * notice of its purposes (follow-up, and the site visit once a day is chosen) and the separate,
 * unticked choice of offers.
 *
 * On a listing's page the visitor may pick a free time instead of a day (the slot picker, a lazy
 * part): the form then books the visit with POST /visits, which only the server can promise. With no
 * connection it keeps a visit request in the outbox instead (the day and part of the day of the time
 * chosen), and says the time will be confirmed: never a booking the phone cannot know is still free.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import * as v from 'valibot';
import { fieldErrors } from '../../../contract/answers.ts';
import { addDays, agencyDate, EnquiryBody, VISIT_DAYS_AHEAD, visitSlots, type EnquiryArgs } from '../../../contract/enquiries.ts';
import { ContactFields, FormEnd, RobotTrap, SentReference, ThanksCard } from '../../components/ContactForm.tsx';
import { LabelledControl, PlainField, PlainTextArea } from '../../components/FormField.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ApiError } from '../../lib/apiError.ts';
import { enquiryKeys, sendEnquiry } from '../../data/enquiries.ts';
import { bookVisit, nextSlotsOf, visitKeys } from '../../data/visits.ts';
import { agencyClock, partOfDay, VisitBookingBody, type Slot } from '../../../contract/visits.ts';
import { isNetworkError } from '../../data/sender.ts';
import { INTL_LOCALES } from '../../i18n/locales.ts';
import { withMessages } from '../../i18n/i18n.ts';
import { visitMoment } from './visitTimes.ts';
import { useAuth } from '../../lib/store.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { useFailureMessage, useFormMessage } from '../../lib/formMessages.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { PurposeNotice } from '../privacy/PurposeNotice.tsx';

export interface EnquireFormProps {
  propertyId?: string;
  projectId?: string;
  /** The message the form starts with (the listing's reference and title). */
  prefill?: string;
  title?: string;
  /** How many times the page's Book a visit was tapped: each opens the free times. */
  visitRequests?: number;
}

type Outcome =
  | { kind: 'sent'; reference: string | null }
  | { kind: 'queued' }
  | { kind: 'booked'; reference: string; startsAt: string }
  /** A visit request (no connection when booking): sent or kept, its time to be confirmed. */
  | { kind: 'requested'; sent: boolean; startsAt: string }
  | null;

// The free times come with their words when the visitor asks for them (the visits area).
const SlotPicker = lazy(withMessages('visits', () => import('./SlotPicker.tsx').then((module) => ({ default: module.SlotPicker }))));

const slotLabels: Record<(typeof visitSlots)[number], MessageId> = {
  morning: 'myEnquiries.slot.morning',
  afternoon: 'myEnquiries.slot.afternoon',
  evening: 'myEnquiries.slot.evening',
};

/** What the consent line names: the listing, the project, or the enquiry itself (the contact page). */
function consentOf(props: Pick<EnquireFormProps, 'propertyId' | 'projectId'>): MessageId {
  if (props.propertyId) return 'enquire.consent';
  if (props.projectId) return 'enquire.consent.project';
  return 'enquire.consent.general';
}

type Field = 'name' | 'mobile' | 'email' | 'message' | 'visitDate' | 'visitSlot';

export function EnquireForm({ propertyId, projectId, prefill = '', title, visitRequests = 0 }: EnquireFormProps) {
  const t = useT();
  const locale = useLocale();
  const intl = INTL_LOCALES[locale];
  const queryClient = useQueryClient();
  const listing = propertyId ? { propertyId } : projectId ? { projectId } : null;
  const describeFailure = useFailureMessage();
  const localize = useFormMessage();
  const auth = useAuth();
  const user = auth.user;
  const [values, setValues] = useState<Record<Field, string>>({
    name: user?.fullName ?? '',
    mobile: user?.mobile ?? '',
    email: user?.email ?? '',
    message: prefill,
    visitDate: '',
    visitSlot: '',
  });
  const [marketing, setMarketing] = useState(false);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(visitRequests > 0);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [suggested, setSuggested] = useState<Slot[]>([]);
  const today = agencyDate(new Date());
  const headingId = useId();
  const outcomeRef = useRef<HTMLElement>(null);
  const visitRef = useRef<HTMLFieldSetElement>(null);
  // Book a visit: the free times open and come into view.
  useEffect(() => {
    if (visitRequests === 0) return;
    setPicking(true);
    visitRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [visitRequests]);
  // The form the keyboard was in is gone: focus goes to what replaced it, so it is read out and kept.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function choose(chosen: Slot) {
    setSlot(chosen);
    setFailure(null);
    setErrors({});
  }

  /** What an enquiry and a booking both send: the listing, the person, their message and choices. */
  const personFields = () => ({
    ...(propertyId ? { propertyId } : {}),
    ...(projectId ? { projectId } : {}),
    name: values.name,
    mobile: values.mobile,
    ...(values.email.trim() ? { email: values.email } : {}),
    message: values.message,
    ...(marketing ? { marketing: true } : {}),
    language: locale,
  });

  /** Books the chosen time; with no connection, keeps a request for it instead. */
  async function book(chosen: Slot) {
    const fields = personFields();
    const parsed = v.safeParse(VisitBookingBody, { id: crypto.randomUUID(), ...fields, startsAt: chosen.startsAt });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return;
    }
    setErrors({});
    try {
      const booked = await bookVisit(parsed.output);
      if (user) void queryClient.invalidateQueries({ queryKey: enquiryKeys.mine(user._id) });
      setOutcome({ kind: 'booked', reference: booked.reference, startsAt: booked.startsAt });
    } catch (error) {
      if (isNetworkError(error)) return requestVisit(chosen, fields);
      const next = nextSlotsOf(error);
      if (next.length || (error instanceof ApiError && error.status === 409)) {
        // Taken meanwhile: the server's words, its next free times, and the days afresh.
        setSlot(null);
        setSuggested(next);
        void queryClient.invalidateQueries({ queryKey: visitKeys.slots(listing!) });
        setErrors({ startsAt: (error as ApiError).message });
      } else if (error instanceof ApiError && error.errors?.fields) setErrors(error.errors.fields);
      else setFailure(describeFailure(error, t('enquire.failed')));
    }
  }

  /** The chosen time as an enquiry asking for its day and part of the day, through the outbox. */
  async function requestVisit(chosen: Slot, fields: Omit<EnquiryArgs, 'visitDate' | 'visitSlot'>) {
    const time = visitMoment(chosen.startsAt, intl);
    const message = [(fields.message ?? '').trim(), t('enquire.preferredTime', { time })].filter(Boolean).join('\n\n');
    const args: EnquiryArgs = {
      ...fields,
      message,
      visitDate: agencyClock(chosen.startsAt).date,
      visitSlot: partOfDay(chosen.startsAt),
    };
    const sent = await sendEnquiry(user?._id ?? null, args);
    if (sent.kind !== 'refused') setOutcome({ kind: 'requested', sent: sent.kind === 'sent', startsAt: chosen.startsAt });
    else setFailure(describeFailure(sent.error, t('enquire.failed')));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    // People never fill the honeypot: a robot's visit goes the enquiry's way, where it is kept as spam.
    if (slot && !website) {
      setBusy(true);
      try {
        await book(slot);
      } finally {
        setBusy(false);
      }
      return;
    }
    const body = {
      ...personFields(),
      ...(values.visitDate ? { visitDate: values.visitDate, ...(values.visitSlot ? { visitSlot: values.visitSlot } : {}) } : {}),
      ...(website ? { website } : {}),
    };
    const parsed = v.safeParse(EnquiryBody, body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    const { website: honeypot, id: _id, ...args } = parsed.output;
    try {
      const sent = await sendEnquiry(user?._id ?? null, args as EnquiryArgs, honeypot);
      if (sent.kind !== 'refused') setOutcome(sent);
      else if (sent.error instanceof ApiError && sent.error.errors?.fields) setErrors(sent.error.errors.fields);
      else setFailure(describeFailure(sent.error, t('enquire.failed')));
    } finally {
      setBusy(false);
    }
  }

  function outcomeWords(done: NonNullable<Outcome>): string {
    switch (done.kind) {
      case 'sent':
        return t('enquire.thanks');
      case 'queued':
        return t('enquire.savedOffline');
      case 'booked':
        return t('enquire.booked', { time: visitMoment(done.startsAt, intl) });
      case 'requested':
        return t(done.sent ? 'enquire.requestSent' : 'enquire.requestKept', { time: visitMoment(done.startsAt, intl) });
    }
  }

  // Present before anything is sent, so screen readers announce what it says once it changes.
  const announcement = (
    <p role="status" aria-live="polite" className="sr-only" data-testid="enquiry-announcement">
      {outcome ? outcomeWords(outcome) : ''}
    </p>
  );

  if (outcome) {
    return (
      <>
        {announcement}
        <ThanksCard heading={title ?? t('enquirePanel.title')} headingId={headingId} sectionRef={outcomeRef} testId="enquiry-outcome">
          <div>
            {outcome.kind === 'booked' ? (
              <>
                <p className="font-bold text-ink" data-testid="visit-booked">
                  {outcomeWords(outcome)}
                </p>
                <SentReference id="enquire.reference" reference={outcome.reference} />
                {values.email.trim() && <p className="mt-1 text-sm text-ink-soft">{t('enquire.bookedMail')}</p>}
                {user && (
                  <Link href="/dashboard?tab=enquiries" className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
                    {t('enquire.seeMine')}
                  </Link>
                )}
              </>
            ) : outcome.kind === 'requested' ? (
              <p className="font-bold text-ink" data-testid="visit-requested">
                {outcomeWords(outcome)}
              </p>
            ) : outcome.kind === 'sent' ? (
              <>
                <p className="font-bold text-ink">{t('enquire.thanks')}</p>
                {outcome.reference && <SentReference id="enquire.reference" reference={outcome.reference} />}
              </>
            ) : (
              <p className="font-bold text-ink">{t('enquire.savedOffline')}</p>
            )}
          </div>
        </ThanksCard>
      </>
    );
  }

  return (
    <>
      {announcement}
      <form className="card space-y-4 p-6" onSubmit={submit} noValidate aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {title ?? t('enquirePanel.title')}
        </h2>
        <ContactFields
          labels={{ name: t('enquire.name'), mobile: t('enquire.mobile'), email: t('enquire.email') }}
          values={values}
          errors={errors}
          onChange={set}
        />
        <PlainTextArea
          label={t('enquire.message')}
          error={errors.message}
          rows={4}
          maxLength={2000}
          value={values.message}
          onChange={set('message')}
        />
        <fieldset ref={visitRef} className="min-w-0 space-y-3" data-testid="visit-fieldset">
          <legend className="label mb-2">{t('enquire.visit')}</legend>
          {listing && !picking && (
            <button type="button" className="btn-outline w-full" onClick={() => setPicking(true)} data-testid="pick-visit-time">
              <Icon name="calendar" className="h-4 w-4" />
              {t('enquire.pickTime')}
            </button>
          )}
          {listing && picking && (
            <Suspense fallback={<p className="text-sm text-ink-soft">…</p>}>
              <SlotPicker listing={listing} chosen={slot?.startsAt ?? null} onChoose={choose} suggested={suggested} />
            </Suspense>
          )}
          {errors.startsAt && (
            <p role="alert" className="text-sm font-medium text-rose-700" data-testid="visit-refused">
              {localize(errors.startsAt)}
            </p>
          )}
          {slot ? (
            <div
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 p-3 text-sm"
              data-testid="chosen-visit"
            >
              <span className="font-semibold text-ink">{t('enquire.chosenTime', { time: visitMoment(slot.startsAt, intl) })}</span>
              <button type="button" className="text-sm font-semibold text-brand-700 underline" onClick={() => setSlot(null)}>
                {t('enquire.clearTime')}
              </button>
            </div>
          ) : (
            <>
              {listing && <p className="text-sm text-ink-soft">{t('enquire.orAskDay')}</p>}
              <div className="grid gap-4 sm:grid-cols-2">
                <PlainField
                  label={t('enquire.visitDate')}
                  error={errors.visitDate}
                  type="date"
                  min={today}
                  max={addDays(today, VISIT_DAYS_AHEAD)}
                  value={values.visitDate}
                  onChange={set('visitDate')}
                />
                <LabelledControl label={t('enquire.visitSlot')} error={errors.visitSlot}>
                  {(id) => (
                    <select id={id} className="field" value={values.visitSlot} onChange={set('visitSlot')} disabled={!values.visitDate}>
                      <option value="">{t('enquire.anyTime')}</option>
                      {visitSlots.map((slot) => (
                        <option key={slot} value={slot}>
                          {t(slotLabels[slot])}
                        </option>
                      ))}
                    </select>
                  )}
                </LabelledControl>
              </div>
            </>
          )}
        </fieldset>
        <RobotTrap value={website} onChange={setWebsite} />
        <PurposeNotice
          purposes={values.visitDate || slot ? ['enquiry', 'visits'] : ['enquiry']}
          marketing={{ checked: marketing, onChange: setMarketing }}
        />
        <FormEnd
          failure={failure || errors._ ? localize(failure ?? errors._ ?? '') : null}
          busy={busy}
          label={slot ? (busy ? t('enquire.booking') : t('enquire.book')) : busy ? t('enquire.sending') : t('enquire.send')}
          consent={t(consentOf({ propertyId, projectId }))}
        />
      </form>
    </>
  );
}
