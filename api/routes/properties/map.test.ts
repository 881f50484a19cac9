import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_POINTS_CAP, MAP_POINTS_ZOOM, type MapCluster, type MapMarker, type MapMeta, type MapPoint } from '../../../contract/places.ts';
import type { Project } from '../../../contract/projects.ts';
import type { Property } from '../../../contract/properties.ts';
import { cellDegrees } from '../../queries/mapPoints.ts';
import { startAppWithPages } from '../../test/appFolder.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { freshProject } from '../../test/probes/support.ts';
import { createTestProperty, propertyForm } from '../../test/properties.ts';

const ORIGIN = 'https://shreejirealty.example';
let app: TestApp;
let admin: CreatedUser;
let agent: CreatedUser;
let user: CreatedUser;
/** The real plot of the approximate listing, as its admin placed it. */
const REAL = { lat: 21.141823, lng: 72.770912 };
let approximate: Property;
let exact: Property;
let syncCursor = 0;

/** Metres between two points (haversine). */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** Whether a text carries the real point's coordinates (as any answer would write them). */
const holdsRealPoint = (text: string) => text.includes(String(REAL.lat)) || text.includes(String(REAL.lng));

async function search(query: string, token?: string) {
  const response = await app.api(`/properties/search?${query}`, { token });
  return {
    status: response.status,
    body: (await response.json()) as { data: Property[]; errors?: { message?: string } } & Record<string, unknown>,
  };
}

async function mapOf(query: string, token?: string) {
  const response = await app.api(`/properties/map?${query}`, { token });
  return { status: response.status, text: await response.text() };
}

beforeAll(async () => {
  app = await startAppWithPages(ORIGIN);
  [admin, agent, user] = await Promise.all([createUser(app, { role: 'admin' }), createUser(app, { role: 'agent' }), createUser(app)]);
  const [cursor] = await app.deps.sql<{ seq: number }[]>`select coalesce(max(seq), 0)::int as seq from events`;
  syncCursor = cursor!.seq;
  approximate = await createTestProperty(app, {
    title: 'Quietmere flat placed approximately',
    lat: String(REAL.lat),
    lng: String(REAL.lng),
    locationPrecision: 'approximate',
  });
  exact = await createTestProperty(app, {
    title: 'Quietmere shop placed exactly',
    propertyType: 'Commercial',
    category: 'Shop',
    lat: '21.1959',
    lng: '72.7933',
    locationPrecision: 'exact',
  });
});
afterAll(() => app?.close());

describe('where a listing is shown', () => {
  it('moves an approximate point by 150 to 250 m, the same on every read, and draws a 300 m circle around it', async () => {
    expect(approximate.locationRadius).toBe(300);
    const distance = metres(REAL, { lat: approximate.lat!, lng: approximate.lng! });
    expect(distance).toBeGreaterThanOrEqual(149);
    expect(distance).toBeLessThanOrEqual(251);
    const again = (await (await app.api(`/properties/${approximate._id}`)).json()) as { data: Property };
    expect([again.data.lat, again.data.lng]).toEqual([approximate.lat, approximate.lng]);
  });

  it('shows an exact point as it is, with no circle', () => {
    expect([exact.lat, exact.lng, exact.locationRadius]).toEqual([21.1959, 72.7933, null]);
  });

  it('never sends the real point of an approximate listing to a visitor or a user: search, detail, map and sync', async () => {
    for (const token of [undefined, user.accessToken]) {
      expect(holdsRealPoint(await (await app.api(`/properties/${approximate._id}`, { token })).text())).toBe(false);
      expect(holdsRealPoint(JSON.stringify((await search('q=Quietmere', token)).body))).toBe(false);
      expect(holdsRealPoint((await mapOf('q=Quietmere', token)).text)).toBe(false);
      expect(holdsRealPoint(await (await app.api(`/sync?since=${syncCursor}`, { token })).text())).toBe(false);
    }
  });

  it('keeps the real point out of the sitemap and out of the page, whose JSON-LD gives geo for exact listings only', async () => {
    expect(holdsRealPoint(await (await fetch(`${app.url}/sitemap.xml`)).text())).toBe(false);
    const approximatePage = await (await fetch(`${app.url}/property/${approximate._id}`)).text();
    expect(holdsRealPoint(approximatePage)).toBe(false);
    expect(approximatePage).not.toContain('GeoCoordinates');
    const exactPage = await (await fetch(`${app.url}/property/${exact._id}`)).text();
    expect(exactPage).toContain('"geo":{"@type":"GeoCoordinates","latitude":21.1959,"longitude":72.7933}');
  });

  it('gives agents and admins the real point in search, detail and map', async () => {
    for (const token of [agent.accessToken, admin.accessToken]) {
      const detail = (await (await app.api(`/properties/${approximate._id}`, { token })).json()) as { data: Property };
      expect([detail.data.lat, detail.data.lng]).toEqual([REAL.lat, REAL.lng]);
      const found = (await search('q=Quietmere', token)).body.data.find((property) => property._id === approximate._id);
      expect([found?.lat, found?.lng]).toEqual([REAL.lat, REAL.lng]);
      expect(holdsRealPoint((await mapOf('q=Quietmere', token)).text)).toBe(true);
    }
  });
});

describe('pins an admin places', () => {
  const create = (fields: Record<string, unknown>) =>
    app.api('/properties/create', { method: 'POST', json: propertyForm(fields), token: admin.accessToken });

  it('refuses a pin outside greater Surat with "Place the pin within Surat"', async () => {
    const response = await create({ lat: '23.0225', lng: '72.5714' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { fields: Record<string, string> } }).errors.fields.lat).toBe(
      'Place the pin within Surat',
    );
  });

  it('takes a pin outside Surat when the admin confirms it, and keeps it through an edit that leaves it', async () => {
    const response = await create({ lat: '21.6', lng: '73.0', confirmOutside: true, locationPrecision: 'exact' });
    expect(response.status).toBe(201);
    const created = ((await response.json()) as { data: Property }).data;
    expect([created.lat, created.lng]).toEqual([21.6, 73.0]);
    const edited = await app.api(`/properties/${created._id}`, { method: 'PATCH', json: { price: '4600000' }, token: admin.accessToken });
    expect(edited.status).toBe(200);
  });

  it('refuses a pin with only one coordinate, or one that is no number', async () => {
    expect((await create({ lat: '21.17' })).status).toBe(400);
    expect((await create({ lat: 'north', lng: '72.8' })).status).toBe(400);
  });

  it('places a project the same way, its real point only for staff', async () => {
    const project = await freshProject(app);
    const placed = await app.api(`/projects/${project._id}`, {
      method: 'PUT',
      json: { lat: String(REAL.lat), lng: String(REAL.lng), locationPrecision: 'approximate' },
      token: admin.accessToken,
    });
    expect(placed.status).toBe(200);
    const shown = (await (await app.api(`/projects/${project._id}`)).json()) as { data: Project };
    expect(shown.data.locationRadius).toBe(300);
    expect(holdsRealPoint(JSON.stringify(shown))).toBe(false);
    const forAdmin = (await (await app.api(`/projects/${project._id}`, { token: admin.accessToken })).json()) as { data: Project };
    expect([forAdmin.data.lat, forAdmin.data.lng]).toEqual([REAL.lat, REAL.lng]);
    const outside = await app.api(`/projects/${project._id}`, {
      method: 'PUT',
      json: { lat: '19.07', lng: '72.87' },
      token: admin.accessToken,
    });
    expect(outside.status).toBe(400);
  });
});

describe('the map box', () => {
  const around = (point: { lat: number; lng: number }, half = 0.001) =>
    `${point.lng - half},${point.lat - half},${point.lng + half},${point.lat + half}`;

  it('finds a listing whose shown point is inside the box and leaves out one outside it', async () => {
    const inside = await search(`q=Quietmere&bbox=${around({ lat: exact.lat!, lng: exact.lng! })}`);
    expect(inside.body.data.map((property) => property._id)).toEqual([exact._id]);
    const away = await search('q=Quietmere&bbox=72.9,21.25,72.95,21.3');
    expect(away.body.data).toEqual([]);
  });

  it('counts a point on the edge of the box as inside', async () => {
    const edge = await search(`q=Quietmere&bbox=${exact.lng},${exact.lat},${exact.lng! + 0.01},${exact.lat! + 0.01}`);
    expect(edge.body.data.map((property) => property._id)).toEqual([exact._id]);
  });

  it('filters an approximate listing by its shown point, so a box cannot find the real one', async () => {
    const real = await search(`q=Quietmere&bbox=${around(REAL, 0.0005)}`);
    expect(real.body.data.map((property) => property._id)).not.toContain(approximate._id);
    const shown = await search(`q=Quietmere&bbox=${around({ lat: approximate.lat!, lng: approximate.lng! }, 0.0005)}`);
    expect(shown.body.data.map((property) => property._id)).toContain(approximate._id);
  });

  it('refuses a malformed, inverted or too large box with a message', async () => {
    for (const [bbox, message] of [
      ['72.7,21.1,72.8', 'bbox must be minLng,minLat,maxLng,maxLat in degrees'],
      ['east,21.1,72.8,21.2', 'bbox must be minLng,minLat,maxLng,maxLat in degrees'],
      ['72.8,21.2,72.7,21.1', 'bbox must give the south-west corner before the north-east one'],
      ['70,20,74,22', 'bbox may span at most 2 degrees each way'],
    ] as const) {
      for (const path of ['/properties/search', '/properties/map']) {
        const response = await app.api(`${path}?bbox=${bbox}`);
        expect(response.status, `${path} ${bbox}`).toBe(400);
        expect(((await response.json()) as { errors: { fields: Record<string, string> } }).errors.fields.bbox).toBe(message);
      }
    }
  });
});

describe('GET /properties/map', () => {
  it('answers light points with a short price and the type, under the same filters as the search', async () => {
    const { status, text } = await mapOf(`q=Quietmere&propertyType=Commercial`);
    expect(status).toBe(200);
    const answer = JSON.parse(text) as { data: MapPoint[]; meta: MapMeta };
    expect(answer.data).toEqual([
      { _id: exact._id, reference: exact.reference, lat: 21.1959, lng: 72.7933, approximate: false, price: '₹ 45 L', type: 'Shop' },
    ]);
    expect(answer.meta).toEqual({ total: 1, capped: false });
  });

  it(`answers at most ${MAP_POINTS_CAP} points, newest first, and says when more match`, async () => {
    // Listings made in bulk in a corner of Surat no other test uses.
    const template = approximate._id;
    await app.deps.sql`
      insert into properties (title, description, transaction_type, property_type, sub_category, location, address, price, sqt,
                              bedrooms, bathrooms, lat, lng, location_precision)
      select 'Bulk plot ' || g, p.description, p.transaction_type, p.property_type, p.sub_category, p.location, p.address, p.price, p.sqt,
             p.bedrooms, p.bathrooms, 21.36 + (g % 100) * 0.0001, 73.02 + (g / 100) * 0.0001, 'exact'
      from properties p, generate_series(1, ${MAP_POINTS_CAP + 5}) g where p.id = ${template}`;
    const answer = JSON.parse((await mapOf('bbox=73.0,21.35,73.04,21.38')).text) as { data: MapPoint[]; meta: MapMeta };
    expect(answer.data).toHaveLength(MAP_POINTS_CAP);
    expect(answer.meta).toEqual({ total: MAP_POINTS_CAP, capped: true });
  });
});

describe('GET /properties/map with a zoom', () => {
  /** The middle of the grid cell holding (lat, lng) at `zoom`, so a tight group stays in one cell. */
  const cellMiddle = (lat: number, lng: number, zoom: number) => {
    const cell = cellDegrees(zoom);
    return { lat: (Math.floor(lat / cell.lat) + 0.5) * cell.lat, lng: (Math.floor(lng / cell.lng) + 0.5) * cell.lng };
  };
  const group = cellMiddle(21.3, 72.95, 13);
  const BOX = 'bbox=72.93,21.28,73.0,21.33';
  let alone: Property;

  beforeAll(async () => {
    // Thirty listings within about 30 m of each other, and one 4 km away, in a corner no other test uses.
    await app.deps.sql`
      insert into properties (title, description, transaction_type, property_type, sub_category, location, address, price, sqt,
                              bedrooms, bathrooms, lat, lng, location_precision)
      select 'Clustered flat ' || g, p.description, p.transaction_type, p.property_type, p.sub_category, p.location, p.address, p.price, p.sqt,
             p.bedrooms, p.bathrooms, ${group.lat} + (g % 6) * 0.00005, ${group.lng} + (g / 6) * 0.00005, 'exact'
      from properties p, generate_series(0, 29) g where p.id = ${exact._id}`;
    alone = await createTestProperty(app, {
      title: 'Lone villa placed approximately',
      lat: '21.322',
      lng: '72.985',
      locationPrecision: 'approximate',
    });
  });

  const markersOf = async (query: string, token?: string) => {
    const { status, text } = await mapOf(query, token);
    expect(status, text).toBe(200);
    return JSON.parse(text) as { data: MapMarker[]; meta: MapMeta };
  };

  it('answers a group close together at the zoom as one cluster with its count, middle and box, and a listing alone as its point', async () => {
    const answer = await markersOf(`${BOX}&zoom=13`);
    const clusters = answer.data.filter((marker): marker is MapCluster => 'cluster' in marker);
    const points = answer.data.filter((marker): marker is MapPoint => !('cluster' in marker));
    expect(clusters).toHaveLength(1);
    const [cluster] = clusters;
    expect(cluster!.count).toBe(30);
    expect(cluster!.south).toBeCloseTo(group.lat, 9);
    expect(cluster!.west).toBeCloseTo(group.lng, 9);
    expect(cluster!.north).toBeCloseTo(group.lat + 5 * 0.00005, 9);
    expect(cluster!.east).toBeCloseTo(group.lng + 4 * 0.00005, 9);
    expect(cluster!.lat).toBeGreaterThan(cluster!.south);
    expect(cluster!.lat).toBeLessThan(cluster!.north);
    expect(points.map((point) => point._id)).toEqual([alone._id]);
    expect(points[0]).toMatchObject({ reference: alone.reference, approximate: true, lat: alone.lat, lng: alone.lng });
    expect(answer.meta).toEqual({ total: 31, capped: false });
  });

  it(`answers every listing as its point from zoom ${MAP_POINTS_ZOOM} on`, async () => {
    const answer = await markersOf(`${BOX}&zoom=${MAP_POINTS_ZOOM}`);
    expect(answer.data.some((marker) => 'cluster' in marker)).toBe(false);
    expect(answer.data).toHaveLength(31);
  });

  it('takes the search’s filters: a filter that leaves the group out leaves only the point', async () => {
    const answer = await markersOf(`${BOX}&zoom=13&q=villa`);
    expect(answer.data.map((marker) => ('cluster' in marker ? 'cluster' : marker._id))).toEqual([alone._id]);
  });

  it('sends a visitor the shown point of a listing alone, and agents and admins its real one', async () => {
    const visitor = await markersOf(`${BOX}&zoom=13`);
    const shown = visitor.data.find((marker): marker is MapPoint => !('cluster' in marker));
    expect([shown?.lat, shown?.lng]).toEqual([alone.lat, alone.lng]);
    const forAdmin = await markersOf(`${BOX}&zoom=13`, admin.accessToken);
    const real = forAdmin.data.find((marker): marker is MapPoint => !('cluster' in marker));
    expect([real?.lat, real?.lng]).toEqual([21.322, 72.985]);
  });

  it('refuses a zoom that is no whole number from 0 to 22 with a message', async () => {
    for (const zoom of ['x', '23', '-1', '1.5']) {
      const response = await app.api(`/properties/map?${BOX}&zoom=${zoom}`);
      expect(response.status, zoom).toBe(400);
      expect(((await response.json()) as { errors: { fields: Record<string, string> } }).errors.fields.zoom).toBe(
        'zoom must be a whole number from 0 to 22',
      );
    }
  });
});
