/**
 * The WhatsApp message an advisor sends a buyer about a matched listing, in the buyer's language,
 * with the listing's page in that language (/gu/property/…), as a wa.me link ready to open.
 */
import { agency } from '../../contract/agency.ts';
import { pageUrl, type MailLocale } from '../mail/mailWords.ts';

const messages: Record<MailLocale, (title: string, reference: string, url: string) => string> = {
  en: (title, reference, url) =>
    `Hello from ${agency.name}. A new listing matches what you are looking for: ${title} (${reference}). ${url}`,
  gu: (title, reference, url) => `${agency.name} તરફથી નમસ્તે. તમે જે શોધો છો તેને મળતી નવી પ્રોપર્ટી: ${title} (${reference}). ${url}`,
  hi: (title, reference, url) => `${agency.name} की ओर से नमस्ते। आप जो ढूँढ रहे हैं उससे मिलती नई प्रॉपर्टी: ${title} (${reference})। ${url}`,
};

/** `https://wa.me/91XXXXXXXXXX?text=…` for a ten-digit Indian mobile. */
export function whatsappShareUrl(
  publicUrl: string,
  locale: MailLocale,
  buyer: { mobile: string },
  listing: { propertyId: string; reference: string; title: string },
): string {
  const url = pageUrl(publicUrl, locale, `/property/${listing.propertyId}`);
  return `https://wa.me/91${buyer.mobile}?text=${encodeURIComponent(messages[locale](listing.title, listing.reference, url))}`;
}
