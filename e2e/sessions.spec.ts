/**
 * Account Settings → Where you're signed in: a person signed in on two devices sees both, this one
 * marked, ends the other from here, and the other device is logged out at its next token refresh.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiRegister, expect, journeyViewports, signIn, test } from './fixtures.ts';

const SHOTS_DIR = path.join('test-results', 'sessions-shots');

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80';

/** As the shared `page` fixture does: a step is taken once the app has taken the page over. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
}

async function openSettings(page: Page) {
  await open(page, '/dashboard?tab=settings');
  const panel = page.getByRole('region', { name: "Where you're signed in" });
  await expect(panel).toBeVisible();
  return panel;
}

for (const viewport of journeyViewports) {
  test(`at ${viewport.width} px, ending the other session from Account Settings logs that device out at its next refresh`, async ({
    browser,
    request,
  }, testInfo) => {
    // Two browsers signing in and a logout: more steps than the suite's usual minute allows.
    test.setTimeout(180_000);
    const { baseURL } = testInfo.project.use;
    const account = await apiRegister(request);
    const size = { width: viewport.width, height: viewport.height };
    const phone = await browser.newContext({ baseURL, viewport: size, userAgent: ANDROID_CHROME, serviceWorkers: 'block' });
    const laptop = await browser.newContext({ baseURL, viewport: size, userAgent: WINDOWS_EDGE, serviceWorkers: 'block' });
    try {
      const here = await phone.newPage();
      const there = await laptop.newPage();
      await signIn(there, account);
      await signIn(here, account);

      // The other device is in use and signed in.
      await open(there, '/dashboard');
      await expect(there.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

      const panel = await openSettings(here);
      const rows = panel.getByTestId('session');
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText('Chrome on Android');
      await expect(rows.first()).toContainText('This device');
      await expect(rows.first()).toContainText(/IP (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);
      await expect(rows.nth(1)).toContainText('Edge on Windows');
      await expect(rows.nth(1)).toContainText(/Last used (just now|\d+ minutes? ago)/);
      await expect(rows.nth(1)).not.toContainText('This device');

      fs.mkdirSync(SHOTS_DIR, { recursive: true });
      await panel.scrollIntoViewIfNeeded();
      await here.screenshot({ path: path.join(SHOTS_DIR, `sessions-${viewport.width}.png`), fullPage: false });
      await panel.screenshot({ path: path.join(SHOTS_DIR, `sessions-panel-${viewport.width}.png`) });

      await panel.getByRole('button', { name: 'End session on Edge on Windows' }).click();
      await expect(here.getByText('Signed out Edge on Windows')).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('This device');

      // The other device opens a page again: its tab holds no access token after the reload, so it
      // refreshes through its cookie, is refused, and is logged out.
      await there.goto('/dashboard');
      await expect(there).toHaveURL(/\/login/);
      const stored = await there.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
      expect(stored?.loggedIn ?? false).toBe(false);

      // This device is still signed in.
      await here.reload();
      await expect(here.getByRole('region', { name: "Where you're signed in" }).getByTestId('session')).toHaveCount(1);
    } finally {
      await phone.close();
      await laptop.close();
    }
  });
}

test('Account Settings asks for the current password when the e-mail changes', async ({ page }) => {
  test.setTimeout(150_000);
  const account = await apiRegister(page.request);
  await signIn(page, account);
  await page.goto('/dashboard?tab=settings');
  const profile = page.getByRole('region', { name: 'Account Settings' });
  await expect(profile.getByLabel('Current password')).toHaveCount(0);
  await profile.getByLabel('Email Address').fill(`moved.${account.email}`);
  await expect(profile.getByLabel('Current password')).toBeVisible();
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByText('Enter your current password to change your email address').first()).toBeVisible();

  await profile.getByLabel('Current password').fill('not-my-password');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByText('Your current password is incorrect').first()).toBeVisible();

  await profile.getByLabel('Current password').fill(account.password);
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
});
