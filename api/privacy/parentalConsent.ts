/**
 * Accounts for people under 18 (MINOR_ACCOUNTS=parental_consent): the account is made inactive
 * (banned with PARENTAL_CONSENT_PENDING, so better-auth refuses its sign-in) and the parent or
 * guardian it names is mailed a signed link to a page of the API (parentalConsentPage.ts). They
 * consent by signing in there to an adult account of their own (guardianAccount), which activates
 * the account and is recorded as its consent (channel `parental`, naming that account); their
 * refusal, or a link left to expire, erases the account by the erasure path.
 * Why an adult account: docs/decisions/047-parental-consent-by-an-adult-account.md
 */
import { createHash } from 'node:crypto';
import { isUuid } from '../../contract/fields.ts';
import { noticeVersions } from '../../contract/privacy.ts';
import type { SiteLanguage } from '../../contract/catalog.ts';
import { signedToken, signedTokenFields } from '../auth/signedTokens.ts';
import { recordConsent } from '../commands/consentRecorder.ts';
import type { Deps } from '../context.ts';
import { passwordMatches } from '../commands/userSessions.ts';
import { withTx, type Sql, type Tx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { eraseAccount } from './erasure.ts';
import { parentalConsentMail } from './parentalConsentMail.ts';

/** Days the parent or guardian has to answer before the account is erased. */
export const PARENTAL_LINK_DAYS = 7;
/** The ban reason of an account waiting for its parent's or guardian's consent. */
export const PARENTAL_CONSENT_PENDING = 'parental consent pending';

export interface ParentalLink {
  userId: string;
  expiresAt: Date;
}

/** Why a link does not work, as its page tells the parent. */
export type ParentalLinkFault = 'tampered' | 'expired';

/** The links' key: the consent links' key through a one-way step of its own, as the visit links' is. */
export const parentalLinkKey = (consentLinkKey: Buffer) =>
  createHash('sha256').update('parental-consent-links\n').update(consentLinkKey).digest();

export function parentalLinkToken(key: Buffer, link: ParentalLink): string {
  return signedToken(key, [link.userId, String(Math.floor(link.expiresAt.getTime() / 1000))]);
}

/** The link a token stands for, or why it does not work. */
export function readParentalLinkToken(key: Buffer, token: string, now = new Date()): ParentalLink | ParentalLinkFault {
  const fields = signedTokenFields(key, token);
  if (!fields) return 'tampered';
  const [userId, expires, ...extra] = fields;
  if (extra.length || !isUuid(userId) || !/^\d{1,12}$/.test(expires ?? '')) return 'tampered';
  const expiresAt = new Date(Number(expires) * 1000);
  if (now >= expiresAt) return 'expired';
  return { userId, expiresAt };
}

/** The page the mail links to: `/api/v1/privacy/parental-consent?token=…&lang=gu`. */
export function parentalLinkUrl(publicUrl: string, key: Buffer, link: ParentalLink, language: SiteLanguage): string {
  return `${publicUrl}/api/v1/privacy/parental-consent?token=${encodeURIComponent(parentalLinkToken(key, link))}&lang=${language}`;
}

export interface Guardian {
  name: string;
  email: string;
}

export type ParentalRequestDeps = Pick<Deps, 'config' | 'notifier' | 'consentLinkKey'>;

/**
 * In the registration's transaction: the account waits, inactive, and its parent or guardian is
 * mailed the link in the language of the page the account was asked from.
 */
export async function requestParentalConsent(
  tx: Tx,
  deps: ParentalRequestDeps,
  request: { user: { id: string; name: string; email: string }; guardian: Guardian; language: SiteLanguage; now?: Date },
): Promise<void> {
  const { user, guardian, language } = request;
  const expiresAt = new Date((request.now ?? new Date()).getTime() + PARENTAL_LINK_DAYS * 86_400_000);
  await tx`update "user" set banned = true, "banReason" = ${PARENTAL_CONSENT_PENDING} where id = ${user.id}`;
  await tx`
    insert into parental_consents (user_id, guardian_name, guardian_email, language, expires_at)
    values (${user.id}, ${guardian.name}, ${guardian.email}, ${language}, ${expiresAt})`;
  await appendEvent(tx, {
    type: 'parental_consent.requested',
    subjectId: user.id,
    actorId: user.id,
    payload: { language, expiresAt: expiresAt.toISOString() },
  });
  const url = parentalLinkUrl(deps.config.publicUrl, parentalLinkKey(deps.consentLinkKey), { userId: user.id, expiresAt }, language);
  await deps.notifier.emailIn(
    tx,
    `parental-consent:${user.id}`,
    parentalConsentMail(guardian, { name: user.name, email: user.email }, language, url, expiresAt),
  );
}

/** An account waiting for its parent's or guardian's answer, as the link's page shows it. */
export interface WaitingAccount {
  userId: string;
  childName: string;
  childEmail: string;
  guardianName: string;
  /** The address the link was mailed to: following the link proves it is read by whoever holds it. */
  guardianEmail: string;
  requestedAt: Date;
}

/** The account a link is for, while it still waits for an answer; null once answered or erased. */
export async function waitingAccount(sql: Sql | Tx, userId: string): Promise<WaitingAccount | null> {
  const [row] = await sql<WaitingAccount[]>`
    select p.user_id as "userId", u.name as "childName", u.email as "childEmail", p.guardian_name as "guardianName",
           p.guardian_email as "guardianEmail", p.requested_at as "requestedAt"
    from parental_consents p join "user" u on u.id = p.user_id
    where p.user_id = ${userId} and p.consented_at is null`;
  return row ?? null;
}

/** The account a parent or guardian consents with: their own, an adult's, its e-mail address verified. */
export interface GuardianAccount {
  id: string;
  name: string;
  email: string;
  /** Verified before; if not, its address is the one the link was mailed to, and consenting verifies it. */
  emailVerified: boolean;
}

/** Why an account may not consent for the minor, as the page tells the parent or guardian. */
export type GuardianAccountFault = 'credentials' | 'own' | 'suspended' | 'not_adult' | 'unverified';

/**
 * The account the parent or guardian signed in with, if it may consent (DPDP Rules, rule 10: an
 * identifiable adult, by details the agency holds): the password is right; it is not the minor's
 * account nor shares its address; it is not suspended; its holder declared being 18 or over when
 * registering (the account's own consent, given on the register form) and is no minor's account;
 * and its e-mail address is verified, or is the one this link was mailed to.
 */
export async function guardianAccount(
  deps: Pick<Deps, 'sql' | 'auth'>,
  child: WaitingAccount,
  credentials: { email: string; password: string },
): Promise<GuardianAccount | GuardianAccountFault> {
  const [account] = await deps.sql<(GuardianAccount & { banned: boolean; adult: boolean; minor: boolean })[]>`
    select u.id, u.name, u.email, u."emailVerified", coalesce(u.banned, false) as banned,
           exists (select 1 from consents c where c.subject_kind = 'user' and c.subject_id = u.id and c.purpose = 'account'
                     and c.granted and c.channel = 'web_form') as adult,
           exists (select 1 from parental_consents p where p.user_id = u.id) as minor
    from "user" u where u.email = ${credentials.email.trim().toLowerCase()}`;
  if (!account || !(await passwordMatches(deps, account.id, credentials.password))) return 'credentials';
  if (account.id === child.userId || account.email === child.childEmail.toLowerCase()) return 'own';
  if (account.banned) return 'suspended';
  if (!account.adult || account.minor) return 'not_adult';
  if (!account.emailVerified && account.email !== child.guardianEmail.toLowerCase()) return 'unverified';
  return { id: account.id, name: account.name, email: account.email, emailVerified: account.emailVerified };
}

/** What a parent's or guardian's answer did: `spent` when the account no longer waits (answered before, or erased). */
export type ParentalAnswer = 'done' | 'spent';

/**
 * The parent or guardian consents with their account: the minor's account is active, the consent
 * is recorded under the notice they were shown and names that account (its id in the events, its
 * name and e-mail on the consent's row, in place of those the minor typed), and an address the
 * link was mailed to is the account's verified address from now on.
 */
export async function giveParentalConsent(deps: Pick<Deps, 'sql'>, userId: string, guardian: GuardianAccount): Promise<ParentalAnswer> {
  return withTx(deps.sql, async (tx) => {
    const noticeVersion = noticeVersions.account;
    const [answered] = await tx`
      update parental_consents
      set consented_at = now(), notice_version = ${noticeVersion}, guardian_name = ${guardian.name}, guardian_email = ${guardian.email}
      where user_id = ${userId} and consented_at is null and expires_at > now()
      returning 1`;
    if (!answered) return 'spent';
    if (!guardian.emailVerified) {
      await tx`update "user" set "emailVerified" = true, "updatedAt" = now() where id = ${guardian.id} and email = ${guardian.email}`;
    }
    await tx`
      update "user" set banned = false, "banReason" = null, "updatedAt" = now()
      where id = ${userId} and "banReason" = ${PARENTAL_CONSENT_PENDING}`;
    await appendEvent(tx, {
      type: 'parental_consent.given',
      subjectId: userId,
      actorId: guardian.id,
      payload: { noticeVersion, guardianId: guardian.id, ...(guardian.emailVerified ? {} : { guardianEmailVerified: true }) },
    });
    await recordConsent(tx, {
      subject: { kind: 'user', id: userId },
      purpose: 'account',
      granted: true,
      channel: 'parental',
      actorId: guardian.id,
      noticeVersion,
      by: { name: guardian.name, email: guardian.email },
    });
    return 'done';
  });
}

/** The parent or guardian refuses: the waiting account is erased at once. */
export async function refuseParentalConsent(deps: Pick<Deps, 'sql' | 'bucket' | 'log'>, userId: string): Promise<ParentalAnswer> {
  return (await eraseAccount(deps, userId, null, 'parental_refused')) ? 'done' : 'spent';
}

/** The retention job's part: accounts whose link expired unanswered are erased; answers how many. */
export async function eraseUnansweredMinorAccounts(deps: Pick<Deps, 'sql' | 'bucket' | 'log'>, now: Date): Promise<number> {
  const due = await deps.sql<{ userId: string }[]>`
    select user_id as "userId" from parental_consents where consented_at is null and expires_at <= ${now} order by expires_at`;
  let erased = 0;
  for (const { userId } of due) if (await eraseAccount(deps, userId, null, 'parental_expired')) erased += 1;
  return erased;
}

/** Whether an account was made with a parent's or guardian's consent: offers are never sent to it. */
export async function isMinorAccount(sql: Sql | Tx, userId: string): Promise<boolean> {
  const [row] = await sql`select 1 from parental_consents where user_id = ${userId}`;
  return Boolean(row);
}
