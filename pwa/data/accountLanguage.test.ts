// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../testing/session.ts';
import { keepLanguageWithAccount } from './accountLanguage.ts';
import { endSession, getAuth, startSession } from '../lib/store.ts';
import { saveLanguage } from './users.ts';

vi.mock('./users.ts', () => ({ saveLanguage: vi.fn() }));

const user = aUser();

afterEach(() => {
  endSession();
  vi.mocked(saveLanguage).mockReset();
  vi.restoreAllMocks();
});

describe('keepLanguageWithAccount', () => {
  it('saves a signed-in user’s choice to the account and keeps the answered user', async () => {
    startSession({ user, accessToken: 'a' });
    vi.mocked(saveLanguage).mockResolvedValue({ data: { user: { ...user, locale: 'gu' } } });
    await keepLanguageWithAccount('gu');
    expect(saveLanguage).toHaveBeenCalledWith('u1', 'gu');
    expect(getAuth().user?.locale).toBe('gu');
  });

  it('sends nothing for a visitor, for the language the account already has, or offline', async () => {
    await keepLanguageWithAccount('hi');
    startSession({ user: { ...user, locale: 'hi' }, accessToken: 'a' });
    await keepLanguageWithAccount('hi');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await keepLanguageWithAccount('gu');
    expect(saveLanguage).not.toHaveBeenCalled();
    expect(getAuth().user?.locale).toBe('hi');
  });

  it('keeps the choice on the device only when the server refuses or cannot be reached', async () => {
    startSession({ user, accessToken: 'a' });
    vi.mocked(saveLanguage).mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(keepLanguageWithAccount('gu')).resolves.toBeUndefined();
    expect(getAuth().user?.locale).toBeNull();
  });
});
