/**
 * A signed-in user's language is an account setting: a choice made on the device is saved to the
 * account too when the server can be reached (offline it stays on the device, as for visitors).
 * Loaded only when a signed-in user changes language.
 */
import type { Locale } from '../i18n/locales.ts';
import { getAuth, replaceUser } from '../lib/store.ts';
import { saveLanguage } from './users.ts';
import { bestEffort } from '../lib/bestEffort.ts';

/** How long a language change waits for the account to be saved before the page changes anyway. */
const SAVE_WAIT_MS = 3000;

/** Saves `locale` to the signed-in user's account; never throws (the device keeps the choice regardless). */
export async function keepLanguageWithAccount(locale: Locale): Promise<void> {
  const { user } = getAuth();
  if (!user || user.locale === locale || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
  const saved = await bestEffort(
    'not reachable or refused: the device keeps the choice',
    Promise.race([saveLanguage(user._id, locale), new Promise<null>((resolve) => setTimeout(() => resolve(null), SAVE_WAIT_MS))]),
  );
  if (saved?.data?.user) replaceUser(saved.data.user);
}
