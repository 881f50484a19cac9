/** Admin form pieces: a titled section, a segmented radio group and a whole-number field bound to a Formisch form. */
import { Field, type FormSchema, type FormStore, type RequiredPath, type ValidPath } from '@formisch/react';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { TextField, type FormischField } from '../../components/FormField.tsx';
import { useFormMessage } from '../../lib/formMessages.ts';

export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-sand-200 pt-6 first:border-t-0 first:pt-0">
      <legend className="sr-only">{title}</legend>
      <div className="grid gap-4 lg:grid-cols-[200px_minmax(0,1fr)] lg:gap-8">
        <div aria-hidden="true">
          <p className="text-sm font-bold text-brand-900">{title}</p>
          {description && <p className="mt-1 text-xs text-ink-muted">{description}</p>}
        </div>
        <div className="min-w-0 space-y-5">{children}</div>
      </div>
    </fieldset>
  );
}

/** Radio buttons that look like a segmented switch (Buy | Rent). */
export function SegmentedField({
  field,
  label,
  options,
  optionLabel = (option) => option,
  onValueChange,
}: {
  field: FormischField;
  label: string;
  options: readonly string[];
  /** What an option says, in the page's language; the option itself by default. */
  optionLabel?: (option: string) => string;
  onValueChange?: (value: string) => void;
}) {
  const localize = useFormMessage();
  const error = field.errors?.[0];
  return (
    <fieldset>
      <legend className="label">{label}</legend>
      <div className="inline-flex w-full rounded-xl border border-sand-200 bg-sand p-1 sm:w-auto">
        {options.map((option) => (
          <label
            key={option}
            className={`relative flex-1 cursor-pointer rounded-lg px-4 py-2 text-center text-sm font-semibold transition focus-within:ring-3 focus-within:ring-accent-400 sm:flex-none ${
              field.input === option ? 'bg-brand-800 text-white shadow-sm' : 'text-ink-soft hover:text-brand-800'
            }`}
          >
            <input
              {...field.props}
              type="radio"
              value={option}
              checked={field.input === option}
              className="sr-only"
              onChange={(event) => {
                field.props.onChange(event);
                onValueChange?.(option);
              }}
            />
            {optionLabel(option)}
          </label>
        ))}
      </div>
      {error && <p className="mt-1.5 text-sm font-medium text-rose-700">{localize(error)}</p>}
    </fieldset>
  );
}

/** A field of the form typed as digits (an area, a count, rupees): the phone shows its number pad. */
export function NumberField<TSchema extends FormSchema, TFieldPath extends RequiredPath>({
  of,
  path,
  label,
  hint,
  maxLength,
}: {
  of: FormStore<TSchema>;
  path: ValidPath<v.InferInput<TSchema>, TFieldPath>;
  label: string;
  hint?: ReactNode;
  /** Digits allowed, for counts with a small ceiling (floors, rooms). */
  maxLength?: number;
}) {
  return (
    <Field of={of} path={path}>
      {(field) => <TextField field={field} label={label} inputMode="numeric" maxLength={maxLength} hint={hint} />}
    </Field>
  );
}
