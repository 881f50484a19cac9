/**
 * What the e-mails to users say, in English, Gujarati and Hindi: the recipient's account language
 * (`user.locale`; null is English), in the words of pwa/i18n/GLOSSARY.md. English is the source;
 * the types ask every language for every text. Mails to the agency's office stay English.
 */
import { agency } from '../../contract/agency.ts';
import { localityName } from '../../contract/gazetteer.ts';
import type { TextLocale } from '../../contract/rupees.ts';

export type MailLocale = TextLocale;

/** A user's stored language as a mail's: anything but Gujarati or Hindi is English. */
export const mailLocale = (locale: string | null | undefined): MailLocale => (locale === 'gu' || locale === 'hi' ? locale : 'en');

/** A page of the site in `locale`: `/gu/property/…` (English at the root). */
export const pageUrl = (publicUrl: string, locale: MailLocale, path: string) => `${publicUrl}${locale === 'en' ? '' : `/${locale}`}${path}`;

export interface MailWords {
  /** The agency with its city, as the mail's footer signs it. */
  agencyFullName: string;
  hello: (name: string) => string;
  unsubscribeLink: string;
  unsubscribeLine: (url: string) => string;
  withdrawLink: string;
  withdrawLine: (url: string) => string;
  reset: {
    subject: string;
    preheader: string;
    heading: string;
    text: string;
    action: string;
    note: string;
  };
  viewProperty: string;
  reference: (reference: string) => string;
  newMatch: {
    subject: (title: string, price: string) => string;
    /** The saved search's name ends the heading, unquoted: a name may itself hold quotes (“Vesu” · Apartment). */
    heading: (search: string) => string;
    text: string;
    note: string;
  };
  digest: {
    listings: (count: number) => string;
    frequency: (frequency: 'daily' | 'weekly') => string;
    subject: (frequency: string, listings: string) => string;
    preheader: (listings: string, count: number) => string;
    heading: (listings: string) => string;
    text: (frequency: string, listings: string, count: number) => string;
    action: string;
  };
  priceDrop: {
    line: (oldPrice: string, newPrice: string) => string;
    text: (title: string) => string;
    note: string;
  };
  /** The catalogue's sub-categories (`Apartment` → `એપાર્ટમેન્ટ`); one it does not know stays as it is. */
  subCategories: Record<string, string>;
}

export const MAIL_WORDS: Record<MailLocale, MailWords> = {
  en: {
    agencyFullName: agency.fullName,
    hello: (name) => `Hello ${name},`,
    unsubscribeLink: 'Unsubscribe from these e-mails',
    unsubscribeLine: (url) => `Unsubscribe: ${url}`,
    withdrawLink: 'Withdraw your consent',
    withdrawLine: (url) => `Withdraw your consent: ${url}`,
    reset: {
      subject: `Reset your ${agency.name} password`,
      preheader: 'Choose a new password for your account.',
      heading: 'Reset your password',
      text: `Someone (we hope you) asked to reset the password of your ${agency.name} account. Open the link below to choose a new one.`,
      action: 'Choose a new password',
      note: 'The link is valid for one hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    },
    viewProperty: 'View property',
    reference: (reference) => `Ref. ${reference}`,
    newMatch: {
      subject: (title, price) => `New match: ${title} (${price})`,
      heading: (search) => `New match for your saved search: ${search}`,
      text: 'A new listing matches this saved search:',
      note: 'You get this e-mail because you asked for instant alerts on this search.',
    },
    digest: {
      listings: (count) => (count === 1 ? '1 new listing' : `${count} new listings`),
      frequency: (frequency) => frequency,
      subject: (frequency, listings) => `Your ${frequency} property alert: ${listings}`,
      preheader: (listings) => `${listings} match your saved searches.`,
      heading: (listings) => `${listings} for you`,
      text: (frequency, listings) => `Here is your ${frequency} summary: ${listings} matched your saved searches.`,
      action: 'See your saved searches',
    },
    priceDrop: {
      line: (oldPrice, newPrice) => `Price dropped: ${oldPrice} → ${newPrice}`,
      text: (title) => `A property you saved is now cheaper: ${title}.`,
      note: 'You get this e-mail because you saved this property.',
    },
    subCategories: {},
  },
  gu: {
    agencyFullName: `${agency.name}, સુરત`,
    hello: (name) => `નમસ્તે ${name},`,
    unsubscribeLink: 'આ ઈ-મેઇલ બંધ કરો',
    unsubscribeLine: (url) => `આ ઈ-મેઇલ બંધ કરો: ${url}`,
    withdrawLink: 'તમારી સંમતિ પાછી ખેંચો',
    withdrawLine: (url) => `તમારી સંમતિ પાછી ખેંચો: ${url}`,
    reset: {
      subject: `તમારો ${agency.name} પાસવર્ડ રીસેટ કરો`,
      preheader: 'તમારા એકાઉન્ટ માટે નવો પાસવર્ડ પસંદ કરો.',
      heading: 'તમારો પાસવર્ડ રીસેટ કરો',
      text: `કોઈએ (આશા છે કે તમે) તમારા ${agency.name} એકાઉન્ટનો પાસવર્ડ રીસેટ કરવા કહ્યું છે. નવો પાસવર્ડ પસંદ કરવા નીચેની લિંક ખોલો.`,
      action: 'નવો પાસવર્ડ પસંદ કરો',
      note: 'આ લિંક એક કલાક માટે માન્ય છે અને એક જ વાર ચાલે છે. જો તમે તે માંગી ન હોય, તો આ ઈ-મેઇલ અવગણો: તમારો પાસવર્ડ જેમ છે તેમ રહેશે.',
    },
    viewProperty: 'પ્રોપર્ટી જુઓ',
    reference: (reference) => `સંદર્ભ ${reference}`,
    newMatch: {
      subject: (title, price) => `નવી લિસ્ટિંગ: ${title} (${price})`,
      heading: (search) => `તમારી સેવ કરેલી શોધ માટે નવી લિસ્ટિંગ: ${search}`,
      text: 'આ સેવ કરેલી શોધ સાથે એક નવી લિસ્ટિંગ મેળ ખાય છે:',
      note: 'તમે આ શોધ માટે તરત એલર્ટ માંગ્યા હોવાથી તમને આ ઈ-મેઇલ મળે છે.',
    },
    digest: {
      listings: (count) => `${count} નવી લિસ્ટિંગ`,
      frequency: (frequency) => (frequency === 'daily' ? 'દૈનિક' : 'સાપ્તાહિક'),
      subject: (frequency, listings) => `તમારું ${frequency} પ્રોપર્ટી એલર્ટ: ${listings}`,
      preheader: (listings) => `${listings} તમારી સેવ કરેલી શોધ સાથે મેળ ખાય છે.`,
      heading: (listings) => `તમારા માટે ${listings}`,
      text: (frequency, listings) => `આ રહ્યો તમારો ${frequency} સારાંશ: ${listings} તમારી સેવ કરેલી શોધ સાથે મેળ ખાય છે.`,
      action: 'તમારી સેવ કરેલી શોધ જુઓ',
    },
    priceDrop: {
      line: (oldPrice, newPrice) => `કિંમત ઘટી: ${oldPrice} → ${newPrice}`,
      text: (title) => `તમે સેવ કરેલી પ્રોપર્ટી હવે સસ્તી છે: ${title}.`,
      note: 'તમે આ પ્રોપર્ટી સેવ કરી હોવાથી તમને આ ઈ-મેઇલ મળે છે.',
    },
    subCategories: {
      Apartment: 'એપાર્ટમેન્ટ',
      Bungalows: 'બંગલો',
      Plot: 'પ્લોટ',
      Farmhouses: 'ફાર્મહાઉસ',
      PG: 'PG',
      Shop: 'દુકાન',
      'Commercial plots': 'કોમર્શિયલ પ્લોટ',
      Showrooms: 'શોરૂમ',
      Office: 'ઓફિસ',
    },
  },
  hi: {
    agencyFullName: `${agency.name}, सूरत`,
    hello: (name) => `नमस्ते ${name},`,
    unsubscribeLink: 'ये ई-मेल बंद करें',
    unsubscribeLine: (url) => `ये ई-मेल बंद करें: ${url}`,
    withdrawLink: 'अपनी सहमति वापस लें',
    withdrawLine: (url) => `अपनी सहमति वापस लें: ${url}`,
    reset: {
      subject: `अपना ${agency.name} पासवर्ड रीसेट करें`,
      preheader: 'अपने अकाउंट के लिए नया पासवर्ड चुनें।',
      heading: 'अपना पासवर्ड रीसेट करें',
      text: `किसी ने (हमें उम्मीद है कि आपने) आपके ${agency.name} अकाउंट का पासवर्ड रीसेट करने को कहा है। नया पासवर्ड चुनने के लिए नीचे दिया लिंक खोलें।`,
      action: 'नया पासवर्ड चुनें',
      note: 'यह लिंक एक घंटे तक मान्य है और एक ही बार काम करता है। अगर आपने इसे नहीं माँगा, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
    },
    viewProperty: 'प्रॉपर्टी देखें',
    reference: (reference) => `संदर्भ ${reference}`,
    newMatch: {
      subject: (title, price) => `नई लिस्टिंग: ${title} (${price})`,
      heading: (search) => `आपकी सेव की हुई खोज के लिए नई लिस्टिंग: ${search}`,
      text: 'इस सेव की हुई खोज से एक नई लिस्टिंग मेल खाती है:',
      note: 'आपने इस खोज के लिए तुरंत अलर्ट माँगे थे, इसलिए आपको यह ई-मेल मिला है।',
    },
    digest: {
      listings: (count) => `${count} नई लिस्टिंग`,
      frequency: (frequency) => (frequency === 'daily' ? 'दैनिक' : 'साप्ताहिक'),
      subject: (frequency, listings) => `आपका ${frequency} प्रॉपर्टी अलर्ट: ${listings}`,
      preheader: (listings, count) => `${listings} आपकी सेव की हुई खोजों से मेल ${count === 1 ? 'खाती है' : 'खाती हैं'}।`,
      heading: (listings) => `आपके लिए ${listings}`,
      text: (frequency, listings, count) =>
        `यह रहा आपका ${frequency} सारांश: ${listings} आपकी सेव की हुई खोजों से मेल ${count === 1 ? 'खाती है' : 'खाती हैं'}।`,
      action: 'अपनी सेव की हुई खोजें देखें',
    },
    priceDrop: {
      line: (oldPrice, newPrice) => `कीमत घटी: ${oldPrice} → ${newPrice}`,
      text: (title) => `आपकी सेव की हुई प्रॉपर्टी अब सस्ती है: ${title}।`,
      note: 'आपने यह प्रॉपर्टी सेव की थी, इसलिए आपको यह ई-मेल मिला है।',
    },
    subCategories: {
      Apartment: 'अपार्टमेंट',
      Bungalows: 'बंगला',
      Plot: 'प्लॉट',
      Farmhouses: 'फार्महाउस',
      PG: 'PG',
      Shop: 'दुकान',
      'Commercial plots': 'कमर्शियल प्लॉट',
      Showrooms: 'शोरूम',
      Office: 'ऑफिस',
    },
  },
};

/** `Vesu, Surat` in the mail's language, each place the gazetteer knows in its script (`વેસુ, સુરત`). */
export const placeIn = (location: string, locale: MailLocale) =>
  locale === 'en'
    ? location
    : location
        .split(', ')
        .map((part) => localityName(part, locale))
        .join(', ');
