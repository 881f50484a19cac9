import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../../contract/projects.ts';
import type { Property } from '../../../contract/properties.ts';
import { SearchQuery, type SearchMeta } from '../../../contract/search.ts';
import { conditions } from '../../queries/propertySearch.ts';
import { appWithAdminForTests, type CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import {
  createTestProperty,
  fieldErrorsOf,
  postProperty,
  eventCount,
  json,
  multipart,
  propertyForm,
  uniqueImage,
} from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;
const RERA = 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA10342/120924';

type Answer<T> = { data: T; message?: string; errors?: { name: string; fields?: Record<string, string> } };

appWithAdminForTests((started) => ({ app, admin } = started));

const createProperty = (body: Record<string, unknown> | FormData) => postProperty(app, admin.accessToken, body);

let projectCount = 0;
function projectForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  projectCount += 1;
  return {
    title: `Vesu Greens ${projectCount}`,
    slug: `vesu-greens-${projectCount}-${Date.now()}`,
    description: '<p>Four towers of 3 and 4 BHK homes around a central garden.</p>',
    status: 'ONGOING',
    location: 'Vesu, Surat',
    address: 'Vesu-Abhva Road, Vesu, Surat 395007',
    reraNumber: RERA,
    ...overrides,
  };
}

async function createProject(overrides: Record<string, unknown> = {}): Promise<Project> {
  const response = await app.api('/projects', { method: 'POST', json: projectForm(overrides), token: admin.accessToken });
  expect(response.status).toBe(201);
  return (await json<Answer<Project>>(response)).data;
}

describe('listing facts', () => {
  it('stores and returns every fact of the form', async () => {
    const response = await createProperty(
      propertyForm({
        carpetArea: '950',
        builtUpArea: '1150',
        superBuiltUpArea: '1350',
        possession: 'ready',
        ageYears: '4',
        furnishing: 'semi_furnished',
        facing: 'NE',
        floor: '9',
        totalFloors: '14',
        parking: '1',
        amenities: ['lift', 'gym', 'power_backup'],
      }),
    );
    expect(response.status).toBe(201);
    const { data } = await json<Answer<Property>>(response);
    expect(data).toMatchObject({
      carpetArea: 950,
      builtUpArea: 1150,
      superBuiltUpArea: 1350,
      plotArea: null,
      plotAreaUnit: null,
      possession: 'ready',
      possessionDate: null,
      ageYears: 4,
      furnishing: 'semi_furnished',
      facing: 'NE',
      floor: 9,
      totalFloors: 14,
      parking: 1,
      amenities: ['lift', 'gym', 'power_backup'],
      projectId: null,
      project: null,
      rera: null,
    });
    expect((await json<Answer<Property>>(await app.api(`/properties/${data._id}`))).data).toEqual(data);
  });

  it('takes amenities from a multipart form as one comma-separated field', async () => {
    const response = await createProperty(multipart(propertyForm({ amenities: 'lift,cctv', plotArea: '240', plotAreaUnit: 'sqyd' })));
    expect(response.status).toBe(201);
    const { data } = await json<Answer<Property>>(response);
    expect(data).toMatchObject({ amenities: ['lift', 'cctv'], plotArea: 240, plotAreaUnit: 'sqyd' });
  });

  it('stores the maintenance deposit and advance a buyer pays, and clears them when emptied', async () => {
    const response = await createProperty(propertyForm({ maintenanceDeposit: '1,00,000', maintenanceAdvance: '36000' }));
    expect(response.status).toBe(201);
    const { data } = await json<Answer<Property>>(response);
    expect(data).toMatchObject({ maintenanceDeposit: 100_000, maintenanceAdvance: 36_000 });
    const cleared = await app.api(`/properties/${data._id}`, {
      method: 'PATCH',
      json: { maintenanceDeposit: '' },
      token: admin.accessToken,
    });
    expect(cleared.status).toBe(200);
    expect((await json<Answer<Property>>(cleared)).data).toMatchObject({ maintenanceDeposit: null, maintenanceAdvance: 36_000 });
  });

  it('leaves the maintenance deposit and advance unset on a listing that states none', async () => {
    const { data } = await json<Answer<Property>>(await createProperty(propertyForm()));
    expect(data).toMatchObject({ maintenanceDeposit: null, maintenanceAdvance: null });
  });

  it('refuses a maintenance deposit that is not a whole number of rupees or above ₹ 1 crore', async () => {
    expect((await fieldErrorsOf(await createProperty(propertyForm({ maintenanceDeposit: '1.5 lakh' })))).maintenanceDeposit).toBe(
      'Maintenance deposit must be a whole number',
    );
    expect((await fieldErrorsOf(await createProperty(propertyForm({ maintenanceAdvance: '20000000' })))).maintenanceAdvance).toBe(
      'Advance maintenance must be at most 10000000',
    );
  });

  it('computes the price per sq ft on the carpet area, else on sqt', async () => {
    const onCarpet = await json<Answer<Property>>(await createProperty(propertyForm({ price: '4500000', sqt: '1350', carpetArea: '900' })));
    expect(onCarpet.data.pricePerSqft).toBe(5000);
    const onSqt = await json<Answer<Property>>(await createProperty(propertyForm({ price: '4500000', sqt: '1350' })));
    expect(onSqt.data.pricePerSqft).toBe(3333);
  });

  it('refuses a body that sets the price per sq ft and changes nothing', async () => {
    const before = await eventCount(app);
    const fields = await fieldErrorsOf(await createProperty({ ...propertyForm(), pricePerSqft: '1' }));
    expect(fields.pricePerSqft).toBe('Price per sq ft is computed from the price and the area; it cannot be set');
    const property = await createTestProperty(app, { carpetArea: '900' });
    const patch = await app.api(`/properties/${property._id}`, { method: 'PATCH', json: { pricePerSqft: 1 }, token: admin.accessToken });
    expect(patch.status).toBe(400);
    expect((await json<Answer<Property>>(await app.api(`/properties/${property._id}`))).data.pricePerSqft).toBe(5000);
    expect(await eventCount(app)).toBe(before + 1);
  });

  it('recomputes the price per sq ft when an edit changes the price', async () => {
    const property = await createTestProperty(app, { carpetArea: '900' });
    const response = await app.api(`/properties/${property._id}`, {
      method: 'PATCH',
      json: { price: '5400000' },
      token: admin.accessToken,
    });
    expect(response.status).toBe(200);
    expect((await json<Answer<Property>>(response)).data.pricePerSqft).toBe(6000);
  });

  it.each([
    [{ carpetArea: '1200', builtUpArea: '1100' }, 'carpetArea', 'Carpet area cannot be more than the built-up area'],
    [{ builtUpArea: '1500', superBuiltUpArea: '1400' }, 'builtUpArea', 'Built-up area cannot be more than the super built-up area'],
    [{ carpetArea: '1500', superBuiltUpArea: '1400' }, 'carpetArea', 'Carpet area cannot be more than the super built-up area'],
    [{ carpetArea: '12.5' }, 'carpetArea', 'Carpet area must be a whole number'],
    [{ plotArea: '240' }, 'plotAreaUnit', 'Choose the unit of the plot area'],
    [{ plotArea: '240', plotAreaUnit: 'acre' }, 'plotAreaUnit', 'Plot area unit must be sq yd, sq ft or sq m'],
    [{ possession: 'soon' }, 'possession', 'Possession must be ready or under construction'],
    [
      { possession: 'under_construction', reraNumber: RERA },
      'possessionDate',
      'Possession date is required for a property under construction',
    ],
    [
      { possession: 'under_construction', possessionDate: '2027-13', reraNumber: RERA },
      'possessionDate',
      'Possession date must be a month (YYYY-MM)',
    ],
    [{ furnishing: 'luxury' }, 'furnishing', 'Furnishing must be unfurnished, semi-furnished or furnished'],
    [{ facing: 'NNE' }, 'facing', 'Facing must be one of N, NE, E, SE, S, SW, W, NW'],
    [{ floor: '15', totalFloors: '14' }, 'floor', 'Floor cannot be above the total floors'],
    [{ amenities: ['lift', 'helipad'] }, 'amenities', 'Unknown amenity: helipad'],
    [{ projectId: 'tower-a' }, 'projectId', 'Select one of our projects'],
    [{ projectId: '00000000-0000-4000-8000-000000000000' }, 'projectId', 'Select one of our projects'],
  ])('refuses %j with its message on %s', async (overrides, field, message) => {
    const before = await eventCount(app);
    const fields = await fieldErrorsOf(await createProperty(propertyForm(overrides)));
    expect(fields[field]).toBe(message);
    expect(await eventCount(app)).toBe(before);
  });
});

describe('RERA rules', () => {
  it('refuses an ongoing project without a RERA number or exemption', async () => {
    const fields = await fieldErrorsOf(
      await app.api('/projects', { method: 'POST', json: projectForm({ reraNumber: '' }), token: admin.accessToken }),
    );
    expect(fields.reraNumber).toBe('RERA registration number is required for this project');
  });

  it('accepts a completed project without a RERA number', async () => {
    const project = await createProject({ status: 'COMPLETED', reraNumber: '' });
    expect(project).toMatchObject({ status: 'COMPLETED', reraNumber: null, reraExempt: false, reraQr: null });
  });

  it('refuses a RERA number not in the GujRERA shape', async () => {
    for (const reraNumber of ['12345', 'PR/MH/MUMBAI/P5190001', 'PR/GJ']) {
      const fields = await fieldErrorsOf(
        await app.api('/projects', { method: 'POST', json: projectForm({ reraNumber }), token: admin.accessToken }),
      );
      expect(fields.reraNumber, reraNumber).toBe('Enter the RERA number as it appears on the certificate (PR/GJ/...)');
    }
  });

  it('accepts an exempt project only with the reason', async () => {
    const refused = await fieldErrorsOf(
      await app.api('/projects', { method: 'POST', json: projectForm({ reraNumber: '', reraExempt: 'true' }), token: admin.accessToken }),
    );
    expect(refused.reraExemptReason).toBe('Give the reason for the exemption (area up to 500 m² or up to 8 units)');
    const project = await createProject({ reraNumber: '', reraExempt: 'true', reraExemptReason: 'Eight units on a 450 m² plot' });
    expect(project).toMatchObject({ reraNumber: null, reraExempt: true, reraExemptReason: 'Eight units on a 450 m² plot' });
  });

  it('stores the project facts and writes the number as printed, upper case', async () => {
    const project = await createProject({
      reraNumber: ' pr/gj/surat/surat city/suda/raa10342/120924 ',
      possessionDate: '2027-12',
      totalUnits: '312',
      amenities: ['pool', 'club_house'],
    });
    expect(project).toMatchObject({
      reraNumber: RERA,
      possessionDate: '2027-12',
      totalUnits: 312,
      amenities: ['pool', 'club_house'],
      unitsListed: 0,
    });
  });

  it("keeps the RERA rule on edits: clearing an ongoing project's number is refused", async () => {
    const project = await createProject();
    const response = await app.api(`/projects/${project._id}`, { method: 'PUT', json: { reraNumber: '' }, token: admin.accessToken });
    expect((await fieldErrorsOf(response)).reraNumber).toBe('RERA registration number is required for this project');
  });

  it("takes the certificate's QR as an uploaded image and shows it on the project and its listings", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(projectForm())) body.append(name, String(value));
    body.append('reraQr', new Blob([new Uint8Array(await uniqueImage())], { type: 'image/png' }), 'qr.png');
    const response = await app.api('/projects', { method: 'POST', body, token: admin.accessToken });
    expect(response.status).toBe(201);
    const project = (await json<Answer<Project>>(response)).data;
    expect(project.reraQr).toMatch(/^\/media\/[0-9a-f]{64}\/full\.webp$/);
    expect(project.images).toEqual([]);
    expect((await fetch(`${app.url}${project.reraQr}`)).status).toBe(200);

    const unit = await createTestProperty(app, { projectId: project._id, possession: 'under_construction', possessionDate: '2027-12' });
    expect(unit.project).toEqual({ _id: project._id, slug: project.slug, title: project.title });
    expect(unit.rera).toEqual({ number: RERA, qr: project.reraQr, exempt: false, exemptReason: null });
  });

  it("refuses a QR that is not an image, said of the QR's own field, and creates nothing", async () => {
    const before = (await json<Answer<Project[]>>(await app.api('/projects'))).data.length;
    const body = new FormData();
    for (const [name, value] of Object.entries(projectForm())) body.append(name, String(value));
    body.append('reraQr', new Blob(['not a picture'], { type: 'image/png' }), 'qr.png');
    const response = await app.api('/projects', { method: 'POST', body, token: admin.accessToken });
    expect(response.status).toBe(415);
    const answer = await json<{ message: string; errors: { fields?: Record<string, string> } }>(response);
    expect(answer.message).toBe('Select Image files only!');
    expect(answer.errors.fields).toEqual({ reraQr: 'Select Image files only!' });
    expect((await json<Answer<Project[]>>(await app.api('/projects'))).data).toHaveLength(before);
  });

  it('lets a listing under construction in a project inherit its RERA details', async () => {
    const project = await createProject();
    const unit = await createTestProperty(app, { projectId: project._id, possession: 'under_construction', possessionDate: '2027-03' });
    expect(unit.rera).toEqual({ number: RERA, qr: null, exempt: false, exemptReason: null });
    const read = (await json<Answer<Project>>(await app.api(`/projects/${project._id}`))).data;
    expect(read.unitsListed).toBe(1);
  });

  it('asks a listing under construction outside a project for its own RERA number or exemption', async () => {
    const fields = await fieldErrorsOf(await createProperty(propertyForm({ possession: 'under_construction', possessionDate: '2027-03' })));
    expect(fields.reraNumber).toBe('RERA registration number is required for a property under construction');
    const own = await json<Answer<Property>>(
      await createProperty(propertyForm({ possession: 'under_construction', possessionDate: '2027-03', reraNumber: RERA })),
    );
    expect(own.data.rera).toEqual({ number: RERA, qr: null, exempt: false, exemptReason: null });
    expect(own.data).toMatchObject({ possession: 'under_construction', possessionDate: '2027-03', ageYears: null });
  });
});

type Page = { data: Property[]; meta: SearchMeta };

describe('search by listing facts', () => {
  const titles: Record<string, string> = {};
  let project: Project;

  beforeAll(async () => {
    project = await createProject();
    // A tag word no other listing of this file has, so each search sees these six only.
    const listings: Record<string, Record<string, unknown>> = {
      one: {
        bedrooms: '1',
        price: '2000000',
        sqt: '650',
        carpetArea: '450',
        possession: 'ready',
        furnishing: 'furnished',
        amenities: ['lift'],
      },
      two: {
        bedrooms: '2',
        price: '4000000',
        sqt: '1100',
        carpetArea: '800',
        possession: 'ready',
        furnishing: 'semi_furnished',
        amenities: ['lift', 'gym'],
      },
      three: {
        bedrooms: '3',
        price: '9000000',
        sqt: '1800',
        carpetArea: '1200',
        possession: 'under_construction',
        possessionDate: '2027-03',
        projectId: '',
        reraNumber: RERA,
        furnishing: 'unfurnished',
        amenities: ['lift', 'gym', 'pool'],
      },
      four: {
        bedrooms: '4',
        price: '12000000',
        sqt: '2600',
        carpetArea: '2000',
        possession: 'under_construction',
        possessionDate: '2028-06',
        furnishing: 'unfurnished',
        amenities: ['gym'],
        projectUnit: true,
      },
      five: {
        bedrooms: '5',
        price: '30000000',
        sqt: '5000',
        carpetArea: '4000',
        possession: 'ready',
        furnishing: 'furnished',
        amenities: [],
      },
      six: { bedrooms: '6', price: '40000000', sqt: '6000', possession: 'ready', furnishing: 'furnished', amenities: ['pool'] },
    };
    for (const [name, { projectUnit, ...overrides }] of Object.entries(listings)) {
      const created = await createTestProperty(app, {
        ...overrides,
        title: `Zephyrine ${name} listing`,
        ...(projectUnit ? { projectId: project._id } : {}),
      });
      titles[created._id] = name;
    }
  });

  async function found(query: string): Promise<{ names: string[]; total: number }> {
    const response = await app.api(`/properties/search?q=zephyrine&sort=newest&${query}`);
    expect(response.status).toBe(200);
    const page = await json<Page>(response);
    return { names: page.data.map((property) => titles[property._id] ?? property.title), total: page.meta.total };
  }

  it('filters by a choice of BHK, 5 meaning five or more', async () => {
    expect(await found('bhk=2,3')).toEqual({ names: ['three', 'two'], total: 2 });
    expect(await found('bhk=1,5')).toEqual({ names: ['six', 'five', 'one'], total: 3 });
  });

  it('filters by possession: ready, under construction, or due by a year', async () => {
    expect((await found('possession=ready')).total).toBe(4);
    expect(await found('possession=under_construction')).toEqual({ names: ['four', 'three'], total: 2 });
    expect(await found('possession=2027')).toEqual({ names: ['six', 'five', 'three', 'two', 'one'], total: 5 });
  });

  it('filters by furnishing, carpet area range and amenities', async () => {
    expect(await found('furnishing=unfurnished')).toEqual({ names: ['four', 'three'], total: 2 });
    expect(await found('minCarpet=800&maxCarpet=2000')).toEqual({ names: ['four', 'three', 'two'], total: 3 });
    expect(await found('amenities=lift,gym')).toEqual({ names: ['three', 'two'], total: 2 });
    expect(await found('bhk=2,3,4&possession=under_construction&minCarpet=1000')).toEqual({ names: ['four', 'three'], total: 2 });
  });

  it("lists a project's units", async () => {
    expect(await found(`project=${project._id}`)).toEqual({ names: ['four'], total: 1 });
  });

  it('sorts by price per sq ft both ways', async () => {
    // ₹/sq ft: one 4444, two 5000, three 7500, four 6000, five 7500, six 6667 (on sqt).
    const ascending = await app.api('/properties/search?q=zephyrine&sort=price_per_sqft_asc');
    const prices = (await json<Page>(ascending)).data.map((property) => property.pricePerSqft);
    expect(prices).toEqual([4444, 5000, 6000, 6667, 7500, 7500]);
    const descending = await app.api('/properties/search?q=zephyrine&sort=price_per_sqft_desc');
    expect((await json<Page>(descending)).data.map((property) => property.pricePerSqft)).toEqual([7500, 7500, 6667, 6000, 5000, 4444]);
  });

  it('counts and pages a fact search from its indexes alone, the conditions every search adds included', async () => {
    const { sql } = app.deps;
    // Marks the table's pages all-visible, as autovacuum does, so the plans are those of a settled database.
    await sql`vacuum analyze properties`;
    const query = v.parse(SearchQuery, { propertyType: 'Residential', minCarpet: '800', maxCarpet: '1500' });
    const where = conditions(sql, query, null).reduce((all, condition) => sql`${all} and ${condition}`);
    const plans = await sql.begin(async (tx) => {
      // A handful of rows is read whole more cheaply; what is asked is whether an index can answer alone.
      await tx`set local enable_seqscan = off`;
      await tx`set local enable_bitmapscan = off`;
      const count = await tx`explain select count(*) from (select 1 from properties p where ${where} limit 1000) matches`;
      const page =
        await tx`explain select p.id from properties p where ${where} order by p.price_per_sqft desc nulls last, p.id desc limit 12`;
      return [count, page].map((plan) => plan.map((row) => row['QUERY PLAN'] as string).join('\n'));
    });
    for (const plan of plans) {
      const scans = plan.split('\n').filter((line) => / Scan /.test(line));
      expect(scans.length).toBeGreaterThan(0);
      expect(scans.filter((line) => !line.includes('Index Only Scan'))).toEqual([]);
    }
  });

  it.each([
    ['bhk=0', 'bhk', 'BHK must be a list of 1, 2, 3, 4 or 5 (5: five or more)'],
    ['bhk=2;3', 'bhk', 'BHK must be a list of 1, 2, 3, 4 or 5 (5: five or more)'],
    ['possession=soon', 'possession', 'Possession must be ready, under_construction or a year such as 2027'],
    ['furnishing=luxury', 'furnishing', 'Furnishing must be unfurnished, semi_furnished or furnished'],
    ['minCarpet=big', 'minCarpet', 'Minimum carpet area must be a whole number'],
    ['amenities=lift,helipad', 'amenities', 'Unknown amenity: helipad'],
    [
      'sort=cheapest',
      'sort',
      'Sort must be one of relevance, price_asc, price_desc, newest, area, price_per_sqft_asc, price_per_sqft_desc',
    ],
  ])('answers 400 for %s', async (query, field, message) => {
    const response = await app.api(`/properties/search?${query}`);
    expect((await fieldErrorsOf(response))[field]).toBe(message);
  });
});
