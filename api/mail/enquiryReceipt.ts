/**
 * The mail to the person who enquired, when they gave an e-mail address: their enquiry's reference,
 * the notice of each purpose they consented to, in the language of the page they enquired from, and
 * at its foot the link that withdraws those consents at once (for a visitor, the only way back to us).
 */
import { noticeIn, type Purpose } from '../../contract/privacy.ts';
import { renderMail } from './layout.ts';
import type { MailMessage } from './mailer.ts';
import { MAIL_WORDS, type MailLocale } from './mailWords.ts';

interface ReceiptWords {
  subject: (reference: string) => string;
  heading: (reference: string) => string;
  thanks: (about: string) => string;
  thanksGeneral: string;
  noticeIntro: string;
  action: string;
  note: string;
}

const RECEIPT_WORDS: Record<MailLocale, ReceiptWords> = {
  en: {
    subject: (reference) => `Your enquiry ${reference} to Shreeji Realty`,
    heading: (reference) => `We have your enquiry ${reference}`,
    thanks: (about) => `Thank you for asking about ${about}. An advisor will call you shortly.`,
    thanksGeneral: 'Thank you for your enquiry. An advisor will call you shortly.',
    noticeIntro: 'This is how we use what you sent us:',
    action: 'Read the privacy notice',
    note: 'Changed your mind? The link at the foot of this e-mail withdraws your consent at once.',
  },
  gu: {
    subject: (reference) => `Shreeji Realty ને તમારી પૂછપરછ ${reference}`,
    heading: (reference) => `અમને તમારી પૂછપરછ ${reference} મળી છે`,
    thanks: (about) => `${about} વિશે પૂછવા બદલ આભાર. અમારા સલાહકાર તમને જલદી ફોન કરશે.`,
    thanksGeneral: 'તમારી પૂછપરછ બદલ આભાર. અમારા સલાહકાર તમને જલદી ફોન કરશે.',
    noticeIntro: 'તમે મોકલેલી માહિતીનો અમે આ રીતે ઉપયોગ કરીએ છીએ:',
    action: 'ગોપનીયતા સૂચના વાંચો',
    note: 'વિચાર બદલાયો? આ ઈ-મેઇલના તળિયેની લિંક તમારી સંમતિ તરત પાછી ખેંચે છે.',
  },
  hi: {
    subject: (reference) => `Shreeji Realty को आपकी पूछताछ ${reference}`,
    heading: (reference) => `हमें आपकी पूछताछ ${reference} मिल गई है`,
    thanks: (about) => `${about} के बारे में पूछने के लिए धन्यवाद। हमारे सलाहकार आपको जल्द ही कॉल करेंगे।`,
    thanksGeneral: 'आपकी पूछताछ के लिए धन्यवाद। हमारे सलाहकार आपको जल्द ही कॉल करेंगे।',
    noticeIntro: 'आपकी भेजी जानकारी का हम इस तरह इस्तेमाल करते हैं:',
    action: 'गोपनीयता सूचना पढ़ें',
    note: 'मन बदल गया? इस ई-मेल के नीचे दिया लिंक आपकी सहमति तुरंत वापस ले लेता है।',
  },
};

export interface EnquiryReceipt {
  to: string;
  name: string;
  reference: string;
  /** The listing's title (and reference); null for a general enquiry. */
  about: string | null;
  locale: MailLocale;
  purposes: Purpose[];
  privacyUrl: string;
  withdrawUrl: string;
}

export function enquiryReceiptMail(receipt: EnquiryReceipt): MailMessage {
  const words = RECEIPT_WORDS[receipt.locale];
  const notices = receipt.purposes.map((purpose) => {
    const notice = noticeIn(receipt.locale, purpose);
    return `${notice.title}: ${notice.notice}`;
  });
  const { html, text } = renderMail({
    preheader: receipt.about ? words.thanks(receipt.about) : words.thanksGeneral,
    heading: words.heading(receipt.reference),
    paragraphs: [
      MAIL_WORDS[receipt.locale].hello(receipt.name),
      receipt.about ? words.thanks(receipt.about) : words.thanksGeneral,
      words.noticeIntro,
      ...notices,
    ],
    action: { label: words.action, url: receipt.privacyUrl },
    note: words.note,
    withdrawUrl: receipt.withdrawUrl,
    locale: receipt.locale,
  });
  return { to: receipt.to, subject: words.subject(receipt.reference), html, text };
}
