/**
 * The mail to the parent or guardian of someone under 18 who asked for an account: who asked, that
 * the account waits for them, that consenting needs their own adult account with the agency, and
 * the link to the page where they consent or refuse, in the language of the page the account was
 * asked from.
 */
import type { SiteLanguage } from '../../contract/catalog.ts';
import { renderMail } from '../mail/layout.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { MAIL_WORDS } from '../mail/mailWords.ts';

interface ParentalMailWords {
  subject: (child: string) => string;
  asked: (child: string, email: string) => string;
  waits: string;
  action: string;
  note: (date: string) => string;
}

const WORDS: Record<SiteLanguage, ParentalMailWords> = {
  en: {
    subject: (child) => `${child} asks for an account: your consent is needed`,
    asked: (child, email) =>
      `${child} (${email}) asked for an account at Shreeji Realty, said they are under 18 and named you as their parent or guardian.`,
    waits:
      'The law asks for your consent before we keep the data of someone under 18, so the account cannot be used until you agree. The link shows what we keep and why, and lets you agree or refuse. To agree, you sign in there to your own account with us, or register one as an adult, so that we know the consent comes from an adult.',
    action: 'Review and decide',
    note: (date) => `The link works once, until ${date}. If nobody answers by then, the account and its details are erased.`,
  },
  gu: {
    subject: (child) => `${child} એ એકાઉન્ટ માગ્યું છે: તમારી સંમતિ જરૂરી છે`,
    asked: (child, email) =>
      `${child} (${email}) એ Shreeji Realty પર એકાઉન્ટ માગ્યું છે, પોતાની ઉંમર 18 થી ઓછી જણાવી છે અને તમને પોતાના માતા-પિતા કે વાલી તરીકે દર્શાવ્યા છે.`,
    waits:
      '18 થી ઓછી ઉંમરના વ્યક્તિની માહિતી રાખતા પહેલાં કાયદો તમારી સંમતિ માગે છે, તેથી તમે સંમત ન થાઓ ત્યાં સુધી એકાઉન્ટ વાપરી શકાશે નહીં. લિંક પર અમે શું રાખીએ છીએ અને શા માટે તે દેખાશે, અને તમે સંમતિ આપી કે નકારી શકશો. સંમતિ આપવા માટે ત્યાં અમારી સાથેના તમારા પોતાના એકાઉન્ટથી લૉગિન કરો, અથવા પુખ્ત તરીકે એકાઉન્ટ બનાવો, જેથી અમને ખાતરી થાય કે સંમતિ પુખ્ત વ્યક્તિ આપે છે.',
    action: 'જુઓ અને નક્કી કરો',
    note: (date) => `લિંક એક જ વાર, ${date} સુધી કામ કરશે. ત્યાં સુધી કોઈ જવાબ ન આપે તો એકાઉન્ટ અને તેની વિગતો ભૂંસી નખાશે.`,
  },
  hi: {
    subject: (child) => `${child} ने खाता माँगा है: आपकी सहमति ज़रूरी है`,
    asked: (child, email) =>
      `${child} (${email}) ने Shreeji Realty पर खाता माँगा है, अपनी उम्र 18 से कम बताई है और आपको अपने माता-पिता या अभिभावक के रूप में बताया है।`,
    waits:
      '18 से कम उम्र के व्यक्ति की जानकारी रखने से पहले क़ानून आपकी सहमति माँगता है, इसलिए जब तक आप सहमत न हों, खाता इस्तेमाल नहीं हो सकता। लिंक पर दिखेगा कि हम क्या रखते हैं और क्यों, और आप सहमति दे या मना कर सकेंगे। सहमति देने के लिए वहाँ हमारे साथ अपने खुद के खाते से लॉग इन करें, या वयस्क के रूप में खाता बनाएँ, ताकि हमें पता रहे कि सहमति किसी वयस्क से आई है।',
    action: 'देखें और तय करें',
    note: (date) => `लिंक एक ही बार, ${date} तक काम करेगा। तब तक कोई जवाब न दे तो खाता और उसकी जानकारी मिटा दी जाएगी।`,
  },
};

const dateIn = (at: Date, language: SiteLanguage) =>
  new Intl.DateTimeFormat(`${language}-IN`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(at);

export function parentalConsentMail(
  guardian: { name: string; email: string },
  child: { name: string; email: string },
  language: SiteLanguage,
  url: string,
  expiresAt: Date,
): MailMessage {
  const words = WORDS[language];
  const { html, text } = renderMail({
    preheader: words.asked(child.name, child.email),
    heading: words.subject(child.name),
    paragraphs: [MAIL_WORDS[language].hello(guardian.name), words.asked(child.name, child.email), words.waits],
    action: { label: words.action, url },
    note: words.note(dateIn(expiresAt, language)),
    locale: language,
  });
  return { to: guardian.email, subject: words.subject(child.name), html, text };
}
