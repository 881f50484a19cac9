import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const random = randomBytes(32).toString('hex');

describe('configuration in production', () => {
  it('refuses to start without an AUTH_SECRET and says why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: NODE_ENV is production and it is not set/);
  });

  it('refuses an AUTH_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'k3Jd9sLq0Zx7' })).toThrow(/it is 12 characters long; at least 32 are needed/);
  });

  it('refuses a placeholder AUTH_SECRET however long it is', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'change-me-to-a-long-random-secret-in-production' })).toThrow(
      /it is a placeholder/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40) })).toThrow(/too few characters/);
  });

  it('accepts a random AUTH_SECRET and seeds no demo data unless SEED=true', () => {
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: random }).seed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: random, SEED: 'true' }).seed).toBe(true);
  });

  it('keeps the generated secret and the demo seed for development', () => {
    const config = loadConfig({});
    expect(config.authSecret).toBeUndefined();
    expect(config.seed).toBe(true);
    expect(loadConfig({ SEED: 'false' }).seed).toBe(false);
  });
});
