// First: the helper installs fake IndexedDB, which Dexie looks for when it loads.
import { property } from '../testing/deviceDb.ts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { featuredSearchParams, initialFeaturedFilter } from '../features/home/featuredFilter.ts';
import { listingSearchParams, readListingFilter } from '../features/listings/listingFilter.ts';
import type { PropertyPage } from './properties.ts';
import { pageData } from '../routes.ts';
import { offlineDb } from './device/db.ts';
import { propertyPagesQuery, propertyQuery, propertySearchQuery } from './properties.ts';

const page = (...titles: string[]): PropertyPage => ({
  message: 'ok',
  data: titles.map((title, index) => property(`p${index + 1}`, { title })),
  meta: { page: 1, limit: 12, total: titles.length },
});

/** A page's data as the server rendered it, adopted into a query cache, then kept on the device. */
async function keptFrom(path: string, fill: (client: QueryClient) => void): Promise<void> {
  const client = new QueryClient();
  fill(client);
  await pageData(path, '')!.remember(client);
}

/** A fresh visit with no connection: what the screen's own query answers, from the device alone. */
function offline() {
  vi.stubGlobal('navigator', { onLine: false });
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

beforeEach(async () => {
  await Promise.all(offlineDb().tables.map((table) => table.clear()));
});
afterEach(() => vi.unstubAllGlobals());

describe('a page the server rendered with its data, kept on the device', () => {
  it("keeps home's featured six where the widget looks for them offline", async () => {
    const params = featuredSearchParams(initialFeaturedFilter);
    await keptFrom('/', (client) => client.setQueryData(propertySearchQuery(params).queryKey, page('Vesu flat', 'Adajan shop')));
    const shown = await offline().fetchQuery(propertySearchQuery(params));
    expect(shown.data.map((listing) => listing.title)).toEqual(['Vesu flat', 'Adajan shop']);
  });

  it("keeps a listing's first page where the listing looks for it offline", async () => {
    const params = listingSearchParams(readListingFilter('/residential', ''));
    await keptFrom('/residential', (client) =>
      client.setQueryData(propertyPagesQuery(params).queryKey, { pages: [page('Pal bungalow')], pageParams: [1] }),
    );
    const shown = await offline().fetchInfiniteQuery(propertyPagesQuery(params));
    expect(shown.pages[0]!.data.map((listing) => listing.title)).toEqual(['Pal bungalow']);
  });

  it("keeps a property's details where its page looks for them offline", async () => {
    await keptFrom('/property/p9', (client) =>
      client.setQueryData(propertyQuery('p9').queryKey, property('p9', { title: 'Athwa office' })),
    );
    expect(await offline().fetchQuery(propertyQuery('p9'))).toMatchObject({ _id: 'p9', title: 'Athwa office' });
  });

  it('keeps nothing where the page holds no data', async () => {
    await keptFrom('/residential', () => undefined);
    await keptFrom('/property/p9', () => undefined);
    expect(await offlineDb().properties.count()).toBe(0);
    expect(await offlineDb().searches.count()).toBe(0);
  });
});
