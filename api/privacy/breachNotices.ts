/**
 * A breach notice: the office's message to every affected account, queued as one mail per account
 * in the transaction that records the notice and its event. It is a legal duty, so it goes whatever
 * the person chose about alerts or offers; each mail ends with the Grievance Officer's contact.
 */
import { randomUUID } from 'node:crypto';
import {
  breachNoticeMessages,
  listedEmails,
  type BreachAudienceBody,
  type BreachNotice,
  type BreachNoticeBody,
  type BreachRecipients,
} from '../../contract/breachNotices.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx, type Sql, type Tx } from '../db.ts';
import { validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { renderMail } from '../mail/layout.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { MAIL_WORDS, mailLocale, type MailLocale } from '../mail/mailWords.ts';
import { officerOf } from './grievances.ts';

const CONTACT: Record<MailLocale, string> = {
  en: 'Questions or a complaint: our Grievance Officer',
  gu: 'પ્રશ્ન કે ફરિયાદ માટે: અમારા ફરિયાદ અધિકારી',
  hi: 'सवाल या शिकायत के लिए: हमारे शिकायत अधिकारी',
};

function breachMail(to: string, name: string, locale: MailLocale, notice: { subject: string; body: string }, officer: string): MailMessage {
  const { html, text } = renderMail({
    preheader: notice.subject,
    heading: notice.subject,
    paragraphs: [MAIL_WORDS[locale].hello(name), ...notice.body.split(/\n{2,}/), `${CONTACT[locale]}: ${officer}`],
    locale,
  });
  return { to, subject: notice.subject, html, text };
}

interface Account {
  id: string;
  name: string;
  email: string;
  locale: string | null;
}

/** The accounts a notice goes to, and the listed addresses that no account has. */
async function audienceOf(sql: Sql | Tx, body: BreachAudienceBody): Promise<{ accounts: Account[]; unknown: string[] }> {
  const emails = body.audience === 'listed' ? listedEmails(body.emails) : [];
  const accounts = await sql<Account[]>`
    select id, name, email, locale from "user"
    where ${body.audience === 'all' ? sql`true` : sql`lower(email) = any(${emails}::text[])`}
    order by "createdAt"`;
  const known = new Set(accounts.map((account) => account.email.toLowerCase()));
  return { accounts, unknown: emails.filter((email) => !known.has(email)) };
}

/** Whom a notice would reach, without recording or sending anything (the form's preview). */
export async function breachRecipients(sql: Sql, body: BreachAudienceBody): Promise<BreachRecipients> {
  const { accounts, unknown } = await audienceOf(sql, body);
  return { recipients: accounts.length, unknown };
}

/** Records the notice and queues its mails; refuses, sending nothing, when a listed address has no account. */
export async function sendBreachNotice(
  deps: Pick<Deps, 'sql' | 'config' | 'notifier' | 'jobs'>,
  actor: Actor,
  body: BreachNoticeBody,
): Promise<BreachNotice> {
  const officer = officerOf(deps);
  const contact = `${officer.name} · ${officer.email} · ${officer.phone}`;
  await deps.jobs.prepare('notification.send');
  return withTx(deps.sql, async (tx) => {
    const { accounts, unknown } = await audienceOf(tx, body);
    if (unknown.length) throw validationError({ emails: breachNoticeMessages.unknown(unknown.slice(0, 10)) });
    const id = randomUUID();
    const [row] = await tx<{ createdAt: Date }[]>`
      insert into breach_notices (id, sent_by, subject, body, audience, recipients)
      values (${id}, ${actor.id}, ${body.subject}, ${body.body}, ${body.audience}, ${accounts.length})
      returning created_at as "createdAt"`;
    await appendEvent(tx, {
      type: 'breach.notified',
      subjectId: id,
      actorId: actor.id,
      payload: { audience: body.audience, recipients: accounts.length },
    });
    for (const account of accounts) {
      const mail = breachMail(account.email, account.name, mailLocale(account.locale), body, contact);
      await deps.notifier.emailIn(tx, `breach:${id}:${account.id}`, mail);
    }
    const [sender] = await tx<{ name: string }[]>`select name from "user" where id = ${actor.id}`;
    return {
      _id: id,
      subject: body.subject,
      body: body.body,
      audience: body.audience,
      recipients: accounts.length,
      sentAt: row.createdAt.toISOString(),
      sentBy: sender ? { _id: actor.id, fullName: sender.name } : null,
    };
  });
}

/** Every notice sent, newest first. */
export async function breachNoticeList(sql: Sql): Promise<BreachNotice[]> {
  const rows = await sql<
    {
      id: string;
      subject: string;
      body: string;
      audience: 'all' | 'listed';
      recipients: number;
      createdAt: Date;
      sentBy: string | null;
      senderName: string | null;
    }[]
  >`
    select b.id, b.subject, b.body, b.audience, b.recipients, b.created_at as "createdAt", b.sent_by as "sentBy", u.name as "senderName"
    from breach_notices b left join "user" u on u.id = b.sent_by
    order by b.created_at desc`;
  return rows.map((row) => ({
    _id: row.id,
    subject: row.subject,
    body: row.body,
    audience: row.audience,
    recipients: row.recipients,
    sentAt: row.createdAt.toISOString(),
    sentBy: row.sentBy && row.senderName ? { _id: row.sentBy, fullName: row.senderName } : null,
  }));
}
