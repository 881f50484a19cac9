/**
 * Hydration tests in happy-dom: the server's markup put in the page, then adopted by React as
 * main.tsx does, with every mismatch React reports collected.
 */
import { act, StrictMode, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { preloadScreen } from '../routes.ts';
import { reflectAutofocus } from './autofocus.ts';

/**
 * Registers the file's hooks (the API never answers, so a page stays as the server rendered it;
 * each test's root is unmounted and the page emptied) and returns `hydrate`, which adopts
 * `container` at `pathname` with `app` and resolves to what React reported.
 */
export function hydrationHarness() {
  let root: Root | undefined;
  beforeAll(() => {
    reflectAutofocus();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  return async function hydrate(container: HTMLElement, pathname: string, app: ReactNode): Promise<unknown[]> {
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    try {
      await preloadScreen(pathname);
      await act(async () => {
        root = hydrateRoot(container, <StrictMode>{app}</StrictMode>, { onRecoverableError: (error) => errors.push(error) });
      });
    } finally {
      consoleError.mockRestore();
    }
    return errors;
  };
}
