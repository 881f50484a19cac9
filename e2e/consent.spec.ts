/**
 * Consent in the browser, at 390 px in English, Gujarati and Hindi: the Enquire form shows its
 * purposes' notice before anything is sent, with offers as a separate box nobody ticked; the
 * /privacy page is a footer link away; a visitor withdraws from the link in their enquiry's
 * receipt mail, without an account, and the buyer screen then warns the office off following them
 * up; and a person withdraws in the dashboard's Privacy tab. Someone under 18 waits for a parent
 * who consents with an adult account of their own. A grievance is filed and followed by its
 * tracking number; a visitor erases their enquiries by code. The office's privacy screens speak
 * English and Gujarati at 390 and 1280 px. (The Privacy tab's export and erasure: account.spec.ts.)
 */
import path from 'node:path';
import type { Locator } from '@playwright/test';
import {
  apiLogin,
  apiRegister,
  demo,
  expect,
  findProperty,
  SCREENSHOTS,
  saveScreenshot,
  scrollToEnquireForm,
  signIn,
  test,
  uniqueTag,
} from './fixtures.ts';
import { mailTo, type CaughtMail } from './mailbox.ts';

/** A picture of one part of the page (the form a person fills in), for a person to look at. */
async function screenshotOf(part: Locator, name: string): Promise<void> {
  if (SCREENSHOTS) await part.screenshot({ path: path.resolve('screenshots', `${name}.png`), animations: 'disabled' });
}

const languages = [
  {
    prefix: '',
    form: 'Enquire about this property',
    notice: 'How we use what you send',
    enquiry: 'Follow-up on your enquiry:',
    visits: 'Site visits:',
    offers: 'Also send me offers and new projects (optional)',
    name: 'Full name',
    mobile: 'Mobile',
    email: 'Email (optional)',
    visitDate: 'Visit date',
    send: 'Send enquiry',
    thanks: 'Thank you! Our advisor will call you shortly.',
    footer: 'Privacy',
    title: 'Privacy notice',
    withdraw: 'Withdraw consent',
    done: 'Done. We will send nothing more for:',
  },
  {
    prefix: '/gu',
    form: 'આ પ્રોપર્ટી વિશે પૂછપરછ કરો',
    notice: 'તમે મોકલેલી માહિતીનો અમે કેવો ઉપયોગ કરીએ છીએ',
    enquiry: 'તમારી પૂછપરછનો જવાબ:',
    visits: 'સાઇટ વિઝિટ:',
    offers: 'મને ઓફર અને નવા પ્રોજેક્ટ પણ મોકલો (વૈકલ્પિક)',
    name: 'પૂરું નામ',
    mobile: 'મોબાઇલ',
    email: 'ઈ-મેઇલ (વૈકલ્પિક)',
    visitDate: 'વિઝિટની તારીખ',
    send: 'પૂછપરછ મોકલો',
    thanks: 'આભાર! અમારા સલાહકાર તમને થોડી વારમાં ફોન કરશે.',
    footer: 'ગોપનીયતા',
    title: 'ગોપનીયતા સૂચના',
    withdraw: 'સંમતિ પાછી ખેંચો',
    done: 'થઈ ગયું. આ માટે અમે હવે કંઈ મોકલીશું નહીં:',
  },
  {
    prefix: '/hi',
    form: 'इस प्रॉपर्टी के बारे में पूछताछ करें',
    notice: 'आपकी भेजी जानकारी का हम कैसे इस्तेमाल करते हैं',
    enquiry: 'आपकी पूछताछ पर संपर्क:',
    visits: 'साइट विज़िट:',
    offers: 'मुझे ऑफ़र और नए प्रोजेक्ट भी भेजें (वैकल्पिक)',
    name: 'पूरा नाम',
    mobile: 'मोबाइल',
    email: 'ई-मेल (वैकल्पिक)',
    visitDate: 'विज़िट की तारीख',
    send: 'पूछताछ भेजें',
    thanks: 'धन्यवाद! हमारे सलाहकार जल्द ही आपको कॉल करेंगे।',
    footer: 'गोपनीयता',
    title: 'गोपनीयता सूचना',
    withdraw: 'सहमति वापस लें',
    done: 'हो गया। इनके लिए हम अब कुछ नहीं भेजेंगे:',
  },
];

/** A date `days` from today in Surat, as the date input takes it (YYYY-MM-DD). */
const agencyDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));

test.use({ viewport: { width: 390, height: 844 } });

for (const words of languages) {
  const language = words.prefix.slice(1) || 'en';

  test(`${language}: the Enquire form shows its notice and an unticked offers box; the receipt's link withdraws`, async ({
    page,
    request,
  }) => {
    const property = await findProperty(request, { propertyType: 'Residential' });
    await page.goto(`${words.prefix}/property/${property._id}`);
    const form = await scrollToEnquireForm(page, words.form);
    const notice = form.getByRole('note', { name: words.notice });
    await expect(notice).toContainText(words.enquiry);
    await expect(notice).not.toContainText(words.visits);
    const offers = form.getByRole('checkbox', { name: words.offers });
    await expect(offers).not.toBeChecked();

    const email = `visitor.${uniqueTag()}@example.in`;
    await form.getByLabel(words.name, { exact: true }).fill('Kavya Mehta');
    await form.getByLabel(words.mobile, { exact: true }).fill(`97${String(Date.now()).slice(-8)}`);
    await form.getByLabel(words.email, { exact: true }).fill(email);
    await form.getByLabel(words.visitDate, { exact: true }).fill(agencyDay(3));
    // Asking for a visit adds the visit's notice before anything is sent.
    await expect(notice).toContainText(words.visits);
    await offers.check();
    await screenshotOf(form, `consent-enquiry-${language}-390`);
    await form.getByRole('button', { name: words.send }).click();
    await expect(page.getByTestId('enquiry-outcome')).toContainText(words.thanks);

    // The receipt, in the page's language, ends with the link that withdraws what was given.
    const link = withdrawalLink(await mailTo(request, email));
    expect(link.pathname).toBe(`${words.prefix}/privacy/withdraw`);

    await page.goto(`${link.pathname}${link.search}`);
    const withdrawal = page.getByTestId('withdrawal');
    await expect(withdrawal.getByRole('listitem')).toHaveCount(3);
    await saveScreenshot(page, `consent-withdraw-${language}-390`);
    await withdrawal.getByRole('button', { name: words.withdraw }).click();
    await expect(withdrawal).toContainText(words.done);
    await expect(withdrawal.getByRole('button')).toHaveCount(0);
  });

  test(`${language}: the footer leads to the privacy notice with every purpose`, async ({ page }) => {
    await page.goto(`${words.prefix}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: words.footer, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${words.prefix}/privacy`);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByTestId('privacy-purposes').getByRole('listitem')).toHaveCount(6);
    await saveScreenshot(page, `consent-privacy-${language}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, `consent-privacy-${language}-1280`);
  });
}

test('hi: the Privacy tab withdraws a consent at once and shows when', async ({ page, request }) => {
  const account = await apiRegister(request);
  await signIn(page, account);
  await page.goto('/hi/dashboard/privacy');
  const consents = page.getByTestId('consents');
  await expect(consents.getByRole('listitem')).toHaveCount(6);
  const alerts = consents.locator('[data-purpose="alerts"]');
  const toggle = alerts.getByRole('switch', { name: /सहेजी गई खोजों के अलर्ट/ });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(alerts.getByTestId('consent-status')).toContainText('को वापस ली');
  await expect(toggle).not.toBeChecked();
  // Still so after a reload: the server has it.
  await page.reload();
  await expect(page.getByTestId('consents').locator('[data-purpose="alerts"]').getByRole('switch')).not.toBeChecked();
  await saveScreenshot(page, 'consent-dashboard-hi-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, 'consent-dashboard-hi-1280');
});

test('hi: someone under 18 names a parent, who registers an adult account and consents with it from the mailed link', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const account = { email: `kishor.${tag}@example.in`, password: 'Surat@2026' };
  const parent = `parent.${tag}@example.in`;
  await page.goto('/hi/register');
  await page.getByLabel('पूरा नाम').fill('Kishor Mehta');
  await page.getByLabel('यूज़रनेम').fill(`kishor_${tag}`);
  await page.getByLabel('ई-मेल पता').fill(account.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(account.password);
  await page.getByLabel('मोबाइल').fill(`96${String(Date.now()).slice(-8)}`);
  await expect(page.getByRole('radio', { name: 'मेरी उम्र 18 या उससे अधिक है' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'मेरी उम्र 18 से कम है' }).check();
  await expect(page.getByText('आपके माता-पिता या अभिभावक की सहमति चाहिए')).toBeVisible();
  await page.getByLabel('माता-पिता या अभिभावक का नाम').fill('Nirmala Mehta');
  await page.getByLabel('माता-पिता या अभिभावक का ई-मेल').fill(parent);
  await saveScreenshot(page, 'consent-minor-register-hi-390');
  await page.getByRole('button', { name: 'अकाउंट बनाएँ' }).click();
  await expect(page.getByText('अपने माता-पिता या अभिभावक से ई-मेल देखने को कहें')).toBeVisible();
  await expect(page.getByText(parent)).toBeVisible();
  expect((await request.post('/api/v1/users/login', { data: account })).status()).toBe(403);

  // The parent's mail, in Hindi, links to a page the server writes in Hindi.
  const mail = await mailTo(request, parent);
  expect(mail.subject).toBe('Kishor Mehta ने खाता माँगा है: आपकी सहमति ज़रूरी है');
  const link = new URL(/https?:\/\/\S+\/api\/v1\/privacy\/parental-consent\?\S+/.exec(mail.text)![0]);
  // The page is the server's own, not the app's: a page of its own, opened as the parent's mail app would.
  const parentPage = await page.context().newPage();
  await parentPage.goto(`${link.pathname}${link.search}`);
  await expect(parentPage.getByRole('heading', { level: 1, name: 'Kishor Mehta के खाते के लिए आपकी सहमति' })).toBeVisible();
  await saveScreenshot(parentPage, 'consent-minor-parent-hi-390');
  const confirm = (on: typeof parentPage) =>
    on.getByRole('checkbox', { name: /मैं Kishor Mehta का\/की माता-पिता या क़ानूनी अभिभावक हूँ/ }).check();
  const consent = (on: typeof parentPage) => on.getByRole('button', { name: 'मैं सहमति देता/देती हूँ: खाता चालू करें' }).click();
  // The address the mail went to is filled in; the child's own account is refused, and nothing changes.
  await expect(parentPage.getByLabel('आपका ई-मेल')).toHaveValue(parent);
  await confirm(parentPage);
  await parentPage.getByLabel('आपका ई-मेल').fill(account.email);
  await parentPage.getByLabel('आपका पासवर्ड').fill(account.password);
  await consent(parentPage);
  await expect(parentPage.getByRole('alert')).toContainText('यह तो वही खाता है जो आपकी सहमति की राह देख रहा है।');
  await saveScreenshot(parentPage, 'consent-minor-parent-refused-hi-390');
  expect((await request.post('/api/v1/users/login', { data: account })).status()).toBe(403);

  // The parent has no account yet: the page's link registers one, as an adult, in Hindi.
  await parentPage.getByRole('link', { name: 'खाता बनाएँ' }).click();
  await expect(parentPage).toHaveURL((url) => url.pathname === '/hi/register');
  const adult = { email: parent, password: 'Nirmala@1980' };
  await parentPage.getByLabel('पूरा नाम').fill('Nirmala Mehta');
  await parentPage.getByLabel('यूज़रनेम').fill(`nirmala_${tag}`);
  await parentPage.getByLabel('ई-मेल पता').fill(adult.email);
  await parentPage.getByLabel('पासवर्ड', { exact: true }).fill(adult.password);
  await parentPage.getByLabel('मोबाइल').fill(`97${String(Date.now()).slice(-8)}`);
  await parentPage.getByRole('radio', { name: 'मेरी उम्र 18 या उससे अधिक है' }).check();
  await parentPage.getByRole('button', { name: 'अकाउंट बनाएँ' }).click();
  await expect(parentPage).toHaveURL((url) => url.pathname === '/hi/login');

  // Back to the mail's link: signed in to that account, the consent is given.
  await parentPage.goto(`${link.pathname}${link.search}`);
  await confirm(parentPage);
  await parentPage.getByLabel('आपका पासवर्ड').fill(adult.password);
  await consent(parentPage);
  await expect(parentPage.getByRole('heading', { level: 1, name: 'धन्यवाद: खाता चालू हो गया है' })).toBeVisible();
  await expect(parentPage.getByText('आपकी सहमति आपके खाते के नाम दर्ज है।')).toBeVisible();
  await apiLogin(request, account);
});

/** The withdrawal link at the foot of a mail sent for a purpose. */
const withdrawalLink = (mail: CaughtMail) => new URL(/https?:\/\/\S+\/privacy\/withdraw\?token=\S+/.exec(mail.text)![0]);

test('gu: a grievance filed from the footer gets a tracking number whose status page, and mail, show the answers', async ({
  page,
  request,
}) => {
  await page.goto('/gu/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'ગોપનીયતા અંગે ફરિયાદ', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/gu/grievance');
  await expect(page.getByTestId('grievance-officer')).toContainText('ફરિયાદ અધિકારી');
  const email = `grievance.${uniqueTag()}@example.in`;
  await page.getByLabel('તમારું નામ', { exact: true }).fill('Kavya Mehta');
  await page.getByLabel('અમારા જવાબ માટે ઈ-મેઇલ', { exact: true }).fill(email);
  await page.getByLabel('ફરિયાદ શેના વિશે છે?', { exact: true }).selectOption('erasure');
  await page.getByLabel('શું થયું?', { exact: true }).fill('મેં ઓગસ્ટમાં પૂછપરછ ભૂંસવા કહ્યું હતું, તે હજી દેખાય છે.');
  await page.getByRole('button', { name: 'ફરિયાદ મોકલો' }).click();
  const number = (await page.getByTestId('grievance-tracking-number').textContent())!.trim();
  expect(number).toMatch(/^GR-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await saveScreenshot(page, 'grievance-received-gu-390');

  // The acknowledgement's link is the status page, in the language the grievance was filed in.
  const acknowledgement = await mailTo(request, email);
  const link = new URL(/https?:\/\/\S+\/grievance\/GR-\S+/.exec(acknowledgement.text)![0]);
  expect(link.pathname).toBe(`/gu/grievance/${number}`);

  const admin = await apiLogin(request, demo.admin);
  const [{ _id }] = (
    (await (await request.get('/api/v1/admin/grievances', { headers: { Authorization: `Bearer ${admin.accessToken}` } })).json()) as {
      data: { _id: string; trackingNumber: string }[];
    }
  ).data.filter((grievance) => grievance.trackingNumber === number);
  const answered = await request.post(`/api/v1/admin/grievances/${_id}/replies`, {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { body: 'We erased the enquiry you made in August.', status: 'resolved' },
  });
  expect(answered.status()).toBe(201);

  await page.goto(link.pathname);
  const status = page.getByTestId('grievance-status');
  await expect(status).toContainText('ઉકેલાઈ ગઈ');
  await expect(page.getByText('We erased the enquiry you made in August.')).toBeVisible();
  await expect(page.getByTestId('grievance-officer')).toHaveCount(2);
  await saveScreenshot(page, 'grievance-status-gu-390');
});

test('hi: a visitor erases the enquiries made with their e-mail by the code mailed to it', async ({ page, request }) => {
  const email = `visitor.${uniqueTag()}@example.in`;
  const enquired = await request.post('/api/v1/enquiries', {
    data: { name: 'Kavya Mehta', mobile: `97${String(Date.now()).slice(-8)}`, email },
  });
  expect(enquired.status()).toBe(201);
  await page.goto('/hi/privacy');
  await page.getByRole('link', { name: 'बिना खाते के की गई पूछताछ मिटाएँ' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/hi/privacy/erase');
  await page.getByLabel('पूछताछ के समय दिया गया ई-मेल पता').fill(email);
  await page.getByRole('button', { name: 'मुझे कोड भेजें' }).click();
  await expect(page.getByTestId('visitor-erasure').getByRole('status')).toContainText(email);
  const code = /कोड (\d{6})/.exec((await mailTo(request, email, 'आपकी पूछताछ मिटाने का कोड')).text)![1];
  await page.getByLabel('ई-मेल में आया कोड').fill(code);
  await page.getByRole('button', { name: 'मेरी पूछताछ मिटाएँ' }).click();
  await expect(page.getByTestId('visitor-erased')).toContainText('1 पूछताछ मिटाई गई।');
  await saveScreenshot(page, 'visitor-erasure-hi-390');
});

test('hi: the notification settings show what turning push on consents to', async ({ page, request }) => {
  const account = await apiRegister(request);
  await signIn(page, account);
  await page.goto('/hi/dashboard?tab=settings');
  const notifications = page.locator('section[aria-labelledby="notifications-heading"]');
  await expect(notifications.getByRole('note')).toContainText('ब्राउज़र सूचनाएँ:');
  await notifications.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'consent-push-notice-hi-390', { fullPage: false });
});

test('a buyer who withdrew follow-ups from their receipt shows it on the buyer screen, and the call says why not to', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const name = `Kavya ${tag}`;
  const email = `visitor.${tag}@example.in`;
  const enquired = await request.post('/api/v1/enquiries', {
    data: { name, mobile: `97${String(Date.now()).slice(-8)}`, email, message: 'A 2 BHK near Vesu, please.' },
  });
  expect(enquired.status()).toBe(201);
  const link = withdrawalLink(await mailTo(request, email));
  await page.goto(`${link.pathname}${link.search}`);
  const withdrawal = page.getByTestId('withdrawal');
  await withdrawal.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(withdrawal).toContainText('Done. We will send nothing more for:');

  // The office sees every buyer (an agent, those of their own and unassigned leads).
  await signIn(page, 'admin');
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/admincp/buyers');
    await page.getByRole('textbox', { name: 'Search buyers' }).fill(tag);
    const buyer = page.getByRole('listitem').filter({ hasText: name });
    await expect(buyer.getByTestId('consent-withdrawn')).toContainText('Consent withdrawn: follow-ups');
    await buyer.getByRole('button', { name: new RegExp(name) }).click();
    const call = buyer.getByRole('link', { name: /^Call / });
    await expect(call).toHaveAccessibleDescription(
      'They withdrew consent to follow-ups: do not call or message them about their enquiries. Answer them if they get in touch.',
    );
    await saveScreenshot(page, `consent-buyer-withdrawn-${viewport.width}`);
  }
});

/** The office's privacy screens, in each language the workspace speaks, as they name themselves. */
const officeWords = {
  en: {
    prefix: '',
    title: 'Privacy',
    tabs: ['Grievances', 'Access log', 'Breach notice'],
    open: 'Open',
    topic: 'Erasure',
    send: 'Send answer',
    log: 'Opened a grievance',
    preview: 'Preview and send',
  },
  gu: {
    prefix: '/gu',
    title: 'ગોપનીયતા',
    tabs: ['ફરિયાદો', 'ઍક્સેસ લોગ', 'ભંગની સૂચના'],
    open: 'ખુલ્લી',
    topic: 'ભૂંસવું',
    send: 'જવાબ મોકલો',
    log: 'ફરિયાદ ખોલી',
    preview: 'જુઓ અને મોકલો',
  },
};

test('the grievance queue, access log and breach notice speak the workspace language, at 390 and 1280 px', async ({ page, request }) => {
  const name = `Kavya ${uniqueTag()}`;
  const filed = await request.post('/api/v1/grievances', {
    data: {
      name,
      email: `grievance.${uniqueTag()}@example.in`,
      topic: 'erasure',
      description: 'Please erase the enquiry I made in August.',
    },
  });
  expect(filed.status()).toBe(201);
  await signIn(page, 'admin');
  for (const [language, words] of Object.entries(officeWords)) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${words.prefix}/admincp/privacy/grievances`);
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      const tabs = page.getByRole('navigation', { name: words.title });
      await expect(tabs.getByRole('link')).toHaveText(words.tabs);
      const row = page.getByTestId('grievance-row').filter({ hasText: name });
      await expect(row).toContainText(`${words.topic} · ${words.open}`);
      await row.getByRole('button').click();
      await expect(row.getByRole('button', { name: words.send })).toBeVisible();
      await saveScreenshot(page, `privacy-office-grievances-${language}-${viewport.width}`);

      // Opening the grievance is itself in the access log.
      await tabs.getByRole('link', { name: words.tabs[1] }).click();
      await expect(page.getByTestId('access-log-entry').filter({ hasText: words.log }).first()).toBeVisible();
      await saveScreenshot(page, `privacy-office-access-log-${language}-${viewport.width}`);

      await tabs.getByRole('link', { name: words.tabs[2] }).click();
      await expect(page.getByRole('button', { name: words.preview })).toBeVisible();
      await saveScreenshot(page, `privacy-office-breach-${language}-${viewport.width}`);
      // Nothing of the screens is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
  }
});
