/** The register form with its checks: its own chunk, which the register screen adopts once it has come (lazyPart). */
import { Field, Form, setInput, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { registerFormBody } from '../../../contract/users.ts';
import { describedBy, FieldNote, PasswordField, TextField, type FormischField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { agencyDetailsQuery } from '../../data/agency.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { useFormMessage } from '../../lib/formMessages.ts';
import toast from '../../lib/toast.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { register } from '../../data/users.ts';
import { AuthElsewhere, AuthFields, AuthSubmitButton, EmailField, MobileField } from './AuthFormParts.tsx';
import { PurposeNotice } from '../privacy/PurposeNotice.tsx';

const fieldNames = ['fullName', 'username', 'email', 'password', 'mobile', 'adult', 'guardianName', 'guardianEmail'] as const;

/** The 18+ declaration where the agency makes no account for a minor. */
function AdultField({ field }: { field: FormischField }) {
  const t = useT();
  const localize = useFormMessage();
  const id = useId();
  const error = field.errors?.[0] ? localize(field.errors[0]) : null;
  return (
    <div>
      <label className="flex w-fit cursor-pointer items-center gap-2.5 text-sm font-medium text-ink">
        <input
          {...field.props}
          id={id}
          type="checkbox"
          checked={field.input === true}
          className="focus-ring h-4.5 w-4.5 rounded border-sand-200 accent-brand-800"
          {...describedBy(id, { error })}
        />
        {t('register.adult')}
      </label>
      <FieldNote id={id} error={error} />
    </div>
  );
}

/** 18 or older, or under 18, where a parent or guardian may consent for a minor's account. */
function AgeChoice({ field, choose }: { field: FormischField; choose: (adult: boolean) => void }) {
  const t = useT();
  const localize = useFormMessage();
  const id = useId();
  const error = field.errors?.[0] ? localize(field.errors[0]) : null;
  const choices = [
    { adult: true, label: t('register.adult') },
    { adult: false, label: t('register.under18') },
  ];
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="label">{t('register.ageLegend')}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {choices.map((choice) => (
          <label key={String(choice.adult)} className="flex cursor-pointer items-center gap-2.5 text-sm font-medium text-ink">
            <input
              type="radio"
              name={field.props.name}
              checked={field.input === choice.adult}
              onChange={() => choose(choice.adult)}
              className="focus-ring h-4.5 w-4.5 accent-brand-800"
              aria-invalid={error ? true : undefined}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldNote id={id} error={error} />
    </fieldset>
  );
}

/**
 * A new account under the account's notice; on success `onRegistered` takes the visitor on to log
 * in with it. Where the office lets a parent or guardian consent for someone under 18
 * (GET /agency's minorAccounts), the form asks for the person's age, and a minor names that parent
 * or guardian: their account waits for the mailed consent, which the form then says.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { data: agency, isPending } = useQuery(agencyDetailsQuery);
  // The page's own form (server-rendered) refuses minors, as by default, and stays disabled until the
  // office's choice is known, so nothing typed is lost if a parent's consent changes the form.
  const minorsWithGuardian = agency?.minorAccounts === 'parental_consent';
  return (
    <AccountForm key={String(minorsWithGuardian)} ready={!isPending} minorsWithGuardian={minorsWithGuardian} onRegistered={onRegistered} />
  );
}

function AccountForm({
  minorsWithGuardian,
  ready,
  onRegistered,
}: {
  minorsWithGuardian: boolean;
  ready: boolean;
  onRegistered: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const schema = useMemo(() => registerFormBody(minorsWithGuardian), [minorsWithGuardian]);
  const form = useForm({ schema });
  const [under18, setUnder18] = useState(false);
  const [guardianMailed, setGuardianMailed] = useState<string | null>(null);
  const { failure, submit } = useFormSubmit({
    form,
    fieldNames,
    fallback: t('register.failed'),
    run: async (values) => {
      const minor = values.adult === false;
      await register({
        ...values,
        ...(minor ? { language: locale } : { guardianName: undefined, guardianEmail: undefined }),
      });
      if (minor) {
        setGuardianMailed(values.guardianEmail ?? '');
        return;
      }
      toast.success(t('register.success'));
      onRegistered();
    },
  });

  if (guardianMailed !== null) {
    return (
      <Notice tone="info" title={t('register.waitingTitle')}>
        {t('register.waitingText', { email: guardianMailed })}
      </Notice>
    );
  }

  const chooseAge = (adult: boolean) => {
    setInput(form, { path: ['adult'], input: adult });
    setUnder18(!adult);
  };

  return (
    // Sent with a POST, so a form submitted before the app has started never puts a password in the address.
    <Form of={form} method="post" onSubmit={submit}>
      <AuthFields ready={ready}>
        {failure && <Notice tone="error" title={failure} />}
        <Field of={form} path={['fullName']}>
          {(field) => (
            <TextField field={field} label={t('auth.fullName')} autoComplete="name" placeholder={t('register.fullNamePlaceholder')} />
          )}
        </Field>
        <Field of={form} path={['username']}>
          {(field) => (
            <TextField
              field={field}
              label={t('auth.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('register.usernamePlaceholder')}
              hint={t('register.usernameHint')}
            />
          )}
        </Field>
        <Field of={form} path={['email']}>
          {(field) => <EmailField field={field} />}
        </Field>
        <Field of={form} path={['password']}>
          {(field) => <PasswordField field={field} label={t('auth.password')} autoComplete="new-password" hint={t('auth.passwordHint')} />}
        </Field>
        <Field of={form} path={['mobile']}>
          {(field) => <MobileField field={field} />}
        </Field>
        <Field of={form} path={['adult']}>
          {(field) => (minorsWithGuardian ? <AgeChoice field={field} choose={chooseAge} /> : <AdultField field={field} />)}
        </Field>
        {minorsWithGuardian && under18 && (
          <>
            <Notice tone="info" title={t('register.guardianTitle')}>
              {t('register.guardianIntro')}
            </Notice>
            <Field of={form} path={['guardianName']}>
              {(field) => <TextField field={field} label={t('register.guardianName')} autoComplete="off" />}
            </Field>
            <Field of={form} path={['guardianEmail']}>
              {(field) => <TextField field={field} label={t('register.guardianEmail')} type="email" autoComplete="off" inputMode="email" />}
            </Field>
          </>
        )}
        <PurposeNotice purposes={['account']} />
        <AuthSubmitButton busy={form.isSubmitting} label={t('register.submit')} busyLabel={t('register.submitting')} />
        <AuthElsewhere prompt={t('register.haveAccount')} href="/login" label={t('register.signIn')} />
      </AuthFields>
    </Form>
  );
}
