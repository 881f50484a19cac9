/**
 * The app as it ships hashes passwords with better-auth's scrypt at full cost (N 16384, r 16):
 * the API test harness swaps in a cheaper one, so this proves what the harness does not.
 */
import { scryptSync } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuth } from './betterAuth.ts';

// Never connected: hashing touches no table.
const sql = postgres('postgres://127.0.0.1:1/none', { max: 1 });
afterAll(() => sql.end());

describe('password hashing as shipped', () => {
  const auth = createAuth(sql, { secret: 'x'.repeat(32), baseURL: 'http://127.0.0.1:3000', accessTokenTtl: 900 });

  it('stores salt:key, the key being scrypt at N 16384, r 16, p 1 of the NFKC password', async () => {
    const context = await auth.$context;
    const password = 'Ｓｕｒａｔ 2026';
    const stored = await context.password.hash(password);
    const [salt, key] = stored.split(':');
    const expected = scryptSync(password.normalize('NFKC'), salt!, 64, { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 });
    expect(key).toBe(expected.toString('hex'));
    await expect(context.password.verify({ hash: stored, password: 'Surat 2026' })).resolves.toBe(true);
    await expect(context.password.verify({ hash: stored, password: 'surat 2026' })).resolves.toBe(false);
  });
});
