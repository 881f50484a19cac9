/**
 * A resource's stored values and its form's values, mapped from its stored-field list (the list SQL,
 * presenters and writers share): each field travels by the kind of its schema (a number as text, none
 * as ''), and a short table of overrides says where a field travels otherwise.
 */
import { fieldNames, formText } from './fields.ts';

type FieldKind = 'text' | 'number' | 'optionalText' | 'optionalNumber' | 'as is';

/** A valibot schema as far as its kind goes: its `type`, and what a nullable wraps. */
interface KindedSchema {
  type: string;
  wrapped?: KindedSchema;
}

function kindOf(schema: KindedSchema): FieldKind {
  const nullable = schema.type === 'nullable';
  const type = nullable ? schema.wrapped!.type : schema.type;
  if (type === 'number') return nullable ? 'optionalNumber' : 'number';
  if (type === 'boolean' || type === 'array') return 'as is';
  return nullable ? 'optionalText' : 'text';
}

const toForm: Record<FieldKind, (stored: unknown) => unknown> = {
  text: (stored) => stored,
  number: (stored) => String(stored),
  // Null (or absent, in a record kept from before the field existed) is ''.
  optionalText: (stored) => formText(stored as string | null | undefined),
  optionalNumber: (stored) => formText(stored as number | null | undefined),
  'as is': (stored) => (Array.isArray(stored) ? [...(stored as unknown[])] : stored),
};

const toStored: Record<FieldKind, (form: unknown) => unknown> = {
  text: (form) => form,
  number: (form) => Number(form),
  optionalText: (form) => (form === '' ? null : form),
  optionalNumber: (form) => (form === '' ? null : Number(form)),
  'as is': (form) => form,
};

/** Where one stored field travels otherwise than by its kind. */
export interface FormOverride<Form> {
  /** The form's name for the field. */
  formKey?: string;
  /** The form's value of the stored one. */
  toForm?: (stored: unknown) => unknown;
  /** The stored value, from the whole parsed form (for rules between fields) and the value its kind gives. */
  toStored?: (form: Form, byKind: unknown) => unknown;
}

/** The two mappers of a stored-field list: stored values to form values, and a parsed form to stored values. */
export function formMapping<Stored, Form>(fields: Record<string, unknown>, overrides: { [K in keyof Stored]?: FormOverride<Form> } = {}) {
  const plan = fieldNames(fields).map((field) => {
    const kind = kindOf(fields[field] as KindedSchema);
    const override: FormOverride<Form> = overrides[field as keyof Stored] ?? {};
    return {
      field,
      formKey: override.formKey ?? field,
      toForm: override.toForm ?? toForm[kind],
      toStored: (form: Form, value: unknown) =>
        override.toStored ? override.toStored(form, toStored[kind](value)) : toStored[kind](value),
    };
  });
  return {
    formOf(values: Stored): Form {
      const record = values as Record<string, unknown>;
      return Object.fromEntries(plan.map((step) => [step.formKey, step.toForm(record[step.field])])) as Form;
    },
    storedOf(form: Form): Stored {
      const record = form as Record<string, unknown>;
      return Object.fromEntries(plan.map((step) => [step.field, step.toStored(form, record[step.formKey])])) as Stored;
    },
  };
}
