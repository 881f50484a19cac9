/**
 * A visitor without an account asks for their enquiries to be erased. They prove the address they
 * used by a six-digit code mailed to it; the answer and the mail are the same whether or not any
 * enquiry was made with it, so the form tells nobody who enquired. Five wrong codes, or an hour,
 * and the request is spent.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { badRequest, notFound } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { renderMail } from '../mail/layout.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { MailLocale } from '../mail/mailWords.ts';
import { eraseEnquiryRecords } from './erasure.ts';

const CODE_VALID_MINUTES = 60;
const MAX_ATTEMPTS = 5;

const codeHash = (requestId: string, code: string) => createHash('sha256').update(`${requestId}:${code}`).digest('hex');

const CODE_WORDS: Record<MailLocale, { subject: string; heading: string; text: (code: string) => string; note: string }> = {
  en: {
    subject: 'Your code to erase your enquiries',
    heading: 'Erase your enquiries',
    text: (code) => `Someone (we hope you) asked us to erase the enquiries made with this e-mail address. Your code is ${code}.`,
    note: 'The code works for one hour. If you did not ask for this, ignore this e-mail: nothing is erased.',
  },
  gu: {
    subject: 'તમારી પૂછપરછ ભૂંસવા માટેનો કોડ',
    heading: 'તમારી પૂછપરછ ભૂંસો',
    text: (code) => `કોઈએ (આશા છે તમે) આ ઈ-મેલ સરનામાથી કરેલી પૂછપરછ ભૂંસવાનું કહ્યું છે. તમારો કોડ ${code} છે.`,
    note: 'કોડ એક કલાક ચાલે છે. જો તમે આ ન માગ્યું હોય, તો આ ઈ-મેલ અવગણો: કંઈ ભૂંસાશે નહીં.',
  },
  hi: {
    subject: 'आपकी पूछताछ मिटाने का कोड',
    heading: 'अपनी पूछताछ मिटाएँ',
    text: (code) => `किसी ने (हमें आशा है आपने) इस ई-मेल पते से की गई पूछताछ मिटाने को कहा है। आपका कोड ${code} है।`,
    note: 'कोड एक घंटे तक चलता है। अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: कुछ नहीं मिटेगा।',
  },
};

export function visitorCodeMail(to: string, code: string, locale: MailLocale): MailMessage {
  const words = CODE_WORDS[locale];
  const { html, text } = renderMail({
    preheader: words.heading,
    heading: words.heading,
    paragraphs: [words.text(code)],
    note: words.note,
    locale,
  });
  return { to, subject: words.subject, html, text };
}

/** Records the request and mails its code, both in one transaction. */
export async function makeVisitorRequest(
  deps: Pick<Deps, 'sql' | 'notifier'>,
  email: string,
  locale: MailLocale,
  now = new Date(),
): Promise<{ requestId: string; expiresAt: Date }> {
  const requestId = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_VALID_MINUTES * 60_000);
  await withTx(deps.sql, async (tx) => {
    await tx`
      insert into visitor_requests (id, email, code_hash, created_at, expires_at)
      values (${requestId}, ${email}, ${codeHash(requestId, code)}, ${now}, ${expiresAt})`;
    await appendEvent(tx, { type: 'privacy.visitor_request_made', subjectId: requestId, actorId: null, payload: {} });
    await deps.notifier.emailIn(tx, `privacy-code:${requestId}`, visitorCodeMail(email, code, locale));
  });
  return { requestId, expiresAt };
}

const spent = () => badRequest('This code has expired or was used. Ask for a new one.');

/** Checks the code and erases the visitor's enquiries (what a legal hold keeps stays). */
export async function verifyVisitorRequest(
  deps: Pick<Deps, 'sql'>,
  requestId: string,
  code: string,
  now = new Date(),
): Promise<{ erased: number; held: number }> {
  const outcome = await withTx(deps.sql, async (tx) => {
    const [request] = await tx<{ email: string | null; codeHash: string; attempts: number; expiresAt: Date; completedAt: Date | null }[]>`
      select email, code_hash as "codeHash", attempts, expires_at as "expiresAt", completed_at as "completedAt"
      from visitor_requests where id = ${requestId} for update`;
    if (!request) throw notFound('Request not found');
    if (request.completedAt || !request.email || request.expiresAt <= now || request.attempts >= MAX_ATTEMPTS) throw spent();
    const matches = timingSafeEqual(Buffer.from(codeHash(requestId, code)), Buffer.from(request.codeHash));
    if (!matches) {
      await tx`update visitor_requests set attempts = attempts + 1 where id = ${requestId}`;
      return null;
    }
    const enquiries = await tx<{ id: string }[]>`select id from enquiries where user_id is null and lower(email) = ${request.email}`;
    const result = await eraseEnquiryRecords(
      tx,
      enquiries.map((row) => row.id),
      [request.email],
    );
    await tx`update visitor_requests set completed_at = ${now}, email = null where id = ${requestId}`;
    await appendEvent(tx, { type: 'privacy.visitor_erased', subjectId: requestId, actorId: null, payload: { ...result } });
    return result;
  });
  // The wrong attempt is counted (committed) before it is refused.
  if (!outcome) throw badRequest('That code is not right. Check the e-mail and try again.');
  return outcome;
}
