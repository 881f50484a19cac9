import { Field, Form, useForm } from '@formisch/react';
import toast from '../../lib/toast.ts';
import { useLocation } from 'wouter';
import { RegisterBody } from '../../../contract/users.ts';
import { PasswordField, TextField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { register } from '../../data/users.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { AuthElsewhere, AuthFields, AuthSubmitButton, EmailField, MobileField } from './AuthFormParts.tsx';
import { useT } from '../../i18n/useT.tsx';

const fieldNames = ['fullName', 'username', 'email', 'password', 'mobile'] as const;

/** /register: a new account; on success the visitor logs in with it. */
export function RegisterScreen() {
  useDocumentTitle({ id: 'header.register' });
  const [, navigate] = useLocation();
  const t = useT();
  const form = useForm({ schema: RegisterBody });
  const { failure, submit } = useFormSubmit({
    form,
    fieldNames,
    fallback: t('register.failed'),
    run: async (values) => {
      await register(values);
      toast.success(t('register.success'));
      navigate('/login');
    },
  });

  return (
    <AuthLayout title={t('register.title')} intro={t('register.intro')}>
      {/* Sent with a POST, so a form submitted before the app has started never puts a password in the address. */}
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
            {(field) => (
              <PasswordField field={field} label={t('auth.password')} autoComplete="new-password" hint={t('auth.passwordHint')} />
            )}
          </Field>
          <Field of={form} path={['mobile']}>
            {(field) => <MobileField field={field} />}
          </Field>
          <AuthSubmitButton busy={form.isSubmitting} label={t('register.submit')} busyLabel={t('register.submitting')} />
          <AuthElsewhere prompt={t('register.haveAccount')} href="/login" label={t('register.signIn')} />
        </AuthFields>
      </Form>
    </AuthLayout>
  );
}
