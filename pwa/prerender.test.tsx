// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankProjectFacts, type Project } from '../contract/projects.ts';
import { blankListingFacts, type Property } from '../contract/properties.ts';
import { App } from './App.tsx';
import { createQueryClient } from './lib/queryClient.ts';
import type { RouteAnswer, RouteLoader } from './routeData.ts';
import { endSession, startSession } from './lib/store.ts';
import { renderPage } from './prerender.tsx';
import { prerenderedPages } from './routes.ts';
import { hydrationHarness } from './testing/hydration.tsx';
import { aSession } from './testing/session.ts';

/** The paths the build prerenders (a pattern's page is built from a sample path). */
const PAGES = prerenderedPages().map((page) => page.sample);

let client: QueryClient | undefined;
// Registered first so that it runs after the harness has unmounted the page.
afterEach(() => client?.clear());
const hydrate = hydrationHarness();

/**
 * The build's HTML for `pathname` (or, with `answer`, the server's page rendered with that data)
 * in #root at that address, hydrated as main.tsx does, from the server's dehydrated cache; what
 * React reported.
 */
async function hydrateBuiltPage(pathname: string, answer?: RouteAnswer | RouteLoader) {
  const load: RouteLoader | undefined = typeof answer === 'function' ? answer : answer && (async () => answer);
  const rendered = load ? await renderPage(pathname, load) : await renderPage(pathname);
  if (!rendered) throw new Error(`${pathname} was not rendered`);
  const html = rendered.markup;
  // The page carries the dehydrated cache, as JSON, only when the server rendered it with data (api/static.ts).
  const state = answer ? (JSON.parse(JSON.stringify(rendered.state)) as typeof rendered.state) : null;
  client = createQueryClient();
  window.history.replaceState(null, '', pathname);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const adopted = ['header', 'main', 'footer', 'h1'].map((selector) => container.querySelector(selector));
  const errors = await hydrate(container, pathname, <App client={client!} state={state} />);
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
    reference: 'SR-1001',
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
    ...blankListingFacts,
    images: ['/media/a/full.webp', '/media/b/full.webp'],
    thumbnails: ['/media/a/card.webp', '/media/b/card.webp'],
    favorite: false,
    // Late in the evening UTC: the next day in Surat, on every device.
    createdAt: '2026-03-04T20:00:00.000Z',
    updatedAt: '2026-03-05T20:00:00.000Z',
  };

  it.each([
    ['/property/5f0c2d1e-0000-4000-8000-000000000001', property],
    ['/residential', { data: [property, { ...property, _id: 'other-id' }], meta: { total: 2, page: 1, limit: 12 } }],
  ] as [string, RouteAnswer][])('%s rendered with its data hydrates with that data, adopting every element', async (pathname, answer) => {
    const { html, container, errors, adopted, stillAdopted } = await hydrateBuiltPage(pathname, answer);
    expect(html).toContain('3 BHK Apartment in Vesu');
    expect(html).toContain('/media/a/');
    expect(html).not.toMatch(/animate-pulse/);
    expect(errors).toEqual([]);
    expect(stillAdopted).toEqual(adopted);
    expect(container.querySelector('img[src^="/media/a/"]')).not.toBeNull();
  });

  it("a project's page rendered with the project and its units hydrates with them, adopting every element", async () => {
    const project: Project = {
      _id: '5f0c2d1e-0000-4000-8000-0000000000aa',
      ...blankProjectFacts,
      title: 'Vesu Greens Residency',
      slug: 'vesu-greens-residency',
      description: '<p>Four towers around a <strong>central garden</strong>.</p>',
      status: 'ONGOING',
      location: 'Vesu, Surat',
      address: 'Vesu-Abhva Road, Vesu',
      reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA10342/120924',
      possessionDate: '2027-12',
      totalUnits: 312,
      amenities: ['lift', 'gym'],
      unitsListed: 1,
      images: ['/media/p/full.webp'],
      thumbnails: ['/media/p/card.webp'],
      createdAt: property.createdAt,
      updatedAt: property.updatedAt,
    };
    const asked: string[] = [];
    const { html, container, errors, adopted, stillAdopted } = await hydrateBuiltPage(
      '/projects/vesu-greens-residency',
      async (request) => {
        asked.push(
          request.kind === 'search'
            ? `search ${new URLSearchParams(request.params).toString()}`
            : `${request.kind} ${'id' in request ? request.id : request.slug}`,
        );
        return request.kind === 'project'
          ? project
          : {
              data: [{ ...property, project: { _id: project._id, slug: project.slug, title: project.title } }],
              meta: { total: 1, page: 1, limit: 12 },
            };
      },
    );
    expect(asked).toEqual(['project vesu-greens-residency', `search project=${project._id}&page=1`]);
    expect(html).toContain('Vesu Greens Residency</h1>');
    expect(html).toContain('RERA Reg. No.');
    expect(html).toContain('Possession Dec 2027');
    expect(html).toContain(`href="/property/${property._id}"`);
    expect(errors).toEqual([]);
    expect(stillAdopted).toEqual(adopted);
    expect(container.querySelector('[data-testid=rera-block]')?.textContent).toContain(project.reraNumber);
  });

  it('shows a signed-in visitor their account right after adopting the logged-out page', async () => {
    startSession(aSession());
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

  it("adopts a property's page rendered with its data for a signed-in visitor too", async () => {
    startSession(aSession());
    try {
      const { errors, adopted, stillAdopted, container } = await hydrateBuiltPage(`/property/${property._id}`, property);
      expect(errors).toEqual([]);
      expect(stillAdopted).toEqual(adopted);
      expect(container.querySelector('h1')?.textContent).toBe(property.title);
    } finally {
      endSession();
    }
  });
});

describe('server rendering with data', () => {
  const property = (id: string, title: string) => ({ _id: id, title, images: [], thumbnails: [] }) as unknown as Property;

  it('renders requests at the same time each with its own data, whatever order their data arrives in', async () => {
    let releaseFirst!: () => void;
    const firstArrives = new Promise<void>((resolve) => (releaseFirst = resolve));
    const first = renderPage('/property/first', async () => {
      await firstArrives;
      return property('first', 'Bungalow in Adajan');
    });
    const second = await renderPage('/property/second', async () => property('second', 'Shop in Ring Road'));
    releaseFirst();
    const [firstPage] = await Promise.all([first]);
    expect(second?.markup).toContain('Shop in Ring Road');
    expect(second?.markup).not.toContain('Bungalow in Adajan');
    expect(firstPage?.markup).toContain('Bungalow in Adajan');
    expect(firstPage?.markup).not.toContain('Shop in Ring Road');
    expect(firstPage?.state.queries.map((query) => query.queryKey)).toEqual([
      ['properties', 'detail', 'first'],
      ['properties', 'similar', 'first'],
    ]);
  });

  it('renders nothing for a page without data or a property the loader does not know, and fails with the loader', async () => {
    const load = vi.fn(async () => null);
    expect(await renderPage('/aboutus', load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(await renderPage('/property/unknown', load)).toBeNull();
    await expect(renderPage('/property/broken', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  });
});

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
