/**
 * The page behind the feedback mail's link, without signing in, in the language the link names:
 * the three questions with one tap per answer, and the visits notice. GET changes nothing (mail
 * scanners open links; an answer tapped in the mail comes chosen), POST records the answers once.
 * A tampered, used or expired link, or one made for another purpose, gets a page saying so.
 */
import * as v from 'valibot';
import type { SiteLanguage } from '../../../contract/catalog.ts';
import { noticeIn } from '../../../contract/privacy.ts';
import { feedbackExperiences, feedbackNextSteps, feedbackPrices, VisitFeedback } from '../../../contract/visits.ts';
import { recordVisitFeedback } from '../../commands/visitFeedback.ts';
import type { AppContext, Deps } from '../../context.ts';
import { escapeHtml } from '../../mail/layout.ts';
import { visitWhen } from '../../mail/visitMails.ts';
import { FEEDBACK_WORDS } from '../../visits/feedbackWords.ts';
import { readVisitLinkToken, visitLinkKey, type VisitLink } from '../../visits/visitLinks.ts';
import { visitPeople } from '../../visits/visitNotices.ts';
import { declareRoutes } from '../endpoint.ts';
import { htmlPage, LinkQuery, linkPageShower } from '../linkPage.ts';
import { VISIT_PAGE_STYLE } from './visitLinkPages.ts';

const FeedbackLinkQuery = v.object({ ...LinkQuery.entries, experience: v.optional(v.picklist(feedbackExperiences)) });

type Chosen = Partial<Record<'experience' | 'price' | 'nextStep', string>>;

export function visitFeedbackPageRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Visits' });
  const key = visitLinkKey(deps.consentLinkKey);
  const show = linkPageShower(deps, VISIT_PAGE_STYLE);
  const broken = (ctx: AppContext, language: SiteLanguage, why: 'tampered' | 'expired' | 'spent') =>
    show(ctx, language, FEEDBACK_WORDS[language].broken, `<p>${escapeHtml(FEEDBACK_WORDS[language].brokenText[why])}</p>`);
  const read = (ctx: AppContext): { language: SiteLanguage; link: VisitLink | 'tampered' | 'expired'; chosen: Chosen } => {
    const parsed = v.safeParse(FeedbackLinkQuery, ctx.query);
    const language = parsed.success ? parsed.output.lang : 'en';
    const token = parsed.success ? parsed.output.token : '';
    const link = token ? readVisitLinkToken(key, token) : 'tampered';
    // Single-purpose: a reschedule or cancel link answers nothing here.
    const fit = typeof link === 'string' || link.purpose === 'feedback' ? link : 'tampered';
    return { language, link: fit, chosen: { experience: parsed.success ? parsed.output.experience : undefined } };
  };

  /** The form: each question a row of three answers, one tap each. */
  async function formPage(ctx: AppContext, language: SiteLanguage, link: VisitLink, chosen: Chosen, warning?: string) {
    const words = FEEDBACK_WORDS[language];
    const visit = await visitPeople(deps.sql, link.visitId);
    if (!visit || visit.status !== 'booked') return broken(ctx, language, 'spent');
    const [answered] = await deps.sql`select 1 from visits where id = ${link.visitId} and feedback_at is not null`;
    if (answered) return broken(ctx, language, 'spent');
    const question = (name: keyof Chosen, text: string, answers: readonly string[], labels: Record<string, string>) =>
      `<fieldset><legend>${escapeHtml(text)}</legend><div class="choices">${answers
        .map(
          (answer) =>
            `<label><input type="radio" name="${name}" value="${answer}" required${chosen[name] === answer ? ' checked' : ''}> ${escapeHtml(labels[answer]!)}</label>`,
        )
        .join('')}</div></fieldset>`;
    const notice = noticeIn(language, 'visits');
    const action = `/api/v1/visits/feedback?token=${encodeURIComponent(String(ctx.query.token))}&amp;lang=${language}`;
    return show(
      ctx,
      language,
      words.heading,
      `${warning ? `<p role="alert"><strong>${escapeHtml(warning)}</strong></p>` : ''}` +
        `<p><strong>${escapeHtml(visit.listingTitle)}</strong><br>${escapeHtml(visitWhen(visit.startsAt, language))}</p>` +
        `<p>${escapeHtml(words.intro)}</p><form method="post" action="${action}">` +
        question('experience', words.experience.question, feedbackExperiences, words.experience.answers) +
        question('price', words.price.question, feedbackPrices, words.price.answers) +
        question('nextStep', words.nextStep.question, feedbackNextSteps, words.nextStep.answers) +
        `<button type="submit">${escapeHtml(words.send)}</button></form>` +
        `<p class="notice" data-purpose="visits"><strong>${escapeHtml(notice.title)}:</strong> ${escapeHtml(notice.notice)} ${escapeHtml(words.why)}</p>`,
    );
  }

  routes.endpoint(
    {
      method: 'get',
      path: '/visits/feedback',
      summary: "The page behind a visit's feedback link: three questions, one tap per answer (nothing is recorded yet)",
      description:
        'The signed `token` names one visit and the feedback purpose and expires 14 days after the visit; `lang` (en, gu, hi) is the page language; `experience` comes chosen from a tap in the mail. A tampered, used or expired link, or a reschedule or cancel link, answers a page saying so.',
      auth: 'public',
      readByHandler: true,
      success: { status: 200, description: 'The questions, or why the link no longer works.', data: null, raw: htmlPage },
      errorType: 'text/html',
    },
    async (ctx) => {
      const { language, link, chosen } = read(ctx);
      if (typeof link === 'string') return broken(ctx, language, link);
      await formPage(ctx, language, link, chosen);
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/visits/feedback',
      summary: "Record the buyer's answers after a visit (`experience`, `price`, `nextStep`, form fields), once",
      description:
        "Without signing in. The answers go on the lead's timeline as `visit.feedback_given` and set its next action (another visit: confirm a visit; negotiate: call back; not interested: send options). A second answer finds the link used.",
      auth: 'public',
      readByHandler: true,
      success: {
        status: 200,
        description: 'A page thanking the buyer, or saying why the link no longer works.',
        data: null,
        raw: htmlPage,
      },
      errorType: 'text/html',
    },
    async (ctx) => {
      const { language, link } = read(ctx);
      if (typeof link === 'string') return broken(ctx, language, link);
      const words = FEEDBACK_WORDS[language];
      const form = v.safeParse(VisitFeedback, ctx.request.body);
      if (!form.success) {
        const body = (ctx.request.body ?? {}) as Chosen;
        return formPage(ctx, language, link, body, words.missing);
      }
      const outcome = await recordVisitFeedback(deps, link.visitId, form.output);
      if (outcome === 'spent') return broken(ctx, language, 'spent');
      return show(ctx, language, words.thanks, `<p>${escapeHtml(words.thanksText)}</p>`);
    },
  );

  return routes;
}
