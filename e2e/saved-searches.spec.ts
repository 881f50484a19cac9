/**
 * Saved searches as a user meets them: 'Save this search' on the search screen, the dashboard's
 * Saved Searches, a new matching listing (made by an admin) counted there and on home with a
 * 'New' badge, then pause and delete. Screenshots at 390 and 1280 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  apiRegister,
  demo,
  expect,
  madeListings,
  saveScreenshot,
  signIn,
  test,
  toast,
  uniqueTag,
  viewports,
  type AuthState,
} from './fixtures.ts';

const listings = madeListings();

test.afterEach(async ({ request }) => {
  await listings.removeAll(request);
});

/** A 3 BHK flat in Vesu, made by an admin. */
function createListing(request: APIRequestContext, admin: AuthState, title: string): Promise<string> {
  return listings.create(request, admin, {
    title,
    description: '<p>Three bedroom flat near the Vesu canal road with covered parking.</p>',
    location: 'Vesu, Surat',
    address: 'B-702, Canal View, Vesu, Surat 395007',
    price: '7900000',
    sqt: '1450',
    bedrooms: '3',
  });
}

/** The alert engine matches new listings every few seconds: waits until the user's search has counted it. */
async function waitForMatch(request: APIRequestContext, user: AuthState, name: string) {
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v1/saved-searches', { headers: { Authorization: `Bearer ${user.accessToken}` } });
        const body = (await response.json()) as { data: { name: string; newCount: number }[] };
        return body.data.find((search) => search.name === name)?.newCount ?? -1;
      },
      { message: 'the new listing to match the saved search', timeout: 60_000, intervals: [1000] },
    )
    .toBe(1);
}

const savedSearches = (page: Page) => page.getByRole('region', { name: /^Saved Searches/ });

test('a visitor who presses Save this search is sent to log in and comes back to the search', async ({ page }) => {
  await page.goto('/search?q=vesu&propertyType=Residential');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fsearch%3Fq%3Dvesu%26propertyType%3DResidential$/);
});

test('a saved search shows in the dashboard, counts a new matching listing there and on home with a New badge, and can be paused and deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const account = await apiRegister(request);
  const user = await signIn(page, account);

  // Search screen: the dialog names the search after its filters.
  await page.setViewportSize(viewports[0]);
  await page.goto(`/search?q=${tag}&propertyType=Residential`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue(`“${tag}” · Residential`);
  await expect(dialog.getByTestId('save-search-summary')).toHaveText(`“${tag}” · Residential`);
  await saveScreenshot(page, 'saved-search-dialog-390', { fullPage: false });
  const name = `Flats ${tag}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('radio', { name: /Daily/ }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(toast(page, 'Search saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Save this search' })).toBeHidden();

  // Dashboard: the search, its filters in words, its alert.
  await page.goto('/dashboard');
  const row = savedSearches(page).getByTestId('saved-search').filter({ hasText: name });
  await expect(row).toContainText(`“${tag}” · Residential`);
  await expect(row).toContainText('Daily digest by e-mail');
  await expect(row.getByTestId('saved-search-new')).toHaveCount(0);

  // An admin lists a matching flat.
  const admin = await apiLogin(request, demo.admin);
  const title = `Canal view 3 BHK ${tag}`;
  await createListing(request, admin, title);
  await waitForMatch(request, user, name);

  // Home and dashboard say so, and the new listing's card carries 'New'.
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const fresh = page.getByTestId('new-since-visit');
    await expect(fresh).toContainText('1 new listing matches your saved searches since your last visit');
    await expect(fresh.getByRole('article').filter({ hasText: title }).getByTestId('new-badge')).toHaveText('New');
    await saveScreenshot(page, `saved-search-home-${viewport.width}`);

    await page.goto('/dashboard');
    await expect(page.getByTestId('new-since-visit')).toContainText('1 new listing matches');
    await expect(row.getByTestId('saved-search-new')).toHaveText('1 new');
    await savedSearches(page).scrollIntoViewIfNeeded();
    await saveScreenshot(page, `saved-search-dashboard-${viewport.width}`);
  }

  // Open goes to the search with its filters.
  await row.getByRole('link', { name: `Open: ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${tag}&propertyType=Residential$`));
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();

  // Pause, edit, delete.
  await page.goto('/dashboard');
  await row.getByRole('button', { name: `Pause: ${name}` }).click();
  await expect(toast(page, 'Alerts paused')).toBeVisible();
  await expect(row).toContainText('Alerts paused');
  await row.getByRole('button', { name: `Edit: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit saved search' });
  await edit.getByRole('radio', { name: /Weekly/ }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Saved search updated')).toBeVisible();
  await row.getByRole('button', { name: `Resume: ${name}` }).click();
  await expect(row).toContainText('Weekly digest by e-mail');
  await row.getByRole('button', { name: `Delete: ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Saved search deleted')).toBeVisible();
  await expect(savedSearches(page)).toContainText('You have no saved searches yet.');
  await expect(savedSearches(page).getByRole('link', { name: 'Search Properties' })).toHaveAttribute('href', '/search');
});

test('the server’s limit of 20 saved searches is shown when saving a 21st', async ({ page, request }) => {
  const account = await apiRegister(request);
  const user = await signIn(page, account);
  for (let index = 0; index < 20; index += 1) {
    const response = await request.post('/api/v1/saved-searches', {
      headers: { Authorization: `Bearer ${user.accessToken}` },
      data: {
        name: `Search ${index}`,
        query: { bedrooms: String((index % 4) + 1), maxPrice: String(1_000_000 * (index + 1)) },
        alert: 'off',
        channels: [],
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/search?propertyType=Commercial');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save search' }).click();
  // The dialog stays open with the server's own words.
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('You can save at most 20 searches. Delete one to save another.');
  await expect(page.getByRole('heading', { name: 'Save this search' })).toBeVisible();
  await saveScreenshot(page, 'saved-search-limit-1280', { fullPage: false });
});
