import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS, unsubscribeKey, unsubscribeToken } from './unsubscribe.ts';

const key = unsubscribeKey(randomBytes(32).toString('hex'));
const request = { userId: randomUUID(), scope: `search:${randomUUID()}` as const };
const DAY = 24 * 60 * 60 * 1000;

describe('unsubscribe links', () => {
  it('stand for the request they were made for', () => {
    expect(readUnsubscribeToken(key, unsubscribeToken(key, request))).toEqual(request);
    expect(readUnsubscribeToken(key, unsubscribeToken(key, { userId: request.userId, scope: 'all' }))).toEqual({
      userId: request.userId,
      scope: 'all',
    });
  });

  it(`work for ${UNSUBSCRIBE_TOKEN_DAYS} days after their mail was made, and not after`, () => {
    const made = Date.UTC(2027, 0, 10);
    const token = unsubscribeToken(key, request, made);
    expect(readUnsubscribeToken(key, token, made + (UNSUBSCRIBE_TOKEN_DAYS - 1) * DAY)).toEqual(request);
    expect(readUnsubscribeToken(key, token, made + (UNSUBSCRIBE_TOKEN_DAYS + 1) * DAY)).toBeNull();
  });

  it('made before they carried a date, expire a year after the day dates began', () => {
    const body = Buffer.from(`${request.userId}\n${request.scope}`).toString('base64url');
    const undated = `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
    expect(readUnsubscribeToken(key, undated, Date.UTC(2027, 5, 1))).toEqual(request);
    expect(readUnsubscribeToken(key, undated, Date.UTC(2027, 11, 2))).toBeNull();
  });

  it('refuse a changed date or a foreign key', () => {
    const token = unsubscribeToken(key, request);
    const [body, signature] = token.split('.');
    const later = Buffer.from(Buffer.from(body!, 'base64url').toString().replace(/\d+$/, '9999999999')).toString('base64url');
    expect(readUnsubscribeToken(key, `${later}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(unsubscribeKey('another secret'), token)).toBeNull();
  });
});
