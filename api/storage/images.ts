/**
 * Uploaded images: checked by content, stored by hash before the rows, removed once no row references them.
 * Why: docs/decisions/016-image-write-order.md
 */
import { createHash } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { AppContext } from '../context.ts';
import type { Sql } from '../db.ts';
import { ApiError, payloadTooLarge, unsupportedMedia } from '../errors.ts';
import type { Bucket } from './bucket.ts';
import { bestEffort } from '../bestEffort.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A decoded 10 MB file can still be a pixel bomb; 64 MP covers every phone camera's photos. */
export const MAX_IMAGE_PIXELS = 64_000_000;

export interface PreparedImage {
  /** SHA-256 (hex) of the original bytes. */
  key: string;
  objects: { name: string; body: Buffer; contentType: string }[];
}

/** What the upload may be, judged by its magic bytes. */
const ALLOWED_MIME = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

/** The variants made on upload, and their object names under the key. */
const VARIANTS = [
  { file: 'full.webp', width: 1600, quality: 80 },
  { file: 'card.webp', width: 640, quality: 72 },
] as const;

const KEY = /^[0-9a-f]{64}$/;

/**
 * Validates one upload and makes its variants. Throws 413 over 10 MB and 415 for anything that is not
 * a PNG, JPEG, GIF, WebP or AVIF that sharp can decode, whatever its name says.
 */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw payloadTooLarge();
  if (input.length === 0) throw unsupportedMedia();
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED_MIME.has(type.mime)) throw unsupportedMedia();

  const key = createHash('sha256').update(input).digest('hex');
  try {
    // The header first (cheap): a declared size beyond the pixel limit is refused before any decoding.
    const meta = await sharp(input, { failOn: 'error' }).metadata();
    if (!meta.width || !meta.height) throw unsupportedMedia();
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw payloadTooLarge('Image must be at most 64 megapixels');
    const objects = await Promise.all(
      VARIANTS.map(async (variant) => ({
        name: `${key}/${variant.file}`,
        // Decoding the whole picture here is what refuses truncated or corrupt data. rotate() with no
        // angle applies the EXIF orientation; the output carries no metadata by default.
        body: await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize({ width: variant.width, withoutEnlargement: true })
          .webp({ quality: variant.quality })
          .toBuffer(),
        contentType: 'image/webp',
      })),
    );
    return { key, objects };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unsupportedMedia();
  }
}

/** Validates several uploads one after another (bounded memory), before any of them is stored. */
export async function prepareImages(inputs: Buffer[]): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  for (const input of inputs) prepared.push(await prepareImage(input));
  return prepared;
}

/** Stores every object of the prepared images; objects already present are skipped (same key, same bytes). */
export async function putImages(bucket: Bucket, images: PreparedImage[]): Promise<void> {
  const seen = new Set<string>();
  const objects = images.flatMap((image) => image.objects).filter((object) => !seen.has(object.name) && seen.add(object.name));
  await Promise.all(
    objects.map(async (object) => {
      if (await bucket.exists(object.name)) return;
      await bucket.put(object.name, object.body, object.contentType);
    }),
  );
}

/** The public URLs of a key's variants. */
export function imageUrls(key: string): { full: string; card: string } {
  return { full: `/media/${key}/full.webp`, card: `/media/${key}/card.webp` };
}

/** The key behind a variant URL (`/media/<key>/full.webp` or `.../card.webp`, absolute or not), or null. */
export function keyFromUrl(url: string): string | null {
  const match = /(?:^|\/)media\/([0-9a-f]{64})\/(?:full|card)\.webp(?:[?#].*)?$/.exec(url.trim());
  return match?.[1] ?? null;
}

/**
 * The JPEG a mail shows (desktop Outlook shows no WebP), made from the full variant the first time it
 * is asked for and kept beside the other variants. Why: docs/decisions/029-mail-photos.md
 */
export const MAIL_PHOTO = { file: 'mail.jpg', width: 1020, quality: 80, contentType: 'image/jpeg' } as const;

/** The mail JPEG's URL for a variant URL (`/media/<key>/card.webp` → `/media/<key>/mail.jpg`), or null for any other picture. */
export function mailPhotoUrl(url: string): string | null {
  const key = keyFromUrl(url);
  return key ? `/media/${key}/${MAIL_PHOTO.file}` : null;
}

/** The key of a mail JPEG's object name (`<key>/mail.jpg`), or null. */
export function mailPhotoKey(name: string): string | null {
  const match = /^([0-9a-f]{64})\/mail\.jpg$/.exec(name);
  return match?.[1] ?? null;
}

/**
 * Makes and stores the mail JPEG of `key` from its full variant; false when the key has no full
 * variant. Two requests racing both write the same bytes under the same name, which is harmless.
 */
export async function makeMailPhoto(bucket: Bucket, key: string): Promise<boolean> {
  const full = await bucket.get(`${key}/${VARIANTS[0].file}`);
  if (!full) return false;
  const chunks: Buffer[] = [];
  for await (const chunk of full.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  const jpeg = await sharp(Buffer.concat(chunks), { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width: MAIL_PHOTO.width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: MAIL_PHOTO.quality, mozjpeg: true })
    .toBuffer();
  await bucket.put(`${key}/${MAIL_PHOTO.file}`, jpeg, MAIL_PHOTO.contentType);
  return true;
}

/** Object names of a key in the bucket (the mail JPEG may or may not have been made yet). */
function objectNames(key: string): string[] {
  return [...VARIANTS.map((variant) => `${key}/${variant.file}`), `${key}/${MAIL_PHOTO.file}`];
}

/**
 * Deletes the objects of those `keys` that no property image, project image or floor plan, owner's offer or user avatar still
 * references. Content addressing means two records may share a key, so the check is by key, not by owner.
 */
export async function removeUnreferencedImages(sql: Sql, bucket: Bucket, keys: string[]): Promise<void> {
  const candidates = [...new Set(keys.filter((key) => KEY.test(key)))];
  if (candidates.length === 0) return;
  const rows = await sql<{ key: string }[]>`
    select k.key
    from unnest(${sql.array(candidates)}::text[]) as k(key)
    where not exists (select 1 from property_images pi where pi.key = k.key)
      and not exists (select 1 from project_images pj where pj.key = k.key)
      and not exists (select 1 from projects pr where pr.rera_qr = k.key)
      and not exists (select 1 from project_unit_types ut where ut.floor_plan = k.key)
      and not exists (select 1 from enquiries e where e.kind = 'seller' and e.offer -> 'photos' ? k.key)
      and not exists (
        select 1 from "user" u
        where u."image" = k.key or u."image" like '%/media/' || k.key || '/%'
      )
  `;
  await bucket.remove(rows.flatMap((row) => objectNames(row.key)));
}

interface UploadedFile {
  filepath: string;
  size: number;
}

function uploadedFiles(ctx: AppContext): UploadedFile[] {
  const files = (ctx.request.files ?? {}) as Record<string, UploadedFile | UploadedFile[] | undefined>;
  return Object.values(files).flatMap((entry) => (entry ? (Array.isArray(entry) ? entry : [entry]) : []));
}

/**
 * The uploaded files of one multipart field (one file or many), read into memory; every temp file
 * of the request is deleted, read or not.
 */
/** The files of each of `fields` (one read of the request; every uploaded file is removed afterwards). */
export async function filesOfFields<F extends string>(ctx: AppContext, fields: readonly F[]): Promise<Record<F, Buffer[]>> {
  const files = (ctx.request.files ?? {}) as Record<string, UploadedFile | UploadedFile[] | undefined>;
  try {
    const entries = await Promise.all(
      fields.map(async (field) => {
        const wanted = files[field];
        const chosen = wanted ? (Array.isArray(wanted) ? wanted : [wanted]) : [];
        return [field, await Promise.all(chosen.map((file) => readFile(file.filepath)))] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<F, Buffer[]>;
  } finally {
    await Promise.all(uploadedFiles(ctx).map((file) => bestEffort('the upload folder is temporary', unlink(file.filepath))));
  }
}

export async function filesFrom(ctx: AppContext, field = 'images'): Promise<Buffer[]> {
  const files = (ctx.request.files ?? {}) as Record<string, UploadedFile | UploadedFile[] | undefined>;
  const all = uploadedFiles(ctx);
  const wanted = files[field];
  const chosen = wanted ? (Array.isArray(wanted) ? wanted : [wanted]) : [];
  try {
    return await Promise.all(chosen.map((file) => readFile(file.filepath)));
  } finally {
    await Promise.all(all.map((file) => bestEffort('the upload folder is temporary', unlink(file.filepath))));
  }
}
