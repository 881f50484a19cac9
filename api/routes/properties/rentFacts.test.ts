import { beforeAll, describe, expect, it } from 'vitest';
import { blankRentFacts, type Property } from '../../../contract/properties.ts';
import type { SavedSearch } from '../../../contract/savedSearches.ts';
import type { SearchMeta } from '../../../contract/search.ts';
import { appWithAdminForTests, createUser, type CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { createTestProperty, fieldErrorsOf, postProperty, json, multipart, propertyForm } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;

type Answer<T> = { data: T; message?: string; errors?: { name: string; fields?: Record<string, string> } };
type Page = { data: Property[]; meta: SearchMeta };

appWithAdminForTests((started) => ({ app, admin } = started));

const rental = (overrides: Record<string, unknown> = {}) =>
  propertyForm({ transactionType: 'Rent', price: '25000', title: '2 BHK Flat for Rent in Adajan', ...overrides });

const createProperty = (body: Record<string, unknown> | FormData) => postProperty(app, admin.accessToken, body);

describe('rent facts', () => {
  it('stores and answers every rent fact of a rental, on its page and on its search card', async () => {
    const response = await createProperty(
      rental({
        title: 'Quillonby rental with every rent fact',
        depositMonths: '3',
        monthlyMaintenance: '2,500',
        maintenanceIncluded: false,
        preferredTenants: ['company', 'family'],
        vegetarianOnly: true,
        noPets: true,
        lockInMonths: '11',
      }),
    );
    expect(response.status).toBe(201);
    const { data } = await json<Answer<Property>>(response);
    const facts = {
      securityDeposit: null,
      depositMonths: 3,
      monthlyMaintenance: 2_500,
      maintenanceIncluded: false,
      preferredTenants: ['family', 'company'],
      vegetarianOnly: true,
      noPets: true,
      lockInMonths: 11,
    };
    expect(data).toMatchObject(facts);
    expect((await json<Answer<Property>>(await app.api(`/properties/${data._id}`))).data).toMatchObject(facts);
    const page = await json<Page>(await app.api('/properties/search?q=quillonby'));
    expect(page.data.map((card) => card._id)).toEqual([data._id]);
    expect(page.data[0]).toMatchObject(facts);
  });

  it('takes preferred tenants from a multipart form as one comma-separated field, and a deposit in rupees', async () => {
    const response = await createProperty(
      multipart(rental({ preferredTenants: 'bachelors', securityDeposit: '60000', maintenanceIncluded: 'on' })),
    );
    expect(response.status).toBe(201);
    expect((await json<Answer<Property>>(response)).data).toMatchObject({
      preferredTenants: ['bachelors'],
      securityDeposit: 60_000,
      depositMonths: null,
      maintenanceIncluded: true,
    });
  });

  it('leaves a rental that states no rent facts open to anyone, with nothing set', async () => {
    const { data } = await json<Answer<Property>>(await createProperty(rental()));
    expect(data).toMatchObject(blankRentFacts);
  });

  it('stores no rent facts on a sale, whatever the form still holds', async () => {
    const response = await createProperty(
      propertyForm({ depositMonths: '2', monthlyMaintenance: '3000', preferredTenants: ['family'], noPets: true, lockInMonths: '6' }),
    );
    expect(response.status).toBe(201);
    expect((await json<Answer<Property>>(response)).data).toMatchObject({
      depositMonths: null,
      monthlyMaintenance: null,
      preferredTenants: [],
      noPets: false,
      lockInMonths: null,
    });
  });

  it('clears a rent fact an edit empties and keeps the others', async () => {
    const { data } = await json<Answer<Property>>(await createProperty(rental({ depositMonths: '2', lockInMonths: '6' })));
    const edited = await app.api(`/properties/${data._id}`, { method: 'PATCH', json: { depositMonths: '' }, token: admin.accessToken });
    expect(edited.status).toBe(200);
    expect((await json<Answer<Property>>(edited)).data).toMatchObject({ depositMonths: null, lockInMonths: 6 });
  });

  it.each([
    [{ depositMonths: '2', securityDeposit: '50000' }, 'depositMonths', 'Give the security deposit in months or in rupees, not both'],
    [{ depositMonths: '30' }, 'depositMonths', 'Deposit in months must be at most 24'],
    [{ securityDeposit: '1.5 lakh' }, 'securityDeposit', 'Security deposit must be a whole number'],
    [{ monthlyMaintenance: '-200' }, 'monthlyMaintenance', 'Monthly maintenance must be a whole number'],
    [{ lockInMonths: '72' }, 'lockInMonths', 'Lock-in period must be at most 60'],
    [{ preferredTenants: ['family', 'students'] }, 'preferredTenants', 'Preferred tenants must be family, bachelors or company'],
  ])('refuses %o with the message at its field', async (overrides, field, message) => {
    expect((await fieldErrorsOf(await createProperty(rental(overrides))))[field]).toBe(message);
  });
});

describe('search by preferred tenants', () => {
  const names: Record<string, string> = {};

  beforeAll(async () => {
    const listings: Record<string, Record<string, unknown>> = {
      families: { transactionType: 'Rent', price: '20000', preferredTenants: ['family'] },
      bachelors: { transactionType: 'Rent', price: '15000', preferredTenants: ['bachelors', 'company'] },
      anyone: { transactionType: 'Rent', price: '18000' },
      sale: { transactionType: 'Buy', price: '4500000' },
    };
    for (const [name, overrides] of Object.entries(listings)) {
      const created = await createTestProperty(app, { ...overrides, title: `Wrenfield ${name} listing` });
      names[created._id] = name;
    }
  });

  async function found(query: string): Promise<string[]> {
    const response = await app.api(`/properties/search?q=wrenfield&sort=price_asc&${query}`);
    expect(response.status).toBe(200);
    return (await json<Page>(response)).data.map((property) => names[property._id] ?? property.title);
  }

  it('finds the rentals open to a kind of tenant: those that prefer it and those that name none', async () => {
    expect(await found('tenants=family')).toEqual(['anyone', 'families']);
    expect(await found('tenants=bachelors')).toEqual(['bachelors', 'anyone']);
    expect(await found('tenants=company&transactionType=Rent')).toEqual(['bachelors', 'anyone']);
  });

  it('finds no sale when a kind of tenant is asked for', async () => {
    expect(await found('tenants=family&transactionType=Buy')).toEqual([]);
  });

  it('refuses a kind of tenant it does not know', async () => {
    const response = await app.api('/properties/search?tenants=students');
    expect((await fieldErrorsOf(response)).tenants).toBe('Tenants must be family, bachelors or company');
  });

  it('keeps the preferred-tenants filter in a saved search', async () => {
    const user = await createUser(app);
    const response = await app.api('/saved-searches', {
      method: 'POST',
      json: { name: 'Rentals for bachelors', query: { transactionType: 'Rent', tenants: 'bachelors' } },
      token: user.accessToken,
    });
    expect(response.status).toBe(201);
    expect((await json<Answer<SavedSearch>>(response)).data.query).toEqual({ transactionType: 'Rent', tenants: 'bachelors' });
    const refused = await app.api('/saved-searches', {
      method: 'POST',
      json: { name: 'Rentals for students', query: { tenants: 'students' } },
      token: user.accessToken,
    });
    expect(refused.status).toBe(400);
    expect((await json<Answer<unknown>>(refused)).message).toBe('Tenants must be family, bachelors or company');
  });
});
