import { Field, Form, useForm } from '@formisch/react';
import toast from '../../lib/toast.ts';
import { Link, useLocation } from 'wouter';
import { RegisterBody } from '../../../contract/index.ts';
import { PasswordField, TextField } from '../../components/FormField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { Notice } from '../../components/Notice.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useFormSubmit } from '../../lib/useFormSubmit.ts';
import { register } from '../../lib/users.ts';
import { AuthLayout } from './AuthLayout.tsx';

const SIGNUP_FAILED = 'An error occurred while signup';
const fieldNames = ['fullName', 'username', 'email', 'password', 'mobile'] as const;

/** /register: a new account; on success the visitor logs in with it. */
export function RegisterScreen() {
  useDocumentTitle({ id: 'header.register' });
  const [, navigate] = useLocation();
  const form = useForm({ schema: RegisterBody });
  const { failure, submit } = useFormSubmit({
    form,
    fieldNames,
    fallback: SIGNUP_FAILED,
    run: async (values) => {
      const body = await register(values);
      toast.success(body.message || 'Account created successfully. Please log in.');
      navigate('/login');
    },
  });

  return (
    <AuthLayout title="Create Your Account" intro="Save the properties you like and hear about new listings first.">
      <Form
        of={form}
        className="space-y-5"
        onSubmit={submit}
      >
        {failure && <Notice tone="error" title={failure} />}
        <Field of={form} path={['fullName']}>
          {(field) => <TextField field={field} label="Full name" autoComplete="name" placeholder="e.g. Asha Patel" />}
        </Field>
        <Field of={form} path={['username']}>
          {(field) => (
            <TextField
              field={field}
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="e.g. asha.patel"
              hint="Letters, digits, dots and underscores."
            />
          )}
        </Field>
        <Field of={form} path={['email']}>
          {(field) => (
            <TextField field={field} label="Email Address" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
          )}
        </Field>
        <Field of={form} path={['password']}>
          {(field) => (
            <PasswordField field={field} label="Password" autoComplete="new-password" hint="At least 6 characters." />
          )}
        </Field>
        <Field of={form} path={['mobile']}>
          {(field) => (
            <TextField field={field} label="Mobile" type="tel" autoComplete="tel" inputMode="tel" placeholder="e.g. +91 98250 12345" />
          )}
        </Field>
        <button type="submit" className="btn-primary w-full !py-3" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
          {form.isSubmitting && <Spinner />}
          {form.isSubmitting ? 'Creating account…' : 'Create Account'}
        </button>
        <p className="text-center text-sm text-ink-soft">
          Already have an account?{' '}
          <Link href="/login" className="focus-ring rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            Sign in
          </Link>
        </p>
      </Form>
    </AuthLayout>
  );
}
