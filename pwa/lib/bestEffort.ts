/**
 * Work the app can do without: a storage write in private mode, a warm-up fetch, a tidy-up after
 * the real work. `reason` says why its failure is harmless; the failure is logged while the app is
 * developed (so a broken call is seen) and silent in production. Gives `fallback` on failure.
 */
export function bestEffort<T>(reason: string, work: PromiseLike<T> | (() => PromiseLike<T>)): Promise<T | undefined>;
export function bestEffort<T, F>(reason: string, work: PromiseLike<T> | (() => PromiseLike<T>), fallback: F): Promise<T | F>;
export function bestEffort<T>(reason: string, work: () => T): T | undefined;
export function bestEffort<T, F>(reason: string, work: () => T, fallback: F): T | F;
export function bestEffort<T, F>(reason: string, work: PromiseLike<T> | (() => T | PromiseLike<T>), fallback?: F) {
  const failed = (error: unknown): F | undefined => {
    if (import.meta.env.DEV) console.warn(`Skipped (${reason}):`, error);
    return fallback;
  };
  let result: T | PromiseLike<T>;
  try {
    result = typeof work === 'function' ? work() : work;
  } catch (error) {
    return failed(error);
  }
  return isPromiseLike(result) ? Promise.resolve(result).catch(failed) : result;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
