import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EnquiryArgs } from './enquiries.ts';
import { fieldErrors } from './answers.ts';
import { formatMobile, mobileHref } from './fields.ts';
import { ProjectBody } from './projects.ts';
import { PropertyBody } from './properties.ts';
import { SavedSearchBody } from './savedSearches.ts';
import { SearchQuery } from './search.ts';
import { ProfileBody, RegisterBody, UserListQuery } from './users.ts';

const account = { username: 'asha', fullName: 'Asha Patel', email: 'asha@example.in', password: 'secret1', mobile: '9825012345' };
const enquiry = { name: 'Asha Patel', mobile: '9825012345' };

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

describe('one rule per field name', () => {
  it.each(['+91 98250 12345', '098250-12345', '98250 12345'])(
    'keeps the mobile %s as the same ten digits on an account and an enquiry',
    (mobile) => {
      expect(v.parse(RegisterBody, { ...account, mobile }).mobile).toBe('9825012345');
      expect(v.parse(EnquiryArgs, { ...enquiry, mobile }).mobile).toBe('9825012345');
    },
  );

  it.each(['12345', '5876543210', '+1 555 123 4567'])(
    'refuses the mobile %s on an account and an enquiry with the same message',
    (mobile) => {
      expect(errorsOf(RegisterBody, { ...account, mobile }).mobile).toBe('Enter a 10-digit mobile number');
      expect(errorsOf(EnquiryArgs, { ...enquiry, mobile }).mobile).toBe('Enter a 10-digit mobile number');
    },
  );

  it.each(['9898989898', '+91 98989 89898', '098989-89898', '919898989898'])('shows the stored mobile %s as +91 98989 89898', (stored) => {
    expect(formatMobile(stored)).toBe('+91 98989 89898');
    expect(mobileHref(stored)).toBe('tel:+919898989898');
  });

  it('shows a stored mobile that is no Indian number as it was typed', () => {
    expect(formatMobile('+1 555 123 4567')).toBe('+1 555 123 4567');
  });

  it('takes the tags out of a name on an account as on an enquiry', () => {
    expect(v.parse(ProfileBody, { ...account, fullName: '<b>Asha</b> Patel' }).fullName).toBe('Asha Patel');
    expect(v.parse(EnquiryArgs, { ...enquiry, name: '<b>Asha</b> Patel' }).name).toBe('Asha Patel');
  });

  it("holds an enquiry's optional e-mail address to the account's rule, and takes none as none", () => {
    const long = `${'a'.repeat(250)}@example.in`;
    expect(errorsOf(RegisterBody, { ...account, email: long }).email).toBe('Email Address must be at most 254 characters long');
    expect(errorsOf(EnquiryArgs, { ...enquiry, email: long }).email).toBe('Email Address must be at most 254 characters long');
    expect(errorsOf(EnquiryArgs, { ...enquiry, email: 'asha@' }).email).toBe('Invalid Email Address');
    expect(v.parse(EnquiryArgs, { ...enquiry, email: ' Asha@Example.IN ' }).email).toBe('asha@example.in');
    expect(v.parse(EnquiryArgs, { ...enquiry, email: '' }).email).toBe('');
  });

  it('names a missing title, location and address with their own messages on a property as on a project', () => {
    for (const schema of [PropertyBody, ProjectBody]) {
      expect(errorsOf(schema, {})).toMatchObject({
        title: 'Title is required',
        location: 'Location is required',
        address: 'Address is required',
      });
    }
  });
});

describe('one-line fields', () => {
  const property = {
    title: 'Sea-facing flat',
    description: 'A bright flat near the river.',
    transactionType: 'Buy',
    propertyType: 'Residential',
    category: 'Apartment',
    location: 'Vesu, Surat',
    address: 'Shreeji Arcade',
  };
  const project = {
    title: 'Shreeji Heights',
    slug: 'shreeji-heights',
    description: 'Homes by the river.',
    status: 'COMPLETED',
    location: 'Pal, Surat',
    address: 'Pal road',
  };
  // Each case: the schema, a valid body, the field and its label in the message.
  const cases: { what: string; schema: v.GenericSchema; body: Record<string, unknown>; field: string; label: string }[] = [
    { what: 'an enquiry', schema: EnquiryArgs, body: enquiry, field: 'name', label: 'Full name' },
    { what: 'an enquiry', schema: EnquiryArgs, body: enquiry, field: 'email', label: 'Email Address' },
    { what: 'an account', schema: RegisterBody, body: account, field: 'fullName', label: 'Full name' },
    { what: 'an account', schema: RegisterBody, body: account, field: 'username', label: 'User name' },
    { what: 'a property', schema: PropertyBody, body: property, field: 'title', label: 'Title' },
    { what: 'a property', schema: PropertyBody, body: property, field: 'location', label: 'Location' },
    { what: 'a property', schema: PropertyBody, body: property, field: 'address', label: 'Address' },
    { what: 'a property', schema: PropertyBody, body: property, field: 'titleGu', label: 'Gujarati title' },
    { what: 'a property', schema: PropertyBody, body: property, field: 'titleHi', label: 'Hindi title' },
    {
      what: 'a property',
      schema: PropertyBody,
      body: { ...property, reraExempt: true, reraExemptReason: 'Up to eight units' },
      field: 'reraExemptReason',
      label: 'Exemption reason',
    },
    { what: 'a project', schema: ProjectBody, body: project, field: 'title', label: 'Title' },
    { what: 'a project', schema: ProjectBody, body: project, field: 'slug', label: 'Slug' },
    { what: 'a project', schema: ProjectBody, body: project, field: 'location', label: 'Location' },
    { what: 'a project', schema: ProjectBody, body: project, field: 'address', label: 'Address' },
    { what: 'a project', schema: ProjectBody, body: project, field: 'reraNumber', label: 'RERA number' },
    { what: 'a search', schema: SearchQuery, body: {}, field: 'q', label: 'Search text' },
    { what: 'a search', schema: SearchQuery, body: {}, field: 'title', label: 'Search text' },
    { what: 'a list of accounts', schema: UserListQuery, body: {}, field: 'q', label: 'Search text' },
    { what: 'a saved search', schema: SavedSearchBody, body: { name: 'Vesu flats', query: {} }, field: 'name', label: 'Name' },
  ];

  it.each(cases)("refuses a line break in $what's $field with the field's name", ({ schema, body, field, label }) => {
    for (const lineBreak of ['\n', '\r', '\r\n', '\u2028']) {
      const value = `Asha${lineBreak}Mobile: 9999999999`;
      expect(errorsOf(schema, { ...body, [field]: value })[field]).toBe(`${label} must be on one line`);
    }
  });

  it('takes the same one-line values it refuses a line break in', () => {
    for (const { schema, body } of cases) expect(errorsOf(schema, body)).toEqual({});
  });
});
