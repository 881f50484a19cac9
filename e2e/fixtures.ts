/**
 * The shared ground of the end-to-end specs (not the offline ones): service workers blocked so
 * no cached shell answers instead of the server, every request off the product's own origin and
 * the suite's tile server refused (the contact page's map iframe) so runs do not depend on the internet, and
 * the helpers a person's session needs: demo accounts, fresh accounts, signing in quickly.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { RegisterBody } from '../contract/users.ts';

export { expect };

export const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Below this width the header's links live in the slide-in menu (Tailwind's lg). */
const DESKTOP_MIN_WIDTH = 1024;

export const demo = {
  admin: { email: 'admin@shreejirealty.in', password: 'Admin@2007', fullName: 'Office Admin' },
  user: { email: 'user@shreejirealty.in', password: 'User@2007', fullName: 'Riya Patel' },
} as const;
export type DemoRole = keyof typeof demo;

export interface Credentials {
  email: string;
  password: string;
}

export interface SessionUser {
  _id: string;
  fullName: string;
  username: string;
  email: string;
  role: string;
}

/**
 * A login as a test uses it: who is signed in (what the PWA keeps under localStorage 'auth',
 * pwa/lib/store.ts) and the access token, for the test's own API calls. The refresh token is the
 * browser context's HttpOnly cookie.
 */
export interface AuthState {
  loggedIn: true;
  user: SessionUser;
  accessToken: string;
}

/** What the sign-up form and POST /users/register take. */
export type NewAccount = RegisterBody;

/** A unique tag for this run's data: names and e-mails never collide across tests or runs. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${randomUUID().slice(0, 6)}`;
}

export function newAccount(): NewAccount {
  const tag = uniqueTag();
  return {
    username: `qa_${tag}`,
    fullName: 'Asha Mehta',
    email: `qa.${tag}@example.in`,
    password: 'Surat@2026',
    mobile: '9876543210',
  };
}

export async function apiLogin(request: APIRequestContext, credentials: Credentials): Promise<AuthState> {
  const response = await request.post('/api/v1/users/login', { data: { email: credentials.email, password: credentials.password } });
  expect(response.status(), `login of ${credentials.email}`).toBe(200);
  const body = (await response.json()) as { data: { user: SessionUser; accessToken: string } };
  return { loggedIn: true, user: body.data.user, accessToken: body.data.accessToken };
}

export async function apiRegister(request: APIRequestContext, account: NewAccount = newAccount()): Promise<NewAccount> {
  const response = await request.post('/api/v1/users/register', { data: account });
  expect(response.status(), `registration of ${account.email}`).toBe(201);
  return account;
}

/**
 * Signs in without the login screen: the login through the page's own request context, which
 * leaves the refresh-token cookie in the browser, and who is signed in written where the PWA reads
 * it; the app gets its access token through the cookie, as after a reload. Tests of the login
 * screen itself go through the form instead.
 */
export async function signIn(page: Page, who: DemoRole | Credentials): Promise<AuthState> {
  const auth = await apiLogin(page.request, typeof who === 'string' ? demo[who] : who);
  // Any same-origin document will do to reach the origin's localStorage.
  await page.goto('/api/v1/health');
  await page.evaluate((user) => localStorage.setItem('auth', JSON.stringify({ loggedIn: true, user })), auth.user);
  return auth;
}

export function isDesktop(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) >= DESKTOP_MIN_WIDTH;
}

/**
 * Where the header's account controls are: the header itself on wide screens, the slide-in
 * menu (opened here) on phones.
 */
export async function accountArea(page: Page): Promise<Locator> {
  if (isDesktop(page)) return page.getByRole('banner');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  // The dialog element is a zero-size wrapper; its navigation shows the panel is open.
  await expect(menu.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  return menu;
}

/**
 * A toast by its text (react-hot-toast renders them as role=status). Not inside a modal: while a
 * headlessui dialog is open, #root and the toaster in it are inert.
 */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** A small real PNG, made in memory (the server checks the bytes, not the name). */
export async function pngFile(name: string, colour = '#1f6f5c', width = 64, height = 48) {
  const { default: sharp } = await import('sharp');
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export interface ListedProperty {
  _id: string;
  title: string;
  reference: string;
  transactionType: string;
  propertyType: string;
  price: number;
  images: string[];
}

/** The first listing matching an API search, e.g. `{ transactionType: 'Rent', propertyType: 'Residential' }`. */
/** What differs between the listings the specs make: the rest is a plain residential flat for sale. */
export interface ListingDraft {
  title: string;
  description: string;
  location: string;
  address: string;
  price: string;
  sqt: string;
  bedrooms: string;
  carpetArea?: string;
  /** A unit of one of the agency's projects, of a type on its price list. */
  projectId?: string;
  unitTypeId?: string;
}

/**
 * Listings a spec makes through the admin API, removed again by `removeAll` (after each test), so
 * other specs' "newest listing" stays a seeded one with photos.
 */
export function madeListings() {
  const created: { id: string; token: string }[] = [];
  return {
    async create(request: APIRequestContext, admin: AuthState, draft: ListingDraft): Promise<string> {
      const response = await request.post('/api/v1/properties/create', {
        headers: { Authorization: `Bearer ${admin.accessToken}` },
        data: { transactionType: 'Buy', propertyType: 'Residential', category: 'Apartment', bathrooms: '2', ...draft },
      });
      expect(response.status()).toBe(201);
      const id = ((await response.json()) as { data: { _id: string } }).data._id;
      created.push({ id, token: admin.accessToken });
      return id;
    },
    async removeAll(request: APIRequestContext): Promise<void> {
      for (const { id, token } of created.splice(0)) {
        const response = await request.delete(`/api/v1/properties/${id}`, { headers: { Authorization: `Bearer ${token}` } });
        expect(response.status()).toBe(200);
      }
    },
  };
}

export async function findProperty(request: APIRequestContext, params: Record<string, string> = {}): Promise<ListedProperty> {
  const response = await request.get('/api/v1/properties/search', { params: { limit: '1', ...params } });
  expect(response.ok()).toBe(true);
  const [property] = ((await response.json()) as { data: ListedProperty[] }).data;
  expect(property, `a listing for ${JSON.stringify(params)}`).toBeTruthy();
  return property!;
}

export async function firstProject(request: APIRequestContext): Promise<{ _id: string; title: string }> {
  const response = await request.get('/api/v1/projects');
  expect(response.ok()).toBe(true);
  const [project] = ((await response.json()) as { data: { _id: string; title: string }[] }).data;
  expect(project, 'a seeded project').toBeTruthy();
  return project!;
}

/** The seeded ongoing project with the most units listed (it carries a GujRERA number). */
export async function ongoingProject(
  request: APIRequestContext,
): Promise<{ _id: string; slug: string; title: string; reraNumber: string | null; unitsListed: number }> {
  const response = await request.get('/api/v1/projects', { params: { status: 'ONGOING' } });
  expect(response.ok()).toBe(true);
  const projects = (
    (await response.json()) as { data: { _id: string; slug: string; title: string; reraNumber: string | null; unitsListed: number }[] }
  ).data;
  const [project] = projects.filter((candidate) => candidate.reraNumber).sort((a, b) => b.unitsListed - a.unitsListed);
  expect(project, 'a seeded ongoing project').toBeTruthy();
  return project!;
}

/** Requests in flight per page, and when that number last changed. */
const traffic = new WeakMap<Page, { inflight: number; changedAt: number }>();

export function trackTraffic(page: Page) {
  const state = { inflight: 0, changedAt: Date.now() };
  traffic.set(page, state);
  const change = (delta: number) => {
    state.inflight = Math.max(0, state.inflight + delta);
    state.changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/** The network has been quiet this long: a cold start pulls /sync and then refetches what it invalidated. */
const QUIET_MS = 250;

/**
 * A page's Enquire form (named `name`), scrolled to as a visitor would: the page draws it once its
 * place comes near the screen (pwa/features/enquiries/EnquirePanel.tsx). The place or the form,
 * whichever is there: if the form replaces its place meanwhile, the scroll goes to the form.
 */
export async function scrollToEnquireForm(page: Page, name: string): Promise<Locator> {
  const form = page.getByRole('form', { name });
  await page.getByTestId('enquiry-placeholder').or(form).first().scrollIntoViewIfNeeded();
  return form;
}

/**
 * Waits until the screen is at rest: no request in flight for a moment, nothing marked busy,
 * and no finite animation or fade running.
 */
export async function settle(page: Page): Promise<void> {
  await expect
    .poll(
      () => {
        const state = traffic.get(page);
        return !state || (state.inflight === 0 && Date.now() - state.changedAt >= QUIET_MS);
      },
      { message: 'the network to be quiet', intervals: [50] },
    )
    .toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

const screenshotDir = path.resolve('screenshots');

/**
 * Whether the specs leave screenshots for a person to look at: on a developer's machine, not in CI
 * (nobody looks there, and full-page pictures cost minutes of a run) unless E2E_SCREENSHOTS=1.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !process.env.CI;

/**
 * The widths a journey (a flow of several steps that go the same way at any width) runs at: both
 * where screenshots are taken for a person to look at, the phone's alone in CI. Every screen's layout
 * is still checked at both widths in every run (routes.spec.ts loads each screen and widens it,
 * a11y.spec.ts audits both), and a journey whose steps differ on a wide screen loops over `viewports`.
 */
export type Viewport = (typeof viewports)[number];

export const journeyViewports: readonly Viewport[] = SCREENSHOTS ? viewports : [viewports[0]];

/** A describe for each width, `at 390 px` and so on, whose tests run at that width. */
export function atWidths(list: readonly Viewport[], body: (viewport: Viewport) => void): void {
  for (const viewport of list) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      body(viewport);
    });
  }
}

/**
 * Draws the whole page, as a person scrolling down would see each part of it: what renders only
 * near the screen (`render-lazily`, content-visibility) would otherwise stay blank in a full-page shot.
 */
export async function renderWholePage(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/** A screenshot function writing `<name>.png` into `dir` (whole page with `fullPage`), when screenshots are on. */
export function screenshotsIn(dir: string): (page: Page, name: string, fullPage?: boolean) => Promise<void> {
  return async (page, name, fullPage = false) => {
    if (!SCREENSHOTS) return;
    fs.mkdirSync(dir, { recursive: true });
    await settle(page).catch(() => undefined);
    if (fullPage) await renderWholePage(page);
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, animations: 'disabled' });
  };
}

/**
 * A full-page screenshot in screenshots/ (gitignored; `fullPage: false` for a modal, which
 * scrolls inside itself). Lazy images are switched to eager and awaited first, so the picture
 * shows what a person scrolling down would see.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  if (fullPage) await renderWholePage(page);
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
    // From the top, or the sticky header is drawn where the page happened to be scrolled to.
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  // Loaded and decoded: `decoding="async"` pictures below the fold are otherwise left blank in a full-page shot.
  // A picture that never arrives shows as broken in the shot, which is the point, so failures are ignored.
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))));
  await settle(page);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage, animations: 'disabled' });
}

/**
 * Pages arrive rendered and the app takes them over just after the first paint: a person's next
 * step (a click on the menu, a tab) is taken once it has (html[data-app="ready"]), so `page.goto`
 * waits for that after every page it loads.
 */
export function waitForAppAfterGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.startsWith('text/html'))
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    return response;
  };
}

export const test = base.extend({
  // The offline specs test the service worker; here a cached shell must never answer instead of the server.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  serviceWorkers: async ({}, use) => {
    await use('block');
  },
  page: async ({ page }, use) => {
    trackTraffic(page);
    waitForAppAfterGoto(page);
    await use(page);
  },
});
