import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Property } from '../../contract/properties.ts';
import { appWithAdminForTests, type CreatedUser } from '../test/factories.ts';
import type { TestApp } from '../test/harness.ts';
import { multipart, propertyForm, uniqueImage } from '../test/properties.ts';
import { shareHeadline, shareImageUrl, sharePrice } from './shareImages.ts';
import { prepareShareFonts } from './shareFonts.ts';

let app: TestApp;
let admin: CreatedUser;

appWithAdminForTests((started) => ({ app, admin } = started));

async function media(url: string) {
  const response = await fetch(`${app.url}${url}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

async function create(fields: Record<string, unknown>, photos: Buffer[]): Promise<Property> {
  const response = await app.api('/properties/create', {
    method: 'POST',
    token: admin.accessToken,
    body: multipart(propertyForm(fields), photos),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: Property }).data;
}

async function edit(id: string, body: FormData | Record<string, unknown>): Promise<Property> {
  const response = await app.api(`/properties/${id}`, {
    method: 'PATCH',
    token: admin.accessToken,
    ...(body instanceof FormData ? { body } : { json: body }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Property }).data;
}

describe('share images', () => {
  it('writes the price, type and place in the language of the page it is made for', () => {
    const facts = { price: 4_500_000, transactionType: 'Buy', propertyType: 'Residential', bedrooms: 3, subCategory: 'Apartment' } as const;
    expect(sharePrice(facts)).toBe('₹ 45,00,000');
    expect(sharePrice(facts, 'gu')).toBe('₹ 45 લાખ');
    expect(sharePrice({ ...facts, price: 18_000, transactionType: 'Rent' }, 'hi')).toBe('₹ 18,000 / माह');
    expect(shareHeadline(facts)).toBe('3 BHK Apartment for sale');
    expect(shareHeadline(facts, 'gu')).toBe('3 BHK એપાર્ટમેન્ટ વેચાણ માટે');
    expect(shareHeadline({ ...facts, transactionType: 'Rent' }, 'hi')).toBe('3 BHK अपार्टमेंट किराए पर');
  });

  it('makes the Gujarati and Hindi images with the listing, beside the English one', async () => {
    const property = await create({ title: 'Share image in Gujarati' }, [await uniqueImage()]);
    const names = (['en', 'gu', 'hi'] as const).map((locale) => shareImageUrl(property, locale));
    expect(new Set(names).size).toBe(3);
    for (const url of names) {
      const image = await media(url);
      expect(image.status, url).toBe(200);
      expect(image.type, url).toBe('image/jpeg');
    }
  });

  it('unpacks the site’s WOFF fonts to fonts fontconfig reads', () => {
    const folder = prepareShareFonts();
    const fonts = fs.readdirSync(folder).filter((name) => name.endsWith('.ttf'));
    expect(fonts).toEqual(
      expect.arrayContaining(['noto-sans-gujarati-gujarati-700-normal.ttf', 'noto-sans-devanagari-devanagari-400-normal.ttf']),
    );
    // An SFNT with TrueType outlines starts 0x00010000.
    expect(fs.readFileSync(path.join(folder, fonts[0]!)).readUInt32BE(0)).toBe(0x00010000);
    expect(fs.readFileSync(path.join(folder, 'fonts.conf'), 'utf8')).toContain(`<dir>${folder}</dir>`);
  });

  it('makes a 1200×630 JPEG when a listing is created, served from the bucket like the photos', async () => {
    const property = await create({ title: 'Share image flat' }, [await uniqueImage()]);
    const image = await media(shareImageUrl(property));
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/jpeg');
    const meta = await sharp(image.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('makes one for a listing without photos too', async () => {
    const property = await create({ title: 'No photo yet' }, []);
    expect((await media(shareImageUrl(property))).status).toBe(200);
  });

  it('replaces it after a photo change: the new one is there, the old one gone', async () => {
    const property = await create({ title: 'Photo change flat' }, [await uniqueImage()]);
    const before = shareImageUrl(property);
    const edited = await edit(property._id, multipart({ keepImages: '' }, [await uniqueImage()]));
    const after = shareImageUrl(edited);
    expect(after).not.toBe(before);
    expect((await media(after)).status).toBe(200);
    expect((await media(before)).status).toBe(404);
  });

  it('replaces it after a price change, and keeps it when nothing it shows changed', async () => {
    const property = await create({ title: 'Price change flat', price: '5100000' }, [await uniqueImage()]);
    const retitled = await edit(property._id, { title: 'Price change flat, renamed' });
    expect(shareImageUrl(retitled)).toBe(shareImageUrl(property));
    expect((await media(shareImageUrl(retitled))).status).toBe(200);

    const repriced = await edit(property._id, { price: '4900000' });
    expect(shareImageUrl(repriced)).not.toBe(shareImageUrl(property));
    expect((await media(shareImageUrl(repriced))).status).toBe(200);
    expect((await media(shareImageUrl(property))).status).toBe(404);
  });

  it('is removed with its listing', async () => {
    const property = await create({ title: 'Deleted flat' }, [await uniqueImage()]);
    const response = await app.api(`/properties/${property._id}`, { method: 'DELETE', token: admin.accessToken });
    expect(response.status).toBe(200);
    expect((await media(shareImageUrl(property))).status).toBe(404);
  });
});
