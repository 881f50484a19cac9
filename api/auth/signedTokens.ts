/**
 * The tokens of the links mailed to people (unsubscribe, consent withdrawal, a parent's consent, a
 * visit's reschedule, cancel and feedback): their fields, one a line, in base64url, a dot, then the
 * fields' HMAC-SHA-256 under the link's own key. So a link works without signing in, and no one
 * without the key can make one or change what it says. Each link reads and checks its own fields.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function signedToken(key: Buffer, fields: readonly string[]): string {
  const body = Buffer.from(fields.join('\n')).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** The fields a token carries, or null when it is malformed or was not signed with this key. */
export function signedTokenFields(key: Buffer, token: string): string[] | null {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length) return null;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Buffer.from(body, 'base64url').toString('utf8').split('\n');
}
