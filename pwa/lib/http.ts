/**
 * HTTP to the API: ky with the session's bearer token, the spec's one retry on 401 after a
 * token refresh, and every failure rejected as an ApiError carrying the server's
 * `{ message, errors }`.
 */
import ky, { HTTPError, TimeoutError, type AfterResponseHook, type KyInstance, type Options } from 'ky';
import type { Envelope, ErrorBody } from '../../contract/answers.ts';
import { endSession, getAuth, reloadAuthFromStorage, replaceTokens } from './store.ts';

export const API_PREFIX = '/api/v1';
export const REQUEST_TIMEOUT_MS = 60_000;

/** The spec's generic client messages (§8). */
export const clientMessages = {
  generic: 'Something went wrong.',
  network: 'Network error occurred. Please check your connection.',
  unexpected: 'An unexpected error occurred.',
} as const;

/** What every call rejects with: the server's body when it sent one, else a client message. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (offline, timeout). */
  readonly status: number;
  readonly errors: ErrorBody['errors'];
  /** True when the server was not reached: the offline layer queues instead of failing. */
  readonly network: boolean;
  /** How long the server asks the caller to wait before trying again (its `Retry-After`), in seconds. */
  readonly retryAfterSeconds?: number;

  constructor(
    message: string,
    init: { status?: number; errors?: ErrorBody['errors']; network?: boolean; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = init.status ?? 0;
    this.errors = init.errors;
    this.network = init.network ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

async function readErrorBody(response: Response): Promise<ErrorBody | null> {
  try {
    const body: unknown = await response.json();
    return isErrorBody(body) ? body : null;
  } catch {
    // No JSON body (a proxy's page, say): the status speaks alone.
    return null;
  }
}

export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const body = await readErrorBody(error.response);
    const retryAfter = Number(error.response.headers.get('Retry-After') ?? Number.NaN);
    return new ApiError(body?.message ?? clientMessages.generic, {
      status: error.response.status,
      errors: body?.errors,
      retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : undefined,
    });
  }
  // fetch rejects with a TypeError when the network is down; a timeout is the same to a user.
  if (error instanceof TimeoutError || error instanceof TypeError) {
    return new ApiError(clientMessages.network, { network: true });
  }
  if (error instanceof Error && error.name === 'AbortError') throw error;
  return new ApiError(error instanceof Error && error.message ? error.message : clientMessages.unexpected);
}

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

export interface HttpOptions {
  prefixUrl?: string;
  fetch?: typeof fetch;
}

export function createHttp({ prefixUrl = API_PREFIX, fetch: fetchImpl }: HttpOptions = {}) {
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
   * One refresh at a time, shared by every caller that hit a 401 meanwhile. Across tabs a Web
   * Lock serialises refreshes, and a token another tab already rotated is taken as is, because
   * presenting a rotated refresh token revokes the whole session.
   */
  function refreshSession(): Promise<RefreshOutcome> {
    refreshing ??= withRefreshLock(async () => {
      const seen = getAuth().refreshToken;
      const latest = reloadAuthFromStorage();
      if (!latest.loggedIn || !latest.refreshToken) return 'rejected';
      if (seen && latest.refreshToken !== seen) return 'refreshed';
      try {
        const body = await bare
          .post('users/refreshToken', { json: { refreshToken: latest.refreshToken } })
          .json<Envelope<{ accessToken: string; refreshToken: string }>>();
        replaceTokens(body.data);
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

  const attachToken = (request: Request) => {
    const { accessToken } = getAuth();
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
      const auth = getAuth();
      if (!auth.loggedIn || !auth.refreshToken) return;
      if (!isRetryable(await readErrorBody(response))) return;
      const sent = request.headers.get('Authorization')?.replace(/^Bearer /, '');
      // A refresh finished while this request was out: just resend with the new token.
      if (sent && auth.accessToken && sent !== auth.accessToken) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
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
    /** /users/*: retries only an expired access token. */
    userClient: wrap(authed((body) => body?.errors?.name === 'TokenExpiredError')),
    /** Properties, favourites, projects, admin: retries any 401. */
    propertyClient: wrap(authed(() => true)),
    refreshSession,
  };
}

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request('auth-refresh', task) as Promise<T>;
}

export const { userClient, propertyClient, refreshSession } = createHttp();

/** The message to show for any failure, with a screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
