/**
 * The parts every public form that asks a person to be contacted shares (the enquiry, the owners'
 * offer): who they are and how to reach them, the field only robots fill, and the form's end with its
 * failure, its button and its consent line.
 */
import type { ReactNode, Ref } from 'react';
import type { MessageId } from '../i18n/messages/en.ts';
import { Message } from '../i18n/useT.tsx';
import { PlainField } from './FormField.tsx';
import { Icon } from './Icon.tsx';

/** A neutral example of a mobile number (not anyone's, nor the agency's). */
export const MOBILE_EXAMPLE = '98765 43210';

type ContactField = 'name' | 'mobile' | 'email';

/** Name and mobile (side by side where `pairClassName` lays them out so), then the optional e-mail. */
export function ContactFields({
  labels,
  values,
  errors,
  onChange,
  pairClassName = 'space-y-4',
}: {
  labels: Record<ContactField, string>;
  values: Record<ContactField, string>;
  errors: Partial<Record<string, string>>;
  onChange: (field: ContactField) => (event: { target: { value: string } }) => void;
  pairClassName?: string;
}) {
  return (
    <>
      <div className={pairClassName}>
        <PlainField label={labels.name} error={errors.name} autoComplete="name" value={values.name} onChange={onChange('name')} />
        <PlainField
          label={labels.mobile}
          error={errors.mobile}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={MOBILE_EXAMPLE}
          value={values.mobile}
          onChange={onChange('mobile')}
        />
      </div>
      <PlainField
        label={labels.email}
        error={errors.email}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={onChange('email')}
      />
    </>
  );
}

/** People never see this field; form-filling robots do, and what they send is kept aside as spam. */
export function RobotTrap({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input tabIndex={-1} autoComplete="off" name="website" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}

/** The form's end: why the last try failed, the submit button and the consent line under it. */
export function FormEnd({ failure, busy, label, consent }: { failure: string | null; busy: boolean; label: string; consent: ReactNode }) {
  return (
    <>
      {failure && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {failure}
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {label}
      </button>
      <p className="text-xs text-ink-muted">{consent}</p>
    </>
  );
}

/** The thank-you's line naming the reference the agency gave what was sent. */
export function SentReference({ id, reference, testId }: { id: MessageId; reference: string; testId?: string }) {
  return (
    <p className="mt-1 text-sm text-ink-soft" data-testid={testId}>
      <Message id={id} values={{ reference }} components={{ 0: <strong className="font-mono text-ink" /> }} />
    </p>
  );
}

/**
 * What replaces the form once it is sent: its heading for screen readers, a tick and `children`.
 * `sectionRef` takes the focus, so the keyboard is not left on a form that is gone.
 */
export function ThanksCard({
  heading,
  headingId,
  sectionRef,
  testId,
  children,
}: {
  heading: string;
  headingId: string;
  sectionRef: Ref<HTMLElement>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section ref={sectionRef} tabIndex={-1} className="card p-6 outline-none" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <div className="flex items-start gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-700">
          <Icon name="check" className="h-5 w-5" />
        </span>
        {children}
      </div>
    </section>
  );
}
