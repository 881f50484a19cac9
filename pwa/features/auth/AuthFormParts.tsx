/** The pieces every account form shares: the e-mail and mobile fields, the submit button and the link to the sibling screen. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { TextField, type FormischField } from '../../components/FormField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useT } from '../../i18n/useT.tsx';
import { useHydrated } from '../../lib/useHydrated.ts';

/** How a browser should offer each contact field: its keyboard, its autofill and an example. */
const contactFields = {
  email: { label: 'auth.email', type: 'email', placeholder: 'auth.emailPlaceholder' },
  tel: { label: 'register.mobile', type: 'tel', placeholder: 'register.mobilePlaceholder' },
} as const;

function ContactField({ field, kind }: { field: FormischField; kind: keyof typeof contactFields }) {
  const t = useT();
  const { label, type, placeholder } = contactFields[kind];
  return <TextField field={field} label={t(label)} type={type} autoComplete={kind} inputMode={kind} placeholder={t(placeholder)} />;
}

export const EmailField = ({ field }: { field: FormischField }) => <ContactField field={field} kind="email" />;
export const MobileField = ({ field }: { field: FormischField }) => <ContactField field={field} kind="tel" />;

/** The form's one submit button; while the request runs it spins and says so. */
export function AuthSubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="btn-primary w-full !py-3" disabled={busy} aria-busy={busy}>
      {busy && <Spinner />}
      {busy ? busyLabel : label}
    </button>
  );
}

/** "No account yet? Sign up" and its kin under each form. */
export function AuthElsewhere({ prompt, href, label }: { prompt: string; href: string; label: string }) {
  return (
    <p className="text-center text-sm text-ink-soft">
      {prompt}{' '}
      <Link href={href} className="focus-ring rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline">
        {label}
      </Link>
    </p>
  );
}

/**
 * An account form's fields and buttons, unusable until the app has adopted the server's page: typed
 * in before then, they would be cleared as the app takes the form over, and a submit would reach no
 * handler. The browser draws them disabled for that moment, and until `ready` (what the form
 * depends on is known).
 */
export function AuthFields({ children, ready = true }: { children: ReactNode; ready?: boolean }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated || !ready} className="space-y-5">
      {children}
    </fieldset>
  );
}
