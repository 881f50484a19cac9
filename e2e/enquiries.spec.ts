/**
 * Leads: a visitor asks about a listing with a site visit and gets the enquiry's reference; a
 * signed-in user at a site with no signal enquires, the enquiry is kept on the phone through a
 * reload and reaches the agency once when the connection returns; the agency schedules the visit
 * and the user sees its date in My Enquiries. An advisor's Today opens on a phone with no signal and
 * a call logged there reaches the server once on reconnect. An owner offers a property from the
 * Gujarati page with no signal, and the agency has the seller lead once. A visitor books a free
 * time from "Book a visit" and sees it in My Enquiries; with no signal the chosen time goes as a
 * request. An advisor's phone with no signal checks a visit in by the buyer's code, and the server
 * has one check-in once it reconnects.
 */
import { test as withServiceWorker, type APIRequestContext, type Page } from '@playwright/test';
import postgres from 'postgres';
import { embeddedDatabaseUrl } from '../api/dev/embeddedPostgres.ts';
import { agencyClock } from '../contract/visits.ts';
import {
  apiLogin,
  atWidths,
  demo,
  expect,
  findProperty,
  journeyViewports,
  ongoingProject,
  saveScreenshot,
  scrollToEnquireForm,
  signIn,
  test,
} from './fixtures.ts';
import { controlledByServiceWorker, logInThroughTheForm, readOutbox, registerUser } from './offlineSupport.ts';
import { AGENT, openVisitHours, pickSecondDay } from './visitSupport.ts';

const THANKS = 'Thank you! Our advisor will call you shortly.';
const KEPT = 'Saved on this phone. It will be sent when you are back online.';

/** A date `days` from today in Surat, as the date input takes it (YYYY-MM-DD). */
function agencyDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
}

interface Lead {
  _id: string;
  reference: string;
  name: string;
  email: string | null;
  status: string;
  visitDate?: string;
  visitSlot?: string;
  kind?: string;
  offer?: { purpose: string; category: string; locality: string; bhk: number | null; expectedPrice: number } | null;
}

/** The agency's leads matching `q`, as the admin API lists them (its search also matches `q`'s digits in mobiles). */
async function leads(request: APIRequestContext, q: string): Promise<Lead[]> {
  const { accessToken } = await apiLogin(request, demo.admin);
  const response = await request.get('/api/v1/admin/enquiries', { params: { q }, headers: { Authorization: `Bearer ${accessToken}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Lead[] }).data;
}

/** The agency's leads sent with the e-mail `email` (the search also matches the address's digits in other leads' mobiles). */
async function leadsFrom(request: APIRequestContext, email: string): Promise<Lead[]> {
  return (await leads(request, email)).filter((lead) => lead.email === email);
}

/** The agency's leads of the one buyer named `name` (another lead's mobile may hold the digits of the name). */
async function leadsNamed(request: APIRequestContext, name: string): Promise<Lead[]> {
  return (await leads(request, name)).filter((lead) => lead.name === name);
}

function enquireForm(page: Page) {
  return scrollToEnquireForm(page, 'Enquire about this property');
}

atWidths(journeyViewports, (viewport) => {
  test('a visitor asks for a site visit and sees the enquiry reference; the agency has it once', async ({ page, request }) => {
    const property = await findProperty(request, { propertyType: 'Residential' });
    const name = `Meera Desai ${viewport.width}-${Date.now().toString(36)}`;
    await page.goto(`/property/${property._id}`);
    const form = await enquireForm(page);
    await expect(form.getByLabel('Message')).toHaveValue(
      new RegExp(`I am interested in SR-\\d+: ${property.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Mobile').fill('+91 98250 12345');
    const visitDate = agencyDay(3);
    await form.getByLabel('Visit date').fill(visitDate);
    await form.getByLabel('Time of day').selectOption('morning');
    await saveScreenshot(page, `enquiry-form-${viewport.width}`);
    // The live region is there, empty, before anything is sent: what it says next is announced.
    const announcement = page.getByTestId('enquiry-announcement');
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await expect(announcement).toHaveText('');
    await form.getByRole('button', { name: 'Send enquiry' }).click();

    const outcome = page.getByTestId('enquiry-outcome');
    await expect(outcome).toContainText(THANKS);
    await expect(announcement).toHaveText(THANKS);
    // The form the keyboard was in is gone: focus is on what replaced it.
    await expect(outcome).toBeFocused();
    const reference = (await outcome.locator('strong').first().textContent())!.trim();
    expect(reference).toMatch(/^EQ-\d+$/);
    await saveScreenshot(page, `enquiry-sent-${viewport.width}`);

    const found = await leadsNamed(request, name);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ reference, status: 'new', visitDate, visitSlot: 'morning' });
  });
});

test('a visitor enquires from a project page and sees the enquiry reference', async ({ page, request }) => {
  const project = await ongoingProject(request);
  const name = `Nirav Mehta ${Date.now().toString(36)}`;
  await page.goto(`/projects/${project.slug}`);
  const form = await scrollToEnquireForm(page, 'Enquire about this project');
  await expect(form.getByLabel('Message')).toHaveValue(`I am interested in ${project.title}. Please call me back.`);
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Mobile').fill('98250 12345');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const outcome = page.getByTestId('enquiry-outcome');
  await expect(outcome).toContainText(THANKS);
  const reference = (await outcome.locator('strong').first().textContent())!.trim();
  expect(reference).toMatch(/^EQ-\d+$/);
  const found = await leadsNamed(request, name);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ reference, status: 'new', listing: { kind: 'project', _id: project._id } });
});

test('a visitor books a free time from Book a visit at 390 px and sees it in My Enquiries', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openVisitHours(request);
  const account = await registerUser(request);
  const property = await findProperty(request, { propertyType: 'Residential' });
  await signIn(page, account);
  await page.goto(`/property/${property._id}`);
  const { time } = await pickSecondDay(page);
  const form = page.getByRole('form', { name: 'Enquire about this property' });
  await expect(form.getByTestId('chosen-visit')).toContainText(time);
  // The times are a grid, several to a row, not one long column.
  const firstTimes = form.getByRole('group', { name: /^Times on / }).getByRole('button');
  const [a, b] = [await firstTimes.nth(0).boundingBox(), await firstTimes.nth(1).boundingBox()];
  expect(b!.y).toBe(a!.y);
  // Two weeks of day chips scroll inside their row: the page itself stays a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'visit-picker-390', { fullPage: false });
  // A number of its own: the agency takes five enquiries an hour from one mobile, and this file's
  // other journeys already send that many from 98250 12345.
  await form.getByLabel('Mobile').fill('9825012346');
  await form.getByRole('button', { name: 'Book the visit' }).click();

  const booked = page.getByTestId('visit-booked');
  await expect(booked).toContainText('Your site visit is booked for');
  await expect(booked).toContainText(time);
  await saveScreenshot(page, 'visit-booked-390', { fullPage: false });
  const [lead] = await leadsFrom(request, account.email);
  expect(lead).toMatchObject({ status: 'visit_scheduled' });

  await page.getByRole('link', { name: 'See it in My Enquiries' }).click();
  await page.getByRole('tab', { name: 'My Enquiries' }).click();
  const mine = page.getByTestId('my-enquiry').filter({ hasText: lead!.reference });
  await expect(mine.getByTestId('visit-at')).toContainText(time);
  await expect(mine.getByTestId('visit-reschedule')).toHaveAttribute('href', /\/api\/v1\/visits\/manage\?token=/);
  // The check-in pass: its QR code (a part of its own) and the code to read out at the site.
  await expect(mine.getByRole('img', { name: 'QR code of your check-in pass' })).toBeVisible();
  await expect(mine.getByTestId('check-in-code')).toHaveText(/^Check-in code: \d{6}$/);
  await saveScreenshot(page, 'visit-my-enquiries-390');
});

test('a time taken meanwhile is refused with the next free times to pick', async ({ page, request }) => {
  await openVisitHours(request);
  const property = await findProperty(request, { propertyType: 'Residential' });
  await page.goto(`/property/${property._id}`);
  const { startsAt: chosen } = await pickSecondDay(page);
  const form = page.getByRole('form', { name: 'Enquire about this property' });
  // Someone else books the same time first.
  const other = await request.post('/api/v1/visits', {
    data: { propertyId: property._id, name: 'Other Buyer', mobile: '9825099999', startsAt: chosen },
  });
  expect(other.status()).toBe(201);
  await form.getByLabel('Full name').fill('Late Buyer');
  await form.getByLabel('Mobile').fill('9825011111');
  await form.getByRole('button', { name: 'Book the visit' }).click();
  await expect(form.getByTestId('visit-refused')).toHaveText(
    'That time was just taken by someone else. Please choose another: the next free times are listed.',
  );
  const next = form.getByTestId('slot-picker').getByRole('button').first();
  await expect(form.getByText('Next free times', { exact: true })).toBeVisible();
  await next.click();
  await form.getByRole('button', { name: 'Book the visit' }).click();
  await expect(page.getByTestId('visit-booked')).toBeVisible();
});

/** A page the app has taken over (the fixtures' `goto` waits for it; the service worker specs do not use them). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
}

// With the service worker (the fixtures block it), as a phone at a site has it.
withServiceWorker.describe('with no signal', () => {
  withServiceWorker.use({ viewport: { width: 390, height: 844 } });

  withServiceWorker(
    'a visitor’s enquiry made offline is kept on the phone and reaches the agency once on reconnect',
    async ({ page, context, request }) => {
      withServiceWorker.setTimeout(180_000);
      const property = await findProperty(request, { propertyType: 'Residential' });
      const email = `visitor.${Date.now().toString(36)}@example.in`;
      await open(page, `/property/${property._id}`);
      await controlledByServiceWorker(page);
      const form = await enquireForm(page);
      await form.getByLabel('Full name').fill('Kiran Shah');
      await form.getByLabel('Mobile').fill('09825012345');
      await form.getByLabel('Email (optional)').fill(email);

      await context.setOffline(true);
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByTestId('enquiry-outcome')).toContainText(KEPT);
      expect((await readOutbox(page)).filter((entry) => entry.userId === 'visitor')).toHaveLength(1);

      await context.setOffline(false);
      await expect.poll(async () => (await leadsFrom(request, email)).length, { timeout: 30_000 }).toBe(1);
      await expect.poll(async () => (await readOutbox(page)).length).toBe(0);
      expect((await leadsFrom(request, email))[0]).toMatchObject({ name: 'Kiran Shah', status: 'new' });
    },
  );

  withServiceWorker(
    'an owner’s offer made offline on the Gujarati page is kept, says its photos wait, and reaches the agency once',
    async ({ page, context, request }) => {
      withServiceWorker.setTimeout(180_000);
      const mobile = `98251${String(Date.now()).slice(-5)}`;
      await open(page, '/gu/list-your-property');
      await controlledByServiceWorker(page);
      const form = page.getByTestId('owner-listing-form');
      await expect(form).toBeVisible({ timeout: 30_000 });
      // The photo picker speaks the page's language, not the browser's ("Choose Files").
      const photos = form.getByLabel('ફોટા (વૈકલ્પિક, વધુમાં વધુ 6)');
      await photos.setInputFiles({ name: 'flat.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) });
      await expect(form.getByText('ફોટા પસંદ કરો', { exact: true })).toBeVisible();
      await expect(form.getByTestId('photos-chosen')).toHaveText('1 ફોટો પસંદ કર્યો');
      await photos.setInputFiles([]);
      await expect(form.getByTestId('photos-chosen')).toHaveText('કોઈ ફોટો પસંદ કર્યો નથી');

      await context.setOffline(true);
      await expect(form.getByTestId('photos-offline')).toContainText('કનેક્શન વિના ફોટા મોકલી શકાતા નથી');
      await form.getByText('ભાડે આપવું').click();
      await form.getByLabel('મિલકતનો પ્રકાર').selectOption('Apartment');
      await form.getByLabel('BHK').selectOption('2');
      await form.getByLabel('વિસ્તાર', { exact: true }).fill('Adajan');
      await form.getByLabel('અપેક્ષિત માસિક ભાડું (₹)').fill('25000');
      await expect(form.getByTestId('price-in-words')).toContainText('25,000');
      await form.getByLabel('તમારું નામ').fill('Jignesh Patel');
      await form.getByLabel('મોબાઇલ').fill(mobile);
      await saveScreenshot(page, 'owner-offer-gu-offline-390', { fullPage: false });
      await form.getByRole('button', { name: 'એજન્સીને મોકલો' }).click();
      await expect(page.getByTestId('offer-outcome')).toContainText('આ ફોનમાં સાચવ્યું');
      expect((await readOutbox(page)).filter((entry) => (entry.type as string) === 'ownerListing.create')).toHaveLength(1);

      // Back online: one seller lead, with what the owner offered.
      await context.setOffline(false);
      await expect.poll(async () => (await leads(request, mobile)).length, { timeout: 30_000 }).toBe(1);
      await expect.poll(async () => (await readOutbox(page)).length).toBe(0);
      await page.waitForTimeout(1_000);
      const found = await leads(request, mobile);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        name: 'Jignesh Patel',
        kind: 'seller',
        offer: { purpose: 'rent', category: 'Apartment', locality: 'Adajan', bhk: 2, expectedPrice: 25_000 },
      });
    },
  );

  withServiceWorker(
    'a user’s enquiry made offline is kept through a reload, reaches the agency once, and shows the visit the agency schedules',
    async ({ page, context, browser, request }) => {
      withServiceWorker.setTimeout(180_000);
      const account = await registerUser(request);
      const property = await findProperty(request, { propertyType: 'Residential' });
      await logInThroughTheForm(page, account);
      await open(page, `/property/${property._id}`);
      await controlledByServiceWorker(page);
      const form = await enquireForm(page);
      await expect(form.getByLabel('Full name')).toHaveValue(account.fullName);

      await context.setOffline(true);
      await form.getByLabel('Mobile').fill('9825012345');
      await form.getByLabel('Visit date').fill(agencyDay(5));
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByTestId('enquiry-outcome')).toContainText(KEPT);
      await saveScreenshot(page, 'enquiry-kept-offline-390', { fullPage: false });

      // Still on the phone after a reload with no signal, waiting in the outbox.
      await page.reload();
      await expect(await enquireForm(page)).toBeVisible();
      const waiting = (await readOutbox(page)).filter((entry) => (entry.type as string) === 'enquiry.create');
      expect(waiting).toHaveLength(1);

      // Back online: sent once, however often the phone retries.
      await context.setOffline(false);
      await expect.poll(async () => (await leadsFrom(request, account.email)).length, { timeout: 30_000 }).toBe(1);
      await expect.poll(async () => (await readOutbox(page)).length).toBe(0);
      await page.reload();
      await page.keyboard.press('Shift');
      await page.waitForTimeout(1_000);
      const [lead] = await leadsFrom(request, account.email);
      expect(await leadsFrom(request, account.email)).toHaveLength(1);

      // The agency schedules the visit on its leads screen.
      const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const admin = await office.newPage();
      await signIn(admin, 'admin');
      await open(admin, '/admincp/leads');
      await admin.getByRole('textbox', { name: 'Search' }).fill(lead!.reference);
      const row = admin.getByTestId('lead-row').filter({ hasText: lead!.reference });
      await row.getByRole('button').first().click();
      const detail = admin.getByTestId('lead-detail');
      await detail.getByLabel('Visit date and time').fill(`${agencyDay(5)}T11:30`);
      // The office's page is closed next: the change must have reached the server first.
      const saved = admin.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.url().includes('/admin/enquiries/'),
      );
      await detail.getByRole('button', { name: 'Schedule' }).click();
      expect((await saved).ok()).toBe(true);
      await expect(row).toContainText('Visit scheduled');
      await saveScreenshot(admin, 'enquiry-admin-scheduled-1280');
      await office.close();

      // The user sees it in My Enquiries.
      await open(page, '/dashboard');
      await page.getByRole('tab', { name: 'My Enquiries' }).click();
      const mine = page.getByTestId('my-enquiry').filter({ hasText: lead!.reference });
      await expect(mine.getByTestId('visit-at')).toContainText('11:30');
      await expect(mine.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
      await saveScreenshot(page, 'enquiry-my-enquiries-390');
    },
  );

  withServiceWorker(
    'an agent’s Today opens with no signal, and a call outcome logged offline reaches the server once on reconnect',
    async ({ page, context, request }) => {
      withServiceWorker.setTimeout(180_000);
      // A lead of the demo agent's whose call back is an hour overdue.
      const agent = await apiLogin(request, AGENT);
      const { accessToken: adminToken } = await apiLogin(request, demo.admin);
      const name = `Nirav Joshi ${Date.now().toString(36)}`;
      const made = await request.post('/api/v1/enquiries', { data: { name, mobile: '9825098765', language: 'gu' } });
      expect(made.status()).toBe(201);
      const leadId = ((await made.json()) as { data: { _id: string } }).data._id;
      const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
      const assigned = await request.patch(`/api/v1/admin/enquiries/${leadId}`, {
        data: { assigneeId: agent.user._id },
        headers: auth(adminToken),
      });
      expect(assigned.ok()).toBe(true);
      const overdue = await request.put(`/api/v1/admin/enquiries/${leadId}/next-action`, {
        data: { kind: 'call_back', dueAt: new Date(Date.now() - 3_600_000).toISOString() },
        headers: auth(agent.accessToken),
      });
      expect(overdue.ok()).toBe(true);
      const buyerId = ((await overdue.json()) as { data: { buyerId: string } }).data.buyerId;
      const callsLogged = async () => {
        const response = await request.get(`/api/v1/buyers/${buyerId}`, { headers: auth(adminToken) });
        const { contacts } = ((await response.json()) as { data: { contacts: { enquiryId: string | null }[] } }).data;
        return contacts.filter((contact) => contact.enquiryId === leadId).length;
      };

      await logInThroughTheForm(page, AGENT, '/admincp');
      await open(page, '/admincp');
      await expect(page).toHaveURL(/\/admincp\/today$/);
      await controlledByServiceWorker(page);
      const card = page.getByTestId('today-overdue').getByTestId('today-lead').filter({ hasText: name });
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919825098765');
      // WhatsApp opens with a first message in the buyer's language (Gujarati here).
      const whatsapp = new URL((await card.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
      expect(whatsapp.searchParams.get('text')).toMatch(/^નમસ્તે Nirav Joshi/);

      // No signal: Today opens from the phone, and the call is logged there.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByText(/No signal: Today as saved on this phone/)).toBeVisible();
      await card.getByRole('button', { name: 'Log call' }).click();
      await card.getByText('Not reached', { exact: true }).click();
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(card.getByRole('status')).toHaveText(KEPT);
      await expect(card.getByTestId('outcome-waiting')).toHaveText('1 call waiting to be sent');
      expect((await readOutbox(page)).filter((entry) => (entry.type as string) === 'lead.logOutcome')).toHaveLength(1);
      await saveScreenshot(page, 'today-logged-offline-390', { fullPage: false });

      // Back online: sent once.
      await context.setOffline(false);
      await expect.poll(callsLogged, { timeout: 30_000 }).toBe(1);
      await expect.poll(async () => (await readOutbox(page)).length).toBe(0);
      await page.reload();
      await page.waitForTimeout(1_000);
      expect(await callsLogged()).toBe(1);
      // The next call back is two working hours on: the lead has left the overdue list.
      await expect(page.getByTestId('today-overdue').getByTestId('today-lead').filter({ hasText: name })).toHaveCount(0);
    },
  );
  withServiceWorker(
    'a visitor who picks a time with no signal sends a request kept on the phone, never a silent booking',
    async ({ page, context, request }) => {
      withServiceWorker.setTimeout(180_000);
      await openVisitHours(request);
      const property = await findProperty(request, { propertyType: 'Residential' });
      const email = `visit.${Date.now().toString(36)}@example.in`;
      await open(page, `/property/${property._id}`);
      await controlledByServiceWorker(page);
      const { time } = await pickSecondDay(page);
      const form = page.getByRole('form', { name: 'Enquire about this property' });
      await form.getByLabel('Full name').fill('Kiran Shah');
      await form.getByLabel('Mobile').fill('09825012347');
      await form.getByLabel('Email (optional)').fill(email);

      await context.setOffline(true);
      await form.getByRole('button', { name: 'Book the visit' }).click();
      const requested = page.getByTestId('visit-requested');
      await expect(requested).toContainText('we will confirm your time');
      await expect(requested).toContainText(time);
      await saveScreenshot(page, 'visit-requested-offline-390', { fullPage: false });
      const kept = (await readOutbox(page)).filter((entry) => entry.userId === 'visitor');
      expect(kept).toHaveLength(1);
      expect(kept[0]!.type).toBe('enquiry.create');

      await context.setOffline(false);
      await expect.poll(async () => (await leadsFrom(request, email)).length, { timeout: 30_000 }).toBe(1);
      const [lead] = await leadsFrom(request, email);
      // A request for the day, not a booking: the agency confirms the time.
      expect(lead).toMatchObject({ status: 'new' });
      expect(lead!.visitDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(lead!.visitSlot).toMatch(/^(morning|afternoon|evening)$/);
    },
  );

  withServiceWorker(
    'an agent’s phone keeps the visit’s listing, checks the visit in by its code with no signal, and the server has one check-in on reconnect',
    async ({ page, context, request }) => {
      withServiceWorker.setTimeout(180_000);
      await openVisitHours(request);
      const agent = await apiLogin(request, AGENT);
      const account = await registerUser(request);
      const buyer = await apiLogin(request, account);
      const property = await findProperty(request, { propertyType: 'Residential' });
      const slots = await request.get('/api/v1/visits/slots', { params: { propertyId: property._id } });
      const [slot] = ((await slots.json()) as { data: { slots: { startsAt: string }[] } }).data.slots;
      const booked = await request.post('/api/v1/visits', {
        data: {
          propertyId: property._id,
          name: account.fullName,
          mobile: `98250${String(Date.now()).slice(-5)}`,
          startsAt: slot!.startsAt,
        },
        headers: { Authorization: `Bearer ${buyer.accessToken}` },
      });
      expect(booked.status()).toBe(201);
      const visitId = ((await booked.json()) as { data: { _id: string } }).data._id;
      // And a visit to a project (not one of its units) the same day: a seeded one with a price list.
      const project = (
        (await (await request.get('/api/v1/projects/vesu-greens-residency')).json()) as { data: { _id: string; title: string } }
      ).data;
      const projectSlots = await request.get('/api/v1/visits/slots', { params: { projectId: project._id } });
      const [projectSlot] = ((await projectSlots.json()) as { data: { slots: { startsAt: string }[] } }).data.slots;
      const projectBooked = await request.post('/api/v1/visits', {
        data: {
          projectId: project._id,
          name: account.fullName,
          mobile: `98251${String(Date.now()).slice(-5)}`,
          startsAt: projectSlot!.startsAt,
        },
        headers: { Authorization: `Bearer ${buyer.accessToken}` },
      });
      expect(projectBooked.status()).toBe(201);
      const projectVisitId = ((await projectBooked.json()) as { data: { _id: string } }).data._id;
      // The visit is moved to now, with the demo advisor, so its check-in window is open.
      const sql = postgres(embeddedDatabaseUrl(Number(process.env.E2E_PG_PORT ?? 24339)), { max: 1, onnotice: () => undefined });
      const checkIns = async () =>
        (await sql`select 1 from events where type = 'visit.checked_in' and payload->>'visitId' = ${visitId}`).length;
      try {
        const startsAt = new Date(Date.now() - 5 * 60_000);
        const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
        // The project's visit just after it, or just before it late in the Surat day: both on today's list.
        const late = agencyClock(new Date(endsAt.getTime() + 50 * 60_000)).date !== agencyClock(startsAt).date;
        const projectStartsAt = new Date(late ? startsAt.getTime() - 50 * 60_000 : endsAt.getTime() + 5 * 60_000);
        const projectEndsAt = new Date(projectStartsAt.getTime() + 45 * 60_000);
        const held = [startsAt, endsAt, projectStartsAt, projectEndsAt].map((at) => at.getTime());
        // A visit an earlier attempt moved to now would still hold the advisor's time.
        await sql`
          update visits set status = 'cancelled'
          where agent_id = ${agent.user._id} and status = 'booked' and id not in (${visitId}, ${projectVisitId})
            and held && tstzrange(${new Date(Math.min(...held))}, ${new Date(Math.max(...held))})`;
        await sql`
          update visits set agent_id = ${agent.user._id}, starts_at = ${startsAt}, ends_at = ${endsAt}, held = tstzrange(${startsAt}, ${endsAt})
          where id = ${visitId}`;
        await sql`
          update visits set agent_id = ${agent.user._id}, starts_at = ${projectStartsAt}, ends_at = ${projectEndsAt},
            held = tstzrange(${projectStartsAt}, ${projectEndsAt})
          where id = ${projectVisitId}`;
        const mine = await request.get('/api/v1/enquiries/mine', { headers: { Authorization: `Bearer ${buyer.accessToken}` } });
        const enquiries = ((await mine.json()) as { data: { bookedVisit?: { _id: string; checkIn: { code: string } } }[] }).data;
        const code = enquiries.find((enquiry) => enquiry.bookedVisit?._id === visitId)!.bookedVisit!.checkIn.code;

        await logInThroughTheForm(page, AGENT, '/admincp');
        await open(page, '/admincp/today');
        await controlledByServiceWorker(page);
        // The buyer has two visits today: each card is told by its listing too.
        const buyersCards = page.getByTestId('site-visit').filter({ hasText: account.fullName });
        const card = buyersCards.filter({ hasText: property.title });
        await expect(card).toBeVisible();
        // The phone keeps the visit's listing by itself, photos and map tiles checked, before the site;
        // and the project of the other visit, its price list and floor plans with it.
        await expect(card.getByTestId('visit-pack')).toHaveText('Photos and facts kept on this phone', { timeout: 60_000 });
        const projectCard = buyersCards.filter({ hasText: project.title });
        await expect(projectCard.getByTestId('visit-pack')).toHaveText('Photos and facts kept on this phone', { timeout: 60_000 });

        // No signal at the site: the phone checks the code itself and keeps the check-in.
        await context.setOffline(true);
        await card.getByRole('button', { name: 'Check in', exact: true }).click();
        await card.getByLabel('Or type the 6-digit code they read out').fill(code);
        await card.getByTestId('check-in-form').getByRole('button', { name: 'Check in' }).click();
        await expect(card.getByRole('status')).toContainText('It will be sent when you are back online.');
        await expect(card.getByTestId('check-in-waiting')).toBeVisible();
        expect((await readOutbox(page)).filter((entry) => (entry.type as string) === 'visit.checkIn')).toHaveLength(1);
        await saveScreenshot(page, 'today-check-in-offline-390', { fullPage: false });
        // Still with no signal, the listing opens from the visit's card, as kept.
        await card.getByRole('link', { name: property.title }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title);
        await page.goBack();
        await expect(card.getByTestId('check-in-waiting')).toBeVisible();
        // And the project, with its price list.
        await projectCard.getByRole('link', { name: project.title }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
        await expect(page.getByTestId('price-list')).toBeVisible();
        await saveScreenshot(page, 'today-project-kept-offline-390', { fullPage: false });
        await page.goBack();
        await expect(card.getByTestId('check-in-waiting')).toBeVisible();

        // Back online: one check-in on the server, however often the phone retries.
        await context.setOffline(false);
        await expect.poll(checkIns, { timeout: 30_000 }).toBe(1);
        await expect.poll(async () => (await readOutbox(page)).length).toBe(0);
        await page.reload();
        await expect(card.getByText('Checked in', { exact: true })).toBeVisible();
        expect(await checkIns()).toBe(1);
      } finally {
        await sql.end();
      }
    },
  );
});
