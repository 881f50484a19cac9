// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App, preloadScreen } from './App.tsx';
import { queryClient } from './lib/queryClient.ts';
import { endSession, startSession } from './lib/store.ts';
import type { Property } from '../api/contract/index.ts';
import { seedRouteData, type RouteData } from './lib/routeData.ts';
import { renderPage } from './prerender.tsx';

/**
 * React's development warning about attributes, when the only difference is Headless UI passing
 * `autoFocus={false}` in the browser where the server left it out: neither writes an attribute.
 */
function isHarmlessAttributeDiff(message: string): boolean {
  if (!message.includes("didn't match the client properties")) return false;
  const changed = message.split('\n').filter((line) => /^\s*\+?\s*[+-]\s+[A-Za-z-]+=/.test(line));
  return changed.length > 0 && changed.every((line) => /\bautoFocus=\{(?:false|undefined)\}/.test(line));
}

/** The pages vite.config.ts prerenders (a property page is built from a sample id). */
const PAGES = ['/', '/residential', '/commercial', '/property/sample-id', '/search', '/projects', '/aboutus', '/contactus'];

beforeAll(() => {
  // Whatever the hydrated app asks the API stays unanswered: the page stays as the build rendered it.
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => vi.unstubAllGlobals());

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  queryClient.clear();
  document.body.innerHTML = '';
});

/** The build's HTML for `pathname` in #root at that address, hydrated as main.tsx does; what React reported. */
async function hydrateBuiltPage(pathname: string, data?: RouteData) {
  const html = await renderPage(pathname, data);
  // As main.tsx does with the data the server sent along.
  if (data) seedRouteData(queryClient, pathname, '', data);
  window.history.replaceState(null, '', pathname);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const adopted = ['header', 'main', 'footer', 'h1'].map((selector) => container.querySelector(selector));
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!isHarmlessAttributeDiff(args.map(String).join(' '))) errors.push(args);
  });
  try {
    await preloadScreen(pathname);
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
  } finally {
    consoleError.mockRestore();
  }
  const stillAdopted = ['header', 'main', 'footer', 'h1'].map((selector) => container.querySelector(selector));
  return { html, container, errors, adopted, stillAdopted };
}

describe('prerendered pages', () => {
  it.each(PAGES)('%s renders whole (no part left to the browser) and hydrates without a mismatch', async (pathname) => {
    const { html, errors, adopted, stillAdopted } = await hydrateBuiltPage(pathname);
    expect(html).toContain('<main id="main"');
    expect(html).not.toMatch(/<!--\$[!?]-->/);
    expect(errors).toEqual([]);
    // Hydration adopted the build's elements instead of rendering new ones.
    expect(adopted.slice(0, 3).every(Boolean)).toBe(true);
    expect(stillAdopted).toEqual(adopted);
  });

  const property: Property = {
    _id: '5f0c2d1e-0000-4000-8000-000000000001',
    title: '3 BHK Apartment in Vesu',
    description: '<p>Corner flat with <strong>two balconies</strong>.</p>',
    transactionType: 'Rent',
    propertyType: 'Residential',
    subCategory: 'Apartment',
    location: 'Vesu, Surat',
    address: 'A-1201, Green Heights, VIP Road',
    price: 32_000,
    sqt: 1650,
    bedrooms: 3,
    bathrooms: 3,
    images: ['/media/a/full.webp', '/media/b/full.webp'],
    thumbnails: ['/media/a/card.webp', '/media/b/card.webp'],
    favorite: false,
    // Late in the evening UTC: the next day in Surat, on every device.
    createdAt: '2026-03-04T20:00:00.000Z',
    updatedAt: '2026-03-05T20:00:00.000Z',
  };

  it.each([
    ['/property/5f0c2d1e-0000-4000-8000-000000000001', { kind: 'property', property }],
    ['/residential', { kind: 'search', page: { data: [property, { ...property, _id: 'other-id' }], meta: { total: 2, page: 1, limit: 12 } } }],
  ] as [string, RouteData][])('%s rendered with its data hydrates with that data, adopting every element', async (pathname, data) => {
    const { html, container, errors, adopted, stillAdopted } = await hydrateBuiltPage(pathname, data);
    expect(html).toContain('3 BHK Apartment in Vesu');
    expect(html).toContain('/media/a/');
    expect(html).not.toMatch(/animate-pulse/);
    expect(errors).toEqual([]);
    expect(stillAdopted).toEqual(adopted);
    expect(container.querySelector('img[src^="/media/a/"]')).not.toBeNull();
  });

  it('shows a signed-in visitor their account right after adopting the logged-out page', async () => {
    startSession({
      user: { _id: 'u1', username: 'asha', fullName: 'Asha Patel', email: 'a@x.in', mobile: '9825000000', avatar: null, role: 'user', createdAt: '' },
      accessToken: 'a',
      refreshToken: 'r',
    });
    try {
      const { html, container, errors, adopted, stillAdopted } = await hydrateBuiltPage('/aboutus');
      expect(html).toContain('Login');
      expect(errors).toEqual([]);
      expect(stillAdopted).toEqual(adopted);
      expect(container.querySelector('[data-testid=header-user-name]')?.textContent).toBe('Asha Patel');
    } finally {
      endSession();
    }
  });
});

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
