/** Test data for the property routes, made through the real write path (createProperty). */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Property, PropertyFormInput } from '../../contract/properties.ts';
import { createProperty } from '../commands/propertyWriter.ts';
import { prepareImage } from '../storage/images.ts';
import type { TestApp } from './harness.ts';

/** A valid create form; override any field. */
export function propertyForm(overrides: Partial<Record<keyof PropertyFormInput, unknown>> = {}): Record<string, unknown> {
  return {
    title: '3 BHK Apartment in Vesu',
    description: '<p>Spacious flat near the <strong>Vesu</strong> canal road, covered parking.</p>',
    transactionType: 'Buy',
    propertyType: 'Residential',
    category: 'Apartment',
    location: 'Vesu, Surat',
    address: 'B-402, Shreeji Residency, Vesu, Surat 395007',
    price: '4500000',
    sqt: '1350',
    bedrooms: '3',
    bathrooms: '2',
    ...overrides,
  };
}

let colour = 0;
/** A PNG no other test uses (its own colour, so its own content-addressed key). */
export async function uniqueImage(): Promise<Buffer> {
  colour += 1;
  const background = { r: (colour * 37) % 256, g: (colour * 91) % 256, b: (colour * 53 + 17) % 256 };
  return sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A property created as the seed would create it (no HTTP), with `images` new images. */
export async function createTestProperty(
  app: TestApp,
  overrides: Partial<Record<keyof PropertyFormInput, unknown>> = {},
  images = 0,
): Promise<Property> {
  const prepared = await Promise.all(Array.from({ length: images }, async () => prepareImage(await uniqueImage())));
  return createProperty(app.deps, null, propertyForm(overrides) as never, prepared);
}

/** A multipart form of fields and `images` files. */
export function multipart(fields: Record<string, unknown>, files: Buffer[] = [], extra: [string, string][] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, String(value));
  for (const [name, value] of extra) body.append(name, value);
  files.forEach((bytes, index) => body.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `photo-${index}.png`));
  return body;
}

export async function eventsOf(app: TestApp, subjectId: string) {
  return app.deps.sql<{ seq: number; type: string; actorId: string | null; payload: Record<string, unknown> }[]>`
    select seq, type, actor_id as "actorId", payload from events where subject_id = ${subjectId} order by seq`;
}

export async function eventCount(app: TestApp): Promise<number> {
  const [row] = await app.deps.sql<{ n: number }[]>`select count(*)::int as n from events`;
  return row.n;
}

export async function json<
  T = { data: unknown; message?: string; meta?: unknown; errors?: { name: string; fields?: Record<string, string> } },
>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Posts the create form as `token`'s holder: JSON, or multipart when it carries files. */
export const postProperty = (app: TestApp, token: string, body: Record<string, unknown> | FormData) =>
  app.api('/properties/create', body instanceof FormData ? { method: 'POST', body, token } : { method: 'POST', json: body, token });

/** The messages of a 400 answer by field. */
export async function fieldErrorsOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  return (await json<{ errors?: { fields?: Record<string, string> } }>(response)).errors?.fields ?? {};
}

/**
 * A locality's listings whose figures the tests work out by hand: five 2 BHK flats of 1,000 sq ft
 * carpet at ₹/sq ft 4,000, 4,200, 4,400, 4,600 and 5,000 (the 2 BHK median is 4,400), two 3 BHK flats
 * at 70 and 60 lakh (too few for a median), a 2 BHK to rent at 18,000 a month, and `project`, a project
 * of row houses there. Made side by side: the figures do not depend on the order listings were made in.
 */
export async function localityListings(app: TestApp, locality: string, project: string) {
  const flat = { location: `${locality}, Surat`, category: 'Apartment', bedrooms: '2', carpetArea: '1000' };
  const slug = project.toLowerCase().replaceAll(' ', '-');
  const [twos, threes] = await Promise.all([
    Promise.all(['4000000', '4200000', '4400000', '4600000', '5000000'].map((price) => createTestProperty(app, { ...flat, price }))),
    Promise.all(['7000000', '6000000'].map((price) => createTestProperty(app, { ...flat, bedrooms: '3', price }))),
    createTestProperty(app, { ...flat, transactionType: 'Rent', price: '18000' }),
    app.deps.sql`
      insert into projects (title, slug, description, location, address)
      values (${project}, ${slug}, '<p>Row houses.</p>', ${flat.location}, ${`${locality} Road, Surat`})`,
  ]);
  return { flat, twos, threes };
}
