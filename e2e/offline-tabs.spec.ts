/**
 * Two tabs of one browser: a heart toggled offline in one tab shows in the other without a reload;
 * on the reconnect exactly one tab sends the outbox (the Web Lock), the server holds one change, and
 * both tabs show it.
 */
import { expect, test, type Page } from '@playwright/test';
import type { MutationResult } from '../contract/mutations.ts';
import {
  apiToken,
  cardIds,
  controlledByServiceWorker,
  logInThroughTheForm,
  OFFLINE_BANNER,
  readOutbox,
  registerUser,
  shoot,
} from './offlineSupport.ts';

test('a change made offline in one tab shows in the other, and reaches the server once', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const account = await registerUser(request);
  await logInThroughTheForm(page, account);
  await controlledByServiceWorker(page);
  await page.goto('/residential');
  const first = page.getByRole('list', { name: 'Explore Residential Properties' });
  await expect(first.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  const [id] = (await cardIds(first)) as [string];

  const second = await context.newPage();
  await second.goto('/residential');
  const other = second.getByRole('list', { name: 'Explore Residential Properties' });
  // A second tab on a busy machine: it may take a while to render.
  await expect(other.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  const heart = (tab: Page) =>
    (tab === page ? first : other)
      .getByRole('article')
      .filter({ has: tab.locator(`a[href="/property/${id}"]`) })
      .getByRole('button', { name: /^(Save|Remove) / });
  await expect(heart(second)).toHaveAttribute('aria-pressed', 'false');

  // Every POST /sync either tab sends, with its answers.
  const pushes: MutationResult[][] = [];
  for (const tab of [page, second]) {
    tab.on('response', async (answer) => {
      if (answer.request().method() !== 'POST' || new URL(answer.url()).pathname !== '/api/v1/sync') return;
      pushes.push(((await answer.json()) as { data: { results: MutationResult[] } }).data.results);
    });
  }

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await heart(page).click();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  // The other tab follows, from the device, with no reload.
  await expect(heart(second)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await readOutbox(second)).length).toBe(1);
  await shoot(second, 'tabs-followed-offline');

  // Both tabs see the connection come back; one of them sends the outbox.
  await context.setOffline(false);
  await expect.poll(async () => (await readOutbox(page)).length, { timeout: 20_000 }).toBe(0);
  await page.waitForTimeout(1500);
  expect(pushes.flat().map((result) => result.status)).toEqual(['applied']);

  const token = await apiToken(request, account);
  const favorites = (await (await request.get('/api/v1/favorites', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: { _id: string }[];
  };
  expect(favorites.data.map((property) => property._id)).toEqual([id]);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(second)).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'tabs-after-reconnect');
});
