/**
 * Self-service erasure with a cooling-off: asking records when the account will be erased, the
 * person may cancel until then, and the daily retention job (retention.ts) carries it out.
 */
import type { Actor, Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { conflict, notFound } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { lockActor } from '../commands/mutationRunner.ts';
import { renderMail } from '../mail/layout.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { MAIL_WORDS, mailLocale, pageUrl, type MailLocale } from '../mail/mailWords.ts';
import { LEGAL_HOLDS } from './erasure.ts';

/** Days before an account's erasure when its person is reminded (and can still cancel). */
export const ERASURE_REMINDER_DAYS = 2;

const REMINDER_WORDS: Record<MailLocale, { subject: string; text: (date: string) => string; action: string; note: string }> = {
  en: {
    subject: 'Your account will be deleted in two days',
    text: (date) => `As you asked, we will delete your Shreeji Realty account and erase your data on ${date}.`,
    action: 'Keep my account',
    note: 'Changed your mind? Cancel in My Dashboard → Privacy before then. If you want it deleted, do nothing.',
  },
  gu: {
    subject: 'તમારું એકાઉન્ટ બે દિવસમાં ડિલીટ થશે',
    text: (date) => `તમારી વિનંતી મુજબ, અમે ${date} ના રોજ તમારું Shreeji Realty એકાઉન્ટ ડિલીટ કરીશું અને તમારી માહિતી ભૂંસી નાખીશું.`,
    action: 'મારું એકાઉન્ટ રાખો',
    note: 'વિચાર બદલાયો? તે પહેલાં મારું ડેશબોર્ડ → ગોપનીયતામાં રદ કરો. ડિલીટ કરાવવું હોય તો કંઈ કરવાની જરૂર નથી.',
  },
  hi: {
    subject: 'आपका खाता दो दिन में हटा दिया जाएगा',
    text: (date) => `आपके कहे अनुसार, हम ${date} को आपका Shreeji Realty खाता हटा देंगे और आपकी जानकारी मिटा देंगे।`,
    action: 'मेरा खाता रखें',
    note: 'मन बदल गया? उससे पहले मेरा डैशबोर्ड → निजता में रद्द करें। हटवाना हो तो कुछ करने की ज़रूरत नहीं।',
  },
};

/** The reminder before an erasure runs, with the way to cancel it. */
export function erasureReminderMail(to: string, name: string, language: string | null, dueAt: Date, publicUrl: string): MailMessage {
  const locale = mailLocale(language);
  const words = REMINDER_WORDS[locale];
  const date = new Intl.DateTimeFormat(`${locale}-IN`, { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(dueAt);
  const { html, text } = renderMail({
    preheader: words.subject,
    heading: words.subject,
    paragraphs: [MAIL_WORDS[locale].hello(name), words.text(date)],
    action: { label: words.action, url: pageUrl(publicUrl, locale, '/dashboard/privacy') },
    note: words.note,
    locale,
  });
  return { to, subject: words.subject, html, text };
}

export interface PendingErasure {
  requestedAt: Date;
  dueAt: Date;
}

export interface ErasureState {
  pending: PendingErasure | null;
  /** What a legal hold would keep if the account were erased now, each with its reason. */
  holds: { reference: string; reason: string }[];
}

export async function erasureState(sql: Deps['sql'], userId: string): Promise<ErasureState> {
  const [pending] = await sql<PendingErasure[]>`
    select requested_at as "requestedAt", due_at as "dueAt" from erasure_requests
    where user_id = ${userId} and cancelled_at is null and erased_at is null`;
  const held = await sql<{ reference: string; status: string }[]>`
    select reference, status from enquiries where user_id = ${userId} and status = any(${sql.array(Object.keys(LEGAL_HOLDS))})
    order by created_at`;
  return { pending: pending ?? null, holds: held.map((row) => ({ reference: row.reference, reason: LEGAL_HOLDS[row.status] })) };
}

/** Asks for the account's erasure `coolingOffDays` from now; a second ask while one waits is a 409. */
export async function requestErasure(deps: Pick<Deps, 'sql'>, actor: Actor, coolingOffDays: number, now = new Date()): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    await lockActor(tx, actor);
    const dueAt = new Date(now.getTime() + coolingOffDays * 86_400_000);
    const inserted = await tx<{ id: string }[]>`
      insert into erasure_requests (user_id, requested_at, due_at) values (${actor.id}, ${now}, ${dueAt})
      on conflict (user_id) where cancelled_at is null and erased_at is null do nothing
      returning id`;
    if (inserted.length === 0) throw conflict('Your account is already due to be erased');
    await appendEvent(tx, {
      type: 'privacy.erasure_requested',
      subjectId: actor.id,
      actorId: actor.id,
      payload: { dueAt: dueAt.toISOString() },
    });
  });
}

/** Cancels the waiting erasure; none waiting is a 404. */
export async function cancelErasure(deps: Pick<Deps, 'sql'>, actor: Actor): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    await lockActor(tx, actor);
    const cancelled = await tx`
      update erasure_requests set cancelled_at = now()
      where user_id = ${actor.id} and cancelled_at is null and erased_at is null
      returning id`;
    if (cancelled.length === 0) throw notFound('No erasure of your account is waiting');
    await appendEvent(tx, { type: 'privacy.erasure_cancelled', subjectId: actor.id, actorId: actor.id, payload: {} });
  });
}
