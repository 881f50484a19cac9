/**
 * Installable: the manifest and the service worker pass Chromium's own installability check, the
 * worker controls the page, the manifest carries what the install dialog shows, the install button
 * appears only when the browser offers installation, and the worker keeps no API answer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { findProperty } from './fixtures.ts';
import { controlledByServiceWorker } from './offlineSupport.ts';

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  display: string;
  start_url: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
  screenshots: { src: string; sizes: string; type: string; form_factor: string }[];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest and service worker pass Chromium installability checks', async ({ request, baseURL }, testInfo) => {
  // Chromium never offers installation in an incognito profile, which every new context is: use a real profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlledByServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }

  const href = '/manifest.webmanifest';
  const manifest = (await (await request.get(href)).json()) as Manifest;
  expect(manifest).toMatchObject({ name: 'Shreeji Realty, Surat', short_name: 'Shreeji Realty', display: 'standalone', start_url: '/' });
  expect(manifest.description.length).toBeGreaterThan(20);
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.background_color).toMatch(/^#/);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots) {
    const image = await request.get(shot.src);
    expect(image.headers()['content-type']).toContain('image/png');
    expect(pngSize(await image.body())).toBe(shot.sizes);
  }
});

/** Makes the page the offer a browser makes when the site is installable; its prompt() sets `window.prompted`. */
async function offerInstallation(page: Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
}

test('the install button shows only once the browser offers installation', async ({ page }) => {
  await page.goto('/');
  const install = page.getByRole('button', { name: 'Install app' });
  // Headless Chromium may offer it on its own: start from "not offered".
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(install).toBeHidden();

  await offerInstallation(page);
  await expect(install).toBeVisible();
  await install.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(install).toBeHidden();
});

test('an install offer made before the app has loaded is kept for the install button', async ({ page }) => {
  // The app's code is held back until the offer has been made.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await offerInstallation(page);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  release();
  const install = page.getByRole('button', { name: 'Install app' });
  await expect(install).toBeVisible();
  await install.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
});

test('the service worker caches the shell and images but never an API answer', async ({ page }) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  await page.goto('/residential');
  await expect(page.getByRole('list', { name: 'Explore Residential Properties' }).getByRole('article').first()).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Our All Projects' })).toBeVisible();

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((entry) => new URL(entry.url).pathname));
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((url) => url.startsWith('/media/'))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);
  // The admin area and its editor are not in every visitor's precache.
  expect(cached.filter((url) => /\/assets\/(admin|milkdown)-/.test(url))).toEqual([]);
});

test("once the worker controls the site, the server's own paths still reach the server", async ({ page, request }) => {
  const property = await findProperty(request, { propertyType: 'Residential' });
  await page.goto('/');
  await controlledByServiceWorker(page);

  // The link Share copies and WhatsApp carries: a redirect to the listing, not the 404 screen.
  await page.goto(`/p/${property.reference}`);
  await expect(page).toHaveURL(new RegExp(`/property/${property._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();

  for (const [pathname, expected] of [
    ['/sitemap.xml', '<urlset'],
    ['/robots.txt', 'Sitemap:'],
  ] as const) {
    const response = await page.goto(pathname);
    expect(response?.fromServiceWorker(), pathname).toBe(false);
    expect(await response?.text(), pathname).toContain(expected);
  }
  const icon = await page.goto('/favicon.ico');
  expect(icon?.status()).toBe(200);
  expect(icon?.headers()['content-type']).toContain('image/');
});
