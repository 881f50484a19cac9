/**
 * Two admins edit the same listing at once (spec: admin property management): the second save is
 * refused instead of overwriting the first, and a dialog shows both versions of what differs, with
 * Reload (take the saved version into the form) and Overwrite (save mine over it).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, madeListings, saveScreenshot, signIn, test, toast, uniqueTag, waitForAppAfterGoto, type AuthState } from './fixtures.ts';

const CHANGED = 'This property was changed by someone else. Reload to see their changes.';

// Two browsers, each loading the admin bundle and the editor: more than one page's time.
test.describe.configure({ timeout: 180_000 });

/** A second admin's browser, as separate from the first as another person's laptop. */
async function secondBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  waitForAppAfterGoto(page);
  return page;
}

const listings = madeListings();

test.afterEach(async ({ request }) => {
  await listings.removeAll(request);
});

/** A 2 BHK flat in Adajan, made by an admin. */
function createListing(page: Page, admin: AuthState, title: string): Promise<string> {
  return listings.create(page.request, admin, {
    title,
    description: '<p>Two bedroom flat near the Adajan riverfront with covered parking.</p>',
    location: 'Adajan, Surat',
    address: 'C-301, Riverfront Residency, Adajan, Surat 395009',
    price: '6500000',
    sqt: '1150',
    bedrooms: '2',
  });
}

async function openEditor(page: Page, id: string, title: string) {
  await page.goto(`/admincp/property/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Title')).toHaveValue(title);
}

test('the second of two admins editing one listing sees both versions, and Reload shows the first admin’s change', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const first = await signIn(page, 'admin');
  const title = `QA Riverfront Flat ${tag}`;
  const id = await createListing(page, first, title);

  const office = page;
  await office.setViewportSize({ width: 1280, height: 800 });
  const site = await secondBrowser(browser, baseURL!);
  await signIn(site, 'admin');

  await openEditor(office, id, title);
  await openEditor(site, id, title);

  // The office saves first: a new title and price.
  const officeTitle = `QA Riverfront Flat, river view ${tag}`;
  const officeForm = office.getByRole('main');
  await officeForm.getByLabel('Title').fill(officeTitle);
  await officeForm.getByLabel('Price (₹)').fill('6800000');
  await officeForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(office, 'Property has been updated!')).toBeVisible();

  // The site visit saves from the version it loaded: refused, with both versions shown.
  const siteTitle = `QA Riverfront Flat, corner unit ${tag}`;
  const siteForm = site.getByRole('main');
  await siteForm.getByLabel('Title').fill(siteTitle);
  await siteForm.getByRole('button', { name: 'Save Changes' }).click();
  const dialog = site.getByRole('dialog', { name: CHANGED });
  // The dialog element is a zero-size wrapper; its buttons show it is open.
  await expect(dialog.getByRole('button', { name: 'Reload' })).toBeVisible();
  const titleRow = dialog.locator('[data-conflict-field="title"]');
  await expect(titleRow.locator('[data-version="theirs"]')).toHaveText(officeTitle);
  await expect(titleRow.locator('[data-version="yours"]')).toHaveText(siteTitle);
  const priceRow = dialog.locator('[data-conflict-field="price"]');
  await expect(priceRow.locator('[data-version="theirs"]')).toHaveText('₹ 68,00,000');
  await expect(priceRow.locator('[data-version="yours"]')).toHaveText('₹ 65,00,000');
  await expect(dialog.locator('[data-conflict-field="location"]')).toHaveCount(0);

  await saveScreenshot(site, 'admin-edit-conflict-1280', { fullPage: false });
  await site.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('button', { name: 'Overwrite' })).toBeVisible();
  await saveScreenshot(site, 'admin-edit-conflict-390', { fullPage: false });

  // Reload takes the office's saved version into the form; nothing of the site's was saved.
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(siteForm.getByLabel('Title')).toHaveValue(officeTitle);
  await expect(siteForm.getByLabel('Price (₹)')).toHaveValue('6800000');

  // Made from the reloaded version, the site's next save goes through.
  await siteForm.getByLabel('Title').fill(siteTitle);
  await siteForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(site, 'Property has been updated!')).toBeVisible();
  const saved = await site.request.get(`/api/v1/properties/${id}`);
  expect(((await saved.json()) as { data: { title: string; price: number } }).data).toMatchObject({ title: siteTitle, price: 6800000 });
  await site.context().close();
});

test('Overwrite saves the second admin’s version over the first one’s', async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  const first = await signIn(page, 'admin');
  const title = `QA Overwrite Flat ${tag}`;
  const id = await createListing(page, first, title);
  const site = await secondBrowser(browser, baseURL!);
  await signIn(site, 'admin');
  await openEditor(page, id, title);
  await openEditor(site, id, title);

  await page.getByRole('main').getByLabel('Title').fill(`QA Overwrite Flat, office ${tag}`);
  await page.getByRole('main').getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Property has been updated!')).toBeVisible();

  const mine = `QA Overwrite Flat, site ${tag}`;
  await site.getByRole('main').getByLabel('Title').fill(mine);
  await site.getByRole('main').getByRole('button', { name: 'Save Changes' }).click();
  const dialog = site.getByRole('dialog', { name: CHANGED });
  await dialog.getByRole('button', { name: 'Overwrite' }).click();
  await expect(toast(site, 'Property has been updated!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const saved = await site.request.get(`/api/v1/properties/${id}`);
  expect(((await saved.json()) as { data: { title: string } }).data.title).toBe(mine);
  await site.context().close();
});
