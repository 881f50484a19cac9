import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EnquiryArgs } from './enquiries.ts';
import { fieldErrors } from './answers.ts';
import { formatMobile, mobileHref } from './fields.ts';
import { ProjectBody } from './projects.ts';
import { PropertyBody } from './properties.ts';
import { ProfileBody, RegisterBody } from './users.ts';

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
