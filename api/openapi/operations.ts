/**
 * The one table of every /api/v1 operation: the OpenAPI document and the HTML reference are both
 * rendered from it, and a test checks that every route registered on the router appears here.
 * Request schemas are the contract's valibot schemas, so the documented rules are the enforced ones.
 */
import type * as v from 'valibot';
import { SyncPullQuery, FavoriteBody, MutationPushBody } from '../../contract/mutations.ts';
import { ProjectBody, ProjectPatchBody, RemoveImageBody, ProjectListQuery } from '../../contract/projects.ts';
import { PropertyBody, PropertyPatchBody } from '../../contract/properties.ts';
import { SearchQuery } from '../../contract/search.ts';
import {
  EndSessionsQuery,
  LoginBody,
  LogoutBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  RefreshBody,
} from '../../contract/sessions.ts';
import { PasswordChangeBody, ProfilePatchBody, RegisterBody, RoleBody, UserListQuery } from '../../contract/users.ts';
import { ContactClickBody, EnquiryBody, EnquiryListQuery, EnquiryPatchBody } from '../../contract/enquiries.ts';
import { NotificationSettingsPatch, PushSubscriptionBody, PushUnsubscribeBody } from '../../contract/push.ts';
import { SavedSearchBody, SavedSearchPatchBody, UnsubscribeQuery } from '../../contract/savedSearches.ts';

/** How the edits of properties, projects and accounts guard against overwriting each other. */
const VERSIONED =
  'Every response showing the record carries its version as an `ETag` (`"v7"`); an edit sent with `If-Match` naming a version the record has since left is refused with 412, and one sent without it is applied.';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call: anyone; anyone, with a token changing the answer; any logged-in user; an admin. */
export type AuthRequirement = 'public' | 'optional' | 'user' | 'admin';

/** What `data` holds in a success answer: a component schema name, a list of one (`Name[]`), or nothing. */
export type DataShape = string | null;

/** The groups of the reference, each with what it covers. */
export const tags = {
  Health: 'Whether the API, its database and its bucket answer, and the agency details the office sets.',
  Docs: 'This reference, as an OpenAPI document and as an HTML page.',
  Users: 'Accounts, logins, tokens and password resets.',
  Properties: "Listings: search, detail and the admin's writes.",
  Favorites: 'The listings a logged-in user saved.',
  Admin: 'The admin dashboard.',
  Projects: "The agency's ongoing and completed projects.",
  Sync: 'The change feed offline devices pull and the queued favourite toggles they push.',
  Enquiries: "Leads: enquiries and site-visit requests, the agency's pipeline, and Call/WhatsApp taps per listing.",
  Alerts: 'Saved searches and their alerts, notification settings, web push subscriptions and one-click unsubscribe.',
} as const;
export type Tag = keyof typeof tags;

export interface Operation {
  method: HttpMethod;
  /** Below /api/v1, with OpenAPI `{param}` placeholders. */
  path: string;
  /** What a path parameter names for this operation, where it differs from `pathParameters`. */
  pathParameters?: Record<string, string>;
  tag: Tag;
  summary: string;
  description?: string;
  auth: AuthRequirement;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /** Multipart bodies carry fields of `body` plus files. */
  bodyType?: 'json' | 'multipart';
  files?: { field: string; multiple: boolean; description: string };
  success: {
    status: number;
    description: string;
    /** The `message` the answer carries, when it is always the same. */
    message?: string;
    data: DataShape;
    meta?: string;
    /** Not the `{ message, data }` envelope (the OpenAPI document, the HTML page). */
    raw?: { contentType: string; description: string };
  };
  /** Error statuses beyond the ones implied by auth, body and path (401/403, 400, 404). */
  errors?: Partial<Record<number, string>>;
}

/** What each path parameter names. */
export const pathParameters: Record<string, string> = {
  id: "The record's id (a UUID for properties and projects, better-auth's text id for users). A malformed or unknown id answers 404.",
  idOrSlug: "A project's UUID or its slug.",
  sessionId: "The id of one of the caller's logins (from GET /users/me/sessions).",
};

/** Writes share the read's path `/projects/{idOrSlug}` but name the project by its id only. */
const projectIdOnly = "The project's UUID; a slug or an unknown id answers 404.";
const writeLimited = { 429: 'Too many changes in a short time; `Retry-After` says when to try again.' };

const imageFiles = (multiple: boolean, field = 'images') => ({
  field,
  multiple,
  description:
    'Image files, checked by content (PNG, JPEG, GIF, WebP or AVIF that decodes), at most 10 MB each. Stored as responsive WebP variants under content-addressed /media URLs.',
});

const imageErrors = {
  413: 'An image is over 10 MB ("Image must be at most 10MB") or over 64 megapixels.',
  415: 'A file is not an image: "Select Image files only!".',
};

export const operations: Operation[] = [
  // Health and docs
  {
    method: 'get',
    path: '/health',
    tag: 'Health',
    summary: 'Health of the API, its database and its bucket',
    auth: 'public',
    success: { status: 200, description: '`message` is ok; `data` says `{ database, storage }` are ok.', data: 'Health' },
    errors: { 503: 'The database or the bucket does not answer; `message` is degraded.' },
  },
  {
    method: 'get',
    path: '/agency',
    tag: 'Health',
    summary: "What the office sets of the agency's details (its GujRERA agent registration number)",
    auth: 'public',
    success: { status: 200, description: 'The details; `agentReraNumber` is null when none is set.', data: 'AgencyDetails' },
  },
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'Docs',
    summary: 'This API as an OpenAPI 3.1 document',
    auth: 'public',
    success: {
      status: 200,
      description: 'The document.',
      data: null,
      raw: { contentType: 'application/json', description: 'OpenAPI 3.1 document' },
    },
  },
  {
    method: 'get',
    path: '/docs',
    tag: 'Docs',
    summary: 'This API as a readable HTML reference',
    auth: 'public',
    success: { status: 200, description: 'An HTML page.', data: null, raw: { contentType: 'text/html', description: 'HTML reference' } },
  },

  // Users
  {
    method: 'post',
    path: '/users/register',
    tag: 'Users',
    summary: 'Create an account (role user)',
    auth: 'public',
    body: RegisterBody,
    success: {
      status: 201,
      description: 'The account is created; log in next.',
      message: 'Account created successfully. Please log in.',
      data: 'UserData',
    },
    errors: { 409: 'The e-mail address or user name is taken.', 429: 'Too many attempts; `Retry-After` says when to try again.' },
  },
  {
    method: 'post',
    path: '/users/login',
    tag: 'Users',
    summary: 'Log in with e-mail and password',
    description: 'Returns a short-lived access token (a JWT, about 15 minutes) and an opaque refresh token.',
    auth: 'public',
    body: LoginBody,
    success: { status: 200, description: 'Logged in.', message: 'Logged in successfully', data: 'AuthData' },
    errors: {
      401: 'Wrong e-mail or password: "Invalid email or password".',
      403: 'The account is suspended.',
      429: 'Too many attempts; `Retry-After` says when to try again.',
    },
  },
  {
    method: 'post',
    path: '/users/refreshToken',
    tag: 'Users',
    summary: 'Trade a refresh token for a new pair',
    description: 'Refresh tokens rotate on every use; presenting an already-used one revokes its whole family.',
    auth: 'public',
    body: RefreshBody,
    success: { status: 200, description: 'A new access token and refresh token.', data: 'Tokens' },
    errors: { 401: 'The refresh token is unknown, expired, revoked or reused.' },
  },
  {
    method: 'post',
    path: '/users/logout',
    tag: 'Users',
    summary: 'Log out: revoke the session of the refresh token and of the access token',
    description: 'Always succeeds, also with an expired access token or none.',
    auth: 'optional',
    body: LogoutBody,
    success: { status: 200, description: 'Logged out.', message: 'Logged out successfully', data: null },
  },
  {
    method: 'post',
    path: '/users/forgotPassword',
    tag: 'Users',
    summary: 'Ask for a password-reset link by e-mail',
    description: 'Answers the same whether or not the address has an account.',
    auth: 'public',
    body: PasswordResetRequestBody,
    success: {
      status: 200,
      description: 'If the address has an account, a reset link is on its way.',
      message: 'If that email is registered, a reset link has been sent.',
      data: null,
    },
    errors: { 429: 'Too many attempts; `Retry-After` says when to try again.' },
  },
  {
    method: 'post',
    path: '/users/resetPassword',
    tag: 'Users',
    summary: 'Set a new password with a reset token',
    auth: 'public',
    body: PasswordResetBody,
    success: { status: 200, description: 'The password is changed.', message: 'Password has been reset. Please log in.', data: null },
    errors: {
      400: 'The token is invalid or expired, or the password breaks a rule.',
      429: 'Too many attempts; `Retry-After` says when to try again.',
    },
  },
  {
    method: 'get',
    path: '/users',
    tag: 'Users',
    summary: 'Accounts, newest first, searchable and paged',
    auth: 'admin',
    query: UserListQuery,
    success: { status: 200, description: 'One page of accounts.', data: 'User[]', meta: 'SearchMeta' },
  },
  {
    method: 'get',
    path: '/users/me',
    tag: 'Users',
    summary: "The caller's own account",
    auth: 'user',
    success: { status: 200, description: 'The account.', data: 'UserData' },
  },
  {
    method: 'get',
    path: '/users/me/sessions',
    tag: 'Users',
    summary: "The caller's active logins",
    description:
      "Each login with its device in words, the address it was last used from, and when. The caller's own is first, with `current` set.",
    auth: 'user',
    success: { status: 200, description: 'The logins, this device first, then the most recently used.', data: 'Session[]' },
  },
  {
    method: 'delete',
    path: '/users/me/sessions/{sessionId}',
    tag: 'Users',
    summary: "End one of the caller's logins",
    description: 'Revokes its refresh tokens: that device is logged out at its next refresh (within ACCESS_TOKEN_TTL).',
    auth: 'user',
    success: { status: 200, description: 'Ended.', message: 'Session ended', data: null },
    errors: { 404: 'No such live login of the caller: "Session not found".', ...writeLimited },
  },
  {
    method: 'delete',
    path: '/users/me/sessions',
    tag: 'Users',
    summary: "End the caller's other logins (`others=true`), or all of them",
    auth: 'user',
    query: EndSessionsQuery,
    success: { status: 200, description: 'Ended; `data.ended` counts them.', data: 'SessionsEnded' },
    errors: writeLimited,
  },
  {
    method: 'post',
    path: '/users/me/password',
    tag: 'Users',
    summary: "Change the caller's password",
    description: "Needs the current password. Every other login of the account ends; the caller's own goes on.",
    auth: 'user',
    body: PasswordChangeBody,
    success: {
      status: 200,
      description: 'Changed; `data.ended` counts the logins ended.',
      message: 'Password changed. Your other sessions have been ended.',
      data: 'SessionsEnded',
    },
    errors: { 403: 'The current password is wrong: "Your current password is incorrect".', ...writeLimited },
  },
  {
    method: 'delete',
    path: '/users/{id}/sessions',
    tag: 'Users',
    summary: 'End every login of an account',
    description: 'Its devices are logged out at their next refresh.',
    auth: 'admin',
    success: {
      status: 200,
      description: 'Ended; `data.ended` counts them.',
      message: 'All sessions of this user have been ended',
      data: 'SessionsEnded',
    },
    errors: writeLimited,
  },
  {
    method: 'get',
    path: '/users/{id}',
    tag: 'Users',
    summary: 'One account',
    description: 'A user may read only their own account; an admin any.',
    auth: 'user',
    success: { status: 200, description: 'The account.', data: 'UserData' },
    errors: { 403: "Another user's account." },
  },
  {
    method: 'put',
    path: '/users/{id}',
    tag: 'Users',
    summary: "Edit an account's name, user name, e-mail and mobile",
    description: `A user may edit only their own account; an admin any. Only the fields sent change. ${VERSIONED}`,
    auth: 'user',
    body: ProfilePatchBody,
    success: { status: 200, description: 'Saved.', message: 'Profile updated successfully', data: 'UserData' },
    errors: {
      400: "A change of one's own e-mail without `currentPassword`.",
      403: 'Another user\'s account: "You can only edit your own account."; or a wrong `currentPassword`: "Your current password is incorrect".',
      409: 'The e-mail address or user name is taken.',
      412: '"This user was changed by someone else. Reload to see their changes."',
      ...writeLimited,
    },
  },
  {
    method: 'patch',
    path: '/users/{id}',
    tag: 'Users',
    summary: "Change an account's avatar",
    description: 'Multipart with one `avatar` file. A user may change only their own avatar; an admin any.',
    auth: 'user',
    bodyType: 'multipart',
    files: imageFiles(false, 'avatar'),
    success: { status: 200, description: 'The avatar is changed.', message: 'Avatar updated', data: 'UserData' },
    errors: { 403: 'Another user\'s account: "You can only edit your own account."', ...imageErrors },
  },
  {
    method: 'patch',
    path: '/users/{id}/role',
    tag: 'Users',
    summary: 'Make an account a user or an admin',
    auth: 'admin',
    body: RoleBody,
    success: { status: 200, description: 'The role is changed.', message: 'Role updated', data: 'UserData' },
    errors: { 400: 'An admin cannot change their own role.' },
  },
  {
    method: 'delete',
    path: '/users/{id}',
    tag: 'Users',
    summary: 'Delete an account',
    auth: 'admin',
    success: { status: 200, description: 'Deleted.', message: 'User has been deleted!', data: null },
    errors: { 400: 'An admin cannot delete their own account.' },
  },

  // Properties
  {
    method: 'get',
    path: '/properties/search',
    tag: 'Properties',
    summary: 'Search and filter listings',
    description: 'Full-text search over title, place, category, address and description, with filters, sort and pages.',
    auth: 'optional',
    query: SearchQuery,
    success: {
      status: 200,
      description: 'One page of matching listings; `favorite` is set for a logged-in caller.',
      data: 'Property[]',
      meta: 'SearchMeta',
    },
  },
  {
    method: 'post',
    path: '/properties',
    tag: 'Properties',
    summary: "Listings with the caller's favourite flags, newest first",
    description:
      'The original sent `userId` in the body; the caller is whoever the token names, never the body. Takes the same query as /properties/search.',
    auth: 'user',
    query: SearchQuery,
    success: { status: 200, description: 'One page of listings with `favorite` set.', data: 'Property[]', meta: 'SearchMeta' },
  },
  {
    method: 'get',
    path: '/properties/{id}',
    tag: 'Properties',
    summary: 'One listing',
    description:
      "By its UUID or its reference (`SR-1001`, any letter case). `/p/SR-1001`, outside the API, redirects to the listing's page.",
    pathParameters: { id: "The listing's UUID or its reference (`SR-1001`). Anything else, or an unknown one, answers 404." },
    auth: 'optional',
    success: { status: 200, description: 'The listing.', data: 'Property' },
  },
  {
    method: 'get',
    path: '/properties/{id}/similar',
    tag: 'Properties',
    summary: 'Listings like this one',
    description:
      'Up to 6 listings of the same type (category: apartment, plot, office…) and purpose in the same or a bordering Surat locality, priced within 20 % either way, never the listing itself; the same locality first, then the closest price. A deleted listing still answers, from its last recorded facts.',
    auth: 'optional',
    success: { status: 200, description: 'The listings, possibly none.', data: 'Property[]' },
  },
  {
    method: 'post',
    path: '/properties/create',
    tag: 'Properties',
    summary: 'Create a listing',
    description: 'JSON, or multipart with the same fields and repeated `images` files. The description is sanitised HTML.',
    auth: 'admin',
    body: PropertyBody,
    bodyType: 'multipart',
    files: imageFiles(true),
    success: { status: 201, description: 'Created.', message: 'Property has been created!', data: 'Property' },
    errors: imageErrors,
  },
  {
    method: 'patch',
    path: '/properties/{id}',
    tag: 'Properties',
    summary: 'Edit a listing',
    description: `Only the fields sent change. \`keepImages\` lists the image URLs to keep, in order; new \`images\` files are appended. ${VERSIONED}`,
    auth: 'admin',
    body: PropertyPatchBody,
    bodyType: 'multipart',
    files: imageFiles(true),
    success: { status: 200, description: 'Saved.', message: 'Property has been updated!', data: 'Property' },
    errors: { 412: '"This property was changed by someone else. Reload to see their changes."', ...imageErrors },
  },
  {
    method: 'delete',
    path: '/properties/{id}',
    tag: 'Properties',
    summary: 'Delete a listing',
    auth: 'admin',
    success: { status: 200, description: 'Deleted.', message: 'Property has been deleted!', data: null },
  },
  {
    method: 'post',
    path: '/properties/{id}/favorite',
    tag: 'Favorites',
    summary: 'Save or unsave a listing',
    description:
      'With a body `{ favorite }` sets that state; without one, toggles. `message` is "Added to favorite!" or "Removed from favorite!".',
    auth: 'user',
    body: FavoriteBody,
    success: { status: 200, description: 'The new state.', data: 'FavoriteFlag' },
  },

  // Favourites and admin
  {
    method: 'get',
    path: '/favorites',
    tag: 'Favorites',
    summary: "The caller's saved listings, most recently saved first",
    auth: 'user',
    success: { status: 200, description: 'The saved listings.', data: 'SavedProperty[]' },
  },
  {
    method: 'get',
    path: '/admin/dashboard',
    tag: 'Admin',
    summary: 'Counts and the most recent listings for the admin dashboard',
    auth: 'admin',
    success: { status: 200, description: 'Stats and recent listings.', data: 'AdminDashboard' },
  },

  // Projects
  {
    method: 'get',
    path: '/projects',
    tag: 'Projects',
    summary: 'Every project, newest first',
    auth: 'public',
    query: ProjectListQuery,
    success: { status: 200, description: 'The projects.', data: 'Project[]' },
  },
  {
    method: 'get',
    path: '/projects/{idOrSlug}',
    tag: 'Projects',
    summary: 'One project, by id or slug',
    auth: 'public',
    success: { status: 200, description: 'The project.', data: 'Project' },
    errors: { 404: 'No such project: "Project not found".' },
  },
  {
    method: 'post',
    path: '/projects',
    tag: 'Projects',
    summary: 'Create a project',
    description:
      'Multipart: the fields below and repeated `images` files. The description is sanitised HTML and must keep 10 characters of text.',
    auth: 'admin',
    body: ProjectBody,
    bodyType: 'multipart',
    files: imageFiles(true),
    success: { status: 201, description: 'Created.', message: 'Project has been created!', data: 'Project' },
    errors: {
      409: 'The slug is taken: "A project with this slug already exists".',
      412: '"This project was changed by someone else. Reload to see their changes."',
      ...imageErrors,
    },
  },
  {
    method: 'put',
    path: '/projects/{idOrSlug}',
    pathParameters: { idOrSlug: projectIdOnly },
    tag: 'Projects',
    summary: 'Edit a project',
    description: `Multipart or JSON; only the fields sent change; new \`images\` files are appended after the existing ones. ${VERSIONED}`,
    auth: 'admin',
    body: ProjectPatchBody,
    bodyType: 'multipart',
    files: imageFiles(true),
    success: { status: 200, description: 'Saved.', message: 'Project has been updated!', data: 'Project' },
    errors: {
      409: 'The slug is taken: "A project with this slug already exists".',
      412: '"This project was changed by someone else. Reload to see their changes."',
      ...imageErrors,
    },
  },
  {
    method: 'delete',
    path: '/projects/{idOrSlug}',
    pathParameters: { idOrSlug: projectIdOnly },
    tag: 'Projects',
    summary: 'Delete a project and its images',
    auth: 'admin',
    success: { status: 200, description: 'Deleted.', message: 'Project has been deleted!', data: null },
  },
  {
    method: 'delete',
    path: '/projects/{id}/images',
    tag: 'Projects',
    summary: 'Remove one image from a project',
    auth: 'admin',
    body: RemoveImageBody,
    success: { status: 200, description: 'The project without that image.', message: 'Image has been removed', data: 'Project' },
    errors: { 404: 'No such project, or the project has no such image: "Unable to remove image".' },
  },

  // Sync
  {
    method: 'get',
    path: '/sync',
    tag: 'Sync',
    summary: 'What changed since a cursor',
    description:
      "Public listing and project changes for anyone, favourite changes only for their owner. Pass the answer's `cursor` as `since` next time.",
    auth: 'optional',
    query: SyncPullQuery,
    success: { status: 200, description: 'Changes in log order and the next cursor.', data: 'SyncPull' },
  },
  {
    method: 'post',
    path: '/sync',
    tag: 'Sync',
    summary: "Apply a batch of the user's mutations (favourites today), each id once",
    description:
      "Each mutation is `{ id, type, args, clientTime }` and is applied by its type. A replayed id is a no-op. `sentAt` is the device clock when the batch left: a device clock more than a minute off the server's has that difference taken off its `clientTime`s. The effective time is the (corrected) `clientTime`, or the arrival when it lies more than a minute in the future; per record the latest effective time wins. `{ events }` batches of the first offline outbox are still taken.",
    auth: 'user',
    body: MutationPushBody,
    success: {
      status: 200,
      description: 'One result per mutation, in order, and the seq of the last event recorded.',
      data: 'SyncPushAnswer',
    },
  },

  // Enquiries
  {
    method: 'post',
    path: '/enquiries',
    tag: 'Enquiries',
    summary: 'Make an enquiry (visitor or user), optionally asking for a site visit',
    description:
      "Send either `propertyId` or `projectId` (or neither, from the contact page). `mobile` is an Indian mobile number; a leading +91 or 0 is accepted and dropped. `visitDate` (YYYY-MM-DD) lies from today to 60 days ahead, in Surat. HTML in the text is stripped. A client-made `id` makes the call safe to repeat: the same `id` answers the same enquiry and stores nothing new. The hidden `website` field is a honeypot: filled in, the answer is the same but the enquiry is kept out of the pipeline as spam. A logged-in caller's enquiry is linked to the account (My Enquiries).",
    auth: 'optional',
    body: EnquiryBody,
    success: {
      status: 201,
      description: 'The enquiry and its reference (EQ-…).',
      message: 'Thank you! Our advisor will call you shortly.',
      data: 'EnquiryCreated',
    },
    errors: {
      404: 'No such property or project: "Property not found" / "Project not found".',
      429: 'More than 5 enquiries an hour from this mobile number or 30 from this address (RATE_LIMIT_ENQUIRIES, RATE_LIMIT_ENQUIRIES_IP); `Retry-After` says when to try again.',
    },
  },
  {
    method: 'get',
    path: '/enquiries/mine',
    tag: 'Enquiries',
    summary: "The caller's enquiries, newest first (My Enquiries)",
    auth: 'user',
    success: { status: 200, description: 'The enquiries with their listing, status and any confirmed visit.', data: 'MyEnquiry[]' },
  },
  {
    method: 'get',
    path: '/enquiries/{id}/visit.ics',
    pathParameters: { id: "The enquiry's UUID." },
    tag: 'Enquiries',
    summary: "The scheduled site visit as a calendar entry (the enquiry's owner or an admin)",
    auth: 'user',
    success: {
      status: 200,
      description: 'An iCalendar file.',
      data: null,
      raw: { contentType: 'text/calendar', description: 'iCalendar (RFC 5545) with one event' },
    },
    errors: { 404: "Not the caller's enquiry, or no visit is scheduled." },
  },
  {
    method: 'post',
    path: '/contact-clicks',
    tag: 'Enquiries',
    summary: 'Count a Call or WhatsApp tap on a listing (no personal data)',
    auth: 'public',
    body: ContactClickBody,
    success: { status: 204, description: 'Counted.', data: null },
    errors: { 404: 'No such property or project.' },
  },
  {
    method: 'get',
    path: '/admin/enquiries',
    tag: 'Enquiries',
    summary: 'Enquiries, newest first, filtered by status, listing, dates (`from`, `to`: YYYY-MM-DD) and text',
    description:
      'Spam is left out unless `status=spam` is asked for. `q` matches name, e-mail, mobile digits, reference, message and listing title.',
    auth: 'admin',
    query: EnquiryListQuery,
    success: { status: 200, description: 'One page of enquiries.', data: 'Enquiry[]', meta: 'EnquiryListMeta' },
  },
  {
    method: 'get',
    path: '/admin/enquiries.csv',
    tag: 'Enquiries',
    summary: 'The filtered enquiries as CSV for Excel',
    auth: 'admin',
    query: EnquiryListQuery,
    success: {
      status: 200,
      description: 'CSV file.',
      data: null,
      raw: { contentType: 'text/csv', description: 'UTF-8 with a byte-order mark, CRLF lines, times in Surat' },
    },
  },
  {
    method: 'get',
    path: '/admin/listing-leads',
    tag: 'Enquiries',
    summary: 'Per property: enquiries and Call/WhatsApp taps in the last 30 days',
    auth: 'admin',
    success: { status: 200, description: 'Counts for the properties that had any.', data: 'ListingLeadCounts[]' },
  },
  {
    method: 'get',
    path: '/admin/enquiries/{id}',
    pathParameters: { id: "The enquiry's UUID." },
    tag: 'Enquiries',
    summary: 'One enquiry with its timeline',
    auth: 'admin',
    success: { status: 200, description: 'The enquiry and every event of it, oldest first, with who and when.', data: 'EnquiryDetail' },
    errors: { 404: '"Enquiry not found".' },
  },
  {
    method: 'patch',
    path: '/admin/enquiries/{id}',
    pathParameters: { id: "The enquiry's UUID." },
    tag: 'Enquiries',
    summary: 'Move an enquiry along the pipeline, schedule its visit, assign it, add a note',
    description:
      'Statuses: new → contacted → visit_scheduled → visited → negotiating → won / lost. An impossible move (won back to new) is refused with a message. Setting `visitAt` on a new, contacted, visited or negotiating enquiry moves it to visit_scheduled. `assigneeId` names an admin (null: nobody). Each change is an event of the timeline.',
    auth: 'admin',
    body: EnquiryPatchBody,
    success: { status: 200, description: 'The enquiry as it now stands.', message: 'Enquiry has been updated', data: 'EnquiryDetail' },
  },

  // Saved searches and alerts
  {
    method: 'get',
    path: '/saved-searches',
    tag: 'Alerts',
    summary: "The caller's saved searches, oldest first, each with its new-match count",
    auth: 'user',
    success: { status: 200, description: 'The saved searches.', data: 'SavedSearch[]' },
  },
  {
    method: 'post',
    path: '/saved-searches',
    tag: 'Alerts',
    summary: 'Save a search (at most 20 per user)',
    description:
      '`query` is the object GET /properties/search takes, checked by the same rules (a bad filter gets the same message); `alert` is instant, daily, weekly (09:00 Asia/Kolkata) or off; `channels` email and/or push.',
    auth: 'user',
    body: SavedSearchBody,
    success: { status: 201, description: 'Saved.', message: 'Search saved', data: 'SavedSearch' },
  },
  {
    method: 'get',
    path: '/saved-searches/new-since-visit',
    tag: 'Alerts',
    summary: "'New since your last visit': listings that newly matched the caller's searches since their previous visit",
    description: 'A visit starts after 30 minutes away; within a visit the answer stays the same.',
    auth: 'user',
    success: { status: 200, description: "The count and the listings' ids.", data: 'NewSinceVisit' },
  },
  {
    method: 'patch',
    path: '/saved-searches/{id}',
    pathParameters: { id: "The saved search's UUID." },
    tag: 'Alerts',
    summary: 'Edit, pause or resume a saved search',
    auth: 'user',
    body: SavedSearchPatchBody,
    success: { status: 200, description: 'Saved.', message: 'Saved search updated', data: 'SavedSearch' },
  },
  {
    method: 'delete',
    path: '/saved-searches/{id}',
    pathParameters: { id: "The saved search's UUID." },
    tag: 'Alerts',
    summary: 'Delete a saved search',
    auth: 'user',
    success: { status: 200, description: 'Deleted.', message: 'Saved search deleted', data: null },
  },
  {
    method: 'get',
    path: '/saved-searches/{id}/new',
    pathParameters: { id: "The saved search's UUID." },
    tag: 'Alerts',
    summary: 'The listings that newly matched a saved search since the caller last looked (then marked seen)',
    auth: 'user',
    success: { status: 200, description: 'The listings, newest match first.', data: 'Property[]' },
  },
  {
    method: 'get',
    path: '/notification-settings',
    tag: 'Alerts',
    summary: 'Whether alerts may use e-mail and push for the caller',
    auth: 'user',
    success: { status: 200, description: 'The settings.', data: 'NotificationSettings' },
  },
  {
    method: 'patch',
    path: '/notification-settings',
    tag: 'Alerts',
    summary: 'Turn alert e-mail or push on or off',
    auth: 'user',
    body: NotificationSettingsPatch,
    success: { status: 200, description: 'The settings now.', message: 'Notification settings saved', data: 'NotificationSettings' },
  },
  {
    method: 'get',
    path: '/push/key',
    tag: 'Alerts',
    summary: 'The VAPID public key to subscribe a browser with',
    auth: 'public',
    success: { status: 200, description: 'The key (base64url).', data: 'PushKey' },
  },
  {
    method: 'post',
    path: '/push/subscriptions',
    tag: 'Alerts',
    summary: "Subscribe this browser to the caller's push notifications",
    description: "The body is the browser's `PushSubscription.toJSON()`.",
    auth: 'user',
    body: PushSubscriptionBody,
    success: { status: 201, description: 'Subscribed.', message: 'Notifications are on for this browser', data: null },
  },
  {
    method: 'delete',
    path: '/push/subscriptions',
    tag: 'Alerts',
    summary: 'Unsubscribe a browser of the caller',
    auth: 'user',
    body: PushUnsubscribeBody,
    success: { status: 200, description: 'Unsubscribed.', message: 'Notifications are off for this browser', data: null },
  },
  {
    method: 'get',
    path: '/unsubscribe',
    tag: 'Alerts',
    summary: "The page behind an e-mail's unsubscribe link (a button; nothing changes yet)",
    auth: 'public',
    query: UnsubscribeQuery,
    success: {
      status: 200,
      description: 'An HTML page.',
      data: null,
      raw: { contentType: 'text/html', description: 'The confirmation page' },
    },
  },
  {
    method: 'post',
    path: '/unsubscribe',
    tag: 'Alerts',
    summary: 'One-click unsubscribe (RFC 8058), without logging in',
    description: 'The signed token names the account and the saved search (or every alert e-mail).',
    auth: 'public',
    query: UnsubscribeQuery,
    success: {
      status: 200,
      description: 'An HTML page.',
      data: null,
      raw: { contentType: 'text/html', description: 'The confirmation page' },
    },
  },
];

// Every write is rate limited (api/auth/rateLimits.ts): per user and per client address, with
// separate budgets for /sync pushes and uploads.
for (const operation of operations) {
  if (operation.method !== 'get' && !operation.errors?.[429]) operation.errors = { ...operation.errors, ...writeLimited };
}
