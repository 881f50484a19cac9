import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { imageUrls, keyFromUrl, mailPhotoUrl, MAX_IMAGE_BYTES, prepareImage, putImages, removeUnreferencedImages } from './images.ts';

const picture = (format: 'png' | 'jpeg', width = 2400, height = 1200, background = '#2a6f97') =>
  sharp({ create: { width, height, channels: 3, background } })
    [format]()
    .toBuffer();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('prepareImage', () => {
  it('refuses a text file named .png with 415 "Select Image files only!"', async () => {
    const error = await rejection(prepareImage(Buffer.from('just some words in a file called photo.png')));
    expect(error.status).toBe(415);
    expect(error.message).toBe('Select Image files only!');
  });

  it('refuses a file whose magic bytes say PNG but whose data is corrupt', async () => {
    const png = await picture('png', 64, 64);
    const error = await rejection(prepareImage(Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)])));
    expect(error.status).toBe(415);
  });

  it('refuses an image over 10 MB with 413 "Image must be at most 10MB"', async () => {
    const png = await picture('png', 64, 64);
    const large = Buffer.concat([png, Buffer.alloc(12 * 1024 * 1024 - png.length)]);
    expect(large.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    const error = await rejection(prepareImage(large));
    expect(error.status).toBe(413);
    expect(error.message).toBe('Image must be at most 10MB');
  });

  it('refuses a picture of more than 64 megapixels with 413 before decoding it', async () => {
    const png = Buffer.from(await picture('png', 16, 16));
    // Declare 9000 x 8000 in the IHDR chunk and fix its CRC: a pixel bomb in a few hundred bytes.
    png.writeUInt32BE(9000, 16);
    png.writeUInt32BE(8000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    const error = await rejection(prepareImage(png));
    expect(error.status).toBe(413);
    expect(error.message).toBe('Image must be at most 64 megapixels');
  });

  it('makes a 1600 px full and a 640 px card webp variant under the sha256 key', async () => {
    const prepared = await prepareImage(await picture('png'));
    expect(prepared.key).toMatch(/^[0-9a-f]{64}$/);
    const names = prepared.objects.map((object) => object.name);
    expect(names).toEqual([`${prepared.key}/full.webp`, `${prepared.key}/card.webp`]);
    const widths = await Promise.all(prepared.objects.map(async (object) => (await sharp(object.body).metadata()).width));
    expect(widths).toEqual([1600, 640]);
    expect(prepared.objects.every((object) => object.contentType === 'image/webp')).toBe(true);
  });

  it('gives the same key for the same bytes', async () => {
    const bytes = await picture('jpeg', 300, 200);
    const [first, second] = await Promise.all([prepareImage(bytes), prepareImage(Buffer.from(bytes))]);
    expect(first.key).toBe(second.key);
  });

  it('applies the EXIF orientation and strips metadata', async () => {
    const rotated = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#aa3311' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const prepared = await prepareImage(rotated);
    const meta = await sharp(prepared.objects[0].body).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.exif).toBeUndefined();
  });
});

describe('image urls', () => {
  it('turns a key into /media urls and back', () => {
    const key = 'a'.repeat(64);
    const urls = imageUrls(key);
    expect(urls).toEqual({ full: `/media/${key}/full.webp`, card: `/media/${key}/card.webp` });
    expect(keyFromUrl(urls.full)).toBe(key);
    expect(keyFromUrl(`https://example.com${urls.card}`)).toBe(key);
    expect(keyFromUrl('/media/nothing/full.webp')).toBeNull();
  });
});

describe('stored images', () => {
  it('serves stored png and jpeg variants at /media as immutable image/webp', async () => {
    const prepared = await Promise.all([prepareImage(await picture('png', 900, 600)), prepareImage(await picture('jpeg', 900, 600))]);
    await putImages(app.deps.bucket, prepared);
    for (const image of prepared) {
      for (const url of Object.values(imageUrls(image.key))) {
        const response = await fetch(`${app.url}${url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toContain('immutable');
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.format).toBe('webp');
      }
    }
  });

  it('serves a photo stored without a JPEG as one for mails, made on the first request and kept in the bucket', async () => {
    const image = await prepareImage(await picture('png', 2000, 1000, '#335577'));
    await putImages(app.deps.bucket, [image]);
    const url = mailPhotoUrl(imageUrls(image.key).card)!;
    expect(url).toBe(`/media/${image.key}/mail.jpg`);
    expect(await app.deps.bucket.exists(`${image.key}/mail.jpg`)).toBe(false);

    const response = await fetch(`${app.url}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 1020]);
    expect(await app.deps.bucket.exists(`${image.key}/mail.jpg`)).toBe(true);
    expect((await fetch(`${app.url}${url}`)).status).toBe(200);
  });

  it('answers 404 for the mail JPEG of a photo that is not stored', async () => {
    expect((await fetch(`${app.url}/media/${'b'.repeat(64)}/mail.jpg`)).status).toBe(404);
  });

  it('stores the same bytes uploaded twice under one key', async () => {
    const bytes = await picture('png', 500, 300, '#123456');
    const first = await prepareImage(bytes);
    const second = await prepareImage(bytes);
    await putImages(app.deps.bucket, [first]);
    await putImages(app.deps.bucket, [second]);
    expect(second.key).toBe(first.key);
    expect(await app.deps.bucket.exists(`${first.key}/full.webp`)).toBe(true);
  });

  it('removes unreferenced keys and keeps keys a project image still uses', async () => {
    const { sql, bucket } = app.deps;
    const [shared, lonely] = await Promise.all([
      prepareImage(await picture('png', 300, 300, '#010203')),
      prepareImage(await picture('png', 300, 300, '#040506')),
    ]);
    await putImages(bucket, [shared, lonely]);
    const [project] = await sql<{ id: string }[]>`
      insert into projects (title, slug, description, location, address)
      values ('Shared key', 'shared-key', 'Ten characters at least', 'Vesu', 'Surat') returning id`;
    await sql`insert into project_images (project_id, position, key) values (${project.id}, 0, ${shared.key})`;

    await removeUnreferencedImages(sql, bucket, [shared.key, lonely.key]);

    expect(await bucket.exists(`${shared.key}/full.webp`)).toBe(true);
    expect(await bucket.exists(`${shared.key}/card.webp`)).toBe(true);
    expect(await bucket.exists(`${lonely.key}/full.webp`)).toBe(false);
    expect(await bucket.exists(`${lonely.key}/card.webp`)).toBe(false);
  });

  it('removes the mail JPEG of an unreferenced key with its variants', async () => {
    const { sql, bucket } = app.deps;
    const image = await prepareImage(await picture('png', 300, 300, '#0a0b0c'));
    await putImages(bucket, [image]);
    expect((await fetch(`${app.url}${mailPhotoUrl(imageUrls(image.key).full)}`)).status).toBe(200);

    await removeUnreferencedImages(sql, bucket, [image.key]);

    expect(await bucket.exists(`${image.key}/mail.jpg`)).toBe(false);
    expect(await bucket.exists(`${image.key}/full.webp`)).toBe(false);
  });

  it('keeps a key that a user avatar references by url', async () => {
    const { sql, bucket } = app.deps;
    const avatar = await prepareImage(await picture('jpeg', 200, 200, '#778899'));
    await putImages(bucket, [avatar]);
    await sql`
      insert into "user" (id, name, email, "emailVerified", mobile, image)
      values ('avatar-user', 'Avatar User', 'avatar@example.com', true, '9876543210', ${imageUrls(avatar.key).card})`;

    await removeUnreferencedImages(sql, bucket, [avatar.key]);

    expect(await bucket.exists(`${avatar.key}/card.webp`)).toBe(true);
  });
});
