/**
 * A user's saved properties open offline on the dashboard with their pictures: the list is kept in
 * IndexedDB and every picture of each saved property is warmed into the service worker's cache.
 */
import { expect, test } from '@playwright/test';
import {
  apiToken,
  cardIds,
  controlledByServiceWorker,
  expectInMediaCache,
  expectMediaImage,
  forgetPersistedQueryCache,
  logInThroughTheForm,
  openResidentialListing,
  OFFLINE_BANNER,
  registerUser,
  shoot,
} from './offlineSupport.ts';

test.use({ viewport: { width: 390, height: 844 } });

interface SavedProperty {
  _id: string;
  title: string;
  images: string[];
  thumbnails: string[];
}

test('saved properties open offline on the dashboard with their images', async ({ page, context, request }) => {
  // Several reloads, offline and online, on a shared CI machine.
  test.setTimeout(120_000);
  const account = await registerUser(request);
  await logInThroughTheForm(page, account);
  await controlledByServiceWorker(page);

  // Save two properties from a listing, online.
  const listing = await openResidentialListing(page);
  const [firstId, secondId] = await cardIds(listing);
  for (const id of [firstId!, secondId!]) {
    const card = listing.getByRole('article').filter({ has: page.locator(`a[href="/property/${id}"]`) });
    // Online too, the heart goes out through the outbox: one POST /sync as soon as it is clicked.
    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/sync' && response.request().method() === 'POST' && response.ok(),
    );
    await card.getByRole('button', { name: /^Save / }).click();
    await saved;
    await expect(card.getByRole('button', { name: /^Remove / })).toHaveAttribute('aria-pressed', 'true');
  }

  // The server agrees, and tells us which pictures the dashboard should keep.
  const token = await apiToken(request, account);
  const favorites = (await (await request.get('/api/v1/favorites', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: SavedProperty[];
  };
  expect(favorites.data.map((property) => property._id).sort()).toEqual([firstId, secondId].sort());

  // The dashboard online: the list loads, and every picture of both is warmed into the cache.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Saved Properties (2)' })).toBeVisible();
  await expectInMediaCache(
    page,
    favorites.data.flatMap((property) => [...property.thumbnails, ...property.images]),
  );

  // Offline, with the persisted query cache gone: IndexedDB and the media cache answer.
  await forgetPersistedQueryCache(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved Properties (2)' })).toBeVisible();
  const cards = page.getByRole('region', { name: /Saved Properties/ }).getByRole('article');
  await expect(cards).toHaveCount(2);
  for (const property of favorites.data) {
    const card = cards.filter({ hasText: property.title });
    await expect(card.getByRole('heading', { name: property.title })).toBeVisible();
    await expectMediaImage(card.getByRole('img', { name: property.title }));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, '2-dashboard-offline');
  await cards.first().scrollIntoViewIfNeeded();
  await shoot(page, '2-dashboard-cards-offline');

  // A saved property never opened online still opens offline, full-size picture included.
  const unopened = favorites.data[0]!;
  await page.goto(`/property/${unopened._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(unopened.title);
  await expectMediaImage(
    page
      .getByRole('region', { name: /^Photos of / })
      .getByRole('img')
      .first(),
  );
  await shoot(page, '2-saved-detail-offline');
});
