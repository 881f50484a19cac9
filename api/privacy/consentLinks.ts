/**
 * The withdrawal link at the foot of a mail: signed with the server's secret (HMAC-SHA-256), so it
 * works without logging in, for a visitor too, and cannot be made for someone else. It names the
 * person (an account or a visitor's enquiry) and the purposes the mail was sent for, carries the
 * day it was made and works for a year from then. It opens the site's withdrawal page
 * (/privacy/withdraw, in the mail's language), whose button withdraws.
 */
import { createHash } from 'node:crypto';
import { consentSubjectKinds, purposes, type ConsentSubjectKind, type Purpose } from '../../contract/privacy.ts';
import { signedToken, signedTokenFields } from '../auth/signedTokens.ts';
import type { ConsentSubject } from '../commands/consentRecorder.ts';

export interface WithdrawalRequest {
  subject: ConsentSubject;
  purposes: Purpose[];
}

/** The signing key, derived from the server's secret so that no other use of the secret can make one. */
export function consentLinkKey(secret: string): Buffer {
  return createHash('sha256').update(`consent-withdrawal:${secret}`).digest();
}

/** A link works for a year after its mail was sent, as the unsubscribe links do. */
export const WITHDRAWAL_LINK_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export function withdrawalToken(key: Buffer, request: WithdrawalRequest, issuedAt = Date.now()): string {
  const fields = [request.subject.kind, request.subject.id, request.purposes.join(','), String(Math.floor(issuedAt / 1000))];
  return signedToken(key, fields);
}

/** The request a token stands for, or null when it is malformed, forged or expired. */
export function readWithdrawalToken(key: Buffer, token: string, now = Date.now()): WithdrawalRequest | null {
  const fields = signedTokenFields(key, token);
  if (!fields) return null;
  const [kind, id, named, issuedSeconds, ...extra] = fields;
  if (!kind || !id || !named || !issuedSeconds || extra.length) return null;
  if (!(consentSubjectKinds as readonly string[]).includes(kind)) return null;
  const list = named.split(',');
  if (!list.every((purpose) => (purposes as readonly string[]).includes(purpose) && purpose !== 'account')) return null;
  if (!/^\d{1,12}$/.test(issuedSeconds) || now - Number(issuedSeconds) * 1000 > WITHDRAWAL_LINK_DAYS * DAY_MS) return null;
  return { subject: { kind: kind as ConsentSubjectKind, id }, purposes: list as Purpose[] };
}

/** The page a mail links to, in the mail's language (`/gu/privacy/withdraw?token=…`). */
export function withdrawalUrl(publicUrl: string, key: Buffer, request: WithdrawalRequest, language = 'en'): string {
  const prefix = language === 'gu' || language === 'hi' ? `/${language}` : '';
  return `${publicUrl}${prefix}/privacy/withdraw?token=${encodeURIComponent(withdrawalToken(key, request))}`;
}
