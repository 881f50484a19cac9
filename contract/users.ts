/** Accounts: the user answer, registration, the profile and password, and the admin's user list. */
import * as v from 'valibot';
import { roles, siteLanguages } from './catalog.ts';
import { described, email, fullName, isoDate, mobile, password, pageNumber, pageSize, required, searchText, username } from './fields.ts';

export const User = v.object({
  _id: v.string(),
  username: v.string(),
  fullName: v.string(),
  email: v.pipe(v.string(), v.email()),
  mobile: v.string(),
  avatar: described(v.nullable(v.string()), 'Avatar URL'),
  role: v.picklist(roles),
  locale: described(
    v.nullable(v.picklist(siteLanguages)),
    "The language the user chose to read the site in: 'en', 'gu' or 'hi'; null until they choose (the device's choice stands)",
  ),
  createdAt: isoDate('When the account was made'),
});
export type User = v.InferOutput<typeof User>;

export const UserData = v.object({ user: User });
export type UserData = v.InferOutput<typeof UserData>;

export const ADULT_MESSAGE = 'Confirm that you are 18 or older';
export const MINOR_REFUSED_MESSAGE = 'Accounts are for people aged 18 and over. A parent or guardian can contact us for you.';

/**
 * `adult`: the person's declaration that they are 18 or older, which the form asks for; `false`
 * (under 18) is refused, since the agency makes no account for a minor.
 */
export const RegisterBody = v.object({
  username,
  fullName,
  email,
  password,
  mobile,
  adult: v.optional(v.boolean(ADULT_MESSAGE)),
});
export type RegisterBody = v.InferOutput<typeof RegisterBody>;

/** The register form's fields: the 18+ box must be ticked before the account is asked for. */
export const RegisterFormBody = v.object({ ...RegisterBody.entries, adult: v.literal(true, ADULT_MESSAGE) });

export const LANGUAGE_MESSAGE = 'Language must be one of en (English), gu (Gujarati) or hi (Hindi)';

/** Changing one's own e-mail also takes `currentPassword`; the server says so when it is missing. */
export const ProfileBody = v.object({
  username,
  fullName,
  email,
  mobile,
  /** The language the site is shown in; only the user themself may set it. */
  locale: v.optional(v.picklist(siteLanguages, LANGUAGE_MESSAGE)),
  currentPassword: v.optional(v.pipe(v.string(), v.maxLength(128, 'Password must be at most 128 characters long'))),
});
export type ProfileBody = v.InferOutput<typeof ProfileBody>;

export const PasswordChangeBody = v.object({
  currentPassword: v.pipe(
    required(v.string('Current password is required')),
    v.nonEmpty('Current password is required'),
    v.maxLength(128, 'Password must be at most 128 characters long'),
  ),
  newPassword: password,
});
export type PasswordChangeBody = v.InferOutput<typeof PasswordChangeBody>;

const role = v.picklist(roles, 'Role must be user, agent or admin');
export const RoleBody = v.object({ role });

/** Query string of GET /users (admin): free text over name, e-mail and username, role, paging. */
export const UserListQuery = v.object({
  q: searchText,
  role: v.optional(role),
  page: v.optional(pageNumber, '1'),
  limit: v.optional(pageSize(100), '20'),
});
export type UserListQuery = v.InferOutput<typeof UserListQuery>;

export const ProfilePatchBody = v.partial(ProfileBody);
export type ProfilePatchBody = v.InferOutput<typeof ProfilePatchBody>;
