/**
 * The push notifications of the alerts, in the recipient's account language like the alert e-mails
 * (the same words: api/mail/mailWords.ts): the title and body, and the page opened on a click under
 * /gu or /hi. English reads 'New match for your saved search: …', '₹ 45 L · 2 BHK in Vesu', '3 new listings for you'.
 */
import type { Property } from '../../contract/properties.ts';
import { priceTextIn } from '../../contract/rupees.ts';
import type { PushPayload } from '../../contract/push.ts';
import { titleIn } from '../../contract/translatedText.ts';
import { priceDropLine } from '../mail/alertMails.ts';
import { MAIL_WORDS, mailLocale, pageUrl } from '../mail/mailWords.ts';

/** A path of the site in the user's language (push messages carry paths, not whole addresses). */
const pathIn = (locale: string | null | undefined, path: string) => pageUrl('', mailLocale(locale), path);
const photoOf = (property: Property) => property.thumbnails[0] ?? property.images[0];

/** An instant alert: a new listing matches the saved search `searchName`. */
export function newMatchPush(userLocale: string | null | undefined, searchName: string, property: Property, tag: string): PushPayload {
  const locale = mailLocale(userLocale);
  return {
    title: MAIL_WORDS[locale].newMatch.heading(searchName),
    body: `${priceTextIn(property, locale, true)} · ${titleIn(property, locale).text}`,
    url: pathIn(locale, `/property/${property._id}`),
    image: photoOf(property),
    tag,
  };
}

/** A saved property's price went down from `oldPrice` to its price now. */
export function priceDropPush(userLocale: string | null | undefined, property: Property, oldPrice: number, newPrice: number): PushPayload {
  const locale = mailLocale(userLocale);
  return {
    title: priceDropLine(oldPrice, newPrice, locale),
    body: titleIn(property, locale).text,
    url: pathIn(locale, `/property/${property._id}`),
    image: photoOf(property),
    tag: `price-drop:${property._id}`,
  };
}

/** A daily or weekly digest: `count` new listings for the saved searches named. */
export function digestPush(
  userLocale: string | null | undefined,
  frequency: 'daily' | 'weekly',
  count: number,
  searchNames: string[],
  first: Property,
): PushPayload {
  const words = MAIL_WORDS[mailLocale(userLocale)];
  return {
    title: words.digest.heading(words.digest.listings(count)),
    body: searchNames.join(', '),
    url: pathIn(userLocale, '/dashboard'),
    image: photoOf(first),
    tag: `digest:${frequency}`,
  };
}
