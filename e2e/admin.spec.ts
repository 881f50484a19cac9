/**
 * The admin area as the office uses it (spec §2 Admin Dashboard, Property Management, Projects
 * management; §4 delete flow and slug; §5 image upload): stats, a property created with a photo
 * through the modal, edited (title, photo swapped), seen on its public page, deleted; a project
 * with two photos, edited, one photo removed, seen on /projects, deleted; the users page; the
 * leads screen (received times, one mobile format, the reference filter, axe) and, with the buyers
 * screen and the sidebar, in Gujarati and Hindi; a lead moved to
 * lost through the reason dialog, and the reports' funnel at 1280 and 390 px; a portal's lead report
 * imported with a repeated mobile, and the same file again adding nothing; a listing marked sold from
 * the list, its page then marked and not indexed; a pin placed and moved on the map, which the
 * public page's map and schema.org data follow; a project's price list added with a floor plan and
 * shown on its page at 390 and 1280 px in English and Gujarati.
 */
import type { Locator, Page } from '@playwright/test';
import { analyze } from './axe.ts';
import {
  apiLogin,
  apiRegister,
  demo,
  expect,
  findProperty,
  madeListings,
  newAccount,
  pngFile,
  saveScreenshot,
  signIn,
  test as base,
  toast,
  uniqueTag,
  viewports,
  type AuthState,
} from './fixtures.ts';

/** Every test here runs signed in as the demo admin; `admin` is that session. */
const test = base.extend<{ admin: AuthState }>({
  admin: [async ({ page }, use) => use(await signIn(page, 'admin')), { auto: true }],
});

/** The admin tables show a table on wide screens and cards on phones: the visible one. */
const visible = (locator: Locator) => locator.filter({ visible: true });

async function apiGet<T>(page: Page, admin: AuthState, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1${path}`, { headers: { Authorization: `Bearer ${admin.accessToken}` } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A segmented switch (Buy | Rent): visually hidden radios inside labels, so a person clicks
 * the label.
 */
async function choose(scope: Locator, option: string) {
  await scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
  await expect(scope.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

async function typeDescription(scope: Locator, text: string) {
  const editor = scope.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await editor.pressSequentially(text);
  await expect(editor).toContainText(text);
}

test('the dashboard shows the stat cards and the recent properties', async ({ page, admin }) => {
  const dashboard = await apiGet<{ stats: { totalProperties: number; totalUsers: number; newUsersThisMonth: number } }>(
    page,
    admin,
    '/admin/dashboard',
  );
  await page.goto('/admincp');
  const stats = page.getByRole('region', { name: 'Statistics' });
  const number = (value: number) => value.toLocaleString('en-IN');
  await expect(stats).toContainText(`Total Properties${number(dashboard.stats.totalProperties)}`);
  await expect(stats).toContainText(`Total Users${number(dashboard.stats.totalUsers)}`);
  await expect(stats).toContainText(`New Users (30d)+${number(dashboard.stats.newUsersThisMonth)}`);
  await expect(page.getByRole('heading', { name: 'Recent Properties' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Recent Properties' });
  for (const column of ['Property', 'Type', 'Category', 'Price', 'Created', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table.getByRole('link', { name: /^Edit / }).first()).toHaveAttribute('href', /^\/admincp\/property\/[\w-]+\/edit$/);
  // The sidebar of the admin layout.
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const name of ['Dashboard', 'Projects', 'Properties', 'Users']) await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
});

test('a property is created with a photo, edited, shown on its public page and deleted', async ({ page, admin }) => {
  // Two forms typed key by key, uploads and five page loads: minutes on two busy cores.
  test.slow();
  const tag = uniqueTag();
  const title = `QA Bungalow ${tag}`;
  await page.goto('/admincp/properties');
  await page.getByRole('button', { name: 'Add New Property' }).first().click();

  // The dialog element is a zero-size wrapper: its content shows it is open.
  const modal = page.getByRole('dialog', { name: 'Add New Property' });
  await expect(modal.getByLabel('Title')).toBeVisible();
  await modal.getByLabel('Title').fill(title);
  await typeDescription(modal, 'A four bedroom bungalow with a garden, made by the end-to-end tests.');
  await choose(modal, 'Rent');
  await choose(modal, 'Residential');
  await modal.getByLabel('Category').selectOption('Bungalows');
  await modal.getByLabel('Location').fill('Vesu, Surat');
  await modal.getByLabel('Address').fill('12 Test Lane, Vesu, Surat 395007');
  await modal.getByLabel('Rent per month (₹)').fill('45000');
  await modal.getByLabel('Area (sq ft)', { exact: true }).fill('2400');
  await modal.getByLabel('Bedrooms').fill('4');
  await modal.getByLabel('Bathrooms').fill('3');

  // Gujarati and Hindi fields draw their letters in the served Noto face first, as the public pages do.
  await expect(modal.getByLabel('Heading in Gujarati')).toHaveCSS('font-family', /^"Noto Sans Gujarati", system-ui/);
  await expect(modal.getByLabel('Heading in Hindi')).toHaveCSS('font-family', /^"Noto Sans Devanagari", system-ui/);

  // Only images are taken.
  await modal.getByLabel('Images').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  // As a status message a screen reader announces, though the modal makes the rest of the page inert.
  await expect(toast(page, 'Select Image files only!')).toBeVisible();
  await expect(modal.getByRole('list', { name: 'Selected images' })).toHaveCount(0);

  await modal.getByLabel('Images').setInputFiles(await pngFile('front.png', '#b03a2e'));
  await expect(modal.getByRole('list', { name: 'Selected images' }).getByRole('listitem')).toHaveCount(1);
  await expect(modal.getByRole('img', { name: 'New image 1: front.png' })).toBeVisible();
  await modal.getByRole('list', { name: 'Selected images' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'desktop-admin-property-modal', { fullPage: false });
  await modal.getByRole('button', { name: 'Add Property' }).click();

  await expect(toast(page, 'Property has been created!')).toBeVisible();
  await expect(modal).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('₹ 45,000 / month');
  const editHref = await row.getByRole('link', { name: `Edit ${title}` }).getAttribute('href');
  const id = /\/admincp\/property\/([\w-]+)\/edit/.exec(editHref ?? '')![1]!;
  const created = await apiGet<{ images: string[] }>(page, admin, `/properties/${id}`);
  expect(created.images).toHaveLength(1);

  // The public page, with the photo.
  await page.goto(`/property/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('property-price')).toHaveText('₹ 45,000 / month');
  await expect(page.getByText('A four bedroom bungalow with a garden')).toBeVisible();
  const photo = page.getByRole('region', { name: `Photos of ${title}` }).getByRole('img', { name: title });
  await expect(photo).toHaveAttribute('src', created.images[0]!);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Edit: a new title, the photo swapped for another.
  await page.goto(`/admincp/property/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
  const form = page.getByRole('main');
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByRole('radio', { name: 'Rent' })).toBeChecked();
  await expect(form.getByLabel('Category')).toHaveValue('Bungalows');
  const renamed = `QA Garden Bungalow ${tag}`;
  await form.getByLabel('Title').fill(renamed);
  await form.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(form.getByText('1 stored image will be removed when you save.')).toBeVisible();
  await form.getByLabel('Images').setInputFiles(await pngFile('garden.png', '#1e8449'));
  await expect(form.getByRole('img', { name: 'New image 1: garden.png' })).toBeVisible();
  // Its own visit length: empty is the office's; the API's range is checked before anything is saved.
  const visitLength = form.getByLabel('Visit length (minutes)');
  await expect(visitLength).toHaveValue('');
  await visitLength.fill('300');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Visit length must be from 15 to 240 minutes').first()).toBeVisible();
  await expect(page).toHaveURL(/\/edit$/);
  await visitLength.fill('90');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Property has been updated!')).toBeVisible();
  await expect(page).toHaveURL(/\/admincp\/properties$/);
  await expect(page.getByRole('row').filter({ hasText: renamed })).toBeVisible();
  await page.goto(`/admincp/property/${id}/edit`);
  await expect(page.getByRole('main').getByLabel('Visit length (minutes)')).toHaveValue('90');

  const edited = await apiGet<{ title: string; images: string[] }>(page, admin, `/properties/${id}`);
  expect(edited.title).toBe(renamed);
  expect(edited.images).toHaveLength(1);
  expect(edited.images[0]).not.toBe(created.images[0]);
  await page.goto(`/property/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole('region', { name: `Photos of ${renamed}` }).getByRole('img', { name: renamed })).toHaveAttribute(
    'src',
    edited.images[0]!,
  );

  // Delete, through the confirm dialog.
  await page.goto('/admincp/properties');
  const editedRow = page.getByRole('row').filter({ hasText: renamed });
  await editedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(editedRow).toBeVisible();

  await editedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Property has been deleted!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(editedRow).toHaveCount(0);
  await page.goto(`/property/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Property not found' })).toBeVisible();
});

test('a project is created with two photos, edited, loses a photo, appears on /projects and is deleted', async ({ page, admin }) => {
  // Two forms typed key by key, uploads and five page loads: minutes on two busy cores.
  test.slow();
  const tag = uniqueTag();
  const title = `QA Heights ${tag}`;
  await page.goto('/admincp/projects');
  await page.getByRole('link', { name: 'Add Project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Project' })).toBeVisible();

  const form = page.getByRole('main');
  await form.getByLabel('Title').fill(title);
  // The slug follows the title on every change (spec §4).
  await expect(form.getByLabel('Slug')).toHaveValue(`qa-heights-${tag}`);
  await typeDescription(form, 'Twin towers of 3 BHK homes with a clubhouse, made by the end-to-end tests.');
  await expect(form.getByRole('radio', { name: 'ONGOING' })).toBeChecked();
  await form.getByLabel('Location').fill('Pal, Surat');
  await form.getByLabel('Address').fill('Near Pal RTO, Pal, Surat 395009');
  await form.getByLabel('RERA number').fill('PR/GJ/SURAT/SURAT CITY/SUDA/RAA10918/040225');
  await form.getByLabel('Images').setInputFiles([await pngFile('tower-a.png', '#2e86c1'), await pngFile('tower-b.png', '#d4ac0d')]);
  await expect(form.getByRole('list', { name: 'Selected images' }).getByRole('listitem')).toHaveCount(2);
  await form.getByRole('button', { name: 'Create Project' }).click();

  await expect(toast(page, 'Project has been created!')).toBeVisible();
  await expect(page).toHaveURL(/\/admincp\/projects$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(`/qa-heights-${tag}`);
  await expect(row).toContainText('ONGOING');
  await expect(row).toContainText('Pal, Surat');

  // The RERA number set in the form stands in the project's RERA block on the public page.
  await page.goto('/projects');
  const created = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(created.getByTestId('rera-block')).toContainText('RERA Reg. No.');
  await expect(created.getByTestId('rera-block')).toContainText('PR/GJ/SURAT/SURAT CITY/SUDA/RAA10918/040225');
  await page.goto('/admincp/projects');

  // Edit: new title (the slug follows), status, and one of the two photos removed at once.
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
  const id = /\/admincp\/projects\/([\w-]+)\/edit/.exec(page.url())![1]!;
  await expect(form.getByLabel('Title')).toHaveValue(title);
  const renamed = `QA Heights Phase 2 ${tag}`;
  await form.getByLabel('Title').fill(renamed);
  await expect(form.getByLabel('Slug')).toHaveValue(`qa-heights-phase-2-${tag}`);
  await choose(form, 'COMPLETED');
  const photos = form.getByRole('list', { name: 'Selected images' }).getByRole('listitem');
  await expect(photos).toHaveCount(2);
  await form.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(toast(page, 'Image has been removed')).toBeVisible();
  await expect(photos).toHaveCount(1);
  expect((await apiGet<{ images: string[] }>(page, admin, `/projects/${id}`)).images).toHaveLength(1);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Project has been updated!')).toBeVisible();
  await expect(page).toHaveURL(/\/admincp\/projects$/);
  const editedRow = page.getByRole('row').filter({ hasText: renamed });
  await expect(editedRow).toContainText('COMPLETED');
  await expect(editedRow).toContainText(`/qa-heights-phase-2-${tag}`);

  // On the public page.
  await page.goto('/projects');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: renamed }) });
  await expect(card).toContainText('COMPLETED');
  await expect(card).toContainText('Twin towers of 3 BHK homes');
  await expect(card.getByRole('img', { name: renamed })).toHaveAttribute('src', /^\/media\//);
  // A completed project shows no RERA block.
  await expect(card.getByTestId('rera-block')).toHaveCount(0);

  // Delete, through the confirm dialog.
  await page.goto('/admincp/projects');
  await editedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Project has been deleted!')).toBeVisible();
  await expect(editedRow).toHaveCount(0);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Our All Projects' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
});

test("a project's price list is added in the admin form, with a floor plan, and shown on its page in English and Gujarati", async ({
  page,
  admin,
}) => {
  // A form filled field by field, an upload, and four page loads at two widths.
  test.slow();
  const tag = uniqueTag();
  const fields = {
    title: `QA Price List Towers ${tag}`,
    slug: `qa-price-list-towers-${tag}`,
    description: '<p>Two towers of 3 and 4 BHK homes, made by the end-to-end tests.</p>',
    status: 'ONGOING',
    location: 'Vesu, Surat',
    address: 'Canal Road, Vesu, Surat 395007',
    reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA10342/120924',
  };
  const created = await page.request.post('/api/v1/projects', {
    multipart: fields,
    headers: { Authorization: `Bearer ${admin.accessToken}` },
  });
  expect(created.status()).toBe(201);
  const project = ((await created.json()) as { data: { _id: string; slug: string } }).data;

  await page.goto(`/admincp/projects/${project._id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
  const rows = page.getByTestId('unit-type-row');
  const addType = page.getByRole('button', { name: 'Add unit type' });
  await addType.click();
  await addType.click();
  await expect(rows).toHaveCount(2);
  const fill = async (index: number, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await rows.nth(index).getByLabel(label, { exact: true }).fill(value);
  };
  await fill(0, {
    'Unit type': '3 BHK',
    Bedrooms: '3',
    'Carpet area from (sq ft)': '1180',
    'Carpet area to (sq ft)': '1100',
    'Price from (₹)': '8500000',
    'Price to (₹)': '11000000',
  });
  await rows.nth(0).getByLabel('Availability').selectOption('few_left');
  await rows
    .nth(0)
    .getByLabel('Floor plan')
    .setInputFiles(await pngFile('plan-3bhk.png', '#5d6d7e', 480, 360));
  await rows.nth(1).getByLabel('Kind').selectOption('shop');
  await fill(1, {
    'Unit type': 'Shop',
    'Carpet area from (sq ft)': '220',
    'Carpet area to (sq ft)': '410',
    'Price from (₹)': '4200000',
    'Price to (₹)': '7900000',
  });
  // A range the wrong way round is said under its field, and nothing is sent.
  await page.getByRole('button', { name: 'Save price list' }).click();
  await expect(rows.nth(0).getByText('Carpet area to must be at least carpet area from')).toBeVisible();
  expect((await apiGet<{ unitTypes: unknown[] }>(page, admin, `/projects/${project._id}`)).unitTypes).toHaveLength(0);
  await fill(0, { 'Carpet area to (sq ft)': '1320' });
  await expect(rows.nth(0).getByText('₹ 1.1 Cr')).toBeVisible();
  await page.getByRole('button', { name: 'Save price list' }).click();
  await expect(toast(page, 'Price list has been saved')).toBeVisible();
  await expect(rows.nth(0).getByRole('img', { name: 'Floor plan of 3 BHK' })).toBeVisible();
  const saved = await apiGet<{ unitTypes: { label: string; floorPlan: string | null }[] }>(page, admin, `/projects/${project._id}`);
  expect(saved.unitTypes.map((unit) => unit.label)).toEqual(['3 BHK', 'Shop']);
  expect(saved.unitTypes[0]!.floorPlan).toMatch(/^\/media\/[0-9a-f]{64}\/full\.webp$/);
  await saveScreenshot(page, 'price-list-admin-1280');

  const checks = [
    {
      path: `/projects/${project.slug}`,
      heading: 'Price list',
      price: '₹ 85 L – ₹ 1.1 Cr',
      few: 'Few left',
      plan: 'Floor plan of 3 BHK',
      close: 'Close',
    },
    {
      path: `/gu/projects/${project.slug}`,
      heading: 'કિંમત યાદી',
      price: '₹ 85 લાખ – ₹ 1.1 કરોડ',
      few: 'થોડાં જ બાકી',
      plan: '3 BHKનો ફ્લોર પ્લાન',
      close: 'બંધ કરો',
    },
  ];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const check of checks) {
      await page.goto(check.path);
      const list = page.getByTestId('price-list');
      await expect(list.getByRole('heading', { name: check.heading })).toBeVisible();
      const threeBhk = list.getByRole('row', { name: /3 BHK/ });
      await expect(threeBhk).toContainText(check.price);
      await expect(threeBhk).toContainText(check.few);
      await expect(list.getByRole('row', { name: /Shop/ })).toContainText('220 – ');
      await saveScreenshot(page, `price-list-${check.path.startsWith('/gu') ? 'gu' : 'en'}-${viewport.width}`);
      await threeBhk.getByRole('button', { name: check.plan }).filter({ visible: true }).click();
      const dialog = page.getByRole('dialog', { name: check.plan });
      await expect(dialog.getByRole('img', { name: check.plan })).toHaveJSProperty('complete', true);
      await saveScreenshot(page, `price-list-plan-${check.path.startsWith('/gu') ? 'gu' : 'en'}-${viewport.width}`, { fullPage: false });
      await dialog.getByRole('button', { name: check.close }).click();
      await expect(dialog).toHaveCount(0);
    }
  }

  const removed = await page.request.delete(`/api/v1/projects/${project._id}`, {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
  });
  expect(removed.status()).toBe(200);
});

test('the users page lists the accounts', async ({ page }) => {
  await page.goto('/admincp/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').filter({ hasText: demo.user.email })).toContainText(demo.user.fullName);
  const me = table.getByRole('row').filter({ hasText: demo.admin.email });
  await expect(me).toContainText('You');
  await expect(me.getByRole('button', { name: /^Delete / })).toBeDisabled();
});

test.describe('the leads screen', () => {
  /** A visitor's enquiry about a listing, its mobile typed as ten digits; the mobile as the office sees it. */
  async function enquiryAbout(page: Page, name: string): Promise<{ listing: string; shownMobile: string }> {
    const property = await findProperty(page.request);
    const digits = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const response = await page.request.post('/api/v1/enquiries', {
      data: { propertyId: property._id, name, mobile: digits, message: 'Please call in the evening.' },
    });
    expect(response.status()).toBe(201);
    return { listing: property.reference, shownMobile: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` };
  }

  test(`shows each lead's received time, one mobile format and a visible export`, async ({ page }) => {
    for (const viewport of viewports) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const name = `Lead ${uniqueTag()}`;
        const { shownMobile } = await enquiryAbout(page, name);
        await page.goto('/admincp/leads');
        await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
        await expect(page).toHaveTitle('Leads | Shreeji Realty, Surat');
        await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
        const row = page.getByTestId('lead-row').filter({ hasText: name });
        await expect(row).toContainText(shownMobile);
        await expect(row.locator('time')).toHaveText(/^(now|\d+ minutes? ago) · \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST$/);
        if (viewport.width >= 1280) {
          const card = page.getByRole('region', { name: 'Board by status' }).getByRole('button', { name: new RegExp(name) });
          await expect(card.locator('time')).toHaveText(/IST$/);
        }
        const logo = page.getByRole('banner').getByRole('link').first();
        const visibleText = (await logo.innerText()).replace(/\s+/g, ' ').trim();
        await expect(logo).toHaveAccessibleName(visibleText);
        await analyze(page, `leads at ${viewport.width} px`);
        await saveScreenshot(page, `admin-leads-${viewport.width}`);
      });
    }
  });

  test('filters by a listing reference as typed, and says when none match', async ({ page }) => {
    const name = `Lead ${uniqueTag()}`;
    const { listing } = await enquiryAbout(page, name);
    await page.goto('/admincp/leads');
    const filter = page.getByRole('textbox', { name: 'Listing reference' });
    await filter.fill(listing.toLowerCase());
    await expect(page.getByTestId('lead-row').filter({ hasText: name })).toBeVisible();
    await expect(page.getByTestId('lead-row').filter({ hasNotText: listing })).toHaveCount(0);
    await filter.fill('SR-999999');
    await expect(page.getByText('No enquiries about SR-999999.')).toBeVisible();
    await expect(page.getByTestId('lead-row')).toHaveCount(0);
    await filter.fill('flat in Vesu');
    await expect(page.getByText('Type a listing reference such as SR-1004.')).toBeVisible();
  });

  test('the leads screen speaks Gujarati under /gu and the buyers screen Hindi under /hi, with their sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const name = `Lead ${uniqueTag()}`;
    await enquiryAbout(page, name);

    await page.goto('/gu/admincp/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'લીડ્સ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'CSV એક્સપોર્ટ કરો' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'સ્થિતિ' })).toContainText('બધી સ્થિતિ');
    const row = page.getByTestId('lead-row').filter({ hasText: name });
    await expect(row).toContainText('નવી');
    // Its received time in Gujarati, the moment in India's time: `5 મિનિટ પહેલાં · 27 નવે, 2026 3:04 PM IST`.
    await expect(row.locator('time')).toHaveText(/^\S.* · \d{1,2} \S+ \d{4},? \d{1,2}:\d{2} \S+ IST$/);
    await row.getByRole('button').first().click();
    const detail = page.getByTestId('lead-detail');
    await expect(detail.getByRole('button', { name: 'મને સોંપો' })).toBeVisible();
    await expect(detail.getByRole('list', { name: 'ટાઇમલાઇન' })).toContainText('પૂછપરછ મળી');
    await saveScreenshot(page, 'admin-leads-gu-1280');

    await page.goto('/hi/admincp/buyers');
    const nav = page.getByRole('navigation', { name: 'एडमिन' });
    await expect(nav.getByRole('link', { name: 'खरीदार' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'लीड्स' })).toHaveAttribute('href', '/hi/admincp/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'खरीदार' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'झटपट जोड़ें' })).toContainText('लीड जोड़ें');
    await page.getByRole('textbox', { name: 'खरीदार खोजें' }).fill(name);
    const buyer = page.getByRole('listitem').filter({ hasText: name });
    await expect(buyer).toContainText('1 लीड · वेबसाइट');
    await buyer.getByRole('button', { name: new RegExp(name) }).click();
    await expect(buyer.getByRole('form', { name: 'कॉल दर्ज करें' }).getByRole('button', { name: 'दर्ज करें' })).toBeVisible();
    await saveScreenshot(page, 'admin-buyers-hi-1280');
  });
});

test.describe('a listing’s availability', () => {
  const listings = madeListings();
  test.afterEach(async ({ request }) => listings.removeAll(request));

  test(`an admin marks a listing sold with one tap in the list, and its page says so in English and Gujarati`, async ({ page, admin }) => {
    for (const viewport of viewports) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const title = `Sold flat ${uniqueTag()}`;
        const id = await listings.create(page.request, admin, {
          title,
          description: 'A bright flat near the canal road that has found its buyer.',
          location: 'Vesu, Surat',
          address: 'Near Vesu Char Rasta',
          price: '5200000',
          sqt: '1200',
          bedrooms: '2',
        });
        await page.goto('/admincp/properties');
        await page.getByRole('searchbox', { name: 'Search properties' }).fill(title);
        await visible(page.getByRole('combobox', { name: `Availability of ${title}` })).selectOption('sold');
        // Out of search, it is listed with the sold and rented ones, where it can be put back.
        await expect(page.getByTestId('closed-listings')).toContainText(title);
        const search = await page.request.get('/api/v1/properties/search', { params: { q: title } });
        expect(((await search.json()) as { data: unknown[] }).data).toHaveLength(0);

        await page.goto(`/property/${id}`);
        await expect(page.getByTestId('closed-banner')).toHaveText('This home has been sold. Similar listings are below.');
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await saveScreenshot(page, `property-sold-en-${viewport.width}`, { fullPage: false });
        await page.goto(`/gu/property/${id}`);
        await expect(page.getByTestId('closed-banner')).toHaveText('આ મિલકત વેચાઈ ગઈ છે. સમાન લિસ્ટિંગ નીચે છે.');
        await expect(page.getByTestId('availability-badge').first()).toHaveText('વેચાઈ ગયું');
        await saveScreenshot(page, `property-sold-gu-${viewport.width}`, { fullPage: false });
      });
    }
  });
});

test.describe('the portal import', () => {
  test(`an admin previews a portal report with a repeated mobile, imports it, and the same file again adds nothing`, async ({ page }) => {
    for (const viewport of viewports) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const tag = uniqueTag();
        const digits = () => String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
        const [asha, ravi] = [`97${digits()}`, `96${digits()}`];
        // The third row is the first again, its mobile typed another way: the same lead, skipped. The
        // fourth is Asha asking about something else: a second lead of the same buyer.
        const report = [
          'Name,Mobile,Email,Message,Property,Date',
          `Asha ${tag},${asha},,3 BHK in Vesu,,`,
          `Ravi ${tag},${ravi},,Shop on Ring Road,,`,
          `Asha ${tag},+91 ${asha.slice(0, 5)} ${asha.slice(5)},,3 BHK in Vesu,,`,
          `Asha ${tag},0${asha},,Also a plot in Pal,,`,
        ].join('\n');
        const file = { name: `99acres-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${report}\n`) };

        await page.goto('/admincp/buyers');
        const section = page.getByRole('region', { name: 'Import portal leads' });
        await section.getByLabel('Portal').selectOption('99acres');
        await section.getByLabel('CSV file').setInputFiles(file);
        await section.getByRole('button', { name: 'Preview' }).click();
        await expect(section).toContainText('4 rows: 2 new buyers, 0 join buyers we have, 1 duplicates skipped.');
        await saveScreenshot(page, `admin-import-preview-${viewport.width}`);
        await section.getByRole('button', { name: 'Import', exact: true }).click();
        await expect(section.getByRole('status')).toHaveText('3 leads added, 1 duplicates skipped.');

        await page.getByRole('textbox', { name: 'Search buyers' }).fill(tag);
        const buyers = page.getByRole('listitem').filter({ hasText: tag });
        await expect(buyers).toHaveCount(2);
        await expect(buyers.filter({ hasText: `Asha ${tag}` })).toContainText('2 leads');
        await expect(buyers.filter({ hasText: `Ravi ${tag}` })).toContainText('1 lead');

        // The same file again: the preview says so, and the import adds nothing.
        await section.getByLabel('CSV file').setInputFiles(file);
        await section.getByRole('button', { name: 'Preview' }).click();
        await expect(section).toContainText('(this file was imported before)');
        await section.getByRole('button', { name: 'Import', exact: true }).click();
        await expect(section.getByRole('status')).toHaveText('0 leads added, 4 duplicates skipped.');
        await expect(buyers.filter({ hasText: `Asha ${tag}` })).toContainText('2 leads');
        await saveScreenshot(page, `admin-import-again-${viewport.width}`);
      });
    }
  });
});

test.describe('the reports screen', () => {
  test(`a lead lost through the reason dialog shows in the funnel and lost reasons`, async ({ page }) => {
    for (const viewport of viewports) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const property = await findProperty(page.request);
        const name = `Lost ${uniqueTag()}`;
        const digits = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
        const made = await page.request.post('/api/v1/enquiries', { data: { propertyId: property._id, name, mobile: digits } });
        expect(made.status()).toBe(201);

        await page.goto('/admincp/leads');
        const row = page.getByTestId('lead-row').filter({ hasText: name });
        await row.getByRole('button').first().click();
        const detail = page.getByTestId('lead-detail');
        await expect(detail.getByTestId('lead-stage')).toHaveText('In this stage since today');
        await detail.getByLabel('Status').selectOption('lost');
        const dialog = page.getByRole('dialog', { name: 'Why was this lead lost?' });
        await dialog.getByRole('button', { name: 'Mark as lost' }).click();
        await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.');
        await dialog.getByLabel('Other').check();
        await dialog.getByRole('button', { name: 'Mark as lost' }).click();
        await expect(dialog.getByRole('alert')).toHaveText('Write the reason.');
        await dialog.getByLabel('Budget').check();
        // A new choice clears the last refusal.
        await expect(dialog.getByRole('alert')).toBeHidden();
        if (viewport.width < 1280) await saveScreenshot(page, `admin-lost-reason-${viewport.width}`, { fullPage: false });
        await dialog.getByRole('button', { name: 'Mark as lost' }).click();
        await expect(dialog).toBeHidden();
        await expect(row).toContainText('Lost: Budget');

        await page.goto('/admincp/reports');
        await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
        const funnel = page.getByTestId('report-funnel');
        await expect(funnel.getByRole('listitem')).toHaveCount(5);
        await expect(funnel).toContainText('Lost');
        await expect(page.getByTestId('report-lost').getByRole('listitem').first()).toContainText(/Budget\s*[1-9]/);
        await expect(page.getByTestId('report-funnel_source').getByRole('row').filter({ hasText: 'Website' })).toBeVisible();
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export By source as CSV' }).first().click();
        expect((await download).suggestedFilename()).toMatch(/^funnel_source-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
        // Nothing of the screen is wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await saveScreenshot(page, `admin-reports-${viewport.width}`);

        await page.goto('/gu/admincp/reports');
        await expect(page.getByRole('heading', { level: 1, name: 'રિપોર્ટ' })).toBeVisible();
        await expect(page.getByTestId('report-funnel')).toContainText('ગુમાવી');
        await saveScreenshot(page, `admin-reports-gu-${viewport.width}`);
      });
    }
  });
});

test('the users page shows mobiles in one format and wraps long e-mail addresses between their parts', async ({ page }) => {
  const tag = uniqueTag();
  const account = { ...newAccount(), email: `asha.mehta.surat.${tag}@example-realty.in`, mobile: '9898989898' };
  await apiRegister(page.request, account);
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/admincp/users?q=${tag}`);
    const link = visible(page.getByRole('link', { name: account.email }));
    await expect(link).toBeVisible();
    await expect(visible(page.getByRole('link', { name: '+91 98989 89898' }))).toHaveAttribute('href', 'tel:+919898989898');
    // Where each rendered line of the address starts: only at a dot or the @, never inside a word.
    const lineStarts = await link.evaluate((element) => {
      const text = element.textContent ?? '';
      const starts: string[] = [];
      let top = Number.NEGATIVE_INFINITY;
      let offset = 0;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < node.textContent!.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0 && rect.top > top + 2) {
            top = rect.top;
            starts.push(text.slice(Math.max(0, offset + index - 1), offset + index + 1));
          }
        }
        offset += node.textContent!.length;
      }
      return starts.slice(1);
    });
    for (const start of lineStarts) expect(start, `a line of ${account.email} starts inside a word`).toMatch(/^[.@]|^.[.@]/);
    await saveScreenshot(page, `admin-users-${viewport.width}`);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: viewports[0].width, height: viewports[0].height } });

  test('the property modal and the admin menu fit a 390 px screen', async ({ page }) => {
    await page.goto('/admincp/properties');
    await expect(page.getByRole('heading', { level: 1, name: 'Property Management' })).toBeVisible();
    await expect(visible(page.getByRole('button', { name: /^Delete / })).first()).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: 'Add New Property' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Add New Property' });
    await expect(modal.getByRole('textbox', { name: 'Description' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'mobile-admin-property-modal', { fullPage: false });
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  });
});

test('an admin sets an agent’s visit hours and leave, and the agent sees them as their own', async ({ page, browser, request }) => {
  const agentLogin = { email: 'agent@shreejirealty.in', password: 'Agent@2007' };
  // Signed in apart from the page: the page's session stays the admin's.
  const agentName = (await apiLogin(request, agentLogin)).user.fullName;
  await page.goto('/admincp/visit-hours');
  await expect(page.getByRole('heading', { level: 1, name: 'Visit hours' })).toBeVisible();
  await page.getByLabel('Agent', { exact: true }).selectOption({ label: agentName });
  const editor = page.getByTestId('availability-editor');
  // Monday afresh: whatever hours it had go, and one window is set.
  const monday = editor.getByTestId('weekday-1');
  // The chosen agent's hours load after the choice: count their windows only once they are shown.
  await expect(monday.getByRole('button', { name: 'Monday: Add hours' })).toBeVisible();
  while ((await monday.getByRole('button', { name: 'Remove' }).count()) > 0)
    await monday.getByRole('button', { name: 'Remove' }).first().click();
  await monday.getByRole('button', { name: 'Monday: Add hours' }).click();
  await monday.getByLabel('Monday: From').fill('10:30');
  await monday.getByLabel('Monday: To').fill('18:00');
  await editor.getByRole('button', { name: 'Add a period' }).click();
  const block = editor.getByTestId('block').last();
  await block.getByLabel('From').fill('2030-10-20T00:00');
  await block.getByLabel('To').fill('2030-10-25T23:00');
  await block.getByLabel('Reason').fill('Diwali');
  await editor.getByRole('button', { name: 'Save hours' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved.');
  await saveScreenshot(page, 'visit-hours-admin-1280');

  // The office's length and travel are saved from the version shown: once another admin has saved
  // them since, the save is refused and says why, instead of overwriting theirs.
  const office = page.getByRole('form', { name: 'Visit length and travel' });
  await office.getByLabel('Visit length (minutes)').fill('50');
  await office.getByRole('button', { name: 'Save length and travel' }).click();
  await expect(office.getByRole('status')).toHaveText('Saved.');
  const { accessToken } = await apiLogin(request, demo.admin);
  const elsewhere = await request.put('/api/v1/admin/visit-settings', {
    data: { defaultMinutes: 45, bufferMinutes: 15 },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(elsewhere.ok()).toBe(true);
  await office.getByLabel('Visit length (minutes)').fill('55');
  await office.getByRole('button', { name: 'Save length and travel' }).click();
  await expect(office.getByRole('status')).toHaveText(
    'Not saved: The visit settings were changed by someone else. Reload to see their changes.',
  );
  const kept = await request.get('/api/v1/admin/visit-settings', { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(((await kept.json()) as { data: { defaultMinutes: number } }).data.defaultMinutes).toBe(45);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const agentPage = await phone.newPage();
  await signIn(agentPage, agentLogin);
  await agentPage.goto('/admincp/visit-hours');
  const mine = agentPage.getByTestId('my-visit-hours');
  await expect(mine.getByText('Monday', { exact: true }).locator('..')).toContainText('10:30–18:00');
  await expect(mine).toContainText('Diwali');
  await saveScreenshot(agentPage, 'visit-hours-agent-390');
  await phone.close();
});

/** The edit form's pin picker, once its first map tiles are in. */
async function pinPicker(page: Page) {
  const picker = page.getByTestId('pin-picker');
  await picker.scrollIntoViewIfNeeded();
  // The first tiles wait behind the service worker's install on a busy machine.
  await expect(picker.locator('img.leaflet-tile-loaded').first()).toBeVisible({ timeout: 60_000 });
  return picker;
}

/** Drags the picker's pin 40 px east by its tip, and waits for its longitude to grow. */
async function dragPinEast(page: Page, picker: Locator) {
  const longitude = () => picker.getByLabel('Longitude').inputValue().then(Number);
  const before = await longitude();
  const pinBox = (await picker.locator('.leaflet-marker-icon').boundingBox())!;
  const tipY = pinBox.y + pinBox.height - 4;
  await page.mouse.move(pinBox.x + pinBox.width / 2, tipY);
  await page.mouse.down();
  await page.mouse.move(pinBox.x + pinBox.width / 2 + 40, tipY, { steps: 8 });
  await page.mouse.up();
  await expect.poll(longitude).toBeGreaterThan(before);
}

/** Saves the edit form with the picker's point, and checks the API keeps it, exact; the saved point. */
async function savePin(page: Page, admin: AuthState, picker: Locator, path: string, saved: string) {
  const lat = Number(await picker.getByLabel('Latitude').inputValue());
  const lng = Number(await picker.getByLabel('Longitude').inputValue());
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, saved)).toBeVisible();
  const point = await apiGet<{ lat: number; lng: number; locationPrecision: string }>(page, admin, path);
  expect(point).toMatchObject({ locationPrecision: 'exact' });
  expect(point.lat).toBeCloseTo(lat, 6);
  expect(point.lng).toBeCloseTo(lng, 6);
  return point;
}

/** The public page's small map shows the pin, and its Directions lead to `point`. */
async function expectDirectionsTo(page: Page, point: { lat: number; lng: number }) {
  await page.getByTestId('map-placeholder').or(page.getByTestId('small-map')).scrollIntoViewIfNeeded();
  const smallMap = page.getByTestId('small-map');
  await expect(smallMap.locator('.leaflet-marker-pane svg')).toHaveCount(1);
  await expect(smallMap.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${point.lat.toFixed(6)},${point.lng.toFixed(6)}`,
  );
}

test.describe('the pin picker', () => {
  const listings = madeListings();
  test.afterEach(async ({ request }) => listings.removeAll(request));

  test('an admin centres the map on a locality, places and drags the pin, makes it exact, and the public page follows', async ({
    page,
    admin,
    request,
  }) => {
    test.slow();
    const id = await listings.create(request, admin, {
      title: `QA Pinned Flat ${uniqueTag()}`,
      description: 'A flat whose pin the office places on the map.',
      location: 'Vesu, Surat',
      address: '4 Canal Road, Vesu',
      price: '7500000',
      sqt: '1200',
      bedrooms: '2',
    });
    await page.goto(`/admincp/property/${id}/edit`);
    const picker = await pinPicker(page);
    await expect(picker.getByText('Click the map where the place is')).toBeVisible();
    await picker.getByLabel('Centre the map on').selectOption('Pal');

    // A click in the middle of the map places the pin at Pal's centre; a drag moves it east.
    const map = picker.getByTestId('pin-map');
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect(picker.getByLabel('Latitude')).toHaveValue(/^21\.20/);
    await dragPinEast(page, picker);
    await picker
      .locator('label')
      .filter({ hasText: /^Exact/ })
      .click();
    await expect(picker.getByRole('radio', { name: /^Exact/ })).toBeChecked();
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await saveScreenshot(page, `admin-pin-picker-${viewport.width}`);
    }

    const saved = await savePin(page, admin, picker, `/properties/${id}`, 'Property has been updated!');

    // The public page: its schema.org place and its small map at the pin.
    const html = await (await request.get(`/property/${id}`)).text();
    const listing = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as {
      mainEntity: { geo?: { latitude: number; longitude: number } };
    };
    expect(listing.mainEntity.geo).toEqual({ '@type': 'GeoCoordinates', latitude: saved.lat, longitude: saved.lng });
    await page.goto(`/property/${id}`);
    await expectDirectionsTo(page, saved);
  });

  test("an admin drags a project's pin east, and the project page's map and Directions follow", async ({ page, admin, request }) => {
    test.slow();
    const tag = uniqueTag();
    const auth = { Authorization: `Bearer ${admin.accessToken}` };
    const response = await request.post('/api/v1/projects', {
      headers: auth,
      multipart: {
        title: `QA Pinned Towers ${tag}`,
        slug: `qa-pinned-towers-${tag}`,
        description: 'A completed project whose pin the office moves on the map.',
        status: 'COMPLETED',
        location: 'Adajan, Surat',
        address: 'Near Star Bazaar, Adajan, Surat 395009',
        lat: '21.1959',
        lng: '72.7933',
        locationPrecision: 'exact',
      },
    });
    expect(response.status()).toBe(201);
    const project = ((await response.json()) as { data: { _id: string; slug: string } }).data;
    try {
      await page.goto(`/admincp/projects/${project._id}/edit`);
      const picker = await pinPicker(page);
      await expect(picker.getByLabel('Longitude')).toHaveValue('72.7933');
      await dragPinEast(page, picker);
      const saved = await savePin(page, admin, picker, `/projects/${project._id}`, 'Project has been updated!');

      // The public project page: its small map has the pin, and Directions lead to the moved point.
      await page.goto(`/projects/${project.slug}`);
      await expectDirectionsTo(page, saved);
    } finally {
      expect((await request.delete(`/api/v1/projects/${project._id}`, { headers: auth })).status()).toBe(200);
    }
  });
});

test.describe('the property and project forms in Gujarati and Hindi', () => {
  test(`speak the page's language, a field's message too`, async ({ page }) => {
    for (const viewport of viewports) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const property = await findProperty(page.request, { propertyType: 'Residential' });
        const projects = (await (await page.request.get('/api/v1/projects')).json()) as { data: { _id: string; title: string }[] };
        const [project] = projects.data;

        await page.goto(`/gu/admincp/property/${property._id}/edit`);
        await expect(page.getByRole('heading', { level: 1, name: 'પ્રોપર્ટીમાં ફેરફાર' })).toBeVisible();
        const title = page.getByLabel('શીર્ષક', { exact: true });
        await expect(title).toHaveValue(property.title);
        await expect(page.getByRole('radio', { name: 'રહેણાંક' })).toBeChecked();
        await expect(page.getByLabel('કાર્પેટ એરિયા (ચો. ફૂટ)')).toBeVisible();
        await expect(page.getByLabel('વિઝિટનો સમય (મિનિટ)')).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'વર્ણન' })).toBeVisible();
        // The contract's English message, in Gujarati under the field; nothing is saved.
        await title.fill('');
        await page.getByRole('button', { name: 'ફેરફાર સાચવો' }).click();
        await expect(page.getByText('શીર્ષક જરૂરી છે')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await saveScreenshot(page, `admin-property-form-gu-${viewport.width}`);

        await page.goto(`/hi/admincp/projects/${project!._id}/edit`);
        await expect(page.getByRole('heading', { level: 1, name: 'प्रोजेक्ट में बदलाव' })).toBeVisible();
        await expect(page.getByLabel('शीर्षक', { exact: true })).toHaveValue(project!.title);
        await expect(page.getByLabel('स्लग (वेब पता)')).toBeVisible();
        await expect(page.getByLabel('RERA प्रमाणपत्र का QR')).toBeVisible();
        await expect(page.getByRole('button', { name: 'प्राइस लिस्ट सहेजें' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'बदलाव सहेजें' })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await saveScreenshot(page, `admin-project-form-hi-${viewport.width}`);

        await page.goto('/hi/admincp/projects/create');
        await expect(page.getByRole('heading', { level: 1, name: 'प्रोजेक्ट बनाएँ' })).toBeVisible();
        await expect(page.getByRole('radio', { name: 'चालू' })).toBeChecked();
        await expect(page.getByText('पहले प्रोजेक्ट बनाएँ; उसमें बदलाव करते समय प्राइस लिस्ट जोड़ी जाती है।')).toBeVisible();
      });
    }
  });
});
