/**
 * The mails of a grievance: the acknowledgement and every answer, in the language of the page it
 * was filed from, each ending with the Grievance Officer's contact; the officer's own notice in
 * English (the office's language).
 */
import type { GrievanceOfficer, GrievanceStatus, GrievanceTopic } from '../../contract/grievances.ts';
import { renderMail } from '../mail/layout.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { MAIL_WORDS, pageUrl, type MailLocale } from '../mail/mailWords.ts';

interface GrievanceWords {
  receivedSubject: (number: string) => string;
  receivedHeading: string;
  received: (number: string, due: string) => string;
  replySubject: (number: string) => string;
  replyHeading: string;
  replyIntro: (number: string) => string;
  status: Record<GrievanceStatus, string>;
  statusLine: (status: string) => string;
  action: string;
  contact: (officer: GrievanceOfficer) => string;
  board: string;
}

const dateIn = (at: Date, locale: MailLocale) =>
  new Intl.DateTimeFormat(`${locale}-IN`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(at);

const WORDS: Record<MailLocale, GrievanceWords> = {
  en: {
    receivedSubject: (number) => `We have received your grievance ${number}`,
    receivedHeading: 'Your grievance is received',
    received: (number, due) =>
      `Your tracking number is ${number}. Our Grievance Officer will answer by ${due} at the latest; you can see where it stands at any time from the link below.`,
    replySubject: (number) => `An answer to your grievance ${number}`,
    replyHeading: 'An answer to your grievance',
    replyIntro: (number) => `Our Grievance Officer has answered your grievance ${number}:`,
    status: { open: 'Open', in_progress: 'Being looked into', resolved: 'Resolved' },
    statusLine: (status) => `Status: ${status}`,
    action: 'See your grievance',
    contact: (officer) => `Grievance Officer: ${officer.name} · ${officer.email} · ${officer.phone}`,
    board: 'If you are not satisfied with the answer, you may complain to the Data Protection Board of India once this route is exhausted.',
  },
  gu: {
    receivedSubject: (number) => `તમારી ફરિયાદ ${number} અમને મળી છે`,
    receivedHeading: 'તમારી ફરિયાદ મળી ગઈ છે',
    received: (number, due) =>
      `તમારો ટ્રેકિંગ નંબર ${number} છે. અમારા ફરિયાદ અધિકારી વધુમાં વધુ ${due} સુધીમાં જવાબ આપશે; નીચેની લિંક પરથી તમે ગમે ત્યારે તેની સ્થિતિ જોઈ શકો છો.`,
    replySubject: (number) => `તમારી ફરિયાદ ${number} નો જવાબ`,
    replyHeading: 'તમારી ફરિયાદનો જવાબ',
    replyIntro: (number) => `અમારા ફરિયાદ અધિકારીએ તમારી ફરિયાદ ${number} નો જવાબ આપ્યો છે:`,
    status: { open: 'ખુલ્લી', in_progress: 'તપાસ ચાલુ છે', resolved: 'ઉકેલાઈ ગઈ' },
    statusLine: (status) => `સ્થિતિ: ${status}`,
    action: 'તમારી ફરિયાદ જુઓ',
    contact: (officer) => `ફરિયાદ અધિકારી: ${officer.name} · ${officer.email} · ${officer.phone}`,
    board: 'જવાબથી સંતોષ ન થાય તો, આ માર્ગ પૂરો થયા પછી તમે ભારતના ડેટા પ્રોટેક્શન બોર્ડને ફરિયાદ કરી શકો છો.',
  },
  hi: {
    receivedSubject: (number) => `आपकी शिकायत ${number} हमें मिल गई है`,
    receivedHeading: 'आपकी शिकायत मिल गई है',
    received: (number, due) =>
      `आपका ट्रैकिंग नंबर ${number} है। हमारे शिकायत अधिकारी ज़्यादा से ज़्यादा ${due} तक जवाब देंगे; नीचे दिए लिंक से आप कभी भी इसकी स्थिति देख सकते हैं।`,
    replySubject: (number) => `आपकी शिकायत ${number} का जवाब`,
    replyHeading: 'आपकी शिकायत का जवाब',
    replyIntro: (number) => `हमारे शिकायत अधिकारी ने आपकी शिकायत ${number} का जवाब दिया है:`,
    status: { open: 'खुली', in_progress: 'जाँच चल रही है', resolved: 'सुलझ गई' },
    statusLine: (status) => `स्थिति: ${status}`,
    action: 'अपनी शिकायत देखें',
    contact: (officer) => `शिकायत अधिकारी: ${officer.name} · ${officer.email} · ${officer.phone}`,
    board: 'जवाब से संतुष्ट न हों तो, यह रास्ता पूरा होने के बाद आप भारत के डेटा प्रोटेक्शन बोर्ड से शिकायत कर सकते हैं।',
  },
};

/** The page a tracking number opens, in the person's language. */
export const grievancePageUrl = (publicUrl: string, locale: MailLocale, trackingNumber: string) =>
  pageUrl(publicUrl, locale, `/grievance/${trackingNumber}`);

interface GrievanceFacts {
  trackingNumber: string;
  officer: GrievanceOfficer;
  publicUrl: string;
}

/** To the person who filed it: the tracking number, the deadline, the status link and the officer's contact. */
export function grievanceReceivedMail(to: string, name: string, locale: MailLocale, facts: GrievanceFacts & { dueAt: Date }): MailMessage {
  const words = WORDS[locale];
  const { html, text } = renderMail({
    preheader: words.received(facts.trackingNumber, dateIn(facts.dueAt, locale)),
    heading: words.receivedHeading,
    paragraphs: [MAIL_WORDS[locale].hello(name), words.received(facts.trackingNumber, dateIn(facts.dueAt, locale))],
    action: { label: words.action, url: grievancePageUrl(facts.publicUrl, locale, facts.trackingNumber) },
    note: words.contact(facts.officer),
    locale,
  });
  return { to, subject: words.receivedSubject(facts.trackingNumber), html, text };
}

/** To the person: the answer as the office wrote it, where the grievance now stands, and the officer's contact again. */
export function grievanceReplyMail(
  to: string,
  name: string,
  locale: MailLocale,
  facts: GrievanceFacts & { reply: string; status: GrievanceStatus },
): MailMessage {
  const words = WORDS[locale];
  const { html, text } = renderMail({
    preheader: words.replyIntro(facts.trackingNumber),
    heading: words.replyHeading,
    paragraphs: [
      MAIL_WORDS[locale].hello(name),
      words.replyIntro(facts.trackingNumber),
      ...facts.reply.split(/\n{2,}/),
      words.statusLine(words.status[facts.status]),
      words.contact(facts.officer),
    ],
    action: { label: words.action, url: grievancePageUrl(facts.publicUrl, locale, facts.trackingNumber) },
    note: words.board,
    locale,
  });
  return { to, subject: words.replySubject(facts.trackingNumber), html, text };
}

/** To the Grievance Officer: a new grievance and its deadline, with a link to the queue (no personal details in the mail). */
export function grievanceFiledMail(to: string, id: string, facts: GrievanceFacts & { topic: GrievanceTopic; dueAt: Date }): MailMessage {
  const due = dateIn(facts.dueAt, 'en');
  const { html, text } = renderMail({
    preheader: `${facts.trackingNumber}: answer by ${due}`,
    heading: `New grievance ${facts.trackingNumber}`,
    paragraphs: [`A grievance about ${facts.topic} was filed. It must be answered by ${due}.`],
    action: { label: 'Open the grievance', url: new URL(`/admincp/privacy/grievances?grievance=${id}`, facts.publicUrl).toString() },
  });
  return { to, subject: `New grievance ${facts.trackingNumber}: answer by ${due}`, html, text };
}
