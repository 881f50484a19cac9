/**
 * A new visitor's journey (spec §2 Signup, User dashboard; §4 favourite toggle): register, log
 * in, save a property from a listing with the heart, find it in the dashboard, un-save it; and
 * the Account Settings form; the Privacy page's export and erasure in each language.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  accountArea,
  apiRegister,
  atWidths,
  expect,
  isDesktop,
  newAccount,
  screenshotsIn,
  signIn,
  test,
  toast,
  viewports,
} from './fixtures.ts';

const shot = screenshotsIn(path.resolve('screenshots', 'privacy'));

atWidths(viewports, () => {
  test('register, log in, save a property from a listing and un-save it in the dashboard', async ({ page }) => {
    const account = newAccount();

    await page.goto('/register');
    await page.getByLabel('Full name').fill(account.fullName);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Mobile').fill(account.mobile);
    // The account's notice is shown before anything is sent, and only someone of 18 or over gets an account.
    await expect(page.getByRole('note', { name: 'How we use what you send' })).toContainText('Your account:');
    await page.getByLabel('I am 18 or older').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Account created successfully. Please log in.')).toBeVisible();

    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await page.getByRole('link', { name: 'Explore Residential Properties' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Residential Properties' })).toBeVisible();
    const card = page.getByRole('list', { name: 'Explore Residential Properties' }).getByRole('article').first();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('button', { name: `Save ${title}` }).click();
    const saved = card.getByRole('button', { name: `Remove ${title} from saved properties` });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(toast(page, 'Added to favorite!')).toBeVisible();

    const area = await accountArea(page);
    await area.getByRole('link', { name: 'Go to My Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Saved Properties (1)' })).toBeVisible();
    const savedCards = page.getByRole('tabpanel').getByRole('article');
    await expect(savedCards).toHaveCount(1);
    await expect(savedCards.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', /^\/property\//);
    await expect(savedCards).toContainText('₹');
    await expect(savedCards).toContainText(/Saved \d{2}\/\d{2}\/\d{4}/);
    await expect(savedCards.getByRole('link', { name: /^Contact Agent/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);

    await savedCards.getByRole('button', { name: `Remove ${title} from saved properties` }).click();
    await expect(page.getByText("You haven't saved any properties yet.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Saved Properties (0)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/residential');
    await expect(toast(page, 'Removed from favorite!')).toBeVisible();

    // The server has it too: a reload still shows nothing saved.
    await page.reload();
    await expect(page.getByText("You haven't saved any properties yet.")).toBeVisible();
  });
});

test('Account Settings saves the profile and shows the server message', async ({ page }) => {
  const account = await apiRegister(page.request);
  await signIn(page, account);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);

  const settings = page.getByRole('tabpanel');
  await expect(settings.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(settings.getByLabel('Full name')).toHaveValue(account.fullName);
  await expect(settings.getByLabel('Username')).toHaveValue(account.username);
  await expect(settings.getByLabel('Email Address')).toHaveValue(account.email);
  await expect(settings.getByLabel('Phone')).toHaveValue(account.mobile);
  await expect(settings.getByLabel('Phone')).not.toBeEditable();

  await settings.getByLabel('Full name').fill('A');
  await settings.getByRole('button', { name: 'Save Changes' }).click();
  await expect(settings.getByText('Full name must be 2 or more characters long')).toBeVisible();

  await settings.getByLabel('Full name').fill('Asha Rohan Mehta');
  await settings.getByRole('button', { name: 'Save Changes' }).click();
  await expect(settings.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Asha Rohan Mehta', { exact: true })).toBeVisible();
  if (isDesktop(page)) await expect(page.getByTestId('header-user-name')).toHaveText('Asha Rohan Mehta');

  // Stored on the server: a fresh load of the form shows the new name.
  await page.reload();
  await expect(page.getByRole('tabpanel').getByLabel('Full name')).toHaveValue('Asha Rohan Mehta');
});

/** The Privacy page's words in each language, as the person reads them there. */
const privacyWords = {
  en: {
    download: 'Download my data',
    password: 'Your password',
    erase: 'Delete my account',
    confirm: 'Yes, delete it',
    keep: 'Keep my account',
  },
  gu: {
    download: 'મારી માહિતી ડાઉનલોડ કરો',
    password: 'તમારો પાસવર્ડ',
    erase: 'મારું એકાઉન્ટ ડિલીટ કરો',
    confirm: 'હા, ડિલીટ કરો',
    keep: 'મારું એકાઉન્ટ રાખો',
  },
  hi: {
    download: 'मेरी जानकारी डाउनलोड करें',
    password: 'आपका पासवर्ड',
    erase: 'मेरा अकाउंट डिलीट करें',
    confirm: 'हाँ, डिलीट करें',
    keep: 'मेरा अकाउंट रखें',
  },
} as const;

for (const [language, words] of Object.entries(privacyWords)) {
  test(`at 390 px in ${language}, Privacy downloads the person's data and asks for, then cancels, the erasure`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await apiRegister(page.request);
    await signIn(page, account);
    await page.goto(language === 'en' ? '/dashboard/privacy' : `/${language}/dashboard/privacy`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: words.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = await fs.promises.readFile((await download.path())!);
    // A ZIP archive: its first local-file signature.
    expect(archive.subarray(0, 4).toString('hex')).toBe('504b0304');

    await page.getByLabel(words.password).fill(account.password);
    await page.getByRole('button', { name: words.erase }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.confirm }).click();
    await expect(page.getByTestId('erasure-pending')).toBeVisible();
    await shot(page, `privacy-${language}-390`, true);

    await page.getByRole('button', { name: words.keep }).click();
    await expect(page.getByTestId('erasure-pending')).toBeHidden();
    await expect(page.getByRole('button', { name: words.erase })).toBeVisible();
  });
}
