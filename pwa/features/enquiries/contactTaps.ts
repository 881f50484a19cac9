/** Counts a Call or WhatsApp tap on a listing (no personal data); a lost count never stops the tap. */
import type { ContactChannel } from '../../../contract/enquiries.ts';
import { propertyClient } from '../../lib/http.ts';
import type { Translate } from '../../i18n/useT.tsx';
import { bestEffort } from '../../lib/bestEffort.ts';

export function countContactTap(listing: { propertyId: string } | { projectId: string }, channel: ContactChannel): void {
  void bestEffort(
    'a count for the agency: the tap works without it',
    propertyClient.post('contact-clicks', { json: { ...listing, channel } }),
  );
}

/** The WhatsApp text about a property in the page's language (`t`): its reference, title, price and short link. */
export function whatsappText(t: Translate, input: { reference: string; title: string; price: string; origin: string }): string {
  return t('whatsapp.property', {
    reference: input.reference,
    title: input.title,
    price: input.price,
    link: `${input.origin}/p/${input.reference}`,
  });
}
