/** Shared steps of the offline journeys: accounts, the service worker, images, the device store. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const SHOTS_DIR = '/tmp/shots-offline';
export const OFFLINE_NOT_SAVED = 'You are offline and this page has not been saved on this device yet.';
export const OFFLINE_BANNER = 'You are offline. Showing what this device has saved.';

export interface Account {
  email: string;
  password: string;
  fullName: string;
}

let serial = 0;

/** A fresh user for one test, so journeys do not share saved lists. */
export async function registerUser(request: APIRequestContext, baseURL?: string): Promise<Account> {
  const stamp = `${Date.now().toString(36)}${(serial++).toString(36)}`;
  const account = { email: `offline.${stamp}@example.in`, password: 'Offline@2007', fullName: 'Offline Tester' };
  const response = await request.post(`${baseURL ?? ''}/api/v1/users/register`, {
    data: {
      username: `offline_${stamp}`,
      fullName: account.fullName,
      email: account.email,
      password: account.password,
      mobile: '9825000000',
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return account;
}

/** An access token of a separate session, for checking the server's side of things. */
export async function apiToken(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
  baseURL?: string,
): Promise<string> {
  const response = await request.post(`${baseURL ?? ''}/api/v1/users/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/** Logs in on the login screen and waits for where it leads: the home page, or `landing` (staff land in the workspace). */
export async function logInThroughTheForm(page: Page, account: Pick<Account, 'email' | 'password'>, landing = '/'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => (landing === '/' ? url.pathname === '/' : url.pathname.startsWith(landing)));
}

/** Waits for the service worker, and reloads once if it does not control this page yet. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Offline reloads must be answered by IndexedDB, not by the persisted query cache in localStorage. */
export async function forgetPersistedQueryCache(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.removeItem('query-cache'));
}

/** The image has loaded real bytes from /media/ (not the placeholder a failed load falls back to). */
export async function expectMediaImage(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        image.evaluate((element: HTMLImageElement) => ({
          media: new URL(element.currentSrc || element.src, window.location.href).pathname.startsWith('/media/'),
          loaded: element.complete && element.naturalWidth > 0,
        })),
      { timeout: 15_000 },
    )
    .toEqual({ media: true, loaded: true });
}

/** The media cache holds every one of these URLs. */
export async function expectInMediaCache(page: Page, urls: readonly string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const cache = await caches.open('media-images');
          const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
          return wanted.filter((url) => !held.has(url));
        }, urls),
      { timeout: 20_000, message: 'images missing from the media cache' },
    )
    .toEqual([]);
}

/** One waiting mutation as IndexedDB holds it (favourites are the only type yet). */
export interface OutboxRow {
  id: string;
  userId: string;
  type: 'favorite.set';
  args: { propertyId: string; favorite: boolean };
  clientTime: string;
  record: string;
}

/**
 * Every row of one table of the device store (IndexedDB), or null when the store or the table does
 * not exist yet; the store is not created by looking.
 */
export function readDeviceTable(page: Page, table: string): Promise<unknown[] | null> {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'shreeji-offline')) return null;
    return new Promise<unknown[] | null>((resolve, reject) => {
      const open = indexedDB.open('shreeji-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains(name)) {
          db.close();
          resolve(null);
          return;
        }
        const all = db.transaction(name).objectStore(name).getAll();
        all.onsuccess = () => {
          db.close();
          resolve(all.result as unknown[]);
        };
        all.onerror = () => reject(all.error);
      };
    });
  }, table);
}

/** The mutation outbox as IndexedDB holds it. */
export async function readOutbox(page: Page): Promise<OutboxRow[]> {
  return ((await readDeviceTable(page, 'outbox')) ?? []) as OutboxRow[];
}

/** Who the device keeps as signed in (localStorage 'auth'): no token is kept there. */
export function storedAuth(page: Page): Promise<{ loggedIn: boolean; user: { _id: string } | null }> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('auth') ?? '{"loggedIn":false}'));
}

export async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

/** The property ids of the cards in a list, in order. */
/** Opens the residential listing online and waits for its cards; the list, to find cards in. */
export async function openResidentialListing(page: Page): Promise<Locator> {
  await page.goto('/residential');
  const listing = page.getByRole('list', { name: 'Explore Residential Properties' });
  await expect(listing.getByRole('article').first()).toBeVisible();
  return listing;
}

export async function cardIds(list: Locator): Promise<string[]> {
  const hrefs = await list
    .getByRole('link', { name: /View Details/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace('/property/', ''));
}
