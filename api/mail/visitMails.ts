/**
 * What a visit's people are told: the buyer in the language they booked in (confirmation with a
 * calendar invitation, change, cancellation, reminders 24 h and 2 h before, each with the address,
 * a map link and the reschedule and cancel links), the agent in English (mail and push).
 */
import type { PushPayload } from '../../contract/push.ts';
import { AGENCY_TIME_ZONE } from '../../contract/visits.ts';
import { escapeHtml, renderMail } from './layout.ts';
import type { MailMessage } from './mailer.ts';
import { MAIL_WORDS, type MailLocale } from './mailWords.ts';

/** The content id the mail's HTML names the check-in QR by (`<img src="cid:…">`). */
export const CHECK_IN_QR_CID = 'check-in-qr@visit';

export type VisitMailKind = 'booked' | 'changed' | 'cancelled' | 'reminder24h' | 'reminder2h';

/** A listing's state that cancels the visits booked on it. */
export type ListingClosed = 'sold' | 'rented';

/** A visit as its messages name it. */
export interface VisitNotice {
  visitId: string;
  reference: string;
  buyerName: string;
  mobile: string;
  listingTitle: string;
  address: string;
  mapUrl: string;
  agentName: string;
  startsAt: Date;
  endsAt: Date;
}

interface VisitWords {
  subject: Record<VisitMailKind, (when: string) => string>;
  heading: Record<VisitMailKind, string>;
  where: (address: string) => string;
  with: (agent: string) => string;
  map: string;
  reschedule: string;
  cancel: string;
  note: string;
  /** Above the QR code: what the buyer does with it. */
  checkIn: string;
  checkInCode: (code: string) => string;
  /** Why the office cancelled a visit: its listing was sold or rented meanwhile. */
  listingClosed: Record<ListingClosed, string>;
}

const VISIT_WORDS: Record<MailLocale, VisitWords> = {
  en: {
    subject: {
      booked: (when) => `Your site visit is booked: ${when}`,
      changed: (when) => `Your site visit has moved to ${when}`,
      cancelled: (when) => `Your site visit of ${when} is cancelled`,
      reminder24h: (when) => `Reminder: your site visit tomorrow, ${when}`,
      reminder2h: (when) => `Your site visit is in two hours: ${when}`,
    },
    heading: {
      booked: 'Your site visit is booked',
      changed: 'Your site visit has a new time',
      cancelled: 'Your site visit is cancelled',
      reminder24h: 'See you tomorrow',
      reminder2h: 'See you in two hours',
    },
    where: (address) => `Where: ${address}`,
    with: (agent) => `Your advisor: ${agent}`,
    map: 'Open the map',
    reschedule: 'Choose another time',
    cancel: 'Cancel the visit',
    note: 'The calendar invitation in this e-mail updates itself if the visit changes.',
    checkIn: 'At the site, show this QR code to your advisor, or read out the code below.',
    checkInCode: (code) => `Check-in code: ${code}`,
    listingClosed: {
      sold: 'The property you were to visit has been sold, so the visit is off. Your advisor will call you about similar properties.',
      rented:
        'The property you were to visit has been rented out, so the visit is off. Your advisor will call you about similar properties.',
    },
  },
  gu: {
    subject: {
      booked: (when) => `તમારી સાઇટ મુલાકાત નક્કી થઈ: ${when}`,
      changed: (when) => `તમારી સાઇટ મુલાકાતનો સમય બદલાયો: ${when}`,
      cancelled: (when) => `${when} ની તમારી સાઇટ મુલાકાત રદ થઈ`,
      reminder24h: (when) => `યાદ અપાવીએ: આવતીકાલે તમારી સાઇટ મુલાકાત, ${when}`,
      reminder2h: (when) => `બે કલાકમાં તમારી સાઇટ મુલાકાત: ${when}`,
    },
    heading: {
      booked: 'તમારી સાઇટ મુલાકાત નક્કી થઈ',
      changed: 'તમારી સાઇટ મુલાકાતનો નવો સમય',
      cancelled: 'તમારી સાઇટ મુલાકાત રદ થઈ',
      reminder24h: 'આવતીકાલે મળીએ',
      reminder2h: 'બે કલાકમાં મળીએ',
    },
    where: (address) => `સ્થળ: ${address}`,
    with: (agent) => `તમારા સલાહકાર: ${agent}`,
    map: 'નકશો ખોલો',
    reschedule: 'બીજો સમય પસંદ કરો',
    cancel: 'મુલાકાત રદ કરો',
    note: 'મુલાકાત બદલાય તો આ ઈ-મેઇલનું કૅલેન્ડર આમંત્રણ જાતે અપડેટ થાય છે.',
    checkIn: 'સાઇટ પર તમારા સલાહકારને આ QR કોડ બતાવો, અથવા નીચેનો કોડ બોલો.',
    checkInCode: (code) => `ચેક-ઇન કોડ: ${code}`,
    listingClosed: {
      sold: 'તમે જે મિલકત જોવા આવવાના હતા તે વેચાઈ ગઈ છે, તેથી મુલાકાત રદ થઈ છે. તમારા સલાહકાર તમને મળતી આવતી મિલકતો વિશે ફોન કરશે.',
      rented: 'તમે જે મિલકત જોવા આવવાના હતા તે ભાડે અપાઈ ગઈ છે, તેથી મુલાકાત રદ થઈ છે. તમારા સલાહકાર તમને મળતી આવતી મિલકતો વિશે ફોન કરશે.',
    },
  },
  hi: {
    subject: {
      booked: (when) => `आपकी साइट विज़िट तय हो गई: ${when}`,
      changed: (when) => `आपकी साइट विज़िट का समय बदल गया: ${when}`,
      cancelled: (when) => `${when} की आपकी साइट विज़िट रद्द हो गई`,
      reminder24h: (when) => `याद दिलाना: कल आपकी साइट विज़िट, ${when}`,
      reminder2h: (when) => `दो घंटे में आपकी साइट विज़िट: ${when}`,
    },
    heading: {
      booked: 'आपकी साइट विज़िट तय हो गई',
      changed: 'आपकी साइट विज़िट का नया समय',
      cancelled: 'आपकी साइट विज़िट रद्द हो गई',
      reminder24h: 'कल मिलते हैं',
      reminder2h: 'दो घंटे में मिलते हैं',
    },
    where: (address) => `जगह: ${address}`,
    with: (agent) => `आपके सलाहकार: ${agent}`,
    map: 'नक्शा खोलें',
    reschedule: 'दूसरा समय चुनें',
    cancel: 'विज़िट रद्द करें',
    note: 'विज़िट बदलने पर इस ई-मेल का कैलेंडर निमंत्रण अपने आप अपडेट हो जाता है।',
    checkIn: 'साइट पर अपने सलाहकार को यह QR कोड दिखाएँ, या नीचे का कोड बोलकर बताएँ।',
    checkInCode: (code) => `चेक-इन कोड: ${code}`,
    listingClosed: {
      sold: 'आप जो प्रॉपर्टी देखने आने वाले थे, वह बिक गई है, इसलिए विज़िट रद्द हो गई है। आपके सलाहकार आपको मिलती-जुलती प्रॉपर्टी के बारे में फ़ोन करेंगे।',
      rented:
        'आप जो प्रॉपर्टी देखने आने वाले थे, वह किराए पर दे दी गई है, इसलिए विज़िट रद्द हो गई है। आपके सलाहकार आपको मिलती-जुलती प्रॉपर्टी के बारे में फ़ोन करेंगे।',
    },
  },
};

/** `Friday, 4 December 2026, 11:30 am` in Surat time, in the mail's language. */
export const visitWhen = (at: Date, locale: MailLocale) =>
  new Intl.DateTimeFormat(`${locale}-IN`, { dateStyle: 'full', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE }).format(at);

export interface BuyerVisitMail {
  to: string;
  kind: VisitMailKind;
  locale: MailLocale;
  visit: VisitNotice;
  /** The signed links; none on a cancellation. */
  links: { reschedule: string; cancel: string } | null;
  /** The invitation (REQUEST) or its withdrawal (CANCEL), as iCalendar text. */
  calendar: { method: 'REQUEST' | 'CANCEL'; content: string } | null;
  /** The check-in pass as a PNG QR code and the code to read out; none on a cancellation. */
  checkIn: { code: string; qrPng: Buffer } | null;
  /** Set when the office cancelled the visit because its listing was sold or rented. */
  listingClosed?: ListingClosed;
  /** One click to withdraw the consent to visit mails (api/privacy/consentLinks.ts). */
  withdrawUrl: string;
}

export function buyerVisitMail(mail: BuyerVisitMail): MailMessage {
  const words = VISIT_WORDS[mail.locale];
  const when = visitWhen(mail.visit.startsAt, mail.locale);
  const links = mail.links
    ? `<p style="margin:0 0 16px;font-size:15px"><a href="${escapeHtml(mail.links.reschedule)}">${escapeHtml(words.reschedule)}</a> · <a href="${escapeHtml(mail.links.cancel)}">${escapeHtml(words.cancel)}</a></p>`
    : '';
  const checkIn = mail.checkIn
    ? `<p style="margin:0 0 8px;font-size:15px">${escapeHtml(words.checkIn)}</p>` +
      `<p style="margin:0 0 8px"><img src="cid:${CHECK_IN_QR_CID}" width="200" height="200" alt="${escapeHtml(words.checkInCode(mail.checkIn.code))}" style="display:block;width:200px;height:200px"></p>` +
      `<p style="margin:0 0 16px;font-size:18px;font-weight:bold;letter-spacing:2px">${escapeHtml(words.checkInCode(mail.checkIn.code))}</p>`
    : '';
  const { html, text } = renderMail({
    preheader: words.subject[mail.kind](when),
    heading: words.heading[mail.kind],
    paragraphs: [
      MAIL_WORDS[mail.locale].hello(mail.visit.buyerName),
      `${mail.visit.listingTitle} · ${when}`,
      words.where(mail.visit.address),
      words.with(mail.visit.agentName),
      ...(mail.listingClosed ? [words.listingClosed[mail.listingClosed]] : []),
    ],
    html: checkIn + links,
    textLines: [
      ...(mail.checkIn ? [words.checkInCode(mail.checkIn.code)] : []),
      ...(mail.links ? [`${words.reschedule}: ${mail.links.reschedule}`, `${words.cancel}: ${mail.links.cancel}`] : []),
    ],
    action: mail.kind === 'cancelled' ? undefined : { label: words.map, url: mail.visit.mapUrl },
    note: mail.calendar ? words.note : undefined,
    withdrawUrl: mail.withdrawUrl,
    locale: mail.locale,
  });
  return {
    to: mail.to,
    subject: words.subject[mail.kind](when),
    html,
    text,
    ...(mail.calendar ? { icalEvent: { method: mail.calendar.method, filename: 'visit.ics', content: mail.calendar.content } } : {}),
    ...(mail.checkIn
      ? {
          inlineImages: [
            { cid: CHECK_IN_QR_CID, filename: 'check-in.png', contentType: 'image/png', base64: mail.checkIn.qrPng.toString('base64') },
          ],
        }
      : {}),
  };
}

const agentHeading: Record<VisitMailKind, string> = {
  booked: 'Visit booked',
  changed: 'Visit moved',
  cancelled: 'Visit cancelled',
  reminder24h: 'Visit tomorrow',
  reminder2h: 'Visit in two hours',
};

export function agentVisitMail(
  to: string,
  kind: VisitMailKind,
  visit: VisitNotice,
  todayUrl: string,
  listingClosed?: ListingClosed,
): MailMessage {
  const when = visitWhen(visit.startsAt, 'en');
  const { html, text } = renderMail({
    preheader: `${visit.buyerName}, ${visit.listingTitle}: ${when}`,
    heading: `${agentHeading[kind]}: ${visit.reference}`,
    paragraphs: [
      `${visit.buyerName} (${visit.mobile}) · ${visit.listingTitle}`,
      when,
      visit.address,
      ...(listingClosed ? [`The listing was marked ${listingClosed}; the buyer has been told. Offer them similar listings.`] : []),
    ],
    action: { label: 'Open the map', url: visit.mapUrl },
    textLines: [`Your visits: ${todayUrl}`],
  });
  return { to, subject: `${agentHeading[kind]}: ${visit.buyerName}, ${when}`, html, text };
}

export function agentVisitPush(kind: VisitMailKind, visit: VisitNotice): PushPayload {
  return {
    title: `${agentHeading[kind]}: ${visit.reference}`,
    body: `${visit.buyerName}, ${visit.listingTitle}: ${visitWhen(visit.startsAt, 'en')}`,
    url: '/admincp',
    tag: `visit-${visit.visitId}`,
  };
}

export function buyerVisitPush(kind: VisitMailKind, locale: MailLocale, visit: VisitNotice): PushPayload {
  const words = VISIT_WORDS[locale];
  return {
    title: words.heading[kind],
    body: `${visit.listingTitle}: ${visitWhen(visit.startsAt, locale)}`,
    url: locale === 'en' ? '/dashboard' : `/${locale}/dashboard`,
    tag: `visit-${visit.visitId}`,
  };
}
