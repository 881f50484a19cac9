/**
 * The purposes the agency holds personal data for, each with its notice in English, Gujarati and
 * Hindi, and the consent bodies and answers. A notice's words are versioned: a consent names the
 * version its person was shown, so changing the words means a new version (privacy.test.ts holds
 * each version's fingerprint). Forms, the /privacy page, the dashboard's Privacy tab and the mails
 * read these same words.
 */
import * as v from 'valibot';
import { siteLanguages, type SiteLanguage } from './catalog.ts';

export const purposes = ['account', 'enquiry', 'visits', 'alerts', 'marketing', 'push'] as const;
export type Purpose = (typeof purposes)[number];

/** The version of each purpose's notice that forms show now. */
export const noticeVersions: Record<Purpose, number> = {
  account: 1,
  enquiry: 1,
  visits: 1,
  alerts: 1,
  marketing: 1,
  push: 1,
};

/**
 * Purposes nothing is sent for until the person says yes (an unticked box). The others follow from
 * what the person asked for (an enquiry, a saved search with alerts) and stop once withdrawn.
 */
export const optInPurposes: readonly Purpose[] = ['marketing'];

/** Purposes a person can withdraw on their own; the account's ends by deleting the account. */
export const withdrawablePurposes = purposes.filter((purpose) => purpose !== 'account');

/**
 * How a consent was given or withdrawn: a form on the site, the Privacy tab, a link in a mail,
 * recorded by an agent from a phone call, a WhatsApp conversation, a walk-in or a portal's lead,
 * or given by the parent or guardian of someone under 18 from the link mailed to them.
 */
export const consentChannels = ['web_form', 'dashboard', 'mail_link', 'phone_call', 'whatsapp', 'walk_in', 'portal', 'parental'] as const;
export type ConsentChannel = (typeof consentChannels)[number];

export interface PurposeNotice {
  /** The purpose in a few words. */
  title: string;
  /** What is used, why, who sees it, how long: said before anything is sent. */
  notice: string;
}

/** Each purpose's notice at its current version, in the site's languages. */
export const purposeNotices: Record<SiteLanguage, Record<Purpose, PurposeNotice>> = {
  en: {
    account: {
      title: 'Your account',
      notice:
        'We keep your name, username, e-mail, mobile and password (stored scrambled) so that you can sign in, save listings and searches and see your enquiries. Only you and our staff see them; they are kept while your account is open.',
    },
    enquiry: {
      title: 'Follow-up on your enquiry',
      notice:
        'We use your name, mobile, e-mail and message to call or write to you about the property or project you asked about. Only our advisors see them; an enquiry that never becomes a deal is erased after 24 months.',
    },
    visits: {
      title: 'Site visits',
      notice: 'We use your name, mobile and the day you chose to arrange a site visit with an advisor and to remind you of it.',
    },
    alerts: {
      title: 'Alerts for saved searches',
      notice:
        'We e-mail you, or notify your browser, when a new listing matches a search you saved or a saved listing gets cheaper, until you stop them.',
    },
    marketing: {
      title: 'Offers and new projects',
      notice: 'We send you offers and new projects we think suit you. Only if you tick this; you can stop them at any time.',
    },
    push: {
      title: 'Browser notifications',
      notice:
        "We keep your browser's notification address to send the alerts and updates you turned on. Nothing else is read from your device.",
    },
  },
  gu: {
    account: {
      title: 'તમારું એકાઉન્ટ',
      notice:
        'તમે લૉગિન કરી શકો, પ્રોપર્ટી અને શોધો સાચવી શકો અને તમારી પૂછપરછ જોઈ શકો તે માટે અમે તમારું નામ, યુઝરનેમ, ઈ-મેઇલ, મોબાઇલ અને પાસવર્ડ (ગુપ્ત રૂપમાં) રાખીએ છીએ. તે ફક્ત તમે અને અમારો સ્ટાફ જુએ છે; તમારું એકાઉન્ટ ચાલુ રહે ત્યાં સુધી રખાય છે.',
    },
    enquiry: {
      title: 'તમારી પૂછપરછનો જવાબ',
      notice:
        'તમે જે પ્રોપર્ટી કે પ્રોજેક્ટ વિશે પૂછ્યું તે વિશે તમને ફોન કે સંદેશ કરવા અમે તમારું નામ, મોબાઇલ, ઈ-મેઇલ અને સંદેશ વાપરીએ છીએ. તે ફક્ત અમારા સલાહકારો જુએ છે; જે પૂછપરછ સોદામાં ન ફેરવાય તે 24 મહિના પછી ભૂંસી નખાય છે.',
    },
    visits: {
      title: 'સાઇટ વિઝિટ',
      notice: 'સલાહકાર સાથે સાઇટ વિઝિટ ગોઠવવા અને તેની યાદ અપાવવા અમે તમારું નામ, મોબાઇલ અને તમે પસંદ કરેલો દિવસ વાપરીએ છીએ.',
    },
    alerts: {
      title: 'સાચવેલી શોધના અલર્ટ',
      notice:
        'તમે સાચવેલી શોધ સાથે નવી પ્રોપર્ટી મેળ ખાય કે સાચવેલી પ્રોપર્ટીનો ભાવ ઘટે ત્યારે, તમે બંધ ન કરો ત્યાં સુધી, અમે તમને ઈ-મેઇલ કે બ્રાઉઝર સૂચના મોકલીએ છીએ.',
    },
    marketing: {
      title: 'ઓફર અને નવા પ્રોજેક્ટ',
      notice: 'તમને ગમે એવી ઓફર અને નવા પ્રોજેક્ટ અમે તમને મોકલીએ છીએ. ફક્ત તમે આ ટિક કરો તો જ; તમે ગમે ત્યારે બંધ કરી શકો છો.',
    },
    push: {
      title: 'બ્રાઉઝર સૂચનાઓ',
      notice: 'તમે ચાલુ કરેલા અલર્ટ અને અપડેટ મોકલવા અમે તમારા બ્રાઉઝરનું સૂચના-સરનામું રાખીએ છીએ. તમારા ઉપકરણમાંથી બીજું કંઈ વાંચતા નથી.',
    },
  },
  hi: {
    account: {
      title: 'आपका खाता',
      notice:
        'आप लॉग इन कर सकें, प्रॉपर्टी और खोजें सहेज सकें और अपनी पूछताछ देख सकें, इसके लिए हम आपका नाम, यूज़रनेम, ई-मेल, मोबाइल और पासवर्ड (गुप्त रूप में) रखते हैं। इन्हें केवल आप और हमारा स्टाफ़ देखता है; आपका खाता खुला रहने तक ये रखे जाते हैं।',
    },
    enquiry: {
      title: 'आपकी पूछताछ पर संपर्क',
      notice:
        'आपने जिस प्रॉपर्टी या प्रोजेक्ट के बारे में पूछा, उसके बारे में आपको फ़ोन या संदेश करने के लिए हम आपका नाम, मोबाइल, ई-मेल और संदेश इस्तेमाल करते हैं। इन्हें केवल हमारे सलाहकार देखते हैं; जो पूछताछ सौदे में न बदले, वह 24 महीने बाद मिटा दी जाती है।',
    },
    visits: {
      title: 'साइट विज़िट',
      notice: 'सलाहकार के साथ साइट विज़िट तय करने और उसकी याद दिलाने के लिए हम आपका नाम, मोबाइल और आपका चुना हुआ दिन इस्तेमाल करते हैं।',
    },
    alerts: {
      title: 'सहेजी गई खोजों के अलर्ट',
      notice:
        'आपकी सहेजी गई खोज से कोई नई प्रॉपर्टी मेल खाए या सहेजी गई प्रॉपर्टी सस्ती हो, तो जब तक आप बंद न करें, हम आपको ई-मेल या ब्राउज़र सूचना भेजते हैं।',
    },
    marketing: {
      title: 'ऑफ़र और नए प्रोजेक्ट',
      notice: 'आपको पसंद आने लायक ऑफ़र और नए प्रोजेक्ट हम आपको भेजते हैं। केवल तभी, जब आप इस पर टिक करें; आप इन्हें कभी भी बंद कर सकते हैं।',
    },
    push: {
      title: 'ब्राउज़र सूचनाएँ',
      notice: 'आपके चालू किए अलर्ट और अपडेट भेजने के लिए हम आपके ब्राउज़र का सूचना-पता रखते हैं। आपके डिवाइस से और कुछ नहीं पढ़ा जाता।',
    },
  },
};

/** A purpose's notice in a language (English for a language the catalogue does not hold). */
export const noticeIn = (language: string, purpose: Purpose): PurposeNotice =>
  purposeNotices[(siteLanguages as readonly string[]).includes(language) ? (language as SiteLanguage) : 'en'][purpose];

/** Whom a consent belongs to: an account, or a visitor known only by the enquiry they made. */
export const consentSubjectKinds = ['user', 'enquiry'] as const;
export type ConsentSubjectKind = (typeof consentSubjectKinds)[number];

export const PURPOSE_MESSAGE = 'Purpose must be one of account, enquiry, visits, alerts, marketing or push';
export const WITHDRAW_ACCOUNT_MESSAGE = 'Your account ends by deleting it: use Delete account';
export const MINOR_OFFERS_MESSAGE = 'We do not send offers to accounts made for someone under 18';

/** Body of PUT /privacy/consents/{purpose}: give (true) or withdraw (false) one purpose's consent. */
export const ConsentBody = v.object({
  granted: v.boolean('Granted must be true or false'),
});
export type ConsentBody = v.InferOutput<typeof ConsentBody>;

export const ConsentPurposeParam = v.picklist(purposes, PURPOSE_MESSAGE);

/** Query of the withdrawal link in a mail: the signed token. */
export const WithdrawalQuery = v.object({
  token: v.pipe(v.string('The link is incomplete'), v.nonEmpty('The link is incomplete'), v.maxLength(1000, 'The link is incomplete')),
});
export type WithdrawalQuery = v.InferOutput<typeof WithdrawalQuery>;

// Answers.

const isoTime = v.pipe(v.string(), v.isoTimestamp());

/** One purpose as its person stands: given, withdrawn or never asked (null), with the version and when. */
export const ConsentState = v.object({
  purpose: v.picklist(purposes),
  granted: v.nullable(v.boolean()),
  noticeVersion: v.nullable(v.number()),
  /** The version forms show now: a consent to an older one was given to other words. */
  currentVersion: v.number(),
  channel: v.nullable(v.picklist(consentChannels)),
  changedAt: v.nullable(isoTime),
});
export type ConsentState = v.InferOutput<typeof ConsentState>;

/** What a withdrawal link stops, before and after its button is pressed. */
export const WithdrawalPreview = v.object({
  purposes: v.array(v.picklist(purposes)),
  /** True once every purpose it names is withdrawn. */
  done: v.boolean(),
});
export type WithdrawalPreview = v.InferOutput<typeof WithdrawalPreview>;

export const privacyAnswerSchemas = { ConsentState, WithdrawalPreview };
