/**
 * The pages behind a visit mail's reschedule and cancel links, without signing in, in the language
 * the link names. GET shows the visit and what the link does (mail scanners open links, so a GET
 * changes nothing); POST applies it. A tampered, used or expired link gets a page saying so and what
 * to do, never an error.
 */
import * as v from 'valibot';
import type { SiteLanguage } from '../../../contract/catalog.ts';
import { cancelVisit, rescheduleStarts, rescheduleVisit, type VisitChange } from '../../commands/visitChanger.ts';
import type { AppContext, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { escapeHtml } from '../../mail/layout.ts';
import { visitWhen } from '../../mail/visitMails.ts';
import { readVisitLinkToken, visitLinkKey, type VisitLink, type VisitLinkFault } from '../../visits/visitLinks.ts';
import { visitPeople } from '../../visits/visitNotices.ts';
import { agencyClock, AGENCY_TIME_ZONE } from '../../../contract/visits.ts';
import { declareRoutes } from '../endpoint.ts';
import { htmlPage, linkPageShower, linkQueryOf } from '../linkPage.ts';

interface PageWords {
  reschedule: string;
  cancel: string;
  chooseTime: string;
  noTimes: string;
  move: string;
  cancelQuestion: string;
  cancelButton: string;
  moved: (when: string) => string;
  cancelled: string;
  mailed: string;
  broken: string;
  brokenText: Record<VisitLinkFault | 'spent' | 'taken', string>;
}

const WORDS: Record<SiteLanguage, PageWords> = {
  en: {
    reschedule: 'Choose another time',
    cancel: 'Cancel your site visit',
    chooseTime: 'Choose a new time for your visit:',
    noTimes: 'There are no other free times in the next two weeks. Please call us and we will find one.',
    move: 'Move my visit',
    cancelQuestion: 'Cancel this visit?',
    cancelButton: 'Cancel the visit',
    moved: (when) => `Your visit is now on ${when}.`,
    cancelled: 'Your visit is cancelled.',
    mailed: 'We have e-mailed you the details; your calendar updates itself.',
    broken: 'This link no longer works',
    brokenText: {
      tampered: 'The link is incomplete or was changed. Open it again from the e-mail.',
      expired: 'This link has expired: the visit it was for is over.',
      spent: 'This link was already used, or the visit has changed since. The latest e-mail has links that work.',
      taken: 'That time was just taken by someone else. Please choose another.',
    },
  },
  gu: {
    reschedule: 'બીજો સમય પસંદ કરો',
    cancel: 'તમારી સાઇટ મુલાકાત રદ કરો',
    chooseTime: 'તમારી મુલાકાત માટે નવો સમય પસંદ કરો:',
    noTimes: 'આગામી બે અઠવાડિયામાં બીજો કોઈ સમય ખાલી નથી. કૃપા કરી અમને ફોન કરો, અમે સમય શોધી આપીશું.',
    move: 'મારી મુલાકાત ખસેડો',
    cancelQuestion: 'આ મુલાકાત રદ કરવી છે?',
    cancelButton: 'મુલાકાત રદ કરો',
    moved: (when) => `તમારી મુલાકાત હવે ${when} એ છે.`,
    cancelled: 'તમારી મુલાકાત રદ થઈ છે.',
    mailed: 'અમે તમને વિગતો ઈ-મેઇલ કરી છે; તમારું કૅલેન્ડર જાતે અપડેટ થશે.',
    broken: 'આ લિંક હવે કામ કરતી નથી',
    brokenText: {
      tampered: 'લિંક અધૂરી છે અથવા બદલાઈ છે. ઈ-મેઇલમાંથી ફરી ખોલો.',
      expired: 'આ લિંકની મુદત પૂરી થઈ: જે મુલાકાત માટે હતી તે પૂરી થઈ ગઈ છે.',
      spent: 'આ લિંક પહેલેથી વપરાઈ ગઈ છે, અથવા મુલાકાત બદલાઈ છે. છેલ્લા ઈ-મેઇલની લિંક કામ કરે છે.',
      taken: 'એ સમય હમણાં જ કોઈ બીજાએ લઈ લીધો. કૃપા કરી બીજો પસંદ કરો.',
    },
  },
  hi: {
    reschedule: 'दूसरा समय चुनें',
    cancel: 'अपनी साइट विज़िट रद्द करें',
    chooseTime: 'अपनी विज़िट के लिए नया समय चुनें:',
    noTimes: 'अगले दो हफ़्तों में कोई और समय खाली नहीं है। कृपया हमें कॉल करें, हम समय ढूँढ देंगे।',
    move: 'मेरी विज़िट बदलें',
    cancelQuestion: 'यह विज़िट रद्द करें?',
    cancelButton: 'विज़िट रद्द करें',
    moved: (when) => `आपकी विज़िट अब ${when} को है।`,
    cancelled: 'आपकी विज़िट रद्द हो गई है।',
    mailed: 'हमने आपको विवरण ई-मेल कर दिया है; आपका कैलेंडर अपने आप अपडेट हो जाएगा।',
    broken: 'यह लिंक अब काम नहीं करता',
    brokenText: {
      tampered: 'लिंक अधूरा है या बदला गया है। इसे ई-मेल से दोबारा खोलें।',
      expired: 'इस लिंक की अवधि खत्म हो गई: जिस विज़िट के लिए था, वह हो चुकी है।',
      spent: 'यह लिंक पहले ही इस्तेमाल हो चुका है, या विज़िट बदल गई है। नए ई-मेल के लिंक काम करते हैं।',
      taken: 'वह समय अभी किसी और ने ले लिया। कृपया दूसरा चुनें।',
    },
  },
};

const RescheduleForm = v.object({ startsAt: v.pipe(v.string(), v.isoTimestamp()) });

/** The free starts by Surat day: each day a heading and its times, so two weeks of times stay short. */
function timeChoices(starts: Date[], language: SiteLanguage): string {
  const intl = `${language}-IN`;
  const dayName = new Intl.DateTimeFormat(intl, { weekday: 'long', day: 'numeric', month: 'long', timeZone: AGENCY_TIME_ZONE });
  const timeName = new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit', timeZone: AGENCY_TIME_ZONE });
  const days = new Map<string, Date[]>();
  for (const start of starts) {
    const { date } = agencyClock(start);
    days.set(date, [...(days.get(date) ?? []), start]);
  }
  return [...days.values()]
    .map((times, index) => {
      const radios = times
        .map(
          (start) =>
            `<label><input type="radio" name="startsAt" value="${start.toISOString()}"${index === 0 && start === times[0] ? ' required' : ''}> ${escapeHtml(timeName.format(start))}</label>`,
        )
        .join('');
      // The first day open; the others a tap away, so the page is a list of days, not of every time.
      return `<details${index === 0 ? ' open' : ''}><summary>${escapeHtml(dayName.format(times[0]!))}</summary><div class="times">${radios}</div></details>`;
    })
    .join('');
}

/** The look of a visit link's page: its times by day, its rows of answers. */
export const VISIT_PAGE_STYLE =
  'body{font-family:system-ui,"Noto Sans Gujarati","Noto Sans Devanagari",Arial,sans-serif;background:#f5f1ea;color:#1f2933;margin:0;padding:32px 16px}main{max-width:520px;margin:auto;background:#fff;border-radius:14px;padding:24px}h1{font-size:22px;margin:0 0 12px;color:#0e434f}button{font-family:inherit;font-size:16px;font-weight:bold;padding:12px 22px;border:0;border-radius:10px;background:#0e434f;color:#fff;cursor:pointer;margin-top:12px}label{display:block;padding:10px 12px;margin:6px 0;border:1px solid #e4ddd1;border-radius:10px;font-size:16px}a{color:#0e434f}details{border-top:1px solid #e4ddd1;padding:8px 0}summary{font-weight:bold;padding:6px 0;cursor:pointer}.times{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:6px}.times label{display:flex;align-items:center;gap:6px;box-sizing:border-box;margin:0;padding:8px;white-space:nowrap}fieldset{border:0;padding:0;margin:0 0 14px}legend{font-weight:bold;padding:0 0 4px}.choices{display:grid;grid-template-columns:repeat(auto-fit,minmax(96px,1fr));gap:6px}.choices label{display:flex;align-items:center;gap:6px;margin:0;min-height:28px}label:has(input:checked){border-color:#0e434f;background:#e6f0f2;font-weight:bold}.notice{font-size:13px;color:#52606d}';

export function visitLinkPagesRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Visits' });
  const key = visitLinkKey(deps.consentLinkKey);
  const show = linkPageShower(deps, VISIT_PAGE_STYLE);
  const read = (ctx: AppContext): { language: SiteLanguage; link: VisitLink | VisitLinkFault } => {
    const { language, token } = linkQueryOf(ctx);
    const link = token ? readVisitLinkToken(key, token) : 'tampered';
    // Single-purpose: a feedback link changes no visit.
    return { language, link: typeof link === 'object' && link.purpose === 'feedback' ? 'tampered' : link };
  };
  const broken = (ctx: AppContext, language: SiteLanguage, why: VisitLinkFault | 'spent' | 'taken') =>
    show(ctx, language, WORDS[language].broken, `<p>${escapeHtml(WORDS[language].brokenText[why])}</p>`);

  /** The page of a working link: what it does to which visit. */
  async function linkPage(ctx: AppContext, language: SiteLanguage, link: VisitLink, notice?: string) {
    const words = WORDS[language];
    const visit = await visitPeople(deps.sql, link.visitId);
    if (!visit || visit.status !== 'booked' || visit.sequence !== link.sequence) return broken(ctx, language, 'spent');
    const when = visitWhen(visit.startsAt, language);
    const about = `<p><strong>${escapeHtml(visit.listingTitle)}</strong><br>${escapeHtml(when)}<br>${escapeHtml(visit.address)}</p>`;
    const action = `/api/v1/visits/manage?token=${encodeURIComponent(String(ctx.query.token))}&amp;lang=${language}`;
    const warning = notice ? `<p role="alert"><strong>${escapeHtml(notice)}</strong></p>` : '';
    if (link.purpose === 'cancel') {
      return show(
        ctx,
        language,
        words.cancel,
        `${warning}${about}<p>${escapeHtml(words.cancelQuestion)}</p><form method="post" action="${action}"><button type="submit">${escapeHtml(words.cancelButton)}</button></form>`,
      );
    }
    const starts = (await rescheduleStarts(deps.sql, visit.visitId)).filter((start) => start.getTime() !== visit.startsAt.getTime());
    const choices = timeChoices(starts, language);
    return show(
      ctx,
      language,
      words.reschedule,
      starts.length
        ? `${warning}${about}<p>${escapeHtml(words.chooseTime)}</p><form method="post" action="${action}">${choices}<button type="submit">${escapeHtml(words.move)}</button></form>`
        : `${warning}${about}<p>${escapeHtml(words.noTimes)}</p>`,
    );
  }

  routes.endpoint(
    {
      method: 'get',
      path: '/visits/manage',
      summary: "The page behind a visit mail's reschedule or cancel link (nothing changes yet)",
      description:
        'The signed `token` names one visit and one purpose and expires when the visit ends; `lang` (en, gu, hi) is the page language. A tampered, used or expired link answers a page saying so.',
      auth: 'public',
      readByHandler: true,
      success: { status: 200, description: 'The visit and a button (or the free times to move to).', data: null, raw: htmlPage },
      errorType: 'text/html',
    },
    async (ctx) => {
      const { language, link } = read(ctx);
      if (typeof link === 'string') return broken(ctx, language, link);
      await linkPage(ctx, language, link);
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/visits/manage',
      summary: "Apply a visit mail's link: cancel the visit, or move it to the chosen free time (`startsAt`, form field)",
      description: 'Without signing in. Applied once: the change spends every link made before it, and a new mail brings new ones.',
      auth: 'public',
      readByHandler: true,
      success: { status: 200, description: 'A page saying what changed, or why the link no longer works.', data: null, raw: htmlPage },
      errorType: 'text/html',
    },
    async (ctx) => {
      const { language, link } = read(ctx);
      if (typeof link === 'string') return broken(ctx, language, link);
      const words = WORDS[language];
      let outcome: VisitChange;
      if (link.purpose === 'cancel') {
        outcome = await cancelVisit(deps, { visitId: link.visitId, sequence: link.sequence, actorId: null });
        if (outcome === 'done') return show(ctx, language, words.cancelled, `<p>${escapeHtml(words.mailed)}</p>`);
        return broken(ctx, language, 'spent');
      }
      const form = v.safeParse(RescheduleForm, ctx.request.body);
      if (!form.success) return linkPage(ctx, language, link, words.chooseTime);
      const startsAt = new Date(form.output.startsAt);
      try {
        outcome = await rescheduleVisit(deps, { visitId: link.visitId, sequence: link.sequence, actorId: null, startsAt });
      } catch (error) {
        // A time no longer free (taken meanwhile, or never offered): the page offers the free ones again.
        if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
          return linkPage(ctx, language, link, words.brokenText.taken);
        }
        throw error;
      }
      if (outcome !== 'done') return broken(ctx, language, 'spent');
      return show(ctx, language, words.moved(visitWhen(startsAt, language)), `<p>${escapeHtml(words.mailed)}</p>`);
    },
  );

  return routes;
}
