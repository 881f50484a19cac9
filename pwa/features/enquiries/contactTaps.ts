/** Counts a Call or WhatsApp tap on a listing (no personal data); a lost count never stops the tap. */
import type { ContactChannel } from '../../../contract/index.ts';
import { propertyClient } from '../../lib/http.ts';

export function countContactTap(listing: { propertyId: string } | { projectId: string }, channel: ContactChannel): void {
  void propertyClient.post('contact-clicks', { json: { ...listing, channel } }).catch(() => undefined);
}

/** The WhatsApp text about a property: its reference, title, price and short link. */
export function whatsappText(input: { reference: string; title: string; price: string; origin: string }): string {
  return `Hello, I am interested in ${input.reference}: "${input.title}" (${input.price}). ${input.origin}/p/${input.reference}`;
}
