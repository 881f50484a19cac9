/**
 * The alert e-mails: one new match (instant), a digest of every new match, a price drop. Each
 * listing is a card with its photo, price in rupees, reference (when listings carry one) and link;
 * every mail carries its one-click unsubscribe link and the List-Unsubscribe headers.
 */
import type { Property } from '../../contract/entities.ts';
import { priceText, rupeesShort } from '../../contract/rupees.ts';
import { escapeHtml, renderMail } from './layout.ts';
import type { MailMessage } from './mailer.ts';

export interface Recipient {
  email: string;
  name: string;
}

/** The absolute links a mail needs. */
export interface MailLinks {
  publicUrl: string;
  unsubscribeUrl: string;
}

export const propertyUrl = (publicUrl: string, id: string) => `${publicUrl}/property/${id}`;

/** The listing's reference (SR-1001) when listings carry one. */
function referenceOf(property: Property): string | null {
  const reference = (property as Property & { reference?: unknown }).reference;
  return typeof reference === 'string' && reference ? reference : null;
}

function photoUrl(publicUrl: string, property: Property): string | null {
  const photo = property.thumbnails[0] ?? property.images[0];
  if (!photo) return null;
  return photo.startsWith('http') ? photo : `${publicUrl}${photo}`;
}

function card(publicUrl: string, property: Property, priceLine?: string): { html: string; text: string[] } {
  const url = propertyUrl(publicUrl, property._id);
  const photo = photoUrl(publicUrl, property);
  const reference = referenceOf(property);
  const price = priceLine ?? priceText(property);
  const facts = [property.location, property.subCategory, reference ? `Ref. ${reference}` : null].filter(Boolean).join(' · ');
  const html =
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border:1px solid #e4ddd1;border-radius:12px">` +
    (photo
      ? `<tr><td><a href="${escapeHtml(url)}"><img src="${escapeHtml(photo)}" width="510" alt="${escapeHtml(property.title)}" style="display:block;width:100%;max-width:510px;height:auto;border:0;border-radius:12px 12px 0 0"></a></td></tr>`
      : '') +
    `<tr><td style="padding:14px 16px;font-family:Arial,Helvetica,sans-serif">` +
    `<p style="margin:0 0 4px;font-size:18px;font-weight:bold;color:#0e434f">${escapeHtml(price)}</p>` +
    `<p style="margin:0 0 4px;font-size:16px;line-height:22px;color:#1f2933"><a href="${escapeHtml(url)}" style="color:#1f2933;text-decoration:none">${escapeHtml(property.title)}</a></p>` +
    `<p style="margin:0 0 10px;font-size:14px;color:#52606d">${escapeHtml(facts)}</p>` +
    `<a href="${escapeHtml(url)}" style="font-size:15px;font-weight:bold;color:#0e434f">View property</a>` +
    `</td></tr></table>`;
  const text = [`${property.title}`, `${price}`, facts, url, ''];
  return { html, text };
}

function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Instant alert: one listing newly matched one saved search. */
export function newMatchMail(to: Recipient, searchName: string, property: Property, links: MailLinks): MailMessage {
  const item = card(links.publicUrl, property);
  const { html, text } = renderMail({
    preheader: `${priceText(property, true)} · ${property.location}`,
    heading: `New match for '${searchName}'`,
    paragraphs: [`Hello ${to.name},`, `A new listing matches your saved search '${searchName}':`],
    html: item.html,
    textLines: item.text,
    note: 'You get this e-mail because you asked for instant alerts on this search.',
    unsubscribeUrl: links.unsubscribeUrl,
  });
  return { to: to.email, subject: `New match: ${property.title} (${priceText(property, true)})`, html, text, headers: unsubscribeHeaders(links.unsubscribeUrl) };
}

/** Daily or weekly digest: every new match of the user's searches, grouped by search. */
export function digestMail(
  to: Recipient,
  frequency: 'daily' | 'weekly',
  groups: { searchName: string; properties: Property[] }[],
  links: MailLinks,
): MailMessage {
  const count = groups.reduce((sum, group) => sum + group.properties.length, 0);
  const htmlParts: string[] = [];
  const textLines: string[] = [];
  for (const group of groups) {
    htmlParts.push(`<h2 style="margin:8px 0 12px;font-size:18px;color:#1f2933">${escapeHtml(group.searchName)}</h2>`);
    textLines.push(`== ${group.searchName} ==`, '');
    for (const property of group.properties) {
      const item = card(links.publicUrl, property);
      htmlParts.push(item.html);
      textLines.push(...item.text);
    }
  }
  const listings = count === 1 ? '1 new listing' : `${count} new listings`;
  const { html, text } = renderMail({
    preheader: `${listings} match your saved searches.`,
    heading: `${listings} for you`,
    paragraphs: [`Hello ${to.name},`, `Here is your ${frequency} summary: ${listings} matched your saved searches.`],
    html: htmlParts.join(''),
    textLines,
    action: { label: 'See your saved searches', url: `${links.publicUrl}/dashboard` },
    unsubscribeUrl: links.unsubscribeUrl,
  });
  return { to: to.email, subject: `Your ${frequency} property alert: ${listings}`, html, text, headers: unsubscribeHeaders(links.unsubscribeUrl) };
}

/** 'Price dropped: ₹ 85 L → ₹ 79 L' on a saved property. */
export function priceDropLine(oldPrice: number, newPrice: number): string {
  return `Price dropped: ${rupeesShort(oldPrice)} → ${rupeesShort(newPrice)}`;
}

export function priceDropMail(to: Recipient, property: Property, oldPrice: number, links: MailLinks): MailMessage {
  const line = priceDropLine(oldPrice, property.price);
  const item = card(links.publicUrl, property, priceText(property));
  const { html, text } = renderMail({
    preheader: line,
    heading: line,
    paragraphs: [`Hello ${to.name},`, `A property you saved is now cheaper: ${property.title}.`],
    html: item.html,
    textLines: item.text,
    note: 'You get this e-mail because you saved this property.',
    unsubscribeUrl: links.unsubscribeUrl,
  });
  return { to: to.email, subject: `${line} · ${property.title}`, html, text, headers: unsubscribeHeaders(links.unsubscribeUrl) };
}
