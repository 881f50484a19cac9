/**
 * Favourite toggles made offline: the heart flips at once, the toggles of one property collapse to
 * the last `favorite.set` mutation in the IndexedDB outbox, the reconnect sends each final one once
 * with POST /sync, and a replay of that batch changes nothing.
 */
import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import type { Mutation, MutationResult, SyncPull } from '../contract/mutations.ts';
import {
  apiToken,
  cardIds,
  controlledByServiceWorker,
  logInThroughTheForm,
  openResidentialListing,
  OFFLINE_BANNER,
  readOutbox,
  registerUser,
  shoot,
  storedAuth,
} from './offlineSupport.ts';

test.use({ viewport: { width: 390, height: 844 } });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Everything the log holds for this user after `since`, and the cursor after it. */
async function pullAll(request: APIRequestContext, token: string, since: number): Promise<SyncPull> {
  const all: SyncPull = { changes: [], cursor: since, hasMore: false };
  for (;;) {
    const response = await request.get(`/api/v1/sync?since=${all.cursor}`, { headers: bearer(token) });
    expect(response.ok()).toBe(true);
    const page = ((await response.json()) as { data: SyncPull }).data;
    all.changes.push(...page.changes);
    all.cursor = page.cursor;
    if (!page.hasMore) return all;
  }
}

test('offline toggles collapse to the last intent and reach the server once each on reconnect', async ({ page, context, request }) => {
  // Several reloads, offline and online, on a shared CI machine.
  test.setTimeout(120_000);
  const account = await registerUser(request);
  const token = await apiToken(request, account);
  const before = (await pullAll(request, token, 0)).cursor;

  await logInThroughTheForm(page, account);
  await controlledByServiceWorker(page);
  const listing = await openResidentialListing(page);
  const [a, b, c] = (await cardIds(listing)) as [string, string, string];
  const heart = (id: string) =>
    listing
      .getByRole('article')
      .filter({ has: page.locator(`a[href="/property/${id}"]`) })
      .getByRole('button', { name: /^(Save|Remove) / });

  // Every favourite write the page sends: POST /sync batches (with their answers) and direct calls.
  const pushes: MutationResult[][] = [];
  const directCalls: string[] = [];
  page.on('request', (sent: Request) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/favorite')) directCalls.push(sent.url());
  });
  page.on('response', async (answer) => {
    if (answer.request().method() !== 'POST' || new URL(answer.url()).pathname !== '/api/v1/sync') return;
    pushes.push(((await answer.json()) as { data: { results: MutationResult[] } }).data.results);
  });

  // Offline: three hearts, the third one twice. Each flips at once.
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  for (const id of [a, b, c]) {
    await heart(id).click();
    await expect(heart(id)).toHaveAttribute('aria-pressed', 'true');
  }
  await heart(c).click();
  await expect(heart(c)).toHaveAttribute('aria-pressed', 'false');
  await shoot(page, '3-toggled-offline');

  // The outbox holds one intent per property, the last one, for this user.
  const userId = (await storedAuth(page)).user!._id;
  await expect.poll(async () => (await readOutbox(page)).length).toBe(3);
  const queued = await readOutbox(page);
  expect(Object.fromEntries(queued.map((entry) => [entry.args.propertyId, entry.args.favorite]))).toEqual({
    [a]: true,
    [b]: true,
    [c]: false,
  });
  expect(queued.every((entry) => entry.type === 'favorite.set')).toBe(true);
  expect(queued.every((entry) => entry.userId === userId)).toBe(true);
  expect(pushes).toEqual([]);
  expect(directCalls).toEqual([]);
  // Background Sync is asked to wake the service worker once the connection is back.
  const tags = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: { getTags(): Promise<string[]> } };
    return registration.sync ? registration.sync.getTags() : ['(no Background Sync here)'];
  });
  expect(tags).toContain('favorites-outbox');

  // Still offline after a reload: the hearts come from the device.
  await page.reload();
  await expect(heart(a)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(c)).toHaveAttribute('aria-pressed', 'false');

  // Reconnect: the outbox goes out and empties.
  await context.setOffline(false);
  await expect.poll(async () => (await readOutbox(page)).length, { timeout: 20_000 }).toBe(0);
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();

  // One batch went out, answering for exactly the queued ids, each applied once.
  await expect.poll(() => pushes.length).toBe(1);
  // The reconnect, the next start and Background Sync may all ask; still one batch goes out.
  await page.waitForTimeout(1500);
  expect(pushes).toHaveLength(1);
  expect(pushes[0]!.map((result) => [result.id, result.status]).sort()).toEqual(queued.map((entry) => [entry.id, 'applied']).sort());
  expect(directCalls).toEqual([]);

  // The server holds exactly the final intents.
  const favorites = (await (await request.get('/api/v1/favorites', { headers: bearer(token) })).json()) as { data: { _id: string }[] };
  expect(favorites.data.map((property) => property._id).sort()).toEqual([a, b].sort());

  // The log has one favourite change for each of the three, with the final state, and nothing else of ours.
  const after = await pullAll(request, token, before);
  const ours = after.changes.filter((change) => change.type === 'favorite.set');
  expect(ours.map((change) => [change.subjectId, change.type === 'favorite.set' && change.data.favorite]).sort()).toEqual(
    [
      [a, true],
      [b, true],
      [c, false],
    ].sort(),
  );

  // A replay of the same batch is harmless: all duplicates, nothing new in the log.
  const sent: Mutation[] = queued.map((entry) => ({ id: entry.id, type: entry.type, args: entry.args, clientTime: entry.clientTime }));
  const replay = await request.post('/api/v1/sync', { headers: bearer(token), data: { mutations: sent } });
  expect(replay.ok()).toBe(true);
  const replayed = ((await replay.json()) as { data: { results: MutationResult[]; cursor: number } }).data;
  expect(replayed.results.map((result) => result.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
  expect(replayed.cursor).toBe(0);
  expect((await pullAll(request, token, after.cursor)).changes.filter((change) => change.type === 'favorite.set')).toEqual([]);
  const again = (await (await request.get('/api/v1/favorites', { headers: bearer(token) })).json()) as { data: { _id: string }[] };
  expect(again.data.map((property) => property._id).sort()).toEqual([a, b].sort());
});

test('an intent left waiting when the app was closed is sent at the next start', async ({ page, context, request }) => {
  // Several reloads, offline and online, on a shared CI machine.
  test.setTimeout(120_000);
  const account = await registerUser(request);
  await logInThroughTheForm(page, account);
  await controlledByServiceWorker(page);
  const listing = await openResidentialListing(page);
  const [id] = (await cardIds(listing)) as [string];

  await context.setOffline(true);
  await listing
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/property/${id}"]`) })
    .getByRole('button', { name: /^Save / })
    .click();
  await expect.poll(async () => (await readOutbox(page)).length).toBe(1);
  await page.close();

  // Connection back with no page open: nothing holds the session, so nothing can be sent yet.
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto('/');
  await expect.poll(async () => (await readOutbox(next)).length, { timeout: 20_000 }).toBe(0);

  const token = await apiToken(request, account);
  const favorites = (await (await request.get('/api/v1/favorites', { headers: bearer(token) })).json()) as { data: { _id: string }[] };
  expect(favorites.data.map((property) => property._id)).toEqual([id]);
});
