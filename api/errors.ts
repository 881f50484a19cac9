/** Errors with a stable name and HTTP status, turned into one JSON shape by the error middleware. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorName: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const validationError = (fields: Record<string, string>, message = Object.values(fields)[0] ?? 'Invalid request') =>
  new ApiError(400, message, 'ValidationError', fields);
export const badRequest = (message: string) => new ApiError(400, message, 'BadRequestError');
export const unauthorized = (message = 'Please log in to continue') => new ApiError(401, message, 'UnauthorizedError');
export const tokenExpired = () => new ApiError(401, 'Your session has expired', 'TokenExpiredError');
export const forbidden = (message = 'Administrator privileges are required for this action.') =>
  new ApiError(403, message, 'ForbiddenError');
export const notFound = (message = 'Not found') => new ApiError(404, message, 'NotFoundError');
/** 409; names the field at fault so a form can show the message under it. */
export const conflict = (message: string, field?: string) =>
  new ApiError(409, message, 'ConflictError', field ? { [field]: message } : undefined);
export const payloadTooLarge = (message = 'Image must be at most 10MB') => new ApiError(413, message, 'PayloadTooLargeError');
export const unsupportedMedia = (message = 'Select Image files only!') => new ApiError(415, message, 'UnsupportedMediaTypeError');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, 'RateLimitError');
export const unavailable = (message: string) => new ApiError(503, message, 'ServiceUnavailableError');
