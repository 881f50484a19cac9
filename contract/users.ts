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
export const AGE_MESSAGE = 'Say whether you are 18 or older';
export const MINOR_REFUSED_MESSAGE = 'Accounts are for people aged 18 and over. A parent or guardian can contact us for you.';

/** What someone under 18 is told when the agency makes their account but their parent or guardian has yet to consent. */
export const PARENTAL_CONSENT_PENDING_MESSAGE =
  'Your account is waiting for your parent or guardian: we have e-mailed them a link. You can sign in once they agree.';
export const PARENTAL_ACCOUNT_CREATED_MESSAGE =
  'Account created but not active yet: we have e-mailed your parent or guardian. You can sign in once they agree.';

export const guardianMessages = {
  name: "Enter your parent's or guardian's name",
  email: "Enter your parent's or guardian's e-mail address",
  sameEmail: "Give your parent's or guardian's own e-mail address, not yours",
} as const;

/**
 * `adult`: the person's declaration that they are 18 or older, which the form asks for. `false`
 * (under 18) is refused unless the agency takes minors' accounts with a parent's or guardian's
 * consent (MINOR_ACCOUNTS=parental_consent): then `guardianName` and `guardianEmail` say whom to ask.
 */
export const RegisterBody = v.object({
  username,
  fullName,
  email,
  password,
  mobile,
  adult: v.optional(v.boolean(ADULT_MESSAGE)),
  guardianName: v.optional(fullName),
  guardianEmail: v.optional(email),
  /** The language of the page it was sent from: a parent's or guardian's mail is written in it. */
  language: v.optional(v.picklist(siteLanguages, 'Language must be one of en (English), gu (Gujarati) or hi (Hindi)')),
});
export type RegisterBody = v.InferOutput<typeof RegisterBody>;

type GuardianInput = Pick<RegisterBody, 'adult' | 'email' | 'guardianName' | 'guardianEmail'>;

/** What a minor's registration lacks of their parent or guardian, by field; nothing for an adult's. */
export function guardianProblems(input: GuardianInput): Partial<Record<'guardianName' | 'guardianEmail', string>> {
  if (input.adult !== false) return {};
  const problems: Partial<Record<'guardianName' | 'guardianEmail', string>> = {};
  if (!input.guardianName) problems.guardianName = guardianMessages.name;
  if (!input.guardianEmail) problems.guardianEmail = guardianMessages.email;
  else if (input.guardianEmail === input.email) problems.guardianEmail = guardianMessages.sameEmail;
  return problems;
}

const registerFormEntries = v.object({ ...RegisterBody.entries, adult: v.boolean(ADULT_MESSAGE) });
type RegisterFormOutput = v.InferOutput<typeof registerFormEntries>;

/** The problem `guardianProblems` finds with one guardian field, as that field's issue. */
const guardianCheck = (field: 'guardianName' | 'guardianEmail') =>
  v.forward(
    v.rawCheck<RegisterFormOutput>(({ dataset, addIssue }) => {
      const problem = dataset.typed ? guardianProblems(dataset.value)[field] : undefined;
      if (problem) addIssue({ message: problem });
    }),
    [field],
  );

/** Where minors' accounts are refused, the 18+ box must be ticked before the account is asked for. */
const adultDeclared = v.pipe(
  v.boolean(ADULT_MESSAGE),
  v.check((adult) => adult, ADULT_MESSAGE),
);

/** A form field left blank is none (the guardian's fields of an adult's form); any other text follows `schema`. */
const blankOr = (schema: typeof fullName | typeof email) =>
  v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        if (dataset.value.trim() === '') return undefined;
        const result = v.safeParse(schema, dataset.value);
        if (result.success) return result.output;
        addIssue({ message: result.issues[0].message });
        return NEVER;
      }),
    ),
  );

/**
 * The register form's fields. Where minors' accounts are refused (the default), the 18+ box must be
 * ticked; where a parent or guardian may consent for them, the person says whether they are 18 or
 * older, and someone under 18 names that parent or guardian.
 */
export const registerFormBody = (minorsWithGuardian: boolean) =>
  minorsWithGuardian
    ? v.pipe(
        v.object({
          ...registerFormEntries.entries,
          adult: v.boolean(AGE_MESSAGE),
          guardianName: blankOr(fullName),
          guardianEmail: blankOr(email),
        }),
        guardianCheck('guardianName'),
        guardianCheck('guardianEmail'),
      )
    : v.pipe(v.object({ ...RegisterBody.entries, adult: adultDeclared }));

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
