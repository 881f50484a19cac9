import { describe, expect, it } from 'vitest';
import { signedToken, signedTokenFields } from './signedTokens.ts';

const key = Buffer.alloc(32, 1);

describe('signed tokens', () => {
  it('give back the fields they were made with, under the same key', () => {
    expect(signedTokenFields(key, signedToken(key, ['a1', 'all', '1764547200']))).toEqual(['a1', 'all', '1764547200']);
  });

  it('read as nothing under another key, with a changed field or signature, or malformed', () => {
    const token = signedToken(key, ['a1', 'cancel']);
    const [body, signature] = token.split('.') as [string, string];
    const changed = Buffer.from('a1\nreschedule').toString('base64url');
    expect(signedTokenFields(Buffer.alloc(32, 2), token)).toBeNull();
    expect(signedTokenFields(key, `${changed}.${signature}`)).toBeNull();
    expect(signedTokenFields(key, `${body}.${signature.slice(0, -2)}xx`)).toBeNull();
    for (const malformed of ['', body, `${token}.extra`, `.${signature}`]) expect(signedTokenFields(key, malformed)).toBeNull();
  });
});
