import { Field, Form, reset, useForm } from '@formisch/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from '../../lib/toast.ts';
import type { User } from '../../../contract/users.ts';
import { PasswordChangeBody, ProfileBody } from '../../../contract/users.ts';
import { PasswordField, TextField } from '../../components/FormField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { Notice, StatusLine } from '../../components/Notice.tsx';
import { applyServerFieldErrors } from '../../lib/formErrors.ts';
import { replaceUser } from '../../lib/store.ts';
import { sessionsQuery } from '../../data/sessions.ts';
import { changePassword, profileQuery, updateProfile } from '../../data/users.ts';
import { LanguageSettings } from './LanguageSettings.tsx';
import { NotificationSettings } from './NotificationSettings.tsx';
import { SessionsPanel } from './SessionsPanel.tsx';
import { useT } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { SettingsCard } from './SettingsCard.tsx';

const sameEmail = (a: unknown, b: string) =>
  String(a ?? '')
    .trim()
    .toLowerCase() === b.toLowerCase();

/**
 * The spec's first and last name fields hold fullName and username; they are labelled for what
 * they are. The phone number is read only, as in the spec, and sent back unchanged.
 */
export function AccountSettings({ user }: { user: User }) {
  return (
    <div className="space-y-6">
      <ProfileSettings user={user} />
      <LanguageSettings user={user} />
      <PasswordSettings />
      <NotificationSettings />
      <SessionsPanel />
    </div>
  );
}

/** Changing the e-mail address asks for the current password, as the server does. */
function ProfileSettings({ user }: { user: User }) {
  const t = useT();
  const describeFailure = useFailureMessage();
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    schema: ProfileBody,
    initialInput: { fullName: user.fullName, username: user.username, email: user.email, mobile: user.mobile, currentPassword: '' },
  });
  // A save is made from the stored version only when it is the one this form was filled from, so a
  // change made meanwhile on another device is refused (412) rather than overwritten.
  const queryClient = useQueryClient();
  const stored = useQuery(profileQuery(user._id)).data;
  const filledFrom =
    stored && (['fullName', 'username', 'email', 'mobile'] as const).every((name) => stored.user[name] === user[name]) ? stored.etag : null;

  return (
    <SettingsCard id="settings-heading" title={t('settings.title')} intro={t('settings.intro')}>
      <Form
        of={form}
        className="mt-6 space-y-5"
        onSubmit={async (values) => {
          setSaved(null);
          setFailure(null);
          try {
            const { currentPassword, ...profile } = values;
            const emailChanged = !sameEmail(profile.email, user.email);
            const body = await updateProfile(
              user._id,
              { ...profile, mobile: user.mobile, ...(emailChanged ? { currentPassword: currentPassword ?? '' } : {}) },
              filledFrom,
            );
            if (body.data?.user) replaceUser(body.data.user);
            void queryClient.invalidateQueries({ queryKey: profileQuery(user._id).queryKey });
            const message = t('settings.saved');
            setSaved(message);
            toast.success(message);
          } catch (error) {
            const message = describeFailure(error, t('settings.failed'));
            setFailure(message);
            toast.error(message);
            applyServerFieldErrors(form, error, ['fullName', 'username', 'email', 'currentPassword']);
          }
        }}
      >
        {saved && <StatusLine tone="success">{saved}</StatusLine>}
        {failure && <Notice tone="error" title={failure} />}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field of={form} path={['fullName']}>
            {(field) => <TextField field={field} label={t('auth.fullName')} autoComplete="name" />}
          </Field>
          <Field of={form} path={['username']}>
            {(field) => (
              <TextField field={field} label={t('auth.username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
            )}
          </Field>
          <Field of={form} path={['email']}>
            {(email) => (
              <>
                <TextField field={email} label={t('auth.email')} type="email" autoComplete="email" />
                {!sameEmail(email.input, user.email) && (
                  <Field of={form} path={['currentPassword']}>
                    {(field) => (
                      <PasswordField
                        field={field}
                        label={t('settings.currentPassword')}
                        autoComplete="current-password"
                        hint={t('settings.currentPasswordHint')}
                      />
                    )}
                  </Field>
                )}
              </>
            )}
          </Field>
          <Field of={form} path={['mobile']}>
            {(field) => (
              <TextField
                field={field}
                label={t('settings.phone')}
                type="tel"
                readOnly
                inputClassName="!bg-sand !text-ink-soft cursor-not-allowed"
                hint={t('settings.phoneHint')}
              />
            )}
          </Field>
        </div>
        <div className="flex justify-end border-t border-sand-200 pt-5">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
            {form.isSubmitting && <Spinner />}
            {form.isSubmitting ? t('settings.saving') : t('settings.save')}
          </button>
        </div>
      </Form>
    </SettingsCard>
  );
}

/** A new password: every other device signed in to the account is signed out. */
function PasswordSettings() {
  const queryClient = useQueryClient();
  const t = useT();
  const describeFailure = useFailureMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ schema: PasswordChangeBody, initialInput: { currentPassword: '', newPassword: '' } });

  return (
    <SettingsCard id="password-heading" title={t('password.title')} intro={t('password.intro')}>
      <Form
        of={form}
        className="mt-6 space-y-5"
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await changePassword(values);
            toast.success(t('password.changed'));
            reset(form, { initialInput: { currentPassword: '', newPassword: '' } });
            void queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });
          } catch (error) {
            const message = describeFailure(error, t('password.failed'));
            setFailure(message);
            toast.error(message);
            applyServerFieldErrors(form, error, ['currentPassword', 'newPassword']);
          }
        }}
      >
        {failure && <Notice tone="error" title={failure} />}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field of={form} path={['currentPassword']}>
            {(field) => <PasswordField field={field} label={t('settings.currentPassword')} autoComplete="current-password" />}
          </Field>
          <Field of={form} path={['newPassword']}>
            {(field) => (
              <PasswordField field={field} label={t('auth.newPassword')} autoComplete="new-password" hint={t('auth.passwordHint')} />
            )}
          </Field>
        </div>
        <div className="flex justify-end border-t border-sand-200 pt-5">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
            {form.isSubmitting && <Spinner />}
            {form.isSubmitting ? t('password.submitting') : t('password.title')}
          </button>
        </div>
      </Form>
    </SettingsCard>
  );
}
