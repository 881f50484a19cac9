/**
 * Labelled form controls for Formisch fields: the label, the control, a hint and the field's
 * first error, tied together with ids so screen readers announce them.
 */
import type { FieldElementProps } from '@formisch/react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Icon } from './Icon.tsx';
import { useFormMessage } from '../lib/formMessages.ts';
import { useT } from '../i18n/useT.tsx';

/** What a control needs of a Formisch field store. */
export interface FormischField {
  props: FieldElementProps;
  input: unknown;
  errors: readonly [string, ...string[]] | null;
}

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'id'>;

interface ShellProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Extra content on the label's line (e.g. a "Forgot password?" link). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function FieldShell({ id, label, error, hint, aside, className, children }: ShellProps) {
  // The spec's English messages, in the page's language.
  const localize = useFormMessage();
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="label">
          {label}
        </label>
        {aside}
      </div>
      {children}
      <FieldNote id={id} hint={hint} error={error ? localize(error) : null} />
    </div>
  );
}

/** Under a control: its error when it has one, else its hint; ids as `describedBy` names them. */
export function FieldNote({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  if (error)
    return (
      <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-rose-700">
        <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>{error}</span>
      </p>
    );
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-muted">
      {hint}
    </p>
  );
}

/** aria attributes that link a control to its hint and error. */
export function describedBy(id: string, { error, hint }: { error?: string | null; hint?: ReactNode }) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/** A labelled control of a form kept in React state (no Formisch store): `children` gets the control's id. */
export function LabelledControl({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {children(id)}
    </FieldShell>
  );
}

/** A labelled one-line input of a form kept in React state, tied to its error and hint; `inputClassName` adds to the input's look. */
export function PlainField({
  label,
  error,
  hint,
  inputClassName = '',
  ...input
}: { label: string; error?: string; hint?: ReactNode; inputClassName?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className'
>) {
  return (
    <LabelledControl label={label} error={error} hint={hint}>
      {(id) => <input id={id} className={`field ${inputClassName}`.trimEnd()} {...input} {...describedBy(id, { error, hint })} />}
    </LabelledControl>
  );
}

/** A labelled text area of a form kept in React state, tied to its error and hint. */
export function PlainTextArea({
  label,
  error,
  hint,
  className = 'min-h-24',
  ...area
}: { label: string; error?: string; hint?: ReactNode } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <LabelledControl label={label} error={error} hint={hint}>
      {(id) => <textarea id={id} className={`field ${className}`} {...area} {...describedBy(id, { error, hint })} />}
    </LabelledControl>
  );
}

function textOf(input: unknown): string {
  return input === undefined || input === null ? '' : String(input);
}

export function TextField({
  field,
  label,
  hint,
  aside,
  className,
  inputClassName = '',
  ...rest
}: { field: FormischField; label: ReactNode; hint?: ReactNode; aside?: ReactNode; inputClassName?: string } & NativeInputProps) {
  const id = useId();
  const error = field.errors?.[0];
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} aside={aside} className={className}>
      <input
        {...field.props}
        {...rest}
        id={id}
        value={textOf(field.input)}
        className={`field ${error ? '!border-rose-400' : ''} ${inputClassName}`}
        {...describedBy(id, { error, hint })}
      />
    </FieldShell>
  );
}

export function PasswordField({
  field,
  label,
  hint,
  aside,
  className,
  ...rest
}: { field: FormischField; label: ReactNode; hint?: ReactNode; aside?: ReactNode } & Omit<NativeInputProps, 'type'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const t = useT();
  const error = field.errors?.[0];
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} aside={aside} className={className}>
      <div className="relative">
        <input
          {...field.props}
          {...rest}
          id={id}
          type={visible ? 'text' : 'password'}
          value={textOf(field.input)}
          className={`field !pr-12 ${error ? '!border-rose-400' : ''}`}
          {...describedBy(id, { error, hint })}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
          title={visible ? t('form.hidePassword') : t('form.showPassword')}
          className="focus-ring absolute inset-y-1 right-1 grid w-10 place-items-center rounded-lg text-ink-muted hover:bg-sand-100 hover:text-brand-800"
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} className="h-5 w-5" />
        </button>
      </div>
    </FieldShell>
  );
}

export function SelectField({
  field,
  label,
  hint,
  className,
  options,
  ...rest
}: {
  field: FormischField;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly (string | { value: string; label: string })[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'id'>) {
  const id = useId();
  const error = field.errors?.[0];
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <select
        {...field.props}
        {...rest}
        id={id}
        value={textOf(field.input)}
        className={`field appearance-none !pr-10 ${error ? '!border-rose-400' : ''}`}
        style={selectChevronStyle()}
        {...describedBy(id, { error, hint })}
      >
        {options.map((option) => {
          const value = typeof option === 'string' ? option : option.value;
          return (
            <option key={value} value={value}>
              {typeof option === 'string' ? option : option.label}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}

/** The chevron of native selects (appearance-none removes the browser's own), as inline style. */
export function selectChevronStyle(inset = '0.85rem', size = '1rem') {
  return {
    backgroundImage: SELECT_CHEVRON,
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${inset} center`,
    backgroundSize: size,
  };
}

const SELECT_CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2355636d' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";
