/** The server's field messages (`errors.fields`) shown under the matching inputs of a Formisch form. */
import { setErrors, type FormSchema, type FormStore } from '@formisch/react';
import { ApiError } from './apiError.ts';

/**
 * The `{ field: message }` a failed call carries, or an empty object. A 409 that names no field
 * ("Email is already registered") is put under the field its message is about.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.errors?.fields) return error.errors.fields;
  if (error.status === 409) {
    if (/e-?mail/i.test(error.message)) return { email: error.message };
    if (/user ?name/i.test(error.message)) return { username: error.message };
    if (/slug/i.test(error.message)) return { slug: error.message };
  }
  return {};
}

/**
 * Puts each server message under the field of the same name; fields the form does not have are
 * returned so the caller can still show them (the banner carries the main message anyway).
 */
export function applyServerFieldErrors<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  error: unknown,
  fieldNames: readonly string[],
): void {
  for (const [name, message] of Object.entries(serverFieldErrors(error))) {
    // Paths are checked against the form's field names at run time.
    if (fieldNames.includes(name)) setErrors(form, { path: [name], errors: [message] } as never);
  }
}
