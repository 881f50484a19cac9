/**
 * The words every form and answer shares: one rule per field name, whichever resource it belongs to,
 * and the small helpers the resource files build their schemas from.
 */
import * as v from 'valibot';
import { amenities, tenantKinds } from './catalog.ts';

/**
 * A field the body must carry: an absent key is read as null, so the field's own "required" message
 * answers (its type check fails) instead of valibot's generic 'Invalid key'.
 */
export function required<S extends v.GenericSchema>(schema: S): S {
  // Typed as the field itself, since the body must carry it; only the message of an absent key changes.
  return v.optional(schema, null as never) as unknown as S;
}

/** What a person does not type: NUL (which a text column refuses) and every other control character but tab and line breaks. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Text that PostgreSQL can store and a person meant to type: no CONTROL_CHARACTERS. */
export function plainText(label: string) {
  return v.check((text: string) => !CONTROL_CHARACTERS.test(text), `${label} must not contain control characters`);
}

/** Text a person writes (a message, a note, a notice): plain, its tags stripped, trimmed. `message` answers a non-string. */
export const writtenText = (label: string, message?: string) =>
  v.pipe(v.string(message), plainText(label), v.transform(stripTags), v.trim());

/** Line breaks (CR, LF and Unicode's own): in a one-line field they would print as a line of their own, a spoofed "Mobile:" in a mail. */
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;

/** Text meant as one line: refused, with the field's name, when it holds a line break. */
export function oneLine(label: string) {
  return v.check((text: string) => !LINE_BREAK.test(text), `${label} must be on one line`);
}

/** A list's free-text filter, as the query string carries it. */
export const searchText = v.optional(
  v.pipe(
    v.string(),
    plainText('Search text'),
    oneLine('Search text'),
    v.trim(),
    v.maxLength(200, 'Search text must be at most 200 characters long'),
  ),
);

/** A list's page, counted from 1, as the query string carries it. */
export const pageNumber = v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'Page must be a whole number from 1'), v.transform(Number));

/** How many rows a list's page holds, as the query string carries it: 1 to `max`. */
export const pageSize = (max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/, 'Limit must be a whole number'),
    v.transform(Number),
    v.minValue(1, 'Limit must be at least 1'),
    v.maxValue(max, `Limit must be at most ${max}`),
  );

/** Text a person typed, with any HTML tags taken out. */
export const stripTags = (text: string) => text.replace(/<[^>]*>?/g, '').replace(/&lt;|&gt;/g, '');

export const EMAIL_MESSAGE = 'Invalid Email Address';

export const email = v.pipe(
  required(v.string('Email Address is required')),
  plainText('Email Address'),
  oneLine('Email Address'),
  v.trim(),
  v.nonEmpty('Email Address is required'),
  v.email(EMAIL_MESSAGE),
  v.maxLength(254, 'Email Address must be at most 254 characters long'),
  v.toLowerCase(),
);

/** An e-mail address a person may leave out: '' (or absent) is none; any other text follows `email`. */
export const optionalEmail = v.optional(
  v.pipe(
    v.string(EMAIL_MESSAGE),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value.trim() === '') return '';
      const result = v.safeParse(email, dataset.value);
      if (result.success) return result.output;
      addIssue({ message: result.issues[0].message });
      return NEVER;
    }),
  ),
);

export const password = v.pipe(
  required(v.string('Password is required')),
  plainText('Password'),
  v.nonEmpty('Password is required'),
  v.minLength(6, 'Password must be at least 6 characters long'),
  v.maxLength(128, 'Password must be at most 128 characters long'),
);

export const username = v.pipe(
  required(v.string('User name must be 1 or more characters long')),
  plainText('User name'),
  oneLine('User name'),
  v.trim(),
  v.minLength(1, 'User name must be 1 or more characters long'),
  v.maxLength(30, 'User name must be at most 30 characters long'),
  v.regex(/^[A-Za-z0-9_.]+$/, 'User name may use only letters, digits, dots and underscores'),
);

export const NAME_MESSAGE = 'Full name must be 2 or more characters long';

/** A person's name, on an account or an enquiry: what they typed, without tags or control characters. */
export const fullName = v.pipe(
  required(v.string(NAME_MESSAGE)),
  plainText('Full name'),
  oneLine('Full name'),
  v.transform(stripTags),
  v.trim(),
  v.minLength(2, NAME_MESSAGE),
  v.maxLength(80, 'Full name must be at most 80 characters long'),
);

export const MOBILE_MESSAGE = 'Enter a 10-digit mobile number';

/** An Indian mobile number, on an account or an enquiry, kept as its ten digits (see normaliseMobile). */
export const mobile = v.pipe(
  required(v.string('Mobile is required')),
  plainText('Mobile'),
  v.trim(),
  v.nonEmpty('Mobile is required'),
  v.maxLength(20, MOBILE_MESSAGE),
  v.check((text) => normaliseMobile(text) !== null, MOBILE_MESSAGE),
  v.transform((text) => normaliseMobile(text)!),
);

/** A listing's or project's title; a body without one is told it is required. */
export const title = v.pipe(
  required(v.string((issue) => (issue.input === null ? 'Title is required' : 'Title must be String'))),
  plainText('Title'),
  oneLine('Title'),
  v.trim(),
  v.nonEmpty('Title is required'),
  v.minLength(3, 'Title must be at least 3 characters long'),
  v.maxLength(150, 'Title must be at most 150 characters long'),
);

export const slug = v.pipe(
  required(v.string('Slug is required')),
  plainText('Slug'),
  oneLine('Slug'),
  v.trim(),
  v.minLength(3, 'Slug must be at least 3 characters long'),
  v.maxLength(160, 'Slug must be at most 160 characters long'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use only lower-case letters, digits and single hyphens'),
);

/** HTML from the editor; the writers check the length again once it is sanitised. */
export const description = v.pipe(
  required(v.string('Description is required')),
  plainText('Description'),
  v.nonEmpty('Description is required'),
  v.minLength(10, 'Description must be at least 10 characters long'),
  v.maxLength(20_000, 'Description must be at most 20000 characters long'),
);

export const location = v.pipe(
  required(v.string('Location is required')),
  plainText('Location'),
  oneLine('Location'),
  v.trim(),
  v.minLength(3, 'Location must be at least 3 characters long'),
  v.maxLength(120, 'Location must be at most 120 characters long'),
);

export const address = v.pipe(
  required(v.string('Address is required')),
  plainText('Address'),
  oneLine('Address'),
  v.trim(),
  v.minLength(1, 'Address is required'),
  v.maxLength(300, 'Address must be at most 300 characters long'),
);

/** A whole number of rupees, square feet or rooms, sent as a form string (or a number). */
export function wholeNumberText(requiredMessage: string, label: string, max: number) {
  return v.pipe(
    v.union([v.string(requiredMessage), v.number(requiredMessage)], requiredMessage),
    v.transform((value) => String(value).trim().replace(/,/g, '')),
    v.nonEmpty(requiredMessage),
    v.regex(/^\d+$/, `${label} must be a whole number`),
    v.check((text) => Number(text) <= max, `${label} is too large`),
  );
}

export const optionalRooms = (label: string) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim()),
      v.regex(/^\d{0,2}$/, `${label} must be a whole number up to 99`),
    ),
    '0',
  );

/** An optional whole number sent as form text ('' or absent: none). */
export const optionalCount = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()], `${label} must be a whole number`),
      v.transform((value) => String(value).trim().replace(/,/g, '')),
      v.regex(/^\d{0,12}$/, `${label} must be a whole number`),
      v.check((text) => text === '' || Number(text) <= max, `${label} must be at most ${max}`),
    ),
    '',
  );

/** One of `values`, or '' (absent: none). */
export const optionalChoice = <T extends readonly string[]>(values: T, message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.picklist(['', ...values] as ['', ...T], message)), '');

/** A month as YYYY-MM, or ''. */
export const optionalMonth = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be a month (YYYY-MM)`),
      v.trim(),
      v.regex(/^(?:|20\d\d-(?:0[1-9]|1[0-2]))$/, `${label} must be a month (YYYY-MM)`),
    ),
    '',
  );

/** A yes/no box as a form sends it. */
export const flag = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', 'on', ''])], 'Must be true or false'),
    v.transform((value) => value === true || value === 'true' || value === 'on'),
  ),
  false,
);

/** Amenities from the catalogue: a list, or one form field of comma-separated names; unknown names are refused. */
// Read as unknown first: a form library keeps one kind of store per field, so the field's schema
// must not be a union of a list and a text.
export const amenityList = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' ? value.split(',') : value)),
    v.array(v.pipe(v.string('Amenities must be a list'), v.maxLength(40)), 'Amenities must be a list'),
    v.transform((names) => names.map((name) => name.trim()).filter(Boolean)),
    v.maxLength(amenities.length, `At most ${amenities.length} amenities`),
    v.check(
      (names) => names.every((name) => (amenities as readonly string[]).includes(name)),
      (issue) => `Unknown amenity: ${(issue.input as string[]).find((name) => !(amenities as readonly string[]).includes(name))}`,
    ),
    v.transform((names) => [...new Set(names)] as (typeof amenities)[number][]),
  ),
  [],
);

/** Preferred tenants from the catalogue, like the amenities: a list, or one form field of comma-separated kinds. */
export const tenantList = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' ? value.split(',') : value)),
    v.array(v.pipe(v.string('Preferred tenants must be a list'), v.maxLength(20)), 'Preferred tenants must be a list'),
    v.transform((kinds) => kinds.map((kind) => kind.trim()).filter(Boolean)),
    v.check(
      (kinds) => kinds.every((kind) => (tenantKinds as readonly string[]).includes(kind)),
      'Preferred tenants must be family, bachelors or company',
    ),
    // Kept in the catalogue's order, once each, so a listing's list reads the same however it was ticked.
    v.transform((kinds) => tenantKinds.filter((kind) => kinds.includes(kind))),
  ),
  [],
);

/**
 * A GujRERA registration number as printed on the certificate: `PR/GJ/` then segments (district, area,
 * authority, number, date) separated by `/`, e.g. `PR/GJ/SURAT/SURAT CITY/SUDA/RAA12345/220125`.
 */
export const RERA_NUMBER_PATTERN = /^PR\/GJ(?:\/[A-Z0-9][A-Z0-9 .&()-]*){2,8}$/;
export const RERA_NUMBER_MESSAGE = 'Enter the RERA number as it appears on the certificate (PR/GJ/...)';
export const RERA_REQUIRED_PROJECT = 'RERA registration number is required for this project';
export const RERA_REQUIRED_PROPERTY = 'RERA registration number is required for a property under construction';
export const RERA_EXEMPT_REASON_REQUIRED = 'Give the reason for the exemption (area up to 500 m² or up to 8 units)';

export const reraNumber = v.optional(
  v.pipe(
    v.string(RERA_NUMBER_MESSAGE),
    plainText('RERA number'),
    oneLine('RERA number'),
    v.transform((text) =>
      text
        .trim()
        .replace(/\s+/g, ' ')
        .replace(/\s*\/\s*/g, '/')
        .toUpperCase(),
    ),
    v.maxLength(120, 'RERA number must be at most 120 characters long'),
    v.check((text) => text === '' || RERA_NUMBER_PATTERN.test(text), RERA_NUMBER_MESSAGE),
  ),
  '',
);
export const reraExemptReason = v.optional(
  v.pipe(
    v.string(),
    plainText('Exemption reason'),
    oneLine('Exemption reason'),
    v.trim(),
    v.maxLength(300, 'Exemption reason must be at most 300 characters long'),
  ),
  '',
);

/** An optional title in Gujarati or Hindi ('' or absent: none), held to the English title's rules. */
export const translatedTitle = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      plainText(label),
      oneLine(label),
      v.trim(),
      v.check((text) => text === '' || text.length >= 3, `${label} must be at least 3 characters long`),
      v.maxLength(150, `${label} must be at most 150 characters long`),
    ),
    '',
  );

/** An optional description in Gujarati or Hindi, HTML like the English one (sanitised on write). */
export const translatedDescription = (label: string) =>
  v.optional(
    v.pipe(v.string(`${label} must be text`), plainText(label), v.maxLength(20_000, `${label} must be at most 20000 characters long`)),
    '',
  );

/** The Gujarati and Hindi title and description of the property and project forms. */
export const translatedEntries = {
  titleGu: translatedTitle('Gujarati title'),
  titleHi: translatedTitle('Hindi title'),
  descriptionGu: translatedDescription('Gujarati description'),
  descriptionHi: translatedDescription('Hindi description'),
};

/** The largest area the forms take, in square feet (or the plot's unit). */
export const AREA_MAX = 100_000_000;

/** Rupees (a monthly rent for a rental); absent: 0. */
export const price = v.optional(wholeNumberText('Price is required', 'Price', 100_000_000_000), '0');
/** The area in square feet the listing is advertised with; absent: 0. */
export const sqt = v.optional(wholeNumberText('Sqt is required', 'Sqt', 100_000_000), '0');
/** A further area in square feet (or the plot's unit), optional. */
export const area = (label: string) => optionalCount(label, AREA_MAX);

/** An answer's field with its meaning, as the OpenAPI document shows it. */
export const described = <S extends v.GenericSchema>(schema: S, description: string) => v.pipe(schema, v.description(description));
export const isoDate = (description: string) => v.pipe(v.string(), v.isoTimestamp(), v.description(description));
export const wholeNumber = (description?: string) =>
  description ? v.pipe(v.number(), v.integer(), v.description(description)) : v.pipe(v.number(), v.integer());
export const imageUrls = (description: string) => described(v.array(v.string()), description);

/** The Gujarati and Hindi title and description of a listing or project; null where not given (pages show the English). */
export const translatedContent = {
  titleGu: described(v.nullable(v.string()), 'Title in Gujarati'),
  titleHi: described(v.nullable(v.string()), 'Title in Hindi'),
  descriptionGu: described(v.nullable(v.string()), 'Description in Gujarati: sanitised HTML'),
  descriptionHi: described(v.nullable(v.string()), 'Description in Hindi: sanitised HTML'),
};

/** The one UUID pattern: ids of properties, projects, users and events. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/** A record id in a path (`/properties/{id}`); anything else names nothing (404). */
export const UuidParam = v.pipe(v.string(), v.regex(UUID_PATTERN));

/** An Indian mobile number as its ten digits: spaces, dashes and a leading +91, 91 or 0 dropped. */
export function normaliseMobile(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? match[1]! : null;
}

/**
 * A stored mobile as every screen, mail and CSV shows it: `+91 98989 89898`. Text that is not an
 * Indian mobile number is shown as it was typed.
 */
export function formatMobile(stored: string): string {
  const digits = normaliseMobile(stored);
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : stored;
}

/** A stored mobile as a `tel:` link dials it: `tel:+919898989898`. */
export function mobileHref(stored: string): string {
  const digits = normaliseMobile(stored);
  return `tel:${digits ? `+91${digits}` : stored.replace(/[^\d+]/g, '')}`;
}

/** Every control character, tab and line breaks too: neither a one-line name nor a URL holds one. */
// eslint-disable-next-line no-control-regex
export const ANY_CONTROL = /[\u0000-\u001F\u007F]/;

/** The field names of a contract field set, in contract order. */
export const fieldNames = <F extends Record<string, unknown>>(fields: F) => Object.keys(fields) as (keyof F & string)[];

/** Only the fields of the set, copied from a record that has them (and maybe more). */
export function pickFields<F extends Record<string, unknown>, R extends { [K in keyof F]: unknown }>(
  fields: F,
  record: R,
): Pick<R, keyof F> {
  const picked: Partial<Pick<R, keyof F>> = {};
  for (const field of fieldNames(fields)) picked[field] = record[field];
  return picked as Pick<R, keyof F>;
}

/** A stored value as form text: null (or absent, in a record kept from before the field existed) is ''. */
export const formText = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
