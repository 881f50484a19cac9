import { describe, expect, it } from 'vitest';
import type { Project } from '../../../contract/projects.ts';
import type { Property } from '../../../contract/properties.ts';
import { appWithAdminForTests, type CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { createTestProperty, eventCount, multipart, propertyForm } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;

appWithAdminForTests((started) => ({ app, admin } = started));

type Answer<T> = { message?: string; data: T; errors?: { name: string; fields?: Record<string, string> } };

const GUJARATI_TITLE = 'વેસુમાં 3 BHK ફ્લેટ';
const HINDI_TITLE = 'वेसू में 3 BHK फ्लैट';
const GUJARATI_DESCRIPTION = '<p>કેનાલ રોડ પાસે <strong>હવા-ઉજાસવાળો</strong> ફ્લેટ, કવર્ડ પાર્કિંગ સાથે.</p>';
const HINDI_DESCRIPTION = '<p>कैनाल रोड के पास <strong>हवादार</strong> फ्लैट, कवर्ड पार्किंग के साथ।</p>';

function createProperty(fields: Record<string, unknown>) {
  return app.api('/properties/create', { method: 'POST', token: admin.accessToken, body: multipart(propertyForm(fields)) });
}

let projects = 0;
function createProject(fields: Record<string, unknown>) {
  projects += 1;
  const body = {
    title: `Shreeji Heights ${projects}`,
    slug: `shreeji-heights-${projects}-${Date.now()}`,
    description: '<p>Two towers of 2 and 3 BHK homes near the canal.</p>',
    status: 'COMPLETED',
    location: 'Vesu',
    address: 'Canal Road, Vesu, Surat 395007',
    ...fields,
  };
  return app.api('/projects', { method: 'POST', token: admin.accessToken, body: multipart(body) });
}

describe('Gujarati and Hindi title and description of a listing', () => {
  it('are stored and answered by the listing, each in its own field', async () => {
    const response = await createProperty({
      titleGu: GUJARATI_TITLE,
      titleHi: HINDI_TITLE,
      descriptionGu: GUJARATI_DESCRIPTION,
      descriptionHi: HINDI_DESCRIPTION,
    });
    expect(response.status).toBe(201);
    const created = ((await response.json()) as Answer<Property>).data;
    expect(created).toMatchObject({
      titleGu: GUJARATI_TITLE,
      titleHi: HINDI_TITLE,
      descriptionGu: GUJARATI_DESCRIPTION,
      descriptionHi: HINDI_DESCRIPTION,
    });
    const read = ((await (await app.api(`/properties/${created._id}`)).json()) as Answer<Property>).data;
    expect(read).toMatchObject({
      titleGu: GUJARATI_TITLE,
      titleHi: HINDI_TITLE,
      descriptionGu: GUJARATI_DESCRIPTION,
      descriptionHi: HINDI_DESCRIPTION,
    });
    const [row] = await app.deps.sql`select title_gu, title_hi from properties where id = ${created._id}`;
    expect(row).toEqual({ title_gu: GUJARATI_TITLE, title_hi: HINDI_TITLE });
  });

  it('are null when left empty, and an empty editor’s paragraph counts as none', async () => {
    const response = await createProperty({ titleGu: '  ', titleHi: '', descriptionGu: '<p></p>', descriptionHi: '' });
    expect(response.status).toBe(201);
    const created = ((await response.json()) as Answer<Property>).data;
    expect(created).toMatchObject({ titleGu: null, titleHi: null, descriptionGu: null, descriptionHi: null });
  });

  it('has its descriptions sanitised like the English one', async () => {
    const response = await createProperty({
      descriptionGu: '<p onclick="steal()">સુંદર ફ્લેટ, કેનાલ રોડ પાસે</p><script>alert(1)</script><a href="javascript:alert(1)">લિંક</a>',
    });
    expect(response.status).toBe(201);
    const created = ((await response.json()) as Answer<Property>).data;
    expect(created.descriptionGu).toBe('<p>સુંદર ફ્લેટ, કેનાલ રોડ પાસે</p><a rel="noopener noreferrer nofollow">લિંક</a>');
  });

  it.each([
    ['a Gujarati title too short', { titleGu: 'ઘર' }, 'titleGu', 'Gujarati title must be at least 3 characters long'],
    ['a Hindi title too long', { titleHi: 'घ'.repeat(151) }, 'titleHi', 'Hindi title must be at most 150 characters long'],
    [
      'a Gujarati description with too little text',
      { descriptionGu: '<p>ફ્લેટ</p>' },
      'descriptionGu',
      'Gujarati description must be at least 10 characters long',
    ],
    [
      'a Hindi description with a control character',
      { descriptionHi: 'अच्छा फ्लैट\u0007 वेसू में' },
      'descriptionHi',
      'Hindi description must not contain control characters',
    ],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, fields, field, message) => {
    const before = await eventCount(app);
    const response = await createProperty(fields);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer<unknown>).errors?.fields?.[field]).toBe(message);
    expect(await eventCount(app)).toBe(before);
  });

  it('is changed by an edit that sends it alone, the other language and the English kept', async () => {
    const property = await createTestProperty(app, { titleGu: GUJARATI_TITLE, descriptionHi: HINDI_DESCRIPTION });
    const response = await app.api(`/properties/${property._id}`, {
      method: 'PATCH',
      token: admin.accessToken,
      json: { titleHi: HINDI_TITLE },
    });
    expect(response.status).toBe(200);
    const edited = ((await response.json()) as Answer<Property>).data;
    expect(edited).toMatchObject({
      title: property.title,
      titleGu: GUJARATI_TITLE,
      titleHi: HINDI_TITLE,
      descriptionHi: HINDI_DESCRIPTION,
      descriptionGu: null,
    });
    const cleared = await app.api(`/properties/${property._id}`, { method: 'PATCH', token: admin.accessToken, json: { titleGu: '' } });
    expect(((await cleared.json()) as Answer<Property>).data.titleGu).toBeNull();
  });

  it('is found by its Gujarati or Hindi title in the text search', async () => {
    const property = await createTestProperty(app, {
      title: 'Corner bungalow with garden',
      titleGu: 'બગીચાવાળો ખૂણાનો બંગલો',
      titleHi: 'बगीचे वाला कोने का बंगला',
    });
    for (const q of ['બગીચાવાળો બંગલો', 'बगीचे वाला बंगला', 'ખૂણાન']) {
      const response = await app.api(`/properties/search?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      const ids = ((await response.json()) as Answer<Property[]>).data.map((found) => found._id);
      expect(ids, q).toContain(property._id);
    }
  });
});

describe('Gujarati and Hindi title and description of a project', () => {
  it('are stored, answered and sanitised, and null when not given', async () => {
    const response = await createProject({
      titleGu: 'શ્રીજી હાઇટ્સ',
      titleHi: 'श्रीजी हाइट्स',
      descriptionGu: `${GUJARATI_DESCRIPTION}<img src=x onerror="steal()">`,
    });
    expect(response.status).toBe(201);
    const created = ((await response.json()) as Answer<Project>).data;
    expect(created).toMatchObject({
      titleGu: 'શ્રીજી હાઇટ્સ',
      titleHi: 'श्रीजी हाइट्स',
      descriptionGu: GUJARATI_DESCRIPTION,
      descriptionHi: null,
    });
    const read = ((await (await app.api(`/projects/${created.slug}`)).json()) as Answer<Project>).data;
    expect(read).toMatchObject({ titleGu: 'શ્રીજી હાઇટ્સ', descriptionGu: GUJARATI_DESCRIPTION, descriptionHi: null });
  });

  it('refuses a Hindi title too short with a 400 naming the field', async () => {
    const response = await createProject({ titleHi: 'घर' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer<unknown>).errors?.fields?.titleHi).toBe('Hindi title must be at least 3 characters long');
  });

  it('keeps the stored Gujarati description on an edit that does not send it', async () => {
    const created = ((await (await createProject({ descriptionGu: GUJARATI_DESCRIPTION })).json()) as Answer<Project>).data;
    const response = await app.api(`/projects/${created._id}`, {
      method: 'PUT',
      token: admin.accessToken,
      json: { titleGu: 'શ્રીજી ગ્રીન્સ' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Answer<Project>).data).toMatchObject({
      titleGu: 'શ્રીજી ગ્રીન્સ',
      descriptionGu: GUJARATI_DESCRIPTION,
    });
  });
});
