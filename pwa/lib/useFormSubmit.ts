/**
 * The submit of an account form (login, register, reset): clears the last failure, runs the call,
 * and on failure shows one message in the banner and a toast, with the server's field messages
 * under their inputs.
 */
import type { FormSchema, FormStore } from '@formisch/react';
import { useState } from 'react';
import toast from './toast.ts';
import type * as v from 'valibot';
import { applyServerFieldErrors } from './formErrors.ts';
import { useFailureMessage } from './formMessages.ts';

interface SubmitOptions<TSchema extends FormSchema> {
  form: FormStore<TSchema>;
  /** Fields that can carry a server message of their own. */
  fieldNames: readonly string[];
  /** The message when the failure carries none (the spec's words for this form). */
  fallback: string;
  run: (values: v.InferOutput<TSchema>) => Promise<void>;
}

export function useFormSubmit<TSchema extends FormSchema>({ form, fieldNames, fallback, run }: SubmitOptions<TSchema>) {
  const [failure, setFailure] = useState<string | null>(null);
  const describeFailure = useFailureMessage();
  const submit = async (values: v.InferOutput<TSchema>) => {
    setFailure(null);
    try {
      await run(values);
    } catch (error) {
      const message = describeFailure(error, fallback);
      setFailure(message);
      toast.error(message);
      applyServerFieldErrors(form, error, fieldNames);
    }
  };
  return { failure, submit };
}
