/** The server's field messages (`errors.fields`) shown under the matching inputs of a Formisch form. */
import { setErrors, type FormSchema, type FormStore } from '@formisch/react';
import { ApiError } from './http.ts';

/** The `{ field: message }` a failed call carries, or an empty object. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.errors?.fields ? error.errors.fields : {};
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
