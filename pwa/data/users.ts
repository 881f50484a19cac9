/**
 * Account calls of the API (/users/*): sign-in, sign-up, password reset, profile and password,
 * and the admin's user list. The caller's logins are sessions.ts.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { Role, SiteLanguage } from '../../contract/catalog.ts';
import type { SearchMeta } from '../../contract/search.ts';
import type { AuthData, LoginBody } from '../../contract/sessions.ts';
import type { ProfileBody, RegisterBody, User } from '../../contract/users.ts';
import { toApiError } from '../lib/apiError.ts';
import { accountApi } from './api.ts';

export function login(body: LoginBody): Promise<Envelope<AuthData>> {
  return accountApi.post<Envelope<AuthData>>('users/login', { json: body });
}

export function register(body: RegisterBody): Promise<Envelope<{ user?: User } | undefined>> {
  return accountApi.post('users/register', { json: body });
}

/** POST /users/forgotPassword: the server answers the same whether or not the address is known. */
export function requestPasswordReset(email: string): Promise<Envelope<unknown>> {
  return accountApi.post('users/forgotPassword', { json: { email } });
}

export function resetPassword(body: { token: string; password: string }): Promise<Envelope<unknown>> {
  return accountApi.post('users/resetPassword', { json: body });
}

/** The account as stored now, with the ETag of its version (what a profile save is made from). */
export function profileQuery(userId: string) {
  return queryOptions({
    queryKey: [...userKeys.all, 'profile', userId] as const,
    queryFn: async ({ signal }): Promise<{ user: User; etag: string | null }> => {
      try {
        const response = await accountApi.ky.get(`users/${encodeURIComponent(userId)}`, { signal });
        const body = (await response.json()) as Envelope<{ user: User }>;
        return { user: body.data.user, etag: response.headers.get('ETag') };
      } catch (error) {
        throw await toApiError(error);
      }
    },
    staleTime: 0,
  });
}

/** Saves the profile; made from the version `etag`, it is refused (412) once the account changed elsewhere. */
export function updateProfile(userId: string, body: ProfileBody, etag?: string | null): Promise<Envelope<{ user: User }>> {
  return accountApi.put(`users/${encodeURIComponent(userId)}`, { json: body, ...(etag ? { headers: { 'If-Match': etag } } : {}) });
}

/** Keeps the language the site is read in with the account (only the user may set their own). */
export function saveLanguage(userId: string, locale: SiteLanguage): Promise<Envelope<{ user: User }>> {
  return accountApi.put(`users/${encodeURIComponent(userId)}`, { json: { locale } });
}

/** PATCH /users/:id with one multipart `avatar` file. */
export function uploadAvatar(userId: string, file: File): Promise<Envelope<{ user: User }>> {
  const form = new FormData();
  form.append('avatar', file);
  return accountApi.patch(`users/${encodeURIComponent(userId)}`, { body: form });
}

export interface UserListParams {
  q?: string;
  role?: Role;
  page?: number;
  limit?: number;
}

export type UserPage = Envelope<User[], SearchMeta>;

export const userKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => ['users', 'list', params] as const,
};

export function usersQuery(params: UserListParams) {
  const searchParams: Record<string, string> = {};
  if (params.q) searchParams.q = params.q;
  if (params.role) searchParams.role = params.role;
  if (params.page) searchParams.page = String(params.page);
  if (params.limit) searchParams.limit = String(params.limit);
  return queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => accountApi.get<UserPage>('users', { searchParams, signal }),
    placeholderData: keepPreviousData,
    // The admin's lists are live views of other people's accounts: never kept on the device.
  });
}

export function changeRole(userId: string, role: Role): Promise<Envelope<{ user: User }>> {
  return accountApi.patch(`users/${encodeURIComponent(userId)}/role`, { json: { role } });
}

export function deleteUser(userId: string): Promise<Envelope<unknown>> {
  return accountApi.delete(`users/${encodeURIComponent(userId)}`);
}

export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<Envelope<{ ended: number }>> {
  return accountApi.post('users/me/password', { json: body });
}
