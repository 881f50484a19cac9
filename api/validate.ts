/** One schema per request: parse or answer 400 with the schema's own messages. */
import * as v from 'valibot';
import { UuidParam } from '../contract/fields.ts';
import { fieldErrors } from '../contract/answers.ts';
import { badRequest, notFound, validationError } from './errors.ts';

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

/**
 * A partial edit: the fields sent (a field sent as undefined counts as not sent), each checked by its
 * own rule. Sending none of them is a 400, unless the request changes something else (new images).
 */
export function parsePatch<S extends v.GenericSchema<unknown, Record<string, unknown>> & { entries: v.ObjectEntries }>(
  schema: S,
  input: unknown,
  { changesOtherwise = false, aside = [] }: { changesOtherwise?: boolean; aside?: readonly string[] } = {},
): Partial<v.InferOutput<S>> {
  const parsed = parse(schema, input);
  const sent = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as Partial<v.InferOutput<S>>;
  // Fields `aside` travel with a change (a current password) but are no change themselves.
  const changes = Object.keys(sent).filter((key) => !aside.includes(key));
  if (changes.length === 0 && !changesOtherwise) {
    const fields = Object.keys(schema.entries).filter((key) => !aside.includes(key));
    throw badRequest(`Nothing to change: send at least one of ${fields.join(', ')}.`);
  }
  return sent;
}
