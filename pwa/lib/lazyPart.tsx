/**
 * A part of a screen whose code arrives after the screen's own, rendered whole by the server all
 * the same. The browser adopts the page without it: React keeps the server's HTML of the part as it
 * stands, readable, until the part's chunk has come, then adopts that too. Why:
 * docs/decisions/035-lazy-parts.md
 */
import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/** Every part's loader, for the server to have them all at hand before it renders (preloadParts). */
const loaders = new Set<() => Promise<unknown>>();

/** A thenable that calls back at once: React.lazy renders a loaded part without suspending. */
const settled = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * The part `load` gives, with `fallback` shown only where the browser draws the screen itself (a
 * visit that came through the app) until the part has come. Its props must keep their identity
 * between renders (values, or callbacks React keeps): while the part waits for its code the
 * screen's renders pass it by, since a change would have React draw the part afresh.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode) {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        // A failed fetch is tried again on the next render.
        loading = undefined;
        throw error;
      },
    ));
  loaders.add(preload);
  const Part = lazy(() => (loaded ? settled(loaded) : preload()));
  return memo(function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  });
}

/** Loads every part of the screens loaded so far: the server's render has their code at hand. */
export async function preloadParts(): Promise<void> {
  await Promise.all([...loaders].map((preload) => preload()));
}
