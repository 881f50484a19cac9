/**
 * Asking the buyer how a visit went: a job every five minutes takes the booked visits that are over
 * (a visit's length after its check-in, or its end when nobody checked it in) and records, once per
 * visit, a mail with the signed feedback link and a push where the buyer allowed it, in the
 * language they booked in. The visit is marked asked in the transaction that records them, so a
 * restart or a second replica asks nobody twice. `now` is a parameter so tests run it with a fake clock.
 */
import type { Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { buyerFeedbackMail, buyerFeedbackPush } from '../mail/visitFeedbackMail.ts';
import { mailLocale } from '../mail/mailWords.ts';
import { withdrawalUrl } from '../privacy/consentLinks.ts';
import { visitLinkKey, visitLinkToken } from './visitLinks.ts';
import { visitPeople, type VisitNoticeDeps } from './visitNotices.ts';

export const FEEDBACK_QUEUE = 'visit.feedback';

/** Visits over for longer than this (before a deploy, say) are not asked about any more. */
const ASK_WITHIN_HOURS = 48;

/** How long after the visit the buyer's link works. */
export const FEEDBACK_LINK_DAYS = 14;

export type FeedbackAskDeps = Pick<Deps, 'sql' | 'log'> & VisitNoticeDeps;

/** The signed page of a visit's feedback: `path` is site-relative, `url` absolute. */
export function feedbackLink(deps: VisitNoticeDeps, visit: { visitId: string; sequence: number; endsAt: Date }, language: string) {
  const token = visitLinkToken(visitLinkKey(deps.consentLinkKey), {
    visitId: visit.visitId,
    purpose: 'feedback',
    sequence: visit.sequence,
    expiresAt: new Date(visit.endsAt.getTime() + FEEDBACK_LINK_DAYS * 86_400_000),
  });
  const path = `/api/v1/visits/feedback?token=${encodeURIComponent(token)}&lang=${language}`;
  return { path, url: `${deps.config.publicUrl}${path}` };
}

/**
 * Asks about every visit that took place (checked in, or marked visited by the office) and is over
 * at `now`, not asked yet; answers how many were asked. A buyer who did not come is not asked how
 * the visit went.
 */
export async function askVisitFeedback(deps: FeedbackAskDeps, now = new Date()): Promise<number> {
  const due = await deps.sql<{ id: string }[]>`
    select id from visits
    where status = 'booked' and attendance = 'shown' and feedback_asked_at is null
      and ends_at > ${now}::timestamptz - make_interval(hours => ${ASK_WITHIN_HOURS})
      and coalesce(checked_in_at + (ends_at - starts_at), ends_at) <= ${now}
    order by ends_at
    limit 200`;
  let asked = 0;
  for (const { id } of due) {
    const done = await withTx(deps.sql, async (tx) => {
      // Taken again under the row's lock: another replica may have asked meanwhile.
      const [row] = await tx`
        update visits set feedback_asked_at = ${now}
        where id in (
          select id from visits where id = ${id} and feedback_asked_at is null and status = 'booked' and attendance = 'shown'
          for update skip locked
        )
        returning id`;
      if (!row) return false;
      const visit = await visitPeople(tx, id);
      if (!visit) return false;
      const locale = mailLocale(visit.language);
      const link = feedbackLink(deps, visit, visit.language);
      const notice = `visit-feedback:${visit.visitId}`;
      const subject = visit.userId ? ({ kind: 'user', id: visit.userId } as const) : ({ kind: 'enquiry', id: visit.enquiryId } as const);
      if (visit.email) {
        const withdrawUrl = withdrawalUrl(deps.config.publicUrl, deps.consentLinkKey, { subject, purposes: ['visits'] }, visit.language);
        const mail = buyerFeedbackMail({ to: visit.email, locale, visit, url: link.url, withdrawUrl });
        await deps.notifier.emailIn(tx, notice, mail, 'transactional', { purpose: 'visits', subject });
      }
      if (visit.userId) {
        await deps.notifier.pushIn(
          tx,
          notice,
          visit.userId,
          buyerFeedbackPush(locale, visit.listingTitle, link.path, visit.visitId),
          'transactional',
          'visits',
        );
      }
      return true;
    });
    if (done) asked += 1;
  }
  return asked;
}

export async function scheduleVisitFeedback(deps: FeedbackAskDeps & Pick<Deps, 'jobs'>): Promise<void> {
  await deps.jobs.work(FEEDBACK_QUEUE, async () => {
    const asked = await askVisitFeedback(deps);
    if (asked) deps.log.info('visit feedback asked', { asked });
  });
  await deps.jobs.schedule(FEEDBACK_QUEUE, '*/5 * * * *', 'Asia/Kolkata');
}
