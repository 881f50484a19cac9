import { Field, Form, useForm } from '@formisch/react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import * as v from 'valibot';
import { PasswordResetBody, PasswordResetRequestBody } from '../../../contract/sessions.ts';
import { PasswordField } from '../../components/FormField.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { requestPasswordReset, resetPassword } from '../../data/users.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { EmailField, AuthSubmitButton, AuthElsewhere } from './AuthFormParts.tsx';
import { useT } from '../../i18n/useT.tsx';

/** The new password twice; the shared password rule, then the two must match. */
export const NewPasswordForm = v.pipe(
  v.object({
    password: PasswordResetBody.entries.password,
    confirmPassword: v.string('Please confirm the new password'),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'The two passwords do not match',
    ),
    ['confirmPassword'],
  ),
);

function BackToLogin() {
  const t = useT();
  return <AuthElsewhere prompt={t('reset.remembered')} href="/login" label={t('reset.backToLogin')} />;
}

function Success({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900">
      <p className="flex items-start gap-2 font-semibold">
        <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0" />
        {title}
      </p>
      <div className="mt-2 text-sm">{children}</div>
    </div>
  );
}

/** Without a token: ask for a reset link by e-mail. */
function RequestLink() {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ schema: PasswordResetRequestBody });
  const { failure, submit } = useFormSubmit({
    form,
    fieldNames: ['email'],
    fallback: t('reset.failed'),
    run: async (values) => {
      await requestPasswordReset(values.email);
      setSent(t('reset.sent'));
    },
  });

  if (sent) {
    return (
      <div className="space-y-6">
        <Success title={sent}>{t('reset.checkEmail')}</Success>
        <BackToLogin />
      </div>
    );
  }

  return (
    <Form of={form} className="space-y-5" onSubmit={submit}>
      {failure && <Notice tone="error" title={failure} />}
      <Field of={form} path={['email']}>
        {(field) => <EmailField field={field} />}
      </Field>
      <AuthSubmitButton busy={form.isSubmitting} label={t('reset.send')} busyLabel={t('reset.sending')} />
      <BackToLogin />
    </Form>
  );
}

/** With a token from the e-mailed link: choose the new password. */
function ChooseNewPassword({ token }: { token: string }) {
  const t = useT();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({ schema: NewPasswordForm });
  const { failure, submit } = useFormSubmit({
    form,
    fieldNames: ['password'],
    fallback: t('reset.failed'),
    run: async (values) => {
      await resetPassword({ token, password: values.password });
      setDone(t('reset.done'));
    },
  });

  if (done) {
    return (
      <Success title={done}>
        <Link href="/login" className="focus-ring mt-2 inline-flex items-center gap-1 rounded font-semibold text-emerald-900 underline">
          {t('reset.goToLogin')}
          <Icon name="arrowRight" className="h-4 w-4" />
        </Link>
      </Success>
    );
  }

  return (
    <Form of={form} className="space-y-5" onSubmit={submit}>
      {failure && (
        <Notice tone="error" title={failure}>
          <Link href="/resetPassword" className="focus-ring rounded font-semibold underline">
            {t('reset.newLink')}
          </Link>
        </Notice>
      )}
      <Field of={form} path={['password']}>
        {(field) => <PasswordField field={field} label={t('auth.newPassword')} autoComplete="new-password" hint={t('auth.passwordHint')} />}
      </Field>
      <Field of={form} path={['confirmPassword']}>
        {(field) => <PasswordField field={field} label={t('reset.confirmPassword')} autoComplete="new-password" />}
      </Field>
      <AuthSubmitButton busy={form.isSubmitting} label={t('reset.submit')} busyLabel={t('reset.saving')} />
      <BackToLogin />
    </Form>
  );
}

/** /resetPassword, the 'Forgot password?' target: request a link, or use one (`?token=`). */
export function ResetPasswordScreen() {
  useDocumentTitle({ id: 'head.resetPassword' });
  const token = new URLSearchParams(useSearch()).get('token');
  const t = useT();
  return (
    <AuthLayout title={t('reset.title')} intro={token ? t('reset.introToken') : t('reset.intro')}>
      {token ? <ChooseNewPassword key={token} token={token} /> : <RequestLink />}
    </AuthLayout>
  );
}
