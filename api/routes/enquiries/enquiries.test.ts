import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, agencyDate, type Enquiry, type EnquiryDetail, type MyEnquiry } from '../../../contract/enquiries.ts';
import { spendEnquiryBudgets } from '../../auth/enquiryRateLimits.ts';
import { createProject } from '../../commands/projectWriter.ts';
import { createUser, freshMobile, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startMailCatcher, type MailCatcher } from '../../test/mailCatcher.ts';
import { createTestProperty, eventsOf, json } from '../../test/properties.ts';
import { CSV_HEADER } from '../../queries/enquiryReads.ts';

let app: TestApp;
let mail: MailCatcher;
let admin: CreatedUser;
let user: CreatedUser;
let other: CreatedUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '1000', ENQUIRY_NOTIFY_EMAIL: 'leads@shreejirealty.in', SMTP_URL: mail.smtpUrl });
  [admin, user, other] = await Promise.all([createUser(app, { role: 'admin', fullName: 'Meena Shah' }), createUser(app), createUser(app)]);
});
afterAll(async () => {
  await app?.close();
  await mail?.stop();
});

const today = () => agencyDate(new Date());

type Created = { message: string; data: { _id: string; reference: string; status: string } };

async function enquire(body: Record<string, unknown>, token?: string) {
  return app.api('/enquiries', { method: 'POST', json: { name: 'Asha Patel', mobile: freshMobile(), ...body }, token });
}

async function made(body: Record<string, unknown> = {}, token?: string) {
  const response = await enquire(body, token);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<Created>(response)).data;
}

async function fieldError(response: Response) {
  expect(response.status).toBe(400);
  const body = await json(response);
  return { message: body.message, fields: body.errors?.fields ?? {} };
}

const rowsOf = (id: string) => app.deps.sql`select * from enquiries where id = ${id}`;

describe('POST /enquiries', () => {
  it("stores a visitor's enquiry about a property with its visit and answers its EQ reference", async () => {
    const property = await createTestProperty(app, { title: 'Sea-view 3 BHK in Vesu' });
    const visitDate = addDays(today(), 3);
    const response = await enquire({
      propertyId: property._id,
      message: 'Is parking included?',
      visitDate,
      visitSlot: 'evening',
      email: 'Asha@Example.in',
    });
    expect(response.status).toBe(201);
    const body = await json<Created>(response);
    expect(body.message).toBe('Thank you! Our advisor will call you shortly.');
    expect(body.data.reference).toMatch(/^EQ-\d{4,}$/);
    expect(body.data.status).toBe('new');

    const [row] = await rowsOf(body.data._id);
    expect(row).toMatchObject({
      property_id: property._id,
      listing_title: 'Sea-view 3 BHK in Vesu',
      user_id: null,
      email: 'asha@example.in',
      visit_slot: 'evening',
      status: 'new',
    });
    const [event] = await eventsOf(app, body.data._id);
    expect(event).toMatchObject({ type: 'enquiry.created', actorId: null });
    // The log carries no personal data.
    expect(JSON.stringify(event.payload)).not.toMatch(/Asha|Example|9\d{9}/i);
  });

  it('takes an enquiry about a project, and a general one from the contact page', async () => {
    const project = await createProject(
      app.deps,
      null,
      {
        title: 'Shreeji Heights',
        slug: `heights-${randomUUID().slice(0, 6)}`,
        description: '<p>Homes near the canal road.</p>',
        status: 'ONGOING',
        location: 'Vesu',
        address: 'Canal Road, Surat',
        reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA10918/040225',
      } as never,
      [],
    );
    const aboutProject = await made({ projectId: project._id });
    expect((await rowsOf(aboutProject._id))[0]).toMatchObject({ project_id: project._id, listing_title: 'Shreeji Heights' });
    const general = await made({ message: 'Do you handle rentals in Adajan?' });
    expect((await rowsOf(general._id))[0]).toMatchObject({ property_id: null, project_id: null });
  });

  it('accepts a mobile number with +91 or a leading 0 and stores its ten digits', async () => {
    const a = await made({ mobile: '+91 98765-43210' });
    const b = await made({ mobile: '098765 43211' });
    expect((await rowsOf(a._id))[0].mobile).toBe('9876543210');
    expect((await rowsOf(b._id))[0].mobile).toBe('9876543211');
  });

  it("refuses a short name with the form's message", async () => {
    expect((await fieldError(await enquire({ name: 'A' }))).fields.name).toBe('Full name must be 2 or more characters long');
  });

  it.each(['12345', '5876543210', '98765432101', '+1 9876543210', 'call me'])('refuses the mobile number %s', async (mobile) => {
    expect((await fieldError(await enquire({ mobile }))).fields.mobile).toBe('Enter a 10-digit mobile number');
  });

  it('refuses a malformed e-mail address', async () => {
    expect((await fieldError(await enquire({ email: 'asha@' }))).fields.email).toBe('Invalid Email Address');
  });

  it.each([
    ['yesterday', -1],
    ['61 days ahead', 61],
  ])('refuses a visit date %s', async (_label, days) => {
    const { fields } = await fieldError(await enquire({ visitDate: addDays(today(), days), visitSlot: 'morning' }));
    expect(fields.visitDate).toBe('Choose a visit date from today to 60 days ahead');
  });

  it('accepts a visit today and 60 days ahead', async () => {
    await made({ visitDate: today(), visitSlot: 'morning' });
    await made({ visitDate: addDays(today(), 60) });
  });

  it('answers 404 for an unknown or malformed property or project and stores nothing', async () => {
    const before = await app.deps.sql`select count(*)::int as n from enquiries`;
    const unknown = await enquire({ propertyId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe('Property not found');
    expect((await enquire({ propertyId: 'not-an-id' })).status).toBe(404);
    const project = await enquire({ projectId: randomUUID() });
    expect(project.status).toBe(404);
    expect((await json(project)).message).toBe('Project not found');
    const after = await app.deps.sql`select count(*)::int as n from enquiries`;
    expect(after[0].n).toBe(before[0].n);
  });

  it('strips HTML from the text and caps the message', async () => {
    const enquiry = await made({ name: '<b>Ravi</b> Desai', message: 'Hello <script>alert(1)</script><img src=x onerror=alert(1)>there' });
    expect((await rowsOf(enquiry._id))[0]).toMatchObject({ name: 'Ravi Desai', message: 'Hello alert(1)there' });
    const long = await enquire({ message: 'x'.repeat(2001) });
    expect((await fieldError(long)).fields.message).toBe('Message must be at most 2000 characters long');
  });

  it('answers a replayed id with the same enquiry and stores nothing new', async () => {
    const id = randomUUID();
    const mobile = freshMobile();
    const first = await made({ id, mobile, message: 'First send' });
    const again = await made({ id, mobile, message: 'Sent again after a lost answer' });
    expect(again).toEqual(first);
    expect(await rowsOf(id)).toHaveLength(1);
    expect((await rowsOf(id))[0].message).toBe('First send');
    expect(await eventsOf(app, id)).toHaveLength(1);
    const mails = await app.deps.sql`select id from notifications where id = ${`enquiry:${id}`}`;
    expect(mails).toHaveLength(1);
  });

  it("tells a replay of someone else's enquiry id only that it was received", async () => {
    const mobile = freshMobile();
    const id = randomUUID();
    const mine = await made({ id, mobile }, user.accessToken);
    expect(mine.reference).toMatch(/^EQ-/);
    // Another account, and a visitor, replaying the id with the same body learn nothing of it.
    expect(await made({ id, mobile }, other.accessToken)).toEqual({ _id: id });
    expect(await made({ id, mobile })).toEqual({ _id: id });
    // Its owner still hears its reference and status.
    expect(await made({ id, mobile }, user.accessToken)).toEqual(mine);

    const visitorId = randomUUID();
    const visitors = await made({ id: visitorId, mobile });
    expect(await made({ id: visitorId, mobile: freshMobile() })).toEqual({ _id: visitorId });
    expect(await made({ id: visitorId, mobile: freshMobile() }, other.accessToken)).toEqual({ _id: visitorId });
    // A visitor who sends the same mobile number again (the lost answer's resend) is its maker.
    expect(await made({ id: visitorId, mobile })).toEqual(visitors);
    expect((await rowsOf(id))[0]).toMatchObject({ user_id: user.user._id, mobile });
    expect(await rowsOf(visitorId)).toHaveLength(1);
  });

  it('answers a filled honeypot like a success but keeps the enquiry out of the pipeline and tells nobody', async () => {
    const response = await enquire({ website: 'http://spam.example', message: 'Cheap SEO' });
    expect(response.status).toBe(201);
    const body = await json<Created>(response);
    expect(body.message).toBe('Thank you! Our advisor will call you shortly.');
    expect(body.data.status).toBe('new');
    expect((await rowsOf(body.data._id))[0].status).toBe('spam');
    expect(await app.deps.sql`select 1 from notifications where id = ${`enquiry:${body.data._id}`}`).toHaveLength(0);
    const list = await json<{ data: Enquiry[] }>(await app.api('/admin/enquiries?limit=200', { token: admin.accessToken }));
    expect(list.data.map((enquiry) => enquiry._id)).not.toContain(body.data._id);
    const spam = await json<{ data: Enquiry[] }>(await app.api('/admin/enquiries?status=spam', { token: admin.accessToken }));
    expect(spam.data.map((enquiry) => enquiry._id)).toContain(body.data._id);
  });

  it('e-mails the agency of a new enquiry with who asked, about what, and the visit wished for', async () => {
    const property = await createTestProperty(app, { title: 'Garden bungalow in Pal' });
    const enquiry = await made({
      propertyId: property._id,
      name: 'ધ્રુવ પટેલ',
      mobile: '9824011223',
      visitDate: addDays(today(), 2),
      visitSlot: 'morning',
    });
    const [row] = await app.deps.sql<{ recipient: string }[]>`select recipient from notifications where id = ${`enquiry:${enquiry._id}`}`;
    expect(row.recipient).toBe('leads@shreejirealty.in');
    // The stored body is dropped once sent: the mail as it arrived is read instead.
    const message = await mail.find((item) => item.subject.includes(`New enquiry ${enquiry.reference}:`));
    expect(message.subject).toBe(`New enquiry ${enquiry.reference}: Garden bungalow in Pal (${property.reference})`);
    expect(message.text).toContain(`ધ્રુવ પટેલ enquired about Garden bungalow in Pal (${property.reference}).`);
    expect(message.text).toContain('Mobile: +91 98240 11223');
    expect(message.text).toContain('Morning');
    expect(message.text).toContain(`/admincp/leads?enquiry=${enquiry._id}`);
  });

  it("links a logged-in user's enquiry to the account", async () => {
    const enquiry = await made({}, user.accessToken);
    expect((await rowsOf(enquiry._id))[0].user_id).toBe(user.user._id);
    const [event] = await eventsOf(app, enquiry._id);
    expect(event.actorId).toBe(user.user._id);
  });
});

describe('enquiry limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '7' });
  });
  afterAll(async () => {
    await limited?.close();
  });
  const send = (mobile: string) => limited.api('/enquiries', { method: 'POST', json: { name: 'Asha Patel', mobile } });

  it('allows 5 enquiries an hour per mobile number and refuses the next with Retry-After, then limits the address', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send('9811100000')).status).toBe(201);
    const sixth = await send('+91 98111 00000');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(sixth)).message).toMatch(/^Too many enquiries in a short time/);
    // The address has spent 6 of its 7: one more number goes through, the next is refused.
    expect((await send('9811100001')).status).toBe(201);
    const refused = await send('9811100002');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const [{ n }] = await limited.deps.sql`select count(*)::int as n from enquiries`;
    expect(n).toBe(6);
  });

  it("limits a signed-in account to an address's budget whatever address and mobile number it uses", async () => {
    const budgets = { ...limited.deps.config.enquiries, perIp: 3, perMobile: 3 };
    const userId = randomUUID();
    const spend = (n: number) =>
      limited.deps.sql.begin((tx) => spendEnquiryBudgets(tx, budgets, { ip: `10.9.0.${n}`, mobile: `98222000${n}0`, userId }));
    for (let n = 1; n <= 3; n += 1) expect(await spend(n)).toBeNull();
    const refusal = await spend(4);
    expect(refusal?.reason).toMatch(/^Too many enquiries in a short time/);
    expect(refusal?.retryAfterSeconds).toBeGreaterThan(3500);
  });
});

describe('the enquiry.create mutation (the outbox)', () => {
  const push = (token: string, mutations: unknown[]) => app.api('/sync', { method: 'POST', json: { mutations }, token });

  it('creates the enquiry once, however often the same mutation is sent', async () => {
    const property = await createTestProperty(app);
    const id = randomUUID();
    const mutation = {
      id,
      type: 'enquiry.create',
      args: {
        propertyId: property._id,
        name: 'Kiran Modi',
        mobile: '+91 9898012345',
        message: 'Sent from the site',
        visitDate: addDays(today(), 5),
        visitSlot: 'afternoon',
      },
      clientTime: new Date().toISOString(),
    };
    const first = await json<{ data: { results: { id: string; status: string }[] } }>(await push(user.accessToken, [mutation]));
    expect(first.data.results).toEqual([{ id, status: 'applied' }]);
    const again = await json<{ data: { results: { id: string; status: string }[] } }>(await push(user.accessToken, [mutation]));
    expect(again.data.results).toEqual([{ id, status: 'duplicate' }]);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: user.user._id, mobile: '9898012345', visit_slot: 'afternoon' });
    expect(await app.deps.sql`select 1 from notifications where id = ${`enquiry:${id}`}`).toHaveLength(1);
    // Sent again by POST /enquiries (the same id), it is the same enquiry.
    const direct = await made({ id }, user.accessToken);
    expect(direct._id).toBe(id);
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it("answers another user's enquiry id sent through the outbox as a duplicate, telling nothing of it", async () => {
    const id = randomUUID();
    const mine = await made({ id }, user.accessToken);
    const mutation = {
      id,
      type: 'enquiry.create',
      args: { name: 'Someone Else', mobile: freshMobile() },
      clientTime: new Date().toISOString(),
    };
    const response = await push(other.accessToken, [mutation]);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text).data.results).toEqual([{ id, status: 'duplicate' }]);
    expect(text).not.toContain(mine.reference);
    expect((await rowsOf(id))[0]).toMatchObject({ user_id: user.user._id, name: 'Asha Patel' });
  });

  it('checks the visit date against when the enquiry was made on the phone', async () => {
    const madeAt = new Date(Date.now() - 2 * 86_400_000);
    const keptDate = addDays(agencyDate(madeAt), 1);
    const ok = {
      id: randomUUID(),
      type: 'enquiry.create',
      args: { name: 'Kiran Modi', mobile: '9898012346', visitDate: keptDate },
      clientTime: madeAt.toISOString(),
    };
    const late = {
      id: randomUUID(),
      type: 'enquiry.create',
      args: { name: 'Kiran Modi', mobile: '9898012346', visitDate: addDays(agencyDate(madeAt), -1) },
      clientTime: madeAt.toISOString(),
    };
    const answer = await json<{ data: { results: { id: string; status: string; reason?: string }[] } }>(
      await push(user.accessToken, [ok, late]),
    );
    expect(answer.data.results).toEqual([
      { id: ok.id, status: 'applied' },
      { id: late.id, status: 'rejected', reason: 'Choose a visit date from today to 60 days ahead' },
    ]);
  });

  it('rejects an enquiry about an unknown listing without refusing the rest of the batch', async () => {
    const bad = {
      id: randomUUID(),
      type: 'enquiry.create',
      args: { propertyId: randomUUID(), name: 'Kiran Modi', mobile: '9898012347' },
      clientTime: new Date().toISOString(),
    };
    const good = {
      id: randomUUID(),
      type: 'enquiry.create',
      args: { name: 'Kiran Modi', mobile: '9898012347' },
      clientTime: new Date().toISOString(),
    };
    const answer = await json<{ data: { results: { status: string; reason?: string }[] } }>(await push(user.accessToken, [bad, good]));
    expect(answer.data.results.map((result) => result.status)).toEqual(['rejected', 'applied']);
    expect(answer.data.results[0].reason).toBe('Property not found');
  });

  type Results = { data: { results: { id: string; status: string; reason?: string; retryAfterSeconds?: number }[] } };
  const enquiryMutation = (mobile: string) => ({
    id: randomUUID(),
    type: 'enquiry.create',
    args: { name: 'Kiran Modi', mobile },
    clientTime: new Date().toISOString(),
  });
  const storedFor = async (mobile: string) => {
    const [{ enquiries, mails }] = await app.deps.sql<{ enquiries: number; mails: number }[]>`
      select count(*)::int as enquiries, count(n.id)::int as mails
      from enquiries e left join notifications n on n.id = 'enquiry:' || e.id
      where e.mobile = ${mobile}`;
    return { enquiries, mails };
  };

  it("stores at most the mobile number's limit of one /sync batch and rejects the rest one by one with the form's reason", async () => {
    const mobile = freshMobile();
    const batch = Array.from({ length: 40 }, () => enquiryMutation(mobile));
    const answer = await json<Results>(await push(user.accessToken, batch));
    const results = answer.data.results;
    expect(results.map((result) => result.id)).toEqual(batch.map((mutation) => mutation.id));
    expect(results.filter((result) => result.status === 'applied')).toHaveLength(5);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(35);
    for (const result of refused) {
      expect(result.reason).toMatch(/^Too many enquiries in a short time\. Please try again in \d+ minutes?, or call us\.$/);
      expect(result.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(await storedFor(mobile)).toEqual({ enquiries: 5, mails: 5 });
  });

  it('counts the form and the outbox against the same budget of a mobile number', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 3; i += 1) await made({ mobile });
    const answer = await json<Results>(
      await push(
        user.accessToken,
        [1, 2, 3].map(() => enquiryMutation(mobile)),
      ),
    );
    expect(answer.data.results.map((result) => result.status)).toEqual(['applied', 'applied', 'rejected']);
    const form = await enquire({ mobile });
    expect(form.status).toBe(429);
    expect((await json(form)).message).toBe(answer.data.results[2].reason);
    expect(await storedFor(mobile)).toEqual({ enquiries: 5, mails: 5 });
  });
});

describe('who may read enquiries', () => {
  it("shows a user their own enquiries and no one else's", async () => {
    const mine = await made({ message: 'Mine' }, user.accessToken);
    const theirs = await made({ message: 'Theirs' }, other.accessToken);
    const list = await json<{ data: MyEnquiry[] }>(await app.api('/enquiries/mine', { token: user.accessToken }));
    const ids = list.data.map((enquiry) => enquiry._id);
    expect(ids).toContain(mine._id);
    expect(ids).not.toContain(theirs._id);
    expect(list.data[0]).not.toHaveProperty('mobile');
    expect((await app.api('/enquiries/mine')).status).toBe(401);
  });

  it('lets only admins list, read, edit and export enquiries', async () => {
    const enquiry = await made();
    for (const [path, method] of [
      ['/admin/enquiries', 'GET'],
      [`/admin/enquiries/${enquiry._id}`, 'GET'],
      ['/admin/enquiries.csv', 'GET'],
      ['/admin/listing-leads', 'GET'],
      [`/admin/enquiries/${enquiry._id}`, 'PATCH'],
    ] as const) {
      const json = method === 'PATCH' ? { note: 'Called' } : undefined;
      expect((await app.api(path, { method, json })).status, `${method} ${path} as a visitor`).toBe(401);
      expect((await app.api(path, { method, json, token: user.accessToken })).status, `${method} ${path} as a user`).toBe(403);
      expect((await app.api(path, { method, json, token: admin.accessToken })).status, `${method} ${path} as an admin`).toBe(200);
    }
    expect(await eventsOf(app, enquiry._id)).toHaveLength(2);
  });

  it("hands the visit's calendar entry to its owner and an admin only", async () => {
    const property = await createTestProperty(app);
    const enquiry = await made({ propertyId: property._id }, user.accessToken);
    const path = `/enquiries/${enquiry._id}/visit.ics`;
    expect((await app.api(path, { token: user.accessToken })).status).toBe(404);
    const visitAt = '2030-01-15T05:30:00.000Z';
    expect(
      (await app.api(`/admin/enquiries/${enquiry._id}`, { method: 'PATCH', json: { visitAt }, token: admin.accessToken })).status,
    ).toBe(200);
    const own = await app.api(path, { token: user.accessToken });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await own.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('DTSTART:20300115T053000Z');
    expect(ics).toContain('DTEND:20300115T063000Z');
    expect(ics).toContain(`enquiry ${enquiry.reference}`);
    // Where the visit happens: the property, not the office.
    expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:B-402\\, Shreeji Residency\\, Vesu\\, Surat 395007\r\n');
    expect((await app.api(path, { token: admin.accessToken })).status).toBe(200);
    expect((await app.api(path, { token: other.accessToken })).status).toBe(404);
    expect((await app.api(path)).status).toBe(401);
  });
});

describe('the pipeline', () => {
  const patch = (id: string, body: unknown) => app.api(`/admin/enquiries/${id}`, { method: 'PATCH', json: body, token: admin.accessToken });

  it('moves an enquiry from new to won and writes each step to its timeline with who and when', async () => {
    const enquiry = await made({}, user.accessToken);
    expect((await patch(enquiry._id, { status: 'contacted', note: 'Called, wants a Sunday visit' })).status).toBe(200);
    const noVisit = await patch(enquiry._id, { status: 'visit_scheduled' });
    expect((await fieldError(noVisit)).fields.visitAt).toBe('Choose the visit date and time');
    const visitAt = new Date(Date.now() + 4 * 86_400_000).toISOString();
    expect((await patch(enquiry._id, { status: 'visit_scheduled', visitAt, assigneeId: admin.user._id })).status).toBe(200);
    expect((await patch(enquiry._id, { status: 'visited' })).status).toBe(200);
    expect((await patch(enquiry._id, { status: 'negotiating' })).status).toBe(200);
    const won = await patch(enquiry._id, { status: 'won' });
    const { data } = await json<{ data: EnquiryDetail }>(won);
    expect(data.status).toBe('won');
    expect(data.assignee).toEqual({ _id: admin.user._id, fullName: 'Meena Shah' });
    expect(data.timeline.map((entry) => [entry.type, entry.from ?? null, entry.to ?? null])).toEqual([
      ['enquiry.created', null, null],
      ['enquiry.status_changed', 'new', 'contacted'],
      ['enquiry.note_added', null, null],
      ['enquiry.visit_scheduled', null, null],
      ['enquiry.status_changed', 'contacted', 'visit_scheduled'],
      ['enquiry.assigned', null, null],
      ['enquiry.status_changed', 'visit_scheduled', 'visited'],
      ['enquiry.status_changed', 'visited', 'negotiating'],
      ['enquiry.status_changed', 'negotiating', 'won'],
    ]);
    expect(data.timeline[0].actor?._id).toBe(user.user._id);
    expect(data.timeline[1].actor).toEqual({ _id: admin.user._id, fullName: 'Meena Shah' });
    expect(data.timeline[2].note).toBe('Called, wants a Sunday visit');
    expect(data.timeline[3].visitAt).toBe(visitAt);
    expect(data.timeline[5].assignee).toEqual({ _id: admin.user._id, fullName: 'Meena Shah' });
    expect(data.timeline.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);

    // The user sees the visit in My Enquiries.
    const mine = await json<{ data: MyEnquiry[] }>(await app.api('/enquiries/mine', { token: user.accessToken }));
    expect(mine.data.find((entry) => entry._id === enquiry._id)).toMatchObject({ status: 'won', visitAt });
  });

  it('refuses an impossible move with a message and changes nothing', async () => {
    const enquiry = await made();
    await patch(enquiry._id, { status: 'lost', lostReason: 'budget' });
    await patch(enquiry._id, { status: 'contacted' });
    await patch(enquiry._id, { status: 'negotiating' });
    await patch(enquiry._id, { status: 'won' });
    const events = (await eventsOf(app, enquiry._id)).length;
    const back = await patch(enquiry._id, { status: 'new', note: 'Start again' });
    const { message, fields } = await fieldError(back);
    expect(fields.status).toBe("An enquiry cannot move from 'Won' to 'New'");
    expect(message).toBe("An enquiry cannot move from 'Won' to 'New'");
    expect(await eventsOf(app, enquiry._id)).toHaveLength(events);
    expect((await rowsOf(enquiry._id))[0].status).toBe('won');
  });

  it('schedules a visit by its time alone, assigns only agents and admins, and asks for something to change', async () => {
    const enquiry = await made();
    const visitAt = new Date(Date.now() + 86_400_000).toISOString();
    const { data } = await json<{ data: EnquiryDetail }>(await patch(enquiry._id, { visitAt }));
    expect(data).toMatchObject({ status: 'visit_scheduled', visitAt });
    expect((await fieldError(await patch(enquiry._id, { assigneeId: user.user._id }))).fields.assigneeId).toBe(
      'Assign the enquiry to an agent or an admin',
    );
    // PostgreSQL's text refuses a NUL: such an id is refused before it reaches a query.
    expect((await fieldError(await patch(enquiry._id, { assigneeId: `${admin.user._id}\u0000` }))).fields.assigneeId).toBe(
      'Assignee must be an agent or an admin',
    );
    expect((await patch(enquiry._id, {})).status).toBe(400);
    expect((await patch(randomUUID(), { note: 'x' })).status).toBe(404);
    expect((await patch('nope', { note: 'x' })).status).toBe(404);
  });
});

describe('lost reasons and days in stage', () => {
  const patch = (id: string, body: unknown) => app.api(`/admin/enquiries/${id}`, { method: 'PATCH', json: body, token: admin.accessToken });
  const detailOf = async (id: string) =>
    (await json<{ data: EnquiryDetail }>(await app.api(`/admin/enquiries/${id}`, { token: admin.accessToken }))).data;

  it('refuses a move to lost without a reason, and changes nothing', async () => {
    const enquiry = await made();
    const events = (await eventsOf(app, enquiry._id)).length;
    const { message, fields } = await fieldError(await patch(enquiry._id, { status: 'lost' }));
    expect(message).toBe('Lost reason is required');
    expect(fields.lostReason).toBe('Lost reason is required');
    expect((await fieldError(await patch(enquiry._id, { status: 'lost', lostReason: 'too_far' }))).fields.lostReason).toBe(
      'Lost reason must be one of budget, location, bought_elsewhere, not_reachable, not_genuine or other',
    );
    expect(await eventsOf(app, enquiry._id)).toHaveLength(events);
    expect((await rowsOf(enquiry._id))[0].status).toBe('new');
  });

  it("needs the words of an 'other' reason", async () => {
    const enquiry = await made();
    expect((await fieldError(await patch(enquiry._id, { status: 'lost', lostReason: 'other' }))).fields.lostNote).toBe(
      'Other reason is required',
    );
    expect((await fieldError(await patch(enquiry._id, { status: 'lost', lostReason: 'other', lostNote: '   ' }))).fields.lostNote).toBe(
      'Other reason is required',
    );
    const response = await patch(enquiry._id, { status: 'lost', lostReason: 'other', lostNote: 'Family moved to Pune' });
    expect(response.status).toBe(200);
    expect((await json<{ data: EnquiryDetail }>(response)).data).toMatchObject({
      status: 'lost',
      lostReason: 'other',
      lostNote: 'Family moved to Pune',
    });
  });

  it('stores the reason on the lead and in the event, and clears it from the lead when it is reopened', async () => {
    const enquiry = await made();
    expect((await patch(enquiry._id, { status: 'lost', lostReason: 'bought_elsewhere' })).status).toBe(200);
    const [row] = await rowsOf(enquiry._id);
    expect(row).toMatchObject({ status: 'lost', lost_reason: 'bought_elsewhere', lost_note: null });
    const moved = (await eventsOf(app, enquiry._id)).find((event) => event.type === 'enquiry.status_changed');
    expect(moved?.payload).toEqual({ from: 'new', to: 'lost', lostReason: 'bought_elsewhere' });
    const detail = await detailOf(enquiry._id);
    expect(detail.timeline.at(-1)).toMatchObject({ type: 'enquiry.status_changed', to: 'lost', lostReason: 'bought_elsewhere' });

    expect((await patch(enquiry._id, { status: 'contacted' })).status).toBe(200);
    expect(await detailOf(enquiry._id)).toMatchObject({ status: 'contacted', lostReason: null, lostNote: null });
  });

  it('refuses a lost reason with any other move', async () => {
    const enquiry = await made();
    expect((await fieldError(await patch(enquiry._id, { status: 'contacted', lostReason: 'budget' }))).fields.lostReason).toBe(
      'A lost reason goes only with a move to lost',
    );
  });

  it('counts the days in stage from the last status change, or from arrival for a lead never moved', async () => {
    const enquiry = await made();
    await app.deps.sql`update enquiries set created_at = now() - interval '5 days 2 hours' where id = ${enquiry._id}`;
    expect(await detailOf(enquiry._id)).toMatchObject({ daysInStage: 5 });
    expect((await patch(enquiry._id, { status: 'contacted' })).status).toBe(200);
    const moved = await detailOf(enquiry._id);
    expect(moved.daysInStage).toBe(0);
    expect(Date.now() - Date.parse(moved.stageSince)).toBeLessThan(60_000);
    await app.deps.sql`update enquiries set status_changed_at = now() - interval '3 days 1 hour' where id = ${enquiry._id}`;
    const list = await json<{ data: Enquiry[] }>(await app.api(`/admin/enquiries?q=${enquiry.reference}`, { token: admin.accessToken }));
    expect(list.data.find((entry) => entry._id === enquiry._id)).toMatchObject({ daysInStage: 3 });
    // A note or an assignment is no change of stage.
    expect((await patch(enquiry._id, { note: 'Call again on Monday', assigneeId: admin.user._id })).status).toBe(200);
    expect(await detailOf(enquiry._id)).toMatchObject({ daysInStage: 3 });
  });
});

describe('a lead assigned by hand', () => {
  const notices = (leadId: string) =>
    app.deps.sql<{ id: string; channel: string; recipient: string }[]>`
      select n.id, n.channel, n.recipient from notifications n
      join events ev on n.id like 'lead-handed:' || ev.id::text || '%'
      where ev.subject_id = ${leadId} and ev.type = 'enquiry.assigned'
      order by n.channel, n.id`;

  it('mails its new agent and pushes to their browsers, recorded with the assignment, once', async () => {
    const agent = await createUser(app, { role: 'agent', fullName: 'Kiran Desai' });
    const endpoint = `https://push.example.in/send/${randomUUID()}`;
    const subscribed = await app.api('/push/subscriptions', {
      method: 'POST',
      json: { endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } },
      token: agent.accessToken,
    });
    expect(subscribed.status).toBe(201);
    const enquiry = await made({ name: 'Harsh Vora' });
    const assign = () =>
      app.api(`/admin/enquiries/${enquiry._id}`, { method: 'PATCH', json: { assigneeId: agent.user._id }, token: admin.accessToken });
    expect((await assign()).status).toBe(200);
    const recorded = await notices(enquiry._id);
    expect(recorded.map((row) => [row.channel, row.recipient])).toEqual([
      ['email', agent.user.email],
      ['push', endpoint],
    ]);
    // The same assignee again is no change: nothing more is sent.
    expect((await assign()).status).toBe(200);
    expect(await notices(enquiry._id)).toHaveLength(2);
    const [message] = await mail.inbox(agent.user.email);
    expect(message.subject).toBe(`Lead ${enquiry.reference} assigned to you`);
    expect(message.text).toContain('Meena Shah assigned you Harsh Vora');
  });

  it('tells nobody when an agent takes a lead themself', async () => {
    const agent = await createUser(app, { role: 'agent' });
    const enquiry = await made();
    const taken = await app.api(`/admin/enquiries/${enquiry._id}`, {
      method: 'PATCH',
      json: { assigneeId: agent.user._id },
      token: agent.accessToken,
    });
    expect(taken.status).toBe(200);
    expect(await notices(enquiry._id)).toEqual([]);
  });
});

describe("an agent's leads", () => {
  let agent: CreatedUser;
  let otherAgent: CreatedUser;
  beforeAll(async () => {
    [agent, otherAgent] = await Promise.all([
      createUser(app, { role: 'agent', fullName: 'Kiran Desai' }),
      createUser(app, { role: 'agent', fullName: 'Hetal Mehta' }),
    ]);
  });
  const patchAs = (who: CreatedUser, id: string, body: unknown) =>
    app.api(`/admin/enquiries/${id}`, { method: 'PATCH', json: body, token: who.accessToken });
  const listedFor = async (who: CreatedUser, name: string) =>
    (await json<{ data: Enquiry[] }>(await app.api(`/admin/enquiries?q=${encodeURIComponent(name)}`, { token: who.accessToken }))).data.map(
      (enquiry) => enquiry.name,
    );

  it("lists the leads assigned to the agent and the unassigned ones, never another agent's", async () => {
    const tag = randomUUID().slice(0, 8);
    const mine = await made({ name: `Mine ${tag}` });
    const theirs = await made({ name: `Theirs ${tag}` });
    await made({ name: `Open ${tag}` });
    expect((await patchAs(admin, mine._id, { assigneeId: agent.user._id })).status).toBe(200);
    expect((await patchAs(admin, theirs._id, { assigneeId: otherAgent.user._id })).status).toBe(200);
    expect((await listedFor(agent, tag)).sort()).toEqual([`Mine ${tag}`, `Open ${tag}`]);
    expect((await listedFor(admin, tag)).sort()).toEqual([`Mine ${tag}`, `Open ${tag}`, `Theirs ${tag}`]);
    const csv = await (await app.api(`/admin/enquiries.csv?q=${tag}`, { token: agent.accessToken })).text();
    expect(csv).toContain(`Mine ${tag}`);
    expect(csv).not.toContain(`Theirs ${tag}`);
  });

  it("answers another agent's lead as a missing one and changes nothing", async () => {
    const lead = await made();
    expect((await patchAs(admin, lead._id, { assigneeId: otherAgent.user._id })).status).toBe(200);
    const events = (await eventsOf(app, lead._id)).length;
    expect((await app.api(`/admin/enquiries/${lead._id}`, { token: agent.accessToken })).status).toBe(404);
    expect((await patchAs(agent, lead._id, { status: 'contacted' })).status).toBe(404);
    expect(await eventsOf(app, lead._id)).toHaveLength(events);
    expect((await rowsOf(lead._id))[0].status).toBe('new');
  });

  it('lets an agent take an unassigned lead and work it, but not hand it to someone else', async () => {
    const lead = await made();
    const handed = await patchAs(agent, lead._id, { assigneeId: otherAgent.user._id });
    expect((await fieldError(handed)).fields.assigneeId).toBe('An agent can assign an enquiry only to themself');
    const taken = await json<{ data: EnquiryDetail }>(await patchAs(agent, lead._id, { assigneeId: agent.user._id, status: 'contacted' }));
    expect(taken.data).toMatchObject({ status: 'contacted', assignee: { _id: agent.user._id, fullName: 'Kiran Desai' } });
    expect((await app.api(`/admin/enquiries/${lead._id}`, { token: otherAgent.accessToken })).status).toBe(404);
  });

  it('stops an agent made a user again from reaching the leads at once', async () => {
    const demoted = await createUser(app, { role: 'agent' });
    expect((await app.api('/admin/enquiries', { token: demoted.accessToken })).status).toBe(200);
    const changed = await app.api(`/users/${demoted.user._id}/role`, { method: 'PATCH', json: { role: 'user' }, token: admin.accessToken });
    expect(changed.status).toBe(200);
    expect((await app.api('/admin/enquiries', { token: demoted.accessToken })).status).toBe(403);
  });
});

describe('the admin list and export', () => {
  it('filters by status, listing and text, with paging meta', async () => {
    const property = await createTestProperty(app, { title: 'Corner shop on Ghod Dod Road' });
    const target = await made({ propertyId: property._id, name: 'Nirali Joshi' });
    await made({ propertyId: property._id, name: 'Bhavin Rana' });
    const byListing = await json<{ data: Enquiry[]; meta: { total: number; page: number; limit: number } }>(
      await app.api(`/admin/enquiries?propertyId=${property._id}&limit=1`, { token: admin.accessToken }),
    );
    expect(byListing.meta).toEqual({ total: 2, page: 1, limit: 1 });
    expect(byListing.data[0].listing).toEqual({
      kind: 'property',
      _id: property._id,
      title: 'Corner shop on Ghod Dod Road',
      reference: property.reference,
    });
    const byReference = await json<{ data: Enquiry[] }>(
      await app.api(`/admin/enquiries?q=${property.reference}`, { token: admin.accessToken }),
    );
    // The reference's digits also find the mobiles that hold them, and the file's other buyers have random ones.
    const digits = property.reference.replace(/\D/g, '');
    expect(byReference.data.filter((enquiry) => enquiry.listing?._id === property._id)).toHaveLength(2);
    expect(byReference.data.filter((enquiry) => enquiry.listing?._id !== property._id && !enquiry.mobile.includes(digits))).toEqual([]);
    const byText = await json<{ data: Enquiry[] }>(await app.api('/admin/enquiries?q=nirali', { token: admin.accessToken }));
    expect(byText.data.map((enquiry) => enquiry._id)).toEqual([target._id]);
    await app.api(`/admin/enquiries/${target._id}`, { method: 'PATCH', json: { status: 'contacted' }, token: admin.accessToken });
    const contacted = await json<{ data: Enquiry[] }>(
      await app.api(`/admin/enquiries?status=contacted&propertyId=${property._id}`, { token: admin.accessToken }),
    );
    expect(contacted.data.map((enquiry) => enquiry._id)).toEqual([target._id]);
    const fromTomorrow = await json<{ data: Enquiry[] }>(
      await app.api(`/admin/enquiries?from=${addDays(today(), 1)}`, { token: admin.accessToken }),
    );
    expect(fromTomorrow.data).toEqual([]);
    expect((await app.api('/admin/enquiries?status=maybe', { token: admin.accessToken })).status).toBe(400);
  });

  it('filters by the listing’s reference as an admin types it, in any case, and by a reference no listing has to none', async () => {
    const property = await createTestProperty(app, { title: 'Reference filter flat' });
    const enquiry = await made({ propertyId: property._id });
    await made();
    for (const typed of [property.reference, property.reference.toLowerCase(), ` ${property.reference} `]) {
      const { data } = await json<{ data: Enquiry[] }>(
        await app.api(`/admin/enquiries?propertyId=${encodeURIComponent(typed)}`, { token: admin.accessToken }),
      );
      expect(data.map((row) => row._id)).toEqual([enquiry._id]);
    }
    const csv = await (await app.api(`/admin/enquiries.csv?propertyId=${property.reference}`, { token: admin.accessToken })).text();
    expect(csv).toContain(enquiry.reference);
    const unknown = await json<{ data: Enquiry[]; meta: { total: number } }>(
      await app.api('/admin/enquiries?propertyId=SR-999999', { token: admin.accessToken }),
    );
    expect(unknown).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('exports CSV that Excel opens as UTF-8: a BOM, the header, and Gujarati names and the rupee sign intact', async () => {
    const property = await createTestProperty(app, { title: 'Riverfront flat in Adajan', price: '4500000' });
    const enquiry = await made({ propertyId: property._id, name: 'ધ્રુવ પટેલ', mobile: '9825098250', message: 'Call after 6, "please"' });
    const response = await app.api(`/admin/enquiries.csv?propertyId=${property._id}`, { token: admin.accessToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines[1]).toMatch(
      new RegExp(
        `^${enquiry.reference},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},New,ધ્રુવ પટેલ,'\\+91 98250 98250,,Riverfront flat in Adajan,${property.reference},"₹ 45,00,000",,,,"Call after 6, ""please"""$`,
      ),
    );
    expect(lines).toHaveLength(3);
  });

  it('never lets a cell start a formula', async () => {
    const property = await createTestProperty(app);
    await made({ propertyId: property._id, name: '=HYPERLINK("x")' });
    const text = await (await app.api(`/admin/enquiries.csv?propertyId=${property._id}`, { token: admin.accessToken })).text();
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('contact taps and lead counts', () => {
  it('counts Call and WhatsApp taps and enquiries per listing, and new leads on the dashboard', async () => {
    const property = await createTestProperty(app);
    for (const channel of ['call', 'whatsapp', 'whatsapp']) {
      expect((await app.api('/contact-clicks', { method: 'POST', json: { propertyId: property._id, channel } })).status).toBe(204);
    }
    await made({ propertyId: property._id });
    const { data } = await json<{ data: { propertyId: string; enquiries: number; contactTaps: number }[] }>(
      await app.api('/admin/listing-leads', { token: admin.accessToken }),
    );
    expect(data.find((row) => row.propertyId === property._id)).toEqual({ propertyId: property._id, enquiries: 1, contactTaps: 3 });
    expect((await app.api('/contact-clicks', { method: 'POST', json: { propertyId: randomUUID(), channel: 'call' } })).status).toBe(404);
    expect((await app.api('/contact-clicks', { method: 'POST', json: { propertyId: property._id, channel: 'sms' } })).status).toBe(400);

    const [{ n }] = await app.deps
      .sql`select count(*)::int as n from enquiries where status <> 'spam' and created_at > now() - interval '7 days'`;
    const dashboard = await json<{ data: { stats: { newLeadsLastWeek: number } } }>(
      await app.api('/admin/dashboard', { token: admin.accessToken }),
    );
    expect(dashboard.data.stats.newLeadsLastWeek).toBe(n);
    expect(n).toBeGreaterThan(0);
  });
});

describe('deleting an account', () => {
  it("keeps its enquiries' rows for the agency's figures, erased as the person's own erasure would", async () => {
    const leaving = await createUser(app);
    const enquiry = await made({ message: 'Before I leave' }, leaving.accessToken);
    expect((await app.api(`/users/${leaving.user._id}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(200);
    const [row] = await rowsOf(enquiry._id);
    expect(row).toMatchObject({ user_id: null, name: 'Erased', mobile: '', email: null, message: '' });
    const detail = await json<{ data: EnquiryDetail }>(await app.api(`/admin/enquiries/${enquiry._id}`, { token: admin.accessToken }));
    expect(detail.data.userId).toBeNull();
    expect(detail.data.timeline[0].actor).toBeNull();
  });
});
