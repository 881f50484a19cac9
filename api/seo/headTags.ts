/**
 * A page's head as HTML: its <title>, meta description, canonical link, robots rule, Open Graph and
 * Twitter card tags, and its schema.org data; static.ts puts it in place of the build's title and
 * description (withHead). Every URL is absolute on the site's public origin (PUBLIC_URL).
 */
import { agency } from '../../contract/agency.ts';
import type { PageHead } from '../../contract/rendering.ts';
import { escapeAttribute } from '../static.ts';

/** The picture previews show when a page has none of its own: JPEG, which every app that shows previews reads. */
export const DEFAULT_SHARE_IMAGE = { path: '/share-1200x630.jpg', width: 1200, height: 630 };

export interface HeadOptions {
  /** The site's public origin, e.g. https://shreejirealty.in. */
  origin: string;
  /** The preview picture's size when known (a listing's share image is 1200×630). */
  imageSize?: { width: number; height: number };
  /** schema.org objects, each written as one JSON-LD script. */
  structuredData?: unknown[];
}

/** og:locale of a page's language (English unless its head says). */
const OG_LOCALES: Record<string, string> = { gu: 'gu_IN', hi: 'hi_IN' };
const ogLocaleOf = (lang: string | undefined) => OG_LOCALES[lang ?? ''] ?? 'en_IN';

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON that cannot end the script element it is in. */
const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function headTags(head: PageHead, options: HeadOptions): string {
  const url = new URL(head.canonicalPath, options.origin).toString();
  const image = new URL(head.image ?? DEFAULT_SHARE_IMAGE.path, options.origin).toString();
  const size = options.imageSize ?? (head.image ? undefined : DEFAULT_SHARE_IMAGE);
  const ogLocale = ogLocaleOf(head.lang);
  const otherLocales = [
    ...new Set(
      (head.alternates ?? [])
        .filter((alternate) => alternate.hreflang !== 'x-default')
        .map((alternate) => ogLocaleOf(alternate.hreflang))
        .filter((locale) => locale !== ogLocale),
    ),
  ];
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`;
  return [
    `<title>${text(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    ...(head.alternates ?? []).map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeAttribute(alternate.hreflang)}" href="${escapeAttribute(new URL(alternate.path, options.origin).toString())}">`,
    ),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', agency.name),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', ogLocale),
    // The same page in the other languages (its hreflang alternates), so a preview can pick the reader's.
    ...otherLocales.map((locale) => meta('property', 'og:locale:alternate', locale)),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    ...(size ? [meta('property', 'og:image:width', String(size.width)), meta('property', 'og:image:height', String(size.height))] : []),
    meta('property', 'og:image:alt', head.title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', head.title),
    ...(options.structuredData ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}
