/**
 * What the reference says of one operation. Each router declares its endpoints with these fields
 * (api/routes/endpoint.ts), so the OpenAPI document and the HTML reference are collected from the
 * routes themselves. Request schemas are the contract's valibot schemas: the documented rules are
 * the enforced ones.
 */
import type * as v from 'valibot';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call: anyone; anyone, with a token changing the answer; any logged-in user; an agent or an admin; an admin. */
export type AuthRequirement = 'public' | 'optional' | 'user' | 'agent' | 'admin';

/**
 * What `data` holds in a success answer: a component schema name, a list of one (`Name[]`), `'null'`
 * for an answer that carries `data: null`, or nothing (null: no `data` at all).
 */
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
  Visits:
    "Site visits as appointments: agents' working hours and blocks, visit lengths, the free slots of a listing, booking, and an agent's day.",
  Buyers:
    "The agency's buyers and sellers: one record per person holding their leads from every channel (site forms, advisors' quick-adds, portal CSV imports, the signed inbound webhook, owners' offers), logged calls and messages, and merges.",
  Alerts: 'Saved searches and their alerts, notification settings, web push subscriptions and one-click unsubscribe.',
  Privacy:
    "A person's consents per purpose (given, withdrawn, and a mail's withdrawal link), their rights over their data (export, erasure with a cooling-off, a nominee, corrections, a visitor's verified request), grievances to the Grievance Officer, the access log of staff reading people's records, and breach notices.",
  Localities:
    "What the agency's listings and events say of a Surat locality: its listings, asking prices, the year's trend and its projects.",
  Vitals: "Real visitors' Web Vitals: a sampled public page's beacon (no personal data) and the office's p75 view.",
  Site: 'Served at the site root, outside /api/v1: images, short links and the files search engines read.',
} as const;
export type Tag = keyof typeof tags;

export interface Operation {
  method: HttpMethod;
  /** Below /api/v1 (or the site root, for `root` operations), with OpenAPI `{param}` placeholders. */
  path: string;
  /** Served at the site's root rather than below /api/v1. */
  root?: boolean;
  /** What a path parameter names for this operation, where it differs from `pathParameters`. */
  pathParameters?: Record<string, string>;
  tag: Tag;
  summary: string;
  description?: string;
  auth: AuthRequirement;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /** The request's own code reads body and query (no 400 of the schema's); the schemas only document them. */
  readByHandler?: boolean;
  /** Files sent as multipart beside the fields of `body`. */
  files?: { field: string; multiple: boolean; description: string };
  success: {
    status: number;
    description: string;
    /** The `message` the answer carries, when it is always the same. */
    message?: string;
    data: DataShape;
    meta?: string;
    /** Not the `{ message, data }` envelope: the answer's content type and what it is. */
    raw?: { contentType: string; description: string };
  };
  /** Error statuses beyond the ones implied by auth, body and path (401/403, 400, 404). */
  errors?: Partial<Record<number, string>>;
  /** The content type of the error answers, where it is not the JSON error shape (an HTML page). */
  errorType?: string;
}

/** What each path parameter names. */
export const pathParameters: Record<string, string> = {
  id: "The record's id (a UUID for properties and projects, better-auth's text id for users). A malformed or unknown id answers 404.",
  idOrSlug: "A project's UUID or its slug.",
  sessionId: "The id of one of the caller's logins (from GET /users/me/sessions).",
};

/** How the edits of properties, projects and accounts guard against overwriting each other. */
export const VERSIONED =
  'Every response showing the record carries its version as an `ETag` (`"v7"`); an edit sent with `If-Match` naming a version the record has since left is refused with 412, and one sent without it is applied.';

/** Every write is rate limited (api/auth/rateLimits.ts): per user and per client address. */
export const writeLimited = { 429: 'Too many changes in a short time; `Retry-After` says when to try again.' };

export const imageFiles = (multiple: boolean, field = 'images') => ({
  field,
  multiple,
  description:
    'Image files, checked by content (PNG, JPEG, GIF, WebP or AVIF that decodes), at most 10 MB each. Stored as responsive WebP variants under content-addressed /media URLs.',
});

export const imageErrors = {
  413: 'An image is over 10 MB ("Image must be at most 10MB") or over 64 megapixels.',
  415: 'A file is not an image: "Select Image files only!".',
};
