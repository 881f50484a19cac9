/**
 * HTTP to the API: ky with the session's bearer token, the spec's one retry on 401 after a
 * token refresh, and every failure rejected as an ApiError carrying the server's
 * `{ message, errors }`. The access token is held in memory; a tab that has none (just opened, or
 * reloaded) gets one through the refresh-token cookie before its first call that needs it.
 */
import ky, { HTTPError, type AfterResponseHook, type KyInstance, type Options } from 'ky';
import type { Envelope, ErrorBody } from '../../contract/answers.ts';
import { readErrorBody, toApiError } from '../lib/apiError.ts';
import type { AccessToken } from '../../contract/sessions.ts';
import { endSession, getAccessToken, getAuth, reloadAuthFromStorage, replaceAccessToken } from '../lib/store.ts';

export const API_PREFIX = '/api/v1';
export const REQUEST_TIMEOUT_MS = 60_000;

type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

/** A ky instance whose calls resolve to parsed JSON and reject with ApiError. */
export interface ApiClient {
  get<T>(path: string, options?: Options): Promise<T>;
  post<T>(path: string, options?: Options): Promise<T>;
  put<T>(path: string, options?: Options): Promise<T>;
  patch<T>(path: string, options?: Options): Promise<T>;
  delete<T>(path: string, options?: Options): Promise<T>;
  /** The underlying ky instance, for streams or raw responses. */
  ky: KyInstance;
}

function wrap(instance: KyInstance): ApiClient {
  const call =
    (method: 'get' | 'post' | 'put' | 'patch' | 'delete') =>
    async <T>(path: string, options?: Options): Promise<T> => {
      try {
        return (await instance[method](path, options).json()) as T;
      } catch (error) {
        throw await toApiError(error);
      }
    };
  return { get: call('get'), post: call('post'), put: call('put'), patch: call('patch'), delete: call('delete'), ky: instance };
}

export interface ApiOptions {
  prefixUrl?: string;
  fetch?: typeof fetch;
}

export function createApi({ prefixUrl = API_PREFIX, fetch: fetchImpl }: ApiOptions = {}) {
  const common: Options = {
    prefixUrl,
    credentials: 'include',
    timeout: REQUEST_TIMEOUT_MS,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  };

  // Token refresh goes out bare: no stale bearer, no retry of its own.
  const bare = ky.create({ ...common, retry: 0 });

  let refreshing: Promise<RefreshOutcome> | null = null;

  /**
   * One refresh at a time, shared by every caller of this tab that needed one meanwhile. The tabs
   * of a browser share one refresh-token cookie, and presenting a rotated refresh token revokes the
   * whole session: a Web Lock lets one tab at a time refresh, so each sends the cookie the one
   * before it was given (the browser stores it before that tab lets go of the lock).
   */
  function refreshSession(): Promise<RefreshOutcome> {
    refreshing ??= withRefreshLock(async () => {
      // Another tab may have logged out (or another user in) while this one waited.
      if (!reloadAuthFromStorage().loggedIn) return 'rejected';
      try {
        const body = await bare.post('users/refreshToken').json<Envelope<AccessToken>>();
        replaceAccessToken(body.data.accessToken);
        return 'refreshed';
      } catch (error) {
        if (error instanceof HTTPError && [400, 401, 403].includes(error.response.status)) {
          endSession();
          return 'rejected';
        }
        // Offline or a server hiccup is not a refused refresh: keep the session for later.
        return 'unreachable';
      }
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const attachToken = async (request: Request) => {
    // Signed in on this device but no token in this tab yet: the cookie gets one (offline: none, and the call fails as offline).
    if (getAuth().loggedIn && !getAccessToken()) await refreshSession();
    const accessToken = getAccessToken();
    if (accessToken) request.headers.set('Authorization', `Bearer ${accessToken}`);
    else request.headers.delete('Authorization');
  };

  const retryOnce =
    (isRetryable: (body: ErrorBody | null) => boolean): AfterResponseHook =>
    async (request, _options, response, state) => {
      if (response.status !== 401) return;
      if (state.retryCount > 0) {
        // The retry carried fresh tokens and was still refused: the session is gone.
        endSession();
        return;
      }
      if (!getAuth().loggedIn) return;
      if (!isRetryable(await readErrorBody(response))) return;
      const sent = request.headers.get('Authorization')?.replace(/^Bearer /, '');
      const held = getAccessToken();
      // A refresh finished while this request was out: just resend with the new token.
      if (sent && held && sent !== held) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
      const outcome = await refreshSession();
      if (outcome === 'refreshed') return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
    };

  const authed = (isRetryable: (body: ErrorBody | null) => boolean) =>
    ky.create({
      ...common,
      // Only the forced 401 retry: shouldRetry is skipped for it and refuses every other retry.
      retry: { limit: 1, shouldRetry: () => false },
      hooks: { beforeRequest: [attachToken], afterResponse: [retryOnce(isRetryable)] },
    });

  return {
    /** The account's calls (/users/*): retries only an expired access token. */
    accountApi: wrap(authed((body) => body?.errors?.name === 'TokenExpiredError')),
    /** Every other call: retries any 401. */
    api: wrap(authed(() => true)),
    refreshSession,
  };
}

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request('auth-refresh', task) as Promise<T>;
}

export const { accountApi, api, refreshSession } = createApi();
