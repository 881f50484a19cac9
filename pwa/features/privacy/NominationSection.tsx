import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import toast from '../../lib/toast.ts';
import type { Nominee, NomineeBody } from '../../../contract/privacyRights.ts';
import { FieldShell, describedBy } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { SettingsCard } from '../dashboard/SettingsCard.tsx';
import { nomineeQuery, privacyKeys, removeNominee, saveNominee } from '../../data/privacyRights.ts';
import { ApiError } from '../../lib/apiError.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { useT } from '../../i18n/useT.tsx';
import type { MessageId } from '../../i18n/messages/en.ts';

type Fields = Required<NomineeBody>;
const EMPTY: Fields = { name: '', email: '', mobile: '', relation: '' };
const FIELDS: { name: keyof Fields; label: MessageId; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'rights.nominee.name', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'rights.nominee.email', type: 'email', autoComplete: 'off' },
  { name: 'mobile', label: 'rights.nominee.mobile', type: 'tel', autoComplete: 'off' },
  { name: 'relation', label: 'rights.nominee.relation', type: 'text', autoComplete: 'off' },
];

const fieldsOf = (nominee: Nominee | null | undefined): Fields =>
  nominee ? { name: nominee.name, email: nominee.email, mobile: nominee.mobile ?? '', relation: nominee.relation } : EMPTY;

function NomineeField({
  field,
  value,
  error,
  onChange,
}: {
  field: (typeof FIELDS)[number];
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <FieldShell id={id} label={t(field.label)} error={error}>
      <input
        id={id}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        className={`field ${error ? '!border-rose-400' : ''}`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...describedBy(id, { error })}
      />
    </FieldShell>
  );
}

/** Privacy → Nominee: someone who may use the person's rights on their death or incapacity. */
export function NominationSection() {
  const t = useT();
  const online = useOnlineStatus();
  const describeFailure = useFailureMessage();
  const queryClient = useQueryClient();
  const nominee = useQuery(nomineeQuery());
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setFields(fieldsOf(nominee.data)), [nominee.data]);

  const save = useMutation({
    mutationFn: () => saveNominee(fields),
    onSuccess: (answer) => {
      queryClient.setQueryData(privacyKeys.nominee, answer.data.nominee);
      setErrors({});
      toast.success(t('rights.nominee.saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors?.fields) setErrors(error.errors.fields);
      else toast.error(describeFailure(error, t('rights.nominee.failed')));
    },
  });
  const remove = useMutation({
    mutationFn: removeNominee,
    onSuccess: () => {
      queryClient.setQueryData(privacyKeys.nominee, null);
      toast.success(t('rights.nominee.removed'));
    },
    onError: (error) => toast.error(describeFailure(error, t('rights.nominee.failed'))),
  });

  return (
    <SettingsCard id="nominee-heading" title={t('rights.nominee.title')} intro={t('rights.nominee.intro')}>
      {nominee.isError && (
        <div className="mt-6">
          <Notice tone="error" title={describeFailure(nominee.error, t('rights.loadFailed'))} />
        </div>
      )}
      {nominee.isSuccess && (
        <p className="mt-4 text-sm text-ink-soft" data-testid="nominee-status">
          {nominee.data
            ? t('rights.nominee.current', { name: nominee.data.name, relation: nominee.data.relation })
            : t('rights.nominee.none')}
        </p>
      )}
      <form
        className="mt-6 grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        {FIELDS.map((field) => (
          <NomineeField
            key={field.name}
            field={field}
            value={fields[field.name]}
            error={errors[field.name] ?? null}
            onChange={(value) => setFields((current) => ({ ...current, [field.name]: value }))}
          />
        ))}
        <p className="text-sm text-ink-soft sm:col-span-2" data-testid="nominee-purpose">
          {t('rights.nominee.purpose')}
        </p>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={save.isPending || !online || nominee.isPending}>
            {save.isPending && <Spinner />}
            {t('rights.nominee.save')}
          </button>
          {nominee.data && (
            <button type="button" className="btn-outline" onClick={() => remove.mutate()} disabled={remove.isPending || !online}>
              {t('rights.nominee.remove')}
            </button>
          )}
        </div>
      </form>
    </SettingsCard>
  );
}
