/** The register form with its checks: its own chunk, which the register screen adopts once it has come (lazyPart). */
import { Field, Form, useForm } from '@formisch/react';
import { useId } from 'react';
import { RegisterFormBody } from '../../../contract/users.ts';
import { describedBy, FieldNote, PasswordField, TextField, type FormischField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { useT } from '../../i18n/useT.tsx';
import { useFormMessage } from '../../lib/formMessages.ts';
import toast from '../../lib/toast.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { register } from '../../data/users.ts';
import { AuthElsewhere, AuthFields, AuthSubmitButton, EmailField, MobileField } from './AuthFormParts.tsx';
import { PurposeNotice } from '../privacy/PurposeNotice.tsx';

const fieldNames = ['fullName', 'username', 'email', 'password', 'mobile', 'adult'] as const;

/** The 18+ declaration: the agency makes no account for a minor. */
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

/** A new account, for people of 18 and over, under the account's notice; on success `onRegistered` takes the visitor on to log in with it. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const t = useT();
  const form = useForm({ schema: RegisterFormBody });
  const { failure, submit } = useFormSubmit({
    form,
    fieldNames,
    fallback: t('register.failed'),
    run: async (values) => {
      await register(values);
      toast.success(t('register.success'));
      onRegistered();
    },
  });

  return (
    // Sent with a POST, so a form submitted before the app has started never puts a password in the address.
    <Form of={form} method="post" onSubmit={submit}>
      <AuthFields>
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
          {(field) => <AdultField field={field} />}
        </Field>
        <PurposeNotice purposes={['account']} />
        <AuthSubmitButton busy={form.isSubmitting} label={t('register.submit')} busyLabel={t('register.submitting')} />
        <AuthElsewhere prompt={t('register.haveAccount')} href="/login" label={t('register.signIn')} />
      </AuthFields>
    </Form>
  );
}
