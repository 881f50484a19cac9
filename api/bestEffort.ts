/**
 * A step the server can skip: a tidy-up after the real work is done or has failed. `reason` says
 * why skipping it is harmless. Outside production the failure is written to stderr, so a broken
 * step is seen while developing; in production it is silent. Resolves to `fallback` on failure.
 */
export async function bestEffort<T, F = undefined>(
  reason: string,
  work: PromiseLike<T> | (() => PromiseLike<T>),
  fallback?: F,
): Promise<T | F> {
  try {
    return await (typeof work === 'function' ? work() : work);
  } catch (error) {
    if (process.env.NODE_ENV !== 'production') console.warn(`Skipped (${reason}): ${String(error)}`);
    return fallback as F;
  }
}
