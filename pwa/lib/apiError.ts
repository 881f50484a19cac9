/**
 * What every call to the API rejects with: an ApiError carrying the server's `{ message, errors }`,
 * or a client message when no answer came. Screens read it; only pwa/data/ makes calls.
 */
import { HTTPError, TimeoutError } from 'ky';
import type { ErrorBody } from '../../contract/answers.ts';

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
  /** What the server offers instead, where its error says (a taken visit slot: the next free ones). */
  readonly data?: unknown;

  constructor(
    message: string,
    init: { status?: number; errors?: ErrorBody['errors']; network?: boolean; retryAfterSeconds?: number; data?: unknown } = {},
  ) {
    super(message);
    this.status = init.status ?? 0;
    this.errors = init.errors;
    this.network = init.network ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.data = init.data;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

export async function readErrorBody(response: Response): Promise<ErrorBody | null> {
  try {
    const body: unknown = await response.json();
    return isErrorBody(body) ? body : null;
  } catch {
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
      data: body?.data,
    });
  }
  // fetch rejects with a TypeError when the network is down; a timeout is the same to a user.
  if (error instanceof TimeoutError || error instanceof TypeError) {
    return new ApiError(clientMessages.network, { network: true });
  }
  if (error instanceof Error && error.name === 'AbortError') throw error;
  return new ApiError(error instanceof Error && error.message ? error.message : clientMessages.unexpected);
}

/** The message to show for any failure, with a screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
