import { afterEach, describe, expect, it, vi } from 'vitest';
import { bestEffort } from './bestEffort.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the server’s bestEffort', () => {
  it('resolves to the work’s result when it succeeds', async () => {
    await expect(bestEffort('nothing to lose', Promise.resolve(7))).resolves.toBe(7);
    await expect(bestEffort('nothing to lose', async () => 'done')).resolves.toBe('done');
  });

  it('resolves to the fallback when the work fails, even when it throws before its promise', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(bestEffort('already gone', Promise.reject(new Error('ENOENT')), null)).resolves.toBeNull();
    const throwsAtOnce = (): Promise<void> => {
      throw new Error('closed');
    };
    await expect(bestEffort('already closed', throwsAtOnce)).resolves.toBeUndefined();
  });

  it('writes the reason and the failure outside production', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await bestEffort('the file is removed at the next start', Promise.reject(new Error('EBUSY')));
    expect(warn).toHaveBeenCalledWith('Skipped (the file is removed at the next start): Error: EBUSY');
  });

  it('stays silent in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await bestEffort('silent', Promise.reject(new Error('EBUSY')));
    expect(warn).not.toHaveBeenCalled();
  });
});
