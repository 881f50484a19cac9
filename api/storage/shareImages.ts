/**
 * A listing's share image: the 1200×630 picture WhatsApp, Facebook, X and LinkedIn show with a link
 * to it (og:image). Its cover photo, the price in rupees, BHK and type, the locality and the agency's
 * mark, made with sharp when the listing is written and stored in the bucket beside the photo
 * variants. Its key is the SHA-256 of what it shows, so a new photo or price makes a new object (a
 * new URL: previews never show a stale price) and the old one is removed.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { agency } from '../../contract/agency.ts';
import type { Property } from '../../contract/properties.ts';
import type { Sql, Tx } from '../db.ts';
import type { Bucket } from './bucket.ts';
import { keyFromUrl } from './images.ts';
import { prepareShareFonts } from './shareFonts.ts';
import { priceTextIn, type TextLocale } from '../../contract/rupees.ts';
import { MAIL_WORDS, placeIn } from '../mail/mailWords.ts';

export const SHARE_IMAGE = { width: 1200, height: 630, file: 'share.jpg', contentType: 'image/jpeg' } as const;
/** Changing the picture's design: bump it, so every listing gets a new one. */
const DESIGN = 'share-v1';

const indianNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** `₹ 45,00,000`, `₹ 18,000 / month`; in Gujarati and Hindi as the pages write prices (`₹ 45 લાખ`, `₹ 18,000 / माह`). */
export function sharePrice(property: Pick<Property, 'price' | 'transactionType'>, locale: TextLocale = 'en'): string {
  if (locale !== 'en') return priceTextIn(property, locale);
  const amount = `₹ ${indianNumber.format(Math.round(property.price))}`;
  return property.transactionType === 'Rent' ? `${amount} / month` : amount;
}

/** For sale / for rent, in each language (pwa/i18n/GLOSSARY.md). */
const PURPOSE: Record<TextLocale, { sale: string; rent: string }> = {
  en: { sale: 'for sale', rent: 'for rent' },
  gu: { sale: 'વેચાણ માટે', rent: 'ભાડે' },
  hi: { sale: 'बिक्री के लिए', rent: 'किराए पर' },
};

/** `3 BHK Apartment for sale`, `Office for rent`; `3 BHK એપાર્ટમેન્ટ વેચાણ માટે`. */
export function shareHeadline(
  property: Pick<Property, 'propertyType' | 'bedrooms' | 'subCategory' | 'transactionType'>,
  locale: TextLocale = 'en',
): string {
  const rooms = property.propertyType === 'Residential' && property.bedrooms ? `${property.bedrooms} BHK ` : '';
  const subCategory = MAIL_WORDS[locale].subCategories[property.subCategory] ?? property.subCategory;
  return `${rooms}${subCategory} ${PURPOSE[locale][property.transactionType === 'Rent' ? 'rent' : 'sale']}`;
}

/** The languages share images are made in: each page's preview is in its own. */
export const SHARE_LOCALES: readonly TextLocale[] = ['en', 'gu', 'hi'];

/** The fonts each language's text is drawn in (Gujarati and Hindi: the site's own, shareFonts.ts). */
const FONTS: Record<TextLocale, string> = {
  en: 'DejaVu Sans, Arial, sans-serif',
  gu: 'Noto Sans Gujarati, DejaVu Sans, sans-serif',
  hi: 'Noto Sans Devanagari, DejaVu Sans, sans-serif',
};

type ShareFacts = Pick<Property, 'images' | 'price' | 'transactionType' | 'propertyType' | 'bedrooms' | 'subCategory' | 'location'>;

/** The bucket key of the listing's share image in `locale`, from what it shows (English's as it always was). */
export function shareImageName(property: ShareFacts, locale: TextLocale = 'en'): string {
  const cover = property.images[0] ? keyFromUrl(property.images[0]) : null;
  const facts = [DESIGN, cover, sharePrice(property), shareHeadline(property), property.location.trim()];
  const shown =
    locale === 'en'
      ? facts
      : [...facts, locale, sharePrice(property, locale), shareHeadline(property, locale), placeIn(property.location.trim(), locale)];
  return `${createHash('sha256').update(JSON.stringify(shown)).digest('hex')}/${SHARE_IMAGE.file}`;
}

export const shareImageUrl = (property: ShareFacts, locale: TextLocale = 'en') => `/media/${shareImageName(property, locale)}`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text and the mark, drawn over the photo, in `locale`. */
function overlay(property: ShareFacts, locale: TextLocale): Buffer {
  const { width, height } = SHARE_IMAGE;
  const place = placeIn(property.location.trim() || 'Surat', locale);
  const font = FONTS[locale];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.35" stop-color="#06242c" stop-opacity="0"/>
      <stop offset="1" stop-color="#06242c" stop-opacity="0.92"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  <g transform="translate(48 40)">
    <rect width="360" height="84" rx="20" fill="#06242c" fill-opacity="0.88"/>
    <g transform="translate(14 10) scale(0.125)">
      <rect width="512" height="512" rx="112" fill="#12525f"/>
      <path d="M128 260 L256 150 L384 260" fill="none" stroke="#f6a823" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="M168 246 V364 a20 20 0 0 0 20 20 H324 a20 20 0 0 0 20 -20 V246" fill="none" stroke="#ffffff" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="228" y="298" width="56" height="86" rx="10" fill="#f6a823"/>
    </g>
    <text x="92" y="53" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="bold" fill="#ffffff">${escapeXml(agency.name)}</text>
  </g>
  <g font-family="${font}" fill="#ffffff">
    <text x="56" y="${height - 150}" font-size="76" font-weight="bold">${escapeXml(sharePrice(property, locale))}</text>
    <text x="58" y="${height - 92}" font-size="38" font-weight="bold" fill="#f6a823">${escapeXml(shareHeadline(property, locale))}</text>
    <text x="58" y="${height - 44}" font-size="32">${escapeXml(place)}</text>
  </g>
</svg>`;
  return Buffer.from(svg);
}

/** The share image as JPEG: the cover photo cropped to 1200×630 (or the brand colour without one), the overlay on top, in `locale`. */
export async function renderShareImage(property: ShareFacts, cover: Buffer | null, locale: TextLocale = 'en'): Promise<Buffer> {
  if (locale !== 'en') prepareShareFonts();
  const { width, height } = SHARE_IMAGE;
  const base = cover
    ? sharp(cover).resize(width, height, { fit: 'cover', position: 'attention' })
    : sharp({ create: { width, height, channels: 3, background: '#0b3b47' } });
  return base
    .composite([{ input: overlay(property, locale) }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Makes and stores the listing's share image in `locale` unless the bucket has it already; answers its name. */
export async function storeShareImage(bucket: Bucket, property: ShareFacts, locale: TextLocale = 'en'): Promise<string> {
  const name = shareImageName(property, locale);
  if (await bucket.exists(name)) return name;
  const coverKey = property.images[0] ? keyFromUrl(property.images[0]) : null;
  const object = coverKey ? await bucket.get(`${coverKey}/full.webp`) : null;
  const cover = object ? await readAll(object.stream) : null;
  await bucket.put(name, await renderShareImage(property, cover, locale), SHARE_IMAGE.contentType);
  return name;
}

/** Makes and stores the listing's share image in every language (those the bucket lacks). */
export async function storeShareImages(bucket: Bucket, property: ShareFacts): Promise<void> {
  for (const locale of SHARE_LOCALES) await storeShareImage(bucket, property, locale);
}

/** The bucket key of a project's share image: its cover photo cropped to 1200×630, as JPEG (every preview shows it). */
export function coverShareImageName(coverUrl: string): string | null {
  const cover = keyFromUrl(coverUrl);
  if (!cover) return null;
  return `${createHash('sha256')
    .update(JSON.stringify([DESIGN, 'cover', cover]))
    .digest('hex')}/${SHARE_IMAGE.file}`;
}

/**
 * Makes and stores the share image of a photo (a project's cover) unless the bucket has it already;
 * answers its name, or null when the photo is not in the bucket. Made when a page first names it, so
 * projects written before share images existed get one too.
 */
export async function storeCoverShareImage(bucket: Bucket, coverUrl: string): Promise<string | null> {
  const name = coverShareImageName(coverUrl);
  if (!name) return null;
  if (await bucket.exists(name)) return name;
  const object = await bucket.get(`${keyFromUrl(coverUrl)}/full.webp`);
  if (!object) return null;
  const { width, height } = SHARE_IMAGE;
  const picture = await sharp(await readAll(object.stream))
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await bucket.put(name, picture, SHARE_IMAGE.contentType);
  return name;
}

/**
 * Removes a share image a listing no longer shows, unless another listing shows the very same
 * (same cover photo, price, type and place): their images share one object.
 */
export async function removeShareImage(sql: Sql | Tx, bucket: Bucket, property: ShareFacts & { _id: string }): Promise<void> {
  const name = shareImageName(property);
  const coverKey = property.images[0] ? keyFromUrl(property.images[0]) : null;
  const others = await sql<(ShareFacts & { id: string })[]>`
    select p.id, p.price::float8 as price, p.transaction_type as "transactionType", p.property_type as "propertyType",
           p.bedrooms, p.sub_category as "subCategory", p.location,
           coalesce((select array_agg('/media/' || pi.key || '/full.webp' order by pi.position) from property_images pi where pi.property_id = p.id), '{}') as images
    from properties p
    where p.id <> ${property._id}::uuid
      and ${
        coverKey === null
          ? sql`not exists (select 1 from property_images pi where pi.property_id = p.id)`
          : sql`exists (select 1 from property_images pi where pi.property_id = p.id and pi.position = 0 and pi.key = ${coverKey})`
      }
      and p.price = ${property.price} and p.sub_category = ${property.subCategory}`;
  if (others.some((other) => shareImageName(other) === name)) return;
  // The same facts make the same image in every language: the other languages' go with English's.
  await bucket.remove(SHARE_LOCALES.map((locale) => shareImageName(property, locale)));
}
