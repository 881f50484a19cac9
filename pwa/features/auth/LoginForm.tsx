/** The login form with its checks: its own chunk, which the login screen adopts once it has come (lazyPart). */
import { Field, Form, useForm } from '@formisch/react';
import { Link } from 'wouter';
import { LoginBody } from '../../../contract/sessions.ts';
import { PasswordField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { keepLocale, localizedPath } from '../../i18n/locales.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { startSession } from '../../lib/store.ts';
import toast from '../../lib/toast.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { login } from '../../data/users.ts';
import { AuthElsewhere, AuthFields, AuthSubmitButton, EmailField } from './AuthFormParts.tsx';
import { loginDestination } from './loginRedirect.ts';

/**
 * Email and password; on success the session is stored (the screen then follows the role), or,
 * when the account reads the site in another language, `onSwitching` is told and the page is
 * loaded in that language.
 */
export function LoginForm({ next, onSwitching }: { next: string | null; onSwitching: () => void }) {
  const locale = useLocale();
  const t = useT();
  const form = useForm({ schema: LoginBody, initialInput: { rememberMe: false } });
  const { failure, submit } = useFormSubmit({
    form,
    fieldNames: ['email', 'password'],
    fallback: t('login.failed'),
    run: async (values) => {
      const body = await login(values);
      toast.success(t('login.success'));
      // The account's language, when one was chosen, is applied: the destination in that language.
      const chosen = body.data.user.locale;
      if (chosen) keepLocale(chosen);
      if (chosen && chosen !== locale) {
        onSwitching();
        window.location.assign(localizedPath(chosen, loginDestination(body.data.user, next)));
      }
      // The screen re-renders logged in and its <Redirect> takes the user on (spec §6).
      startSession(body.data);
    },
  });

  return (
    // Sent with a POST, so a form submitted before the app has started never puts a password in the address.
    <Form of={form} method="post" onSubmit={submit}>
      <AuthFields>
        {failure && <Notice tone="error" title={failure} />}
        <Field of={form} path={['email']}>
          {(field) => <EmailField field={field} />}
        </Field>
        <Field of={form} path={['password']}>
          {(field) => (
            <PasswordField
              field={field}
              label={t('auth.password')}
              autoComplete="current-password"
              placeholder={t('login.passwordPlaceholder')}
              aside={
                <Link
                  href="/resetPassword"
                  className="focus-ring rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                >
                  {t('login.forgotPassword')}
                </Link>
              }
            />
          )}
        </Field>
        <Field of={form} path={['rememberMe']}>
          {(field) => (
            <label className="flex w-fit cursor-pointer items-center gap-2.5 text-sm font-medium text-ink">
              <input
                {...field.props}
                type="checkbox"
                checked={field.input === true}
                className="focus-ring h-4.5 w-4.5 rounded border-sand-200 accent-brand-800"
              />
              {t('login.rememberMe')}
            </label>
          )}
        </Field>
        <AuthSubmitButton busy={form.isSubmitting} label={t('login.submit')} busyLabel={t('login.submitting')} />
        <AuthElsewhere prompt={t('login.noAccount')} href="/register" label={t('login.signUp')} />
      </AuthFields>
    </Form>
  );
}
