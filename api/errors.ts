/**
 * Errors with a stable name and HTTP status, turned into one JSON shape by the error middleware.
 * What the answer needs beyond the body travels as fields (`retryAfterSeconds` becomes `Retry-After`),
 * never inside the message text.
 */

export interface ApiErrorOptions {
  /** Per-field messages of a ValidationError (or the field a conflict is about). */
  fields?: Record<string, string>;
  /** Seconds the client should wait before trying again; sent as `Retry-After`. */
  retryAfterSeconds?: number;
  /** What the client can offer instead (a taken visit slot's next free slots), as the body's `data`. */
  data?: unknown;
}

export class ApiError extends Error {
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly data?: unknown;

  constructor(
    readonly status: number,
    message: string,
    readonly errorName: string,
    options: ApiErrorOptions = {},
  ) {
    super(message);
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.data = options.data;
  }
}

export const validationError = (fields: Record<string, string>, message = Object.values(fields)[0] ?? 'Invalid request') =>
  new ApiError(400, message, 'ValidationError', { fields });
export const badRequest = (message: string) => new ApiError(400, message, 'BadRequestError');
export const unauthorized = (message = 'Please log in to continue') => new ApiError(401, message, 'UnauthorizedError');
export const tokenExpired = () => new ApiError(401, 'Your session has expired', 'TokenExpiredError');
export const forbidden = (message = 'Administrator privileges are required for this action.') =>
  new ApiError(403, message, 'ForbiddenError');
export const notFound = (message = 'Not found') => new ApiError(404, message, 'NotFoundError');
/** 405: the path exists, under other methods (the answer's `Allow` header lists them). */
export const methodNotAllowed = (method: string, allowed: string[]) =>
  new ApiError(405, `${method} is not allowed here. Allowed: ${allowed.join(', ')}`, 'MethodNotAllowedError');
/** 409; names the field at fault so a form can show the message under it. */
export const conflict = (message: string, field?: string) =>
  new ApiError(409, message, 'ConflictError', field ? { fields: { [field]: message } } : {});
export const payloadTooLarge = (message = 'Image must be at most 10MB') => new ApiError(413, message, 'PayloadTooLargeError');
export const unsupportedMedia = (message = 'Select Image files only!') => new ApiError(415, message, 'UnsupportedMediaTypeError');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, 'RateLimitError', { retryAfterSeconds });
