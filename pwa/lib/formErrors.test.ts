import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './formErrors.ts';
import { ApiError } from './apiError.ts';

describe('serverFieldErrors', () => {
  it("passes the server's field messages through", () => {
    const error = new ApiError('Invalid request', {
      status: 400,
      errors: { name: 'ValidationError', fields: { email: 'Invalid Email Address' } },
    });
    expect(serverFieldErrors(error)).toEqual({ email: 'Invalid Email Address' });
  });

  it('puts a conflict without fields under the field its message names', () => {
    expect(serverFieldErrors(new ApiError('Email is already registered', { status: 409 }))).toEqual({
      email: 'Email is already registered',
    });
    expect(serverFieldErrors(new ApiError('Username is already taken', { status: 409 }))).toEqual({
      username: 'Username is already taken',
    });
  });

  it('gives nothing for other failures', () => {
    expect(serverFieldErrors(new ApiError('Something went wrong.', { status: 500 }))).toEqual({});
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });
});
