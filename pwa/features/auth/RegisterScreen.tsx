import { Field, Form, useForm } from '@formisch/react';
import toast from '../../lib/toast.ts';
import { Link, useLocation } from 'wouter';
import { RegisterBody } from '../../../contract/users.ts';
import { PasswordField, TextField } from '../../components/FormField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { Notice } from '../../components/Notice.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { register } from '../../data/users.ts';
import { AuthLayout } from './AuthLayout.tsx';
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
      <Form of={form} className="space-y-5" onSubmit={submit}>
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
          {(field) => (
            <TextField
              field={field}
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
            />
          )}
        </Field>
        <Field of={form} path={['password']}>
          {(field) => <PasswordField field={field} label={t('auth.password')} autoComplete="new-password" hint={t('auth.passwordHint')} />}
        </Field>
        <Field of={form} path={['mobile']}>
          {(field) => (
            <TextField
              field={field}
              label={t('register.mobile')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder={t('register.mobilePlaceholder')}
            />
          )}
        </Field>
        <button type="submit" className="btn-primary w-full !py-3" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
          {form.isSubmitting && <Spinner />}
          {form.isSubmitting ? t('register.submitting') : t('register.submit')}
        </button>
        <p className="text-center text-sm text-ink-soft">
          {t('register.haveAccount')}{' '}
          <Link href="/login" className="focus-ring rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            {t('register.signIn')}
          </Link>
        </p>
      </Form>
    </AuthLayout>
  );
}
