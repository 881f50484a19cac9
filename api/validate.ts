/** One schema per request: parse or answer 400 with the schema's own messages. */
import * as v from 'valibot';
import { fieldErrors } from './contract/schemas.ts';
import { notFound, validationError } from './errors.ts';

export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (!result.success) throw validationError(fieldErrors(result.issues));
  return result.output;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route id that is not a UUID names nothing: 404, never a database error. */
export function uuidParam(value: string | undefined, message = 'Not found'): string {
  if (!value || !UUID.test(value)) throw notFound(message);
  return value.toLowerCase();
}
