/**
 * One-click unsubscribe: a link signed with the server's secret (HMAC-SHA-256), so it works without
 * logging in and cannot be forged for someone else. Its scope is one saved search (e-mail alerts of
 * that search stop) or `all` (no more alert e-mail to the account). It carries the day it was made
 * and works for a year from then.
 */
import { createHash } from 'node:crypto';
import { isUuid } from '../../contract/fields.ts';
import { signedToken, signedTokenFields } from '../auth/signedTokens.ts';
import { withTx, type Sql } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';

import type { UnsubscribeRequest } from './alerts.ts';

export type { UnsubscribeRequest };
export type UnsubscribeScope = UnsubscribeRequest['scope'];

/** The signing key, derived from the server's secret so that no other use of the secret can make one. */
export function unsubscribeKey(secret: string): Buffer {
  return createHash('sha256').update(`unsubscribe:${secret}`).digest();
}

/** A link works for a year after its mail was sent: long enough for an old mail, not for ever. */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Links mailed before they carried their date count as mailed on this day. */
const UNDATED_TOKENS_ISSUED = Date.UTC(2026, 11, 1);

export function unsubscribeToken(key: Buffer, request: UnsubscribeRequest, issuedAt = Date.now()): string {
  return signedToken(key, [request.userId, request.scope, String(Math.floor(issuedAt / 1000))]);
}

/** The request a token stands for, or null when it is malformed, its signature is wrong or it has expired. */
export function readUnsubscribeToken(key: Buffer, token: string, now = Date.now()): UnsubscribeRequest | null {
  const fields = signedTokenFields(key, token);
  if (!fields) return null;
  const [userId, scope, issuedSeconds, ...extra] = fields;
  if (!userId || !scope || extra.length) return null;
  if (scope !== 'all' && !(scope.startsWith('search:') && isUuid(scope.slice(7)))) return null;
  if (issuedSeconds !== undefined && !/^\d{1,12}$/.test(issuedSeconds)) return null;
  const issuedAt = issuedSeconds === undefined ? UNDATED_TOKENS_ISSUED : Number(issuedSeconds) * 1000;
  if (now - issuedAt > UNSUBSCRIBE_TOKEN_DAYS * DAY_MS) return null;
  return { userId, scope: scope as UnsubscribeScope };
}

export const unsubscribeUrl = (publicUrl: string, key: Buffer, request: UnsubscribeRequest) =>
  `${publicUrl}/api/v1/unsubscribe?token=${encodeURIComponent(unsubscribeToken(key, request))}`;

/** Applies an unsubscribe (rows and event together); answers what it stopped, for the page. */
export async function applyUnsubscribe(sql: Sql, request: UnsubscribeRequest): Promise<{ what: string } | null> {
  return withTx(sql, async (tx) => {
    if (request.scope === 'all') {
      const users = await tx`select 1 from "user" where id = ${request.userId} for key share`;
      if (users.length === 0) return null;
      await tx`
        insert into notification_settings (user_id, email_enabled) values (${request.userId}, false)
        on conflict (user_id) do update set email_enabled = false, updated_at = now()`;
      await appendEvent(tx, {
        type: 'notifications.updated',
        subjectId: request.userId,
        actorId: request.userId,
        payload: { email: false },
      });
      return { what: 'alert e-mails' };
    }
    const searchId = request.scope.slice('search:'.length);
    const [search] = await tx<{ name: string }[]>`
      update saved_searches set channels = array_remove(channels, 'email'), updated_at = now()
      where id = ${searchId} and user_id = ${request.userId}
      returning name`;
    if (!search) return null;
    await appendEvent(tx, {
      type: 'saved_search.updated',
      subjectId: searchId,
      actorId: request.userId,
      payload: { unsubscribed: 'email' },
    });
    return { what: `e-mail alerts for '${search.name}'` };
  });
}
