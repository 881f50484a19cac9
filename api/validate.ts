/** One schema per request: parse or answer 400 with the schema's own messages. */
import * as v from 'valibot';
import { UuidParam } from './contract/requests.ts';
import { fieldErrors } from './contract/schemas.ts';
import { notFound, validationError } from './errors.ts';

export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (!result.success) throw validationError(fieldErrors(result.issues));
  return result.output;
}

/** A route id that is not a UUID names nothing: 404, never a database error. */
export function uuidParam(value: string | undefined, message = 'Not found'): string {
  if (!v.is(UuidParam, value)) throw notFound(message);
  return value.toLowerCase();
}
