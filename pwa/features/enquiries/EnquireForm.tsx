/**
 * The Enquire form of a property, a project or the contact page: name, mobile, optional e-mail, a
 * message prefilled with the listing, and an optional site visit. The form records an
 * `enquiry.create` mutation (data/enquiries.ts) and shows how it went: sent with its reference,
 * kept on the phone until the connection is back, or refused. Before it is sent the form shows the
 * notice of its purposes (follow-up, and the site visit once a day is chosen) and the separate,
 * unticked choice of offers.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '../../../contract/answers.ts';
import { addDays, agencyDate, EnquiryBody, VISIT_DAYS_AHEAD, visitSlots, type EnquiryArgs } from '../../../contract/enquiries.ts';
import { describedBy, FieldShell } from '../../components/FormField.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ApiError } from '../../lib/apiError.ts';
import { sendEnquiry } from '../../data/enquiries.ts';
import { useAuth } from '../../lib/store.ts';
import { Message, useLocale, useT } from '../../i18n/useT.tsx';
import { useFailureMessage, useFormMessage } from '../../lib/formMessages.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { PurposeNotice } from '../privacy/PurposeNotice.tsx';

export interface EnquireFormProps {
  propertyId?: string;
  projectId?: string;
  /** The message the form starts with (the listing's reference and title). */
  prefill?: string;
  title?: string;
}

type Outcome = { kind: 'sent'; reference: string | null } | { kind: 'queued' } | null;

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

/** A neutral example of a mobile number (not anyone's, nor the agency's). */
const MOBILE_EXAMPLE = '98765 43210';

type Field = 'name' | 'mobile' | 'email' | 'message' | 'visitDate' | 'visitSlot';

function Input({ label, error, hint, children }: { label: string; error?: string; hint?: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {children(id)}
    </FieldShell>
  );
}

export function EnquireForm({ propertyId, projectId, prefill = '', title }: EnquireFormProps) {
  const t = useT();
  const locale = useLocale();
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
  const today = agencyDate(new Date());
  const headingId = useId();
  const outcomeRef = useRef<HTMLElement>(null);
  // The form the keyboard was in is gone: focus goes to what replaced it, so it is read out and kept.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const body = {
      ...(propertyId ? { propertyId } : {}),
      ...(projectId ? { projectId } : {}),
      name: values.name,
      mobile: values.mobile,
      ...(values.email.trim() ? { email: values.email } : {}),
      message: values.message,
      ...(values.visitDate ? { visitDate: values.visitDate, ...(values.visitSlot ? { visitSlot: values.visitSlot } : {}) } : {}),
      ...(marketing ? { marketing: true } : {}),
      language: locale,
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

  // Present before anything is sent, so screen readers announce what it says once it changes.
  const announcement = (
    <p role="status" aria-live="polite" className="sr-only" data-testid="enquiry-announcement">
      {outcome?.kind === 'sent' ? t('enquire.thanks') : outcome?.kind === 'queued' ? t('enquire.savedOffline') : ''}
    </p>
  );

  if (outcome) {
    return (
      <>
        {announcement}
        <section ref={outcomeRef} tabIndex={-1} className="card p-6 outline-none" aria-labelledby={headingId} data-testid="enquiry-outcome">
          <h2 id={headingId} className="sr-only">
            {title ?? t('enquirePanel.title')}
          </h2>
          <div className="flex items-start gap-3">
            <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-700">
              <Icon name="check" className="h-5 w-5" />
            </span>
            <div>
              {outcome.kind === 'sent' ? (
                <>
                  <p className="font-bold text-ink">{t('enquire.thanks')}</p>
                  {outcome.reference && (
                    <p className="mt-1 text-sm text-ink-soft">
                      <Message
                        id="enquire.reference"
                        values={{ reference: outcome.reference }}
                        components={{ 0: <strong className="font-mono text-ink" /> }}
                      />
                    </p>
                  )}
                </>
              ) : (
                <p className="font-bold text-ink">{t('enquire.savedOffline')}</p>
              )}
            </div>
          </div>
        </section>
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
        <Input label={t('enquire.name')} error={errors.name}>
          {(id) => (
            <input
              id={id}
              className="field"
              autoComplete="name"
              value={values.name}
              onChange={set('name')}
              {...describedBy(id, { error: errors.name })}
            />
          )}
        </Input>
        <Input label={t('enquire.mobile')} error={errors.mobile}>
          {(id) => (
            <input
              id={id}
              className="field"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={MOBILE_EXAMPLE}
              value={values.mobile}
              onChange={set('mobile')}
              {...describedBy(id, { error: errors.mobile })}
            />
          )}
        </Input>
        <Input label={t('enquire.email')} error={errors.email}>
          {(id) => (
            <input
              id={id}
              className="field"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              {...describedBy(id, { error: errors.email })}
            />
          )}
        </Input>
        <Input label={t('enquire.message')} error={errors.message}>
          {(id) => (
            <textarea
              id={id}
              className="field min-h-24"
              rows={4}
              maxLength={2000}
              value={values.message}
              onChange={set('message')}
              {...describedBy(id, { error: errors.message })}
            />
          )}
        </Input>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="label mb-2">{t('enquire.visit')}</legend>
          <Input label={t('enquire.visitDate')} error={errors.visitDate}>
            {(id) => (
              <input
                id={id}
                className="field"
                type="date"
                min={today}
                max={addDays(today, VISIT_DAYS_AHEAD)}
                value={values.visitDate}
                onChange={set('visitDate')}
                {...describedBy(id, { error: errors.visitDate })}
              />
            )}
          </Input>
          <Input label={t('enquire.visitSlot')} error={errors.visitSlot}>
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
          </Input>
        </fieldset>
        {/* People never see this field; form-filling robots do. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input tabIndex={-1} autoComplete="off" name="website" value={website} onChange={(event) => setWebsite(event.target.value)} />
          </label>
        </div>
        <PurposeNotice
          purposes={values.visitDate ? ['enquiry', 'visits'] : ['enquiry']}
          marketing={{ checked: marketing, onChange: setMarketing }}
        />
        {(failure || errors._) && (
          <p role="alert" className="text-sm font-medium text-rose-700">
            {localize(failure ?? errors._ ?? '')}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? t('enquire.sending') : t('enquire.send')}
        </button>
        <p className="text-xs text-ink-muted">{t(consentOf({ propertyId, projectId }))}</p>
      </form>
    </>
  );
}
