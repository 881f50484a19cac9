/** Session actions that talk to the server: logout with the spec's toasts. */
import toast from './toast.ts';
import type { Envelope } from '../../contract/index.ts';
import { userClient } from './http.ts';
import { endSession, getAuth } from './store.ts';

/** POST /users/logout; the local session is cleared whatever the server says. */
export async function logout(): Promise<void> {
  const id = toast.loading('Please wait...');
  try {
    const { refreshToken } = getAuth();
    const body = await userClient.post<Envelope<unknown>>('users/logout', { json: refreshToken ? { refreshToken } : {} });
    toast.success(body?.message || 'Logout!', { id });
  } catch {
    toast.error('An error occurred while logout!', { id });
  } finally {
    endSession();
  }
}
