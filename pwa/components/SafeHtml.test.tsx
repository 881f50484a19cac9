// @vitest-environment jsdom
// (happy-dom parses HTML too loosely for DOMPurify to be judged in it)
import { cleanup, render, waitFor } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const hostile = '<p>Corner flat in <b>Vesu</b></p><img src="x.png" onerror="alert(1)"><script>steal()</script>';

/** A fresh copy of the module each time: DOMPurify not yet loaded, as on a page that has just arrived. */
async function freshSafeHtml() {
  vi.resetModules();
  return (await import('./SafeHtml.tsx')).SafeHtml;
}

beforeEach(() => {
  document.body.innerHTML = '';
  // hydrateRoot is driven with act() here, outside Testing Library's render.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

describe('SafeHtml', () => {
  it('shows HTML rendered in the browser only once DOMPurify has cleaned it', async () => {
    const SafeHtml = await freshSafeHtml();
    const { container } = render(<SafeHtml html={hostile} className="prose" />);
    const box = container.querySelector('.prose')!;
    expect(box.innerHTML).toBe('');
    await waitFor(() => expect(box.textContent).toBe('Corner flat in Vesu'));
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(box.querySelector('b')?.textContent).toBe('Vesu');
  });

  it("adopts the server's HTML as it is, without a hydration error and without loading DOMPurify, and cleans HTML that replaces it", async () => {
    const loads = vi.fn();
    vi.doMock('dompurify', async (original) => {
      loads();
      return original();
    });
    const SafeHtml = await freshSafeHtml();
    const served = '<p>Corner flat in <b>Vesu</b>, ready to move.</p>';
    const root = document.createElement('div');
    root.innerHTML = renderToString(<SafeHtml html={served} className="prose" />);
    document.body.append(root);
    const box = root.querySelector('.prose')!;
    const errors: unknown[] = [];
    let app!: ReturnType<typeof hydrateRoot>;
    act(() => {
      app = hydrateRoot(root, <SafeHtml html={served} className="prose" />, { onRecoverableError: (error) => errors.push(error) });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(box.isConnected).toBe(true);
    expect(root.querySelector('.prose')!.innerHTML).toBe(served);
    expect(errors).toEqual([]);
    expect(loads).not.toHaveBeenCalled();

    // Another description (a refetch, a language switch): rendered here, so cleaned first.
    act(() => app.render(<SafeHtml html={hostile} className="prose" />));
    await waitFor(() => expect(root.querySelector('.prose')!.textContent).toBe('Corner flat in Vesu'));
    expect(root.querySelector('.prose script')).toBeNull();
    expect(loads).toHaveBeenCalledTimes(1);
    vi.doUnmock('dompurify');
  });
});
