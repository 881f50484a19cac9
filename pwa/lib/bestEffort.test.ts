import { afterEach, describe, expect, it, vi } from 'vitest';
import { bestEffort } from './bestEffort';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('bestEffort', () => {
  it('gives the work’s own result when it succeeds', async () => {
    expect(bestEffort('nothing to lose', () => 3)).toBe(3);
    await expect(bestEffort('nothing to lose', Promise.resolve('kept'))).resolves.toBe('kept');
  });

  it('gives the fallback when the work throws or rejects', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const thrown = () => {
      throw new Error('storage refused');
    };
    expect(bestEffort('storage may be refused', thrown, null)).toBeNull();
    expect(bestEffort('storage may be refused', thrown)).toBeUndefined();
    await expect(bestEffort('offline', Promise.reject(new Error('offline')), false)).resolves.toBe(false);
    await expect(bestEffort('offline', () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });

  it('logs the reason and the failure while the app is developed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new Error('quota');
    bestEffort('the list still lives for this visit', () => {
      throw error;
    });
    expect(warn).toHaveBeenCalledWith('Skipped (the list still lives for this visit):', error);
  });

  it('stays silent in production', async () => {
    vi.stubEnv('DEV', false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    bestEffort('silent', () => {
      throw new Error('quota');
    });
    await bestEffort('silent', Promise.reject(new Error('offline')));
    expect(warn).not.toHaveBeenCalled();
  });
});
