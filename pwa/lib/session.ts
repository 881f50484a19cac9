/** Session actions that talk to the server: logout with the spec's toasts. */
import toast from './toast.ts';
import type { Envelope } from '../../contract/answers.ts';
import { userClient } from './http.ts';
import { endSession, getAuth } from './store.ts';
import { loadI18n, pageLocale } from '../i18n/i18n.ts';
import { translateIn } from '../i18n/useT.tsx';

/**
 * POST /users/logout; the local session is cleared whatever the server says. The toasts are in the
 * page's language; an English page shows the server's own sentence.
 */
export async function logout(): Promise<void> {
  const locale = pageLocale();
  const t = translateIn(await loadI18n(locale));
  const id = toast.loading(t('logout.wait'));
  try {
    const { refreshToken } = getAuth();
    const body = await userClient.post<Envelope<unknown>>('users/logout', { json: refreshToken ? { refreshToken } : {} });
    toast.success((locale === 'en' && body?.message) || t('logout.done'), { id });
  } catch {
    // Offline or refused: the device ends the session all the same.
    toast.error(t('logout.failed'), { id });
  } finally {
    endSession();
  }
}
