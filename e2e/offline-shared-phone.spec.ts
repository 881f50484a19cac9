/**
 * A shared phone: a user logs out offline with changes not yet sent. They are asked, in so many
 * words; their saved list and flags leave the device, and their unsent changes are kept aside for
 * them alone. The next user sees nothing of theirs; when the first user logs back in online, the
 * kept changes are sent, once.
 */
import { expect, test, type Page } from '@playwright/test';
import type { MutationResult } from '../contract/mutations.ts';
import {
  apiToken,
  cardIds,
  controlledByServiceWorker,
  logInThroughTheForm,
  OFFLINE_BANNER,
  openResidentialListing,
  readDeviceTable,
  readOutbox,
  registerUser,
  shoot,
} from './offlineSupport.ts';

/** Every row of one table of the device store, which must exist. */
async function readTable(page: Page, table: string): Promise<unknown[]> {
  const rows = await readDeviceTable(page, table);
  if (!rows) throw new Error(`the device store has no ${table} table`);
  return rows;
}

test('logging out offline keeps unsent changes for that user only, and sends them once at their next login', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const first = await registerUser(request);
  const second = await registerUser(request);
  const bearer = async (account: typeof first) => ({ Authorization: `Bearer ${await apiToken(request, account)}` });

  const pushes: MutationResult[][] = [];
  page.on('response', async (answer) => {
    if (answer.request().method() !== 'POST' || new URL(answer.url()).pathname !== '/api/v1/sync') return;
    pushes.push(((await answer.json()) as { data: { results: MutationResult[] } }).data.results);
  });

  await logInThroughTheForm(page, first);
  await controlledByServiceWorker(page);
  let listing = await openResidentialListing(page);
  const [a, b, c] = (await cardIds(listing)) as [string, string, string];
  // What the first user opens signed in is theirs: it is recorded for them, and leaves with them.
  await page.goto(`/property/${a}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await readTable(page, 'recentlyViewed')).length, { timeout: 20_000 }).toBe(1);
  listing = await openResidentialListing(page);
  const heart = (id: string) =>
    listing
      .getByRole('article')
      .filter({ has: page.locator(`a[href="/property/${id}"]`) })
      .getByRole('button', { name: /^(Save|Remove) / });

  // Offline, two hearts: two changes wait in the outbox.
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  for (const id of [a, b]) {
    await heart(id).click();
    await expect(heart(id)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect.poll(async () => (await readOutbox(page)).length).toBe(2);

  // Logging out asks first, in these words.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /Login/ })).toBeVisible({ timeout: 20_000 });
  expect(asked).toEqual(['2 changes have not been sent yet. Log out anyway?']);
  // The device no longer holds the user's saved list, flags or outbox (removed as the logout ends).
  await expect.poll(() => readOutbox(page)).toEqual([]);
  expect(await readTable(page, 'savedProperties')).toEqual([]);
  expect((await readTable(page, 'properties')).filter((row) => (row as { favoriteOf: string | null }).favoriteOf !== null)).toEqual([]);
  expect(await readTable(page, 'recentlyViewed')).toEqual([]);

  // Back online, another person logs in on the same phone: nothing of the first user shows.
  await context.setOffline(false);
  await logInThroughTheForm(page, second);
  const theirs = await openResidentialListing(page);
  for (const id of [a, b]) {
    await expect(
      theirs
        .getByRole('article')
        .filter({ has: page.locator(`a[href="/property/${id}"]`) })
        .getByRole('button', { name: /^(Save|Remove) / }),
    ).toHaveAttribute('aria-pressed', 'false');
  }
  // Their dashboard's "Recently viewed" lists what they opened themselves, never the first user's.
  await page.goto(`/property/${c}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The visit is written to the device after the page shows: leaving sooner would lose it.
  await expect.poll(async () => (await readTable(page, 'recentlyViewed')).length, { timeout: 20_000 }).toBe(1);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Saved Properties (0)' })).toBeVisible({ timeout: 20_000 });
  const recent = page.getByRole('list', { name: 'Recently viewed properties' });
  await expect(recent.locator(`a[href="/property/${c}"]`).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(`a[href="/property/${a}"]`)).toHaveCount(0);
  await expect(page.locator(`a[href="/property/${b}"]`)).toHaveCount(0);
  await shoot(page, 'shared-phone-second-user');
  expect(await readOutbox(page)).toEqual([]);
  expect(pushes.flat()).toEqual([]);
  const secondFavorites = (await (await request.get('/api/v1/favorites', { headers: await bearer(second) })).json()) as { data: unknown[] };
  expect(secondFavorites.data).toEqual([]);

  // The second user leaves (nothing waits: no question), the first comes back online: their changes go out once.
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /Login/ })).toBeVisible({ timeout: 20_000 });
  await logInThroughTheForm(page, first);
  const headers = await bearer(first);
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/v1/favorites', { headers })).json()) as { data: { _id: string }[] }).data.map((p) => p._id).sort(),
      { timeout: 30_000 },
    )
    .toEqual([a, b].sort());
  await expect.poll(async () => (await readOutbox(page)).length).toBe(0);
  await page.waitForTimeout(1500);
  expect(asked).toHaveLength(1);
  expect(pushes.flat().map((result) => result.status)).toEqual(['applied', 'applied']);
});
