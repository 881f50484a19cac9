/** The WhatsApp text about a listing, in the page's language. */
import type { Translate } from '../../i18n/useT.tsx';

/** The WhatsApp text about a property in the page's language (`t`): its reference, title, price and short link. */
export function whatsappText(t: Translate, input: { reference: string; title: string; price: string; origin: string }): string {
  return t('whatsapp.property', {
    reference: input.reference,
    title: input.title,
    price: input.price,
    link: `${input.origin}/p/${input.reference}`,
  });
}
