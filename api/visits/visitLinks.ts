/**
 * The reschedule, cancel and feedback links of a visit's mails: signed with a key derived from the server's
 * secret (HMAC-SHA-256), so they work without signing in and cannot be made for another visit. Each
 * names one visit, one purpose and the visit's `sequence` when it was made, and expires when that
 * visit ends. A change of the visit raises its sequence, so a link used once (or made before a
 * reschedule) no longer matches: it is spent, and the page says so.
 */
import { createHash } from 'node:crypto';
import { isUuid } from '../../contract/fields.ts';
import type { SiteLanguage } from '../../contract/catalog.ts';
import { signedToken, signedTokenFields } from '../auth/signedTokens.ts';

export const visitLinkPurposes = ['reschedule', 'cancel', 'feedback'] as const;
export type VisitLinkPurpose = (typeof visitLinkPurposes)[number];

export interface VisitLink {
  visitId: string;
  purpose: VisitLinkPurpose;
  sequence: number;
  expiresAt: Date;
}

/** Why a link does not work, as its page tells the person. */
export type VisitLinkFault = 'tampered' | 'expired';

/** The visit links' key: the consent links' key through a one-way step, so neither can make the other. */
export const visitLinkKey = (consentLinkKey: Buffer) => createHash('sha256').update('visit-links\n').update(consentLinkKey).digest();

export function visitLinkToken(key: Buffer, link: VisitLink): string {
  return signedToken(key, [link.visitId, link.purpose, String(link.sequence), String(Math.floor(link.expiresAt.getTime() / 1000))]);
}

/** The link a token stands for, or why it does not work. */
export function readVisitLinkToken(key: Buffer, token: string, now = new Date()): VisitLink | VisitLinkFault {
  const fields = signedTokenFields(key, token);
  if (!fields) return 'tampered';
  const [visitId, purpose, sequence, expires, ...extra] = fields;
  if (extra.length || !isUuid(visitId) || !(visitLinkPurposes as readonly string[]).includes(purpose)) return 'tampered';
  if (!/^\d{1,9}$/.test(sequence ?? '') || !/^\d{1,12}$/.test(expires ?? '')) return 'tampered';
  const expiresAt = new Date(Number(expires) * 1000);
  if (now >= expiresAt) return 'expired';
  return { visitId, purpose: purpose as VisitLinkPurpose, sequence: Number(sequence), expiresAt };
}

/** The page a mail links to: `/api/v1/visits/manage?token=…&lang=gu`. */
export function visitLinkUrl(publicUrl: string, key: Buffer, link: VisitLink, language: SiteLanguage): string {
  return `${publicUrl}/api/v1/visits/manage?token=${encodeURIComponent(visitLinkToken(key, link))}&lang=${language}`;
}
