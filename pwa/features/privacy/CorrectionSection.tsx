import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import toast from '../../lib/toast.ts';
import type { EnquiryContact } from '../../../contract/privacyRights.ts';
import { FieldShell, describedBy } from '../../components/FormField.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { SettingsCard } from '../dashboard/SettingsCard.tsx';
import { correctEnquiryContact, enquiryContactsQuery, privacyKeys } from '../../data/privacyRights.ts';
import { ApiError } from '../../lib/apiError.ts';
import { formatMobile } from '../../../contract/fields.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { useT } from '../../i18n/useT.tsx';
import type { MessageId } from '../../i18n/messages/en.ts';

type Contact = { name: string; mobile: string; email: string };
const FIELDS: { name: keyof Contact; label: MessageId; type: string }[] = [
  { name: 'name', label: 'rights.correction.name', type: 'text' },
  { name: 'mobile', label: 'rights.correction.mobile', type: 'tel' },
  { name: 'email', label: 'rights.correction.email', type: 'email' },
];

function ContactField({
  label,
  type,
  value,
  error,
  onChange,
}: {
  label: string;
  type: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        type={type}
        className={`field ${error ? '!border-rose-400' : ''}`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...describedBy(id, { error })}
      />
    </FieldShell>
  );
}

/** One enquiry's contact details, and the form that corrects them once opened. */
function EnquiryContactRow({ enquiry }: { enquiry: EnquiryContact }) {
  const t = useT();
  const online = useOnlineStatus();
  const describeFailure = useFailureMessage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [contact, setContact] = useState<Contact>({ name: enquiry.name, mobile: enquiry.mobile, email: enquiry.email ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => correctEnquiryContact(enquiry._id, contact),
    onSuccess: () => {
      setEditing(false);
      setErrors({});
      toast.success(t('rights.correction.saved'));
      void queryClient.invalidateQueries({ queryKey: privacyKeys.enquiries });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors?.fields) setErrors(error.errors.fields);
      else toast.error(describeFailure(error, t('rights.correction.failed')));
    },
  });
  return (
    <li className="py-4" data-testid="enquiry-contact">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {enquiry.reference}
            {enquiry.listingTitle && <span className="font-normal text-ink-soft"> · {enquiry.listingTitle}</span>}
          </p>
          <p className="mt-0.5 break-words text-sm text-ink-soft">
            {enquiry.name} · {formatMobile(enquiry.mobile)}
            {enquiry.email && ` · ${enquiry.email}`}
          </p>
        </div>
        {!editing && (
          <button type="button" className="btn-outline sm:shrink-0" onClick={() => setEditing(true)}>
            <Icon name="edit" className="h-4 w-4" />
            {t('rights.correction.edit')}
            <span className="sr-only">{t('rights.correction.editFor', { reference: enquiry.reference })}</span>
          </button>
        )}
      </div>
      {editing && (
        <form
          className="mt-4 grid gap-4 sm:grid-cols-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          {FIELDS.map((field) => (
            <ContactField
              key={field.name}
              label={t(field.label)}
              type={field.type}
              value={contact[field.name]}
              error={errors[field.name] ?? null}
              onChange={(value) => setContact((current) => ({ ...current, [field.name]: value }))}
            />
          ))}
          <div className="flex flex-wrap gap-3 sm:col-span-3">
            <button type="submit" className="btn-primary" disabled={save.isPending || !online}>
              {save.isPending && <Spinner />}
              {t('rights.correction.save')}
            </button>
            <button type="button" className="btn-outline" onClick={() => setEditing(false)}>
              {t('rights.correction.cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

/** Privacy → Correct your details: the account's in Account Settings, the enquiries' here. */
export function CorrectionSection() {
  const t = useT();
  const describeFailure = useFailureMessage();
  const enquiries = useQuery(enquiryContactsQuery());
  return (
    <SettingsCard id="correction-heading" title={t('rights.correction.title')} intro={t('rights.correction.intro')}>
      <Link href="/dashboard?tab=settings" className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-800 underline">
        {t('rights.correction.accountLink')}
        <Icon name="arrowRight" className="h-4 w-4" />
      </Link>
      {enquiries.isPending && (
        <p className="mt-6 flex items-center gap-2 text-sm text-ink-soft" role="status">
          <Spinner /> {t('rights.loading')}
        </p>
      )}
      {enquiries.isError && (
        <div className="mt-6">
          <Notice tone="error" title={describeFailure(enquiries.error, t('rights.loadFailed'))} />
        </div>
      )}
      {enquiries.data &&
        (enquiries.data.length === 0 ? (
          <p className="mt-6 text-sm text-ink-soft">{t('rights.correction.empty')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-sand-200" aria-label={t('rights.correction.enquiries')}>
            {enquiries.data.map((enquiry) => (
              <EnquiryContactRow key={enquiry._id} enquiry={enquiry} />
            ))}
          </ul>
        ))}
    </SettingsCard>
  );
}
