/**
 * The alert e-mails: one new match (instant), a digest of every new match, a price drop. Each
 * listing is a card with its photo, price in rupees, reference (when listings carry one) and link;
 * every mail carries its one-click unsubscribe link and the List-Unsubscribe headers.
 */
import type { Property } from '../../contract/properties.ts';
import { priceTextIn, rupeesShortIn } from '../../contract/rupees.ts';
import { titleIn } from '../../contract/translatedText.ts';
import { mailPhotoUrl } from '../storage/images.ts';
import { escapeHtml, renderMail } from './layout.ts';
import type { MailMessage } from './mailer.ts';
import { MAIL_WORDS, mailLocale, pageUrl, placeIn, type MailLocale } from './mailWords.ts';

export interface Recipient {
  email: string;
  name: string;
  /** The account's language (null or absent: English): the mail's words, prices and links are in it. */
  locale?: string | null;
}

/** The absolute links a mail needs. */
export interface MailLinks {
  publicUrl: string;
  unsubscribeUrl: string;
  /** The page that withdraws the consent to alerts (api/privacy/consentLinks.ts). */
  withdrawUrl?: string;
}

export const propertyUrl = (publicUrl: string, id: string, locale: MailLocale = 'en') => pageUrl(publicUrl, locale, `/property/${id}`);

/** The listing's reference (SR-1001) when listings carry one. */
function referenceOf(property: Property): string | null {
  const reference = (property as Property & { reference?: unknown }).reference;
  return typeof reference === 'string' && reference ? reference : null;
}

/** The listing's first photo as the JPEG made for mails (desktop Outlook shows no WebP). */
function photoUrl(publicUrl: string, property: Property): string | null {
  const stored = property.thumbnails[0] ?? property.images[0];
  if (!stored) return null;
  const photo = mailPhotoUrl(stored) ?? stored;
  return photo.startsWith('http') ? photo : `${publicUrl}${photo}`;
}

function card(publicUrl: string, property: Property, locale: MailLocale, priceLine?: string): { html: string; text: string[] } {
  const words = MAIL_WORDS[locale];
  const url = propertyUrl(publicUrl, property._id, locale);
  const photo = photoUrl(publicUrl, property);
  const reference = referenceOf(property);
  const price = priceLine ?? priceTextIn(property, locale);
  const title = titleIn(property, locale).text;
  const subCategory = words.subCategories[property.subCategory] ?? property.subCategory;
  const facts = [placeIn(property.location, locale), subCategory, reference ? words.reference(reference) : null]
    .filter(Boolean)
    .join(' · ');
  const html =
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border:1px solid #e4ddd1;border-radius:12px">` +
    (photo
      ? `<tr><td><a href="${escapeHtml(url)}"><img src="${escapeHtml(photo)}" width="510" alt="${escapeHtml(title)}" style="display:block;width:100%;max-width:510px;height:auto;border:0;border-radius:12px 12px 0 0"></a></td></tr>`
      : '') +
    `<tr><td style="padding:14px 16px;font-family:Arial,Helvetica,sans-serif">` +
    `<p style="margin:0 0 4px;font-size:18px;font-weight:bold;color:#0e434f">${escapeHtml(price)}</p>` +
    `<p style="margin:0 0 4px;font-size:16px;line-height:22px;color:#1f2933"><a href="${escapeHtml(url)}" style="color:#1f2933;text-decoration:none">${escapeHtml(title)}</a></p>` +
    `<p style="margin:0 0 10px;font-size:14px;color:#52606d">${escapeHtml(facts)}</p>` +
    `<a href="${escapeHtml(url)}" style="font-size:15px;font-weight:bold;color:#0e434f">${escapeHtml(words.viewProperty)}</a>` +
    `</td></tr></table>`;
  const text = [`${title}`, `${price}`, facts, url, ''];
  return { html, text };
}

function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Instant alert: one listing newly matched one saved search. */
export function newMatchMail(to: Recipient, searchName: string, property: Property, links: MailLinks): MailMessage {
  const locale = mailLocale(to.locale);
  const words = MAIL_WORDS[locale];
  const item = card(links.publicUrl, property, locale);
  const { html, text } = renderMail({
    preheader: `${priceTextIn(property, locale, true)} · ${placeIn(property.location, locale)}`,
    heading: words.newMatch.heading(searchName),
    paragraphs: [words.hello(to.name), words.newMatch.text],
    html: item.html,
    textLines: item.text,
    note: words.newMatch.note,
    unsubscribeUrl: links.unsubscribeUrl,
    withdrawUrl: links.withdrawUrl,
    locale,
  });
  const subject = words.newMatch.subject(titleIn(property, locale).text, priceTextIn(property, locale, true));
  return { to: to.email, subject, html, text, headers: unsubscribeHeaders(links.unsubscribeUrl) };
}

/** Daily or weekly digest: every new match of the user's searches, grouped by search. */
export function digestMail(
  to: Recipient,
  frequency: 'daily' | 'weekly',
  groups: { searchName: string; properties: Property[] }[],
  links: MailLinks,
): MailMessage {
  const locale = mailLocale(to.locale);
  const words = MAIL_WORDS[locale];
  const count = groups.reduce((sum, group) => sum + group.properties.length, 0);
  const htmlParts: string[] = [];
  const textLines: string[] = [];
  for (const group of groups) {
    htmlParts.push(`<h2 style="margin:8px 0 12px;font-size:18px;color:#1f2933">${escapeHtml(group.searchName)}</h2>`);
    textLines.push(`== ${group.searchName} ==`, '');
    for (const property of group.properties) {
      const item = card(links.publicUrl, property, locale);
      htmlParts.push(item.html);
      textLines.push(...item.text);
    }
  }
  const listings = words.digest.listings(count);
  const often = words.digest.frequency(frequency);
  const { html, text } = renderMail({
    preheader: words.digest.preheader(listings, count),
    heading: words.digest.heading(listings),
    paragraphs: [words.hello(to.name), words.digest.text(often, listings, count)],
    html: htmlParts.join(''),
    textLines,
    action: { label: words.digest.action, url: pageUrl(links.publicUrl, locale, '/dashboard') },
    unsubscribeUrl: links.unsubscribeUrl,
    withdrawUrl: links.withdrawUrl,
    locale,
  });
  return { to: to.email, subject: words.digest.subject(often, listings), html, text, headers: unsubscribeHeaders(links.unsubscribeUrl) };
}

/** 'Price dropped: ₹ 85 L → ₹ 79 L' on a saved property ('કિંમત ઘટી: ₹ 85 લાખ → ₹ 79 લાખ'). */
export function priceDropLine(oldPrice: number, newPrice: number, locale: MailLocale = 'en'): string {
  return MAIL_WORDS[locale].priceDrop.line(rupeesShortIn(oldPrice, locale), rupeesShortIn(newPrice, locale));
}

export function priceDropMail(to: Recipient, property: Property, oldPrice: number, links: MailLinks): MailMessage {
  const locale = mailLocale(to.locale);
  const words = MAIL_WORDS[locale];
  const line = priceDropLine(oldPrice, property.price, locale);
  const title = titleIn(property, locale).text;
  const item = card(links.publicUrl, property, locale, priceTextIn(property, locale));
  const { html, text } = renderMail({
    preheader: line,
    heading: line,
    paragraphs: [words.hello(to.name), words.priceDrop.text(title)],
    html: item.html,
    textLines: item.text,
    note: words.priceDrop.note,
    unsubscribeUrl: links.unsubscribeUrl,
    withdrawUrl: links.withdrawUrl,
    locale,
  });
  return { to: to.email, subject: `${line} · ${title}`, html, text, headers: unsubscribeHeaders(links.unsubscribeUrl) };
}
