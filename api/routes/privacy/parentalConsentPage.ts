/**
 * The page behind the link mailed to the parent or guardian of someone under 18, in the language
 * the link names. GET shows who asked, the account's notice and the choice (mail scanners open
 * links, so a GET changes nothing); POST records the answer, once. Consenting signs in, on the page,
 * to the parent's or guardian's own adult account (guardianAccount says which may); refusing needs
 * no account. A tampered, used or expired link, or an account that may not consent, gets a page
 * saying so, never an error.
 */
import * as v from 'valibot';
import type { SiteLanguage } from '../../../contract/catalog.ts';
import { purposeNotices } from '../../../contract/privacy.ts';
import type { AppContext, Deps } from '../../context.ts';
import { authRateLimits } from '../../auth/rateLimits.ts';
import { ApiError } from '../../errors.ts';
import { escapeHtml } from '../../mail/layout.ts';
import {
  giveParentalConsent,
  guardianAccount,
  parentalLinkKey,
  readParentalLinkToken,
  refuseParentalConsent,
  waitingAccount,
  type GuardianAccountFault,
  type ParentalLinkFault,
  type WaitingAccount,
} from '../../privacy/parentalConsent.ts';
import { declareRoutes } from '../endpoint.ts';
import { htmlPage, linkPageShower, linkQueryOf } from '../linkPage.ts';

interface PageWords {
  heading: (child: string) => string;
  asked: (child: string, email: string, date: string, guardian: string) => string;
  notice: string;
  noOffers: string;
  confirm: (child: string) => string;
  signIn: string;
  signInText: (child: string) => string;
  email: string;
  password: string;
  register: (email: string) => string;
  registerLink: string;
  consent: string;
  refuseText: string;
  refuse: string;
  confirmFirst: string;
  accountFault: Record<GuardianAccountFault | 'busy', (guardianEmail: string) => string>;
  consented: string;
  consentedText: string;
  refused: string;
  refusedText: string;
  broken: string;
  brokenText: Record<ParentalLinkFault | 'spent', string>;
}

const WORDS: Record<SiteLanguage, PageWords> = {
  en: {
    heading: (child) => `Your consent for ${child}'s account`,
    asked: (child, email, date, guardian) =>
      `${child} (${email}) asked for an account on ${date} and named you, ${guardian}, as their parent or guardian. They said they are under 18, so the account stays inactive until you agree.`,
    notice: 'What we keep and why',
    noOffers: 'We never send offers or marketing to someone under 18.',
    confirm: (child) => `I am the parent or legal guardian of ${child}, and I agree to this notice.`,
    signIn: 'Sign in with your own account',
    signInText: (child) =>
      `The law asks us to check that the consent comes from an adult we can identify. Sign in with your own account with us: one you registered as 18 or over, not ${child}'s.`,
    email: 'Your e-mail',
    password: 'Your password',
    register: (email) =>
      `No account? Register one as an adult (18 or over) with ${email}, the address this link was sent to, then open this link again.`,
    registerLink: 'Register an account',
    consent: 'I consent: activate the account',
    refuseText: 'If you do not agree, the account and everything in it are erased at once.',
    refuse: 'I do not consent: erase the account',
    confirmFirst: 'Tick the box to confirm that you are the parent or guardian.',
    accountFault: {
      credentials: () => 'The e-mail or password is wrong. Nothing has changed.',
      own: () => 'That is the account waiting for your consent. Sign in with your own account. Nothing has changed.',
      suspended: () => 'That account is suspended, so it cannot consent. Please call us. Nothing has changed.',
      not_adult: () =>
        'That account was not registered as an adult (18 or over), so it cannot consent. Register an adult account, or call us. Nothing has changed.',
      unverified: (email) =>
        `That account's e-mail address is not verified. Sign in with the account of ${email}, the address this link was sent to. Nothing has changed.`,
      busy: () => 'Too many attempts. Please try again in a few minutes. Nothing has changed.',
    },
    consented: 'Thank you: the account is active',
    consentedText:
      'They can sign in now. Your consent is recorded under your account. The account can be deleted at any time from its Privacy page, or by writing to us.',
    refused: 'The account is erased',
    refusedText: 'The account and the details given with it are erased.',
    broken: 'This link no longer works',
    brokenText: {
      tampered: 'The link is incomplete or was changed. Open it again from the e-mail.',
      expired: 'This link has expired: the account it was for is erased. They can ask for an account again.',
      spent: 'This link was already used: the answer given is recorded.',
    },
  },
  gu: {
    heading: (child) => `${child} ના એકાઉન્ટ માટે તમારી સંમતિ`,
    asked: (child, email, date, guardian) =>
      `${child} (${email}) એ ${date} ના રોજ એકાઉન્ટ માગ્યું અને તમને, ${guardian}, પોતાના માતા-પિતા કે વાલી તરીકે દર્શાવ્યા. તેમણે પોતાની ઉંમર 18 થી ઓછી જણાવી છે, તેથી તમે સંમત ન થાઓ ત્યાં સુધી એકાઉન્ટ બંધ રહેશે.`,
    notice: 'અમે શું રાખીએ છીએ અને શા માટે',
    noOffers: '18 થી ઓછી ઉંમરના કોઈને અમે ક્યારેય ઓફર કે માર્કેટિંગ મોકલતા નથી.',
    confirm: (child) => `હું ${child} નો/ની માતા-પિતા કે કાનૂની વાલી છું, અને આ સૂચના સાથે સંમત છું.`,
    signIn: 'તમારા પોતાના એકાઉન્ટથી લૉગિન કરો',
    signInText: (child) =>
      `કાયદો માગે છે કે અમે ખાતરી કરીએ કે સંમતિ એવી પુખ્ત વ્યક્તિ આપે છે જેને અમે ઓળખી શકીએ. અમારી સાથેના તમારા પોતાના એકાઉન્ટથી લૉગિન કરો: જે તમે 18 કે વધુ ઉંમરના તરીકે બનાવ્યું હોય, ${child} નું નહીં.`,
    email: 'તમારો ઈ-મેઇલ',
    password: 'તમારો પાસવર્ડ',
    register: (email) => `એકાઉન્ટ નથી? ${email} થી, જે સરનામે આ લિંક મોકલાઈ છે, પુખ્ત (18 કે વધુ ઉંમર) તરીકે એકાઉન્ટ બનાવો, પછી આ લિંક ફરી ખોલો.`,
    registerLink: 'એકાઉન્ટ બનાવો',
    consent: 'હું સંમતિ આપું છું: એકાઉન્ટ ચાલુ કરો',
    refuseText: 'તમે સંમત ન હો તો એકાઉન્ટ અને તેમાંનું બધું તરત જ ભૂંસી નખાશે.',
    refuse: 'હું સંમતિ આપતો/આપતી નથી: એકાઉન્ટ ભૂંસી નાખો',
    confirmFirst: 'તમે માતા-પિતા કે વાલી છો તેની ખાતરી કરવા બોક્સ પર ટિક કરો.',
    accountFault: {
      credentials: () => 'ઈ-મેઇલ કે પાસવર્ડ ખોટો છે. કંઈ બદલાયું નથી.',
      own: () => 'આ તો તમારી સંમતિની રાહ જોતું એકાઉન્ટ છે. તમારા પોતાના એકાઉન્ટથી લૉગિન કરો. કંઈ બદલાયું નથી.',
      suspended: () => 'આ એકાઉન્ટ સ્થગિત છે, તેથી તે સંમતિ આપી શકે નહીં. કૃપા કરી અમને ફોન કરો. કંઈ બદલાયું નથી.',
      not_adult: () =>
        'આ એકાઉન્ટ પુખ્ત (18 કે વધુ ઉંમર) તરીકે બનાવાયું નથી, તેથી તે સંમતિ આપી શકે નહીં. પુખ્ત તરીકે એકાઉન્ટ બનાવો, અથવા અમને ફોન કરો. કંઈ બદલાયું નથી.',
      unverified: (email) => `આ એકાઉન્ટનું ઈ-મેઇલ સરનામું ચકાસાયેલું નથી. ${email} ના એકાઉન્ટથી લૉગિન કરો, જે સરનામે આ લિંક મોકલાઈ છે. કંઈ બદલાયું નથી.`,
      busy: () => 'ઘણા બધા પ્રયાસો થયા. થોડી મિનિટ પછી ફરી પ્રયાસ કરો. કંઈ બદલાયું નથી.',
    },
    consented: 'આભાર: એકાઉન્ટ ચાલુ થયું છે',
    consentedText:
      'હવે તેઓ લૉગિન કરી શકે છે. તમારી સંમતિ તમારા એકાઉન્ટ હેઠળ નોંધાઈ છે. એકાઉન્ટ ગમે ત્યારે તેના ગોપનીયતા પેજ પરથી, અથવા અમને લખીને, ડિલીટ કરી શકાય છે.',
    refused: 'એકાઉન્ટ ભૂંસી નખાયું છે',
    refusedText: 'એકાઉન્ટ અને તેની સાથે આપેલી વિગતો ભૂંસી નખાઈ છે.',
    broken: 'આ લિંક હવે કામ કરતી નથી',
    brokenText: {
      tampered: 'લિંક અધૂરી છે અથવા બદલાઈ છે. ઈ-મેઇલમાંથી ફરી ખોલો.',
      expired: 'આ લિંકની મુદત પૂરી થઈ: જે એકાઉન્ટ માટે હતી તે ભૂંસી નખાયું છે. તેઓ ફરીથી એકાઉન્ટ માગી શકે છે.',
      spent: 'આ લિંક પહેલેથી વપરાઈ ગઈ છે: આપેલો જવાબ નોંધાયેલો છે.',
    },
  },
  hi: {
    heading: (child) => `${child} के खाते के लिए आपकी सहमति`,
    asked: (child, email, date, guardian) =>
      `${child} (${email}) ने ${date} को खाता माँगा और आपको, ${guardian}, अपने माता-पिता या अभिभावक के रूप में बताया। उन्होंने अपनी उम्र 18 से कम बताई है, इसलिए जब तक आप सहमत न हों, खाता बंद रहेगा।`,
    notice: 'हम क्या रखते हैं और क्यों',
    noOffers: '18 से कम उम्र के किसी को हम कभी ऑफ़र या मार्केटिंग नहीं भेजते।',
    confirm: (child) => `मैं ${child} का/की माता-पिता या क़ानूनी अभिभावक हूँ, और इस सूचना से सहमत हूँ।`,
    signIn: 'अपने खुद के खाते से लॉग इन करें',
    signInText: (child) =>
      `क़ानून कहता है कि हम जाँचें कि सहमति ऐसे वयस्क से आए जिसे हम पहचान सकें। हमारे साथ अपने खुद के खाते से लॉग इन करें: जो आपने 18 या उससे अधिक उम्र के रूप में बनाया हो, ${child} का नहीं।`,
    email: 'आपका ई-मेल',
    password: 'आपका पासवर्ड',
    register: (email) =>
      `खाता नहीं है? ${email} से, जिस पते पर यह लिंक भेजा गया है, वयस्क (18 या अधिक उम्र) के रूप में खाता बनाएँ, फिर यह लिंक दोबारा खोलें।`,
    registerLink: 'खाता बनाएँ',
    consent: 'मैं सहमति देता/देती हूँ: खाता चालू करें',
    refuseText: 'अगर आप सहमत नहीं हैं, तो खाता और उसमें का सब कुछ तुरंत मिटा दिया जाएगा।',
    refuse: 'मैं सहमति नहीं देता/देती: खाता मिटाएँ',
    confirmFirst: 'आप माता-पिता या अभिभावक हैं, इसकी पुष्टि के लिए बॉक्स पर टिक करें।',
    accountFault: {
      credentials: () => 'ई-मेल या पासवर्ड गलत है। कुछ नहीं बदला।',
      own: () => 'यह तो वही खाता है जो आपकी सहमति की राह देख रहा है। अपने खुद के खाते से लॉग इन करें। कुछ नहीं बदला।',
      suspended: () => 'यह खाता निलंबित है, इसलिए यह सहमति नहीं दे सकता। कृपया हमें कॉल करें। कुछ नहीं बदला।',
      not_adult: () =>
        'यह खाता वयस्क (18 या अधिक उम्र) के रूप में नहीं बनाया गया, इसलिए यह सहमति नहीं दे सकता। वयस्क के रूप में खाता बनाएँ, या हमें कॉल करें। कुछ नहीं बदला।',
      unverified: (email) => `इस खाते का ई-मेल पता सत्यापित नहीं है। ${email} के खाते से लॉग इन करें, जिस पते पर यह लिंक भेजा गया है। कुछ नहीं बदला।`,
      busy: () => 'बहुत ज़्यादा कोशिशें हो गईं। कुछ मिनट बाद फिर कोशिश करें। कुछ नहीं बदला।',
    },
    consented: 'धन्यवाद: खाता चालू हो गया है',
    consentedText: 'अब वे लॉग इन कर सकते हैं। आपकी सहमति आपके खाते के नाम दर्ज है। खाता कभी भी उसके निजता पेज से, या हमें लिखकर, हटाया जा सकता है।',
    refused: 'खाता मिटा दिया गया है',
    refusedText: 'खाता और उसके साथ दी गई जानकारी मिटा दी गई है।',
    broken: 'यह लिंक अब काम नहीं करता',
    brokenText: {
      tampered: 'लिंक अधूरा है या बदला गया है। इसे ई-मेल से दोबारा खोलें।',
      expired: 'इस लिंक की अवधि खत्म हो गई: जिस खाते के लिए था, वह मिटा दिया गया है। वे फिर से खाता माँग सकते हैं।',
      spent: 'यह लिंक पहले ही इस्तेमाल हो चुका है: दिया गया जवाब दर्ज है।',
    },
  },
};

const AnswerForm = v.object({
  decision: v.picklist(['consent', 'refuse']),
  guardian: v.optional(v.string()),
  email: v.optional(v.pipe(v.string(), v.maxLength(320)), ''),
  password: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
});

const dateIn = (at: Date, language: SiteLanguage) =>
  new Intl.DateTimeFormat(`${language}-IN`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(at);

const STYLE =
  'body{font-family:system-ui,"Noto Sans Gujarati","Noto Sans Devanagari",Arial,sans-serif;background:#f5f1ea;color:#1f2933;margin:0;padding:32px 16px;line-height:1.5}main{max-width:520px;margin:auto;background:#fff;border-radius:14px;padding:24px}h1{font-size:22px;margin:0 0 12px;color:#0e434f}h2{font-size:17px;margin:20px 0 6px;color:#0e434f}button{font-family:inherit;font-size:16px;font-weight:bold;padding:12px 22px;border:0;border-radius:10px;background:#0e434f;color:#fff;cursor:pointer;margin-top:12px}button.refuse{background:#fff;color:#9f1239;border:1px solid #9f1239}label{display:flex;gap:10px;align-items:flex-start;padding:10px 12px;margin:12px 0 0;border:1px solid #e4ddd1;border-radius:10px;font-size:16px}input[type=checkbox]{width:20px;height:20px;margin-top:3px;flex:none}a{color:#0e434f}form+form{border-top:1px solid #e4ddd1;margin-top:20px;padding-top:8px}label.field{display:block;border:0;padding:0;margin:12px 0 0;font-size:15px;font-weight:bold}label.field input{display:block;box-sizing:border-box;width:100%;margin-top:4px;font:inherit;font-weight:normal;font-size:16px;padding:10px 12px;border:1px solid #c9c0b1;border-radius:10px}';

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

export function parentalConsentPageRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Privacy' });
  const limits = authRateLimits(deps);
  const key = parentalLinkKey(deps.consentLinkKey);
  const show = linkPageShower(deps, STYLE);
  const read = (ctx: AppContext) => {
    const { language, token } = linkQueryOf(ctx);
    return { language, token, link: token ? readParentalLinkToken(key, token) : ('tampered' as const) };
  };
  const broken = (ctx: AppContext, language: SiteLanguage, why: ParentalLinkFault | 'spent') =>
    show(ctx, language, WORDS[language].broken, paragraph(WORDS[language].brokenText[why]));

  /**
   * Who asked, the account's notice, and the two answers: consenting needs the box ticked and the
   * parent's or guardian's own account signed in to; refusing, neither.
   */
  function askPage(ctx: AppContext, language: SiteLanguage, token: string, account: WaitingAccount, warning?: string, email?: string) {
    const words = WORDS[language];
    const notice = purposeNotices[language].account;
    const action = `/api/v1/privacy/parental-consent?token=${encodeURIComponent(token)}&amp;lang=${language}`;
    const alert = warning ? `<p role="alert"><strong>${escapeHtml(warning)}</strong></p>` : '';
    return show(
      ctx,
      language,
      words.heading(account.childName),
      `${alert}${paragraph(words.asked(account.childName, account.childEmail, dateIn(account.requestedAt, language), account.guardianName))}` +
        `<h2>${escapeHtml(words.notice)}</h2>${paragraph(notice.notice)}${paragraph(words.noOffers)}` +
        `<form method="post" action="${action}"><input type="hidden" name="decision" value="consent">` +
        `<label><input type="checkbox" name="guardian" value="yes" required> <span>${escapeHtml(words.confirm(account.childName))}</span></label>` +
        `<h2>${escapeHtml(words.signIn)}</h2>${paragraph(words.signInText(account.childName))}` +
        `<label class="field">${escapeHtml(words.email)}<input type="email" name="email" autocomplete="username" required value="${escapeHtml(email || account.guardianEmail)}"></label>` +
        `<label class="field">${escapeHtml(words.password)}<input type="password" name="password" autocomplete="current-password" required></label>` +
        `<button type="submit">${escapeHtml(words.consent)}</button>` +
        `<p>${escapeHtml(words.register(account.guardianEmail))} <a href="${language === 'en' ? '' : `/${language}`}/register">${escapeHtml(words.registerLink)}</a></p></form>` +
        `<form method="post" action="${action}"><input type="hidden" name="decision" value="refuse">${paragraph(words.refuseText)}` +
        `<button type="submit" class="refuse">${escapeHtml(words.refuse)}</button></form>`,
    );
  }

  routes.endpoint(
    {
      method: 'get',
      path: '/privacy/parental-consent',
      summary: "The page behind the link mailed to a minor's parent or guardian (nothing changes yet)",
      description:
        'The signed `token` names one waiting account and expires after 7 days; `lang` (en, gu, hi) is the page language. A tampered, used or expired link answers a page saying so.',
      auth: 'public',
      readByHandler: true,
      success: { status: 200, description: 'Who asked, the notice and the choice to consent or refuse.', data: null, raw: htmlPage },
      errorType: 'text/html',
    },
    async (ctx) => {
      const { language, token, link } = read(ctx);
      if (typeof link === 'string') return broken(ctx, language, link);
      const account = await waitingAccount(deps.sql, link.userId);
      if (!account) return broken(ctx, language, 'spent');
      askPage(ctx, language, token, account);
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/privacy/parental-consent',
      summary:
        "Record the parent's or guardian's answer (form fields `decision`: consent or refuse; to consent, `guardian`: yes, and the `email` and `password` of their own account)",
      description:
        "Once. Consenting signs in to the parent's or guardian's own account, which must not be the minor's, nor suspended, must have been registered as an adult (18+), and must have a verified e-mail address or the one the link was mailed to (which it verifies); otherwise the page says why and nothing changes. Failed attempts count as that account's logins (429 limits, shown on the page). Consent activates the account and records its consent (channel `parental`, naming the consenting account); refusing erases the account. Either spends the link.",
      auth: 'public',
      readByHandler: true,
      success: { status: 200, description: 'A page saying what was done, or why the link no longer works.', data: null, raw: htmlPage },
      errorType: 'text/html',
    },
    async (ctx) => {
      const { language, token, link } = read(ctx);
      if (typeof link === 'string') return broken(ctx, language, link);
      const words = WORDS[language];
      const account = await waitingAccount(deps.sql, link.userId);
      if (!account) return broken(ctx, language, 'spent');
      const form = v.safeParse(AnswerForm, ctx.request.body);
      if (!form.success) return askPage(ctx, language, token, account);
      if (form.output.decision === 'refuse') {
        if ((await refuseParentalConsent(deps, link.userId)) === 'spent') return broken(ctx, language, 'spent');
        return show(ctx, language, words.refused, paragraph(words.refusedText));
      }
      const { guardian, email, password } = form.output;
      if (guardian !== 'yes') return askPage(ctx, language, token, account, words.confirmFirst, email);
      const refused = (fault: GuardianAccountFault | 'busy') =>
        askPage(ctx, language, token, account, words.accountFault[fault](account.guardianEmail), email);
      if (!email || !password) return refused('credentials');
      // Counted as a login of that account: guessing its password here gains nothing over the login form.
      try {
        await limits.login(ctx.ip, email);
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) return refused('busy');
        throw error;
      }
      const adult = await guardianAccount(deps, account, { email, password });
      if (adult !== 'credentials') await limits.loginSucceeded(email);
      if (typeof adult === 'string') return refused(adult);
      if ((await giveParentalConsent(deps, link.userId, adult)) === 'spent') return broken(ctx, language, 'spent');
      return show(ctx, language, words.consented, paragraph(words.consentedText));
    },
  );

  return routes;
}
